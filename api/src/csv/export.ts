import { stringify } from 'csv-stringify/sync';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { storageUrlTtlSeconds, type CsvExportMode, type ExportFormat } from '@kanri/contracts';
import type { ObjectStorage } from '../storage/storage';
import { exportContentTypes, exportFileName } from './file-names';
import type { Db } from '../db/client';
import { escapeFormula } from './formula';
import { xlsxStream, type ExportCellType } from './xlsx';

/**
 * CSV export (DECISIONS.md "CSV", docs/csv.md "Export"): UTF-8 with a byte-order mark (so Excel in
 * Japan opens it as UTF-8), CRLF line ends, RFC 4180 quoting (csv-stringify), and every cell that a
 * spreadsheet would run as a formula prefixed with `'` (`escapeFormula`); or XLSX (`xlsx.ts`, issue
 * 31). Both are streams: rows are read page by page while the file is written, never held whole.
 */

/**
 * One column of a `view` export, parallel to `viewHeaders()`: its `key` (the list's column key, so
 * the list's visible columns select it), `aliases` (other keys the list names it by) and its cell
 * `type` for XLSX (default `text`).
 */
export interface ExportColumn {
  key: string;
  aliases?: readonly string[];
  type?: ExportCellType;
}

/** What a module gives the export: its header rows and its data rows (as cell texts), streamed in pages. */
export interface CsvExporter<F> {
  /** Headers of `edit` and `edit-template` (the import columns, in the request's language). */
  editHeaders(): string[];
  /** Headers of `view` (the list's columns). */
  viewHeaders(): string[];
  /**
   * The `view` columns' keys and types, parallel to `viewHeaders()`. Without it `columns` selects
   * nothing (every column is exported) and every XLSX cell is text.
   */
  viewColumns?(): readonly ExportColumn[];
  /** Types of the `edit` columns for XLSX, parallel to `editHeaders()` (default: all text). */
  editTypes?(): readonly ExportCellType[];
  /** Data rows of `view` (filtered by `filters`) or `edit` (every record). */
  rows(db: Db, mode: 'view' | 'edit', filters?: F): AsyncIterable<string[]>;
  /**
   * Called once the file is stored (so every row was read), before its URL is answered: e.g. the
   * audit entries of what the file holds. A rejection fails the call.
   */
  stored?(): Promise<void>;
  /** The file holds secrets: remove it as soon as its download URL has expired, not when the daily sweep comes. */
  shortLived?: boolean;
}

/** How the file is written: `format` (`csv` default, `xlsx`), and `columns`, a `view`'s visible columns in order. */
export interface ExportOptions {
  format?: ExportFormat;
  columns?: readonly string[];
  /** XLSX worksheet name (default `Sheet1`). */
  sheetName?: string;
}

const bom = Buffer.from([0xef, 0xbb, 0xbf]);
/**
 * Rows of a page read by id (`idOrderedPages`) and of a CSV chunk (issue 31, docs/csv.md
 * "Streaming"). Small on purpose: what lives across V8's young-generation collections is promoted
 * to the old generation, which V8 collects only when it has grown to about four times what is
 * live. A page of 2,000 device rows (several MB of row objects and cell texts) outlived those
 * collections and was promoted page after page: the export's garbage, not what it held, made the
 * API's peak (CSV of 100k devices: heap 36 → 146 MB between two full collections, live 37 MB). A
 * page of 250 dies young and never reaches the old generation.
 */
export const exportPageRows = 250;

/**
 * The rows of a paged read, page after page while the file is written: `read(offset)` answers up
 * to `pageSize` items from `offset` (the list's own WHERE and an ORDER BY ending on the id, so pages
 * neither skip nor repeat a row); a short page is the last. Only one page is in memory at a time.
 */
export async function* offsetPages<T>(pageSize: number, read: (offset: number) => Promise<readonly T[]>): AsyncIterable<T> {
  for (let offset = 0; ; offset += pageSize) {
    const items = await read(offset);
    yield* items;
    if (items.length < pageSize) return;
  }
}

/**
 * The rows of a sorted read in the order of its ids: `ids()` answers every matching id in the
 * list's order (one sorted query of ids alone), then `read(batch)` loads `pageSize` of them at a
 * time by primary key, yielded in that order (an id gone meanwhile is skipped). One sort and
 * n / pageSize key lookups, where OFFSET pages sort again and skip every row before them (quadratic:
 * minutes at 100k rows); memory holds the ids (about 100 bytes each) and one page of rows. A key
 * lookup costs little, so pages can be small (`exportPageRows`).
 */
export async function* idOrderedPages<T>(
  pageSize: number,
  ids: () => Promise<readonly string[]>,
  read: (batch: string[]) => Promise<readonly T[]>,
  idOf: (row: T) => string,
): AsyncIterable<T> {
  const all = await ids();
  for (let start = 0; start < all.length; start += pageSize) {
    const batch = all.slice(start, start + pageSize);
    const byId = new Map((await read(batch)).map((row) => [idOf(row), row]));
    for (const id of batch) {
      const row = byId.get(id);
      if (row) yield row;
    }
  }
}

/** Renders rows as CSV text with CRLF line ends and formula escaping. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => row.map(escapeFormula)), { record_delimiter: 'windows' });
}

/** A column key as compared: case and `_` ignored (`DEVICE_TAG` is `deviceTag`). */
const normalKey = (key: string) => key.replace(/_/g, '').toLowerCase();

