import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  countResponseSchema,
  fleetAlertSchema,
  fleetDetailSchema,
  fleetMileageLogSchema,
  fleetRowSchema,
  fleetSettingsSchema,
  fleetsOverviewSchema,
  listResponse,
  type CreateFleetInput,
  type FleetAlert,
} from '@kanri/contracts';
import { people, places } from '../schema';
import { demoAccounts } from '../seed/seed';
import { demoFleets } from './seed-fleets';
import { tokyoToday } from '../lib/tokyo-date';
import { startTestServer, type TestServer } from '../test/support';

const rowList = listResponse(fleetRowSchema);
const alertList = listResponse(fleetAlertSchema);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let plateSeq = 0;
const vehicle = (overrides: Partial<CreateFleetInput> = {}): CreateFleetInput => ({
  mainType: 'CAR', name: `テスト車 ${++plateSeq}`, registrationNumber: `品川 300 テ ${plateSeq}-00`, maker: 'トヨタ', model: 'カローラ', modelYear: 2022,
  color: null, fuelType: 'GASOLINE', ownership: 'OWNED', leaseCompany: null, leaseEndDate: null, placeId: null, assignedPersonId: null,
  inspectionDueDate: null, compulsoryInsuranceDueDate: null, insuranceCompany: null, insuranceDueDate: null, note: null, mileageKm: null,
  ...overrides,
});

