import { useEndpoint } from '@kanri/runtime';
import { countPeopleEndpoint, type PeopleSearch } from '@kanri/contracts';

/** How many workers match the search (`GET /v2/people/count`): filters and `freeText` only. */
export function usePeopleCount(search: PeopleSearch) {
  const { menu, category, departmentIdIn, positionIdIn, jobTypeIdIn, workerTypeIn, placeIdIn, freeText } = search;
  return useEndpoint(countPeopleEndpoint, {
    query: { menu, category, departmentIdIn, positionIdIn, jobTypeIdIn, workerTypeIn, placeIdIn, freeText },
  });
}
