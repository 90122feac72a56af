import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  createDeviceBodySchema,
  deviceFields,
  deviceGenreFields,
  deviceMessages,
  devicesCsvColumnLabels,
  devicesCsvColumns,
  type CreateDeviceBody,
  type DeviceGenre,
  type DevicesCountQuery,
  type DevicesListQuery,
  type DevicesCsvColumn,
  type Locale,
  type MessageDescriptor,
} from '@kanri/contracts';
import type { Db } from '../db/client';
import { deviceModels, devices, people, places } from '../schema';
import type { Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { createDevice, deviceColumnsOf, devicesKit, devicesListOptions, lockDevice, selectDevices, toDeviceRow, writeDevice } from './devices';
import { directionOf } from '../http/resource';
import { addError, cellText, ChoiceReader, issuesToCells, NameIndex } from '../csv/cells';
import type { CsvColumnDef, CsvImportModule, CsvMessage, CsvRowVerdict } from '../csv/engine';
import { exportPageRows, idOrderedPages, type CsvExporter, type ExportColumn } from '../csv/export';
import { isoDateKeys } from '../csv/dates';

/**
 * The devices CSV (contracts `devicesCsvColumns`; docs/devices.md §CSV) on the shared engine. One
 * import per genre (`/devices/import-csv/{deviceType}`): every row gets the URL's genre, and the
 * fields the genre does not have are stored as null. `id` empty adds a device (with a PROCURED
 * event and, when the assignee columns name someone, its check-out); an `id` updates that device's
 * fields (a column missing from the file keeps its value; the assignment changes only through
 * check-out and check-in). References: `deviceModel` by catalog name, `assignedPerson` by worker
 * number or e-mail, `assignedPlace` by place code or name. Rows are written one by one with the
 * device's own write path (events, audit entries), inside the import's transaction.
 */

type K = DevicesCsvColumn;
type Write = { id: string | null; body: CreateDeviceBody; present: ReadonlySet<K> };

/** The date columns, as the create body's schema says (`2026/4/1`, 令和 … are read by the engine). */
const deviceDateKeys = isoDateKeys(createDeviceBodySchema);

/** Import columns in file order with their header labels; only `name` is required. */
export const devicesCsvColumnDefs: readonly CsvColumnDef<K>[] = devicesCsvColumns.map((key) => ({ key, label: devicesCsvColumnLabels[key], required: key === 'name', date: deviceDateKeys.has(key) }));

/**
 * The enumeration columns: a cell is the code or the label in either language of the device's field
 * description (contracts `deviceFields`, the labels the form, list and history show; issue 30).
 */
const choiceColumns = ['os', 'network', 'storage', 'condition', 'acquisition', 'priceType'] as const;
type ChoiceColumn = (typeof choiceColumns)[number];

const textFields = ['name', 'maker', 'model', 'osVersion', 'serialNumber', 'deviceTag', 'assetTag', 'purchaseDate', 'leaseEndOn', 'lifecycleEndOn', 'memo'] as const;
const numberFields = ['storageCapacityGb', 'memoryGb', 'purchasePrice'] as const;

interface Ctx {
  models: NameIndex<string>;
  places: NameIndex<string>;
  persons: NameIndex<string>;
  existing: Map<string, true>;
  tags: Map<string, string>;
  assetTags: Map<string, string>;
  seenTags: Map<string, number>;
  seenAssetTags: Map<string, number>;
}

/** The devices import of one caller for one genre. */
export function devicesCsvModule(options: { translator: Translator; companyId: string; userId: string; genre: DeviceGenre }): CsvImportModule<K, Ctx, Write> {
  const { translator, genre } = options;
  const choices = Object.fromEntries(choiceColumns.map((c) => [c, new ChoiceReader<string>(deviceFields[c].values, translator)])) as Record<ChoiceColumn, ChoiceReader<string>>;
  const notFound = (column: K, value: string): CsvMessage => ({ descriptor: apiMessages.csvReferenceNotFound, values: { column: devicesCsvColumnLabels[column], value } });
  const ambiguous = (column: K, value: string): CsvMessage => ({ descriptor: apiMessages.csvReferenceAmbiguous, values: { column: devicesCsvColumnLabels[column], value } });
  const session = { companyId: options.companyId, userId: options.userId };

  return {
    columns: devicesCsvColumnDefs,

    async prepare(conn, companyId) {
      const ctx: Ctx = { models: new NameIndex(), places: new NameIndex(), persons: new NameIndex(), existing: new Map(), tags: new Map(), assetTags: new Map(), seenTags: new Map(), seenAssetTags: new Map() };
      for (const m of await conn.select({ id: deviceModels.id, name: deviceModels.name }).from(deviceModels).where(eq(deviceModels.companyId, companyId))) ctx.models.add(m.id, [m.name]);
      for (const p of await conn.select({ id: places.id, code: places.code, nameJa: places.nameJa, nameEn: places.nameEn }).from(places).where(eq(places.companyId, companyId))) ctx.places.add(p.id, [p.code, p.nameJa, p.nameEn]);
      for (const p of await conn.select({ id: people.id, workerNumber: people.workerNumber, email: people.email }).from(people).where(eq(people.companyId, companyId))) ctx.persons.add(p.id, [p.workerNumber, p.email]);
      for (const d of await conn.select({ id: devices.id, deviceTag: devices.deviceTag, assetTag: devices.assetTag }).from(devices).where(eq(devices.companyId, companyId))) {
        ctx.existing.set(d.id, true);
        ctx.tags.set(d.deviceTag, d.id);
        if (d.assetTag) ctx.assetTags.set(d.assetTag, d.id);
      }
      return ctx;
    },

    validate(row, ctx): CsvRowVerdict<K, Write> {
      const cellErrors: Partial<Record<K, CsvMessage[]>> = {};
      const recordErrors: CsvMessage[] = [];
      const present = new Set(Object.keys(row.cells) as K[]);
      const id = cellText(row.cells.id);
      if (id !== null && !ctx.existing.has(id)) addError(cellErrors, 'id', { descriptor: apiMessages.csvUnknownId });
      const input: Record<string, unknown> = { genre, deviceModelId: null, initialEvent: 'PROCURED', assignedPersonId: null, assignedPlaceId: null };
      for (const f of textFields) input[f] = cellText(row.cells[f]) ?? (f === 'name' ? '' : null);
      for (const f of numberFields) {
        const text = cellText(row.cells[f]);
        input[f] = text === null ? null : /^-?\d+$/.test(text.replace(/[,，]/g, '')) ? Number(text.replace(/[,，]/g, '')) : text;
      }
      for (const [f, reader] of Object.entries(choices) as [ChoiceColumn, ChoiceReader<string>][]) {
        const read = reader.read(row.cells[f]);
        if (read.error) addError(cellErrors, f, read.error);
        input[f] = read.value ?? null;
      }
      const ref = (column: 'deviceModel' | 'assignedPerson' | 'assignedPlace', index: NameIndex<string>, field: string) => {
        const text = cellText(row.cells[column]);
        if (text === null) return;
        const found = index.find(text);
        if (found === undefined) addError(cellErrors, column, notFound(column, text));
        else if (found === 'ambiguous') addError(cellErrors, column, ambiguous(column, text));
        else input[field] = found;
      };
      ref('deviceModel', ctx.models, 'deviceModelId');
      if (id === null) {
        ref('assignedPerson', ctx.persons, 'assignedPersonId');
        ref('assignedPlace', ctx.places, 'assignedPlaceId');
        if (input.assignedPersonId && input.assignedPlaceId) addError(cellErrors, 'assignedPlace', { descriptor: deviceMessages.assignmentBoth });
      }
      const parsed = v.safeParse(createDeviceBodySchema, input);
      if (!parsed.success) {
        const mapped = issuesToCells(parsed.issues, (path) => ((devicesCsvColumns as readonly string[]).includes(path) ? (path as K) : path === 'deviceModelId' ? 'deviceModel' : undefined));
        for (const [column, errors] of Object.entries(mapped.cellErrors) as [K, CsvMessage[]][]) for (const e of errors) addError(cellErrors, column, e);
        recordErrors.push(...mapped.recordErrors);
      }
      // tags: unique in the company and in the file
      const unique = (column: 'deviceTag' | 'assetTag', taken: Map<string, string>, seen: Map<string, number>) => {
        const text = cellText(row.cells[column]);
        if (text === null) return;
        const holder = taken.get(text);
        if (holder && holder !== id) addError(cellErrors, column, { descriptor: apiMessages.csvValueTaken, values: { value: text } });
        const earlier = seen.get(text);
        if (earlier !== undefined) addError(cellErrors, column, { descriptor: apiMessages.csvDuplicateInFile, values: { row: earlier } });
        else seen.set(text, row.rowNumber);
      };
      unique('deviceTag', ctx.tags, ctx.seenTags);
      unique('assetTag', ctx.assetTags, ctx.seenAssetTags);
      const valid = parsed.success && Object.keys(cellErrors).length === 0 && recordErrors.length === 0;
      return { value: valid ? { id, body: parsed.output, present } : undefined, cellErrors, recordErrors };
    },

    isUpdate: (w) => w.id !== null,

    async write(conn, _ctx, rows) {
      for (const w of rows) {
        if (w.id === null) {
          await createDevice(conn, session, w.body);
          continue;
        }
        const before = await lockDevice(conn, session.companyId, w.id, undefined);
        const next = deviceColumnsOf(w.body);
        // a column missing from the file keeps the stored value
        const keep = (key: keyof typeof next, column: K) => (w.present.has(column) ? next[key] : before[key as keyof typeof before]);
        const set = Object.fromEntries(
          (Object.keys(next) as (keyof typeof next)[]).map((key) => [key, key === 'genre' ? genre : keep(key, key === 'deviceModelId' ? 'deviceModel' : (key as K))]),
        );
        await writeDevice(conn, session, before, { ...set, deviceTag: (set.deviceTag as string | null) ?? before.deviceTag });
      }
    },
  };
}

/** Filters of the view export: the list's filters and sort (`GET /v2/devices`'s), plus `genre` (a genre's template or edit file). */
export type DevicesExportFilters = Partial<DevicesCountQuery> & Partial<Pick<DevicesListQuery, 'sortColumn' | 'sortOrder' | 'orderDirection'>> & { genre?: DeviceGenre };

/**
 * The `view` columns as the list names them (issue 31 "exactly what it shows"): the inventory
 * table's keys (`NAME`, `MODEL`, `DEVICE_TAG`, `holder`: the person and the place it is checked out
 * to) and the cell types of the XLSX file.
 */
const viewColumnTypes: Partial<Record<string, ExportColumn>> = {
  assignedPerson: { key: 'assignedPerson', aliases: ['holder'] },
  assignedPlace: { key: 'assignedPlace', aliases: ['holder'] },
  purchaseDate: { key: 'purchaseDate', type: 'date' },
  leaseEndOn: { key: 'leaseEndOn', type: 'date' },
  lifecycleEndOn: { key: 'lifecycleEndOn', type: 'date' },
  purchasePrice: { key: 'purchasePrice', type: 'number' },
  storageCapacityGb: { key: 'storageCapacityGb', type: 'number' },
  memoryGb: { key: 'memoryGb', type: 'number' },
};

/** The columns of a genre's template: the genre-dependent ones it does not have are left out. */
export function templateColumns(genre: DeviceGenre | undefined): K[] {
  if (!genre) return [...devicesCsvColumns];
  const has = new Set<string>(deviceGenreFields[genre]);
  const dependent = new Set<string>(['os', 'osVersion', 'network', 'storage', 'storageCapacityGb', 'memoryGb']);
  return devicesCsvColumns.filter((c) => !dependent.has(c) || has.has(c));
}

/** The devices export: `view` (the list's filters, labels in the request's language), `edit` / `edit-template` (import columns). */
export function devicesExporter(options: { companyId: string; locale: Locale; translator: Translator; genre?: DeviceGenre }): CsvExporter<DevicesExportFilters> {
  const { companyId, locale, translator } = options;
  const t = (d: MessageDescriptor) => translator.t(locale, d);
  const label = (labels: Readonly<Record<string, MessageDescriptor>>, value: string | null) => (value ? t(labels[value]!) : '');
  const editColumns = templateColumns(options.genre);
  const viewColumns = ['name', 'genre', 'category', 'lifecycleStatus', ...devicesCsvColumns.filter((c) => c !== 'name' && c !== 'id')] as const;
  return {
    editHeaders: () => editColumns.map((c) => t(devicesCsvColumnLabels[c])),
    viewHeaders: () => viewColumns.map((c) => t(devicesCsvColumnLabels[c])),
    viewColumns: () => viewColumns.map((c) => viewColumnTypes[c] ?? { key: c }),
    editTypes: () => editColumns.map((c) => viewColumnTypes[c]?.type ?? 'text'),
    async *rows(db: Db, mode, filters) {
      // a view is the list: its WHERE (the kit's: tenant, category, genres, freeText) and its ORDER BY with the tiebreak
      const listQuery = { category: filters?.category ?? 'ALL', genres: filters?.genres ?? [], freeText: filters?.freeText };
      const sortOrder = directionOf({ sortOrder: filters?.sortOrder, orderDirection: filters?.orderDirection });
      const sorted = { ...listQuery, pageIndex: 0, pageSize: 1, sortColumn: filters?.sortColumn ?? 'NAME', sortOrder };
      const where = and(
        mode === 'view' ? await devicesKit(db as never).where({ db: db as never, companyId, locale }, listQuery) : eq(devices.companyId, companyId),
        options.genre ? eq(devices.genre, options.genre) : undefined,
      );
      const order = mode === 'view' ? [...devicesListOptions.sort(sorted), devicesListOptions.tiebreak(sortOrder, sorted)] : [asc(devices.name), asc(devices.id)];
      const models = new Map((await db.select({ id: deviceModels.id, name: deviceModels.name }).from(deviceModels).where(eq(deviceModels.companyId, companyId))).map((m) => [m.id, m.name]));
      // the sorted ids once, then the rows a small page at a time by id (OFFSET pages re-sort 100k rows each time)
      const sortedIds = async () =>
        (
          await db
            .select({ id: devices.id })
            .from(devices)
            .leftJoin(people, eq(people.id, devices.assignedPersonId))
            .leftJoin(places, eq(places.id, devices.assignedPlaceId))
            .where(where)
            .orderBy(...order)
        ).map((r) => r.id);
      const selected = idOrderedPages(exportPageRows, sortedIds, (batch) => selectDevices(db).where(inArray(devices.id, batch)), (r) => r.device.id);
      for await (const r of selected) {
        const d = r.device;
        const row = toDeviceRow(r, locale);
        const cell = (c: string): string => {
          switch (c) {
            case 'id': return d.id;
            case 'genre': case 'category': case 'lifecycleStatus':
            case 'os': case 'network': case 'storage': case 'condition': case 'acquisition': case 'priceType':
              return label(deviceFields[c].values, d[c]);
            case 'deviceModel': return d.deviceModelId ? (models.get(d.deviceModelId) ?? '') : '';
            case 'assignedPerson': return mode === 'view' ? (row.assignedPerson?.name ?? '') : (row.assignedPerson?.email ?? '');
            case 'assignedPlace': return row.assignedPlace?.name ?? '';
            default: {
              const value = (d as Record<string, unknown>)[c];
              return value === null || value === undefined ? '' : String(value);
            }
          }
        };
        yield (mode === 'view' ? viewColumns : editColumns).map(cell);
      }
    },
  };
}