describe('fleets', () => {
  let server: TestServer;
  let admin: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie = admin, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const ok = async <S extends v.GenericSchema>(schema: S, url: string, cookie = admin) => {
    const res = await call('GET', url, undefined, cookie);
    assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
    return v.parse(schema, res.body);
  };
  const rows = async (query: string) => (await ok(rowList, `/v2/fleets?pageSize=1000&${query}`)).items;
  const create = async (body: CreateFleetInput) => {
    const res = await call('POST', '/v2/fleets', body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id as string;
  };
  const settings = async () => ok(fleetSettingsSchema, '/v2/fleet-settings');
  const alerts = async (category = 'ALL') => (await ok(alertList, `/v2/fleet-alerts?pageSize=1000&category=${category}`)).items;
  const paths = (body: { fieldErrors?: { path: string }[] }) => (body.fieldErrors ?? []).map((f) => f.path).sort();

  before(async () => {
    server = await startTestServer();
    admin = await server.signIn(demoAccounts.admin);
  });
  after(() => server.close());

  it('lists the seeded vehicles by category (ACTIVE by default), main type and free text, and agrees with the count', async () => {
    const active = await rows('');
    assert.equal(active.length, demoFleets.filter((f) => !f.status || f.status === 'ACTIVE').length);
    assert.ok(active.every((r) => r.status === 'ACTIVE'));
    assert.equal((await ok(countResponseSchema, '/v2/fleets-count')).count, active.length);
    assert.equal((await rows('category=ALL')).length, demoFleets.length);
    assert.deepEqual((await rows('category=RETIRED')).map((r) => [r.name, r.nameEn]), [['社用車 カローラ 25', 'Corolla 25']]);
    assert.equal((await rows('category=IN_MAINTENANCE')).length, 2);
    const vans = await rows('mainType=VAN&mainType=TRUCK');
    assert.ok(vans.length > 0 && vans.every((r) => r.mainType === 'VAN' || r.mainType === 'TRUCK'));
    assert.deepEqual((await rows('mainType=VAN,TRUCK')).map((r) => r.id), vans.map((r) => r.id));
    assert.equal((await ok(countResponseSchema, '/v2/fleets-count?mainType=VAN&mainType=TRUCK')).count, vans.length);
    const plate = await rows(`freeText=${encodeURIComponent('12-34')}&category=ALL`);
    assert.deepEqual(plate.map((r) => r.registrationNumber).sort(), ['品川 300 あ 12-34', '品川 あ 12-34']);
    assert.equal((await rows(`freeText=${encodeURIComponent('isuzu')}`)).length, 2);
  });

  it('sorts by mileage and registration number in both directions (orderDirection is an alias of sortOrder)', async () => {
    const byKm = await rows('sortColumn=MILEAGE&orderDirection=desc');
    for (let i = 1; i < byKm.length; i++) assert.ok((byKm[i - 1]!.mileageKm ?? -1) >= (byKm[i]!.mileageKm ?? -1));
    const asc = await rows('sortColumn=REGISTRATION_NUMBER');
    const desc = await rows('sortColumn=REGISTRATION_NUMBER&sortOrder=desc&orderDirection=asc');
    assert.deepEqual(desc.map((r) => r.id), [...asc].reverse().map((r) => r.id));
  });

  it('names places and people in the request language', async () => {
    const ja = (await rows(`freeText=${encodeURIComponent('Prius 01')}`))[0]!;
    assert.ok(ja.place && ja.assignedPerson);
    const [place] = await server.database.db.select().from(places).where(eq(places.id, ja.place.id));
    assert.equal(ja.place.name, place!.nameJa);
    const en = (await ok(rowList, `/v2/fleets?freeText=${encodeURIComponent('Prius 01')}`)).items[0];
    assert.ok(en);
    const enRes = await call('GET', `/v2/fleets?freeText=${encodeURIComponent('Prius 01')}`, undefined, admin, 'en-US');
    assert.equal(enRes.body.items[0].place.name, place!.nameEn);
  });

  it("stores the storage place's and the user's names with a vehicle's history, as they were, in both languages (issue 30)", async () => {
    const seeded = (await rows(`freeText=${encodeURIComponent('Prius 01')}`))[0]!;
    const placeId = seeded.place!.id;
    const personId = seeded.assignedPerson!.id;
    const db = server.database.db;
    const [place] = await db.select({ nameJa: places.nameJa, nameEn: places.nameEn }).from(places).where(eq(places.id, placeId));
    const [person] = await db.select({ familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn }).from(people).where(eq(people.id, personId));
    const id = await create(vehicle({ placeId }));
    const created = await ok(fleetDetailSchema, `/v2/fleets/${id}`);
    const saved = await call('PATCH', `/v2/fleets/${id}`, { ...vehicle(), name: created.name, registrationNumber: created.registrationNumber, assignedPersonId: personId, status: 'ACTIVE', version: created.version });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    // the place is renamed afterwards: the history keeps the name it had at the change
    await db.update(places).set({ nameJa: '改名した拠点', nameEn: 'Renamed place' }).where(eq(places.id, placeId));
    try {
      const names = { 'ja-JP': [place!.nameJa, `${person!.familyNameJa} ${person!.givenNameJa}`], 'en-US': [place!.nameEn, `${person!.givenNameEn} ${person!.familyNameEn}`] } as const;
      for (const [lang, [placeName, personName]] of Object.entries(names)) {
        const res = await call('GET', `/v2/audit-logs?resourceType=FLEET&resourceId=${id}`, undefined, admin, lang);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), res.body).items;
        const named = (field: string) => history.flatMap((e) => e.changes).filter((c) => c.field === field).map((c) => [c.beforeName ?? null, c.afterName ?? null]);
        assert.deepEqual(named('placeId'), [[placeName, null], [null, placeName]], `${lang}: moved out of the place (update), then placed there (create), newest first`);
        assert.deepEqual(named('assignedPersonId'), [[null, personName]], lang);
      }
    } finally {
      await db.update(places).set({ nameJa: place!.nameJa, nameEn: place!.nameEn }).where(eq(places.id, placeId));
    }
  });

  it('shows every seeded vehicle by its English name on an English screen and by the Japanese name typed on a Japanese one (issue 30)', async () => {
    const japanese = /[\u3040-\u30ff\u3400-\u9fff]/;
    const seeded = new Set(demoFleets.map((f) => f.plate));
    const en = v.parse(rowList, (await call('GET', '/v2/fleets?category=ALL&pageSize=1000', undefined, admin, 'en-US')).body).items.filter((r) => seeded.has(r.registrationNumber));
    assert.deepEqual(en.map((r) => r.name).sort(), demoFleets.map((f) => f.nameEn).sort());
    for (const row of en) assert.doesNotMatch(row.name, japanese, row.name);
    const ja = (await rows('category=ALL')).filter((r) => seeded.has(r.registrationNumber));
    assert.deepEqual(ja.map((r) => r.name).sort(), demoFleets.map((f) => f.name).sort());
    for (const row of ja) assert.match(row.name, japanese, row.name);
  });

  it('keeps an English name beside the name typed: created, listed and sorted by the name shown, searched by either, kept when absent, cleared when empty, audited (issue 30)', async () => {
    const readIn = async (id: string, locale: string) => v.parse(fleetDetailSchema, (await call('GET', `/v2/fleets/${id}`, undefined, admin, locale)).body);
    const id = await create(vehicle({ name: '営業車 テスト 99', nameEn: '  AAA test car 99  ', inspectionDueDate: tokyoToday() }));
    const [ja, en] = [await readIn(id, 'ja-JP'), await readIn(id, 'en-US')];
    assert.deepEqual([ja.name, ja.nameJa, ja.nameEn], ['営業車 テスト 99', '営業車 テスト 99', 'AAA test car 99'], 'trimmed; Japanese shows the name typed');
    assert.deepEqual([en.name, en.nameJa, en.nameEn], ['AAA test car 99', '営業車 テスト 99', 'AAA test car 99']);
    // English sorts by the English name (AAA… first), Japanese by the name typed
    const sorted = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const enRows = v.parse(rowList, (await call('GET', '/v2/fleets?pageSize=1000', undefined, admin, 'en-US')).body).items;
    assert.equal(enRows[0]!.id, id);
    assert.deepEqual(enRows.map((r) => r.name), sorted(enRows.map((r) => r.name)));
    const jaRows = await rows('');
    assert.deepEqual(jaRows.map((r) => r.name), sorted(jaRows.map((r) => r.name)));
    assert.notEqual(jaRows[0]!.id, id);
    // free text finds either name in either language
    assert.deepEqual((await rows(`freeText=${encodeURIComponent('aaa test car')}`)).map((r) => r.id), [id]);
    const byJapanese = v.parse(rowList, (await call('GET', `/v2/fleets?freeText=${encodeURIComponent('営業車 テスト 99')}`, undefined, admin, 'en-US')).body).items;
    assert.deepEqual(byJapanese.map((r) => [r.id, r.name]), [[id, 'AAA test car 99']]);
    // the alerts name the vehicle in the request's language
    const alertName = async (locale: string) =>
      v.parse(alertList, (await call('GET', '/v2/fleet-alerts?pageSize=1000&category=INSPECTION', undefined, admin, locale)).body).items.find((a) => a.fleetId === id)?.fleetName;
    assert.deepEqual([await alertName('ja-JP'), await alertName('en-US')], ['営業車 テスト 99', 'AAA test car 99']);
    // an update without nameEn keeps it; an empty one clears it and English falls back to the name typed
    const body = { ...vehicle(), name: '営業車 テスト 99', registrationNumber: ja.registrationNumber, inspectionDueDate: null, status: 'ACTIVE' as const };
    const kept = await call('PATCH', `/v2/fleets/${id}`, { ...body, version: ja.version });
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.equal(kept.body.nameEn, 'AAA test car 99');
    const cleared = await call('PATCH', `/v2/fleets/${id}`, { ...body, nameEn: '', version: ja.version + 1 }, admin, 'en-US');
    assert.deepEqual([cleared.status, cleared.body.name, cleared.body.nameEn], [200, '営業車 テスト 99', null]);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=FLEET&resourceId=${id}`)).body).items;
    assert.deepEqual(history[0]!.changes.find((c) => c.field === 'nameEn'), { field: 'nameEn', before: 'AAA test car 99', after: null });
    assert.ok(!history[1]!.changes.some((c) => c.field === 'nameEn'), 'the update without nameEn did not change it');
    // a create without nameEn has none
    const plain = await create(vehicle({ name: '営業車 英語名なし' }));
    assert.deepEqual(((d) => [d.name, d.nameEn])(await readIn(plain, 'en-US')), ['営業車 英語名なし', null]);
    for (const nameEn of ['x'.repeat(101), 7]) {
      const bad = await call('POST', '/v2/fleets', { ...vehicle(), nameEn });
      assert.deepEqual([bad.status, paths(bad.body)], [400, ['nameEn']], String(nameEn));
      const badUpdate = await call('PATCH', `/v2/fleets/${id}`, { ...body, nameEn, version: ja.version + 2 });
      assert.deepEqual([badUpdate.status, paths(badUpdate.body)], [400, ['nameEn']], String(nameEn));
    }
    for (const gone of [id, plain]) assert.equal((await call('DELETE', `/v2/fleets/${gone}`)).status, 204);
  });

  it('refuses bad queries and bad input with field paths; a non-UUID or unknown id is 404', async () => {
    assert.equal((await call('GET', '/v2/fleets?category=PARKED')).status, 400);
    assert.equal((await call('GET', '/v2/fleets?pageSize=0')).status, 400);
    assert.equal((await call('GET', '/v2/fleet-alerts?category=TIRES')).status, 400);
    const bad = await call('POST', '/v2/fleets', { ...vehicle(), mainType: 'BUS', name: '　', registrationNumber: '', modelYear: 1800, inspectionDueDate: 'next week', placeId: 'x' });
    assert.equal(bad.status, 400);
    assert.deepEqual(paths(bad.body), ['inspectionDueDate', 'mainType', 'modelYear', 'name', 'placeId', 'registrationNumber']);
    const foreign = await call('POST', '/v2/fleets', vehicle({ placeId: '00000000-0000-4000-8000-000000000001', assignedPersonId: '00000000-0000-4000-8000-000000000002' }));
    assert.equal(foreign.status, 400);
    assert.deepEqual(paths(foreign.body), ['assignedPersonId', 'placeId']);
    assert.equal((await call('GET', '/v2/fleets/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/fleets/00000000-0000-4000-8000-000000000009')).status, 404);
    assert.equal((await call('GET', '/v2/fleets/not-a-uuid/mileage')).status, 404);
    assert.equal((await call('POST', '/v2/fleets/not-a-uuid/mileage', { recordedOn: tokyoToday(), mileageKm: 1 })).status, 404);
    const badSettings = await call('PATCH', '/v2/fleet-settings', { inspectionAlertDays: 0, mileageAlertKm: 10, version: 1 });
    assert.equal(badSettings.status, 400);
    assert.deepEqual(paths(badSettings.body), ['inspectionAlertDays', 'mileageAlertKm']);
  });

  it('creates a vehicle with its first reading, refuses a taken registration number with 409 at the field, saves with version and deletes', async () => {
    const id = await create(vehicle({ registrationNumber: '品川 300 ほ 1-23', mileageKm: 1200 }));
    const created = await ok(fleetDetailSchema, `/v2/fleets/${id}`);
    assert.equal(created.status, 'ACTIVE');
    assert.equal(created.mileageKm, 1200);
    assert.deepEqual((await ok(listResponse(fleetMileageLogSchema), `/v2/fleets/${id}/mileage`)).items.map((l) => l.mileageKm), [1200]);
    const taken = await call('POST', '/v2/fleets', vehicle({ registrationNumber: '品川 300 あ 12-34' }));
    assert.equal(taken.status, 409);
    assert.deepEqual(paths(taken.body), ['registrationNumber']);
    const body = { ...vehicle(), name: created.name, registrationNumber: created.registrationNumber, status: 'RETIRED' as const, version: created.version };
    const saved = await call('PATCH', `/v2/fleets/${id}`, body);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.status, 'RETIRED');
    assert.equal(saved.body.version, created.version + 1);
    assert.equal((await call('PATCH', `/v2/fleets/${id}`, body)).status, 409, 'a stale version');
    const clash = await call('PATCH', `/v2/fleets/${id}`, { ...body, registrationNumber: '品川 300 あ 56-78', version: saved.body.version });
    assert.equal(clash.status, 409);
    assert.deepEqual(paths(clash.body), ['registrationNumber']);
    assert.equal((await call('DELETE', `/v2/fleets/${id}`)).status, 204);
    assert.equal((await call('GET', `/v2/fleets/${id}`)).status, 404);
  });

  it('records mileage readings that never go below an earlier one (400 at mileageKm, localized) nor are dated after today', async () => {
    const today = tokyoToday();
    const id = await create(vehicle());
    const post = (recordedOn: string, mileageKm: number, locale = 'ja-JP') => call('POST', `/v2/fleets/${id}/mileage`, { recordedOn, mileageKm }, admin, locale);
    assert.equal((await post(addDays(today, -30), 10_000)).status, 201);
    assert.equal((await post(addDays(today, -10), 12_500)).status, 201);
    const below = await post(today, 12_000);
    assert.equal(below.status, 400);
    assert.deepEqual(paths(below.body), ['mileageKm']);
    assert.match(below.body.fieldErrors[0].message, /12,500/);
    assert.notEqual(below.body.fieldErrors[0].message, (await post(today, 12_000, 'en-US')).body.fieldErrors[0].message, 'Japanese and English differ');
    const aboveLater = await post(addDays(today, -20), 13_000);
    assert.equal(aboveLater.status, 400);
    assert.deepEqual(paths(aboveLater.body), ['mileageKm']);
    const future = await post(addDays(today, 1), 20_000);
    assert.equal(future.status, 400);
    assert.deepEqual(paths(future.body), ['recordedOn']);
    assert.equal((await post(today, 12_500)).status, 201, 'equal to the last reading is fine');
    assert.equal((await post(today, 13_100)).status, 201, 'the same day again replaces the reading');
    assert.equal((await post(today, 13_000)).status, 400, 'not below the reading it would replace');
    const history = (await ok(listResponse(fleetMileageLogSchema), `/v2/fleets/${id}/mileage`)).items;
    assert.deepEqual(history.map((l) => [l.recordedOn, l.mileageKm]), [[today, 13_100], [addDays(today, -10), 12_500], [addDays(today, -30), 10_000]]);
    assert.equal(history[0]!.recordedBy, '山田 太郎');
    const detail = await ok(fleetDetailSchema, `/v2/fleets/${id}`);
    assert.equal(detail.mileageKm, 13_100);
    assert.equal(detail.mileageRecordedOn, today);
  });

  it('computes alerts at the window edges: today, N days, not N+1, overdue; insurance covers 自賠責 and 任意保険; mileage over the threshold', async () => {
    const s = await settings();
    const saved = await call('PATCH', '/v2/fleet-settings', { inspectionAlertDays: 45, insuranceAlertDays: 20, mileageAlertKm: 150_000, version: s.version });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const today = tokyoToday();
    const ids = {
      today: await create(vehicle({ name: 'エッジ 当日', inspectionDueDate: today })),
      n: await create(vehicle({ name: 'エッジ N日', inspectionDueDate: addDays(today, 45) })),
      n1: await create(vehicle({ name: 'エッジ N+1日', inspectionDueDate: addDays(today, 46) })),
      overdue: await create(vehicle({ name: 'エッジ 期限切れ', inspectionDueDate: addDays(today, -3) })),
      jibai: await create(vehicle({ name: 'エッジ 自賠責', compulsoryInsuranceDueDate: addDays(today, 20) })),
      nini: await create(vehicle({ name: 'エッジ 任意保険', insuranceDueDate: addDays(today, 21) })),
      km: await create(vehicle({ name: 'エッジ 走行距離', mileageKm: 150_001 })),
      kmEdge: await create(vehicle({ name: 'エッジ 閾値ちょうど', mileageKm: 150_000 })),
    };
    const of = (list: FleetAlert[], id: string) => list.filter((a) => a.fleetId === id);
    const inspection = await alerts('INSPECTION');
    assert.equal(of(inspection, ids.today)[0]?.daysLeft, 0);
    assert.equal(of(inspection, ids.n)[0]?.daysLeft, 45);
    assert.equal(of(inspection, ids.n1).length, 0, 'N+1 days ahead is not yet an alert');
    assert.equal(of(inspection, ids.overdue)[0]?.daysLeft, -3);
    assert.ok(inspection.every((a) => a.kind === 'INSPECTION'));
    const insurance = await alerts('INSURANCE');
    assert.deepEqual(of(insurance, ids.jibai).map((a) => [a.kind, a.daysLeft, a.dueDate]), [['COMPULSORY_INSURANCE', 20, addDays(today, 20)]]);
    assert.equal(of(insurance, ids.nini).length, 0, '21 days is outside the 20-day window');
    const mileage = await alerts('MILEAGE');
    assert.deepEqual(of(mileage, ids.km).map((a) => [a.kind, a.mileageKm, a.thresholdKm]), [['MILEAGE', 150_001, 150_000]]);
    assert.equal(of(mileage, ids.kmEdge).length, 0, 'at the threshold is not over it');
    const all = await alerts();
    assert.equal(all.length, inspection.length + insurance.length + mileage.length);
    assert.equal((await ok(countResponseSchema, '/v2/fleet-alerts-count?category=INSURANCE')).count, insurance.length);
    // overdue first, mileage last
    const days = all.filter((a) => a.daysLeft !== null).map((a) => a.daysLeft!);
    assert.deepEqual(days, [...days].sort((a, b) => a - b));
    assert.equal(all[all.length - 1]!.kind, 'MILEAGE');
    // a retired vehicle raises no alert
    const overdue = await ok(fleetDetailSchema, `/v2/fleets/${ids.overdue}`);
    await call('PATCH', `/v2/fleets/${ids.overdue}`, { ...vehicle({ name: overdue.name, registrationNumber: overdue.registrationNumber, inspectionDueDate: overdue.inspectionDueDate }), status: 'RETIRED', version: overdue.version });
    assert.equal(of(await alerts('INSPECTION'), ids.overdue).length, 0);
    // the windows move the edge
    const now = await settings();
    await call('PATCH', '/v2/fleet-settings', { inspectionAlertDays: 46, version: now.version });
    assert.equal(of(await alerts('INSPECTION'), ids.n1).length, 1);
  });

  it('answers the overview with counts by status and type, upcoming months and mileage totals', async () => {
    const o = await ok(fleetsOverviewSchema, '/v2/fleets-overview');
    const all = await rows('category=ALL');
    assert.equal(o.byStatus.reduce((s, b) => s + b.count, 0), all.length);
    assert.equal(o.byStatus.find((b) => b.status === 'RETIRED')!.count, all.filter((r) => r.status === 'RETIRED').length);
    const inUse = all.filter((r) => r.status !== 'RETIRED');
    assert.equal(o.byMainType.reduce((s, b) => s + b.count, 0), inUse.length);
    assert.equal(o.mileage.totalKm, inUse.reduce((s, r) => s + (r.mileageKm ?? 0), 0));
    assert.equal(o.mileage.overThreshold, inUse.filter((r) => (r.mileageKm ?? 0) > o.mileage.thresholdKm).length);
    assert.ok(o.upcoming.length >= 3 && o.upcoming.length <= 5);
    const today = tokyoToday();
    const upcomingInspections = inUse.filter((r) => r.inspectionDueDate && r.inspectionDueDate >= today && r.inspectionDueDate <= addDays(today, 90)).length;
    assert.equal(o.upcoming.reduce((s, m) => s + m.inspection, 0), upcomingInspections);
    assert.equal(o.alerts.mileage, (await alerts('MILEAGE')).length);
  });

  it('keeps one settings row per company with version: defaults on first read, 409 when stale, the manager must be the company’s', async () => {
    const s = await settings();
    assert.equal(s.safeDrivingManager?.name, '山田 太郎', 'the seed names the demo admin');
    assert.equal(s.alcoholCheckRequired, true);
    const stale = await call('PATCH', '/v2/fleet-settings', { alcoholCheckRequired: false, version: s.version - 1 < 1 ? s.version + 5 : s.version - 1 });
    assert.equal(stale.status, 409);
    const foreign = await call('PATCH', '/v2/fleet-settings', { safeDrivingManagerPersonId: '00000000-0000-4000-8000-000000000002', version: s.version });
    assert.equal(foreign.status, 400);
    assert.deepEqual(paths(foreign.body), ['safeDrivingManagerPersonId']);
    const [person] = await server.database.db.select({ id: people.id }).from(people).where(eq(people.email, demoAccounts.ga));
    const saved = await call('PATCH', '/v2/fleet-settings', { safeDrivingManagerPersonId: person?.id ?? null, rulesEn: 'Drive safely.', version: s.version });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.rulesEn, 'Drive safely.');
    assert.equal(saved.body.rulesJa, s.rulesJa, 'absent fields keep their value');
    assert.equal(saved.body.licenseCheckIntervalMonths, s.licenseCheckIntervalMonths);
    assert.equal(saved.body.version, s.version + 1);
    // the supplier company gets its own row with the defaults
    const supplier = await server.signIn(demoAccounts.supplier);
    const theirs = await ok(fleetSettingsSchema, '/v2/fleet-settings', supplier);
    assert.deepEqual([theirs.inspectionAlertDays, theirs.insuranceAlertDays, theirs.mileageAlertKm, theirs.safeDrivingManager, theirs.version], [60, 30, 100_000, null, 1]);
  });

  it('lets ga@ and admin@ in, answers 403 to it@, hr@ and member@, and shows supplier@ none of the customer’s vehicles', async () => {
    const [seeded] = await rows('');
    const urls = ['/v2/fleets', '/v2/fleets-count', `/v2/fleets/${seeded!.id}`, `/v2/fleets/${seeded!.id}/mileage`, '/v2/fleet-alerts', '/v2/fleet-alerts-count', '/v2/fleets-overview', '/v2/fleet-settings'];
    const ga = await server.signIn(demoAccounts.ga);
    for (const url of urls) assert.equal((await call('GET', url, undefined, ga)).status, 200, `ga ${url}`);
    for (const account of [demoAccounts.it, demoAccounts.hr, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      for (const url of urls) assert.equal((await call('GET', url, undefined, cookie)).status, 403, `${account} ${url}`);
      assert.equal((await call('POST', '/v2/fleets', vehicle(), cookie)).status, 403, account);
      assert.equal((await call('PATCH', '/v2/fleet-settings', { version: 1 }, cookie)).status, 403, account);
    }
    const supplier = await server.signIn(demoAccounts.supplier);
    assert.equal((await ok(rowList, '/v2/fleets?category=ALL', supplier)).items.length, 0);
    assert.equal((await ok(alertList, '/v2/fleet-alerts', supplier)).items.length, 0);
    assert.equal((await call('GET', `/v2/fleets/${seeded!.id}`, undefined, supplier)).status, 404);
    assert.equal((await call('GET', `/v2/fleets/${seeded!.id}/mileage`, undefined, supplier)).status, 404);
    assert.equal((await call('POST', `/v2/fleets/${seeded!.id}/mileage`, { recordedOn: tokyoToday(), mileageKm: 999_999 }, supplier)).status, 404);
    assert.equal((await call('DELETE', `/v2/fleets/${seeded!.id}`, undefined, supplier)).status, 404);
    // the customer's registration number is free in the supplier company
    assert.equal((await call('POST', '/v2/fleets', vehicle({ registrationNumber: seeded!.registrationNumber }), supplier)).status, 201);
  });
});
