import { useEndpoint } from '@kanri/runtime';
import type { PeopleSearch } from '@kanri/contracts';
import { workforceCalls } from './workforce-calls';

/** How many workers match the search (`GET /v2/people/count`): filters and `freeText` only (`workforceCalls`'s `count`). */
export function usePeopleCount(search: PeopleSearch) {
  const { count } = workforceCalls(search);
  return useEndpoint(count.endpoint, count.input);
}
