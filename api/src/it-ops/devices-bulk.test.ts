import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { bulkMaxRows, countResponseSchema, deviceDetailSchema, type CreateDeviceInput } from '@kanri/contracts';
import { auditLogs, bulkRuns, devices, places, users } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { defaultJobsConfig } from '../jobs/queue';
import { tokyoToday } from '../lib/tokyo-date';
import { runBulkJob } from '../bulk/run';
import { bulkTestCalls } from '../bulk/bulk-testing';
import { deviceBulkActions } from './devices-bulk';

/** A create body with every optional field null. */
const body = (overrides: Partial<CreateDeviceInput> = {}): CreateDeviceInput => ({
  name: 'bulk', genre: 'LAPTOP', deviceModelId: null, maker: null, model: null, os: null, osVersion: null, network: null, storage: null,
  storageCapacityGb: null, memoryGb: null, condition: null, acquisition: null, priceType: null, serialNumber: null, deviceTag: null, assetTag: null,
  purchaseDate: null, purchasePrice: null, leaseEndOn: null, lifecycleEndOn: null, memo: null, ...overrides,
});

/**
 * Bulk actions on the devices list (issue 31 §2; docs/bulk-actions.md), through `POST
 * /v2/bulk-actions` and the job queue's worker: all-or-nothing, the history entries with the
 * acting user, the filter's "all that match", the product and tenant checks, field paths of bad bodies.
 */
