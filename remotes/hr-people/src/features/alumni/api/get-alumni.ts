import { useEndpoint } from '@kanri/runtime';
import {
  countAlumniEndpoint,
  getPeopleFilterOptionsEndpoint,
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

/** One page of alumni (`GET /v2/alumnus`, 001 §7) for the page's search. */
export function useAlumni(search: AlumniSearch) {
  const query: AlumniListQuery = { ...alumniFiltersOf(search), pageIndex: search.pageIndex, pageSize: search.pageSize, sortColumn: search.sortColumn, sortOrder: search.sortOrder };
  return useEndpoint(listAlumniEndpoint, { query });
}

/** How many alumni match (`GET /v2/alumnus/count`): the filters and free text only. */
export function useAlumniCount(search: AlumniSearch) {
  return useEndpoint(countAlumniEndpoint, { query: alumniFiltersOf(search) });
}

/** Departments, positions, job types and places offered by the alumni filters. */
export function useAlumniFilterOptions() {
  return useEndpoint(getPeopleFilterOptionsEndpoint, {});
}
