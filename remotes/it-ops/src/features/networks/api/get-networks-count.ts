import { useEndpoint } from '@kanri/runtime';
import { countNetworksEndpoint, type NetworksSearch } from '@kanri/contracts';

/**
 * How many networks match the search (`GET /v2/networks-count`): the filters and `freeText` only,
 * without paging or sort (the count query is strict).
 */
export function useNetworksCount({ networkCategory, networkType, freeText }: NetworksSearch) {
  return useEndpoint(countNetworksEndpoint, { query: { networkCategory, networkType, freeText } });
}
