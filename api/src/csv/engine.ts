import { parse, CsvError } from 'csv-parse';
import { and, eq } from 'drizzle-orm';
import { errorCodes, type CsvHeader, type CsvImportBody, type CsvImportResult, type CsvRecord, type Locale, type MessageDescriptor } from '@kanri/contracts';
import type { Db } from '../db/client';
import { csvImports } from '../schema';
import type { Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { ApiError } from '../lib/errors';
import { isUniqueViolation } from '../http/resource';
import { decodedStream, detectEncoding } from './decode';
import { unescapeFormula } from './formula';
import { readDateCell } from './dates';
import type { CsvMessage } from './message';

/**
 * The generic CSV import engine (000 §2 "CSV import wizard", §3 "CSV import record"; DECISIONS.md
 * "CSV"): one streaming pass over the file that every module reuses with its own column definitions
 * and resolvers (`CsvImportModule`).
 *
 * - The file is decoded and parsed as a stream (csv-parse) and handled in batches of
 *   `csvBatchSize` rows, so memory stays bounded: only the summary, the requested page of records
 *   and the module's reference maps are kept.
 * - References are resolved once per kind (`prepare`) or once per batch (`prepareBatch`), never per
 *   row.
 * - A real import runs in one transaction: valid batches are written as they come (one statement
 *   per batch, running while the next batch is parsed); when any row fails — in validation or
 *   when written — the transaction is rolled back, nothing is written, and the answer lists the
 *   failing rows (`outcome: 'REJECTED'`). A batch the database refuses is retried row by row
 *   inside savepoints to name the failing rows.
 */

export type { CsvMessage } from './message';

/** One column a module imports: `key` (the record's `values` key), its header `label`, and whether the header must have it. */
export interface CsvColumnDef<K extends string = string> {
  key: K;
  label: MessageDescriptor;
  required?: boolean;
  /**
   * A date column: the engine reads the cell as people write dates (`csv/dates.ts`: 2026/4/1,
   * 令和8年4月1日, Excel serials …) and hands the module `yyyy-mm-dd`; a cell it cannot read gets
   * the date error (what was found, the forms accepted) in place of the module's own.
   */
  date?: boolean;
}

/** A data row as a module sees it: its spreadsheet row number and cell texts by column key (a column missing from the file is absent). */
export interface CsvRow<K extends string = string> {
  rowNumber: number;
  cells: Partial<Record<K, string>>;
}

/** A module's verdict on one row: the value to write when valid, errors by column, errors of the row. */
export interface CsvRowVerdict<K extends string, T> {
  value?: T;
  cellErrors: Partial<Record<K, CsvMessage[]>>;
  recordErrors: CsvMessage[];
}

/**
 * What a module gives the engine. `conn` is the database or, in a real import, the transaction:
 * every read and write of one import goes through it.
 */
export interface CsvImportModule<K extends string, Ctx, T> {
  columns: readonly CsvColumnDef<K>[];
  /**
   * Once per import: the context (reference maps loaded with one query per kind). `hint.bytes` is
   * the file's size, to choose between loading a whole table once and looking up per batch.
   */
  prepare(conn: Db, companyId: string, hint: { bytes: number }): Promise<Ctx>;
  /** Once per batch, before its rows are validated: resolve what depends on the batch's values. */
  prepareBatch?(conn: Db, ctx: Ctx, rows: readonly CsvRow<K>[]): Promise<void>;
  /** Checks one row (cross-row rules such as duplicates in the file use `ctx`). */
  validate(row: CsvRow<K>, ctx: Ctx): CsvRowVerdict<K, T>;
  /** True when the row updates an existing record (else it creates one). */
  isUpdate(value: T): boolean;
  /** Writes valid rows (one batch) inside the import's transaction. */
  write(conn: Db, ctx: Ctx, rows: readonly T[]): Promise<void>;
}

/** Rows per batch: reference look-ups and writes are one statement per batch. */
export const csvBatchSize = 1000;
/** Longest record the parser accepts, in characters (a cell this long is no equipment name). */
const maxRecordChars = 128 * 1024;

class Rollback extends Error {}

/** Where a header cell points: a column key, `null` (no header text) or `ignored` (an unknown or repeated column, already a header error). */
const ignored = Symbol('ignored');
type Position<K> = K | null | typeof ignored;

/** Lower-cased, NFKC-folded header text without spaces and underscores: `Serial number` = `serialNumber` = `ＳｅｒｉａｌＮｕｍｂｅｒ`. */
export function normalizeHeader(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s_\-・]/g, '');
}

interface PendingRecord {
  rowNumber: number;
  isValid: boolean;
  values: Record<string, { value: string; errors: CsvMessage[] }>;
  recordErrors: CsvMessage[];
}

