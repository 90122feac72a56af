import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../test/support';
import { foldLocally } from './queries';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

/**
 * The record search folds most words in the API instead of asking the database (docs/search.md
 * "Speed": one round trip less per search). The folding must stay exactly the stored keys' own
 * (`kanri_search_key`, migration 0018), or a record would no longer be found by what it is called.
 */
describe('record search: words folded in the API as the database folds them', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => {
    await database.close();
  });

  it('folds ASCII, hiragana, katakana and kanji exactly as kanri_search_key does', async () => {
    const samples = [
      range(0x21, 0x7e), // every printable ASCII character but the space
      range(0x3041, 0x3096), // hiragana
      range(0x30a1, 0x30f6) + 'ー', // katakana and the long-vowel mark
      '佐藤花子一鿿',
      'SatoウSATOu',
      'C02XK7-ab_%',
    ];
    const rows = await queryRows<{ k: string }>(
      database.db,
      sql`SELECT kanri_search_key(v) AS k FROM json_array_elements_text(${JSON.stringify(samples)}::json) WITH ORDINALITY AS t(v, n) ORDER BY n`,
    );
    assert.deepEqual(samples.map(foldLocally), rows.map((r) => r.k));
    assert.equal(foldLocally('サトウ'), 'さとう');
  });

  it('leaves to the database what NFKC rewrites: full-width and half-width forms, accents, symbols', () => {
    for (const value of ['Ｃ０２', 'ｻﾄｳ', 'é', '㈱', 'ｶﾞ', 'a b', 'ヷ']) assert.equal(foldLocally(value), null, value);
  });
});
