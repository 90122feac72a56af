import * as v from 'valibot';
import { anyProduct, endpoint, type EndpointAccess, type EndpointProduct } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { queryArray, queryInteger } from './list-query';

/**
 * CSV import and export, one contract for every module that imports CSV (000 §2 "CSV import
 * wizard", §3 "CSV import record", §7 CSV calls, §8, §9; 001 §7 `GET/POST /v2/equipment-csv`;
 * DECISIONS.md "CSV"). docs/csv.md describes the file format, encodings and storage modes.
 *
 * The wizard's calls, in order:
 * 1. `presignImportCsvEndpoint` — `GET /v2/s3/presigned-url/import-csv?filename=x.csv` →
 *    `{ url, key, method: 'PUT', headers: { 'content-type': 'text/csv' }, expiresAt }`;
 *    then `PUT url` with the file's bytes and `Content-Type: text/csv` (no cookie needed: the URL is
 *    signed). The URL is relative (`/v2/storage/objects/…`, same origin through the host's `/v2`
 *    proxy) with the embedded storage, or absolute with S3. An answer without `url` is the 000 §8
 *    "Failed to get presigned URL" case.
 * 2. `<module>CsvEndpoints.import` with `{ dryrun: true, uploadedFileKey: key }` → `CsvImportResult`
 *    with `outcome: 'VALIDATED'`; shows the preview. Rows with errors block the next step.
 * 3. the same call with `dryrun: false` → `outcome: 'IMPORTED'` (every row written, one
 *    transaction) or `outcome: 'REJECTED'` (nothing written; `records` lists the failing rows).
 *
 * Export: `<module>CsvEndpoints.export` with `mode` → `{ url, mode, fileName }`; `url` is a signed,
 * expiring GET of the generated file whose answer carries `Content-Disposition: attachment;
 * filename="…"` (UTF-8 with a byte-order mark; cells that a spreadsheet would run as a formula are
 * prefixed with `'`).
 *
 * Each module declares its pair in one line with `csvEndpoints(...)`:
 * @example export const equipmentCsvEndpoints = csvEndpoints({ module: 'equipment', path: '/v2/equipment-csv', summary: 'Equipment', columns: equipmentCsvColumns });
 */

/** Largest CSV file accepted (000 §5, §9): 10 MB = 10 × 1024 × 1024 bytes. */
export const csvMaxFileBytes = 10 * 1024 * 1024;
/** Preview cells longer than this many characters are truncated with a tooltip (000 §9). */
export const csvPreviewTruncateLength = 10;
/** Content type of an uploaded CSV (000 §7 "PUT to the returned url … content type text/csv"). */
export const csvContentType = 'text/csv' as const;

/**
 * `encoding` of an import request: `AUTO` (default: detect UTF-8 with or without a byte-order mark,
 * else Shift_JIS/CP932), or force `UTF-8` / `Shift_JIS` (a forced encoding the bytes do not match
 * is a header error). Send nothing (or `AUTO`) unless the user chose an encoding.
 */
export const csvImportEncodingValues = ['AUTO', 'UTF-8', 'Shift_JIS'] as const;
export const csvImportEncodingSchema = v.picklist(csvImportEncodingValues, messages.picklist.id);
export type CsvImportEncoding = v.InferOutput<typeof csvImportEncodingSchema>;

/**
 * The encoding the server read the file in (the preview shows it): `UTF-8`, `UTF-8-BOM` (UTF-8
 * with a byte-order mark, as Excel writes it) or `Shift_JIS` (decoded as Windows-31J/CP932, so
 * ①, ㈱ and 〜 read correctly).
 */
export const csvDetectedEncodingValues = ['UTF-8', 'UTF-8-BOM', 'Shift_JIS'] as const;
export const csvDetectedEncodingSchema = v.picklist(csvDetectedEncodingValues);
export type CsvDetectedEncoding = v.InferOutput<typeof csvDetectedEncodingSchema>;

/**
 * Export modes (DECISIONS.md "CSV"): `view` (the data as listed, `{module}-export-{YYYY-MM-DD}.csv`),
 * `edit` (every importable column, for re-import, `{name}.csv`), `edit-template` (the header row
 * only, `template_{name}.csv`).
 */
export const csvExportModeValues = ['view', 'edit', 'edit-template'] as const;
export const csvExportModeSchema = v.picklist(csvExportModeValues, messages.picklist.id);
export type CsvExportMode = v.InferOutput<typeof csvExportModeSchema>;

/** Export encodings: only `UTF-8` (written with a byte-order mark; 001 §9). */
export const csvExportEncodingValues = ['UTF-8'] as const;

/** `filename` of the presign call: 1–255 characters ending in `.csv` (any case). */
export const csvFileNameSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(255, messages.maxLength.id),
  v.regex(/\.csv$/i, messages.csvFileType.id),
);

/**
 * Query of `GET /v2/s3/presigned-url/import-csv`: `filename` (`.csv`), and optionally `size` in
 * bytes so a file over 10 MB is refused before it is sent (the server checks the stored size again).
 */
