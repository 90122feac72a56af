import { useEndpoint } from '@kanri/runtime';
import { countPeopleGroupsEndpoint } from '@kanri/contracts';
import type { PeopleGroupSearch } from './search-types';

/** How many people groups match the name search (`GET /v2/settings/people-groups-count`). */
export function usePeopleGroupsCount({ freeText }: PeopleGroupSearch) {
  return useEndpoint(countPeopleGroupsEndpoint, { query: { freeText } });
}
