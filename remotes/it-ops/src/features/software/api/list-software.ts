import { useEndpoint } from '@kanri/runtime';
import { listSoftwareEndpoint, type SoftwareSearch } from '@kanri/contracts';

/**
 * One page of the software registry (`GET /v2/software`, 001 §2 Software) for the search in force.
 * The SWR key is the endpoint plus this query, so a new search is a new request.
 */
export function useSoftware(search: SoftwareSearch) {
  return useEndpoint(listSoftwareEndpoint, { query: search });
}