export const presignImportCsvQuerySchema = v.strictObject(
  {
    filename: csvFileNameSchema,
    size: v.optional(v.pipe(queryInteger({ min: 0 }), v.maxValue(csvMaxFileBytes, messages.csvFileTooLarge.id))),
  },
  messages.invalid.id,
);
export type PresignImportCsvQuery = v.InferOutput<typeof presignImportCsvQuerySchema>;

/**
 * Answer of the presign call (000 §7 `{url, key}`): `url` to `PUT` the file to (relative to the
 * page's origin with the embedded storage, absolute with S3), `key` to pass as `uploadedFileKey`,
 * the `method` and `headers` to send, and `expiresAt` (ISO 8601; 15 minutes).
 */
export const presignedUploadSchema = v.object({
  url: v.string(),
  key: v.string(),
  method: v.literal('PUT'),
  // with S3, `if-none-match: *` too: the URL stores one file and never replaces it (issue 29)
  headers: v.object({ 'content-type': v.literal(csvContentType), 'if-none-match': v.optional(v.literal('*')) }),
  expiresAt: v.string(),
});
export type PresignedUpload = v.InferOutput<typeof presignedUploadSchema>;

/**
 * `GET /v2/s3/presigned-url/import-csv` (000 §7) — where to upload one import file. The key is
 * bound to the caller's company: an import with another company's key is refused (404). 400 for a
 * file name that is not `.csv` or a `size` over 10 MB.
 */
export const presignImportCsvEndpoint = endpoint({
  method: 'GET',
  path: '/v2/s3/presigned-url/import-csv',
  summary: 'Upload URL for a CSV import file',
  access: 'operator',
  // every product with a CSV import uploads through it
  product: anyProduct,
  query: presignImportCsvQuerySchema,
  responses: { 200: presignedUploadSchema, ...errorResponses(400, 401, 403) },
});

/**
 * Body of `POST /v2/{module}-csv` (000 §7): `uploadedFileKey` (from the presign call), `dryrun`
 * (true: validate only; false: import), `encoding` (`AUTO` default), and which records to return:
 * `pageIndex` (0) and `pageSize` (100, 1–1000) over all rows, or over error rows only with
 * `filterError: true`. The summary always covers the whole file.
 */
export const csvImportBodySchema = v.object({
  uploadedFileKey: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.maxLength(1024, messages.maxLength.id)),
  dryrun: v.boolean(messages.invalidType.id),
  encoding: v.optional(csvImportEncodingSchema, 'AUTO'),
  pageIndex: v.optional(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(0)), 0),
  pageSize: v.optional(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1), v.maxValue(1000)), 100),
  filterError: v.optional(v.boolean(messages.invalidType.id), false),
});
export type CsvImportBody = v.InferOutput<typeof csvImportBodySchema>;
export type CsvImportInput = v.InferInput<typeof csvImportBodySchema>;

/** One cell of a record (000 §3 "CSV import record"): the text as in the file and its localized errors. */
export const csvCellSchema = v.object({ value: v.string(), errors: v.array(v.string()) });
export type CsvCell = v.InferOutput<typeof csvCellSchema>;

/**
 * One data row of the file (000 §3 "CSV import record"):
 * - `rowNumber`: the row as a spreadsheet numbers it — the header is row 1, the first data row is
 *   row 2 (a cell with line breaks inside quotes still counts as one row);
 * - `isValid`: no cell error and no record error;
 * - `values`: per column key (see the answer's `headers`), `{ value, errors[] }`;
 * - `recordErrors`: errors of the whole row (wrong number of cells, a duplicate in the file, a
 *   database conflict found by the real import), localized.
 */
export const csvRecordSchema = v.object({
  rowNumber: v.number(),
  isValid: v.boolean(),
  values: v.record(v.string(), csvCellSchema),
  recordErrors: v.array(v.string()),
});
export type CsvRecord = v.InferOutput<typeof csvRecordSchema>;

/**
 * One column of the file: `key` (the column's stable name, the key of `values`), `label` (the
 * column's name in the request's language) and `required`. Listed in the file's order.
 */
export const csvHeaderSchema = v.object({ key: v.string(), label: v.string(), required: v.boolean() });
export type CsvHeader = v.InferOutput<typeof csvHeaderSchema>;

/**
 * The error summary (000 §3): `cellsCount` (cells with an error), `rowsCount` (data rows in the
 * file), `errorRowsCount` (rows with any error), `headerErrors` (missing required or unknown
 * columns, an unreadable file; localized). Any header error blocks the import.
 */
export const csvSummarySchema = v.object({
  cellsCount: v.number(),
  rowsCount: v.number(),
  errorRowsCount: v.number(),
  headerErrors: v.array(v.string()),
});
export type CsvSummary = v.InferOutput<typeof csvSummarySchema>;

/**
 * Outcome of an import call: `VALIDATED` (dry run), `IMPORTED` (real run: every row written),
 * `REJECTED` (real run: some row failed — nothing was written; `records` shows the failing rows).
 */
export const csvImportOutcomeValues = ['VALIDATED', 'IMPORTED', 'REJECTED'] as const;
export type CsvImportOutcome = (typeof csvImportOutcomeValues)[number];

