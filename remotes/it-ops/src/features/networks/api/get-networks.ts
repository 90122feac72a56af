import { useEndpoint } from '@kanri/runtime';
import { listNetworksEndpoint, type NetworksSearch } from '@kanri/contracts';

/**
 * One page of the networks list (`GET /v2/networks`, 000 §2 "Networks" search) for the search in
 * force. The SWR key is the endpoint plus this query, so a new search is a new request.
 */
export function useNetworks(search: NetworksSearch) {
  return useEndpoint(listNetworksEndpoint, { query: search });
}
