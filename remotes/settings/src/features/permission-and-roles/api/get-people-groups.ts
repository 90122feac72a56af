import { useEndpoint } from '@kanri/runtime';
import { listPeopleGroupsEndpoint } from '@kanri/contracts';
import type { PeopleGroupSearch } from './search-types';

/** One page of the people groups list (`GET /v2/settings/people-groups`, 001 §3) for the search in force. */
export function usePeopleGroups(search: PeopleGroupSearch) {
  return useEndpoint(listPeopleGroupsEndpoint, { query: search });
}
