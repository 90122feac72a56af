import type { CsvExportMode, ExportFormat } from '@kanri/contracts';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * `Content-Disposition: attachment` for a download named `fileName`: an ASCII `filename` (other
 * characters become `_`) for old clients and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The download name of an export (DECISIONS.md "CSV"): `view` → `{module}-export-{YYYY-MM-DD}.csv`
 * (001 §7 `equipment-export-{date}.csv`), `edit` → `{module}.csv`, `edit-template` →
 * `template_{module}.csv` (000 §7 "name.csv or template_name.csv"); `format` `xlsx` ends them
 * `.xlsx` instead (issue 31).
 */
export function exportFileName(module: string, mode: CsvExportMode, now = new Date(), format: ExportFormat = 'csv'): string {
  if (mode === 'view') return `${module}-export-${tokyoToday(now)}.${format}`;
  if (mode === 'edit') return `${module}.${format}`;
  return `template_${module}.${format}`;
}

/** Content types of the export formats (the stored object's and the download's). */
export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
