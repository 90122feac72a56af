import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import {
  alumniSearchSchema,
  countAlumniEndpoint,
  getPeopleFilterOptionsEndpoint,
  getTableSettingsEndpoint,
  leavingWithinMonthWindow,
  listAlumniEndpoint,
  type AlumniListQuery,
  type AlumniSearch,
} from '@kanri/contracts';

/** Today as YYYY-MM-DD in the browser's time zone (the "now" of "leaving within a month"). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The alumni filters the API receives for the page's search: the search without
 * `leavingWithinMonth`, plus — when it is on — the window `leavingDateFrom`..`leavingDateTo`, one
 * month back to today (001 §4, §9).
 */
export function alumniFiltersOf(search: AlumniSearch, today: string = localToday()) {
  const { leavingWithinMonth, pageIndex: _p, pageSize: _s, sortColumn: _c, sortOrder: _o, ...filters } = search;
  return { ...filters, freeText: filters.freeText || undefined, ...(leavingWithinMonth ? leavingWithinMonthWindow(today) : {}) };
}

/** The `tableId` of the alumni list's column settings (and of its saved views). */
export const alumniTableId = 'people-alumni';

/** `GET /v2/people-filter-options`: the departments, positions, job types and places the filters offer. */
export const alumniFilterOptionsCall = endpointCall(getPeopleFilterOptionsEndpoint, {});

/**
 * The calls `/people/alumni` (001 §2 People, §7) makes on its first render for `search`: one page
 * (`GET /v2/alumnus`: the filters of `alumniFiltersOf` plus paging and sort), its count
 * (`GET /v2/alumnus/count`: the filters only), the filters' choices and the column settings of
 * `alumniTableId` (asked by the kit's `useColumnSettings`).
 * The page's hooks and the route's loader take their calls from here (issue 27).
 */
export function alumniCalls(search: AlumniSearch) {
  const filters = alumniFiltersOf(search);
  const query: AlumniListQuery = { ...filters, pageIndex: search.pageIndex, pageSize: search.pageSize, sortColumn: search.sortColumn, sortOrder: search.sortOrder };
  return {
    list: endpointCall(listAlumniEndpoint, { query }),
    count: endpointCall(countAlumniEndpoint, { query: filters }),
    filterOptions: alumniFilterOptionsCall,
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: alumniTableId } }),
  };
}

/** The loader of `/people/alumni`: the page's search parse, then `alumniCalls` preloaded without waiting (issue 27). */
export const alumniLoader = preloadLoader((params) => parseListSearch(alumniSearchSchema, params), alumniCalls);
