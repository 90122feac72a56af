import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  createPublicIdBodySchema,
  errorCodes,
  messages,
  normalizePublicIdNumber,
  publicIdCsvColumnLabels,
  publicIdFields,
  publicIdsCsvEndpoints,
  publicIdTypeValues,
  updatePublicIdBodySchema,
  type Locale,
  type MessageDescriptor,
  type NationalIdType,
  type PublicIdCsvColumn,
  type PublicIdType,
} from '@kanri/contracts';
import { ApiError, notFound } from '../../lib/errors';
import { apiMessages } from '../../i18n/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Translator } from '../../i18n/i18n';
import { people, publicIds } from '../../schema';
import { type CsvColumnDef, type CsvImportModule, type CsvMessage, type CsvRowVerdict } from '../../csv/engine';
import type { CsvExporter, ExportColumn } from '../../csv/export';
import { csvExport, csvImport } from '../../csv/routes';
import { addError, cellText, ChoiceReader, issuesToCells } from '../../csv/cells';
import type { PublicIdCipher } from './cipher';
import { handlesMyNumber } from './privilege';
import { insertPublicId, updatePublicIdRow, type PublicIdValues } from './records';
import { publicIdsOrderBy, publicIdsWhere, selectPublicIdRows, toRow } from './queries';


/**
 * The public ID CSV files (names13 "CSV"; docs/public-ids.md "CSV"; docs/csv.md):
 *
 * - export `GET /v2/public-ids-csv`: `view` — the registry as filtered and sorted, with the masked
 *   number; `edit` / `edit-template` — one type's import columns (`ALL` → NATIONAL_ID). The clear
 *   number is written only with `includeMyNumber=true`, which needs `MY_NUMBER_HANDLER` (403
 *   otherwise), writes one audit entry (ACCESS, `EXPORT`) per record exported in clear, and the file
 *   is removed from the storage once its download URL has expired (15 minutes).
 * - import `POST /v2/public-ids-csv/{publicIdType}` through the shared wizard, all or nothing: a row
 *   names its person by worker number; a person who already has that type and kind is updated (an
 *   empty number keeps the stored one), else a public ID is added (the number required). Each row
 *   is checked with the add/update schemas (a My Number's check digit included), against the
 *   numbers of other people (blind index) and the file's other rows; a My Number row needs the
 *   privilege (a row error otherwise).
 *
 * Headers are the `publicIdFields` labels (`publicIdCsvColumnLabels`; issue 30); the kind cells are
 * read with `ChoiceReader(publicIdFields.nationalIdType.values)` (the code or its label in either
 * language) and the type and kind are exported as those labels.
 */

type K = PublicIdCsvColumn;

/** The import (and `edit`) columns of a type: a national ID has its kind, a travel document none. */
export function publicIdImportColumns(publicIdType: PublicIdType): K[] {
  const kind: K[] = publicIdType === 'NATIONAL_ID' ? ['nationalIdType'] : [];
  return ['workerNumber', ...kind, 'number', 'issueDate', 'expiryDate', 'issuingCountry', 'nameOnDocument', 'issuingAuthority', 'note'];
}

const requiredColumns: readonly K[] = ['workerNumber', 'nationalIdType', 'number'];
const fieldColumns = ['issueDate', 'expiryDate', 'issuingCountry', 'nameOnDocument', 'issuingAuthority', 'note'] as const;

/** The type of a URL segment (`NATIONAL_ID`, `national-id`…), or null. */
export function publicIdTypeOfSegment(segment: string): PublicIdType | null {
  const upper = segment.toUpperCase().replace(/-/g, '_');
  return (publicIdTypeValues as readonly string[]).includes(upper) ? (upper as PublicIdType) : null;
}

type Existing = typeof publicIds.$inferSelect;
interface Ctx {
  peopleByNumber: Map<string, string>;
  existing: Map<string, Existing>;
  numberOwners: Map<string, string>;
  seenRecords: Map<string, number>;
  seenNumbers: Map<string, number>;
  mayHandle: boolean;
}
interface ImportRow extends PublicIdValues {
  personId: string;
  number?: string;
  existing?: Existing;
}

