import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  accountRowSchema,
  countResponseSchema,
  marketplaceDeviceSchema,
  personSchema,
  peopleFilterOptionsSchema,
  placeSchema,
  softwareSchema,
  listResponse,
  workforceRowSchema,
} from '@kanri/contracts';
import { companies, people, places } from '../schema';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

describe('list endpoints', () => {
  let server: TestServer;
  let admin: string;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ url, headers: { cookie: admin, ...headers } });
    return { status: res.statusCode, body: res.json() };
  };
  const ok = async <S extends v.GenericSchema>(schema: S, url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
    return v.parse(schema, res.body);
  };
  const count = async (url: string) => (await ok(countResponseSchema, url)).count;

  before(async () => {
    server = await startTestServer({}, 1200);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(() => server.close());

  describe('people', () => {
    const list = listResponse(workforceRowSchema);

    it('pages with the default size 100 and agrees with the count', async () => {
      const total = await count('/v2/people/count');
      const all = await count('/v2/people/count?category=ALL_ALL');
      assert.equal(total, all);
      const alumni = await count('/v2/people/count?category=ALL_ALUMNI');
      assert.ok(alumni > 0);
      assert.ok(total + alumni <= 1200 && total + alumni >= 1190, 'alumni are outside ALL_ALL');
      const first = await ok(list, '/v2/people');
      assert.equal(first.items.length, 100);
      const lastIndex = Math.floor((total - 1) / 100);
      const last = await ok(list, `/v2/people?pageIndex=${lastIndex}`);
      assert.equal(last.items.length, total - lastIndex * 100);
      const second = await ok(list, '/v2/people?pageIndex=1&pageSize=100');
      const ids = new Set(first.items.map((p) => p.id));
      assert.ok(second.items.every((p) => !ids.has(p.id)), 'pages do not overlap');
    });

    it('sorts by worker number both ways and by kana name in Japanese', async () => {
      const asc = await ok(list, '/v2/people?sortColumn=WORKER_NUMBER&sortOrder=asc&pageSize=50');
      const desc = await ok(list, '/v2/people?sortColumn=WORKER_NUMBER&sortOrder=desc&pageSize=50');
      const numbers = asc.items.map((p) => p.workerNumber);
      assert.deepEqual(numbers, [...numbers].sort());
      const descNumbers = desc.items.map((p) => p.workerNumber);
      assert.deepEqual(descNumbers, [...descNumbers].sort().reverse());
      const ja = await ok(list, '/v2/people?pageSize=200', { 'accept-language': 'ja-JP' });
      const kana = ja.items.map((p) => p.nameKana);
      assert.deepEqual(kana, [...kana].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      assert.ok(/[\u3040-\u30ff\u4e00-\u9fff]/.test(`${ja.items[0]!.familyName}${ja.items[0]!.givenName}`), 'Japanese names in ja-JP');
      const en = await ok(list, '/v2/people?pageSize=5', { 'accept-language': 'en-US' });
      assert.match(`${en.items[0]!.givenName} ${en.items[0]!.familyName}`, /^[A-Z][a-z]+ [A-Z][a-z]+$/);
    });

    it('filters by menu, category, worker type and department', async () => {
      const employees = await ok(list, '/v2/people?menu=Employee&pageSize=1000');
      assert.ok(employees.items.length > 0);
      assert.ok(employees.items.every((p) => p.workerType === 'EMPLOYEE' && p.status !== 'ALUMNI'));
      const active = await ok(list, '/v2/people?category=CONTRACTOR_ACTIVE&pageSize=1000');
      assert.ok(active.items.every((p) => p.workerType === 'CONTRACTOR' && p.status === 'ACTIVE'));
      const two = await ok(list, '/v2/people?workerTypeIn=CONTRACTOR&workerTypeIn=COLLABORATOR&pageSize=1000');
      assert.deepEqual([...new Set(two.items.map((p) => p.workerType))].sort(), ['COLLABORATOR', 'CONTRACTOR']);
      const comma = await count('/v2/people/count?workerTypeIn=CONTRACTOR,COLLABORATOR');
      assert.equal(comma, two.items.length);
      // the rows carry the department's name (lean rows, issue 28); its id comes from the filter options
      const options = await ok(peopleFilterOptionsSchema, '/v2/people-filter-options', { 'accept-language': 'ja-JP' });
      const department = options.departments.find((d) => d.name === employees.items[0]!.department) ?? options.departments[0]!;
      const dept = department.id;
      const inDept = await ok(list, `/v2/people?departmentIdIn=${dept}&pageSize=1000`, { 'accept-language': 'ja-JP' });
      assert.ok(inDept.items.length > 0 && inDept.items.every((p) => p.department === department.name));
      assert.equal(await count(`/v2/people/count?departmentIdIn=${dept}`), inDept.items.length);
    });

    it('searches freeText in kanji, kana, romaji and e-mail', async () => {
      for (const text of ['佐藤', 'サトウ', 'sato', 'SATO']) {
        const found = await ok(list, `/v2/people?freeText=${encodeURIComponent(text)}&pageSize=1000`, { 'accept-language': 'ja-JP' });
        assert.ok(found.items.length > 0, text);
        assert.ok(found.items.every((p) => p.familyName === '佐藤'), `${text} matches only Sato`);
      }
      const admin = await ok(list, '/v2/people?freeText=admin%40kanri');
      assert.deepEqual(admin.items.map((p) => p.email), ['admin@kanri.example']);
      assert.equal((await ok(list, '/v2/people?freeText=%25')).items.length, 0, '% is literal');
    });

    it('answers 400 with field paths for a bad query, in Japanese when asked', async () => {
      const res = await get('/v2/people?pageSize=0&pageIndex=x&sortOrder=up&departmentIdIn=nope&menu=Everyone&color=red', { 'accept-language': 'ja-JP' });
      assert.equal(res.status, 400);
      assert.equal(res.body.code, 'VALIDATION_ERROR');
      assert.equal(res.body.message, '入力内容に誤りがあります。該当する項目をご確認ください。');
      const paths = Object.fromEntries(res.body.fieldErrors.map((f: { path: string; message: string }) => [f.path, f.message]));
      assert.deepEqual(Object.keys(paths).sort(), ['color', 'departmentIdIn.0', 'menu', 'pageIndex', 'pageSize', 'sortOrder']);
      assert.equal(paths.pageSize, '1以上の値を入力してください');
      assert.equal(paths.pageIndex, '整数を入力してください');
      assert.equal(paths.menu, '一覧にある値から選択してください');
      const en = await get('/v2/people?pageSize=1001', { 'accept-language': 'en-US' });
      assert.deepEqual(en.body.fieldErrors, [{ path: 'pageSize', message: 'Enter 1000 or less' }]);
      // Without Accept-Language the session's saved locale (ja-JP for the demo admin) decides.
      const saved = await get('/v2/people?pageSize=1001');
      assert.deepEqual(saved.body.fieldErrors, [{ path: 'pageSize', message: '1000以下の値を入力してください' }]);
    });

    it('answers one person and 404 for an unknown id', async () => {
      const [first] = (await ok(list, '/v2/people?pageSize=1')).items;
      assert.equal((await ok(personSchema, `/v2/people/${first!.id}`)).id, first!.id);
      assert.equal((await get('/v2/people/6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c')).status, 404);
      assert.equal((await get('/v2/people/not-a-uuid')).status, 404, 'a non-UUID id is not found, like the kit answers');
    });
  });

  describe('places', () => {
    const list = listResponse(placeSchema);
    it('lists by code, filters by category and type, searches', async () => {
      const all = await ok(list, '/v2/places');
      assert.equal(all.items.length, await count('/v2/places-count'));
      const codes = all.items.map((p) => p.code);
      assert.deepEqual(codes, [...codes].sort());
      const active = await ok(list, '/v2/places?category=ACTIVE');
      assert.ok(active.items.length > 0 && active.items.every((p) => p.status === 'ACTIVE'));
      const closed = await ok(list, '/v2/places?category=CLOSED', { 'accept-language': 'ja-JP' });
      assert.deepEqual(closed.items.map((p) => p.name), ['那覇出張所']);
      const hq = all.items.find((p) => p.code === 'TKY-001')!;
      const byType = await ok(list, `/v2/places?businessPlaceTypeIdIn=${hq.businessPlaceType!.id}`);
      assert.deepEqual(byType.items.map((p) => p.code), ['TKY-001']);
      const osaka = await ok(list, `/v2/places?freeText=${encodeURIComponent('大阪')}`);
      assert.deepEqual(osaka.items.map((p) => p.code), ['OSK-001']);
      const byName = await ok(list, '/v2/places?sortColumn=PLACE&sortOrder=desc', { 'accept-language': 'en-US' });
      const names = byName.items.map((p) => p.name);
      assert.deepEqual(names, [...names].sort().reverse());
      const bad = await get('/v2/places?category=OPEN&sortColumn=NAME&officeTypeIdIn=1,2');
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['category', 'officeTypeIdIn.0', 'officeTypeIdIn.1', 'sortColumn']);
    });
  });

  describe('software', () => {
    const list = listResponse(softwareSchema);
    it('defaults to integrated SaaS and filters by status and integration', async () => {
      const saas = await ok(list, '/v2/software');
      assert.ok(saas.items.length > 10);
      assert.ok(saas.items.every((s) => s.info.type === 'SAAS' && s.integrationStatus === 'INTEGRATED'));
      assert.ok(saas.items.some((s) => s.info.name === 'Slack'));
      const custom = await ok(list, '/v2/software?status=SAAS&integration=CUSTOM_APPS');
      assert.ok(custom.items.length > 0 && custom.items.every((s) => s.integrationStatus === 'CUSTOM_APP'));
      const allSaas = await count('/v2/software-count?integration=ALL');
      assert.ok(allSaas > saas.items.length);
      const installed = await ok(list, '/v2/software?status=INSTALLED&integration=DEACTIVATED');
      assert.ok(installed.items.length > 0 && installed.items.every((s) => s.info.type === 'INSTALLED'), 'integration applies only to SaaS');
      const all = await count('/v2/software-count?status=ALL');
      assert.ok(all > allSaas);
      const search = await ok(list, '/v2/software?status=ALL&freeText=microsoft');
      assert.ok(search.items.length >= 3 && search.items.every((s) => /microsoft/i.test(`${s.info.name} ${s.vendor.name}`)));
      const byUsers = await ok(list, '/v2/software?sortColumn=USER_COUNT&sortOrder=desc');
      const counts = byUsers.items.map((s) => s.userCount);
      assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
      assert.equal((await get('/v2/software?status=SAAS_ONLY')).status, 400);
    });
  });

  describe('marketplace', () => {
    it('answers the header per company and pages devices by 10', async () => {
      assert.deepEqual((await get('/v2/marketplace/store/header')).body, { isAvailable: true, isCustomer: true, isSupplier: false });
      const page = await ok(listResponse(marketplaceDeviceSchema), '/v2/marketplace/store/devices');
      assert.equal(page.items.length, 10);
      const total = await count('/v2/marketplace/store/devices-count');
      assert.ok(total > 10);
      const byPrice = await ok(listResponse(marketplaceDeviceSchema), '/v2/marketplace/store/devices?sortColumn=PRICE&pageSize=100');
      const prices = byPrice.items.map((d) => d.price).filter((p): p is number => p !== null);
      assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
      const supplier = await server.signIn(demoAccounts.supplier);
      const header = await server.app.inject({ url: '/v2/marketplace/store/header', headers: { cookie: supplier } });
      assert.deepEqual(header.json(), { isAvailable: true, isCustomer: false, isSupplier: true });
      assert.equal((await server.app.inject({ url: '/v2/marketplace/store/devices', headers: { cookie: supplier } })).statusCode, 403);
    });
  });

  describe('settings accounts', () => {
    it('lists memberships and invitations with expiry', async () => {
      const rows = await ok(listResponse(accountRowSchema), '/v2/settings/operator-accounts');
      const invitations = rows.items.filter((r) => r.type === 'INVITATION');
      assert.equal(invitations.length, 2);
      assert.deepEqual(invitations.map((r) => r.type === 'INVITATION' && r.isExpired).sort(), [false, true]);
      assert.ok(rows.items.some((r) => r.type === 'MEMBERSHIP' && r.email === demoAccounts.admin));
      assert.ok(!rows.items.some((r) => r.email === demoAccounts.member), 'member has no operator account');
      assert.ok(!rows.items.some((r) => r.email === demoAccounts.supplier), 'supplier is another company');
      assert.equal(await count('/v2/settings/operator-accounts-count'), rows.items.length);
      assert.equal(await count('/v2/settings/operator-accounts-count?category=INVITATION'), 2);
      const individual = await ok(listResponse(accountRowSchema), '/v2/settings/individual-accounts?freeText=member');
      assert.deepEqual(individual.items.map((r) => r.email), [demoAccounts.member]);
    });
  });

  describe('tenant isolation', () => {
    it("never shows another company's rows", async () => {
      const otherId = '00000000-0000-4000-8000-0000000000ff';
      const db = server.database.db;
      await db.insert(companies).values({ id: otherId, nameJa: '他社株式会社', nameEn: 'Other Corp.' });
      const [otherPlace] = await db
        .insert(places)
        .values({ companyId: otherId, code: 'TKY-001', nameJa: '他社本社', nameEn: 'Other HQ', status: 'ACTIVE' })
        .returning();
      const [otherPerson] = await db
        .insert(people)
        .values({
          companyId: otherId, workerNumber: 'E000001', familyNameJa: '佐藤', givenNameJa: '他社', familyNameKana: 'サトウ', givenNameKana: 'タシャ',
          familyNameEn: 'Sato', givenNameEn: 'Tasha', email: 'tasha.sato@other.example', workerType: 'EMPLOYEE', status: 'ACTIVE', placeId: otherPlace!.id,
        })
        .returning();
      assert.equal((await get(`/v2/people/${otherPerson!.id}`)).status, 404);
      assert.equal(await count('/v2/people/count?freeText=tasha'), 0);
      assert.equal(await count(`/v2/people/count?placeIdIn=${otherPlace!.id}`), 0);
      const placesList = await ok(listResponse(placeSchema), '/v2/places?freeText=other');
      assert.equal(placesList.items.length, 0);
      // The supplier company's operator sees its own person only, none of the customer's people.
      const supplier = await server.signIn(demoAccounts.supplier);
      const theirs = await server.app.inject({ url: '/v2/people/count', headers: { cookie: supplier } });
      assert.deepEqual(theirs.json(), { count: 1 });
      const theirRows = (await server.app.inject({ url: '/v2/people', headers: { cookie: supplier } })).json() as { items: { email: string }[] };
      assert.deepEqual(theirRows.items.map((r) => r.email), [demoAccounts.supplier]);
      const [someone] = (await ok(listResponse(workforceRowSchema), '/v2/people?pageSize=1')).items;
      assert.equal((await server.app.inject({ url: `/v2/people/${someone!.id}`, headers: { cookie: supplier } })).statusCode, 404);
    });
  });
});