/** Inputs of one import call. */
export interface RunCsvImportOptions<K extends string, Ctx, T> {
  db: Db;
  module: CsvImportModule<K, Ctx, T>;
  bytes: Buffer;
  body: CsvImportBody;
  companyId: string;
  /** The importing user, kept with the import's record (`csv_imports.user_id`); optional. */
  userId?: string;
  locale: Locale;
  translator: Translator;
}

/** The id of the import that already wrote `uploadedFileKey` in the company, or null. */
async function firstImportOf(db: Db, companyId: string, uploadedFileKey: string): Promise<string | null> {
  const [row] = await db.select({ id: csvImports.id }).from(csvImports).where(and(eq(csvImports.companyId, companyId), eq(csvImports.uploadedFileKey, uploadedFileKey)));
  return row?.id ?? null;
}

/** 409 `CONFLICT` for an upload imported before: `importId` names that import, `fieldErrors` the key. */
const alreadyImported = (importId: string) =>
  new ApiError(409, errorCodes.conflict, apiMessages.csvAlreadyImported, [{ path: 'uploadedFileKey', descriptor: apiMessages.csvAlreadyImported }], undefined, { importId });

/**
 * Runs a dry run (`body.dryrun`) or a real import of `bytes` and answers the contract's
 * `CsvImportResult`: header and row errors localized into `locale`; a dry run answers the page of
 * records the body asks for (`pageIndex`, `pageSize`, `filterError`), a real import only its
 * failing rows (none when it succeeded), paged the same way.
 *
 * An upload is imported once (issue 29): a real import that writes records its
 * `uploadedFileKey` in `csv_imports` in the same transaction, so the same key imported again (one
 * after the other, or two at once: the unique key decides) answers 409 `CONFLICT` with the first
 * import's `importId` and writes nothing. A dry run, or an import that was refused, consumes nothing.
 *
 * @throws {ApiError} 409 when the upload was imported before
 */
