import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@kanri/contracts';

/**
 * A name a company defines, in both languages (issue 30; docs/fields.md "Names a company defines"):
 * the name typed (`name`, required) and its English name (`nameEn`, null when none given). Used by
 * the Starlink terminals and the vehicles (migration 0024); roles, groups and contracts have their
 * own SQL-built reads (`shownName` in api/src/settings/settings-roles.ts).
 */
export interface BilingualName {
  name: string;
  nameEn: string | null;
}

/** The name shown in `locale`: English, the English name else the name typed; Japanese, the name typed. */
export const shownName = (r: BilingualName, locale: Locale): string => (locale === 'ja-JP' ? r.name : r.nameEn || r.name);

/** The shown name as SQL, for ORDER BY: `name` in Japanese, `coalesce(name_en, name)` in English. */
export const shownNameSql = (name: AnyColumn, nameEn: AnyColumn, locale: Locale): SQL => (locale === 'ja-JP' ? sql`${name}` : sql`coalesce(${nameEn}, ${name})`);

/** A row's names as the contracts' `bilingualNameEntries` answer them: shown in `locale`, and both as stored. */
export const bilingualNameOf = (r: BilingualName, locale: Locale) => ({ name: shownName(r, locale), nameJa: r.name, nameEn: r.nameEn });

/**
 * The stored English name of a body's `nameEn` (already trimmed, `''` → null by the contracts'
 * `optionalEnglishName`): absent (undefined) keeps `before`'s on an update and is none on a create.
 */
export const englishNameColumn = (nameEn: string | null | undefined, before: BilingualName | undefined): string | null =>
  nameEn === undefined ? (before?.nameEn ?? null) : nameEn;
