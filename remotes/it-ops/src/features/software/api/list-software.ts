import { useEndpoint } from '@kanri/runtime';
import type { SoftwareSearch } from '@kanri/contracts';
import { softwareRegistryCalls } from './software-registry-calls';

/**
 * One page of the software registry (`GET /v2/software`, 001 §2 Software) for the search in force.
 * The SWR key is the endpoint plus this query, so a new search is a new request; the route's loader
 * preloads the same call (`softwareRegistryCalls`).
 */
export function useSoftware(search: SoftwareSearch) {
  const { list } = softwareRegistryCalls(search);
  return useEndpoint(list.endpoint, list.input);
}
