import { sql, type SQL } from 'drizzle-orm';
import type { Locale, SearchGroup, SearchHit, SearchResultGroup } from '@kanri/contracts';
import { queryRows, type Db } from '../db/client';
import { isShortWord, type SearchWord } from './terms';

/**
 * Matches a group reads before ranking them (docs/search.md "Order and limits"): a word found in
 * most rows (an e-mail domain, a common surname) stops the scan after this many instead of ranking
 * the whole company.
 */
export const searchCandidateLimit = 200;

/**
 * How one group's records are read (docs/search.md "Groups"): the table, its title in each
 * language, what else identifies a record (subtitle), its page's path and which rows count.
 * Column expressions only, never user input: they go into the statement as SQL text.
 */
interface GroupSource {
  table: string;
  title: Record<Locale, string>;
  subtitle: string;
  path: string;
  where?: string;
}

const sources: Record<SearchGroup, GroupSource> = {
  people: {
    table: 'people',
    title: { 'ja-JP': `family_name_ja || ' ' || given_name_ja`, 'en-US': `given_name_en || ' ' || family_name_en` },
    subtitle: `concat_ws(' · ', family_name_kana || ' ' || given_name_kana, worker_number, email)`,
    path: `CASE WHEN status = 'ALUMNI' THEN '/person/alumni/' ELSE '/person/' END || id`,
  },
  devices: {
    table: 'devices',
    title: { 'ja-JP': 'name', 'en-US': 'name' },
    subtitle: `concat_ws(' · ', serial_number, asset_tag, device_tag)`,
    path: `'/profile/device/' || id`,
  },
  licenses: {
    table: 'licenses',
    title: { 'ja-JP': 'license_name', 'en-US': 'license_name' },
    subtitle: `coalesce(vendor_name, '')`,
    path: `'/licenses/' || id`,
  },
  software: {
    table: 'software',
    title: { 'ja-JP': 'name', 'en-US': 'name' },
    subtitle: 'vendor_name',
    path: `'/software/' || id`,
  },
  appIntegrations: {
    table: 'app_integrations',
    title: { 'ja-JP': 'name', 'en-US': 'name' },
    subtitle: `coalesce(integrated_tenant_name, '')`,
    path: `'/app-integrations/' || id`,
  },
  groupIds: {
    table: 'group_ids',
    title: { 'ja-JP': 'name', 'en-US': 'name' },
    subtitle: 'login_id',
    path: `'/id-managements/group-id/' || id`,
  },
  places: {
    table: 'places',
    title: { 'ja-JP': 'name_ja', 'en-US': 'name_en' },
    subtitle: 'code',
    path: `'/places/' || id`,
  },
  equipment: {
    table: 'equipment',
    title: { 'ja-JP': 'name', 'en-US': 'name' },
    subtitle: `concat_ws(' · ', serial_number, asset_tag, model)`,
    path: `'/equipment/' || id`,
  },
  contracts: {
    table: 'contracts',
    title: { 'ja-JP': 'title', 'en-US': 'coalesce(title_en, title)' },
    subtitle: `concat_ws(' · ', contract_number, counterparty_name)`,
    path: `'/contract/' || id`,
  },
};

/** A word as the statement matches it: its text and romaji reading folded like the keys (`kanri_search_key`), escaped for LIKE. */
interface FoldedWord {
  values: string[];
}

/** `value` escaped for LIKE: `\`, `%` and `_` match themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * Characters `kanri_search_key` maps one by one, the same in every PostgreSQL and Node version:
 * printable ASCII without the space (NFKC keeps it; `lower` folds A–Z only), hiragana ぁ–ゖ and
 * the long-vowel mark ー (kept), katakana ァ–ヶ (NFKC keeps them; `translate` makes each the
 * hiragana 0x60 below), and the CJK unified ideographs 一–鿿 (no compatibility decomposition).
 */
const locallyFoldable = /^[\u0021-\u007e\u3041-\u3096\u30a1-\u30f6\u30fc\u4e00-\u9fff]+$/;

/**
 * `kanri_search_key(value)` computed here, or null when `value` holds a character outside
 * `locallyFoldable` (full-width letters, half-width kana, symbols NFKC rewrites, accented
 * letters: the database folds those). `fold.test.ts` compares it with the database's function.
 */
export function foldLocally(value: string): string | null {
  if (!locallyFoldable.test(value)) return null;
  return value.replace(/[A-Z\u30a1-\u30f6]/g, (c) => (c <= 'Z' ? c.toLowerCase() : String.fromCharCode(c.charCodeAt(0) - 0x60)));
}

/**
 * Folds every word's text and reading like the keys (`kanri_search_key`: NFKC, no spaces, lower
 * case, katakana as hiragana) and drops what has no letter or digit (punctuation alone matches
 * nothing), so the search statement compares the keys with plain parameters: a cached (generic)
 * plan then never re-folds a word per row, and the folding is exactly the keys' own. A value of
 * ASCII, kana and kanji only is folded here (`foldLocally`: most queries, no round trip); any other
 * goes through one small statement that asks the database's function.
 */
