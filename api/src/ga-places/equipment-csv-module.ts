import { randomUUID } from 'node:crypto';
import { and, count, eq, getTableColumns, isNotNull, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  createEquipmentBodySchema,
  equipmentCsvColumnLabels,
  equipmentFields,
  equipmentCsvColumns,
  type CreateEquipmentBody,
  equipmentCsvEndpoints,
  type EquipmentCountQuery,
  type EquipmentCsvColumn,
  type EquipmentSortColumn,
  type Locale,
  type MessageDescriptor,
  type SortOrder,
} from '@kanri/contracts';
import { queryRows, type Db } from '../db/client';
import { equipment, equipmentItems, equipmentTypes, people, places } from '../schema';
import type { Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import {
  equipmentPayload,
  equipmentOrder,
  equipmentWhere,
  selectEquipment,
  toEquipmentRow,
  type EquipmentRecord,
  type SelectedEquipment,
} from './equipment';
import { insertRowsWithAudit, recordBatchAudit, updateRows } from '../csv/bulk';
import { addError, cellText, ChoiceReader, issuesToCells, lookupKey, NameIndex, pgArray } from '../csv/cells';
import type { CsvColumnDef, CsvImportModule, CsvMessage, CsvRow, CsvRowVerdict } from '../csv/engine';
import { columnLabels } from '../csv/labels';
import { offsetPages, type CsvExporter } from '../csv/export';
import { csvExport, csvImport } from '../csv/routes';

/**
 * The equipment CSV (001 §3 Equipment; contracts `equipmentCsvColumns`). Import: `id` empty adds
 * equipment, else updates it (a column missing from the file keeps its value); references resolve
 * by code or name — equipment type and item (the item within the row's type; codes first), the
 * assigned person by worker number, e-mail or full name, the assigned place by code or name — and
 * a reference that does not resolve is an error in its cell naming the value.
 */

type K = EquipmentCsvColumn;

/** Import columns in file order, with their header labels (the contracts' `equipmentCsvColumnLabels`, issue 30); `name` and `equipmentType` are required. */
export const equipmentCsvColumnDefs: readonly CsvColumnDef<K>[] = equipmentCsvColumns.map((key) => ({
  key,
  label: equipmentCsvColumnLabels[key],
  required: key === 'name' || key === 'equipmentType',
}));

/** Body field → CSV column, for schema issues. */
const columnOfField: Record<string, K> = {
  name: 'name', equipmentTypeId: 'equipmentType', equipmentItemId: 'equipmentItem', model: 'model', serialNumber: 'serialNumber',
  assetTag: 'assetTag', managementType: 'managementType', status: 'status', usageType: 'usageType', placementType: 'placementType',
  locationStatus: 'locationStatus', assignedPersonId: 'assignedPerson', placementPlaceId: 'assignedPlace', memo: 'memo',
};

interface TypeRef { id: string; code: string; disabled: boolean }
interface ItemRef { id: string; code: string; typeId: string; disabled: boolean }

interface Ctx {
  types: NameIndex<TypeRef>;
  itemsByCode: NameIndex<ItemRef>;
  /** Items by name, per type id. */
  itemsByName: Map<string, NameIndex<ItemRef>>;
  places: NameIndex<{ id: string }>;
  /** Person text (as in the file, and its look-up key) → id (`null`: no such person, `'ambiguous'`), filled per batch. */
  persons: Map<string, string | null | 'ambiguous'>;
  /** Existing equipment of the batch's ids. */
  existing: Map<string, EquipmentRecord>;
  /** Asset tag → id of the equipment holding it in the database (all of them, or the batch's). */
  takenTags: Map<string, string>;
  tagsPreloaded: boolean;
  /** In the file so far: asset tag → row, id → row. */
  seenTags: Map<string, number>;
  seenIds: Map<string, number>;
}

/** A validated row: the equipment to write (`before` set for an update). */
interface EquipmentWrite {
  id: string;
  before: EquipmentRecord | null;
  body: CreateEquipmentBody;
}

const isUuid = (s: string) => v.is(v.pipe(v.string(), v.uuid()), s);
const { searchText: _s, ...equipmentColumns } = getTableColumns(equipment);
const writableKeys = [
  'name', 'equipmentTypeId', 'equipmentItemId', 'model', 'serialNumber', 'assetTag', 'managementType', 'status', 'usageType',
  'placementType', 'locationStatus', 'assignedPersonId', 'placementPlaceId', 'memo',
] as const;

/**
 * The audited fields of a new record in `equipmentPayload`'s order, each with the column it is
 * stored in: a CREATE entry written by the database lists them as `diffFields(null, payload)` would.
 */
const auditedFields = [
  ['name', 'name'], ['equipmentTypeId', 'equipmentTypeId'], ['equipmentItemId', 'equipmentItemId'], ['model', 'model'], ['serialNumber', 'serialNumber'],
  ['assetTag', 'assetTag'], ['managementType', 'managementType'], ['status', 'status'], ['usageType', 'usageType'], ['placementType', 'placementType'],
  ['locationStatus', 'locationStatus'], ['assignedPersonId', 'assignedPersonId'], ['placementPlaceId', 'placementPlaceId'], ['memo', 'memo'], ['disabled', 'disabled'],
] as const satisfies readonly (readonly [keyof ReturnType<typeof equipmentPayload>, keyof typeof equipment.$inferSelect])[];

/**
 * The readers of the five enumeration columns (issue 30, docs/fields.md): a cell holds the code or
 * its label in ja-JP or en-US, the labels the screens show (`equipmentFields.<field>.values`), and
 * nothing else; an export writes the label in the file's language.
 */
function equipmentChoices(translator: Translator) {
  return {
    managementType: new ChoiceReader(equipmentFields.managementType.values, translator),
    status: new ChoiceReader(equipmentFields.status.values, translator),
    usageType: new ChoiceReader(equipmentFields.usageType.values, translator),
    placementType: new ChoiceReader(equipmentFields.placementType.values, translator),
    locationStatus: new ChoiceReader(equipmentFields.locationStatus.values, translator),
  };
}

/** The equipment import module for one caller (`companyId`, `userId` for the audit log). */
export function equipmentCsvModule(options: { translator: Translator; companyId: string; userId: string }): CsvImportModule<K, Ctx, EquipmentWrite> {
  const { translator } = options;
  const choices = equipmentChoices(translator);
  const notFound = (column: K, value: string): CsvMessage => ({ descriptor: apiMessages.csvReferenceNotFound, values: { column: columnLabel(column), value } });
  const ambiguous = (column: K, value: string): CsvMessage => ({ descriptor: apiMessages.csvReferenceAmbiguous, values: { column: columnLabel(column), value } });
  const disabled = (column: K, value: string): CsvMessage => ({ descriptor: apiMessages.csvReferenceDisabled, values: { column: columnLabel(column), value } });

  return {
    columns: equipmentCsvColumnDefs,

    async prepare(conn, companyId, hint) {
      const tagged = and(eq(equipment.companyId, companyId), isNotNull(equipment.assetTag));
      // one after another: in a real import `conn` is a transaction, i.e. one connection
      const typeRows = await conn.select().from(equipmentTypes).where(eq(equipmentTypes.companyId, companyId));
      const itemRows = await conn.select().from(equipmentItems).where(eq(equipmentItems.companyId, companyId));
      const placeRows = await conn.select({ id: places.id, code: places.code, nameJa: places.nameJa, nameEn: places.nameEn }).from(places).where(eq(places.companyId, companyId));
      const [tagCount] = await conn.select({ n: count() }).from(equipment).where(tagged);
      // Asset tags in use: read them all at once (measured: 70k tags in ~1 s, where looking up each
      // 1000-row batch's tags took 3 s for 50k rows), unless there are so many that a huge company
      // importing a small file would pay more for the read than for the look-ups.
      const preloadTags = (tagCount?.n ?? 0) <= Math.max(200_000, hint.bytes / 50);
      const tagRows = preloadTags
        ? await queryRows<{ id: string; tag: string }>(conn, sql`SELECT id, asset_tag AS tag FROM equipment WHERE company_id = ${companyId} AND asset_tag IS NOT NULL`)
        : [];
      const types = new NameIndex<TypeRef>();
      // codes first: a code wins over a name that happens to equal it
      for (const t of typeRows) types.add({ id: t.id, code: t.code, disabled: t.disabled }, [t.code]);
      const typesByName = new NameIndex<TypeRef>();
      for (const t of typeRows) typesByName.add({ id: t.id, code: t.code, disabled: t.disabled }, [t.nameJa, t.nameEn]);
      const itemsByCode = new NameIndex<ItemRef>();
      const itemsByName = new Map<string, NameIndex<ItemRef>>();
      for (const i of itemRows) {
        const ref = { id: i.id, code: i.code, typeId: i.equipmentTypeId, disabled: i.disabled };
        itemsByCode.add(ref, [i.code]);
        if (!itemsByName.has(i.equipmentTypeId)) itemsByName.set(i.equipmentTypeId, new NameIndex());
        itemsByName.get(i.equipmentTypeId)!.add(ref, [i.nameJa, i.nameEn]);
      }
      const placeIndex = new NameIndex<{ id: string }>();
      const placeByName = new NameIndex<{ id: string }>();
      for (const p of placeRows) {
        placeIndex.add({ id: p.id }, [p.code]);
        placeByName.add({ id: p.id }, [p.nameJa, p.nameEn]);
      }
      return {
        types: withFallback(types, typesByName),
        itemsByCode,
        itemsByName,
        places: withFallback(placeIndex, placeByName),
        persons: new Map(),
        existing: new Map(),
        tagsPreloaded: preloadTags,
        takenTags: new Map(tagRows.map((t) => [t.tag, t.id])),
        seenTags: new Map(),
        seenIds: new Map(),
      };
    },

    async prepareBatch(conn, ctx, rows) {
      const ids = new Set<string>();
      const tags = new Set<string>();
      const personTexts = new Set<string>();
      for (const row of rows) {
        const id = cellText(row.cells.id);
        if (id && isUuid(id)) ids.add(id.toLowerCase());
        const tag = ctx.tagsPreloaded ? null : cellText(row.cells.assetTag);
        if (tag) tags.add(tag);
        const person = cellText(row.cells.assignedPerson);
        if (person && !ctx.persons.has(person) && !ctx.persons.has(lookupKey(person))) personTexts.add(person);
      }
      ctx.existing.clear();
      if (tags.size) {
        ctx.takenTags.clear();
        const taken = await conn
          .select({ id: equipment.id, tag: equipment.assetTag })
          .from(equipment)
          .where(and(eq(equipment.companyId, options.companyId), sql`${equipment.assetTag} = ANY(${pgArray(tags)}::text[])`));
        for (const t of taken) ctx.takenTags.set(t.tag!, t.id);
      }
      if (ids.size) {
        const existing = await conn
          .select(equipmentColumns)
          .from(equipment)
          .where(and(eq(equipment.companyId, options.companyId), sql`${equipment.id} = ANY(${pgArray(ids)}::uuid[])`));
        for (const e of existing) ctx.existing.set(e.id, e);
      }
      if (personTexts.size) await resolvePersons(conn, options.companyId, [...personTexts], ctx.persons);
    },

    validate(row: CsvRow<K>, ctx: Ctx): CsvRowVerdict<K, EquipmentWrite> {
      const cells = row.cells;
      const cellErrors: Partial<Record<K, CsvMessage[]>> = {};
      const recordErrors: CsvMessage[] = [];

      // id: empty adds, else it must be one of the company's equipment, once in the file
      let before: EquipmentRecord | null = null;
      const idText = cellText(cells.id);
      if (idText) {
        const id = idText.toLowerCase();
        before = ctx.existing.get(id) ?? null;
        if (!before) addError(cellErrors, 'id', { descriptor: apiMessages.csvUnknownId });
        const seen = ctx.seenIds.get(id);
        if (seen !== undefined) addError(cellErrors, 'id', { descriptor: apiMessages.csvDuplicateInFile, values: { row: seen } });
        else ctx.seenIds.set(id, row.rowNumber);
      }
      const current = before ? equipmentPayload(before) : null;
      // a column missing from the file keeps the stored value (or the default of a new record)
      const has = (key: K) => key in cells;
      const textOf = (key: K, field: keyof CreateEquipmentBody) => (has(key) ? cellText(cells[key]) : ((current?.[field] as string | null | undefined) ?? null));

      const candidate: Record<string, unknown> = {
        name: has('name') ? (cellText(cells.name) ?? '') : current?.name,
        model: textOf('model', 'model'),
        serialNumber: textOf('serialNumber', 'serialNumber'),
        assetTag: textOf('assetTag', 'assetTag'),
        memo: textOf('memo', 'memo'),
      };

      for (const key of ['managementType', 'status', 'usageType', 'placementType', 'locationStatus'] as const) {
        if (!has(key)) {
          candidate[key] = current ? current[key] : undefined;
          continue;
        }
        const read = choices[key].read(cells[key]);
        if (read.error) addError(cellErrors, key, read.error);
        // an empty status means the default on a new record and "unchanged" on an update
        else candidate[key] = key === 'status' && read.value === null ? (current?.status ?? undefined) : read.value;
      }

      // equipment type: by code, else by name
      let typeId: string | undefined = current?.equipmentTypeId;
      if (has('equipmentType')) {
        const text = cellText(cells.equipmentType);
        typeId = undefined;
        if (text) {
          const type = ctx.types.find(text);
          if (type === undefined) addError(cellErrors, 'equipmentType', notFound('equipmentType', text));
          else if (type === 'ambiguous') addError(cellErrors, 'equipmentType', ambiguous('equipmentType', text));
          else if (type.disabled && type.id !== current?.equipmentTypeId) addError(cellErrors, 'equipmentType', disabled('equipmentType', text));
          else typeId = type.id;
        }
      }
      candidate.equipmentTypeId = typeId;

      // equipment item: by code, else by name within the row's type; must be of that type
      let itemId: string | null = current?.equipmentItemId ?? null;
      if (has('equipmentItem')) {
        const text = cellText(cells.equipmentItem);
        itemId = null;
        if (text) {
          let item = ctx.itemsByCode.find(text);
          if (item === undefined && typeId) item = ctx.itemsByName.get(typeId)?.find(text);
          if (item === undefined) addError(cellErrors, 'equipmentItem', notFound('equipmentItem', text));
          else if (item === 'ambiguous') addError(cellErrors, 'equipmentItem', ambiguous('equipmentItem', text));
          else if (typeId && item.typeId !== typeId) addError(cellErrors, 'equipmentItem', { descriptor: apiMessages.csvItemNotOfType, values: { value: text } });
          else if (item.disabled && item.id !== current?.equipmentItemId) addError(cellErrors, 'equipmentItem', disabled('equipmentItem', text));
          else itemId = item.id;
        }
      } else if (itemId && typeId && typeId !== current?.equipmentTypeId) {
        // the type changed and the file says nothing about the item: the old item no longer fits
        itemId = null;
      }
      candidate.equipmentItemId = itemId;

      let personId: string | null = current?.assignedPersonId ?? null;
      if (has('assignedPerson')) {
        const text = cellText(cells.assignedPerson);
        personId = null;
        if (text) {
          const found = ctx.persons.get(text) ?? ctx.persons.get(lookupKey(text));
          if (!found) addError(cellErrors, 'assignedPerson', notFound('assignedPerson', text));
          else if (found === 'ambiguous') addError(cellErrors, 'assignedPerson', ambiguous('assignedPerson', text));
          else personId = found;
        }
      }
      candidate.assignedPersonId = personId;

      let placeId: string | null = current?.placementPlaceId ?? null;
      if (has('assignedPlace')) {
        const text = cellText(cells.assignedPlace);
        placeId = null;
        if (text) {
          const found = ctx.places.find(text);
          if (found === undefined) addError(cellErrors, 'assignedPlace', notFound('assignedPlace', text));
          else if (found === 'ambiguous') addError(cellErrors, 'assignedPlace', ambiguous('assignedPlace', text));
          else placeId = found.id;
        }
      }
      candidate.placementPlaceId = placeId;

      const parsed = v.safeParse(createEquipmentBodySchema, candidate);
      if (!parsed.success) {
        const fromSchema = issuesToCells(parsed.issues, (path) => columnOfField[path.split('.')[0]!]);
        // a cell with its own error (an unresolved reference) does not also read "required"
        for (const [key, messages] of Object.entries(fromSchema.cellErrors) as [K, CsvMessage[]][]) if (!cellErrors[key]) cellErrors[key] = messages;
        recordErrors.push(...fromSchema.recordErrors);
      }

      // asset tag: unique in the company and in the file
      // checked even when the row has other errors, so every duplicate is named at once
      const tag = typeof candidate.assetTag === 'string' ? candidate.assetTag : null;
      if (tag) {
        const holder = ctx.takenTags.get(tag);
        if (holder && holder !== before?.id) addError(cellErrors, 'assetTag', { descriptor: apiMessages.csvValueTaken, values: { value: tag } });
        const seen = ctx.seenTags.get(tag);
        if (seen !== undefined) addError(cellErrors, 'assetTag', { descriptor: apiMessages.csvDuplicateInFile, values: { row: seen } });
        else ctx.seenTags.set(tag, row.rowNumber);
      }

      const hasErrors = recordErrors.length > 0 || Object.values(cellErrors).some((list) => (list as CsvMessage[]).length > 0);
      if (!parsed.success || hasErrors) return { cellErrors, recordErrors };
      return { value: { id: before?.id ?? randomUUID(), before, body: parsed.output }, cellErrors, recordErrors };
    },

    isUpdate: (value) => value.before !== null,

    async write(conn, _ctx, rows) {
      const toColumns = (w: EquipmentWrite) => {
        const b = w.body;
        const blank = (s: string | null) => (s === '' ? null : s);
        return { ...b, model: blank(b.model), serialNumber: blank(b.serialNumber), assetTag: blank(b.assetTag), memo: blank(b.memo), id: w.id, companyId: options.companyId };
      };
      const creates: Record<string, unknown>[] = [];
      const updates: EquipmentWrite[] = [];
      for (const r of rows) {
        if (r.before) updates.push(r);
        else creates.push(toColumns(r));
      }
      const audit = { companyId: options.companyId, userId: options.userId, resourceType: 'EQUIPMENT' as const };
      await insertRowsWithAudit(conn, equipment, 'equipment', ['id', 'companyId', ...writableKeys], creates, { ...audit, fields: auditedFields });
      await updateRows(conn, equipment, 'equipment', writableKeys, updates.map(toColumns), { companyId: options.companyId, extraSet: `"version" = t."version" + 1, "updated_at" = now()` });
      if (!updates.length) return;
      await recordBatchAudit(conn, {
        ...audit,
        entries: updates.map((r) => ({
          resourceId: r.id,
          before: equipmentPayload(r.before!),
          after: equipmentPayload({ ...r.before!, ...(toColumns(r) as Partial<EquipmentRecord>) }),
        })),
      });
    },
  };
}

/** Column header label descriptor, for messages naming the column. */
function columnLabel(key: K): MessageDescriptor {
  return equipmentCsvColumnDefs.find((c) => c.key === key)!.label;
}

/** Looks names up in `primary` (codes) first, then in `fallback` (names). */
function withFallback<T>(primary: NameIndex<T>, fallback: NameIndex<T>): NameIndex<T> {
  const combined = Object.create(primary) as NameIndex<T>;
  combined.find = (text: string) => primary.find(text) ?? fallback.find(text);
  return combined;
}

/**
 * Resolves assigned-person texts of one batch with one query: a worker number or e-mail
 * (case-insensitive) or a full name — Japanese with or without a space (`山田 太郎`, `山田太郎`) or
 * English in either order (`Taro Yamada`, `Yamada Taro`). A text two people match is ambiguous.
 */
async function resolvePersons(conn: Db, companyId: string, texts: string[], into: Map<string, string | null | 'ambiguous'>): Promise<void> {
  const keys = texts.map(lookupKey);
  const compact = keys.map((k) => k.replace(/\s/g, ''));
  const rows = await conn
    .select({
      id: people.id,
      workerNumber: people.workerNumber,
      email: people.email,
      ja: sql<string>`${people.familyNameJa} || ${people.givenNameJa}`,
      en1: sql<string>`lower(${people.givenNameEn} || ' ' || ${people.familyNameEn})`,
      en2: sql<string>`lower(${people.familyNameEn} || ' ' || ${people.givenNameEn})`,
    })
    .from(people)
    .where(
      and(
        eq(people.companyId, companyId),
        or(
          sql`lower(${people.workerNumber}) = ANY(${pgArray(keys)}::text[])`,
          sql`lower(${people.email}) = ANY(${pgArray(keys)}::text[])`,
          sql`${people.familyNameJa} || ${people.givenNameJa} = ANY(${pgArray(compact)}::text[])`,
          sql`lower(${people.givenNameEn} || ' ' || ${people.familyNameEn}) = ANY(${pgArray(keys)}::text[])`,
          sql`lower(${people.familyNameEn} || ' ' || ${people.givenNameEn}) = ANY(${pgArray(keys)}::text[])`,
        ),
      ),
    );
  const index = new NameIndex<string>();
  // identifiers first: a worker number or e-mail names one person even if a name is shared
  const ids = new NameIndex<string>();
  for (const r of rows) {
    ids.add(r.id, [r.workerNumber, r.email]);
    index.add(r.id, [r.ja, r.en1, r.en2]);
  }
  for (let i = 0; i < texts.length; i++) {
    const found = ids.find(texts[i]!) ?? index.find(texts[i]!) ?? index.find(compact[i]!);
    into.set(keys[i]!, found ?? null);
    into.set(texts[i]!, found ?? null);
  }
}

/** What a `view` of the equipment list reads: its filters, free text and sort (`GET /v2/equipment-csv`). */
export type EquipmentExportFilters = EquipmentCountQuery & { sortColumn?: EquipmentSortColumn; orderDirection?: SortOrder };

/**
 * Exports of the equipment list (`view`: the list's columns, filters and sort — the list's own
 * WHERE, `equipmentWhere`, and ORDER BY with the id tiebreak, `equipmentOrder`) and for re-import
 * (`edit`: every record by name). Rows are read 2000 at a time while the file is written.
 */
export function equipmentExporter(options: { companyId: string; locale: Locale; translator: Translator }): CsvExporter<EquipmentExportFilters> {
  const { translator, locale } = options;
  const t = (d: MessageDescriptor) => translator.t(locale, d);
  const choices = equipmentChoices(translator);
  return {
    editHeaders: () => equipmentCsvColumnDefs.map((c) => t(c.label)),
    viewHeaders: () => [...(['name', 'equipmentType', 'model', 'serialNumber', 'assetTag', 'assignedPerson', 'assignedPlace'] as const).map((c) => equipmentCsvColumnLabels[c]), columnLabels.createdAt].map(t),
    // the list table's keys (NAME, EQUIPMENT_TYPE, …, CREATED_AT: case and `_` ignored) so `columns` picks them (issue 31)
    viewColumns: () => [
      { key: 'name' }, { key: 'equipmentType' }, { key: 'model' }, { key: 'serialNumber' }, { key: 'assetTag' }, { key: 'assignedPerson' }, { key: 'assignedPlace' },
      { key: 'createdAt', type: 'dateTime' },
    ],
    async *rows(db, mode, filters) {
      const view = mode === 'view' && filters;
      const where = view ? equipmentWhere(options.companyId, filters) : eq(equipment.companyId, options.companyId);
      const order = view ? equipmentOrder(filters.sortColumn ?? 'NAME', filters.orderDirection ?? 'asc', locale) : equipmentOrder('NAME', 'asc', locale);
      const pageSize = 2000;
      const records = offsetPages<SelectedEquipment>(pageSize, (offset) => selectEquipment(db).where(where).orderBy(...order).limit(pageSize).offset(offset));
      for await (const r of records) {
        const e = r.equipment;
        if (mode === 'view') {
          const row = toEquipmentRow(r, locale);
          yield [row.name, row.equipmentTypeName, row.model ?? '', row.serialNumber ?? '', row.assetTag ?? '', row.assignedPerson?.name ?? '', row.assignedPlace?.placeLabel ?? '', formatDateTime(e.createdAt)];
        } else {
          yield [
            e.id, e.name, r.type.code, r.item?.code ?? '', e.model ?? '', e.serialNumber ?? '', e.assetTag ?? '',
            choices.managementType.label(e.managementType as never, t), choices.status.label(e.status as never, t), choices.usageType.label(e.usageType as never, t),
            choices.placementType.label(e.placementType as never, t), choices.locationStatus.label(e.locationStatus as never, t),
            r.person?.workerNumber ?? '', r.place?.code ?? '', e.memo ?? '',
          ];
        }
      }
    },
  };
}

/**
 * The equipment CSV calls (001 §7; docs/csv.md), served by the CSV mechanism (`csv/routes.ts`):
 * `GET /v2/equipment-csv` (view — the list as filtered and sorted, CSV or XLSX, `columns` —, edit,
 * edit-template) and `POST /v2/equipment-csv` (dry run or all-or-nothing import).
 */
export const equipmentCsvExport = csvExport({
  endpoint: equipmentCsvEndpoints.export,
  module: 'equipment',
  exporter: ({ session, locale, translator }) => equipmentExporter({ companyId: session.companyId, locale, translator }),
});

/** `POST /v2/equipment-csv`: see `equipmentCsvExport`. */
export const equipmentCsvImport = csvImport({
  endpoint: equipmentCsvEndpoints.import,
  importer: ({ session, translator }) => equipmentCsvModule({ translator, companyId: session.companyId, userId: session.userId }),
});

/** Made once: `formatDateTime` runs per row of an export (a formatter costs ~60 µs to build; `tokyo-date.ts`). */
const dateTimeFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `YYYY-MM-DD HH:mm` in Japan time (spreadsheets read it as a date and time). */
function formatDateTime(date: Date): string {
  const parts = dateTimeFormat.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
