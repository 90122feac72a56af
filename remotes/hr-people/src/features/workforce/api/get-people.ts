import { useEndpoint } from '@kanri/runtime';
import type { PeopleSearch } from '@kanri/contracts';
import { workforceCalls } from './workforce-calls';

/** One page of the workforce (`GET /v2/people`, 001 §2 People) for the search in force (the loader preloads it: `workforceCalls`). */
export function usePeople(search: PeopleSearch) {
  const { list } = workforceCalls(search);
  return useEndpoint(list.endpoint, list.input);
}