async function foldWords(db: Db, words: readonly SearchWord[]): Promise<FoldedWord[]> {
  const values = words.flatMap((word) => (word.kana === null ? [word.text] : [word.text, word.kana]));
  const local = values.map(foldLocally);
  const remote = values.filter((_, i) => local[i] === null);
  const rows = remote.length
    ? await queryRows<{ k: string }>(
        db,
        sql`SELECT kanri_search_key(v) AS k FROM json_array_elements_text(${JSON.stringify(remote)}::json) WITH ORDINALITY AS t(v, n) ORDER BY n`,
      )
    : [];
  let fromDb = 0;
  const folded = local.map((value) => value ?? rows[fromDb++]!.k);
  let next = 0;
  return words
    .map((word) => {
      const count = word.kana === null ? 1 : 2;
      const values = folded.slice(next, next + count);
      next += count;
      // a value without a letter or digit ("---", "@") has no trigram: the index would hand back every row
      return { values: [...new Set(values.filter((value) => /[\p{L}\p{N}]/u.test(value)))].map(escapeLike) };
    })
    .filter((word) => word.values.length > 0);
}

/**
 * Where a folded value may match: anywhere in the key; a short one (1–2 characters, `isShortWord`)
 * only where the key or one of its fields starts, which pg_trgm can serve from the index (the
 * value's leading trigrams) where a short substring would read every row.
 */
function valueMatches(value: string): SQL {
  if (!isShortWord(value.replace(/\\(.)/g, '$1'))) return sql`search_key LIKE ${`%${value}%`}`;
  return sql`search_key LIKE ${`${value}%`} OR search_key LIKE ${`%|${value}%`}`;
}

/** A word's condition: its text matches, or its romaji reading does. */
function wordMatches(word: FoldedWord): SQL {
  return sql`(${sql.join(word.values.map(valueMatches), sql` OR `)})`;
}

/**
 * 0 when a word starts the key (the record's name starts with it), 1 when it starts one of its
 * fields (after a `|`), else 2: the order of a group's results before the shorter title.
 */
function rankOf(word: FoldedWord): SQL {
  const any = (pattern: (value: string) => string) => sql.join(word.values.map((value) => sql`search_key LIKE ${pattern(value)}`), sql` OR `);
  return sql`CASE WHEN ${any((value) => `${value}%`)} THEN 0 WHEN ${any((value) => `%|${value}%`)} THEN 1 ELSE 2 END`;
}

interface HitRow {
  grp: SearchGroup;
  id: string;
  title: string;
  subtitle: string | null;
  path: string;
  rank: number;
  tlen: number;
}

/** A branch's own order (the rows of a `UNION ALL` come back in no promised order). */
const byRank = (a: HitRow, b: HitRow) => a.rank - b.rank || a.tlen - b.tlen || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) || (a.id < b.id ? -1 : 1);

/**
 * The records of `companyId` in `groups` whose search key holds every one of `words` (as typed or
 * as its romaji reading), at most `limit` per group plus whether there are more, in one statement
 * (a `UNION ALL` of one bounded branch per group). Titles are in `locale`. Groups without a match
 * are left out; the order of `groups` is kept.
 *
 * Each branch filters on the table's `search_key` (migration 0018), which a pg_trgm GIN index
 * serves (equipment has none: docs/search.md), reads at most `searchCandidateLimit` matches and
 * ranks those.
 */
export async function searchRecords(
  db: Db,
  input: { companyId: string; groups: readonly SearchGroup[]; words: readonly SearchWord[]; limit: number; locale: Locale },
): Promise<SearchResultGroup[]> {
  const { companyId, groups, limit, locale } = input;
  if (!groups.length || !input.words.length) return [];
  const words = await foldWords(db, input.words);
  const [first] = words;
  if (!first) return [];
  const branches = groups.map((group) => {
    const s = sources[group];
    const conditions = [sql`company_id = ${companyId}`, ...words.map(wordMatches), ...(s.where ? [sql.raw(s.where)] : [])];
    // the first matches (the scan stops there), then the best of them
    return sql`(SELECT ${group}::text AS grp, id, title, subtitle, path, ${rankOf(first)} AS rank, length(title) AS tlen
      FROM (SELECT id::text AS id, ${sql.raw(s.title[locale])} AS title, ${sql.raw(s.subtitle)} AS subtitle, ${sql.raw(s.path)} AS path, search_key
        FROM ${sql.raw(`"${s.table}"`)} WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${searchCandidateLimit}) candidates
      ORDER BY rank, tlen, title, id LIMIT ${limit + 1})`;
  });
  const rows = await queryRows<HitRow>(db, sql.join(branches, sql` UNION ALL `));
  const byGroup = new Map<SearchGroup, SearchHit[]>();
  for (const row of rows.sort(byRank)) {
    const hits = byGroup.get(row.grp) ?? [];
    hits.push({ id: row.id, title: row.title, subtitle: row.subtitle ?? '', path: row.path });
    byGroup.set(row.grp, hits);
  }
  return groups.flatMap((group) => {
    const hits = byGroup.get(group);
    return hits?.length ? [{ group, items: hits.slice(0, limit), more: hits.length > limit }] : [];
  });
}
