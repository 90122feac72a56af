import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { defaultPatternDefinition, deviceInventoryItemSchema, deviceInventorySummarySchema, listResponse, type DeviceInventoryItem } from '@kanri/contracts';
import { deviceSelfReports, devices, operationInstances, operationPackagePatterns, operationPackages, operationTaskInstances } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { completeTask, startPattern } from './engine';

const itemsOf = listResponse(deviceInventoryItemSchema);
const base = '/v2/it-operation-core/device-inventory';

describe('device inventory', () => {
  let server: TestServer;
  let admin: string;
  let patternId: string;
  let laborPatternId: string;
  let requestId: string;
  let instanceIds: string[];
  /** the six devices in the order they were started: 0–3 held by a person, 4–5 installed at a place */
  let subjects: { id: string; name: string; deviceTag: string }[];

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, cookie = admin, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const qs = (query: Record<string, string | number | undefined>) =>
    new URLSearchParams(Object.entries({ patternId, requestId, ...query }).filter((e) => e[1] !== undefined).map(([k, x]): [string, string] => [k, String(x)])).toString();
  const list = async (query: Record<string, string | number | undefined> = {}) => {
    const res = await call('GET', `${base}?${qs(query)}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(itemsOf, res.body).items;
  };
  const count = async (query: Record<string, string | number | undefined> = {}) => {
    const res = await call('GET', `${base}-count?${qs(query)}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.body as { count: number }).count;
  };
  const names = (items: DeviceInventoryItem[]) => items.map((i) => i.device.name);
  const fieldPaths = (body: unknown) => ((body as { fieldErrors?: { path: string }[] }).fieldErrors ?? []).map((f) => f.path).sort();

  before(async () => {
    server = await startTestServer({}, 60);
    admin = await server.signIn(demoAccounts.admin);
    const db = server.database.db;
    const companyId = seedCompanyIds.customer;
    const adminUserId = server.seed.adminUserId!;
    const [pkg] = await db
      .insert(operationPackages)
      .values({ companyId, core: 'IT', kind: 'DEVICE_INVENTORY', subjectKind: 'DEVICE', nameJa: 'テスト棚卸', nameEn: 'Test inventory' })
      .returning();
    const [pattern] = await db
      .insert(operationPackagePatterns)
      .values({ companyId, packageId: pkg!.id, nameJa: 'テスト棚卸パターン', nameEn: 'Test inventory pattern', definition: defaultPatternDefinition('DEVICE_INVENTORY', 'DEVICE') })
      .returning();
    patternId = pattern!.id;
    const [labor] = await db.insert(operationPackages).values({ companyId, core: 'LABOR', kind: 'ONBOARDING', subjectKind: 'PERSON', nameJa: '入社', nameEn: 'Onboarding' }).returning();
    const [laborPattern] = await db
      .insert(operationPackagePatterns)
      .values({ companyId, packageId: labor!.id, nameJa: '入社標準', nameEn: 'Standard onboarding', definition: defaultPatternDefinition('ONBOARDING', 'PERSON') })
      .returning();
    laborPatternId = laborPattern!.id;

    const pick = { id: devices.id, name: devices.name, deviceTag: devices.deviceTag };
    const inService = and(eq(devices.companyId, companyId), eq(devices.lifecycleStatus, 'IN_SERVICE'));
    const held = await db.select(pick).from(devices).where(and(inService, isNotNull(devices.assignedPersonId))).orderBy(asc(devices.deviceTag)).limit(4);
    const placed = await db.select(pick).from(devices).where(and(inService, isNull(devices.assignedPersonId), isNotNull(devices.assignedPlaceId))).orderBy(asc(devices.deviceTag)).limit(2);
    assert.equal(held.length + placed.length, 6, 'the seed has four devices held by people and two placed');
    subjects = [...held, ...placed];
    const started = await db.transaction((tx) =>
      startPattern(tx, { companyId, actorUserId: adminUserId, patternId, anchorDate: '2026-11-01', title: 'テスト依頼', subjectIds: subjects.map((d) => d.id) }),
    );
    requestId = started.requestId;
    instanceIds = started.instanceIds;
    // reports: 0 GOOD, 1 BAD (memo), 2 NOT_OWNED (memo; recorded BAD as the individual area does), 4 GOOD (installed); 3 and 5 unreported
    const reports: [number, 'OWNED' | 'NOT_OWNED', 'GOOD' | 'BAD', string | null, string][] = [
      [0, 'OWNED', 'GOOD', null, '2026-11-03T01:00:00Z'],
      [1, 'OWNED', 'BAD', '画面にひび割れがあります', '2026-11-05T01:00:00Z'],
      [2, 'NOT_OWNED', 'BAD', '前任者に返却済み', '2026-11-04T01:00:00Z'],
      [4, 'OWNED', 'GOOD', null, '2026-11-02T01:00:00Z'],
    ];
    for (const [i, reportResult, deviceCondition, memo, at] of reports) {
      const [task] = await db
        .select({ id: operationTaskInstances.id })
        .from(operationTaskInstances)
        .where(and(eq(operationTaskInstances.instanceId, instanceIds[i]!), eq(operationTaskInstances.kind, 'DEVICE_SELF_REPORT')));
      await db.transaction(async (tx) => {
        await tx.insert(deviceSelfReports).values({
          companyId, taskInstanceId: task!.id, requestId, deviceId: subjects[i]!.id, reportResult, deviceCondition,
          scanMode: reportResult === 'OWNED' ? 'ASSET_TAG' : null, scannedValue: null, memo, reportedBy: adminUserId, reportedAt: new Date(at),
        });
        await completeTask(tx, { companyId, actorUserId: adminUserId, taskInstanceId: task!.id, onBehalf: true, comment: null });
      });
    }
  });

  after(async () => {
    await server.close();
  });

  it('lists the request\'s devices with their report state, person and review', async () => {
    const items = await list();
    assert.equal(items.length, 6);
    assert.equal(await count(), 6);
    const byDevice = new Map(items.map((i) => [i.device.id, i]));
    const good = byDevice.get(subjects[0]!.id)!;
    assert.equal(good.status, 'REPORTED');
    assert.equal(good.condition, 'GOOD');
    assert.equal(good.requestId, requestId);
    assert.equal(good.anchorDate, '2026-11-01');
    assert.equal(good.selfReport?.reportResult, 'OWNED');
    assert.equal(good.selfReport?.scanMode, 'ASSET_TAG');
    assert.equal(good.selfReport?.reportedAt, '2026-11-03T01:00:00.000Z');
    assert.ok(good.assignedPerson, 'a held device names its person');
    assert.equal(good.reviewable, true);
    assert.equal(good.reviewed, false);
    // the item stands at the open review step (Japanese names)
    assert.deepEqual(good.currentTaskStatus, { taskName: '申告結果の確認', stepName: '結果確認', status: 'NOT_STARTED' });
    const unreported = byDevice.get(subjects[3]!.id)!;
    assert.equal(unreported.status, 'NOT_REPORTED');
    assert.equal(unreported.condition, 'UNREPORTED');
    assert.equal(unreported.selfReport, null);
    assert.equal(unreported.reviewable, false);
    assert.equal(unreported.currentTaskStatus?.stepName, '自己申告');
    assert.ok(unreported.taskInstanceId);
    const installed = byDevice.get(subjects[5]!.id)!;
    assert.equal(installed.assignedPerson, null);
    // English names
    const res = await call('GET', `${base}?${qs({ freeText: subjects[3]!.deviceTag })}`, undefined, admin, 'en-US');
    assert.equal(v.parse(itemsOf, res.body).items[0]?.currentTaskStatus?.stepName, 'Self-report');
  });

  it('filters by condition, by type and by free text, and counts the same', async () => {
    const ids = (items: DeviceInventoryItem[]) => items.map((i) => i.device.id).sort();
    const of = (...i: number[]) => i.map((n) => subjects[n]!.id).sort();
    assert.deepEqual(ids(await list({ statusFilter: 'good' })), of(0, 4));
    assert.deepEqual(ids(await list({ statusFilter: 'bad' })), of(1, 2));
    assert.deepEqual(ids(await list({ statusFilter: 'unreported' })), of(3, 5));
    assert.deepEqual(ids(await list({ typeFilter: 'assigned' })), of(0, 1, 2, 3));
    assert.deepEqual(ids(await list({ typeFilter: 'installed' })), of(4, 5));
    assert.deepEqual(ids(await list({ statusFilter: 'unreported', typeFilter: 'installed' })), of(5));
    assert.equal(await count({ statusFilter: 'unreported', typeFilter: 'installed' }), 1);
    assert.deepEqual(ids(await list({ freeText: 'ひび割れ' })), of(1));
    assert.deepEqual(ids(await list({ freeText: subjects[2]!.deviceTag.toLowerCase() })), of(2));
    assert.equal(await count({ freeText: 'no such device anywhere' }), 0);
  });

  it('sorts in SQL, with orderDirection as an alias of sortOrder, and pages within 1–1000', async () => {
    const byName = names(await list());
    assert.deepEqual(byName, [...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    assert.deepEqual(names(await list({ orderDirection: 'desc' })), [...byName].reverse());
    assert.deepEqual(names(await list({ sortOrder: 'asc', orderDirection: 'desc' })), byName, 'sortOrder wins over its alias');
    // condition: BAD, then GOOD, then the unreported
    const byCondition = (await list({ sortColumn: 'CONDITION' })).map((i) => i.condition);
    assert.deepEqual(byCondition, ['BAD', 'BAD', 'GOOD', 'GOOD', 'UNREPORTED', 'UNREPORTED']);
    // report time, newest first, unreported last in both directions
    const byTime = (await list({ sortColumn: 'REPORTED_AT', sortOrder: 'desc' })).map((i) => i.selfReport?.reportedAt ?? null);
    assert.deepEqual(byTime, ['2026-11-05T01:00:00.000Z', '2026-11-04T01:00:00.000Z', '2026-11-03T01:00:00.000Z', '2026-11-02T01:00:00.000Z', null, null]);
    const byTimeAsc = (await list({ sortColumn: 'REPORTED_AT' })).map((i) => i.selfReport?.reportedAt ?? null);
    assert.deepEqual(byTimeAsc.slice(4), [null, null]);
    // pages
    assert.deepEqual(names(await list({ pageSize: 2, pageIndex: 1 })), byName.slice(2, 4));
    assert.deepEqual(names(await list({ pageSize: 1000 })), byName);
    for (const pageSize of [0, 1001]) {
      const res = await call('GET', `${base}?${qs({ pageSize })}`);
      assert.equal(res.status, 400);
      assert.deepEqual(fieldPaths(res.body), ['pageSize']);
    }
    const res = await call('GET', `${base}?${qs({ sortColumn: 'PRICE' })}`);
    assert.deepEqual(fieldPaths(res.body), ['sortColumn']);
  });

  it('requires patternId and requestId (400 with field paths)', async () => {
    for (const path of [base, `${base}-count`, `${base}/summary`]) {
      const none = await call('GET', path);
      assert.equal(none.status, 400, path);
      assert.deepEqual(fieldPaths(none.body), ['patternId', 'requestId']);
      const blank = await call('GET', `${path}?patternId=%20&requestId=${requestId}`);
      assert.equal(blank.status, 400);
      assert.deepEqual(fieldPaths(blank.body), ['patternId']);
    }
  });

  it('answers 404 PACKAGE_NOT_FOUND, localized, when no IT device package has the pattern', async () => {
    for (const other of ['00000000-0000-4000-8000-00000000abcd', 'not-a-uuid', laborPatternId]) {
      const ja = await call('GET', `${base}?${qs({ patternId: other })}`);
      assert.equal(ja.status, 404);
      assert.equal(ja.body.code, 'PACKAGE_NOT_FOUND');
      assert.equal(ja.body.message, 'パッケージが見つかりません');
      const en = await call('GET', `${base}/summary?${qs({ patternId: other })}`, undefined, admin, 'en-US');
      assert.equal(en.status, 404);
      assert.equal(en.body.message, 'Package not found');
    }
    // a request that is not one of the pattern's is NOT_FOUND
    const res = await call('GET', `${base}-count?${qs({ requestId: '00000000-0000-4000-8000-00000000abcd' })}`);
    assert.equal(res.status, 404);
    assert.equal(res.body.code, 'NOT_FOUND');
  });

  it('lets IT staff in and refuses the other products and members', async () => {
    const it = await server.signIn(demoAccounts.it);
    assert.equal((await call('GET', `${base}?${qs({})}`, undefined, it)).status, 200);
    assert.equal((await call('GET', `${base}/summary?${qs({})}`, undefined, it)).status, 200);
    for (const account of [demoAccounts.hr, demoAccounts.ga, demoAccounts.legal, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      assert.equal((await call('GET', `${base}?${qs({})}`, undefined, cookie)).status, 403, account);
      assert.equal((await call('GET', `${base}-count?${qs({})}`, undefined, cookie)).status, 403, account);
      assert.equal((await call('GET', `${base}/summary?${qs({})}`, undefined, cookie)).status, 403, account);
      assert.equal((await call('POST', `${base}/review`, { patternId, requestId, instanceIds: [instanceIds[0]] }, cookie)).status, 403, account);
    }
  });

  it('keeps to the session\'s company', async () => {
    const supplier = await server.signIn(demoAccounts.supplier);
    const res = await call('GET', `${base}?${qs({})}`, undefined, supplier);
    assert.equal(res.status, 404);
    assert.equal(res.body.code, 'PACKAGE_NOT_FOUND');
    assert.equal((await call('POST', `${base}/review`, { patternId, requestId, instanceIds: [instanceIds[0]] }, supplier)).status, 404);
  });

  it('summarizes the request', async () => {
    const res = await call('GET', `${base}/summary?${qs({})}`);
    assert.equal(res.status, 200);
    const summary = v.parse(deviceInventorySummarySchema, res.body);
    assert.equal(summary.request.title, 'テスト依頼');
    assert.equal(summary.request.anchorDate, '2026-11-01');
    assert.equal(summary.request.requestedBy?.name, '山田 太郎');
    assert.equal(summary.package.name, 'テスト棚卸');
    assert.equal(summary.pattern.name, 'テスト棚卸パターン');
    assert.deepEqual(summary.counts, { total: 6, reported: 4, notReported: 2, good: 2, bad: 2, owned: 3, notOwned: 1, reviewed: 0, assigned: 4, installed: 2, completed: 0, aborted: 0 });
    const en = await call('GET', `${base}/summary?${qs({})}`, undefined, admin, 'en-US');
    assert.equal(en.body.request.requestedBy.name, 'Taro Yamada');
    assert.equal(en.body.package.name, 'Test inventory');
  });

  it('marks reported devices as reviewed through the engine, all or nothing', async () => {
    const review = (ids: string[], cookie = admin) => call('POST', `${base}/review`, { patternId, requestId, instanceIds: ids }, cookie);
    // an unreported device is not waiting for review: nothing is done
    const refused = await review([instanceIds[0]!, instanceIds[3]!]);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /確認/);
    assert.equal((await list({ statusFilter: 'good' })).filter((i) => i.reviewed).length, 0);
    // bad input
    assert.deepEqual(fieldPaths((await review([])).body), ['instanceIds']);
    assert.deepEqual(fieldPaths((await review(['x'])).body), ['instanceIds.0']);
    assert.deepEqual(fieldPaths((await call('POST', `${base}/review`, { requestId, instanceIds: [instanceIds[0]] })).body), ['patternId']);
    // an instance of no request of this one is 404
    assert.equal((await review(['00000000-0000-4000-8000-00000000abcd'])).status, 404);
    // IT staff review two
    const it = await server.signIn(demoAccounts.it);
    const done = await review([instanceIds[0]!, instanceIds[1]!], it);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(done.body, { reviewed: 2 });
    const items = await list();
    const reviewed = items.filter((i) => i.reviewed).map((i) => i.instanceId).sort();
    assert.deepEqual(reviewed, [instanceIds[0]!, instanceIds[1]!].sort());
    assert.ok(items.filter((i) => i.reviewed).every((i) => !i.reviewable && i.currentTaskStatus?.status === 'DONE'));
    // the last step is done: the instances are complete
    const statuses = await server.database.db.select({ status: operationInstances.status }).from(operationInstances).where(eq(operationInstances.id, instanceIds[0]!));
    assert.equal(statuses[0]?.status, 'COMPLETED');
    // twice is refused
    assert.equal((await review([instanceIds[0]!])).status, 409);
    const summary = await call('GET', `${base}/summary?${qs({})}`);
    assert.equal(summary.body.counts.reviewed, 2);
    assert.equal(summary.body.counts.completed, 2);
  });
});
