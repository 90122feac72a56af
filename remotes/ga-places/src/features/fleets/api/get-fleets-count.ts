import { useEndpoint } from '@kanri/runtime';
import { countFleetsEndpoint, type FleetsSearch } from '@kanri/contracts';

/** How many vehicles match the filters and free text (`GET /v2/fleets-count`). */
export function useFleetsCount(search: Pick<FleetsSearch, 'category' | 'mainType' | 'freeText'>) {
  return useEndpoint(countFleetsEndpoint, { query: { category: search.category, mainType: search.mainType, freeText: search.freeText } });
}
