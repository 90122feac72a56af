import { useEndpoint } from '@kanri/runtime';
import type { NetworksSearch } from '@kanri/contracts';
import { networksListCalls } from './networks-list-calls';

/**
 * How many networks match the search (`GET /v2/networks-count`): the filters and `freeText` only,
 * without paging or sort (the count query is strict; `networksListCalls`'s `count`).
 */
export function useNetworksCount(search: NetworksSearch) {
  const { count } = networksListCalls(search);
  return useEndpoint(count.endpoint, count.input);
}
