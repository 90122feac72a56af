import { useEndpoint } from '@kanri/runtime';
import { listPeopleEndpoint, type PeopleSearch } from '@kanri/contracts';

/** One page of the workforce (`GET /v2/people`, 001 §2 People) for the search in force. */
export function usePeople(search: PeopleSearch) {
  return useEndpoint(listPeopleEndpoint, { query: search });
}
