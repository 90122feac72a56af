import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  normalizePublicIdNumber,
  type Locale,
  type NationalIdType,
  type PublicIdRow,
  type PublicIdSortColumn,
  type PublicIdType,
  type PublicIdTypeFilter,
  type SortOrder,
} from '@kanri/contracts';
import { ApiError } from '../../lib/errors';
import { apiMessages } from '../../i18n/messages';
import type { DbOrTx } from '../../db/client';
import { people, publicIdFiles, publicIds } from '../../schema';
import { containsPattern } from '../../http/list-sql';
import { isUuid } from '../../http/resource';
import type { PublicIdCipher } from './cipher';
import { handlesMyNumber } from './privilege';

/**
 * The reads of public IDs (001 §2 "Public IDs"; docs/public-ids.md) shared by the calls
 * (`public-ids.ts`), their files (`public-ids-files.ts`) and the CSV export (`public-ids-csv.ts`):
 * the registry row and its filters and order, one record, and the My Number privilege check. Apart
 * from the calls so that the files and CSV modules, which the calls register, need not import them.
 */

/** The caller as these reads need it. */
export type Session = { companyId: string; userId: string; personId: string | null };

/** The person's name in the request's language (Japanese: family name first). */
export const personNameSql = (locale: Locale): SQL<string> =>
  locale === 'ja-JP' ? sql<string>`${people.familyNameJa} || ' ' || ${people.givenNameJa}` : sql<string>`${people.givenNameEn} || ' ' || ${people.familyNameEn}`;

/** The columns of a registry row (`publicIds` joined to `people`). */
export function rowFields(locale: Locale) {
  return {
    id: publicIds.id,
    publicIdType: publicIds.publicIdType,
    nationalIdType: publicIds.nationalIdType,
    maskedNumber: publicIds.maskedNumber,
    issueDate: publicIds.issueDate,
    expiryDate: publicIds.expiryDate,
    issuingCountry: publicIds.issuingCountry,
    updatedAt: publicIds.updatedAt,
    personId: people.id,
    personName: personNameSql(locale),
    workerNumber: people.workerNumber,
    personStatus: people.status,
    fileCount: sql<number>`(SELECT count(*)::int FROM ${publicIdFiles} f WHERE f.public_id_id = ${publicIds.id})`,
  };
}

/** A row as `rowFields` selects it. */
interface RowRecord {
  id: string;
  publicIdType: PublicIdType;
  nationalIdType: NationalIdType | null;
  maskedNumber: string;
  issueDate: string | null;
  expiryDate: string | null;
  issuingCountry: string | null;
  updatedAt: Date;
  personId: string;
  personName: string;
  workerNumber: string;
  personStatus: string;
  fileCount: number;
}

/** A row as the contract answers it. */
export function toRow(r: RowRecord): PublicIdRow {
  return {
    id: r.id,
    publicIdType: r.publicIdType,
    nationalIdType: r.nationalIdType,
    person: { id: r.personId, name: r.personName, workerNumber: r.workerNumber, isAlumni: r.personStatus === 'ALUMNI' },
    maskedNumber: r.maskedNumber,
    issueDate: r.issueDate,
    expiryDate: r.expiryDate,
    issuingCountry: r.issuingCountry,
    fileCount: Number(r.fileCount),
    updatedAt: (r.updatedAt instanceof Date ? r.updatedAt : new Date(r.updatedAt)).toISOString(),
  };
}

/** The registry's filters: type, kind, and freeText (see `GET /v2/public-ids`). */
export interface PublicIdFilters {
  publicIdType: PublicIdTypeFilter;
  nationalIdType?: NationalIdType;
  freeText?: string;
}

/**
 * The WHERE of the registry: the company, the type (`ALL`: any) and kind, and `freeText` — the
 * person's names (kanji, kana, romaji), e-mail or worker number, or an exact number found by its
 * blind index (passports and other national IDs for every caller; a 12-digit My Number only for
 * handlers).
 */
export function publicIdsWhere(companyId: string, filters: PublicIdFilters, cipher: PublicIdCipher, mayFindMyNumber: boolean): SQL {
  const conditions: (SQL | undefined)[] = [eq(publicIds.companyId, companyId)];
  if (filters.publicIdType !== 'ALL') conditions.push(eq(publicIds.publicIdType, filters.publicIdType));
  if (filters.nationalIdType) conditions.push(eq(publicIds.nationalIdType, filters.nationalIdType));
  const pattern = containsPattern(filters.freeText);
  if (pattern && filters.freeText) {
    const byText = sql`${people.searchText} LIKE ${pattern}`;
    const number = normalizePublicIdNumber(filters.freeText);
    const indexes: string[] = [];
    if (/^[A-Z0-9]{4,30}$/.test(number)) {
      const kinds: [PublicIdType, NationalIdType | null][] = [['TRAVEL_DOCUMENT', null], ['NATIONAL_ID', 'NATIONAL_REGISTRATION_IDENTITY_CARD']];
      if (mayFindMyNumber && /^\d{12}$/.test(number)) kinds.push(['NATIONAL_ID', 'MY_NUMBER']);
      for (const [publicIdType, nationalIdType] of kinds) indexes.push(...cipher.blindIndexes({ companyId, publicIdType, nationalIdType, number }));
    }
    conditions.push(indexes.length ? or(byText, inArray(publicIds.numberBlindIndex, indexes)) : byText);
  }
  return and(...conditions)!;
}

/** ORDER BY of the registry: the column, then the person's name order, then the id (stable pages). */
export function publicIdsOrderBy(column: PublicIdSortColumn, order: SortOrder, locale: Locale): SQL[] {
  const dir = (c: SQL | typeof publicIds.id) => (order === 'desc' ? desc(c) : asc(c));
  const person = locale === 'ja-JP' ? [sql`${people.nameKana}`] : [sql`${people.familyNameEn}`, sql`${people.givenNameEn}`];
  const nullsLast = (c: SQL) => (order === 'desc' ? sql`${c} DESC NULLS LAST` : sql`${c} ASC NULLS LAST`);
  switch (column) {
    case 'type':
      return [dir(sql`${publicIds.publicIdType}`), nullsLast(sql`${publicIds.nationalIdType}`), ...person.map(asc), asc(publicIds.id)];
    case 'issueDate':
      return [nullsLast(sql`${publicIds.issueDate}`), ...person.map(asc), asc(publicIds.id)];
    case 'expiryDate':
      return [nullsLast(sql`${publicIds.expiryDate}`), ...person.map(asc), asc(publicIds.id)];
    default:
      return [...person.map(dir), dir(publicIds.id)];
  }
}

/** The registry rows of `where`, ordered and paged. */
export function selectPublicIdRows(db: DbOrTx, locale: Locale) {
  return db.select(rowFields(locale)).from(publicIds).innerJoin(people, eq(people.id, publicIds.personId));
}

/** The record `id` of the company, locked for update when `lock`; null when missing (or not a UUID). */
export async function loadPublicId(db: DbOrTx, companyId: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const query = db.select().from(publicIds).where(and(eq(publicIds.companyId, companyId), eq(publicIds.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** 403 unless the caller may handle this kind (a My Number needs `MY_NUMBER_HANDLER`). */
export async function assertMayHandle(db: DbOrTx, session: Session, nationalIdType: NationalIdType | null | undefined): Promise<void> {
  if (nationalIdType === 'MY_NUMBER' && !(await handlesMyNumber(db, session))) {
    throw new ApiError(403, errorCodes.forbidden, apiMessages.publicIdMyNumberForbidden);
  }
}