/**
 * The positions (into `available`) of the `requested` columns, in the requested order: each name
 * matches the columns whose key or alias it is (case and `_` ignored; one list column may stand for
 * several export columns, e.g. a holder for its person and place); unknown names and repeats are
 * dropped. Null when nothing was requested or nothing matched: then every column is exported.
 */
export function pickColumns(available: readonly ExportColumn[], requested: readonly string[] | undefined): number[] | null {
  if (!requested?.length) return null;
  const index = new Map<string, number[]>();
  available.forEach((c, i) => {
    for (const key of new Set([c.key, ...(c.aliases ?? [])].map(normalKey))) index.set(key, [...(index.get(key) ?? []), i]);
  });
  const picked: number[] = [];
  for (const name of requested) for (const i of index.get(normalKey(name)) ?? []) if (!picked.includes(i)) picked.push(i);
  return picked.length ? picked : null;
}

/**
 * Splits an export call's validated query into `mode`, the file `options` (`format`, `columns`)
 * and the rest, the list's `filters` (what the module's WHERE and ORDER BY read).
 */
export function exportQuery<Q extends { mode: CsvExportMode; format?: ExportFormat; columns?: string[]; encoding?: string }>(query: Q) {
  const { mode, format, columns, encoding: _encoding, ...filters } = query;
  return { mode, options: { format: format ?? 'csv', columns } as ExportOptions, filters };
}

/**
 * The export file of `mode` as a byte stream, read from the exporter page by page while it is sent:
 * CSV — the BOM, the header row, then (except for `edit-template`) the data rows; XLSX — one
 * worksheet with the same rows as typed cells (`xlsxStream`). For `view`, `options.columns` picks
 * and orders the columns (`pickColumns`). A database error while reading destroys the stream.
 */
export function buildExport<F>(db: Db, exporter: CsvExporter<F>, mode: CsvExportMode, filters?: F, options: ExportOptions = {}): Readable {
  const columns = mode === 'view' ? (exporter.viewColumns?.() ?? []) : [];
  const picked = mode === 'view' ? pickColumns(columns, options.columns) : null;
  const select = <T>(cells: readonly T[]): T[] => (picked ? picked.map((i) => cells[i]!) : [...cells]);
  const headers = select(mode === 'view' ? exporter.viewHeaders() : exporter.editHeaders());
  const types = select(mode === 'view' ? columns.map((c) => c.type ?? 'text') : (exporter.editTypes?.() ?? []));
  async function* rows(): AsyncIterable<string[]> {
    if (mode === 'edit-template') return;
    for await (const row of exporter.rows(db, mode, filters)) yield picked ? select(row) : row;
  }
  if (options.format === 'xlsx') return xlsxStream({ name: options.sheetName ?? 'Sheet1', headers, types, rows: rows() });
  return Readable.from(
    (async function* () {
      yield Buffer.concat([bom, Buffer.from(csvText([headers]), 'utf8')]);
      let chunk: string[][] = [];
      for await (const row of rows()) {
        chunk.push(row);
        if (chunk.length >= exportPageRows) {
          yield Buffer.from(csvText(chunk), 'utf8');
          chunk = [];
        }
      }
      if (chunk.length) yield Buffer.from(csvText(chunk), 'utf8');
    })(),
    { objectMode: false },
  );
}

/**
 * Publishes an export (DECISIONS.md "CSV"): streams `file` (the `buildExport` stream, or a built
 * buffer) into the object store under `export-csv/{companyId}/{uuid}.{csv|xlsx}` and answers the
 * export call's body — a presigned download `url` (valid `storageUrlTtlSeconds`), the `mode` and
 * the `fileName` the browser saves it as (`exportFileName`: `{module}-export-{date}.csv|xlsx`,
 * `{module}.csv` or `template_{module}.csv` by mode). `hooks.stored` runs once the file is stored;
 * `hooks.shortLived` removes it when its URL expires. Rejects with the stream's error.
 */
export async function publishCsvExport(
  storage: ObjectStorage,
  companyId: string,
  module: string,
  mode: CsvExportMode,
  file: Buffer | Readable,
  format: ExportFormat = 'csv',
  hooks: Pick<CsvExporter<unknown>, 'stored' | 'shortLived'> = {},
): Promise<{ url: string; mode: CsvExportMode; fileName: string }> {
  const key = `export-csv/${companyId}/${randomUUID()}.${format}`;
  await storage.put(key, file, exportContentTypes[format]);
  await hooks.stored?.();
  const fileName = exportFileName(module, mode, new Date(), format);
  const { url } = await storage.presignGet(key, { fileName, ttlSeconds: storageUrlTtlSeconds });
  if (hooks.shortLived) setTimeout(() => void storage.remove(key).catch(() => undefined), storageUrlTtlSeconds * 1000 + 5_000).unref();
  return { url, mode, fileName };
}

/**
 * The whole export call in one: builds the file of `query` (`exportQuery`: mode, format, columns,
 * filters) from `exporter` and publishes it under `module`'s download name.
 */
export async function exportAndPublish<F>(
  db: Db,
  storage: ObjectStorage,
  companyId: string,
  module: string,
  exporter: CsvExporter<F>,
  request: { mode: CsvExportMode; options: ExportOptions; filters?: F },
): Promise<{ url: string; mode: CsvExportMode; fileName: string }> {
  const format = request.options.format ?? 'csv';
  const file = buildExport(db, exporter, request.mode, request.filters, { sheetName: module, ...request.options });
  return publishCsvExport(storage, companyId, module, request.mode, file, format, exporter);
}