/**
 * Answer of `POST /v2/{module}-csv` (000 §3, §7 `{headers, records}`): `outcome`, `dryrun`,
 * `detectedEncoding`, `headers`, one page of `records` (a dry run: the page the body asks for; a
 * real import: its failing rows when `REJECTED`, none when `IMPORTED`; `recordsTotal` is how many
 * records the filter matches), `summary` (always the whole file), and `createdCount` /
 * `updatedCount` (rows a real import wrote; on a dry run, rows it would write; 0 when rejected).
 */
export const csvImportResultSchema = v.object({
  outcome: v.picklist(csvImportOutcomeValues),
  dryrun: v.boolean(),
  detectedEncoding: csvDetectedEncodingSchema,
  headers: v.array(csvHeaderSchema),
  records: v.array(csvRecordSchema),
  recordsTotal: v.number(),
  summary: csvSummarySchema,
  createdCount: v.number(),
  updatedCount: v.number(),
});
export type CsvImportResult = v.InferOutput<typeof csvImportResultSchema>;

/**
 * File format of an export (issue 31 "Every list to Excel"; docs/csv.md "Export to Excel"): `csv`
 * (default; UTF-8 with a byte-order mark) or `xlsx` (an Excel workbook: typed cells, frozen header).
 */
export const exportFormatValues = ['csv', 'xlsx'] as const;
export const exportFormatSchema = v.picklist(exportFormatValues, messages.picklist.id);
export type ExportFormat = v.InferOutput<typeof exportFormatSchema>;

/** Longest column name `columns` of an export accepts. */
export const exportColumnNameMaxLength = 64;

/**
 * `columns` of a `view` export: the list's visible columns, in order, by the list's column keys
 * (`NAME`, `deviceTag`, …; repeated keys or comma-separated). Names the export does not know are
 * dropped; none known (or none sent) exports every column. 400 for a name that is not an identifier.
 */
export const exportColumnsSchema = queryArray(
  v.pipe(v.string(), v.maxLength(exportColumnNameMaxLength, messages.invalid.id), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, messages.invalid.id)),
);

/** Answer of an export call (000 §7 `{url, mode}`): the signed download `url`, the `mode`, and the `fileName` it downloads as. */
export const csvExportResultSchema = v.object({ url: v.string(), mode: csvExportModeSchema, fileName: v.string() });
export type CsvExportResult = v.InferOutput<typeof csvExportResultSchema>;

type AnyEntries = v.ObjectEntries;

/**
 * Query of an export call: `mode` (default `view`), `encoding` (`UTF-8`, the only one), `format`
 * (`csv` default, or `xlsx`), `columns` (a `view`'s visible columns, in order) and, for `view`, the
 * module's list filters (`filters`, all optional) so the file holds the data as listed.
 */
export function csvExportQuery<const TFilters extends AnyEntries = Record<never, never>>(filters?: TFilters) {
  return v.strictObject(
    {
      mode: v.optional(csvExportModeSchema, 'view'),
      encoding: v.optional(v.picklist(csvExportEncodingValues, messages.picklist.id), 'UTF-8'),
      format: v.optional(exportFormatSchema, 'csv'),
      columns: v.optional(exportColumnsSchema),
      ...(filters ?? ({} as TFilters)),
    },
    messages.invalid.id,
  );
}

/**
 * The two CSV calls of one module (DECISIONS.md "CSV": `GET /v2/{module}-csv` and
 * `POST /v2/{module}-csv`):
 * - `export`: `GET path?mode=view|edit|edit-template&encoding=UTF-8[&filters]` → 200
 *   `CsvExportResult`;
 * - `import`: `POST path` with `CsvImportBody` → 200 `CsvImportResult`; 404 when the key is
 *   unknown, expired or another company's; 400 for a bad body, a file over 10 MB or not `text/csv`.
 *
 * `columns` are the module's CSV column keys in file order (the keys of a record's `values`);
 * `module` names the file downloads (`{module}-export-{date}.csv`).
 */
export function csvEndpoints<
  const TModule extends string,
  const TPath extends string,
  const TSummary extends string,
  const TColumns extends readonly [string, ...string[]],
  const TFilters extends AnyEntries = Record<never, never>,
  const TAccess extends EndpointAccess = 'operator',
>(options: { module: TModule; path: TPath; summary: TSummary; columns: TColumns; filters?: TFilters; access?: TAccess; product?: EndpointProduct }) {
  const access = options.access ?? ('operator' as TAccess);
  const { product } = options;
  return {
    module: options.module,
    columns: options.columns,
    export: endpoint({
      method: 'GET',
      path: options.path,
      summary: `${options.summary}: CSV export`,
      access,
      product,
      query: csvExportQuery(options.filters),
      responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
    }),
    import: endpoint({
      method: 'POST',
      path: options.path,
      summary: `${options.summary}: CSV import (dry run or real)`,
      access,
      product,
      body: csvImportBodySchema,
      responses: { 200: csvImportResultSchema, ...errorResponses(400, 401, 403, 404) },
    }),
  };
}
