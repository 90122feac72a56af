import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  countResponseSchema,
  listResponse,
  networkDetailSchema,
  networkRowSchema,
  networksResource,
  type CreateNetworkInput,
  type NetworkRow,
} from '@kanri/contracts';
import { auditLogs, companies, devices, networks, people, places } from '../schema';
import { demoAccounts, seedCompanyIds, seedDatabase } from '../seed/seed';
import { demoNetworks } from './seed-networks';
import { openTestDatabase, startTestServer, type TestServer } from '../test/support';
import { networksKit } from './networks';

const list = listResponse(networkRowSchema);
const auditList = v.object({ items: v.array(auditLogEntrySchema) });
const otherCompanyId = '00000000-0000-4000-8000-0000000000fe';

/** Code-point order, as PostgreSQL's C collation sorts (the test databases use it). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Checks that `rows` are in `key` order (nulls last) with ascending/descending id as tie-breaker. */
function assertSorted(rows: NetworkRow[], key: (r: NetworkRow) => string | null, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    const [ka, kb] = [key(a), key(b)];
    if (ka === null) assert.equal(kb, null, `nulls last: ${a.networkName} before ${b.networkName}`);
    else if (kb !== null) {
      const c = byCodePoint(ka, kb) * sign;
      assert.ok(c < 0 || (c === 0 && byCodePoint(a.id, b.id) * sign < 0), `${order}: ${ka} (${a.id}) before ${kb} (${b.id})`);
    }
  }
}

const payload = (overrides: { networkInformation?: Partial<CreateNetworkInput['networkInformation']>; adminContact?: CreateNetworkInput['adminContact']; accessControl?: Partial<CreateNetworkInput['accessControl']> } = {}): CreateNetworkInput => ({
  networkInformation: {
    networkName: 'テスト用LAN',
    networkType: null,
    connectionType: null,
    networkCategory: null,
    purpose: null,
    destinationType: null,
    placeId: null,
    deviceId: null,
    ...overrides.networkInformation,
  },
  adminContact: overrides.adminContact ?? { personId: null },
  accessControl: { accessLevel: null, accessStatus: null, accessPeriodFrom: null, accessPeriodTo: null, subjectType: null, ...overrides.accessControl },
});

