import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditChange, Locale } from '@kanri/contracts';
import { deviceModels, devices, equipmentItems, equipmentTypes, hrMasterItems, orgUnits, people, places, placeTypes, software } from '../schema';
import type { DbOrTx } from '../db/client';
import type { StoredName } from '../lib/stored-name';

/** A referenced record's display name in both languages, as it was when the change was written (the shape is api/src/lib/stored-name.ts). */
export type { StoredName };

/** A change as `audit_logs.changes` keeps it: the contracts' change plus the references' names (docs/fields.md). */
export type StoredAuditChange = { field: string; before: unknown; after: unknown; beforeName?: StoredName; afterName?: StoredName };

type Lookup = (tx: DbOrTx, ids: string[]) => Promise<Map<string, StoredName>>;

const personNames: Lookup = async (tx, ids) => {
  const rows = await tx
    .select({ id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn })
    .from(people)
    .where(inArray(people.id, ids));
  return new Map(rows.map((r) => [r.id, { ja: `${r.familyNameJa} ${r.givenNameJa}`, en: `${r.givenNameEn} ${r.familyNameEn}`.trim() || `${r.familyNameJa} ${r.givenNameJa}` }]));
};

const placeNames: Lookup = async (tx, ids) => {
  const rows = await tx.select({ id: places.id, nameJa: places.nameJa, nameEn: places.nameEn }).from(places).where(inArray(places.id, ids));
  return new Map(rows.map((r) => [r.id, { ja: r.nameJa, en: r.nameEn || r.nameJa }]));
};

const unitNames: Lookup = async (tx, ids) => {
  const rows = await tx.select({ id: orgUnits.id, nameJa: orgUnits.nameJa, nameEn: orgUnits.nameEn }).from(orgUnits).where(inArray(orgUnits.id, ids));
  return new Map(rows.map((r) => [r.id, { ja: r.nameJa, en: r.nameEn || r.nameJa }]));
};

const catalogItemNames: Lookup = async (tx, ids) => {
  const rows = await tx.select({ id: hrMasterItems.id, name: hrMasterItems.name, nameEn: hrMasterItems.nameEn }).from(hrMasterItems).where(inArray(hrMasterItems.id, ids));
  return new Map(rows.map((r) => [r.id, { ja: r.name, en: r.nameEn || r.name }]));
};

/** A lookup of a table whose record has one name, typed by the company (the same in both languages). */
const typedNames = (table: PgTable & { id: AnyPgColumn; name: AnyPgColumn }): Lookup => async (tx, ids) => {
  const rows = (await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))) as { id: string; name: string }[];
  return new Map(rows.map((r) => [r.id, { ja: r.name, en: r.name }]));
};

/** A lookup of a master table with a Japanese and an English name (`name_ja`, `name_en`). */
const bilingualNames = (table: PgTable & { id: AnyPgColumn; nameJa: AnyPgColumn; nameEn: AnyPgColumn }): Lookup => async (tx, ids) => {
  const rows = (await tx.select({ id: table.id, nameJa: table.nameJa, nameEn: table.nameEn }).from(table).where(inArray(table.id, ids))) as { id: string; nameJa: string; nameEn: string | null }[];
  return new Map(rows.map((r) => [r.id, { ja: r.nameJa, en: r.nameEn || r.nameJa }]));
};

const softwareNames = typedNames(software);
const deviceNames = typedNames(devices);
const deviceModelNames = typedNames(deviceModels);
const equipmentTypeNames = bilingualNames(equipmentTypes);
const equipmentItemNames = bilingualNames(equipmentItems);
const placeTypeNames = bilingualNames(placeTypes);

