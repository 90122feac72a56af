import type { CsvExportMode } from '@kanri/contracts';
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
 * `template_{module}.csv` (000 §7 "name.csv or template_name.csv").
 */
export function exportFileName(module: string, mode: CsvExportMode, now = new Date()): string {
  if (mode === 'view') return `${module}-export-${tokyoToday(now)}.csv`;
  if (mode === 'edit') return `${module}.csv`;
  return `template_${module}.csv`;
}