describe('networks', () => {
  let server: TestServer;
  let admin: string;
  let supplier: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}, cookie = admin) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const ok = async <S extends v.GenericSchema>(schema: S, url: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', url, undefined, headers);
    assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
    return v.parse(schema, res.body);
  };
  const rows = async (query: string, headers: Record<string, string> = {}) => (await ok(list, `/v2/networks?pageSize=1000&${query}`, headers)).items;
  const total = async (query = '') => (await ok(countResponseSchema, `/v2/networks-count?${query}`)).count;
  const create = async (body: CreateNetworkInput, headers: Record<string, string> = {}) => {
    const res = await call('POST', '/v2/networks', body, headers);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id as string;
  };
  const auditOf = async (id: string, headers: Record<string, string> = {}, cookie = admin) => {
    const res = await call('GET', `/v2/audit-logs?resourceType=NETWORK&resourceId=${id}`, undefined, headers, cookie);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(auditList, res.body).items;
  };
  const fieldErrors = (body: { fieldErrors?: { path: string; message: string }[] }) => Object.fromEntries((body.fieldErrors ?? []).map((f) => [f.path, f.message]));

  let tokyo: { id: string; nameJa: string; nameEn: string };
  let server1: { id: string; name: string };
  let adminPerson: { id: string };
  let otherPlaceId: string;
  let otherPersonId: string;

  before(async () => {
    server = await startTestServer();
    admin = await server.signIn(demoAccounts.admin);
    supplier = await server.signIn(demoAccounts.supplier);
    const db = server.database.db;
    [tokyo] = (await db.select({ id: places.id, nameJa: places.nameJa, nameEn: places.nameEn }).from(places).where(eq(places.code, 'TKY-001'))) as [typeof tokyo];
    [server1] = (await db.select({ id: devices.id, name: devices.name }).from(devices).where(eq(devices.genre, 'SERVER')).limit(1)) as [typeof server1];
    [adminPerson] = (await db.select({ id: people.id }).from(people).where(eq(people.email, demoAccounts.admin))) as [typeof adminPerson];
    await db.insert(companies).values({ id: otherCompanyId, nameJa: '他社株式会社', nameEn: 'Other Corp.' });
    const [place] = await db.insert(places).values({ companyId: otherCompanyId, code: 'OTH-001', nameJa: '他社本社', nameEn: 'Other HQ', status: 'ACTIVE' }).returning();
    otherPlaceId = place!.id;
    const [person] = await db
      .insert(people)
      .values({
        companyId: otherCompanyId, workerNumber: 'E000001', familyNameJa: '他社', givenNameJa: '太郎', familyNameKana: 'タシャ', givenNameKana: 'タロウ',
        familyNameEn: 'Tasha', givenNameEn: 'Taro', email: 'taro.tasha@other.example', workerType: 'EMPLOYEE', status: 'ACTIVE',
      })
      .returning();
    otherPersonId = person!.id;
  });
  after(() => server.close());

  describe('list and count', () => {
    it('lists the seeded demo networks by name and agrees with the count', async () => {
      const all = await rows('');
      assert.equal(all.length, demoNetworks.length);
      assert.equal(await total(), demoNetworks.length);
      assertSorted(all, (r) => r.networkName, 'asc');
      const page = await ok(list, '/v2/networks?pageSize=10&pageIndex=1');
      assert.deepEqual(page.items.map((r) => r.id), all.slice(10, 20).map((r) => r.id));
      const hq = all.find((r) => r.networkName === 'LAN Tokyo HQ')!;
      assert.equal(hq.destinationType, 'PLACE');
      assert.equal(hq.destinationPlaceContent?.id, tokyo.id);
      assert.equal(hq.adminContact?.personId, adminPerson.id);
      assert.equal(hq.adminContact?.primaryWorkerEmail, demoAccounts.admin);
    });

    it('names places and contacts in the request language', async () => {
      const ja = (await rows('freeText=' + encodeURIComponent('LAN Tokyo HQ'), { 'accept-language': 'ja-JP' }))[0]!;
      assert.equal(ja.destinationPlaceContent?.name, tokyo.nameJa);
      assert.equal(ja.adminContact?.name, '山田 太郎');
      const en = (await rows('freeText=' + encodeURIComponent('LAN Tokyo HQ'), { 'accept-language': 'en-US' }))[0]!;
      assert.equal(en.destinationPlaceContent?.name, tokyo.nameEn);
      assert.equal(en.adminContact?.name, 'Taro Yamada');
      const dedicated = (await rows('freeText=' + encodeURIComponent('DC leased line 01')))[0]!;
      assert.equal(dedicated.destinationType, 'DEVICE');
      assert.ok(dedicated.destinationDeviceContent?.name.startsWith('PRIMERGY'), 'a server device');
    });

    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by every column ${order}, nulls last, id as tie-breaker`, async () => {
        assertSorted(await rows(`sortColumn=NETWORK_NAME&sortOrder=${order}`), (r) => r.networkName, order);
        const byType = await rows(`sortColumn=NETWORK_TYPE&sortOrder=${order}`);
        assertSorted(byType, (r) => r.networkType, order);
        assert.equal(byType.at(-1)!.networkType, null, 'a network without type is last');
        const byPurpose = await rows(`sortColumn=PURPOSE&sortOrder=${order}`);
        assertSorted(byPurpose, (r) => r.purpose, order);
        assert.equal(byPurpose.at(-1)!.purpose, null);

        // ADMIN_CONTACT: the contact's kana reading in Japanese, family then given name in English
        const db = server.database.db;
        const names = new Map((await db.select({ id: people.id, kana: people.nameKana, family: people.familyNameEn, given: people.givenNameEn }).from(people)).map((p) => [p.id, p]));
        const ja = await rows(`sortColumn=ADMIN_CONTACT&sortOrder=${order}`, { 'accept-language': 'ja-JP' });
        assert.equal(ja.length, demoNetworks.length);
        const kanaKey = (r: NetworkRow) => (r.adminContact ? `${names.get(r.adminContact.personId)!.kana}\u0000${r.adminContact.personId}` : null);
        assertSorted(ja, kanaKey, order);
        const withoutContact = ja.filter((r) => r.adminContact === null);
        assert.ok(withoutContact.length >= 2, 'the seed has networks without a contact');
        assert.deepEqual(ja.slice(-withoutContact.length), withoutContact, 'networks without a contact come last');
        const idOrder = withoutContact.map((r) => r.id);
        const sortedIds = [...idOrder].sort(byCodePoint);
        assert.deepEqual(idOrder, order === 'asc' ? sortedIds : sortedIds.reverse(), 'then by id');
        const en = await rows(`sortColumn=ADMIN_CONTACT&sortOrder=${order}`, { 'accept-language': 'en-US' });
        const enKey = (r: NetworkRow) => {
          const p = r.adminContact && names.get(r.adminContact.personId)!;
          return p ? `${p.family}\u0000${p.given}\u0000${r.adminContact!.personId}` : null;
        };
        assertSorted(en, enKey, order);

        // pages of 4 put together are the whole list, across the contact / no-contact boundary
        const pages: NetworkRow[] = [];
        for (let pageIndex = 0; pageIndex * 4 < ja.length; pageIndex++) {
          pages.push(...(await ok(list, `/v2/networks?sortColumn=ADMIN_CONTACT&sortOrder=${order}&pageSize=4&pageIndex=${pageIndex}`, { 'accept-language': 'ja-JP' })).items);
        }
        assert.deepEqual(pages.map((r) => r.id), ja.map((r) => r.id));
        const beyond = await ok(list, `/v2/networks?sortColumn=ADMIN_CONTACT&pageSize=4&pageIndex=${Math.ceil(ja.length / 4)}`);
        assert.deepEqual(beyond.items, []);
      });
    }

    it('filters by networkCategory and networkType', async () => {
      const all = await rows('');
      for (const category of ['SHARED_INTERNAL', 'PERSONAL_USE', 'COMPANY_ASSET', 'CUSTOMER_ENVIRONMENT'] as const) {
        const found = await rows(`networkCategory=${category}`);
        assert.ok(found.length > 0, category);
        assert.deepEqual(found.map((r) => r.id).sort(), all.filter((r) => r.networkCategory === category).map((r) => r.id).sort());
        assert.equal(await total(`networkCategory=${category}`), found.length);
      }
      assert.equal((await rows('networkCategory=ALL')).length, all.length, 'ALL includes networks without a category');
      const vpnOrCloud = await rows('networkType=VPN&networkType=CLOUD');
      assert.deepEqual(vpnOrCloud.map((r) => r.id).sort(), all.filter((r) => r.networkType === 'VPN' || r.networkType === 'CLOUD').map((r) => r.id).sort());
      assert.equal(await total('networkType=VPN,CLOUD'), vpnOrCloud.length);
      const vpnShared = await rows('networkType=VPN&networkCategory=COMPANY_ASSET');
      assert.ok(vpnShared.length > 0 && vpnShared.every((r) => r.networkType === 'VPN' && r.networkCategory === 'COMPANY_ASSET'), 'both filters apply');
      const bad = await call('GET', '/v2/networks?networkCategory=OFFICE&networkType=WIFI&sortColumn=NAME');
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(fieldErrors(bad.body)).sort(), ['networkCategory', 'networkType.0', 'sortColumn']);
    });

    it('searches freeText in the name and purpose (Japanese purposes, language-neutral names), in Japanese and English, case-insensitively', async () => {
      const vpn = await rows('freeText=' + encodeURIComponent('閉域網'));
      assert.deepEqual(vpn.map((r) => r.networkName).sort(), ['VPN Nagoya', 'VPN Osaka', 'VPN Fukuoka'].sort());
      const upper = await rows('freeText=VPN');
      const lower = await rows('freeText=vpn');
      assert.deepEqual(upper.map((r) => r.id), lower.map((r) => r.id));
      assert.deepEqual(upper.map((r) => r.networkName).sort(), ['Remote Work VPN', 'VPN Nagoya', 'VPN Osaka', 'VPN Fukuoka'].sort());
      const visitors = await rows('freeText=VISITORS');
      assert.deepEqual(visitors.map((r) => r.networkName), ['Guest Wi-Fi Osaka'], 'purpose in English');
      const purpose = await rows('freeText=' + encodeURIComponent('閉域網'));
      assert.equal(purpose.length, 3);
      assert.equal(await total('freeText=' + encodeURIComponent('閉域網')), 3);
      assert.deepEqual(await rows('freeText=%25'), [], '% is a literal');
      assert.deepEqual(await rows('freeText=' + encodeURIComponent('該当なしのネットワーク')), []);
    });

    it("searches the admin contact's name in kanji, kana and English and the e-mail", async () => {
      const hq = (await rows('freeText=' + encodeURIComponent('LAN Tokyo HQ')))[0]!;
      const searchText = new Map((await server.database.db.select({ id: people.id, text: people.searchText }).from(people)).map((p) => [p.id, p.text ?? '']));
      for (const text of ['山田', 'ヤマダ', 'yamada', 'YAMADA', 'admin@kanri']) {
        const found = await rows('freeText=' + encodeURIComponent(text), { 'accept-language': 'en-US' });
        assert.ok(found.some((r) => r.id === hq.id), `${text} finds the admin's network`);
        const needle = text.toLowerCase();
        for (const r of found) {
          const own = `${r.networkName} ${r.purpose ?? ''}`.toLowerCase().includes(needle);
          assert.ok(own || (r.adminContact && searchText.get(r.adminContact.personId)!.includes(needle)), `${text} matches ${r.networkName}`);
        }
        assert.ok(found.length < demoNetworks.length, `${text} leaves other networks out`);
        assert.equal(await total('freeText=' + encodeURIComponent(text)), found.length, text);
      }
      const byEmail = await rows('freeText=admin%40kanri');
      assert.ok(byEmail.length > 0 && byEmail.every((r) => r.adminContact?.primaryWorkerEmail === demoAccounts.admin), 'only the admin contact matches the e-mail');
      const byKanji = await rows('freeText=' + encodeURIComponent('山田'), { 'accept-language': 'ja-JP' });
      assert.ok(byKanji.every((r) => r.adminContact?.name.startsWith('山田') || /山田/.test(`${r.networkName}${r.purpose ?? ''}`)), 'every match names 山田');
    });

    it('sends the page PostgreSQL built, row for row what toRow says, for sorts and filters in both languages (issue 28)', async () => {
      const kit = networksKit(server.database.db);
      const searches = [
        '', 'sortOrder=desc', 'sortColumn=NETWORK_TYPE&sortOrder=desc', 'sortColumn=PURPOSE&pageSize=5&pageIndex=1', 'sortColumn=ADMIN_CONTACT',
        'sortColumn=ADMIN_CONTACT&sortOrder=desc&pageSize=4&pageIndex=2', 'networkCategory=COMPANY_ASSET&networkType=VPN', 'freeText=yamada', 'freeText=vpn&sortColumn=ADMIN_CONTACT',
      ];
      for (const lang of ['ja-JP', 'en-US'] as const) {
        for (const search of searches) {
          const res = await server.app.inject({ url: `/v2/networks?${search}`, headers: { cookie: admin, 'accept-language': lang } });
          assert.equal(res.statusCode, 200, search);
          assert.match(String(res.headers['content-type']), /^application\/json/);
          const sent = v.parse(list, res.json()).items;
          const query = v.parse(networksResource.endpoints.list.query, Object.fromEntries(new URLSearchParams(search)));
          const mapped = await kit.list({ db: server.database.db, companyId: seedCompanyIds.customer, locale: lang }, query);
          assert.ok(sent.length > 0, search);
          assert.deepEqual(sent, mapped, `${lang} ${search}`);
        }
        const all = v.parse(list, (await server.app.inject({ url: '/v2/networks?pageSize=1000', headers: { cookie: admin, 'accept-language': lang } })).json()).items;
        assert.ok(all.some((r) => r.adminContact) && all.some((r) => r.destinationPlaceContent) && all.some((r) => r.destinationDeviceContent), 'every reference is compared');
      }
      assert.deepEqual((await call('GET', '/v2/networks?freeText=zzz-no-such-network')).body, { items: [] });
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a minimal network (201 { id }) and reads it back; blank purpose is stored as null, nothing is trimmed', async () => {
      const id = await create(payload({ networkInformation: { networkName: '  前後に空白  ', purpose: '' } }));
      const detail = await ok(networkDetailSchema, `/v2/networks/${id}`);
      assert.equal(detail.id, id);
      assert.equal(detail.networkName, '  前後に空白  ');
      assert.equal(detail.purpose, null);
      assert.equal(detail.networkInformation.purpose, null);
      assert.equal(detail.version, 1);
      assert.equal(detail.adminContact, null);
      assert.ok(!Number.isNaN(Date.parse(detail.createdAt)) && detail.createdAt === detail.updatedAt, `${detail.createdAt} / ${detail.updatedAt}`);
      assert.equal(await total(), demoNetworks.length + 1);
      assert.equal((await call('DELETE', `/v2/networks/${id}`)).status, 204);
    });

    it('creates a full network and answers it with names in the request language', async () => {
      const body = payload({
        networkInformation: { networkName: '新拠点LAN', networkType: 'INTERNAL', connectionType: 'BOTH', networkCategory: 'SHARED_INTERNAL', purpose: '新拠点の業務用', destinationType: 'PLACE', placeId: tokyo.id },
        adminContact: { personId: adminPerson.id },
        accessControl: { accessLevel: 'FULL_ACCESS', accessStatus: 'ACTIVE', accessPeriodFrom: '2026-04-01', accessPeriodTo: '2027-03-31', subjectType: 'USER' },
      });
      const id = await create(body);
      const ja = await ok(networkDetailSchema, `/v2/networks/${id}`, { 'accept-language': 'ja-JP' });
      assert.deepEqual(ja.networkInformation, body.networkInformation);
      assert.deepEqual(ja.accessControl, body.accessControl);
      assert.deepEqual(ja.destinationPlaceContent, { id: tokyo.id, name: tokyo.nameJa });
      assert.equal(ja.adminContact?.name, '山田 太郎');
      const en = await ok(networkDetailSchema, `/v2/networks/${id}`, { 'accept-language': 'en-US' });
      assert.equal(en.destinationPlaceContent?.name, tokyo.nameEn);
      assert.equal(en.adminContact?.name, 'Taro Yamada');
      const device = await create(payload({ networkInformation: { networkName: 'サーバー直結', destinationType: 'DEVICE', deviceId: server1.id } }));
      const avatarUrl = '/files/avatars/server-1.png';
      await server.database.db.update(devices).set({ avatarUrl }).where(eq(devices.id, server1.id));
      const d = await ok(networkDetailSchema, `/v2/networks/${device}`);
      assert.deepEqual(d.destinationDeviceContent, { id: server1.id, name: server1.name, avatarUrl, genre: 'SERVER' });
      await server.database.db.update(devices).set({ avatarUrl: null }).where(eq(devices.id, server1.id));
      assert.equal(d.destinationPlaceContent, null);
      for (const x of [id, device]) assert.equal((await call('DELETE', `/v2/networks/${x}`)).status, 204);
    });

    it('answers 404 for an unknown, malformed or deleted id', async () => {
      assert.equal((await call('GET', '/v2/networks/6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c')).status, 404);
      const malformed = await call('GET', '/v2/networks/not-a-uuid');
      assert.equal(malformed.status, 404);
      assert.equal(malformed.body.code, 'NOT_FOUND');
      assert.equal((await call('PATCH', '/v2/networks/not-a-uuid', { ...payload(), version: 1 })).status, 404);
      assert.equal((await call('DELETE', '/v2/networks/not-a-uuid')).status, 404);
    });

    it('updates with the version read, then refuses a stale version with 409 and keeps the newer values', async () => {
      const id = await create(payload({ networkInformation: { networkName: '更新前', purpose: '旧用途' } }));
      const changed = payload({ networkInformation: { networkName: '更新後', purpose: '新用途', networkType: 'VPN' }, adminContact: { personId: adminPerson.id } });
      const updated = await call('PATCH', `/v2/networks/${id}`, { ...changed, version: 1 }, { 'accept-language': 'ja-JP' });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      const detail = v.parse(networkDetailSchema, updated.body);
      assert.equal(detail.version, 2);
      assert.equal(detail.networkName, '更新後');
      assert.equal(detail.adminContact?.name, '山田 太郎');
      assert.ok(Date.parse(detail.updatedAt) >= Date.parse(detail.createdAt), 'updatedAt moves on');

      const stale = await call('PATCH', `/v2/networks/${id}`, { ...payload({ networkInformation: { networkName: '上書き' } }), version: 1 }, { 'accept-language': 'ja-JP' });
      assert.equal(stale.status, 409);
      assert.equal(stale.body.code, 'CONFLICT');
      assert.equal(stale.body.message, 'このネットワークは他のユーザーによって変更されています。再読み込みしてから、もう一度お試しください。');
      const staleEn = await call('PATCH', `/v2/networks/${id}`, { ...payload(), version: 1 }, { 'accept-language': 'en-US' });
      assert.equal(staleEn.body.message, 'This network was changed by someone else. Reload it and try again.');
      const after = await ok(networkDetailSchema, `/v2/networks/${id}`);
      assert.equal(after.networkName, '更新後', 'never overwritten silently');
      assert.equal(after.version, 2);

      const again = await call('PATCH', `/v2/networks/${id}`, { ...changed, version: 2 });
      assert.equal(again.status, 200);
      assert.equal(again.body.version, 3);
      assert.equal((await call('DELETE', `/v2/networks/${id}`)).status, 204);
      assert.equal((await call('PATCH', `/v2/networks/${id}`, { ...changed, version: 3 })).status, 404, 'gone');
      assert.equal((await call('GET', `/v2/networks/${id}`)).status, 404);
      assert.equal((await call('DELETE', `/v2/networks/${id}`)).status, 404);
    });
  });

  describe('validation', () => {
    const post = (body: unknown, lang = 'ja-JP') => call('POST', '/v2/networks', body, { 'accept-language': lang });

    it('checks networkName: required, 1 to 100 characters, not only spaces', async () => {
      const cases: [string, string | null][] = [
        ['', 'この項目は必須です'],
        ['a', null],
        ['あ'.repeat(100), null],
        ['あ'.repeat(101), '100文字以内で入力してください'],
        ['   ', 'ネットワーク名を空白のみにすることはできません'],
        ['\u3000\u3000', 'ネットワーク名を空白のみにすることはできません'],
        [' \u3000\t', 'ネットワーク名を空白のみにすることはできません'],
      ];
      for (const [networkName, message] of cases) {
        const res = await post(payload({ networkInformation: { networkName } }));
        if (message === null) {
          assert.equal(res.status, 201, `${networkName.length} characters: ${JSON.stringify(res.body)}`);
          assert.equal((await call('DELETE', `/v2/networks/${res.body.id}`)).status, 204);
        } else {
          assert.equal(res.status, 400, JSON.stringify(networkName));
          assert.equal(res.body.code, 'VALIDATION_ERROR');
          assert.deepEqual(fieldErrors(res.body), { 'networkInformation.networkName': message }, JSON.stringify(networkName));
        }
      }
      const en = await post(payload({ networkInformation: { networkName: '  ' } }), 'en-US');
      assert.deepEqual(fieldErrors(en.body), { 'networkInformation.networkName': 'The network name cannot be only spaces' });
    });

    it('checks purpose: at most 200 characters', async () => {
      const ok200 = await post(payload({ networkInformation: { purpose: 'x'.repeat(200) } }));
      assert.equal(ok200.status, 201);
      assert.equal((await call('DELETE', `/v2/networks/${ok200.body.id}`)).status, 204);
      const long = await post(payload({ networkInformation: { purpose: 'x'.repeat(201) } }), 'en-US');
      assert.equal(long.status, 400);
      assert.deepEqual(fieldErrors(long.body), { 'networkInformation.purpose': 'Enter at most 200 characters' });
    });

    it('keeps the destination exclusive both ways and checks the period order', async () => {
      const deviceWithPlace = await post(payload({ networkInformation: { destinationType: 'DEVICE', placeId: tokyo.id } }), 'en-US');
      assert.equal(deviceWithPlace.status, 400);
      assert.deepEqual(fieldErrors(deviceWithPlace.body), { 'networkInformation.placeId': 'A place can be chosen only when the destination type is Place' });
      const placeWithDevice = await post(payload({ networkInformation: { destinationType: 'PLACE', deviceId: server1.id } }));
      assert.deepEqual(fieldErrors(placeWithDevice.body), { 'networkInformation.deviceId': '接続先の種類が「デバイス」の場合のみ、デバイスを選択できます' });
      const none = await post(payload({ networkInformation: { placeId: tokyo.id } }));
      assert.deepEqual(Object.keys(fieldErrors(none.body)), ['networkInformation.placeId'], 'no destination type: no place');
      const period = await post(payload({ accessControl: { accessPeriodFrom: '2026-04-02', accessPeriodTo: '2026-04-01' } }));
      assert.deepEqual(fieldErrors(period.body), { 'accessControl.accessPeriodTo': '終了日は開始日以降の日付を入力してください' });
      const sameDay = await post(payload({ accessControl: { accessPeriodFrom: '2026-04-01', accessPeriodTo: '2026-04-01' } }));
      assert.equal(sameDay.status, 201);
      assert.equal((await call('DELETE', `/v2/networks/${sameDay.body.id}`)).status, 204);
    });

    it("refuses another company's place, an unknown device and another company's person, at their paths", async () => {
      const before = await total();
      const res = await post(
        payload({ networkInformation: { destinationType: 'PLACE', placeId: otherPlaceId }, adminContact: { personId: otherPersonId } }),
      );
      assert.equal(res.status, 400);
      assert.equal(res.body.message, '入力内容に誤りがあります。該当する項目をご確認ください。');
      assert.deepEqual(fieldErrors(res.body), {
        'networkInformation.placeId': '指定された拠点が見つかりません。別の拠点を選択してください。',
        'adminContact.personId': '指定された人材が見つかりません。別の人材を選択してください。',
      });
      const device = await post(payload({ networkInformation: { destinationType: 'DEVICE', deviceId: '6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c' } }), 'en-US');
      assert.deepEqual(fieldErrors(device.body), { 'networkInformation.deviceId': 'This device was not found. Choose another device.' });
      assert.equal(await total(), before, 'nothing created');
    });

    it('answers 400 with paths for a wrong body shape and a bad version', async () => {
      const id = (await rows(''))[0]!.id;
      const res = await call('PATCH', `/v2/networks/${id}`, { ...payload({ networkInformation: { networkType: 'WIFI' as never } }), version: 0 });
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(fieldErrors(res.body)).sort(), ['networkInformation.networkType', 'version']);
      const missing = await call('POST', '/v2/networks', { networkInformation: { networkName: 'x' } });
      assert.equal(missing.status, 400);
      assert.ok(Object.keys(fieldErrors(missing.body)).includes('adminContact'), JSON.stringify(missing.body));
    });
  });

  describe('audit log', () => {
    it('records create, update and delete with the changed fields, newest first, actor in the request language', async () => {
      const id = await create(payload({ networkInformation: { networkName: '監査対象', networkType: 'INTERNAL' } }));
      const full = payload({ networkInformation: { networkName: '監査対象（変更後）', networkType: 'INTERNAL', destinationType: 'PLACE', placeId: tokyo.id }, accessControl: { accessPeriodFrom: '2026-04-01' } });
      assert.equal((await call('PATCH', `/v2/networks/${id}`, { ...full, version: 1 })).status, 200);
      // a failed update writes nothing: stale version, then a foreign place
      assert.equal((await call('PATCH', `/v2/networks/${id}`, { ...full, version: 1 })).status, 409);
      const foreign = payload({ networkInformation: { networkName: 'x', destinationType: 'PLACE', placeId: otherPlaceId } });
      assert.equal((await call('PATCH', `/v2/networks/${id}`, { ...foreign, version: 2 })).status, 400);
      assert.equal((await ok(networkDetailSchema, `/v2/networks/${id}`)).version, 2, 'the failed updates changed nothing');
      assert.equal((await call('DELETE', `/v2/networks/${id}`)).status, 204);

      const entries = await auditOf(id, { 'accept-language': 'ja-JP' });
      assert.deepEqual(entries.map((e) => e.action), ['DELETE', 'UPDATE', 'CREATE']);
      const [deleted, updated, created] = entries as [typeof entries[number], typeof entries[number], typeof entries[number]];
      assert.deepEqual(created.actor, { userId: server.seed.adminUserId, name: '山田 太郎' });
      assert.ok(Date.parse(deleted.occurredAt) >= Date.parse(updated.occurredAt) && Date.parse(updated.occurredAt) >= Date.parse(created.occurredAt), 'newest first');
      assert.deepEqual(created.changes, [
        { field: 'networkInformation.networkName', before: null, after: '監査対象' },
        { field: 'networkInformation.networkType', before: null, after: 'INTERNAL' },
      ]);
      assert.deepEqual(updated.changes, [
        { field: 'networkInformation.networkName', before: '監査対象', after: '監査対象（変更後）' },
        { field: 'networkInformation.destinationType', before: null, after: 'PLACE' },
        { field: 'networkInformation.placeId', before: null, after: tokyo.id, afterName: tokyo.nameJa },
        { field: 'accessControl.accessPeriodFrom', before: null, after: '2026-04-01' },
      ]);
      assert.deepEqual(deleted.changes, [
        { field: 'networkInformation.networkName', before: '監査対象（変更後）', after: null },
        { field: 'networkInformation.networkType', before: 'INTERNAL', after: null },
        { field: 'networkInformation.destinationType', before: 'PLACE', after: null },
        { field: 'networkInformation.placeId', before: tokyo.id, after: null, beforeName: tokyo.nameJa },
        { field: 'accessControl.accessPeriodFrom', before: '2026-04-01', after: null },
      ]);
      const en = await auditOf(id, { 'accept-language': 'en-US' });
      assert.equal(en[0]!.actor?.name, 'Taro Yamada');
      const paged = await call('GET', `/v2/audit-logs?resourceType=NETWORK&resourceId=${id}&pageSize=1&pageIndex=1`);
      assert.deepEqual(paged.body.items.map((e: { action: string }) => e.action), ['UPDATE']);
      assert.deepEqual(await auditOf(id, {}, supplier), [], "another company does not see the company's history");
    });

    it('answers 400 for a bad audit query', async () => {
      const res = await call('GET', '/v2/audit-logs?resourceType=PRINTER&resourceId=x', undefined, { 'accept-language': 'en-US' });
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(fieldErrors(res.body)).sort(), ['resourceId', 'resourceType']);
    });
  });

  describe('tenant isolation', () => {
    it("hides the demo company's networks from the supplier company", async () => {
      const hq = (await rows(''))[0]!;
      const opts = { 'accept-language': 'en-US' };
      assert.equal((await call('GET', `/v2/networks/${hq.id}`, undefined, opts, supplier)).status, 404);
      assert.equal((await call('PATCH', `/v2/networks/${hq.id}`, { ...payload(), version: 1 }, opts, supplier)).status, 404);
      assert.equal((await call('DELETE', `/v2/networks/${hq.id}`, undefined, opts, supplier)).status, 404);
      const theirs = await call('GET', '/v2/networks?pageSize=1000', undefined, opts, supplier);
      assert.deepEqual(theirs.body, { items: [] });
      assert.deepEqual((await call('GET', '/v2/networks-count', undefined, opts, supplier)).body, { count: 0 });
      assert.deepEqual((await call('GET', `/v2/networks-count?freeText=${encodeURIComponent('山田')}`, undefined, opts, supplier)).body, { count: 0 });
      // the supplier's own network is not in the demo company's list, and the demo company's place is not the supplier's
      const created = await call('POST', '/v2/networks', payload({ networkInformation: { networkName: 'Supplier LAN' } }), opts, supplier);
      assert.equal(created.status, 201);
      assert.ok(!(await rows('freeText=supplier')).some((r) => r.id === created.body.id), "the supplier's network is not the demo company's");
      const borrowed = await call('POST', '/v2/networks', payload({ networkInformation: { networkName: 'x', destinationType: 'PLACE', placeId: tokyo.id } }), opts, supplier);
      assert.equal(borrowed.status, 400);
      assert.equal((await call('GET', `/v2/networks/${hq.id}`)).status, 200, 'still there for its own company');
      const [row] = await server.database.db.select({ n: count() }).from(networks).where(eq(networks.companyId, seedCompanyIds.supplier));
      assert.equal(row?.n, 1);
    });

    it('refuses a user without the operator account (403) and no session (401)', async () => {
      const member = await server.signIn(demoAccounts.member);
      assert.equal((await call('GET', '/v2/networks', undefined, {}, member)).status, 403);
      assert.equal((await call('POST', '/v2/networks', payload(), {}, member)).status, 403);
      assert.equal((await server.app.inject({ url: '/v2/networks' })).statusCode, 401);
    });
  });

  describe('many contacts match the text', () => {
    it('still finds networks by contact when more contacts match than the id list holds', async () => {
      const db = server.database.db;
      const tag = 'zqxcontact';
      await db.execute(sql`
        INSERT INTO people (company_id, worker_number, family_name_ja, given_name_ja, family_name_kana, given_name_kana, family_name_en, given_name_en, email, worker_type, status)
        SELECT ${seedCompanyIds.customer}, 'Z' || lpad(g::text, 6, '0'), '試験', '太郎', 'シケン', 'タロウ', 'Zqxcontact', 'Taro', ${tag} || g || '@kanri-shoji.example', 'EMPLOYEE', 'ACTIVE'
        FROM generate_series(1, 5100) g`);
      const [someone] = await db.select({ id: people.id }).from(people).where(eq(people.workerNumber, 'Z005050'));
      const id = await create(payload({ networkInformation: { networkName: '多数一致テスト' }, adminContact: { personId: someone!.id } }));
      const found = await rows(`freeText=${tag}`);
      assert.deepEqual(found.map((r) => r.id), [id]);
      assert.equal(await total(`freeText=${tag}`), 1);
      const few = await rows(`freeText=${tag}5050`);
      assert.deepEqual(few.map((r) => r.id), [id]);
      assert.equal((await call('DELETE', `/v2/networks/${id}`)).status, 204);
      await db.delete(auditLogs).where(eq(auditLogs.resourceId, id));
      await db.execute(sql`DELETE FROM people WHERE worker_number LIKE 'Z%'`);
    });
  });

  describe('deep pages sorted by admin contact', () => {
    it('counts first from offset 10 000 and pages across the contact / no-contact boundary', async () => {
      const db = server.database.db;
      // 5000 more networks of the admin, 4990 without a contact
      await db.execute(sql`
        INSERT INTO networks (company_id, network_name, admin_person_id)
        SELECT ${seedCompanyIds.customer}, 'Deep ' || lpad(g::text, 5, '0'), CASE WHEN g <= 5000 THEN ${adminPerson.id}::uuid END
        FROM generate_series(1, 9990) g`);
      try {
        const [c] = await db.select({ n: count() }).from(networks).where(and(eq(networks.companyId, seedCompanyIds.customer), isNotNull(networks.adminPersonId)));
        const contacted = c!.n;
        const noContact = (await db.select({ id: networks.id }).from(networks).where(and(eq(networks.companyId, seedCompanyIds.customer), isNull(networks.adminPersonId))))
          .map((r) => r.id)
          .sort(byCodePoint);
        assert.ok(contacted > 5000 && contacted < 5100 && noContact.length > 4990, `${contacted} / ${noContact.length}`);
        const pageAt = async (pageIndex: number, order = 'asc') =>
          (await ok(list, `/v2/networks?sortColumn=ADMIN_CONTACT&sortOrder=${order}&pageSize=100&pageIndex=${pageIndex}`, { 'accept-language': 'en-US' })).items;
        // offset 5000: the last contacts, then the first networks without one
        const boundary = await pageAt(50);
        assert.equal(boundary.length, 100);
        assert.ok(boundary.slice(0, contacted - 5000).every((r) => r.adminContact !== null), 'contacts first');
        assert.deepEqual(boundary.slice(contacted - 5000).map((r) => r.id), noContact.slice(0, 100 - (contacted - 5000)));
        // offset 10 000 (deep): only networks without a contact, continuing by id
        const deep = await pageAt(100);
        assert.deepEqual(deep.map((r) => r.id), noContact.slice(10_000 - contacted, 10_100 - contacted));
        const deepDesc = await pageAt(100, 'desc');
        const reversed = [...noContact].reverse();
        assert.deepEqual(deepDesc.map((r) => r.id), reversed.slice(10_000 - contacted, 10_100 - contacted));
        const last = Math.floor((contacted + noContact.length - 1) / 100);
        assert.equal((await pageAt(last)).length, contacted + noContact.length - last * 100);
        assert.deepEqual(await pageAt(last + 1), []);
      } finally {
        await db.delete(networks).where(sql`${networks.networkName} LIKE 'Deep %'`);
      }
    });
  });
});

