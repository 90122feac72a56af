import { useEndpoint } from '@kanri/runtime';
import { listFleetsEndpoint, type FleetsSearch } from '@kanri/contracts';

/** One page of the vehicles (`GET /v2/fleets`) for the search in force. */
export function useFleets(search: FleetsSearch) {
  return useEndpoint(listFleetsEndpoint, { query: search });
}
