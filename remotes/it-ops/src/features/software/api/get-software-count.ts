import { useEndpoint } from '@kanri/runtime';
import type { SoftwareSearch } from '@kanri/contracts';
import { softwareRegistryCalls } from './software-registry-calls';

/**
 * How many registry rows match the search (`GET /v2/software-count`): the filters and `freeText`
 * only, without paging or sort (the count query is strict); the call is `softwareRegistryCalls`'s.
 */
export function useSoftwareCount(search: SoftwareSearch) {
  const { count } = softwareRegistryCalls(search);
  return useEndpoint(count.endpoint, count.input);
}