export async function runCsvImport<K extends string, Ctx, T>(options: RunCsvImportOptions<K, Ctx, T>): Promise<CsvImportResult> {
  const { db, module, body, translator, locale } = options;
  // a value may be a descriptor (a column label) or a list of them (the choices of a column)
  const translateValue = (x: unknown): unknown =>
    isDescriptor(x) ? translator.t(locale, x) : Array.isArray(x) && x.every(isDescriptor) ? x.map((d) => translator.t(locale, d)).join(locale === 'ja-JP' ? '、' : ', ') : x;
  const t = (m: CsvMessage) => translator.t(locale, m.descriptor, m.values && Object.fromEntries(Object.entries(m.values).map(([k, x]) => [k, translateValue(x)])));

  const detection = detectEncoding(options.bytes, body.encoding);
  const headerErrors: CsvMessage[] = [];
  let headers: { key: K; label: MessageDescriptor; required: boolean }[] = [];
  let rowsCount = 0;
  let errorRowsCount = 0;
  let cellsCount = 0;
  let createdCount = 0;
  let updatedCount = 0;
  const pageStart = body.pageIndex * body.pageSize;
  const pageEnd = pageStart + body.pageSize;
  const page: PendingRecord[] = [];
  const writeFailures: PendingRecord[] = [];
  let failed = false;

  const run = async (conn: Db) => {
    if (!detection.ok) {
      headerErrors.push({ descriptor: detection.reason === 'utf16' ? apiMessages.csvUtf16 : apiMessages.csvNotUtf8 });
      return;
    }
    const ctx = await module.prepare(conn, options.companyId, { bytes: options.bytes.length });
    const byHeader = headerLookup(module.columns, translator);
    const dateColumns = module.columns.filter((c) => c.date).map((c) => c.key);
    let positions: Position<K>[] = [];
    let batch: CsvRow<K>[] = [];
    let recordIndex = 0;

    // The write of the last valid batch, still running: the next batch is parsed meanwhile (the
    // database and the API work at the same time), and every query of the next batch waits for it
    // (one connection: a read must not land inside the write's savepoint).
    let pendingWrite: Promise<void> | null = null;
    const settleWrite = async () => {
      const write = pendingWrite;
      pendingWrite = null;
      await write;
    };

    const flush = async () => {
      if (!batch.length) return;
      const rows = batch;
      batch = [];
      await settleWrite();
      await module.prepareBatch?.(conn, ctx, rows);
      const valid: { row: CsvRow<K>; value: T }[] = [];
      for (const row of rows) {
        const verdict = validateWithDates(module, dateColumns, row, ctx);
        const extra = extraCells.get(row.rowNumber);
        const recordErrors = extra ? [extra, ...verdict.recordErrors] : verdict.recordErrors;
        // errors of columns the file lacks are already header errors
        let rowCellErrors = 0;
        for (const key of Object.keys(verdict.cellErrors) as K[]) {
          if (key in row.cells && verdict.cellErrors[key]?.length) rowCellErrors++;
        }
        const isValid = rowCellErrors === 0 && recordErrors.length === 0 && verdict.value !== undefined;
        cellsCount += rowCellErrors;
        const index = isValid ? -1 : errorRowsCount;
        if (!isValid) errorRowsCount++;
        else {
          valid.push({ row, value: verdict.value as T });
          if (module.isUpdate(verdict.value as T)) updatedCount++;
          else createdCount++;
        }
        // a real import answers only its failing rows (if it fails), a dry run the page asked for
        const errorsOnly = body.filterError || !body.dryrun;
        const at = errorsOnly ? index : recordIndex;
        if ((!errorsOnly || !isValid) && at >= pageStart && at < pageEnd) page.push(toPending(row, verdict, recordErrors, isValid));
        recordIndex++;
      }
      extraCells.clear();
      if (body.dryrun || errorRowsCount > 0 || headerErrors.length > 0) return;
      pendingWrite = writeBatch(conn, ctx, valid);
      // awaited by the next flush or at the end; until then a failure must not count as unhandled
      pendingWrite.catch(() => undefined);
    };

    const writeBatch = async (conn: Db, ctx: Ctx, valid: { row: CsvRow<K>; value: T }[]) => {
      if (!valid.length) return;
      try {
        await conn.transaction((sp) => module.write(sp as unknown as Db, ctx, valid.map((v) => v.value)));
      } catch {
        // find the rows the database refuses, one savepoint each
        for (const { row, value } of valid) {
          try {
            await conn.transaction((sp) => module.write(sp as unknown as Db, ctx, [value]));
          } catch {
            errorRowsCount++;
            writeFailures.push(toPending(row, { cellErrors: {} }, [{ descriptor: apiMessages.csvWriteFailed }], false));
          }
        }
      }
    };

    const extraCells = new Map<number, CsvMessage>();
    const parser = decodedStream(options.bytes, detection).pipe(
      parse({ relax_column_count: true, max_record_size: maxRecordChars, skip_empty_lines: false }),
    );
    let fileRow = 0;
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        fileRow++;
        if (fileRow === 1) {
          const mapped = mapHeader(record, module.columns, byHeader);
          positions = mapped.positions;
          headers = mapped.headers;
          headerErrors.push(...mapped.errors);
          continue;
        }
        if (record.every((cell) => cell.trim() === '')) continue;
        rowsCount++;
        const cells: Partial<Record<K, string>> = {};
        let extra = false;
        // a short row reads as empty cells; cells past the header or under an unnamed column are an error
        for (let i = 0; i < Math.max(record.length, positions.length); i++) {
          const key = positions[i];
          const cell = record[i] ?? '';
          if (typeof key === 'string') cells[key] = cell;
          else if (key !== ignored && cell.trim() !== '') extra = true;
        }
        if (extra) extraCells.set(fileRow, { descriptor: apiMessages.csvExtraCells });
        batch.push({ rowNumber: fileRow, cells });
        if (batch.length >= csvBatchSize) await flush();
      }
      await flush();
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      headerErrors.push({ descriptor: apiMessages.csvUnreadable, values: { row: fileRow + 1 } });
    } finally {
      // the transaction ends only after its last write (a database error of it is thrown here)
      await settleWrite();
    }
    if (fileRow === 0) headerErrors.push({ descriptor: apiMessages.csvEmpty });
    else if (rowsCount === 0 && headerErrors.length === 0) headerErrors.push({ descriptor: apiMessages.csvNoRows });
  };

  if (body.dryrun) {
    await run(db);
  } else {
    const first = await firstImportOf(db, options.companyId, body.uploadedFileKey);
    if (first) throw alreadyImported(first);
    try {
      await db.transaction(async (tx) => {
        // claimed first: an import of the same key running at the same time waits here on the
        // unique key until this one commits (then 409) or rolls back (then it runs)
        const [claim] = await tx
          .insert(csvImports)
          .values({ companyId: options.companyId, uploadedFileKey: body.uploadedFileKey, userId: options.userId ?? null, createdCount: 0, updatedCount: 0 })
          .returning({ id: csvImports.id });
        await run(tx as unknown as Db);
        failed = errorRowsCount > 0 || headerErrors.length > 0;
        if (failed) throw new Rollback();
        await tx.update(csvImports).set({ createdCount, updatedCount }).where(eq(csvImports.id, claim!.id));
      });
    } catch (error) {
      if (error instanceof Rollback) {
        // refused: nothing written, the upload may be imported again once fixed
      } else {
        // a second import of the same key that ran at the same time lost on the unique key
        const winner = isUniqueViolation(error) ? await firstImportOf(db, options.companyId, body.uploadedFileKey) : null;
        throw winner ? alreadyImported(winner) : error;
      }
    }
  }

  const records: CsvRecord[] = [...page, ...(failed && body.pageIndex === 0 ? writeFailures : [])].map((r) => ({
    rowNumber: r.rowNumber,
    isValid: r.isValid,
    values: Object.fromEntries(Object.entries(r.values).map(([key, cell]) => [key, { value: cell.value, errors: cell.errors.map(t) }])),
    recordErrors: r.recordErrors.map(t),
  }));
  const outHeaders: CsvHeader[] = headers.map((h) => ({ key: h.key, label: translator.t(locale, h.label), required: h.required }));
  const outcome = body.dryrun ? 'VALIDATED' : failed ? 'REJECTED' : 'IMPORTED';
  return {
    outcome,
    dryrun: body.dryrun,
    detectedEncoding: detection.encoding,
    headers: outHeaders,
    records,
    recordsTotal: body.filterError || outcome === 'REJECTED' ? errorRowsCount : rowsCount,
    summary: { cellsCount, rowsCount, errorRowsCount, headerErrors: headerErrors.map(t) },
    createdCount: outcome === 'REJECTED' ? 0 : createdCount,
    updatedCount: outcome === 'REJECTED' ? 0 : updatedCount,
  };
}

