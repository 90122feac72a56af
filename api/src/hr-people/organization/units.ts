import { and, count, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Locale, OrgUnit, OrgUnitKind } from '@kanri/contracts';
import type { DbOrTx } from '../../audit/audit-log';
import { orgUnitHistory, orgUnits, people } from '../../schema';

/**
 * The organization as of a date (001 §2 "Organization"): a unit exists on day `d` when
 * `valid_from ≤ d < valid_to` (no `valid_to`: open ended); its kind, code, names, parent and head on
 * that day are those of its `org_unit_history` row covering `d`, else its current ones. Members are
 * people whose department is the unit and who are employed on `d`.
 */

/** One unit's state on a date (names in both languages). */
export interface UnitState {
  id: string;
  kind: OrgUnitKind;
  code: string;
  nameJa: string;
  nameEn: string;
  parentId: string | null;
  headPersonId: string | null;
  validFrom: string;
  validTo: string | null;
  displayOrder: number;
  version: number;
}

/** The unit's fields a change compares and writes. */
export type UnitFields = Pick<UnitState, 'kind' | 'code' | 'nameJa' | 'nameEn' | 'parentId' | 'headPersonId'>;

/** The units that exist on `date` as they were then, parents before children, each level by display order then code. */
export async function unitsAsOf(db: DbOrTx, companyId: string, date: string): Promise<UnitState[]> {
  const rows = await db
    .select()
    .from(orgUnits)
    .where(and(eq(orgUnits.companyId, companyId), lte(orgUnits.validFrom, date), or(isNull(orgUnits.validTo), gt(orgUnits.validTo, date))));
  const history = await db
    .select()
    .from(orgUnitHistory)
    .where(and(eq(orgUnitHistory.companyId, companyId), lte(orgUnitHistory.validFrom, date), gt(orgUnitHistory.validTo, date)));
  const past = new Map(history.map((h) => [h.unitId, h]));
  const states: UnitState[] = rows.map((r) => {
    const h = past.get(r.id);
    const fields = h ?? r;
    return {
      id: r.id,
      kind: fields.kind,
      code: fields.code,
      nameJa: fields.nameJa,
      nameEn: fields.nameEn,
      parentId: fields.parentId,
      headPersonId: fields.headPersonId,
      validFrom: r.validFrom,
      validTo: r.validTo,
      displayOrder: r.displayOrder,
      version: r.version,
    };
  });
  return treeOrder(states);
}

/**
 * Orders units parents first (depth-first, siblings by display order then code). A unit whose
 * parent is not among them is drawn as a top unit.
 */
export function treeOrder<T extends { id: string; parentId: string | null; displayOrder: number; code: string }>(units: T[]): T[] {
  const ids = new Set(units.map((u) => u.id));
  const children = new Map<string | null, T[]>();
  for (const u of units) {
    const parent = u.parentId && ids.has(u.parentId) ? u.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), u]);
  }
  const out: T[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null) => {
    const list = (children.get(parent) ?? []).sort((a, b) => a.displayOrder - b.displayOrder || a.code.localeCompare(b.code));
    for (const u of list) {
      if (seen.has(u.id)) continue;
      seen.add(u.id);
      out.push(u);
      visit(u.id);
    }
  };
  visit(null);
  return out;
}

/**
 * Whether a person is employed on `date` (SQL over `people`): joined on or before it (no joining
 * date: anyone past the offer stages and not alumni) and not left before it (`leaving_at` is the
 * last day of work).
 */
export function employedOn(date: string): SQL {
  return and(
    or(
      lte(people.joinedAt, date),
      and(isNull(people.joinedAt), sql`${people.status} not in ('JOINING', 'OFFERED', 'OFFER_ACCEPTED', 'ALUMNI')`),
    ),
    or(isNull(people.leavingAt), sql`${people.leavingAt} >= ${date}`),
  )!;
}