/**
 * The reference fields whose display name is stored with the change, by the last segment of the
 * field's dotted path (the contracts' field descriptions name them `kind: 'reference'`): a person
 * (`assignedPersonId`, `personId`, a group ID's `ownerPersonId`, a Starlink terminal's
 * `adminPersonId`), a place (`assignedPlaceId`, `placeId`, equipment's `placementPlaceId`), an
 * organization unit (a person's `departmentId`), an HR catalog entry (every catalog field of a
 * person's employee information and the leaving reasons), a software (a license's `softwareId`), a
 * device (a network's `deviceId`), a device model, an equipment type or item, a place type.
 */
const lookups: Readonly<Record<string, Lookup>> = {
  assignedPersonId: personNames,
  personId: personNames,
  ownerPersonId: personNames,
  adminPersonId: personNames,
  assignedPlaceId: placeNames,
  placementPlaceId: placeNames,
  placeId: placeNames,
  departmentId: unitNames,
  positionId: catalogItemNames,
  jobTypeId: catalogItemNames,
  employmentTypeId: catalogItemNames,
  jobTitleId: catalogItemNames,
  jobLevelId: catalogItemNames,
  jobGradeId: catalogItemNames,
  gradeId: catalogItemNames,
  jobFunctionId: catalogItemNames,
  jobCompetencyId: catalogItemNames,
  workModeId: catalogItemNames,
  boardMemberTypeId: catalogItemNames,
  contractorTypeId: catalogItemNames,
  collaboratorTypeId: catalogItemNames,
  healthInsuranceAssociationId: catalogItemNames,
  placeSocialInsuranceId: catalogItemNames,
  retirementReasonId: catalogItemNames,
  contractEndReasonId: catalogItemNames,
  softwareId: softwareNames,
  deviceId: deviceNames,
  deviceModelId: deviceModelNames,
  equipmentTypeId: equipmentTypeNames,
  equipmentItemId: equipmentItemNames,
  businessPlaceTypeId: placeTypeNames,
  officeTypeId: placeTypeNames,
  ownershipTypeId: placeTypeNames,
};

const isUuid = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Adds `beforeName` / `afterName` (both languages) to the changes of reference fields, read in
 * `tx` at write time so the history names the record as it was, also once it is deleted
 * (issue 30; docs/fields.md). One query per referenced table for all the entries; an id not found
 * gets no name (the history then reads "Another record").
 */
export async function withReferenceNames(tx: DbOrTx, entries: readonly (Pick<AuditChange, 'field' | 'before' | 'after'>[] | null)[]): Promise<(StoredAuditChange[] | null)[]> {
  const wanted = new Map<Lookup, Set<string>>();
  for (const changes of entries) {
    for (const change of changes ?? []) {
      const lookup = lookups[change.field.split('.').pop()!];
      if (!lookup) continue;
      for (const value of [change.before, change.after]) if (isUuid(value)) (wanted.get(lookup) ?? wanted.set(lookup, new Set()).get(lookup)!).add(value);
    }
  }
  if (wanted.size === 0) return entries as (StoredAuditChange[] | null)[];
  const names = new Map<string, StoredName>();
  for (const [lookup, ids] of wanted) for (const [id, name] of await lookup(tx, [...ids])) names.set(id, name);
  return entries.map((changes) =>
    changes
      ? changes.map((change) => {
          if (!lookups[change.field.split('.').pop()!]) return change;
          const beforeName = isUuid(change.before) ? names.get(change.before) : undefined;
          const afterName = isUuid(change.after) ? names.get(change.after) : undefined;
          return { ...change, ...(beforeName ? { beforeName } : {}), ...(afterName ? { afterName } : {}) };
        })
      : null,
  );
}

/** A stored change as the contracts answer it: the references' names in `locale`. */
export function changeForLocale(change: StoredAuditChange, locale: Locale): AuditChange {
  const { beforeName, afterName, ...rest } = change;
  const pick = (name: StoredName | undefined) => (name ? (locale === 'ja-JP' ? name.ja : name.en) : undefined);
  const b = pick(beforeName);
  const a = pick(afterName);
  return { ...rest, ...(b !== undefined ? { beforeName: b } : {}), ...(a !== undefined ? { afterName: a } : {}) };
}
