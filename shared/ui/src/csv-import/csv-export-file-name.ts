import dayjs from 'dayjs';
import type { CsvExportMode } from '@kanri/contracts';

/**
 * The name a CSV export is saved under (000 §7, 001 §7, DECISIONS.md "CSV"):
 * `view` → `{name}-export-{YYYY-MM-DD}.csv` (the local date of `date`, default now),
 * `edit` → `{name}.csv`, `edit-template` → `template_{name}.csv`.
 *
 * @example csvExportFileName('equipment', 'view', new Date(2025, 3, 1)) // 'equipment-export-2025-04-01.csv'
 */
export function csvExportFileName(name: string, mode: CsvExportMode, date: Date = new Date()): string {
  if (mode === 'view') return `${name}-export-${dayjs(date).format('YYYY-MM-DD')}.csv`;
  if (mode === 'edit-template') return `template_${name}.csv`;
  return `${name}.csv`;
}
