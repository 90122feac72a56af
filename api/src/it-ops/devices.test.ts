import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  countResponseSchema,
  csvExportResultSchema,
  csvImportResultSchema,
  presignedUploadSchema,
  deriveDeviceCategory,
  deviceAssignmentSchema,
  deviceDetailSchema,
  deviceFields,
  devicesCsvColumnLabels,
  deviceLifecycleEventRowSchema,
  deviceRowSchema,
  devicePersonRowSchema,
  listDevicesEndpoint,
  listResponse,
  type CreateDeviceInput,
  type DeviceDetail,
  type DeviceRow,
  type MessageDescriptor,
} from '@kanri/contracts';
import { auditLogs, devices, people, people as people_, places } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { externalSources } from './devices-connector';
import { devicesKit } from './devices';
import { tokyoToday } from '../lib/tokyo-date';
import { loadTranslator } from '../i18n/i18n';

const rows = listResponse(deviceRowSchema);
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A create body with every optional field null. */
const body = (overrides: Partial<CreateDeviceInput> = {}): CreateDeviceInput => ({
  name: 'テスト端末', genre: 'LAPTOP', deviceModelId: null, maker: null, model: null, os: null, osVersion: null, network: null, storage: null,
  storageCapacityGb: null, memoryGb: null, condition: null, acquisition: null, priceType: null, serialNumber: null, deviceTag: null, assetTag: null,
  purchaseDate: null, purchasePrice: null, leaseEndOn: null, lifecycleEndOn: null, memo: null, ...overrides,
});

