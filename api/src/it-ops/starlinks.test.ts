import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { auditLogEntrySchema, listResponse, starlinkAlertCategoryValues, starlinkAlertRowSchema, starlinkDetailSchema, starlinkRowSchema, starlinkUsageSchema } from '@kanri/contracts';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { fillUsageDays, mapSettingsFromEnv, tokyoDay } from './starlinks';

const rowsOf = listResponse(starlinkRowSchema);
const alertsOf = listResponse(starlinkAlertRowSchema);
const fieldErrors = (body: { fieldErrors?: { path: string; message: string }[] }) => Object.fromEntries((body.fieldErrors ?? []).map((f) => [f.path, f.message]));

describe('usage days', () => {
  it('fills the last days of Asia/Tokyo oldest first, 0 on days without data', () => {
    // 2026-03-01 00:30 in Tokyo is still 2026-02-28 in UTC
    const now = new Date('2026-02-28T15:30:00Z');
    assert.equal(tokyoDay(now), '2026-03-01');
    const days = fillUsageDays([{ day: '2026-02-27', dataGb: 1.5 }, { day: '2026-03-01', dataGb: 2 }], now, 3);
    assert.deepEqual(days, [{ day: '2026-02-27', dataGb: 1.5 }, { day: '2026-02-28', dataGb: 0 }, { day: '2026-03-01', dataGb: 2 }]);
  });
});

