import * as v from 'valibot';
import { orgChartViewModeValues } from '@kanri/contracts';

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const viewMode = v.fallback(v.optional(v.picklist(orgChartViewModeValues), 'hierarchy'), 'hierarchy');
const isCompactView = v.fallback(v.optional(v.pipe(v.string(), v.transform((s) => s === 'true')), 'false'), false);

/**
 * URL search of the plan's chart (001 §2 `/organization/plan/{id}`): `viewMode` hierarchy | tree |
 * compact (empty or unknown → hierarchy, 001 §5) and `isCompactView` (`true`: dense cards).
 */
export const planChartSearchSchema = v.object({ viewMode, isCompactView });

/** URL search of `/organization/chart`: `baseDate` (YYYY-MM-DD; absent or invalid → today), `viewMode`, `isCompactView`. */
export const orgChartSearchSchema = v.object({
  baseDate: v.fallback(v.optional(v.pipe(v.string(), v.check(isDate)), () => localToday()), () => localToday()),
  viewMode,
  isCompactView,
});
export type OrgChartSearch = v.InferOutput<typeof orgChartSearchSchema>;
