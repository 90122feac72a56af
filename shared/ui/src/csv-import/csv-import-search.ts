import * as v from 'valibot';
import { queryBoolean, queryInteger } from '@kanri/contracts';

/** The wizard's steps, in order; each is the URL hash without `#` (000 §2 "CSV import wizard"). */
export const csvImportSteps = ['upload-file', 'preview-file', 'import-data'] as const;
/** One step of the CSV import wizard: `upload-file`, `preview-file` or `import-data`. */
export type CsvImportStep = (typeof csvImportSteps)[number];

/**
 * Where the uploaded file stands (DECISIONS.md "CSV"), kept in the URL's `processingState`:
 * - `UPLOADED`: the file is in storage and not yet checked;
 * - `VALIDATED`: the dry run found no error (the import step may run);
 * - `IMPORTED`: the real import finished (a reload shows the completion, never a second import).
 */
export const csvProcessingStateValues = ['UPLOADED', 'VALIDATED', 'IMPORTED'] as const;
/** See `csvProcessingStateValues`. */
export type CsvProcessingState = (typeof csvProcessingStateValues)[number];

/** The preview's default page size (000 §9: 100) and the largest page size the URL may ask for. */
export const csvPreviewPageSize = { default: 100, max: 1000 } as const;

/**
 * URL search of a CSV import screen (`/places/import-csv`, `/equipment/import-csv`; 000 §2, 001 §2,
 * DECISIONS.md "CSV"). Every entry has a `v.fallback`, so an invalid value reads as its default:
 * - `uploadedFileKey`: the storage key of the uploaded file (`undefined` = nothing uploaded);
 * - `processingState`: `UPLOADED` / `VALIDATED` / `IMPORTED` (see `csvProcessingStateValues`);
 * - `pageSize`: 1–1000 rows per preview page, default 100; `pageIndex`: ≥ 0, default 0;
 * - `filterError`: `true` shows only the rows with errors (default `false`).
 */
export const csvImportSearchSchema = v.object({
  uploadedFileKey: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1024))), undefined),
  processingState: v.fallback(v.optional(v.picklist(csvProcessingStateValues)), undefined),
  pageSize: v.fallback(queryInteger({ min: 1, max: csvPreviewPageSize.max }), csvPreviewPageSize.default),
  pageIndex: v.fallback(queryInteger({ min: 0 }), 0),
  filterError: v.fallback(queryBoolean, false),
});
/** The parsed search of a CSV import screen (see `csvImportSearchSchema`). */
export type CsvImportSearch = v.InferOutput<typeof csvImportSearchSchema>;

/** The step a URL hash names (`#preview-file` → `preview-file`); anything else is the upload step. */
export function csvImportStepFromHash(hash: string): CsvImportStep {
  const name = hash.replace(/^#/, '');
  return (csvImportSteps as readonly string[]).includes(name) ? (name as CsvImportStep) : 'upload-file';
}

/**
 * The step the wizard may show for the `requested` one (000 §2, §4): a later step without an
 * uploaded file returns to `upload-file`; `import-data` also needs a dry run without errors
 * (`processingState` `VALIDATED` or `IMPORTED`), else it returns to `preview-file`.
 */
export function csvImportStepGuard(requested: CsvImportStep, search: Pick<CsvImportSearch, 'uploadedFileKey' | 'processingState'>): CsvImportStep {
  if (requested === 'upload-file' || !search.uploadedFileKey) return 'upload-file';
  if (requested === 'import-data' && search.processingState !== 'VALIDATED' && search.processingState !== 'IMPORTED') return 'preview-file';
  return requested;
}
