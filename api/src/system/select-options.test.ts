import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { deviceSelectOptionSchema, placeSelectOptionSchema, selectOptionsPageSize, workerSelectOptionSchema } from '@kanri/contracts';
import { devices, people, places } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

const deviceItems = v.object({ items: v.array(deviceSelectOptionSchema) });
const placeItems = v.object({ places: v.array(placeSelectOptionSchema) });
const workerItems = v.object({ items: v.array(workerSelectOptionSchema) });
/** Code-point order, as PostgreSQL's C collation sorts (the test databases use it). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isSorted = (keys: string[], order: 'asc' | 'desc' = 'asc') => keys.every((k, i) => i === 0 || byCodePoint(keys[i - 1]!, k) * (order === 'asc' ? 1 : -1) <= 0);

describe('picker options', () => {
  let server: TestServer;
  let admin: string;
  let supplier: string;
  const ok = async <S extends v.GenericSchema>(schema: S, url: string, headers: Record<string, string> = {}, cookie = admin) => {
    const res = await server.app.inject({ url, headers: { cookie, ...headers } });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return v.parse(schema, res.json());
  };

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
    supplier = await server.signIn(demoAccounts.supplier);
  });
  after(() => server.close());

  describe('devices-for-select', () => {
    it('pages the company devices by name (50 by default), both directions, without overlap', async () => {
      // what an operation start accepts (issue 30): the company's devices that are not deleted
      const [row] = await server.database.db.select({ n: count() }).from(devices).where(and(eq(devices.companyId, seedCompanyIds.customer), ne(devices.lifecycleStatus, 'DELETED')));
      const deleted = await server.database.db.select({ id: devices.id }).from(devices).where(and(eq(devices.companyId, seedCompanyIds.customer), eq(devices.lifecycleStatus, 'DELETED')));
      assert.ok(deleted.length > 0, 'the seed has deleted devices');
      const first = await ok(deviceItems, '/v2/components/devices-for-select');
      assert.equal(first.items.length, selectOptionsPageSize);
      assert.ok(isSorted(first.items.map((d) => d.name)), 'by name');
      const all = [];
      for (let pageIndex = 0; ; pageIndex++) {
        const { items } = await ok(deviceItems, `/v2/components/devices-for-select?orderBy=name&pageSize=200&pageIndex=${pageIndex}`);
        all.push(...items);
        if (items.length < 200) break;
      }
      assert.equal(all.length, row!.n);
      assert.equal(new Set(all.map((d) => d.id)).size, all.length, 'pages do not overlap');
      const offered = new Set(all.map((d) => d.id));
      assert.deepEqual(deleted.filter((d) => offered.has(d.id)), [], 'a deleted device is not offered: an operation start refuses it');
      assert.deepEqual(all.slice(0, 50).map((d) => d.id), first.items.map((d) => d.id));
      const desc = await ok(deviceItems, '/v2/components/devices-for-select?orderDirection=desc&pageSize=200');
      assert.ok(isSorted(desc.items.map((d) => d.name), 'desc'), 'descending');
      assert.equal(desc.items[0]!.name, all.at(-1)!.name);
    });

    it('searches the name, device tag and model', async () => {
      const tag = await ok(deviceItems, '/v2/components/devices-for-select?freeText=dv-00001');
      assert.equal(tag.items.length, 1);
      const [byTag] = await server.database.db.select({ name: devices.name }).from(devices).where(eq(devices.deviceTag, 'DV-00001'));
      assert.equal(tag.items[0]!.name, byTag!.name);
      const model = await ok(deviceItems, '/v2/components/devices-for-select?freeText=CARBON&pageSize=200');
      assert.ok(model.items.length > 0 && model.items.every((d) => d.name.startsWith('ThinkPad X1 Carbon')), 'model Gen 11 is the ThinkPad');
      const name = await ok(deviceItems, `/v2/components/devices-for-select?freeText=${encodeURIComponent('iPad')}&pageSize=200`);
      assert.ok(name.items.length > 0 && name.items.every((d) => d.name.startsWith('iPad')), 'by name');
      assert.deepEqual((await ok(deviceItems, '/v2/components/devices-for-select?freeText=%25')).items, []);
    });

    it("answers each device's genre and avatar, and finds a device without maker or model by its name", async () => {
      const db = server.database.db;
      const [d] = await db.select({ id: devices.id, genre: devices.genre }).from(devices).where(eq(devices.companyId, seedCompanyIds.customer)).limit(1);
      const avatarUrl = '/files/avatars/picker-test.png';
      await db.update(devices).set({ name: 'Picker Test 端末', maker: null, model: null, avatarUrl }).where(eq(devices.id, d!.id));
      const found = await ok(deviceItems, `/v2/components/devices-for-select?freeText=${encodeURIComponent('picker test')}`);
      assert.deepEqual(found.items, [{ id: d!.id, name: 'Picker Test 端末', avatarUrl, genre: d!.genre }]);
      const all = await ok(v.object({ items: v.array(v.object({ genre: v.string() })) }), '/v2/components/devices-for-select?pageSize=200');
      assert.ok(all.items.every((i) => typeof i.genre === 'string'), 'every option has its genre');
    });

    it("answers only the caller's company and 400 for a bad query", async () => {
      assert.deepEqual(await ok(deviceItems, '/v2/components/devices-for-select', {}, supplier), { items: [] });
      const bad = await server.app.inject({ url: '/v2/components/devices-for-select?orderBy=tag&pageSize=201&extra=1', headers: { cookie: admin } });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json().fieldErrors.map((f: { path: string }) => f.path).sort(), ['extra', 'orderBy', 'pageSize']);
    });
  });

  describe('place-select', () => {
    it('orders by address (default) or name, in the request language', async () => {
      const ja = await ok(placeItems, '/v2/components/place-select', { 'accept-language': 'ja-JP' });
      const [row] = await server.database.db.select({ n: count() }).from(places).where(eq(places.companyId, seedCompanyIds.customer));
      assert.equal(ja.places.length, row!.n);
      assert.ok(isSorted(ja.places.map((p) => p.address!)), 'by Japanese address');
      assert.ok(ja.places.some((p) => p.name === '東京本社' && p.address === '東京都千代田区丸の内1-1-1'), 'Japanese names and addresses');
      const en = await ok(placeItems, '/v2/components/place-select?orderBy=NAME&orderDirection=desc', { 'accept-language': 'en-US' });
      assert.ok(isSorted(en.places.map((p) => p.name), 'desc'), 'by English name, descending');
      assert.ok(en.places.some((p) => p.name === 'Tokyo Head Office' && p.address === '1-1-1 Marunouchi, Chiyoda-ku, Tokyo'), 'English names and addresses');
      const page = await ok(placeItems, '/v2/components/place-select?pageSize=5&pageIndex=1', { 'accept-language': 'ja-JP' });
      assert.deepEqual(page.places.map((p) => p.id), ja.places.slice(5, 10).map((p) => p.id));
    });

    it('searches code, names and addresses in both languages', async () => {
      for (const text of ['大阪', 'osaka', 'OSK-001', 'umeda']) {
        const found = await ok(placeItems, `/v2/components/place-select?freeText=${encodeURIComponent(text)}`, { 'accept-language': 'en-US' });
        assert.deepEqual(found.places.map((p) => p.name), ['Osaka Branch'], text);
      }
      assert.deepEqual(await ok(placeItems, '/v2/components/place-select', {}, supplier), { places: [] });
    });
  });

  describe('workers-for-select', () => {
    it('lists current workers (no alumni) by kana in Japanese and by family name in English', async () => {
      const db = server.database.db;
      const [row] = await db.select({ n: count() }).from(people).where(and(eq(people.companyId, seedCompanyIds.customer), ne(people.status, 'ALUMNI')));
      const kana = new Map((await db.select({ id: people.id, kana: people.nameKana, status: people.status, family: people.familyNameEn, given: people.givenNameEn }).from(people)).map((p) => [p.id, p]));
      const all = [];
      for (let pageIndex = 0; ; pageIndex++) {
        const { items } = await ok(workerItems, `/v2/workers-for-select?pageSize=100&pageIndex=${pageIndex}`, { 'accept-language': 'ja-JP' });
        all.push(...items);
        if (items.length < 100) break;
      }
      assert.equal(all.length, row!.n);
      assert.equal(new Set(all.map((w) => w.personId)).size, all.length, 'pages do not overlap');
      assert.ok(all.every((w) => kana.get(w.personId)!.status !== 'ALUMNI'), 'no alumni');
      assert.ok(isSorted(all.map((w) => kana.get(w.personId)!.kana!)), 'kana order');
      const yamada = all.find((w) => w.primaryWorkerEmail === demoAccounts.admin)!;
      assert.equal(yamada.name, '山田 太郎');
      const en = await ok(workerItems, '/v2/workers-for-select?orderDirection=desc&pageSize=200', { 'accept-language': 'en-US' });
      const keys = en.items.map((w) => `${kana.get(w.personId)!.family}\u0000${kana.get(w.personId)!.given}`);
      assert.ok(isSorted(keys, 'desc'), 'family then given name, descending');
      assert.match(en.items[0]!.name, /^[A-Z][a-z]+ [A-Z][a-z]+$/);
    });

    it('searches kanji, kana, English name and e-mail; other companies see nobody', async () => {
      for (const text of ['佐藤', 'サトウ', 'sato']) {
        const found = await ok(workerItems, `/v2/workers-for-select?freeText=${encodeURIComponent(text)}&pageSize=200`, { 'accept-language': 'ja-JP' });
        assert.ok(found.items.length > 0 && found.items.every((w) => w.name.startsWith('佐藤')), text);
      }
      const byMail = await ok(workerItems, '/v2/workers-for-select?freeText=admin%40kanri', { 'accept-language': 'en-US' });
      assert.deepEqual(byMail.items.map((w) => w.name), ['Taro Yamada']);
      assert.deepEqual(await ok(workerItems, '/v2/workers-for-select?freeText=sato', {}, supplier), { items: [] });
      const member = await server.signIn(demoAccounts.member);
      assert.equal((await server.app.inject({ url: '/v2/workers-for-select', headers: { cookie: member } })).statusCode, 403, 'operator only');
    });
  });
});