describe('map settings', () => {
  it('reads the tile layer from the environment; unset or blank is null (offline map)', () => {
    assert.deepEqual(mapSettingsFromEnv({}), { tileUrlTemplate: null, tileAttribution: null });
    assert.deepEqual(mapSettingsFromEnv({ KANRI_MAP_TILE_URL: '  ', KANRI_MAP_TILE_ATTRIBUTION: '' }), { tileUrlTemplate: null, tileAttribution: null });
    assert.deepEqual(mapSettingsFromEnv({ KANRI_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', KANRI_MAP_TILE_ATTRIBUTION: '© Example' }), {
      tileUrlTemplate: 'https://tiles.example.com/{z}/{x}/{y}.png',
      tileAttribution: '© Example',
    });
  });
});

describe('starlinks', () => {
  let server: TestServer;
  let admin: string;
  const call = async (method: 'GET' | 'PATCH', url: string, body?: unknown, cookie = admin, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const list = async (query: string, cookie = admin, locale = 'ja-JP') => {
    const res = await call('GET', `/v2/starlinks?${query}`, undefined, cookie, locale);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(rowsOf, res.body).items;
  };
  const alerts = async (query: string, cookie = admin, locale = 'ja-JP') => {
    const res = await call('GET', `/v2/starlink-alerts?${query}`, undefined, cookie, locale);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(alertsOf, res.body).items;
  };
  /** A seeded terminal by its English name (the Japanese screen's rows show the name typed). */
  const byName = async (nameEn: string) => (await list('category=ALL')).find((r) => r.nameEn === nameEn)!;

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(() => server.close());

  it('lists the active terminals by default, NOT_ACTIVE and ALL on request, with a matching count', async () => {
    const active = await list('');
    const inactive = await list('category=NOT_ACTIVE');
    const all = await list('category=ALL');
    assert.ok(active.length >= 10 && active.every((r) => r.status === 'ACTIVE'));
    assert.ok(inactive.length >= 1 && inactive.every((r) => r.status === 'NOT_ACTIVE'));
    assert.equal(all.length, active.length + inactive.length);
    assert.deepEqual((await call('GET', '/v2/starlinks-count')).body, { count: active.length });
    assert.deepEqual((await call('GET', '/v2/starlinks-count?category=ALL')).body, { count: all.length });
    // names ascending by default
    const names = active.map((r) => r.name);
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const hq = all.find((r) => r.nameEn === 'Starlink Tokyo HQ 01')!;
    assert.equal(hq.name, '本社屋上 スターリンク 01');
    assert.equal(hq.place?.name, '東京本社');
    assert.equal(hq.networkStatus, 'CONNECTED');
    assert.ok(all.some((r) => r.place === null), 'a ship / remote site has no place');
    for (const status of ['CONNECTED', 'OUT_OF_SERVICE', 'ROAMING', 'DISCONNECTED']) assert.ok(all.some((r) => r.networkStatus === status), status);
  });

  it('shows an English screen the seeded terminals, their places, administrators and alerts in English (issue 30)', async () => {
    const japanese = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;
    const res = await call('GET', '/v2/starlinks?category=ALL', undefined, admin, 'en-US');
    const rows = v.parse(rowsOf, res.body).items;
    assert.equal(rows.length, 13);
    for (const row of rows) {
      // every seeded terminal has an English name beside the Japanese name typed
      assert.equal(row.name, row.nameEn, row.kitSerialNumber);
      assert.match(row.nameJa, japanese, row.kitSerialNumber);
      for (const text of [row.name, row.planName, row.place?.name ?? '', row.admin?.name ?? '']) assert.doesNotMatch(text, japanese, `${row.kitSerialNumber}: ${text}`);
    }
    assert.equal(rows.find((r) => r.kitSerialNumber === 'KIT30400001')?.place?.name, 'Tokyo Head Office');
    for (const alert of await alerts('status=ALL', admin, 'en-US')) assert.doesNotMatch(`${alert.message} ${alert.starlink.name}`, japanese, alert.message);
  });

  it('searches by free text and sorts by data use in both directions (orderDirection and sortOrder)', async () => {
    const found = await list('category=ALL&freeText=kit30400011');
    assert.deepEqual(found.map((r) => r.nameEn), ['Starlink RV Shiokaze']);
    assert.deepEqual((await call('GET', '/v2/starlinks-count?category=ALL&freeText=osaka')).body, { count: 1 });
    const desc = await list('category=ALL&sortColumn=DATA_USAGE&orderDirection=desc');
    const usage = desc.map((r) => r.dataUsageGb);
    assert.deepEqual(usage, [...usage].sort((a, b) => b - a));
    const asc = await list('category=ALL&sortColumn=DATA_USAGE&orderDirection=desc&sortOrder=asc');
    assert.deepEqual(asc.map((r) => r.id), [...desc.map((r) => r.id)].reverse().filter((id) => asc.some((r) => r.id === id)));
    const page = await list('category=ALL&pageIndex=1&pageSize=5');
    assert.deepEqual(page.map((r) => r.id), (await list('category=ALL')).slice(5, 10).map((r) => r.id));
  });

  it('keeps an English name beside the name typed: rows name it in the request language, lists sort and search by either, the history shows it (issue 30)', async () => {
    const yokohama = await byName('Starlink Yokohama 01');
    const read = async (locale: string) => v.parse(starlinkDetailSchema, (await call('GET', `/v2/starlinks/${yokohama.id}`, undefined, admin, locale)).body);
    const before = await read('ja-JP');
    const body = { name: '横浜 屋上', placeId: before.placeId, adminPersonId: before.adminPersonId, note: before.note };
    const saved = await call('PATCH', `/v2/starlinks/${yokohama.id}`, { ...body, nameEn: '  AA Yokohama rooftop  ', version: before.version });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const ja = await read('ja-JP');
    const en = await read('en-US');
    assert.deepEqual([ja.name, ja.nameJa, ja.nameEn], ['横浜 屋上', '横浜 屋上', 'AA Yokohama rooftop'], 'trimmed; Japanese shows the name typed');
    assert.deepEqual([en.name, en.nameJa, en.nameEn], ['AA Yokohama rooftop', '横浜 屋上', 'AA Yokohama rooftop']);
    // the list sorts by the name shown: first in English (AA… before Starlink …), by the name typed in Japanese
    const sorted = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const enRows = await list('category=ALL', admin, 'en-US');
    assert.equal(enRows[0]!.id, yokohama.id);
    assert.deepEqual(enRows.map((r) => r.name), sorted(enRows.map((r) => r.name)));
    const jaRows = await list('category=ALL');
    assert.deepEqual(jaRows.map((r) => r.name), sorted(jaRows.map((r) => r.name)));
    assert.notEqual(jaRows[0]!.id, yokohama.id);
    // free text finds either name, whatever the screen's language
    assert.deepEqual((await list('category=ALL&freeText=yokohama rooftop')).map((r) => r.id), [yokohama.id]);
    assert.deepEqual((await list('category=ALL&freeText=横浜 屋上', admin, 'en-US')).map((r) => r.id), [yokohama.id]);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=STARLINK&resourceId=${yokohama.id}`)).body).items;
    assert.deepEqual(history[0]!.changes.find((c) => c.field === 'nameEn'), { field: 'nameEn', before: 'Starlink Yokohama 01', after: 'AA Yokohama rooftop' });
    // absent: unchanged; empty: none, and English falls back to the name typed
    const kept = await call('PATCH', `/v2/starlinks/${yokohama.id}`, { ...body, name: '横浜 屋上 2', version: ja.version });
    assert.equal(v.parse(starlinkDetailSchema, kept.body).nameEn, 'AA Yokohama rooftop');
    const cleared = await call('PATCH', `/v2/starlinks/${yokohama.id}`, { ...body, nameEn: '   ', version: ja.version + 1 }, admin, 'en-US');
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.deepEqual(((b) => [b.name, b.nameEn])(v.parse(starlinkDetailSchema, cleared.body)), ['横浜 屋上', null]);
    const tooLong = await call('PATCH', `/v2/starlinks/${yokohama.id}`, { ...body, nameEn: 'x'.repeat(101), version: ja.version + 2 });
    assert.equal(tooLong.status, 400);
    assert.deepEqual(Object.keys(fieldErrors(tooLong.body)), ['nameEn']);
    const notText = await call('PATCH', `/v2/starlinks/${yokohama.id}`, { ...body, nameEn: 5, version: ja.version + 2 });
    assert.deepEqual([notText.status, Object.keys(fieldErrors(notText.body))], [400, ['nameEn']]);
  });

  it('names the terminal of an alert in the request language (issue 30)', async () => {
    const osaka = (lang: string) => alerts('category=DATA_OVERAGE&status=ALL', admin, lang).then((rows) => rows.find((a) => a.starlink.kitSerialNumber === 'KIT30400004')!.starlink.name);
    assert.deepEqual([await osaka('ja-JP'), await osaka('en-US')], ['大阪支店 スターリンク 01', 'Starlink Osaka 01']);
  });

  it('answers 400 with the key as path for a bad query', async () => {
    const bad = await call('GET', '/v2/starlinks?category=LOST&sortColumn=COLOR&pageSize=0&orderDirection=up');
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(fieldErrors(bad.body)).sort(), ['category', 'orderDirection', 'pageSize', 'sortColumn']);
    const badAlerts = await call('GET', '/v2/starlink-alerts?category=FIRE&status=CLOSED');
    assert.equal(badAlerts.status, 400);
    assert.deepEqual(Object.keys(fieldErrors(badAlerts.body)).sort(), ['category', 'status']);
  });

  it('reads one terminal with its location and 30 days of usage; 404 for a non-UUID or unknown id', async () => {
    const hq = await byName('Starlink Tokyo HQ 01');
    const res = await call('GET', `/v2/starlinks/${hq.id}`);
    assert.equal(res.status, 200);
    const detail = v.parse(starlinkDetailSchema, res.body);
    assert.ok(Math.abs(detail.latitude! - 35.68) < 0.1 && Math.abs(detail.longitude! - 139.77) < 0.1);
    const usage = v.parse(starlinkUsageSchema, (await call('GET', `/v2/starlinks/${hq.id}/usage`)).body);
    assert.equal(usage.days.length, 30);
    assert.equal(usage.days.at(-1)!.day, tokyoDay());
    assert.ok(usage.days.every((d) => d.dataGb > 0), 'the seed has data for every day');
    assert.ok(Math.abs(usage.totalGb - usage.days.reduce((s, d) => s + d.dataGb, 0)) < 0.01);
    for (const url of ['/v2/starlinks/not-a-uuid', '/v2/starlinks/00000000-0000-4000-8000-000000000000', '/v2/starlinks/not-a-uuid/usage', '/v2/starlinks/00000000-0000-4000-8000-000000000000/usage']) {
      assert.equal((await call('GET', url)).status, 404, url);
    }
  });

  it('updates name, place, admin and note with the version; 409 on a stale version; 400 with field paths', async () => {
    const kobe = await byName('Starlink Kobe Warehouse 01');
    const before = v.parse(starlinkDetailSchema, (await call('GET', `/v2/starlinks/${kobe.id}`)).body);
    const body = { name: 'Starlink Kobe Warehouse 01 (updated)', placeId: null, adminPersonId: before.adminPersonId, note: '', version: before.version };
    const saved = await call('PATCH', `/v2/starlinks/${kobe.id}`, body);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const after = v.parse(starlinkDetailSchema, saved.body);
    assert.equal(after.name, 'Starlink Kobe Warehouse 01 (updated)');
    assert.equal(after.place, null);
    assert.equal(after.note, null);
    assert.equal(after.version, before.version + 1);
    const stale = await call('PATCH', `/v2/starlinks/${kobe.id}`, { ...body, name: '別名' });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'CONFLICT');
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=STARLINK&resourceId=${kobe.id}`)).body).items;
    assert.ok(history.some((e) => e.changes.some((c) => c.field === 'name' && c.after === 'Starlink Kobe Warehouse 01 (updated)')));
    const bad = await call('PATCH', `/v2/starlinks/${kobe.id}`, { name: '　', placeId: 'nope', adminPersonId: '00000000-0000-4000-8000-000000000000', note: 'x'.repeat(1001), version: after.version });
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(fieldErrors(bad.body)).sort(), ['name', 'note', 'placeId']);
    const unknownRefs = await call('PATCH', `/v2/starlinks/${kobe.id}`, { ...body, placeId: '00000000-0000-4000-8000-000000000000', adminPersonId: '00000000-0000-4000-8000-000000000000', version: after.version });
    assert.equal(unknownRefs.status, 400);
    assert.deepEqual(Object.keys(fieldErrors(unknownRefs.body)).sort(), ['adminPersonId', 'placeId']);
    assert.equal((await call('PATCH', '/v2/starlinks/not-a-uuid', body)).status, 404);
  });

  it('names the place and the administrator in the history of a change as they were, in the request language (issue 30)', async () => {
    const detail = async (id: string, locale: string) => v.parse(starlinkDetailSchema, (await call('GET', `/v2/starlinks/${id}`, undefined, admin, locale)).body);
    const historyOf = async (id: string, locale: string) =>
      v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=STARLINK&resourceId=${id}`, undefined, admin, locale)).body).items;
    const sendai = await byName('Starlink Sendai 01');
    const hq = await byName('Starlink Tokyo HQ 01');
    const [fromJa, fromEn, toJa, toEn] = [await detail(sendai.id, 'ja-JP'), await detail(sendai.id, 'en-US'), await detail(hq.id, 'ja-JP'), await detail(hq.id, 'en-US')];
    assert.ok(fromJa.place && fromJa.admin === null && toJa.place && toJa.admin, 'the seed gives Sendai a place and no administrator, Tokyo HQ both');
    const saved = await call('PATCH', `/v2/starlinks/${sendai.id}`, { name: fromJa.name, placeId: toJa.placeId, adminPersonId: toJa.adminPersonId, note: fromJa.note, version: fromJa.version });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    for (const [locale, from, to] of [['ja-JP', fromJa, toJa], ['en-US', fromEn, toEn]] as const) {
      const [entry] = await historyOf(sendai.id, locale);
      assert.deepEqual(entry!.changes, [
        { field: 'placeId', before: from.placeId, after: to.placeId, beforeName: from.place!.name, afterName: to.place!.name },
        { field: 'adminPersonId', before: null, after: to.adminPersonId, afterName: to.admin!.name },
      ], locale);
    }
  });

  it('lists alerts (open by default) in every category, counts them, and resolves one once (audit logged)', async () => {
    const open = await alerts('');
    assert.ok(open.every((a) => a.resolvedAt === null));
    const all = await alerts('status=ALL');
    for (const category of starlinkAlertCategoryValues) {
      assert.ok(open.some((a) => a.category === category), `open ${category}`);
      const only = await alerts(`category=${category}&status=ALL`);
      assert.ok(only.length >= 1 && only.every((a) => a.category === category));
    }
    const resolved = await alerts('status=RESOLVED');
    assert.equal(resolved.length + open.length, all.length);
    assert.ok(resolved.every((a) => a.resolvedBy?.name));
    assert.deepEqual((await call('GET', '/v2/starlink-alerts-count?category=DATA_OVERAGE')).body, { count: open.filter((a) => a.category === 'DATA_OVERAGE').length });
    const detected = open.map((a) => a.detectedAt);
    assert.deepEqual(detected, [...detected].sort().reverse(), 'newest first');
    const english = await alerts('category=ROUTER_ISSUE', admin, 'en-US');
    assert.equal(english[0]?.message, 'The router does not respond.');

    const it = await server.signIn(demoAccounts.it);
    const target = open.find((a) => a.category === 'UPDATE')!;
    const done = await call('PATCH', `/v2/starlink-alerts/${target.id}/resolve`, undefined, it);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const row = v.parse(starlinkAlertRowSchema, done.body);
    assert.ok(row.resolvedAt);
    assert.ok(row.resolvedBy?.name);
    assert.ok(!(await alerts('')).some((a) => a.id === target.id), 'no longer open');
    const again = await call('PATCH', `/v2/starlink-alerts/${target.id}/resolve`, undefined, it);
    assert.equal(again.status, 409);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=STARLINK_ALERT&resourceId=${target.id}`)).body).items;
    assert.equal(history.length, 1);
    assert.equal((await call('PATCH', '/v2/starlink-alerts/not-a-uuid/resolve')).status, 404);
  });

  it('lets admin@ and it@ in, answers 403 to hr@, ga@ and member@, and shows supplier@ none of the terminals', async () => {
    const hq = await byName('Starlink Tokyo HQ 01');
    const alert = (await alerts(''))[0]!;
    const urls = ['/v2/starlink-map-settings', '/v2/starlinks', '/v2/starlinks-count', `/v2/starlinks/${hq.id}`, `/v2/starlinks/${hq.id}/usage`, '/v2/starlink-alerts', '/v2/starlink-alerts-count'];
    const it = await server.signIn(demoAccounts.it);
    for (const url of urls) assert.equal((await call('GET', url, undefined, it)).status, 200, `it ${url}`);
    for (const account of [demoAccounts.hr, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      for (const url of urls) assert.equal((await call('GET', url, undefined, cookie)).status, 403, `${account} ${url}`);
      assert.equal((await call('PATCH', `/v2/starlink-alerts/${alert.id}/resolve`, undefined, cookie)).status, 403, account);
      assert.equal((await call('PATCH', `/v2/starlinks/${hq.id}`, { name: 'x', placeId: null, adminPersonId: null, note: null, version: 1 }, cookie)).status, 403, account);
    }
    const supplier = await server.signIn(demoAccounts.supplier);
    assert.deepEqual(await list('category=ALL', supplier), []);
    assert.deepEqual(await alerts('status=ALL', supplier), []);
    assert.deepEqual((await call('GET', '/v2/starlinks-count?category=ALL', undefined, supplier)).body, { count: 0 });
    assert.equal((await call('GET', `/v2/starlinks/${hq.id}`, undefined, supplier)).status, 404);
    assert.equal((await call('GET', `/v2/starlinks/${hq.id}/usage`, undefined, supplier)).status, 404);
    assert.equal((await call('PATCH', `/v2/starlink-alerts/${alert.id}/resolve`, undefined, supplier)).status, 404);
  });
});