describe('devices bulk actions', () => {
  let server: TestServer;
  let admin: string;
  let it_: string;
  let ga: string;
  let itUserId: string;
  let placeId: string;
  let otherPlaceId: string;
  const today = tokyoToday();

  before(async () => {
    server = await startTestServer({ jobs: { ...defaultJobsConfig({}), pollIntervalSeconds: 0.5 } }, 40);
    [admin, it_, ga] = (await Promise.all([demoAccounts.admin, demoAccounts.it, demoAccounts.ga].map((e) => server.signIn(e)))) as [string, string, string];
    const { db } = server.database;
    [{ id: itUserId }] = (await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.it))) as [{ id: string }];
    const somePlaces = await db.select({ id: places.id }).from(places).where(eq(places.companyId, seedCompanyIds.customer)).limit(2);
    [placeId, otherPlaceId] = somePlaces.map((p) => p.id) as [string, string];
  });
  after(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, options: { payload?: unknown; cookie?: string; lang?: string } = {}) =>
    server.app.inject({ method, url, payload: options.payload as never, headers: { cookie: options.cookie ?? it_, 'accept-language': options.lang ?? 'en-US' } });
  const create = async (name: string, assigned: boolean) => {
    const res = await call('POST', '/v2/devices', { payload: body({ name, assignedPlaceId: assigned ? placeId : null }), cookie: admin });
    assert.equal(res.statusCode, 201, res.body);
    return (res.json() as { id: string }).id;
  };
  const bulk = () => bulkTestCalls(server.app);
  const start = (payload: unknown, cookie = it_) => bulk().start(payload, cookie);
  const settle = (id: string, cookie = it_, lang = 'en-US') => bulk().settle(id, cookie, lang);
  const assignee = async (id: string) => {
    const res = await call('GET', `/v2/devices/${id}`);
    return v.parse(deviceDetailSchema, res.json()).assignedPlace?.id ?? null;
  };

  it('checks in every selected device in one run, each with its history entry by the acting user', async () => {
    const ids = await Promise.all(['bulk-in-1', 'bulk-in-2', 'bulk-in-3'].map((n) => create(n, true)));
    const { id, total } = await start({ action: 'DEVICES_CHECK_IN', ids, params: { checkedInOn: today, note: 'returned' } });
    assert.equal(total, 3);
    const run = await settle(id);
    assert.equal(run.status, 'SUCCEEDED', JSON.stringify(run));
    assert.deepEqual({ done: run.done, total: run.total, changed: run.summary?.changed, refused: run.summary?.refused }, { done: 3, total: 3, changed: 3, refused: [] });
    for (const device of ids) assert.equal(await assignee(device), null);
    const entries = await server.database.db
      .select({ resourceId: auditLogs.resourceId, actor: auditLogs.actorUserId, changes: auditLogs.changes })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'DEVICE'), inArray(auditLogs.resourceId, ids), eq(auditLogs.action, 'UPDATE')));
    assert.equal(entries.length, 3);
    for (const e of entries) {
      assert.equal(e.actor, itUserId);
      assert.ok(e.changes.some((c) => c.field === 'assignedPlaceId' && c.before === placeId && c.after === null), JSON.stringify(e.changes));
    }
    // the history call shows the entry by the IT member
    const history = await call('GET', `/v2/audit-logs?resourceType=DEVICE&resourceId=${ids[0]}`);
    assert.equal(history.statusCode, 200, history.body);
    assert.ok((history.json().items as { action: string }[]).some((e) => e.action === 'UPDATE'));
  });

  it('changes nothing when one row is refused, and names that row and why in the reader\'s language', async () => {
    const out = await Promise.all(['bulk-aon-1', 'bulk-aon-2'].map((n) => create(n, true)));
    const idle = await create('bulk-aon-idle', false);
    const before = await server.database.db.select({ n: auditLogs.id }).from(auditLogs).where(inArray(auditLogs.resourceId, [...out, idle]));
    const { id } = await start({ action: 'DEVICES_CHECK_IN', ids: [...out, idle], params: { checkedInOn: today } });
    const run = await settle(id);
    assert.equal(run.status, 'REFUSED');
    assert.equal(run.summary?.changed, 0);
    assert.deepEqual(run.summary?.refused.map((r) => r.id), [idle]);
    assert.match(run.summary!.refused[0]!.label, /^bulk-aon-idle \(DV-\d+\)$/);
    assert.match(run.summary!.refused[0]!.reason, /checked out/i);
    const ja = await settle(id, it_, 'ja-JP');
    assert.notEqual(ja.summary!.refused[0]!.reason, run.summary!.refused[0]!.reason, 'the reason is localized when read');
    for (const device of out) assert.equal(await assignee(device), placeId, 'still checked out');
    const afterRun = await server.database.db.select({ n: auditLogs.id }).from(auditLogs).where(inArray(auditLogs.resourceId, [...out, idle]));
    assert.equal(afterRun.length, before.length, 'no history entry of a rolled-back run');
  });

  it('acts on every device that matches the list filter ("all N that match"), as the count call counts them', async () => {
    const ids = await Promise.all(['bulkfilter-x1', 'bulkfilter-x2', 'bulkfilter-x3', 'bulkfilter-x4'].map((n) => create(n, false)));
    const count = v.parse(countResponseSchema, (await call('GET', '/v2/devices-count?freeText=bulkfilter-x')).json()).count;
    const { id, total } = await start({ action: 'DEVICES_ASSIGN_PLACE', filter: { freeText: 'bulkfilter-x' }, params: { placeId: otherPlaceId, checkedOutOn: today } });
    assert.equal(total, count);
    assert.equal(total, 4);
    const run = await settle(id);
    assert.equal(run.status, 'SUCCEEDED', JSON.stringify(run));
    for (const device of ids) assert.equal(await assignee(device), otherPlaceId);

    // change status: TROUBLED follows IN_SERVICE
    const status = await settle((await start({ action: 'DEVICES_CHANGE_STATUS', ids, params: { event: 'TROUBLED', occurredOn: today } })).id);
    assert.equal(status.status, 'SUCCEEDED', JSON.stringify(status));
    const rows = await server.database.db.select({ s: devices.lifecycleStatus }).from(devices).where(inArray(devices.id, ids));
    assert.deepEqual(rows.map((r) => r.s), ['TROUBLED', 'TROUBLED', 'TROUBLED', 'TROUBLED']);

    const none = await call('POST', '/v2/bulk-actions', { payload: { action: 'DEVICES_CHECK_IN', filter: { freeText: 'no-such-device-zz' }, params: { checkedInOn: today } } });
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json().fieldErrors.map((f: { path: string }) => f.path), ['filter']);
  });

  it('checks the product on the call and again in the job, and refuses another company\'s rows', async () => {
    const mine = await create('bulk-perm-1', true);
    const ids = [mine];
    // GA staff lack IT: 403 before anything is stored
    const refused = await call('POST', '/v2/bulk-actions', { payload: { action: 'DEVICES_CHECK_IN', ids, params: { checkedInOn: today } }, cookie: ga });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'FORBIDDEN');

    // a device of another company is a refused row ("not found, or another company's"); nothing changes
    const { db } = server.database;
    const [foreign] = await db.select({ id: devices.id }).from(devices).where(eq(devices.companyId, seedCompanyIds.supplier)).limit(1);
    if (foreign) {
      const run = await settle((await start({ action: 'DEVICES_CHECK_IN', ids: [mine, foreign.id], params: { checkedInOn: today } })).id);
      assert.equal(run.status, 'REFUSED');
      assert.deepEqual(run.summary?.refused.map((r) => r.id), [foreign.id]);
      assert.match(run.summary!.refused[0]!.reason, /another company/);
      assert.equal(await assignee(mine), placeId);
    }

    // a run whose starter no longer holds IT when the job runs: every row refused, nothing changed
    const [gaUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.ga));
    const [row] = await db
      .insert(bulkRuns)
      .values({ companyId: seedCompanyIds.customer, userId: gaUser!.id, action: 'DEVICES_CHECK_IN', request: { ids, params: { checkedInOn: today, note: null } }, total: 1, status: 'RUNNING' })
      .returning({ id: bulkRuns.id });
    await runBulkJob(db, new Map(deviceBulkActions.map((d) => [d.action, d])), { runId: row!.id, companyId: seedCompanyIds.customer }, server.app.log);
    const [stored] = await db.select().from(bulkRuns).where(eq(bulkRuns.id, row!.id));
    assert.equal(stored!.status, 'REFUSED');
    assert.equal(stored!.summary?.refused[0]?.reason.id, 'bulk.forbidden');
    assert.equal(await assignee(mine), placeId);

    // another user's run is not found; neither is a malformed id
    const { id } = await start({ action: 'DEVICES_CHECK_IN', ids, params: { checkedInOn: today } });
    assert.equal((await call('GET', `/v2/bulk-actions/${id}`, { cookie: admin })).statusCode, 404);
    assert.equal((await call('GET', '/v2/bulk-actions/not-a-uuid')).statusCode, 404);
    await settle(id);
  });

  it('answers 400 with field paths for bad bodies', async () => {
    const paths = async (payload: unknown) => {
      const res = await call('POST', '/v2/bulk-actions', { payload });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
      return (res.json().fieldErrors as { path: string }[]).map((f) => f.path).sort();
    };
    assert.deepEqual(await paths({}), ['action']);
    assert.deepEqual(await paths({ action: 'DEVICES_EXPLODE', ids: [] }), ['action']);
    assert.deepEqual(await paths({ action: 'DEVICES_CHECK_IN', params: { checkedInOn: today } }), ['ids']);
    assert.deepEqual(await paths({ action: 'DEVICES_CHECK_IN', ids: ['nope'], params: { checkedInOn: '2026-13-40' } }), ['ids.0', 'params.checkedInOn']);
    assert.deepEqual(await paths({ action: 'DEVICES_CHANGE_STATUS', ids: [placeId], params: { event: 'MELTED', occurredOn: today } }), ['params.event']);
    assert.deepEqual(await paths({ action: 'DEVICES_ASSIGN_PLACE', filter: { category: 'NOPE' }, params: { checkedOutOn: today } }), ['filter.category', 'params.placeId']);
    const tooMany = Array.from({ length: bulkMaxRows + 1 }, () => placeId);
    assert.deepEqual(await paths({ action: 'DEVICES_CHECK_IN', ids: tooMany, params: { checkedInOn: today } }), ['ids']);
    assert.deepEqual(await paths({ action: 'DEVICES_CHECK_IN', ids: [placeId], filter: {}, params: { checkedInOn: today } }), ['ids']);
  });
});
