import { stringify } from 'csv-stringify/sync';
import { randomUUID } from 'node:crypto';
import { storageUrlTtlSeconds, type CsvExportMode } from '@kanri/contracts';
import type { ObjectStorage } from '../storage/storage';
import { exportFileName } from './file-names';
import type { Db } from '../db/client';
import { escapeFormula } from './formula';

/**
 * CSV export (DECISIONS.md "CSV", docs/csv.md "Export"): UTF-8 with a byte-order mark (so Excel in
 * Japan opens it as UTF-8), CRLF line ends, RFC 4180 quoting (csv-stringify), and every cell that a
 * spreadsheet would run as a formula prefixed with `'` (`escapeFormula`).
 */

/** What a module gives the export: its header rows and its data rows (as cell texts), streamed in pages. */
export interface CsvExporter<F> {
  /** Headers of `edit` and `edit-template` (the import columns, in the request's language). */
  editHeaders(): string[];
  /** Headers of `view` (the list's columns). */
  viewHeaders(): string[];
  /** Data rows of `view` (filtered by `filters`) or `edit` (every record). */
  rows(db: Db, mode: 'view' | 'edit', filters?: F): AsyncIterable<string[]>;
}

const bom = Buffer.from([0xef, 0xbb, 0xbf]);
/** Rows turned into text per chunk, so a large export is not one huge array of arrays. */
const chunkRows = 2000;

/** Renders rows as CSV text with CRLF line ends and formula escaping. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => row.map(escapeFormula)), { record_delimiter: 'windows' });
}

/** Builds the export file of `mode`: the BOM, the header row, then (except for `edit-template`) the data rows. */
export async function buildExport<F>(db: Db, exporter: CsvExporter<F>, mode: CsvExportMode, filters?: F): Promise<Buffer> {
  const parts: Buffer[] = [bom, Buffer.from(csvText([mode === 'view' ? exporter.viewHeaders() : exporter.editHeaders()]), 'utf8')];
  if (mode !== 'edit-template') {
    let chunk: string[][] = [];
    for await (const row of exporter.rows(db, mode, filters)) {
      chunk.push(row);
      if (chunk.length >= chunkRows) {
        parts.push(Buffer.from(csvText(chunk), 'utf8'));
        chunk = [];
      }
    }
    if (chunk.length) parts.push(Buffer.from(csvText(chunk), 'utf8'));
  }
  return Buffer.concat(parts);
}

/**
 * Publishes a built CSV export (DECISIONS.md "CSV"): stores `file` under `export-csv/{companyId}/…`
 * in the object store and answers the export call's body — a presigned download `url` (valid
 * `storageUrlTtlSeconds`), the `mode` and the `fileName` the browser saves it as
 * (`{module}-export-{date}.csv`, `{module}.csv` or `template_{module}.csv` by mode).
 */
export async function publishCsvExport(storage: ObjectStorage, companyId: string, module: string, mode: CsvExportMode, file: Buffer): Promise<{ url: string; mode: CsvExportMode; fileName: string }> {
  const key = `export-csv/${companyId}/${randomUUID()}.csv`;
  await storage.put(key, file, 'text/csv; charset=utf-8');
  const fileName = exportFileName(module, mode);
  const { url } = await storage.presignGet(key, { fileName, ttlSeconds: storageUrlTtlSeconds });
  return { url, mode, fileName };
}
