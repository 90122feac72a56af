import { useEndpoint } from '@kanri/runtime';
import type { AlumniSearch } from '@kanri/contracts';
import { alumniCalls, alumniFilterOptionsCall } from './alumni-calls';

/** One page of alumni (`GET /v2/alumnus`, 001 §7) for the page's search (the loader preloads it: `alumniCalls`). */
export function useAlumni(search: AlumniSearch) {
  const { list } = alumniCalls(search);
  return useEndpoint(list.endpoint, list.input);
}

/** How many alumni match (`GET /v2/alumnus/count`): the filters and free text only. */
export function useAlumniCount(search: AlumniSearch) {
  const { count } = alumniCalls(search);
  return useEndpoint(count.endpoint, count.input);
}

/** Departments, positions, job types and places offered by the alumni filters. */
export function useAlumniFilterOptions() {
  return useEndpoint(alumniFilterOptionsCall.endpoint, alumniFilterOptionsCall.input);
}