function isDescriptor(x: unknown): x is MessageDescriptor {
  return typeof x === 'object' && x !== null && 'id' in x && 'message' in x;
}

/**
 * `module.validate` with the date columns read first (`readDateCell`): the module sees `yyyy-mm-dd`
 * for a readable date, and an unreadable one keeps its text and gets the date error alone.
 */
function validateWithDates<K extends string, Ctx, T>(module: CsvImportModule<K, Ctx, T>, dateColumns: readonly K[], row: CsvRow<K>, ctx: Ctx): CsvRowVerdict<K, T> {
  if (dateColumns.length === 0) return module.validate(row, ctx);
  const cells = { ...row.cells };
  const dateErrors: Partial<Record<K, CsvMessage[]>> = {};
  for (const key of dateColumns) {
    if (!(key in cells)) continue;
    const read = readDateCell(cells[key]);
    if (read.error) dateErrors[key] = [read.error];
    else cells[key] = read.value ?? '';
  }
  const verdict = module.validate({ rowNumber: row.rowNumber, cells }, ctx);
  return Object.keys(dateErrors).length === 0 ? verdict : { ...verdict, value: undefined, cellErrors: { ...verdict.cellErrors, ...dateErrors } };
}

function toPending<K extends string>(row: CsvRow<K>, verdict: { cellErrors: Partial<Record<K, CsvMessage[]>> }, recordErrors: CsvMessage[], isValid: boolean): PendingRecord {
  const values: PendingRecord['values'] = {};
  for (const key of Object.keys(row.cells) as K[]) values[key] = { value: row.cells[key] ?? '', errors: verdict.cellErrors[key] ?? [] };
  return { rowNumber: row.rowNumber, isValid, values, recordErrors };
}

/** Header text (key, English or Japanese label, normalized) → column key. */
function headerLookup<K extends string>(columns: readonly CsvColumnDef<K>[], translator: Translator): Map<string, K> {
  const map = new Map<string, K>();
  for (const column of columns) {
    for (const text of [column.key, translator.t('en-US', column.label), translator.t('ja-JP', column.label)]) map.set(normalizeHeader(text), column.key);
  }
  return map;
}

/** Maps the header row to column keys: unknown, repeated and missing required columns are header errors. */
function mapHeader<K extends string>(record: string[], columns: readonly CsvColumnDef<K>[], lookup: Map<string, K>) {
  const errors: CsvMessage[] = [];
  const positions: Position<K>[] = [];
  const seen = new Set<K>();
  for (const raw of record) {
    const text = unescapeFormula(raw).trim();
    if (text === '') {
      positions.push(null);
      continue;
    }
    const key = lookup.get(normalizeHeader(text));
    if (!key) errors.push({ descriptor: apiMessages.csvUnknownColumn, values: { column: text } });
    else if (seen.has(key)) errors.push({ descriptor: apiMessages.csvDuplicateColumn, values: { column: text } });
    positions.push(key && !seen.has(key) ? key : ignored);
    if (key) seen.add(key);
  }
  for (const column of columns) {
    if (column.required && !seen.has(column.key)) errors.push({ descriptor: apiMessages.csvMissingColumn, values: { column: column.label } });
  }
  const headers = positions.flatMap((key) => {
    const column = typeof key === 'string' ? columns.find((c) => c.key === key) : undefined;
    return column ? [{ key: column.key, label: column.label, required: column.required ?? false }] : [];
  });
  return { positions, headers, errors };
}
