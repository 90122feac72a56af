import { useEndpoint } from '@kanri/runtime';
import type { NetworksSearch } from '@kanri/contracts';
import { networksListCalls } from './networks-list-calls';

/**
 * One page of the networks list (`GET /v2/networks`, 000 §2 "Networks" search) for the search in
 * force. The SWR key is the endpoint plus this query, so a new search is a new request; the route's
 * loader preloads the same call (`networksListCalls`).
 */
export function useNetworks(search: NetworksSearch) {
  const { list } = networksListCalls(search);
  return useEndpoint(list.endpoint, list.input);
}
