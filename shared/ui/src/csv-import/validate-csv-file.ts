import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { csvMaxFileBytes } from '@kanri/contracts';

/** Why a choice of files cannot be uploaded: `count` (not exactly one), `type` (not .csv), `size` (10 MB or more), `empty` (0 bytes). */
export type CsvFileProblem = 'count' | 'type' | 'size' | 'empty';

/** The outcome of `validateCsvFile`: the one file to upload, or the problem. */
export type CsvFileCheck = { ok: true; file: File } | { ok: false; problem: CsvFileProblem };

/**
 * Checks a choice of files for the CSV upload (000 §5 "CSV upload: one file only, .csv, under
 * 10 MB"): exactly one file, named `*.csv` (any case; browsers report CSV MIME types
 * inconsistently, Excel's as `application/vnd.ms-excel`, so the name decides), not empty, and
 * smaller than `maxBytes` (default `csvMaxFileBytes` of `@kanri/contracts`, 10 × 1024 × 1024 bytes).
 */
export function validateCsvFile(files: readonly File[], maxBytes: number = csvMaxFileBytes): CsvFileCheck {
  if (files.length !== 1) return { ok: false, problem: 'count' };
  const file = files[0]!;
  if (!/\.csv$/i.test(file.name)) return { ok: false, problem: 'type' };
  if (file.size >= maxBytes) return { ok: false, problem: 'size' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  return { ok: true, file };
}

/** The localized message of each upload problem (`i18n._(csvFileProblemMessages[problem])`). */
export const csvFileProblemMessages: Record<CsvFileProblem, MessageDescriptor> = {
  count: msg`Choose one file only.`,
  type: msg`Choose a CSV file (.csv).`,
  size: msg`The file is too large. Choose a CSV file smaller than 10 MB.`,
  empty: msg`The file is empty. Choose a CSV file with data.`,
};
