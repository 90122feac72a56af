import { and, asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import {
  createPersonBodySchema,
  personImportCsvColumnLabels,
  personImportCsvColumnsOf,
  personImportCsvEmployeeFields,
  personalInformationSchema,
  employeeInformationSchema,
  personImportCsvEndpoints,
  personImportCsvRequiredColumns,
  personFields,
  personImportStatusLabels,
  workerTypeOfSegment,
  type CreatePersonBody,
  type HrCatalog,
  type Locale,
  type MessageDescriptor,
  type PersonImportCsvColumn,
  type WorkerStatus,
  type WorkerType,
} from '@kanri/contracts';
import { notFound } from '../lib/errors';
import type { Db } from '../db/client';
import type { Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { hrMasterItems, orgUnits, people, places } from '../schema';
import { type CsvColumnDef, type CsvImportModule, type CsvMessage, type CsvRowVerdict } from '../csv/engine';
import { offsetPages, type CsvExporter } from '../csv/export';
import { csvExport, csvImport } from '../csv/routes';
import { addError, cellText, ChoiceReader, issuesToCells, NameIndex } from '../csv/cells';
import { catalogFields, createPerson } from './person-create';
import { isoDateKeys } from '../csv/dates';

/**
 * The person CSV import (001 §2 `/person/import-csv/{workerType}`; docs/people.md "CSV import";
 * docs/csv.md) on the shared engine: every row adds one person of the URL's worker type through the
 * add flow's write path (`createPerson`: its audit entry, fields of other types null), all or
 * nothing. A row is validated with `createPersonBodySchema` (the add form's rules: katakana readings,
 * e-mails, contract dates in order, a status a new person may have — empty: ACTIVE); the department
 * and the place are given by code or name (Japanese or English), each catalog entry by code or name
 * (enabled entries of that catalog); the worker number and the work e-mail must be new to the
 * company and to the file. The template (`edit-template`) has the type's columns in the request's
 * language; `edit` / `view` write the type's current people in the same columns (codes for references).
 */

type K = PersonImportCsvColumn;

/** Column → the catalog its code or name is looked up in. */
const catalogColumns: Partial<Record<K, HrCatalog>> = Object.fromEntries(
  (Object.entries(personImportCsvEmployeeFields) as [K, string][])
    .filter(([, field]) => field in catalogFields)
    .map(([column, field]) => [column, catalogFields[field as keyof typeof catalogFields]]),
);
const nameColumns = ['familyNameJa', 'givenNameJa', 'familyNameKana', 'givenNameKana', 'familyNameEn', 'givenNameEn', 'middleNameEn'] as const;
const personalColumns = ['birthDate', 'gender', 'personalEmail', 'phoneNumber', 'postalCode', 'address'] as const;

/**
 * The date columns (`2026/4/1`, 令和 … are read by the engine): the personal and employee fields the
 * person schemas declare as ISO dates, under their import column names.
 */
const personDateColumns: ReadonlySet<string> = new Set([
  ...personalColumns.filter((c) => isoDateKeys(personalInformationSchema).has(c)),
  ...(Object.entries(personImportCsvEmployeeFields) as [K, string][]).filter(([, field]) => isoDateKeys(employeeInformationSchema).has(field)).map(([column]) => column),
]);

/**
 * The enumeration columns' labels, from the person's field description (contracts `personFields`,
 * the labels the form, list and history show; issue 30): a cell is the code or that label in either
 * language. `status` offers only the statuses a new person may have (`personImportStatusLabels`'
 * keys), each with the status field's own label.
 */
const statusLabels = Object.fromEntries(
  (Object.keys(personImportStatusLabels) as (keyof typeof personImportStatusLabels)[]).map((s) => [s, personFields['employeeInformation.status'].values[s]]),
) as Record<keyof typeof personImportStatusLabels, MessageDescriptor>;
const genderLabels = personFields['personalInformation.gender'].values;

/** The import's columns for a worker type, with their header labels and required flags. */
export function personImportColumnDefs(workerType: WorkerType): CsvColumnDef<K>[] {
  return personImportCsvColumnsOf(workerType).map((key) => ({ key, label: personImportCsvColumnLabels[key], required: personImportCsvRequiredColumns.includes(key), date: personDateColumns.has(key) }));
}

interface Ctx {
  departments: NameIndex<string>;
  places: NameIndex<string>;
  catalogs: Map<HrCatalog, NameIndex<string>>;
  numbers: Set<string>;
  emails: Set<string>;
  seenNumbers: Map<string, number>;
  seenEmails: Map<string, number>;
}

/** Which CSV column a body path came from (`employeeInformation.departmentId` → `department`). */
function columnOfPath(path: string): K | undefined {
  const [section, field] = path.split('.');
  if (section === 'name' || section === 'personalInformation') return field as K;
  if (section === 'employeeInformation') return (Object.entries(personImportCsvEmployeeFields) as [K, string][]).find(([, f]) => f === field)?.[0];
  return undefined;
}

/** The people import of one caller for one worker type. */
export function personImportCsvModule(options: { translator: Translator; companyId: string; userId: string; workerType: WorkerType }): CsvImportModule<K, Ctx, CreatePersonBody> {
  const { translator, workerType } = options;
  const columns = personImportColumnDefs(workerType);
  const status = new ChoiceReader(statusLabels, translator);
  const gender = new ChoiceReader(genderLabels, translator);
  const session = { companyId: options.companyId, userId: options.userId };
  const referenceError = (column: K, value: string, found: 'ambiguous' | undefined): CsvMessage => ({
    descriptor: found === 'ambiguous' ? apiMessages.csvReferenceAmbiguous : apiMessages.csvReferenceNotFound,
    values: { column: personImportCsvColumnLabels[column], value },
  });

  return {
    columns,

    async prepare(conn, companyId) {
      const ctx: Ctx = { departments: new NameIndex(), places: new NameIndex(), catalogs: new Map(), numbers: new Set(), emails: new Set(), seenNumbers: new Map(), seenEmails: new Map() };
      for (const u of await conn.select({ id: orgUnits.id, code: orgUnits.code, nameJa: orgUnits.nameJa, nameEn: orgUnits.nameEn }).from(orgUnits).where(eq(orgUnits.companyId, companyId))) ctx.departments.add(u.id, [u.code, u.nameJa, u.nameEn]);
      for (const p of await conn.select({ id: places.id, code: places.code, nameJa: places.nameJa, nameEn: places.nameEn }).from(places).where(eq(places.companyId, companyId))) ctx.places.add(p.id, [p.code, p.nameJa, p.nameEn]);
      for (const m of await conn.select({ id: hrMasterItems.id, catalog: hrMasterItems.catalog, code: hrMasterItems.code, name: hrMasterItems.name, nameEn: hrMasterItems.nameEn }).from(hrMasterItems).where(and(eq(hrMasterItems.companyId, companyId), eq(hrMasterItems.disabled, false)))) {
        const index = ctx.catalogs.get(m.catalog as HrCatalog) ?? new NameIndex<string>();
        index.add(m.id, [m.code, m.name, m.nameEn]);
        ctx.catalogs.set(m.catalog as HrCatalog, index);
      }
      for (const p of await conn.select({ workerNumber: people.workerNumber, email: people.email }).from(people).where(eq(people.companyId, companyId))) {
        ctx.numbers.add(p.workerNumber);
        ctx.emails.add(p.email.toLowerCase());
      }
      return ctx;
    },

    validate(row, ctx): CsvRowVerdict<K, CreatePersonBody> {
      const cellErrors: Partial<Record<K, CsvMessage[]>> = {};
      const recordErrors: CsvMessage[] = [];
      const text = (column: K) => cellText(row.cells[column]);
      const name = Object.fromEntries(nameColumns.map((c) => [c, text(c) ?? (c === 'middleNameEn' ? null : '')]));
      const personal: Record<string, unknown> = Object.fromEntries(personalColumns.map((c) => [c, text(c)]));
      personal.emergencyContactName = null;
      personal.emergencyContactRelationship = null;
      personal.emergencyContactPhone = null;
      const readGender = gender.read(row.cells.gender);
      if (readGender.error) addError(cellErrors, 'gender', readGender.error);
      personal.gender = readGender.value ?? null;
      const info: Record<string, unknown> = {};
      for (const [column, field] of Object.entries(personImportCsvEmployeeFields) as [K, string][]) info[field] = column in row.cells ? text(column) : null;
      info.workerNumber = text('workerNumber') ?? '';
      info.email = text('email') ?? '';
      const readStatus = status.read(row.cells.status);
      if (readStatus.error) addError(cellErrors, 'status', readStatus.error);
      info.status = readStatus.value ?? 'ACTIVE';
      const resolve = (column: K, index: NameIndex<string> | undefined) => {
        const value = text(column);
        const field = personImportCsvEmployeeFields[column]!;
        info[field] = null;
        if (value === null || !(column in row.cells)) return;
        const found = index?.find(value);
        if (found === undefined || found === 'ambiguous') addError(cellErrors, column, referenceError(column, value, found));
        else info[field] = found;
      };
      resolve('department', ctx.departments);
      resolve('place', ctx.places);
      for (const [column, catalog] of Object.entries(catalogColumns) as [K, HrCatalog][]) resolve(column, ctx.catalogs.get(catalog));
      const parsed = v.safeParse(createPersonBodySchema, { workerType, name, personalInformation: personal, employeeInformation: info, payroll: null });
      if (!parsed.success) {
        const mapped = issuesToCells(parsed.issues, columnOfPath);
        for (const [column, errors] of Object.entries(mapped.cellErrors) as [K, CsvMessage[]][]) for (const e of errors) if (!cellErrors[column]?.length) addError(cellErrors, column, e);
        recordErrors.push(...mapped.recordErrors);
      }
      // the worker number and the e-mail: new to the company and to the file
      const unique = (column: 'workerNumber' | 'email', taken: Set<string>, seen: Map<string, number>) => {
        const value = text(column);
        if (value === null) return;
        const key = column === 'email' ? value.toLowerCase() : value;
        if (taken.has(key)) addError(cellErrors, column, { descriptor: apiMessages.csvValueTaken, values: { value } });
        const earlier = seen.get(key);
        if (earlier !== undefined) addError(cellErrors, column, { descriptor: apiMessages.csvDuplicateInFile, values: { row: earlier } });
        else seen.set(key, row.rowNumber);
      };
      unique('workerNumber', ctx.numbers, ctx.seenNumbers);
      unique('email', ctx.emails, ctx.seenEmails);
      const valid = parsed.success && Object.keys(cellErrors).length === 0 && recordErrors.length === 0;
      return { value: valid ? parsed.output : undefined, cellErrors, recordErrors };
    },

    isUpdate: () => false,

    async write(conn, _ctx, rows) {
      for (const body of rows) await createPerson(conn, session, body, { checked: true });
    },
  };
}

/** The people template and current data of a worker type: the import's columns, references by code. */
export function personImportExporter(options: { companyId: string; locale: Locale; translator: Translator; workerType: WorkerType }): CsvExporter<never> {
  const { companyId, locale, translator, workerType } = options;
  const t = (d: MessageDescriptor) => translator.t(locale, d);
  const columns = personImportCsvColumnsOf(workerType);
  return {
    editHeaders: () => columns.map((c) => t(personImportCsvColumnLabels[c])),
    viewHeaders: () => columns.map((c) => t(personImportCsvColumnLabels[c])),
    async *rows(db: Db) {
      const units = new Map((await db.select({ id: orgUnits.id, code: orgUnits.code }).from(orgUnits).where(eq(orgUnits.companyId, companyId))).map((u) => [u.id, u.code]));
      const placeCodes = new Map((await db.select({ id: places.id, code: places.code }).from(places).where(eq(places.companyId, companyId))).map((p) => [p.id, p.code]));
      const codes = new Map((await db.select({ id: hrMasterItems.id, code: hrMasterItems.code }).from(hrMasterItems).where(eq(hrMasterItems.companyId, companyId))).map((m) => [m.id, m.code]));
      const batches = offsetPages(2000, (offset) =>
        db.select().from(people).where(and(eq(people.companyId, companyId), eq(people.workerType, workerType), ne(people.status, 'ALUMNI'))).orderBy(asc(people.workerNumber), asc(people.id)).limit(2000).offset(offset),
      );
      for await (const p of batches) {
        yield columns.map((c): string => {
          const field = personImportCsvEmployeeFields[c] ?? c;
          const value = (p as Record<string, unknown>)[field];
          if (value === null || value === undefined) return '';
          if (c === 'department') return units.get(value as string) ?? '';
          if (c === 'place') return placeCodes.get(value as string) ?? '';
          if (c in catalogColumns) return codes.get(value as string) ?? '';
          if (c === 'status') return t(personFields['employeeInformation.status'].values[p.status as WorkerStatus]);
          if (c === 'gender') return t(genderLabels[value as keyof typeof genderLabels]);
          return String(value);
        });
      }
    },
  };
}

/**
 * `GET /v2/person-import-csv` (template / current people of `workerType`, CSV or XLSX) and
 * `POST /v2/person-import-csv/{workerType}` (dry run or import; 404 for a segment that names no
 * worker type), served by the CSV mechanism (`csv/routes.ts`).
 */
export const personImportCsvExport = csvExport({
  endpoint: personImportCsvEndpoints.export,
  module: ({ filters }) => `people-${filters.workerType.toLowerCase().replace('_', '-')}`,
  exporter: ({ filters, session, locale, translator }) => personImportExporter({ companyId: session.companyId, locale, translator, workerType: filters.workerType }),
});

/** `POST /v2/person-import-csv/{workerType}`: see `personImportCsvExport`. */
export const personImportCsvImport = csvImport({
  endpoint: personImportCsvEndpoints.import,
  importer: ({ params, session, translator }) => {
    const workerType = workerTypeOfSegment(params.workerType);
    if (!workerType) throw notFound();
    return personImportCsvModule({ translator, companyId: session.companyId, userId: session.userId, workerType });
  },
});