describe('network seed', () => {
  it('generates networks up to the scale from 1000 people, spread over current workers, places and devices', async () => {
    const database = await openTestDatabase();
    try {
      await seedDatabase(database.db, { scale: 1000, demo: false });
      const db = database.db;
      const [all] = await db.select({ n: count() }).from(networks);
      assert.equal(all?.n, 1000);
      const [alumniAdmins] = await db.select({ n: count() }).from(networks).innerJoin(people, eq(people.id, networks.adminPersonId)).where(eq(people.status, 'ALUMNI'));
      assert.equal(alumniAdmins?.n, 0, 'admin contacts are current workers');
      const stats = await db
        .select({ withPlace: sql<number>`count(place_id)::int`, withDevice: sql<number>`count(device_id)::int`, withAdmin: sql<number>`count(admin_person_id)::int`, names: sql<number>`count(distinct network_name)::int` })
        .from(networks);
      const s = stats[0]!;
      assert.ok(s.withPlace > 200 && s.withDevice > 200 && s.withAdmin > 900 && s.withAdmin < 1000, JSON.stringify(s));
      assert.equal(s.names, 1000, 'names are unique');
      const consistent = await db.execute(sql`SELECT count(*)::int AS n FROM networks WHERE coalesce(destination_type = 'PLACE', false) <> (place_id IS NOT NULL) OR coalesce(destination_type = 'DEVICE', false) <> (device_id IS NOT NULL)`);
      assert.equal((consistent as unknown as { rows: { n: number }[] }).rows[0]!.n, 0, 'destination type matches the reference');
    } finally {
      await database.close();
    }
  });
});
