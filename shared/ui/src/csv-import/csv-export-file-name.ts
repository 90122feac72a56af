import dayjs from 'dayjs';
import type { CsvExportMode, ExportFormat } from '@kanri/contracts';

/**
 * The name a CSV export is saved under (000 §7, 001 §7, DECISIONS.md "CSV"):
 * `view` → `{name}-export-{YYYY-MM-DD}.csv` (the local date of `date`, default now),
 * `edit` → `{name}.csv`, `edit-template` → `template_{name}.csv`; `format` `xlsx` ends them `.xlsx`
 * (issue 31).
 *
 * @example csvExportFileName('equipment', 'view', new Date(2025, 3, 1)) // 'equipment-export-2025-04-01.csv'
 */
export function csvExportFileName(name: string, mode: CsvExportMode, date: Date = new Date(), format: ExportFormat = 'csv'): string {
  if (mode === 'view') return `${name}-export-${dayjs(date).format('YYYY-MM-DD')}.${format}`;
  if (mode === 'edit-template') return `template_${name}.${format}`;
  return `${name}.${format}`;
}
