import { useEndpoint } from '@kanri/runtime';
import { countIdsEndpoint, type IdsSearch } from '@kanri/contracts';

/** How many login ids match the search's filters (`GET /v2/id-management/ids-count`: category, freeText, haveAppIdIn). */
export function useIdsCount(search: IdsSearch) {
  return useEndpoint(countIdsEndpoint, { query: { category: search.category, freeText: search.freeText, haveAppIdIn: search.haveAppIdIn } });
}