const recordKey = (personId: string, kind: NationalIdType | null) => `${personId}|${kind ?? ''}`;

/** The import module of one caller and type. */
export function publicIdImportModule(options: {
  translator: Translator;
  session: { companyId: string; userId: string; personId: string | null };
  publicIdType: PublicIdType;
  cipher: PublicIdCipher;
}): CsvImportModule<K, Ctx, ImportRow> {
  const { translator, session, publicIdType, cipher } = options;
  const columns: CsvColumnDef<K>[] = publicIdImportColumns(publicIdType).map((key) => ({ key, label: publicIdCsvColumnLabels[key], required: requiredColumns.includes(key), date: key === 'issueDate' || key === 'expiryDate' }));
  const kinds = new ChoiceReader(publicIdFields.nationalIdType.values, translator);
  return {
    columns,

    async prepare(conn, companyId) {
      const ctx: Ctx = { peopleByNumber: new Map(), existing: new Map(), numberOwners: new Map(), seenRecords: new Map(), seenNumbers: new Map(), mayHandle: await handlesMyNumber(conn, session) };
      for (const p of await conn.select({ id: people.id, workerNumber: people.workerNumber }).from(people).where(eq(people.companyId, companyId))) ctx.peopleByNumber.set(p.workerNumber, p.id);
      for (const r of await conn.select().from(publicIds).where(eq(publicIds.companyId, companyId))) {
        ctx.numberOwners.set(r.numberBlindIndex, r.personId);
        if (r.publicIdType === publicIdType) ctx.existing.set(recordKey(r.personId, r.nationalIdType), r);
      }
      return ctx;
    },

    validate(row, ctx): CsvRowVerdict<K, ImportRow> {
      const cellErrors: Partial<Record<K, CsvMessage[]>> = {};
      const recordErrors: CsvMessage[] = [];
      const text = (c: K) => cellText(row.cells[c]);
      const workerNumber = text('workerNumber');
      const personId = workerNumber === null ? undefined : ctx.peopleByNumber.get(workerNumber);
      if (workerNumber === null) addError(cellErrors, 'workerNumber', { descriptor: messages.required });
      else if (!personId) addError(cellErrors, 'workerNumber', { descriptor: apiMessages.publicIdCsvPersonNotFound, values: { value: workerNumber } });
      let kind: NationalIdType | null = null;
      if (publicIdType === 'NATIONAL_ID') {
        const read = kinds.read(row.cells.nationalIdType);
        if (read.error) addError(cellErrors, 'nationalIdType', read.error);
        else if (read.value === null) addError(cellErrors, 'nationalIdType', { descriptor: messages.required });
        else kind = read.value;
      }
      if (kind === 'MY_NUMBER' && !ctx.mayHandle) recordErrors.push({ descriptor: apiMessages.publicIdMyNumberForbidden });
      const existing = personId ? ctx.existing.get(recordKey(personId, kind)) : undefined;
      const numberText = text('number');
      const fields = Object.fromEntries(fieldColumns.map((c) => [c, text(c)]));
      const input = existing
        ? { ...fields, nationalIdType: kind, version: existing.version, ...(numberText === null ? {} : { number: numberText }) }
        : { ...fields, personId: personId ?? '00000000-0000-4000-8000-000000000000', publicIdType, nationalIdType: kind, number: numberText ?? '' };
      const parsed = existing ? v.safeParse(updatePublicIdBodySchema, input) : v.safeParse(createPublicIdBodySchema, input);
      if (!parsed.success) {
        const columnOf = (path: string): K | undefined => (path === 'personId' ? 'workerNumber' : (columns.find((c) => c.key === path)?.key ?? undefined));
        const mapped = issuesToCells(parsed.issues, columnOf);
        for (const [column, errors] of Object.entries(mapped.cellErrors) as [K, CsvMessage[]][]) for (const e of errors) if (!cellErrors[column]?.length) addError(cellErrors, column, e);
        recordErrors.push(...mapped.recordErrors);
      }
      if (personId) {
        const key = recordKey(personId, kind);
        const earlier = ctx.seenRecords.get(key);
        if (earlier !== undefined) addError(cellErrors, 'workerNumber', { descriptor: apiMessages.csvDuplicateInFile, values: { row: earlier } });
        else ctx.seenRecords.set(key, row.rowNumber);
      }
      if (numberText !== null && personId && (publicIdType === 'TRAVEL_DOCUMENT' || kind !== null)) {
        const number = normalizePublicIdNumber(numberText);
        const indexes = cipher.blindIndexes({ companyId: session.companyId, publicIdType, nationalIdType: kind, number });
        const owner = indexes.map((i) => ctx.numberOwners.get(i)).find((o) => o !== undefined);
        if (owner !== undefined && owner !== personId) addError(cellErrors, 'number', { descriptor: apiMessages.publicIdNumberTaken });
        const earlier = ctx.seenNumbers.get(indexes[0]!);
        if (earlier !== undefined) addError(cellErrors, 'number', { descriptor: apiMessages.csvDuplicateInFile, values: { row: earlier } });
        else ctx.seenNumbers.set(indexes[0]!, row.rowNumber);
      }
      const valid = parsed.success && personId !== undefined && Object.keys(cellErrors).length === 0 && recordErrors.length === 0;
      if (!valid) return { cellErrors, recordErrors };
      const out = parsed.output as PublicIdValues & { number?: string };
      const values: ImportRow = {
        personId: personId!, nationalIdType: kind, issueDate: out.issueDate, expiryDate: out.expiryDate, issuingCountry: out.issuingCountry,
        nameOnDocument: out.nameOnDocument, issuingAuthority: out.issuingAuthority, note: out.note, number: out.number, existing,
      };
      return { value: values, cellErrors, recordErrors };
    },

    isUpdate: (row) => row.existing !== undefined,

    async write(conn, _ctx, rows) {
      for (const { existing, personId, number, ...values } of rows) {
        if (existing) await updatePublicIdRow(conn, session, cipher, existing, { ...values, ...(number === undefined ? {} : { number }) });
        else await insertPublicId(conn, session, cipher, { personId, publicIdType, number: number!, ...values });
      }
    },
  };
}

