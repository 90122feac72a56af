import { useEndpoint } from '@kanri/runtime';
import { countSoftwareEndpoint, type SoftwareSearch } from '@kanri/contracts';

/**
 * How many registry rows match the search (`GET /v2/software-count`): the filters and `freeText`
 * only, without paging or sort (the count query is strict).
 */
export function useSoftwareCount({ status, integration, freeText }: SoftwareSearch) {
  return useEndpoint(countSoftwareEndpoint, { query: { status, integration, freeText } });
}