/** Members employed on `date` per unit id (units without members are absent). */
export async function memberCounts(db: DbOrTx, companyId: string, unitIds: string[], date: string): Promise<Map<string, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ unitId: people.departmentId, count: count() })
    .from(people)
    .where(and(eq(people.companyId, companyId), inArray(people.departmentId, unitIds), employedOn(date)))
    .groupBy(people.departmentId);
  return new Map(rows.map((r) => [r.unitId!, r.count]));
}

/** A person's display name: Japanese family name first (山田 太郎), English given name first (Taro Yamada). */
export function personName(p: { familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string }, locale: Locale): string {
  return locale === 'ja-JP' ? `${p.familyNameJa} ${p.givenNameJa}` : `${p.givenNameEn} ${p.familyNameEn}`;
}

/** The heads' names and avatars, by person id (people of the company only). */
export async function headsOf(db: DbOrTx, companyId: string, personIds: (string | null)[], locale: Locale) {
  const ids = [...new Set(personIds.filter((id): id is string => !!id))];
  const heads = new Map<string, { personId: string; name: string; avatarUrl: string | null }>();
  if (ids.length === 0) return heads;
  const rows = await db
    .select({ id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, avatarUrl: people.avatarUrl })
    .from(people)
    .where(and(eq(people.companyId, companyId), inArray(people.id, ids)));
  for (const r of rows) heads.set(r.id, { personId: r.id, name: personName(r, locale), avatarUrl: r.avatarUrl });
  return heads;
}

/** Unit states → the answer's units (names in `locale`, head, member count on `date`). */
export async function toOrgUnits(db: DbOrTx, companyId: string, states: UnitState[], date: string, locale: Locale): Promise<OrgUnit[]> {
  const counts = await memberCounts(db, companyId, states.map((s) => s.id), date);
  const heads = await headsOf(db, companyId, states.map((s) => s.headPersonId), locale);
  return states.map((s) => ({
    id: s.id,
    code: s.code,
    kind: s.kind,
    name: locale === 'ja-JP' ? s.nameJa : s.nameEn,
    nameJa: s.nameJa,
    nameEn: s.nameEn,
    parentId: s.parentId,
    head: s.headPersonId ? (heads.get(s.headPersonId) ?? null) : null,
    memberCount: counts.get(s.id) ?? 0,
    validFrom: s.validFrom,
    validTo: s.validTo,
    displayOrder: s.displayOrder,
    version: s.version,
  }));
}

/**
 * Writes a unit's new fields effective from `date`, keeping the former ones in its history: the
 * state in force since the last change (or the unit's first day) is closed on `date`. A unit that
 * starts on or after `date`, or fields that do not change, write no history row.
 */
export async function changeUnit(tx: DbOrTx, companyId: string, unitId: string, fields: UnitFields, date: string): Promise<void> {
  const [unit] = await tx.select().from(orgUnits).where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, unitId))).for('update');
  if (!unit) return;
  const same = (Object.keys(fields) as (keyof UnitFields)[]).every((k) => unit[k] === fields[k]);
  if (same) return;
  const [last] = await tx
    .select({ validTo: sql<string>`max(${orgUnitHistory.validTo})` })
    .from(orgUnitHistory)
    .where(eq(orgUnitHistory.unitId, unitId));
  const from = last?.validTo && last.validTo > unit.validFrom ? last.validTo : unit.validFrom;
  if (from < date) {
    await tx.insert(orgUnitHistory).values({
      companyId, unitId, validFrom: from, validTo: date,
      kind: unit.kind, code: unit.code, nameJa: unit.nameJa, nameEn: unit.nameEn, parentId: unit.parentId, headPersonId: unit.headPersonId,
    });
  }
  await tx.update(orgUnits).set({ ...fields, version: unit.version + 1, updatedAt: new Date() }).where(eq(orgUnits.id, unitId));
}

/** Whether `candidate` is `unitId` or below it in `units` (by parent links). */
export function isWithin(units: Map<string, { parentId: string | null }>, candidate: string | null, unitId: string): boolean {
  const seen = new Set<string>();
  for (let at = candidate; at; at = units.get(at)?.parentId ?? null) {
    if (at === unitId) return true;
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