/**
 * The registry's `view` columns as its table names them (issue 31: `columns` picks them): `person`
 * is the worker's name, `type` the ID's type and kind, `number` the masked (and, when asked, the
 * clear) number; the dates are date cells in XLSX.
 */
const viewColumnAliases: Partial<Record<K, Omit<ExportColumn, 'key'>>> = {
  personName: { aliases: ['person'] },
  publicIdType: { aliases: ['type'] },
  nationalIdType: { aliases: ['type'] },
  maskedNumber: { aliases: ['number'] },
  issueDate: { type: 'date' },
  expiryDate: { type: 'date' },
};

/**
 * The public ID CSV calls (see the file's docstring) as bindings of the CSV mechanism
 * (`csv/routes.ts`): the export (CSV or XLSX, `format` and `columns`; with `includeMyNumber` the
 * exported records are audited once the file is stored and the file is short-lived) and the import.
 */
export function publicIdCsvBindings(cipher: () => Promise<PublicIdCipher>) {
  const exportBinding = csvExport({
    endpoint: publicIdsCsvEndpoints.export,
    module: ({ mode, filters }) => (mode === 'view' ? 'public-ids' : `public-ids-${(filters.publicIdType === 'ALL' ? 'NATIONAL_ID' : filters.publicIdType).toLowerCase().replace('_', '-')}`),
    exporter: async ({ filters: { includeMyNumber, sortColumn, sortOrder, ...filters }, mode, session, locale, translator, db }): Promise<CsvExporter<never>> => {
      const privileged = await handlesMyNumber(db, session);
      if (includeMyNumber && !privileged) throw new ApiError(403, errorCodes.forbidden, apiMessages.publicIdMyNumberForbidden);
      const c = await cipher();
      const t = (d: MessageDescriptor) => translator.t(locale as Locale, d);
      const editType: PublicIdType = filters.publicIdType === 'ALL' ? 'NATIONAL_ID' : filters.publicIdType;
      const editColumns = publicIdImportColumns(editType);
      const viewColumns: K[] = ['workerNumber', 'personName', 'publicIdType', 'nationalIdType', 'maskedNumber', ...(includeMyNumber ? (['number'] as K[]) : []),
        'issueDate', 'expiryDate', 'issuingCountry', 'nameOnDocument', 'issuingAuthority', 'note'];
      const exported: { id: string; maskedNumber: string }[] = [];
      return {
        editHeaders: () => editColumns.map((k) => t(publicIdCsvColumnLabels[k])),
        viewHeaders: () => viewColumns.map((k) => t(publicIdCsvColumnLabels[k])),
        viewColumns: () => viewColumns.map((key) => ({ key, ...(key === 'number' ? { aliases: ['number'] } : viewColumnAliases[key]) })),
        async *rows(conn, exportMode) {
          const where = exportMode === 'view' ? publicIdsWhere(session.companyId, filters, c, privileged) : and(eq(publicIds.companyId, session.companyId), eq(publicIds.publicIdType, editType))!;
          const order = exportMode === 'view' ? publicIdsOrderBy(sortColumn, sortOrder, locale) : publicIdsOrderBy('person', 'asc', locale);
          const pageSize = 2000;
          for (let offset = 0; ; offset += pageSize) {
            const batch = await selectPublicIdRows(conn, locale).where(where).orderBy(...order).limit(pageSize).offset(offset);
            const ids = batch.map((r) => r.id);
            const extra = new Map(
              ids.length
                ? (await conn.select().from(publicIds).where(and(eq(publicIds.companyId, session.companyId), inArray(publicIds.id, ids)))).map((r) => [r.id, r])
                : [],
            );
            for (const r of batch) {
              const full = extra.get(r.id)!;
              const row = toRow(r);
              let number = '';
              if (includeMyNumber) {
                number = c.decrypt({ ciphertext: full.numberCiphertext, keyId: full.numberKeyId }, session.companyId);
                exported.push({ id: r.id, maskedNumber: r.maskedNumber });
              }
              const cell = (k: K): string => {
                switch (k) {
                  case 'workerNumber': return row.person.workerNumber;
                  case 'personName': return row.person.name;
                  case 'publicIdType': return t(publicIdFields.publicIdType.values[row.publicIdType]);
                  case 'nationalIdType': return row.nationalIdType ? t(publicIdFields.nationalIdType.values[row.nationalIdType]) : '';
                  case 'maskedNumber': return row.maskedNumber;
                  case 'number': return number;
                  default: return (full[k] as string | null) ?? '';
                }
              };
              yield (exportMode === 'view' ? viewColumns : editColumns).map(cell);
            }
            if (batch.length < pageSize) break;
          }
        },
        // a file with numbers in clear: every number written is audited once the file is stored
        // (the stream has been read whole), and the file goes as soon as its URL has expired
        shortLived: includeMyNumber,
        async stored() {
          if (!exported.length) return;
          await db.transaction(async (tx) => {
            for (const e of exported) {
              await recordAudit(tx, { session, action: 'ACCESS', resourceType: 'PUBLIC_ID', resourceId: e.id, before: null, after: { access: 'EXPORT', mode, maskedNumber: e.maskedNumber } });
            }
          });
        },
      };
    },
  });

  const importBinding = csvImport({
    endpoint: publicIdsCsvEndpoints.import,
    importer: async ({ params, session, translator }) => {
      const publicIdType = publicIdTypeOfSegment(params.publicIdType);
      if (!publicIdType) throw notFound();
      return publicIdImportModule({ translator, session, publicIdType, cipher: await cipher() });
    },
  });
  return { exportBinding, importBinding };
}
