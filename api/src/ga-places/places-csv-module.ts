import { randomUUID } from 'node:crypto';
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import {
  createPlaceBodySchema,
  placeFields,
  placeTypeKindValues,
  type CreatePlaceBody,
  type Locale,
  type MessageDescriptor,
  placesCsvEndpoints,
  placesResource,
  type PlaceCsvColumn,
  type PlacesCountQuery,
  type PlacesListQuery,
  type SortOrder,
} from '@kanri/contracts';
import { places, placeTypes } from '../schema';
import type { Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { resourceKit, sortKey } from '../http/resource';
import type { Db } from '../db/client';
import { placeColumnsOf, placePayload, placeResourceOptions, type PlaceRecord } from './places-write';
import { insertRowsWithAudit, recordBatchAudit, updateRows } from '../csv/bulk';
import { addError, cellText, ChoiceReader, issuesToCells, NameIndex } from '../csv/cells';
import type { CsvColumnDef, CsvImportModule, CsvMessage, CsvRow, CsvRowVerdict } from '../csv/engine';
import { offsetPages, type CsvExporter } from '../csv/export';
import { csvExport, csvImport } from '../csv/routes';
import { columnLabels } from '../csv/labels';

/**
 * The places CSV (000 §3 Place; contracts `placeCsvColumns`). Import: `id` empty adds a place,
 * else updates it (a column missing from the file keeps its value); `code` is unique in the company
 * and in the file; the three place types resolve by their Japanese or English name within their kind.
 */

type K = PlaceCsvColumn;

/** Import columns in file order; `code` and `nameJa` are required. */
export const placeCsvColumnDefs: readonly CsvColumnDef<K>[] = [
  { key: 'id', label: columnLabels.id },
  { key: 'code', label: placeFields.code.label, required: true },
  { key: 'nameJa', label: placeFields.nameJa.label, required: true },
  { key: 'nameEn', label: placeFields.nameEn.label },
  { key: 'status', label: placeFields.status.label },
  { key: 'email', label: placeFields.email.label },
  { key: 'phoneNumber', label: placeFields.phoneNumber.label },
  { key: 'website', label: placeFields.website.label },
  { key: 'addressJa', label: placeFields.addressJa.label },
  { key: 'addressEn', label: placeFields.addressEn.label },
  { key: 'establishedDate', label: placeFields.establishedDate.label, date: true },
  { key: 'businessPlaceType', label: placeFields.businessPlaceTypeId.label },
  { key: 'officeType', label: placeFields.officeTypeId.label },
  { key: 'ownershipType', label: placeFields.ownershipTypeId.label },
];

const typeColumns = [
  ['businessPlaceType', 'businessPlaceTypeId', 'BUSINESS_PLACE'],
  ['officeType', 'officeTypeId', 'OFFICE'],
  ['ownershipType', 'ownershipTypeId', 'OWNERSHIP'],
] as const;

const columnOfField: Record<string, K> = {
  code: 'code', nameJa: 'nameJa', nameEn: 'nameEn', status: 'status', email: 'email', phoneNumber: 'phoneNumber', website: 'website',
  addressJa: 'addressJa', addressEn: 'addressEn', establishedDate: 'establishedDate', businessPlaceTypeId: 'businessPlaceType',
  officeTypeId: 'officeType', ownershipTypeId: 'ownershipType',
};

interface Ctx {
  types: Record<(typeof placeTypeKindValues)[number], NameIndex<string>>;
  /** Every place of the company: id → record, code → id (places are few; loaded once). */
  byId: Map<string, PlaceRecord>;
  codes: Map<string, string>;
  seenCodes: Map<string, number>;
  seenIds: Map<string, number>;
}

interface PlaceWrite {
  id: string;
  before: PlaceRecord | null;
  body: CreatePlaceBody;
}

const isUuid = (s: string) => v.is(v.pipe(v.string(), v.uuid()), s);
const { searchText: _s, ...placeColumns } = getTableColumns(places);
const writableKeys = [
  'code', 'nameJa', 'nameEn', 'status', 'email', 'phoneNumber', 'website', 'addressJa', 'addressEn', 'establishedDate',
  'businessPlaceTypeId', 'officeTypeId', 'ownershipTypeId',
] as const;
/** The audited fields of a new place: `placePayload`'s keys, in its order, are the stored columns' own names. */
const auditedFields = writableKeys.map((key) => [key, key] as const) satisfies readonly (readonly [keyof ReturnType<typeof placePayload>, string])[];

/** The places import module for one caller. */
export function placesCsvModule(options: { translator: Translator; companyId: string; userId: string }): CsvImportModule<K, Ctx, PlaceWrite> {
  const status = new ChoiceReader(placeFields.status.values, options.translator);
  const label = (key: K) => placeCsvColumnDefs.find((c) => c.key === key)!.label;

  return {
    columns: placeCsvColumnDefs,

    async prepare(conn, companyId) {
      // one after another: in a real import `conn` is a transaction, i.e. one connection
      const typeRows = await conn.select().from(placeTypes).where(eq(placeTypes.companyId, companyId));
      const placeRows = await conn.select(placeColumns).from(places).where(eq(places.companyId, companyId));
      const types = { BUSINESS_PLACE: new NameIndex<string>(), OFFICE: new NameIndex<string>(), OWNERSHIP: new NameIndex<string>() };
      for (const t of typeRows) types[t.kind].add(t.id, [t.nameJa, t.nameEn]);
      return {
        types,
        byId: new Map(placeRows.map((p) => [p.id, p])),
        codes: new Map(placeRows.map((p) => [p.code, p.id])),
        seenCodes: new Map(),
        seenIds: new Map(),
      };
    },

    validate(row: CsvRow<K>, ctx: Ctx): CsvRowVerdict<K, PlaceWrite> {
      const cells = row.cells;
      const cellErrors: Partial<Record<K, CsvMessage[]>> = {};
      const recordErrors: CsvMessage[] = [];
      let before: PlaceRecord | null = null;
      const idText = cellText(cells.id);
      if (idText) {
        const id = idText.toLowerCase();
        before = (isUuid(id) && ctx.byId.get(id)) || null;
        if (!before) addError(cellErrors, 'id', { descriptor: apiMessages.csvUnknownId });
        const seen = ctx.seenIds.get(id);
        if (seen !== undefined) addError(cellErrors, 'id', { descriptor: apiMessages.csvDuplicateInFile, values: { row: seen } });
        else ctx.seenIds.set(id, row.rowNumber);
      }
      const current = before ? placePayload(before) : null;
      const has = (key: K) => key in cells;
      const candidate: Record<string, unknown> = {};
      for (const key of ['code', 'nameJa', 'nameEn', 'email', 'phoneNumber', 'website', 'addressJa', 'addressEn', 'establishedDate'] as const) {
        candidate[key] = has(key) ? cellText(cells[key]) : (current?.[key] ?? null);
      }
      if (candidate.code === null) candidate.code = '';
      if (candidate.nameJa === null) candidate.nameJa = '';
      if (has('status')) {
        const read = status.read(cells.status);
        if (read.error) addError(cellErrors, 'status', read.error);
        else candidate.status = read.value ?? current?.status ?? undefined;
      } else candidate.status = current?.status;
      for (const [column, field, kind] of typeColumns) {
        candidate[field] = current?.[field] ?? null;
        if (!has(column)) continue;
        const text = cellText(cells[column]);
        candidate[field] = null;
        if (!text) continue;
        const found = ctx.types[kind].find(text);
        if (found === undefined) addError(cellErrors, column, { descriptor: apiMessages.csvReferenceNotFound, values: { column: label(column), value: text } });
        else if (found === 'ambiguous') addError(cellErrors, column, { descriptor: apiMessages.csvReferenceAmbiguous, values: { column: label(column), value: text } });
        else candidate[field] = found;
      }
      const parsed = v.safeParse(createPlaceBodySchema, candidate);
      if (!parsed.success) {
        const fromSchema = issuesToCells(parsed.issues, (path) => columnOfField[path.split('.')[0]!]);
        for (const [key, messages] of Object.entries(fromSchema.cellErrors) as [K, CsvMessage[]][]) if (!cellErrors[key]) cellErrors[key] = messages;
        recordErrors.push(...fromSchema.recordErrors);
      }
      // checked even when the row has other errors, so every duplicate is named at once
      const code = candidate.code as string;
      if (code) {
        const holder = ctx.codes.get(code);
        if (holder && holder !== before?.id) addError(cellErrors, 'code', { descriptor: apiMessages.csvValueTaken, values: { value: code } });
        const seen = ctx.seenCodes.get(code);
        if (seen !== undefined) addError(cellErrors, 'code', { descriptor: apiMessages.csvDuplicateInFile, values: { row: seen } });
        else ctx.seenCodes.set(code, row.rowNumber);
      }
      const hasErrors = recordErrors.length > 0 || Object.values(cellErrors).some((list) => (list as CsvMessage[]).length > 0);
      if (!parsed.success || hasErrors) return { cellErrors, recordErrors };
      return { value: { id: before?.id ?? randomUUID(), before, body: parsed.output }, cellErrors, recordErrors };
    },

    isUpdate: (value) => value.before !== null,

    async write(conn, _ctx, rows) {
      const toColumns = (w: PlaceWrite) => ({ ...placeColumnsOf(w.body), id: w.id, companyId: options.companyId });
      const updates = rows.filter((r) => r.before);
      const audit = { companyId: options.companyId, userId: options.userId, resourceType: 'PLACE' as const };
      await insertRowsWithAudit(conn, places, 'places', ['id', 'companyId', ...writableKeys], rows.filter((r) => !r.before).map(toColumns), { ...audit, fields: auditedFields });
      await updateRows(conn, places, 'places', writableKeys, updates.map(toColumns), { companyId: options.companyId, extraSet: `"version" = t."version" + 1` });
      if (!updates.length) return;
      await recordBatchAudit(conn, {
        ...audit,
        entries: updates.map((r) => ({
          resourceId: r.id,
          before: placePayload(r.before!),
          after: placePayload({ ...r.before!, ...(toColumns(r) as Partial<PlaceRecord>) } as PlaceRecord),
        })),
      });
    },
  };
}

const businessType = alias(placeTypes, 'business_type');
const officeType = alias(placeTypes, 'office_type');
const ownershipType = alias(placeTypes, 'ownership_type');

/** What a `view` of the places list reads: its filters, free text and sort (`GET /v2/places-csv`). */
export type PlacesExportFilters = PlacesCountQuery & { sortColumn?: PlacesListQuery['sortColumn']; sortOrder?: SortOrder };

/**
 * Exports of places (`view`: the list's columns, filters and sort — the places resource's own
 * WHERE and ORDER BY with the id tiebreak; `edit`: the import columns, by code). Rows are read
 * 2000 at a time while the file is written.
 */
export function placesExporter(options: { companyId: string; locale: Locale; translator: Translator }): CsvExporter<PlacesExportFilters> {
  const { translator, locale } = options;
  const t = (d: MessageDescriptor) => translator.t(locale, d);
  const ja = locale === 'ja-JP';
  const status = new ChoiceReader(placeFields.status.values, translator);
  return {
    editHeaders: () => placeCsvColumnDefs.map((c) => t(c.label)),
    viewHeaders: () =>
      [placeFields.code.label, columnLabels.placeName, placeFields.status.label, columnLabels.address, placeFields.email.label, placeFields.phoneNumber.label, placeFields.website.label, placeFields.establishedDate.label, placeFields.businessPlaceTypeId.label, placeFields.officeTypeId.label, placeFields.ownershipTypeId.label].map(t),
    // the list table's keys (CODE, PLACE, status, …: case and `_` ignored) so `columns` picks them (issue 31)
    viewColumns: () => [
      { key: 'code' }, { key: 'placeName', aliases: ['place'] }, { key: 'status' }, { key: 'address' }, { key: 'email' }, { key: 'phoneNumber' }, { key: 'website' },
      { key: 'establishedDate', type: 'date' }, { key: 'businessPlaceTypeId' }, { key: 'officeTypeId' }, { key: 'ownershipTypeId' },
    ],
    async *rows(db, mode, filters) {
      const scope = { db, companyId: options.companyId, locale };
      const sortOrder = (mode === 'view' && filters?.sortOrder) || 'asc';
      const sorted = { sortColumn: (mode === 'view' && filters?.sortColumn) || 'CODE', sortOrder } as const;
      const where = mode === 'view' && filters ? await resourceKit(db as Db, placesResource.endpoints, placeResourceOptions).where(scope, filters) : eq(places.companyId, options.companyId);
      const order = [...placeResourceOptions.sort!(sorted as never, locale), sortKey(places.id, sortOrder)];
      const pageSize = 2000;
      const rows = offsetPages(pageSize, (offset) =>
        db
          .select({ place: placeColumns, business: { ja: businessType.nameJa, en: businessType.nameEn }, office: { ja: officeType.nameJa, en: officeType.nameEn }, ownership: { ja: ownershipType.nameJa, en: ownershipType.nameEn } })
          .from(places)
          .leftJoin(businessType, eq(businessType.id, places.businessPlaceTypeId))
          .leftJoin(officeType, eq(officeType.id, places.officeTypeId))
          .leftJoin(ownershipType, eq(ownershipType.id, places.ownershipTypeId))
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset(offset),
      );
      const name = (x: { ja: string; en: string } | null) => (x ? (ja ? x.ja : x.en) : '');
      for await (const r of rows) {
        const p = r.place;
        if (mode === 'view') {
          yield [p.code, ja ? p.nameJa : p.nameEn, status.label(p.status as never, t), (ja ? p.addressJa : p.addressEn) ?? '', p.email ?? '', p.phoneNumber ?? '', p.website ?? '', p.establishedDate ?? '', name(r.business), name(r.office), name(r.ownership)];
        } else {
          yield [p.id, p.code, p.nameJa, p.nameEn, status.label(p.status as never, t), p.email ?? '', p.phoneNumber ?? '', p.website ?? '', p.addressJa ?? '', p.addressEn ?? '', p.establishedDate ?? '', name(r.business), name(r.office), name(r.ownership)];
        }
      }
    },
  };
}

/**
 * The places CSV calls (000 §7; docs/csv.md), served by the CSV mechanism (`csv/routes.ts`):
 * `GET /v2/places-csv` (view — the list as filtered and sorted, CSV or XLSX, `columns` —, edit,
 * edit-template) and `POST /v2/places-csv` (dry run or all-or-nothing import).
 */
export const placesCsvExport = csvExport({
  endpoint: placesCsvEndpoints.export,
  module: 'places',
  exporter: ({ session, locale, translator }) => placesExporter({ companyId: session.companyId, locale, translator }),
});

/** `POST /v2/places-csv`: see `placesCsvExport`. */
export const placesCsvImport = csvImport({
  endpoint: placesCsvEndpoints.import,
  importer: ({ session, translator }) => placesCsvModule({ translator, companyId: session.companyId, userId: session.userId }),
});
