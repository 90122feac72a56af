import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { searchResultSchema, type SearchGroup, type SearchResult } from '@kanri/contracts';
import { queryRows } from '../db/client';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { romajiReading, searchWords } from './terms';

/** The table of each group, and the column the marker word is appended to. */
const marked: Record<SearchGroup, { table: string; column: string }> = {
  people: { table: 'people', column: 'family_name_en' },
  devices: { table: 'devices', column: 'name' },
  licenses: { table: 'licenses', column: 'license_name' },
  software: { table: 'software', column: 'name' },
  appIntegrations: { table: 'app_integrations', column: 'name' },
  groupIds: { table: 'group_ids', column: 'name' },
  places: { table: 'places', column: 'name_en' },
  equipment: { table: 'equipment', column: 'name' },
  contracts: { table: 'contracts', column: 'title' },
};

/**
 * `GET /v2/search` (issue 31 §1, docs/search.md): Japanese-aware matching (kana, width, romaji),
 * the groups each role may search and no others, the company boundary, and 400s with field paths.
 */
describe('record search', () => {
  let server: TestServer;
  const cookies = {} as Record<'admin' | 'it' | 'ga' | 'hr' | 'legal' | 'supplier', string>;
  const ids = {} as Record<SearchGroup, string>;
  let personId = '';
  let deviceId = '';

  before(async () => {
    server = await startTestServer({ devMailbox: false }, 20);
    const { db } = server.database;
    const companyId = server.seed.customerCompanyId;
    for (const who of ['admin', 'it', 'ga', 'hr', 'legal', 'supplier'] as const) cookies[who] = await server.signIn(demoAccounts[who]);
    // one record of every group carries the marker word "zqmark"
    for (const [group, { table, column }] of Object.entries(marked) as [SearchGroup, (typeof marked)[SearchGroup]][]) {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`UPDATE ${sql.raw(`"${table}"`)} SET ${sql.raw(`"${column}"`)} = ${sql.raw(`"${column}"`)} || ' zqmark' WHERE id = (SELECT id FROM ${sql.raw(`"${table}"`)} WHERE company_id = ${companyId} ORDER BY id LIMIT 1) RETURNING id::text AS id`,
      );
      assert.ok(row, `the seed has a ${group} record`);
      ids[group] = row.id;
    }
    // a person read さとう はなこ whose English name is no romaji of it: "sato" can only match the kana
    const [person] = await queryRows<{ id: string }>(
      db,
      sql`UPDATE people SET family_name_ja = '佐藤', given_name_ja = '花子', family_name_kana = 'サトウ', given_name_kana = 'ハナコ', family_name_en = 'Zedwick', given_name_en = 'Flora', status = 'ACTIVE'
          WHERE id = (SELECT id FROM people WHERE company_id = ${companyId} ORDER BY id OFFSET 1 LIMIT 1) RETURNING id::text AS id`,
    );
    personId = person!.id;
    const [device] = await queryRows<{ id: string }>(
      db,
      sql`UPDATE devices SET serial_number = 'C02XK7QWZ9', asset_tag = 'AT-77123' WHERE id = (SELECT id FROM devices WHERE company_id = ${companyId} ORDER BY id OFFSET 1 LIMIT 1) RETURNING id::text AS id`,
    );
    deviceId = device!.id;
  });
  after(() => server.close());

  const search = async (who: keyof typeof cookies, q: string, extra = '', language = 'en-US'): Promise<SearchResult> => {
    const res = await server.app.inject({ url: `/v2/search?q=${encodeURIComponent(q)}${extra}`, headers: { cookie: cookies[who], 'accept-language': language } });
    assert.equal(res.statusCode, 200, `${who}@ "${q}": ${res.body}`);
    return v.parse(searchResultSchema, res.json());
  };
  const hitsOf = (result: SearchResult, group: SearchGroup) => result.groups.find((g) => g.group === group)?.items ?? [];

  it('finds a device by part of its serial, in any case and width, and opens its page', async () => {
    for (const q of ['C02XK', 'c02xk7', 'Ｃ０２ＸＫ７', 'xk7qw', 'at-77123']) {
      const hits = hitsOf(await search('admin', q), 'devices');
      assert.ok(hits.some((h) => h.id === deviceId && h.path === `/profile/device/${deviceId}`), `"${q}" finds the device: ${JSON.stringify(hits)}`);
    }
    const [hit] = hitsOf(await search('admin', 'C02XK7QWZ9'), 'devices');
    assert.match(hit!.subtitle, /C02XK7QWZ9 · AT-77123/);
  });

  it('finds a person by kana reading typed in romaji, hiragana, katakana or half-width kana, and by kanji', async () => {
    for (const q of ['sato', 'SATOU', 'satō', 'さとう', 'サトウ', 'ｻﾄｳ', '佐藤', '佐藤 花子', 'sato hanako', 'hanako sato', 'はなこ']) {
      const hits = hitsOf(await search('admin', q, '&limit=20'), 'people');
      assert.ok(hits.some((h) => h.id === personId), `"${q}" finds 佐藤 花子: ${JSON.stringify(hits.map((h) => h.title))}`);
    }
    const en = hitsOf(await search('admin', 'sato hanako', '&limit=20', 'en-US'), 'people').find((h) => h.id === personId);
    assert.deepEqual({ title: en!.title, path: en!.path }, { title: 'Flora Zedwick', path: `/person/${personId}` });
    assert.match(en!.subtitle, /^サトウ ハナコ · /);
    const ja = hitsOf(await search('admin', 'sato hanako', '&limit=20', 'ja-JP'), 'people').find((h) => h.id === personId);
    assert.equal(ja!.title, '佐藤 花子');
    // a word of one or two characters matches where a field starts (花子, the given name), not inside one (藤)
    assert.ok(hitsOf(await search('admin', '花子', '&limit=20'), 'people').some((h) => h.id === personId), '花子');
    assert.ok(!hitsOf(await search('admin', '藤', '&limit=20'), 'people').some((h) => h.id === personId), '藤 is inside 佐藤');
    // every word must match: a reading and a word it lacks find nothing
    assert.equal(hitsOf(await search('admin', 'sato zzzqqq'), 'people').length, 0);
  });

  it('finds a contract by a word of its English title only, titled in the caller’s language (issue 30)', async () => {
    const { db } = server.database;
    const [contract] = await queryRows<{ id: string }>(
      db,
      sql`UPDATE contracts SET title = '保守委託契約書', title_en = 'Quillbright Maintenance Agreement', contract_number = NULL, counterparty_name = '株式会社テスト'
          WHERE id = (SELECT id FROM contracts WHERE company_id = ${server.seed.customerCompanyId} ORDER BY id OFFSET 1 LIMIT 1) RETURNING id::text AS id`,
    );
    const contractId = contract!.id;
    for (const q of ['quillbright', 'QUILLBRIGHT maintenance', 'ｑｕｉｌｌｂｒｉｇｈｔ', 'bright']) {
      const hits = hitsOf(await search('legal', q), 'contracts');
      assert.ok(hits.some((h) => h.id === contractId && h.path === `/contract/${contractId}`), `"${q}" finds the contract: ${JSON.stringify(hits)}`);
    }
    assert.equal(hitsOf(await search('legal', 'quillbright', '', 'en-US'), 'contracts').find((h) => h.id === contractId)?.title, 'Quillbright Maintenance Agreement');
    assert.equal(hitsOf(await search('legal', 'quillbright', '', 'ja-JP'), 'contracts').find((h) => h.id === contractId)?.title, '保守委託契約書');
    // the Japanese title still finds it, and a word in neither title does not
    assert.ok(hitsOf(await search('legal', '保守委託'), 'contracts').some((h) => h.id === contractId));
    assert.ok(!hitsOf(await search('legal', 'quillbright lease'), 'contracts').some((h) => h.id === contractId));
  });

  it('reads romaji as kana only where it spells kana', () => {
    assert.equal(romajiReading('sato'), 'さと');
    assert.equal(romajiReading('Satō'), 'さとう');
    assert.equal(romajiReading('shimbun'), 'しんぶん');
    assert.equal(romajiReading('c02xk'), null);
    assert.equal(romajiReading('佐藤'), null);
    assert.deepEqual(searchWords(' Sato\u3000太郎  '), [{ text: 'Sato', kana: 'さと' }, { text: '太郎', kana: null }]);
  });

  it('searches only the groups of the products a role holds, in the caller’s company', async () => {
    const expected: Record<keyof typeof cookies, SearchGroup[]> = {
      admin: ['people', 'devices', 'licenses', 'software', 'appIntegrations', 'groupIds', 'places', 'equipment', 'contracts'],
      it: ['devices', 'licenses', 'software', 'appIntegrations', 'groupIds'],
      ga: ['places', 'equipment'],
      hr: ['people'],
      legal: ['contracts'],
      supplier: ['people', 'devices', 'licenses', 'software', 'appIntegrations', 'groupIds', 'places', 'equipment', 'contracts'],
    };
    for (const who of Object.keys(expected) as (keyof typeof cookies)[]) {
      const result = await search(who, 'zqmark');
      assert.deepEqual(result.searched, expected[who], `${who}@ searches`);
      if (who === 'supplier') {
        // every product, of another company: none of the demo company's records
        assert.deepEqual(result.groups, [], `supplier@ finds nothing of the customer's: ${JSON.stringify(result.groups)}`);
        continue;
      }
      assert.deepEqual(result.groups.map((g) => g.group), expected[who], `${who}@ finds`);
      for (const group of expected[who]) assert.ok(hitsOf(result, group).some((h) => h.id === ids[group]), `${who}@ finds the marked ${group}`);
    }
    // the person and the device of the other tests: it@ never sees the person, hr@ never the device
    assert.deepEqual(hitsOf(await search('it', 'sato'), 'people'), []);
    assert.deepEqual(hitsOf(await search('hr', 'C02XK'), 'devices'), []);
  });

  it('lists at most limit records per group and says when there are more; wildcards are literal', async () => {
    const all = hitsOf(await search('admin', 'a', '&limit=20'), 'people');
    assert.ok(all.length > 1);
    const one = (await search('admin', 'a', '&limit=1')).groups.find((g) => g.group === 'people')!;
    assert.equal(one.items.length, 1);
    assert.equal(one.more, true);
    assert.deepEqual((await search('admin', '%_%')).groups, []);
    // a % inside a word is that character, not "anything": c02%k7 is not C02XK7
    assert.ok(hitsOf(await search('admin', 'c02xk7'), 'devices').length > 0);
    assert.deepEqual(hitsOf(await search('admin', 'c02%k7'), 'devices'), []);
    // punctuation alone: no word to look for (and no trigram for the index), nothing found
    assert.deepEqual((await search('admin', '--- @@')).groups, []);
  });

  it('answers 400 with the field path for a missing, blank or too long q and a bad limit', async () => {
    const cases: [string, string][] = [
      ['', 'q'],
      ['?q=', 'q'],
      ['?q=%20%20%E3%80%80', 'q'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?q=sato&limit=0', 'limit'],
      ['?q=sato&limit=21', 'limit'],
      ['?q=sato&limit=abc', 'limit'],
    ];
    for (const [query, path] of cases) {
      const res = await server.app.inject({ url: `/v2/search${query}`, headers: { cookie: cookies.admin } });
      assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
      const body = res.json() as { code: string; fieldErrors: { path: string }[] };
      assert.equal(body.code, 'VALIDATION_ERROR');
      assert.deepEqual(body.fieldErrors.map((e) => e.path), [path], query);
    }
    const signedOut = await server.app.inject({ url: '/v2/search?q=sato' });
    assert.equal(signedOut.statusCode, 401);
  });
});