describe('devices', () => {
  let server: TestServer;
  let admin: string;
  let it_: string;
  let hr: string;
  let supplier: string;
  let personId: string;
  let placeId: string;

  before(async () => {
    server = await startTestServer({}, 40);
    [admin, it_, hr, supplier] = (await Promise.all([demoAccounts.admin, demoAccounts.it, demoAccounts.hr, demoAccounts.supplier].map((e) => server.signIn(e)))) as [string, string, string, string];
    const db = server.database.db;
    [{ id: personId }] = (await db.select({ id: people.id }).from(people).where(and(eq(people.companyId, seedCompanyIds.customer), eq(people.status, 'ACTIVE'))).limit(1)) as [{ id: string }];
    [{ id: placeId }] = (await db.select({ id: places.id }).from(places).where(eq(places.companyId, seedCompanyIds.customer)).limit(1)) as [{ id: string }];
  });
  after(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options: { payload?: unknown; cookie?: string; lang?: string } = {}) =>
    server.app.inject({ method, url, payload: options.payload as never, headers: { cookie: options.cookie ?? admin, 'accept-language': options.lang ?? 'en-US' } });
  async function ok<S extends v.GenericSchema>(schema: S, url: string, options?: Parameters<typeof call>[2], method: Parameters<typeof call>[0] = 'GET'): Promise<v.InferOutput<S>> {
    const res = await call(method, url, options);
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return v.parse(schema, res.json());
  }
  const create = async (overrides: Partial<CreateDeviceInput> = {}) => (await ok(v.object({ id: v.string() }), '/v2/devices', { payload: body(overrides) }, 'POST')).id;
  const detail = (id: string) => ok(deviceDetailSchema, `/v2/devices/${id}`);

  it('lists the inventory by category, genre, freeText and sort, with a matching count', async () => {
    const all = await ok(rows, '/v2/devices?pageSize=1000');
    assert.equal((await ok(countResponseSchema, '/v2/devices-count')).count, all.items.length);
    assert.ok(all.items.length >= 40);
    for (const category of ['IN_STOCK', 'IN_USED', 'IN_PLACED', 'IN_TROUBLED', 'IN_DISTRIBUTION', 'DECOMMISSIONED'] as const) {
      const page = await ok(rows, `/v2/devices?pageSize=1000&category=${category}`);
      assert.equal(page.items.length, all.items.filter((d) => d.category === category).length, category);
      assert.equal((await ok(countResponseSchema, `/v2/devices-count?category=${category}`)).count, page.items.length);
      for (const d of page.items) {
        assert.equal(deriveDeviceCategory({ lifecycleStatus: d.lifecycleStatus!, assignedPersonId: d.assignedPerson?.personId ?? null, assignedPlaceId: d.assignedPlace?.id ?? null }), category);
      }
    }
    const laptops = await ok(rows, '/v2/devices?pageSize=1000&genres=LAPTOP,SERVER');
    assert.ok(laptops.items.length > 0 && laptops.items.every((d) => d.genre === 'LAPTOP' || d.genre === 'SERVER'));
    const byTag = await ok(rows, '/v2/devices?freeText=dv-00003');
    assert.deepEqual(byTag.items.map((d) => d.deviceTag), ['DV-00003']);

    const sorted = (items: DeviceRow[], key: (d: DeviceRow) => string | null, order: 1 | -1) => {
      for (let i = 1; i < items.length; i++) {
        const [a, b] = [key(items[i - 1]!), key(items[i]!)];
        if (a === null) assert.equal(b, null, 'nulls last');
        else if (b !== null) assert.ok(byCodePoint(a, b) * order <= 0, `${a} then ${b}`);
      }
    };
    sorted((await ok(rows, '/v2/devices?pageSize=1000&sortColumn=DEVICE_TAG&sortOrder=desc')).items, (d) => d.deviceTag, -1);
    // orderDirection is an alias of sortOrder (DECISIONS.md)
    sorted((await ok(rows, '/v2/devices?pageSize=1000&sortColumn=ASSET_TAG&orderDirection=desc')).items, (d) => d.assetTag, -1);
    // …alone it sorts the default column and the id tiebreak descending: the exact reverse of asc
    const ids = async (search: string) => (await ok(rows, `/v2/devices?pageSize=1000${search}`)).items.map((d) => d.id);
    const asc = await ids('');
    assert.deepEqual(await ids('&orderDirection=desc'), [...asc].reverse());
    assert.deepEqual(await ids('&sortOrder=asc&orderDirection=desc'), asc, 'sortOrder wins when both are given');
    assert.deepEqual(await ids('&sortOrder=desc&orderDirection=asc'), [...asc].reverse());
    sorted((await ok(rows, '/v2/devices?pageSize=1000&sortColumn=MODEL')).items, (d) => d.model, 1);
    const pages = [...(await ok(rows, '/v2/devices?pageSize=7&pageIndex=0')).items, ...(await ok(rows, '/v2/devices?pageSize=7&pageIndex=1')).items];
    assert.equal(new Set(pages.map((d) => d.id)).size, 14, 'pages do not overlap');
  });

  it('sends the page PostgreSQL built, row for row what toDeviceRow says, for sorts and filters in both languages (issue 28)', async () => {
    const kit = devicesKit(server.database.db);
    // a checked-out device with a person and one with a place, so both references are compared
    const [a, b] = (await server.database.db.select({ id: devices.id }).from(devices).where(and(eq(devices.companyId, seedCompanyIds.customer), sql`${devices.assignedPersonId} IS NULL AND ${devices.assignedPlaceId} IS NULL`)).limit(2)) as [{ id: string }, { id: string }];
    await server.database.db.update(devices).set({ assignedPersonId: personId }).where(eq(devices.id, a.id));
    await server.database.db.update(devices).set({ assignedPlaceId: placeId }).where(eq(devices.id, b.id));
    const searches = ['', 'sortColumn=MODEL&sortOrder=desc', 'sortColumn=ASSET_TAG&orderDirection=desc', 'sortColumn=DEVICE_TAG&pageSize=7&pageIndex=1', 'genres=LAPTOP,SERVER&sortColumn=ASSET_TAG', 'category=IN_USED', 'category=IN_PLACED', 'freeText=dv-0000'];
    for (const lang of ['ja-JP', 'en-US'] as const) {
      for (const search of searches) {
        const res = await call('GET', `/v2/devices?${search}`, { lang });
        assert.equal(res.statusCode, 200, search);
        assert.match(String(res.headers['content-type']), /^application\/json/);
        const sent = v.parse(rows, res.json()).items;
        const query = v.parse(listDevicesEndpoint.query, Object.fromEntries(new URLSearchParams(search)));
        const mapped = await kit.list({ db: server.database.db, companyId: seedCompanyIds.customer, locale: lang }, query);
        assert.ok(sent.length > 0, search);
        assert.deepEqual(sent, mapped, `${lang} ${search}`);
      }
      const both = v.parse(rows, (await call('GET', '/v2/devices?pageSize=1000', { lang })).json()).items;
      const person = both.find((d) => d.id === a.id)!.assignedPerson!;
      assert.equal(person.personId, personId);
      assert.equal(both.find((d) => d.id === b.id)!.assignedPlace!.id, placeId);
      const [p] = await server.database.db.select().from(people).where(eq(people.id, personId));
      assert.equal(person.name, lang === 'ja-JP' ? `${p!.familyNameJa} ${p!.givenNameJa}` : `${p!.givenNameEn} ${p!.familyNameEn}`);
    }
    await server.database.db.update(devices).set({ assignedPersonId: null, assignedPlaceId: null }).where(sql`${devices.id} IN (${a.id}, ${b.id})`);
    assert.deepEqual((await call('GET', '/v2/devices?freeText=zzz-no-such-device')).json(), { items: [] });
  });

  it('keeps tenants apart and asks for the IT product', async () => {
    const [mine] = (await ok(rows, '/v2/devices?pageSize=1')).items;
    assert.deepEqual((await ok(rows, '/v2/devices', { cookie: supplier })).items, []);
    assert.equal((await call('GET', `/v2/devices/${mine!.id}`, { cookie: supplier })).statusCode, 404);
    assert.equal((await call('PATCH', `/v2/devices/${mine!.id}`, { cookie: supplier, payload: { ...body(), version: 1 } })).statusCode, 404);
    assert.equal((await call('GET', '/v2/devices', { cookie: hr })).statusCode, 403);
    assert.equal((await call('GET', '/v2/device-people', { cookie: hr })).statusCode, 403);
    assert.equal((await call('GET', '/v2/devices', { cookie: it_ })).statusCode, 200);
    assert.equal((await call('GET', '/v2/devices/not-a-uuid')).statusCode, 404);
    // another company's person cannot be the assignee
    const [otherPerson] = await server.database.db.select({ id: people.id }).from(people).where(sql`${people.companyId} <> ${seedCompanyIds.customer}`).limit(1);
    if (otherPerson) {
      const res = await call('POST', '/v2/devices', { payload: body({ assignedPersonId: otherPerson.id }) });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().fieldErrors.map((e: { path: string }) => e.path), ['assignedPersonId']);
    }
  });

  it('refuses bad input with 400 and field paths', async () => {
    const res = await call('POST', '/v2/devices', { payload: { ...body({ name: '  ', genre: 'PHONE' as never, purchaseDate: '2025-04-01', leaseEndOn: '2025-03-01', purchasePrice: -1 }) } });
    assert.equal(res.statusCode, 400);
    const paths: string[] = res.json().fieldErrors.map((e: { path: string }) => e.path);
    for (const path of ['genre', 'name', 'purchasePrice']) assert.ok(paths.includes(path), `${path} in ${paths.join(', ')}`);
    const lease = await call('POST', '/v2/devices', { payload: body({ purchaseDate: '2025-04-01', leaseEndOn: '2025-03-01' }) });
    assert.equal(lease.statusCode, 400);
    assert.deepEqual(lease.json().fieldErrors.map((e: { path: string }) => e.path), ['leaseEndOn']);
    const bad = await call('GET', '/v2/devices?category=NOPE&pageSize=0&sortColumn=COLOR');
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fieldErrors.map((e: { path: string }) => e.path).sort(), ['category', 'pageSize', 'sortColumn']);
    const both = await call('POST', '/v2/devices', { payload: body({ assignedPersonId: personId, assignedPlaceId: placeId }) });
    assert.equal(both.statusCode, 400);
    assert.deepEqual(both.json().fieldErrors.map((e: { path: string }) => e.path), ['assignedPlaceId']);
  });

  it('gives devices created at the same moment distinct free tags (no unique-index 500 on PostgreSQL)', async () => {
    const ids = await Promise.all(['Same time 1', 'Same time 2', 'Same time 3', 'Same time 4'].map((name) => create({ name })));
    const tags = await Promise.all(ids.map(async (id) => (await detail(id)).deviceTag));
    assert.equal(new Set(tags).size, 4, tags.join(', '));
  });

  it('creates a device with its first event and a free device tag, keeps only the genre fields, and audits', async () => {
    const id = await create({ genre: 'MONITOR', name: 'Monitor 27', os: 'WINDOWS', storage: 'SSD', network: 'ETHERNET', purchaseDate: '2025-01-10', purchasePrice: 59800 });
    const d = await detail(id);
    assert.equal(d.os, null, 'a monitor has no OS');
    assert.equal(d.storage, null);
    assert.equal(d.network, 'ETHERNET');
    assert.match(d.deviceTag, /^DV-\d{5}$/);
    assert.equal(d.category, 'IN_STOCK');
    assert.deepEqual(d.allowedLifecycleEvents, ['TROUBLED', 'DECOMMISSIONED']);
    const events = await ok(listResponse(deviceLifecycleEventRowSchema), `/v2/devices/${id}/lifecycle-events`);
    assert.deepEqual(events.items.map((e) => [e.event, e.occurredOn]), [['PROCURED', '2025-01-10']]);
    const [audit] = await server.database.db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, id), eq(auditLogs.resourceType, 'DEVICE')));
    assert.equal(audit?.action, 'CREATE');
    // a taken device tag is a 409 with the field
    const taken = await call('POST', '/v2/devices', { payload: body({ deviceTag: d.deviceTag }) });
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json().fieldErrors.map((e: { path: string }) => e.path), ['deviceTag']);
    // update with version; a stale version is 409
    const updated = await ok(deviceDetailSchema, `/v2/devices/${id}`, { payload: { ...body({ genre: 'MONITOR', name: 'Monitor 27 (2F)' }), deviceTag: d.deviceTag, version: d.version } }, 'PATCH');
    assert.equal(updated.name, 'Monitor 27 (2F)');
    assert.equal(updated.version, d.version + 1);
    assert.equal((await call('PATCH', `/v2/devices/${id}`, { payload: { ...body({ genre: 'MONITOR' }), version: d.version } })).statusCode, 409);
    assert.equal((await call('DELETE', `/v2/devices/${id}`)).statusCode, 204);
    assert.equal((await call('GET', `/v2/devices/${id}`)).statusCode, 404);
  });

  it('enforces the lifecycle order with localized messages', async () => {
    const id = await create({ initialEvent: 'ORDERED' });
    let d = await detail(id);
    assert.equal(d.category, 'IN_DISTRIBUTION');
    assert.deepEqual(d.allowedLifecycleEvents, ['PROCURED', 'DECOMMISSIONED']);
    const today = tokyoToday();
    const add = (event: string, occurredOn: string, version: number, lang = 'en-US') =>
      call('POST', `/v2/devices/${id}/lifecycle-events`, { payload: { event, occurredOn, note: null, version }, lang });
    const wrong = await add('TROUBLED', today, d.version);
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'An ordered device can only be procured or decommissioned.');
    assert.deepEqual(wrong.json().fieldErrors.map((e: { path: string }) => e.path), ['event']);
    const ja = await add('TROUBLED', today, d.version, 'ja-JP');
    assert.equal(ja.json().message, '発注済みの端末は「調達」または「廃棄」のみ記録できます。');
    assert.equal((await add('PROCURED', addDays(today, -30), d.version)).json().fieldErrors[0].path, 'occurredOn', 'not before the order');
    assert.equal((await add('PROCURED', addDays(today, 2), d.version)).json().fieldErrors[0].path, 'occurredOn', 'not in the future');
    assert.equal((await add('PROCURED', today, d.version + 5)).statusCode, 409);
    d = await ok(deviceDetailSchema, `/v2/devices/${id}/lifecycle-events`, { payload: { event: 'PROCURED', occurredOn: today, note: null, version: d.version } }, 'POST');
    assert.equal(d.category, 'IN_STOCK');
    assert.equal(d.canCheckOut, true);
    d = await ok(deviceDetailSchema, `/v2/devices/${id}/lifecycle-events`, { payload: { event: 'TROUBLED', occurredOn: today, note: '画面割れ', version: d.version } }, 'POST');
    assert.equal(d.category, 'IN_TROUBLED');
    assert.equal(d.canCheckOut, false);
    assert.equal((await add('DELETED', today, d.version)).json().message, 'A troubled device can only be recovered or decommissioned.');
    d = await ok(deviceDetailSchema, `/v2/devices/${id}/lifecycle-events`, { payload: { event: 'DECOMMISSIONED', occurredOn: today, note: null, version: d.version } }, 'POST');
    assert.equal(d.category, 'DECOMMISSIONED');
    d = await ok(deviceDetailSchema, `/v2/devices/${id}/lifecycle-events`, { payload: { event: 'DELETED', occurredOn: today, note: null, version: d.version } }, 'POST');
    assert.deepEqual(d.allowedLifecycleEvents, []);
    assert.equal((await add('RECOVERED', today, d.version)).json().message, 'A deleted device takes no further events.');
    const events = await ok(listResponse(deviceLifecycleEventRowSchema), `/v2/devices/${id}/lifecycle-events`);
    assert.deepEqual(events.items.map((e) => e.event), ['ORDERED', 'PROCURED', 'TROUBLED', 'DECOMMISSIONED', 'DELETED']);
    const [audits] = await server.database.db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.resourceId, id));
    assert.equal(audits?.n, 5, 'create + four events');
  });

  it('checks out to a person or a place and back in, as Snipe-IT does', async () => {
    const id = await create({ genre: 'TABLET', name: 'iPad 検証用' });
    let d = await detail(id);
    const today = tokyoToday();
    const out = (payload: object, version = d.version) => call('POST', `/v2/devices/${id}/checkout`, { payload: { personId: null, placeId: null, checkedOutOn: today, expectedCheckinOn: null, note: null, version, ...payload } });
    assert.deepEqual((await out({})).json().fieldErrors.map((e: { path: string }) => e.path), ['personId']);
    assert.deepEqual((await out({ personId, placeId })).json().fieldErrors.map((e: { path: string }) => e.path), ['placeId']);
    d = v.parse(deviceDetailSchema, (await out({ personId, note: '貸与' })).json());
    assert.equal(d.category, 'IN_USED');
    assert.equal(d.assignedPerson?.personId, personId);
    assert.equal(d.canCheckOut, false);
    assert.equal((await out({ placeId }, d.version)).json().message, 'This device is already checked out. Check it in first.');
    // the holder appears in /v2/device-people with this device
    const holders = await ok(listResponse(devicePersonRowSchema), `/v2/device-people?pageSize=1000&genres=TABLET`);
    const holder = holders.items.find((p) => p.personId === personId);
    assert.ok(holder?.devices.some((x) => x.id === id));
    assert.ok(holders.items.every((p) => p.devices.length > 0 && p.devices.every((x) => x.genre === 'TABLET')));
    assert.equal((await ok(countResponseSchema, '/v2/device-people/count?genres=TABLET')).count, holders.items.length);
    // decommissioning waits for the check-in
    const dec = await call('POST', `/v2/devices/${id}/lifecycle-events`, { payload: { event: 'DECOMMISSIONED', occurredOn: today, note: null, version: d.version } });
    assert.equal(dec.json().message, 'Check the device in before decommissioning it.');
    const early = await call('POST', `/v2/devices/${id}/checkin`, { payload: { checkedInOn: addDays(today, -1), note: null, version: d.version } });
    assert.deepEqual(early.json().fieldErrors.map((e: { path: string }) => e.path), ['checkedInOn']);
    d = await ok(deviceDetailSchema, `/v2/devices/${id}/checkin`, { payload: { checkedInOn: today, note: '返却', version: d.version } }, 'POST');
    assert.equal(d.category, 'IN_STOCK');
    assert.equal((await call('POST', `/v2/devices/${id}/checkin`, { payload: { checkedInOn: today, note: null, version: d.version } })).json().message, 'This device is not checked out.');
    d = v.parse(deviceDetailSchema, (await out({ placeId }, d.version)).json());
    assert.equal(d.category, 'IN_PLACED');
    const history = await ok(listResponse(deviceAssignmentSchema), `/v2/devices/${id}/assignments`);
    assert.deepEqual(history.items.map((a) => [a.place?.id ?? null, a.person?.personId ?? null, a.checkedInOn]), [[placeId, null, null], [null, personId, today]]);
  });

  it('lists people with the devices they hold, by the people search', async () => {
    const all = await ok(listResponse(devicePersonRowSchema), '/v2/device-people?pageSize=1000');
    assert.equal((await ok(countResponseSchema, '/v2/device-people/count')).count, all.items.length);
    // the default category (ALL_ALL) leaves alumni out, as the workforce list does
    const [held] = await server.database.db
      .select({ n: count() })
      .from(devices)
      .innerJoin(people, eq(people.id, devices.assignedPersonId))
      .where(and(eq(devices.companyId, seedCompanyIds.customer), sql`${people.status} <> 'ALUMNI'`));
    assert.equal(all.items.reduce((s, p) => s + p.deviceCount, 0), held?.n);
    const byCount = await ok(listResponse(devicePersonRowSchema), '/v2/device-people?pageSize=1000&sortColumn=DEVICE_COUNT&sortOrder=desc');
    for (let i = 1; i < byCount.items.length; i++) assert.ok(byCount.items[i - 1]!.deviceCount >= byCount.items[i]!.deviceCount);
    const board = await ok(listResponse(devicePersonRowSchema), '/v2/device-people?pageSize=1000&menu=Board');
    assert.ok(board.items.every((p) => p.workerType === 'BOARD_MEMBER'));
    const placed = await ok(listResponse(devicePersonRowSchema), `/v2/device-people?pageSize=1000&placeIds=${placeId}`);
    assert.ok(placed.items.every((p) => p.place?.id === placeId));
    assert.equal((await call('GET', '/v2/device-people?menu=Robots')).statusCode, 400);
  });

  it('previews an MDM import deterministically and applies it in one go', async () => {
    const jamf = externalSources[0]!;
    const sources = await ok(v.object({ items: v.array(v.object({ appIntegrationId: v.string(), reportedDeviceCount: v.number(), importedDeviceCount: v.number() })) }), '/v2/devices/external-it-saas');
    assert.deepEqual(sources.items.map((s) => s.appIntegrationId), externalSources.map((s) => s.appIntegrationId));
    const previewSchema = v.object({ summary: v.object({ createCount: v.number(), updateCount: v.number(), unchangedCount: v.number() }), items: v.array(v.object({ action: v.string(), deviceId: v.nullable(v.string()), serialNumber: v.string() })) });
    const first = await ok(previewSchema, `/v2/devices/external-it-saas/${jamf.appIntegrationId}/preview`);
    assert.deepEqual(await ok(previewSchema, `/v2/devices/external-it-saas/${jamf.appIntegrationId}/preview`), first, 'same answer twice');
    assert.equal(first.items.length, jamf.size);
    assert.ok(first.summary.createCount > 0 && first.summary.updateCount + first.summary.unchangedCount > 0, JSON.stringify(first.summary));
    assert.equal((await call('GET', '/v2/devices/external-it-saas/7a6b1c2d-0000-4000-8000-000000000000/preview')).statusCode, 404);
    assert.equal((await call('GET', `/v2/devices/external-it-saas/${jamf.appIntegrationId}/preview`, { cookie: hr })).statusCode, 403);
    // another company sees its own (empty) matches: everything would be new there
    const theirs = await ok(previewSchema, `/v2/devices/external-it-saas/${jamf.appIntegrationId}/preview`, { cookie: supplier });
    assert.equal(theirs.summary.createCount, jamf.size);
    const before = (await ok(countResponseSchema, '/v2/devices-count')).count;
    const result = await ok(v.object({ createdCount: v.number(), updatedCount: v.number(), unchangedCount: v.number() }), `/v2/devices/external-it-saas/${jamf.appIntegrationId}/import`, {}, 'POST');
    assert.deepEqual(result, { createdCount: first.summary.createCount, updatedCount: first.summary.updateCount, unchangedCount: first.summary.unchangedCount });
    assert.equal((await ok(countResponseSchema, '/v2/devices-count')).count, before + result.createdCount);
    const again = await ok(previewSchema, `/v2/devices/external-it-saas/${jamf.appIntegrationId}/preview`);
    assert.deepEqual(again.summary, { createCount: 0, updateCount: 0, unchangedCount: jamf.size });
    const created = first.items.find((i) => i.action === 'CREATE')!;
    const [row] = await server.database.db.select({ id: devices.id }).from(devices).where(and(eq(devices.serialNumber, created.serialNumber), eq(devices.companyId, seedCompanyIds.customer)));
    const imported: DeviceDetail = await detail(row!.id);
    assert.equal(imported.mdm?.provider, 'Jamf Pro');
    assert.ok(imported.monitoring?.lastSeenAt && imported.configuration?.hostname);
    assert.equal(imported.category, 'IN_STOCK');
  });

  it('answers alerts, costs by month and the catalog', async () => {
    const alertRows = v.object({ items: v.array(v.object({ device: deviceRowSchema, kinds: v.array(v.string()) })) });
    const alerts = await ok(alertRows, '/v2/device-alerts?pageSize=1000');
    const counts = await ok(v.object({ count: v.number(), byKind: v.record(v.string(), v.number()) }), '/v2/device-alerts-count');
    assert.equal(counts.count, alerts.items.length);
    const today = tokyoToday();
    for (const { device, kinds } of alerts.items) {
      assert.ok(kinds.length > 0);
      if (kinds.includes('NO_ASSIGNEE')) assert.ok(device.lifecycleStatus === 'IN_SERVICE' && !device.assignedPerson && !device.assignedPlace);
      if (kinds.includes('LIFECYCLE_ENDED')) assert.ok(device.lifecycleEndOn! < today && device.category !== 'DECOMMISSIONED');
    }
    const noAssignee = await ok(alertRows, '/v2/device-alerts?pageSize=1000&kind=NO_ASSIGNEE');
    assert.equal(noAssignee.items.length, counts.byKind.NO_ASSIGNEE);

    const cost = await ok(v.object({ months: v.array(v.object({ month: v.string(), total: v.number(), deviceCount: v.number() })), total: v.number() }), '/v2/device-bill-and-cost?months=60');
    assert.equal(cost.months.length, 60);
    assert.equal(cost.months.at(-1)!.month, today.slice(0, 7));
    const [sum] = await server.database.db
      .select({ total: sql<string>`coalesce(sum(${devices.purchasePrice}), 0)` })
      .from(devices)
      .where(and(eq(devices.companyId, seedCompanyIds.customer), sql`${devices.purchaseDate} >= ${`${cost.months[0]!.month}-01`}`, sql`${devices.purchaseDate} <= ${today}`));
    assert.equal(cost.total, Number(sum!.total));
    assert.equal(cost.months.reduce((s, m) => s + m.total, 0), cost.total);

    const model = await ok(v.object({ id: v.string(), name: v.string(), version: v.number() }), '/v2/device-models', { payload: { name: 'Surface Pro 11', genre: 'TABLET', maker: 'Microsoft', model: 'ZIA-00011', os: 'WINDOWS', lifecycleMonths: 48 } }, 'POST');
    const dup = await call('POST', '/v2/device-models', { payload: { name: 'Surface Pro 11', genre: 'TABLET', maker: null, model: null, os: null, lifecycleMonths: null } });
    assert.equal(dup.statusCode, 409);
    const used = await create({ genre: 'TABLET', deviceModelId: model.id });
    assert.equal((await call('DELETE', `/v2/device-models/${model.id}`)).statusCode, 409);
    assert.equal((await call('DELETE', `/v2/devices/${used}`)).statusCode, 204);
    assert.equal((await call('DELETE', `/v2/device-models/${model.id}`)).statusCode, 204);
    const catalog = await ok(v.object({ items: v.array(v.object({ genre: v.string() })) }), '/v2/device-models?genres=LAPTOP');
    assert.ok(catalog.items.length > 0 && catalog.items.every((m) => m.genre === 'LAPTOP'));
    // each model counts its own devices (a correlated count once compared devices with itself)
    const models = await ok(v.object({ items: v.array(v.object({ id: v.string(), deviceCount: v.number() })) }), '/v2/device-models?pageSize=1000');
    const used_ = await server.database.db
      .select({ id: devices.deviceModelId, n: count() })
      .from(devices)
      .where(and(eq(devices.companyId, seedCompanyIds.customer), sql`${devices.deviceModelId} IS NOT NULL`))
      .groupBy(devices.deviceModelId);
    assert.ok(used_.length > 0);
    for (const m of models.items) assert.equal(m.deviceCount, used_.find((u) => u.id === m.id)?.n ?? 0, m.id);
  });
  it('exports CSV with a byte-order mark and imports a genre\'s file on the shared engine', async () => {
    const download = async (url: string) => {
      const res = await call('GET', url);
      assert.equal(res.statusCode, 200, res.body);
      const { url: fileUrl, fileName } = v.parse(csvExportResultSchema, res.json());
      const file = await server.app.inject({ url: fileUrl });
      assert.equal(file.statusCode, 200);
      return { bytes: file.rawPayload, fileName, lines: file.rawPayload.subarray(3).toString('utf8').trim().split('\r\n') };
    };
    const view = await download('/v2/devices-csv?mode=view&category=IN_USED');
    assert.deepEqual([...view.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.match(view.fileName, /^devices-export-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.equal(view.lines.length - 1, (await ok(countResponseSchema, '/v2/devices-count?category=IN_USED')).count);
    assert.ok(view.lines[0]!.startsWith('Device name,Genre,Category'));
    const template = await download('/v2/devices-csv?mode=edit-template&genre=MONITOR');
    assert.equal(template.lines.length, 1);
    assert.ok(!template.lines[0]!.split(',').includes('OS') && template.lines[0]!.split(',').includes('Network'), template.lines[0]);
    const people = await download('/v2/device-people-csv?genres=LAPTOP');
    assert.ok(people.lines.length > 1 && people.lines.slice(1).every((l) => l.endsWith(',Laptop')), people.lines.slice(0, 3).join('\n'));

    const upload = async (text: string) => {
      const presign = v.parse(presignedUploadSchema, (await call('GET', '/v2/s3/presigned-url/import-csv?filename=devices.csv')).json());
      assert.equal((await server.app.inject({ method: 'PUT', url: presign.url, headers: { 'content-type': 'text/csv' }, payload: Buffer.from(text) })).statusCode, 200);
      return presign.key;
    };
    const [person] = await server.database.db.select({ workerNumber: people_.workerNumber }).from(people_).where(eq(people_.id, personId));
    const file = `Device name,OS,Storage,Device tag,Purchase date,Purchase price (JPY),Checked out to (person)\nCSV Laptop A,Windows,SSD,CSV-0001,2025-05-01,"198,000",${person!.workerNumber}\nCSV Laptop B,macOS,HDD,CSV-0002,2025-05-02,150000,\n`;
    const key = await upload(file);
    const run = async (dryrun: boolean, k = key, deviceType = 'laptop') => {
      const res = await call('POST', `/v2/devices-csv/${deviceType}`, { payload: { uploadedFileKey: k, dryrun } });
      assert.equal(res.statusCode, 200, res.body);
      return v.parse(csvImportResultSchema, res.json());
    };
    const dry = await run(true);
    assert.equal(dry.outcome, 'VALIDATED', JSON.stringify(dry.records));
    assert.equal(dry.createdCount, 2);
    const real = await run(false);
    assert.equal(real.outcome, 'IMPORTED');
    const imported = await ok(rows, '/v2/devices?freeText=csv-000&sortColumn=DEVICE_TAG');
    assert.deepEqual(imported.items.map((d) => [d.deviceTag, d.genre, d.purchasePrice, d.category]), [['CSV-0001', 'LAPTOP', 198000, 'IN_USED'], ['CSV-0002', 'LAPTOP', 150000, 'IN_STOCK']]);
    // the same file again: the device tags are taken, nothing is written
    const again = await run(false, await upload(file));
    assert.equal(again.outcome, 'REJECTED');
    assert.ok(again.records.every((r) => r.values.deviceTag!.errors.length > 0));
    const bad = await run(true, await upload('Device name,OS,Checked out to (place)\n,Plan 9,Nowhere\n'));
    assert.equal(bad.summary.errorRowsCount, 1);
    assert.deepEqual(Object.entries(bad.records[0]!.values).filter(([, c]) => c.errors.length).map(([k]) => k).sort(), ['assignedPlace', 'name', 'os']);
    // issue 30: an enumeration cell is its code or the screens' label in either language (the contracts' one set), nothing else
    const priceTypes = ['FIXED', '固定価格', 'Fixed price', '定額', 'Flat rate'];
    const labelled = await run(true, await upload(['Device name,Price type', ...priceTypes.map((p, i) => `Label ${i},${p}`)].join('\r\n')));
    assert.deepEqual(labelled.records.map((r) => r.values.priceType!.errors.length > 0), [false, false, false, true, true]);
    assert.equal((await call('POST', '/v2/devices-csv/phone', { payload: { uploadedFileKey: key, dryrun: true } })).statusCode, 400);
  });
  // issue 30: every enumeration column takes its code or the device field's label in either language, in a file as Excel writes it (CP932, CRLF)
  it('reads each enumeration column as its code, Japanese or English label in a CP932 file with CRLF, and names a refused word and the choices', async () => {
    const translator = await loadTranslator();
    const enumColumns = ['os', 'network', 'storage', 'condition', 'acquisition', 'priceType'] as const;
    const codes = Object.fromEntries(enumColumns.map((c) => [c, Object.keys(deviceFields[c].values)])) as Record<(typeof enumColumns)[number], string[]>;
    const forms = [(code: string) => code, (_: string, d: MessageDescriptor) => translator.t('ja-JP', d), (_: string, d: MessageDescriptor) => translator.t('en-US', d)];
    const longest = Math.max(...enumColumns.map((c) => codes[c].length));
    // row i in form f: each column's value number i, written as its code, Japanese or English label: every value of every column in every form
    const cases = Array.from({ length: longest }, (_, i) => forms.map((form) => Object.fromEntries(enumColumns.map((c) => {
      const code = codes[c][i % codes[c].length]!;
      return [c, { code, cell: form(code, (deviceFields[c].values as Record<string, MessageDescriptor>)[code]!) }];
    })) as Record<(typeof enumColumns)[number], { code: string; cell: string }>)).flat();
    const cells = cases.flatMap((r) => enumColumns.map((c) => r[c].cell));
    for (const word of ['その他のOS', '有線LAN', '中古', 'リース', '在庫から', 'From stock', 'Wi-Fi', 'VISIONOS']) assert.ok(cells.includes(word), word);
    const header = (['name', 'deviceTag', ...enumColumns] as const).map((c) => translator.t('ja-JP', devicesCsvColumnLabels[c])).join(',');
    const upload = async (bytes: Buffer) => {
      const presign = v.parse(presignedUploadSchema, (await call('GET', '/v2/s3/presigned-url/import-csv?filename=devices.csv')).json());
      assert.equal((await server.app.inject({ method: 'PUT', url: presign.url, headers: { 'content-type': 'text/csv' }, payload: bytes })).statusCode, 200);
      return presign.key;
    };
    const run = async (bytes: Buffer, dryrun: boolean, lang = 'ja-JP') => {
      const res = await call('POST', '/v2/devices-csv/laptop', { payload: { uploadedFileKey: await upload(bytes), dryrun }, lang });
      assert.equal(res.statusCode, 200, res.body);
      return v.parse(csvImportResultSchema, res.json());
    };
    const lines = cases.map((r, i) => [`区分端末 ${i}`, `ENUM-${String(i).padStart(2, '0')}`, ...enumColumns.map((c) => r[c].cell)].join(','));
    const imported = await run(iconv.encode([header, ...lines].join('\r\n') + '\r\n', 'cp932'), false);
    assert.equal(imported.detectedEncoding, 'Shift_JIS');
    assert.equal(imported.outcome, 'IMPORTED', JSON.stringify(imported.records.filter((r) => !r.isValid)));
    const stored = await server.database.db.select().from(devices).where(and(eq(devices.companyId, seedCompanyIds.customer), sql`${devices.deviceTag} like 'ENUM-%'`)).orderBy(devices.deviceTag);
    assert.deepEqual(stored.map((d) => enumColumns.map((c) => d[c])), cases.map((r) => enumColumns.map((c) => r[c].code)));

    // words that are no label of the field: the cell keeps the word, its error names it and lists the field's labels
    const refused = await run(iconv.encode([header, '区分端末 NG,ENUM-NG,Windows 11,無線LAN,SSD,未使用,購入,固定価格'].join('\r\n'), 'cp932'), true);
    assert.equal(refused.detectedEncoding, 'Shift_JIS');
    const [row] = refused.records;
    assert.equal(row!.rowNumber, 2);
    assert.deepEqual(Object.entries(row!.values).filter(([, c]) => c.errors.length).map(([k]) => k).sort(), ['condition', 'network', 'os']);
    assert.deepEqual(row!.values.os, { value: 'Windows 11', errors: ['次のいずれかを入力してください：Windows、macOS、Linux、iOS、Android、tvOS、watchOS、visionOS、その他のOS（入力値：「Windows 11」）'] });
    assert.deepEqual(row!.values.network!.errors, ['次のいずれかを入力してください：不明、有線LAN、Wi-Fi、Bluetooth（入力値：「無線LAN」）']);
    assert.deepEqual(row!.values.condition!.errors, ['次のいずれかを入力してください：新品、中古（入力値：「未使用」）']);
    const english = await run(iconv.encode([header, '区分端末 NG,ENUM-NG,Windows 11,無線LAN,SSD,未使用,購入,固定価格'].join('\r\n'), 'cp932'), true, 'en-US');
    assert.deepEqual(english.records[0]!.values.condition!.errors, ['Use one of: New, Used (found "未使用").']);
  });
  it('names the person in the history of a check-out and check-in, as the name was then, in both languages (issue 30)', async () => {
    const entries = v.object({ items: v.array(auditLogEntrySchema) });
    const db = server.database.db;
    const [p] = await db.select({ familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn }).from(people).where(eq(people.id, personId));
    const id = await create({ name: 'History 端末' });
    const d = await detail(id);
    const out = await call('POST', `/v2/devices/${id}/checkout`, { payload: { personId, placeId: null, checkedOutOn: tokyoToday(), expectedCheckinOn: null, note: null, version: d.version } });
    assert.equal(out.statusCode, 200, out.body);
    const back = await call('POST', `/v2/devices/${id}/checkin`, { payload: { checkedInOn: tokyoToday(), note: null, version: (await detail(id)).version } });
    assert.equal(back.statusCode, 200, back.body);
    // the person is renamed afterwards: the history keeps the name the person had at the change
    await db.update(people).set({ familyNameJa: '改名', familyNameEn: 'Renamed' }).where(eq(people.id, personId));
    try {
      for (const [lang, name] of [['ja-JP', `${p!.familyNameJa} ${p!.givenNameJa}`], ['en-US', `${p!.givenNameEn} ${p!.familyNameEn}`]] as const) {
        const history = (await ok(entries, `/v2/audit-logs?resourceType=DEVICE&resourceId=${id}`, { lang })).items;
        const assigned = history.flatMap((e) => e.changes).filter((c) => c.field === 'assignedPersonId');
        assert.deepEqual(assigned.map((c) => [c.beforeName ?? null, c.afterName ?? null]), [[name, null], [null, name]], lang);
      }
    } finally {
      await db.update(people).set({ familyNameJa: p!.familyNameJa, familyNameEn: p!.familyNameEn }).where(eq(people.id, personId));
    }
  });
  it("answers the module's operation activity: device and model entries, newest first, per company and product", async () => {
    const entries = v.object({ items: v.array(auditLogEntrySchema) });
    const id = await create({ name: 'Activity 端末' });
    const d = await detail(id);
    const moved = await call('POST', `/v2/devices/${id}/checkout`, { payload: { personId, placeId: null, checkedOutOn: tokyoToday(), expectedCheckinOn: null, note: null, version: d.version } });
    assert.equal(moved.statusCode, 200, moved.body);
    const model = await ok(v.object({ id: v.string() }), '/v2/device-models', { payload: { name: 'Activity model', genre: 'LAPTOP', maker: null, model: null, os: null, lifecycleMonths: null } }, 'POST');
    const page = (await ok(entries, '/v2/device-activities?pageSize=3', { cookie: it_ })).items;
    assert.deepEqual(page.map((e) => [e.resourceType, e.resourceId, e.action]), [['DEVICE_MODEL', model.id, 'CREATE'], ['DEVICE', id, 'UPDATE'], ['DEVICE', id, 'CREATE']]);
    assert.ok(page[1]!.changes.some((c) => c.field === 'assignedPersonId' && c.after === personId), 'the check-out is the device update');
    const all = (await ok(entries, '/v2/device-activities?pageSize=200')).items;
    assert.ok(all.every((e) => e.resourceType === 'DEVICE' || e.resourceType === 'DEVICE_MODEL'));
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1]!.occurredAt >= all[i]!.occurredAt, 'newest first');
    assert.deepEqual((await ok(entries, '/v2/device-activities?pageSize=2&pageIndex=1')).items.map((e) => e.id), all.slice(2, 4).map((e) => e.id));
    assert.deepEqual((await ok(entries, '/v2/device-activities', { cookie: supplier })).items.filter((e) => e.resourceId === id || e.resourceId === model.id), []);
    assert.equal((await call('GET', '/v2/device-activities', { cookie: hr })).statusCode, 403);
    const bad = await call('GET', '/v2/device-activities?pageSize=500&sort=1');
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fieldErrors.map((e: { path: string }) => e.path).sort(), ['pageSize', 'sort']);
    assert.equal((await call('DELETE', `/v2/device-models/${model.id}`)).statusCode, 204);
  });
  it('keeps a device a network leads to, and shows its history in the audit log', async () => {
    const id = await create({ genre: 'SERVER', name: 'ファイルサーバー' });
    const network = await call('POST', '/v2/networks', {
      payload: {
        networkInformation: { networkName: '検証用LAN', networkType: null, connectionType: null, networkCategory: null, purpose: null, destinationType: 'DEVICE', placeId: null, deviceId: id },
        adminContact: { personId: null },
        accessControl: { accessLevel: null, accessStatus: null, accessPeriodFrom: null, accessPeriodTo: null, subjectType: null },
      },
    });
    assert.equal(network.statusCode, 201, network.body);
    const refused = await call('DELETE', `/v2/devices/${id}`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'IN_USE');
    const d = await detail(id);
    await ok(deviceDetailSchema, `/v2/devices/${id}/lifecycle-events`, { payload: { event: 'TROUBLED', occurredOn: tokyoToday(), note: null, version: d.version } }, 'POST');
    const history = await ok(v.object({ items: v.array(v.object({ action: v.string(), changes: v.array(v.object({ field: v.string(), before: v.unknown(), after: v.unknown() })) })) }), `/v2/audit-logs?resourceType=DEVICE&resourceId=${id}`);
    assert.deepEqual(history.items.map((e) => e.action), ['UPDATE', 'CREATE']);
    assert.deepEqual(history.items[0]!.changes, [{ field: 'lifecycleStatus', before: 'IN_SERVICE', after: 'TROUBLED' }]);
  });
});
