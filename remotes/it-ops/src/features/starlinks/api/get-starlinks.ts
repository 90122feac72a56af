import { useEndpoint } from '@kanri/runtime';
import { listStarlinksEndpoint, type StarlinksSearch } from '@kanri/contracts';

/** One page of terminals (`GET /v2/starlinks`) for the search in force. */
export function useStarlinks(search: StarlinksSearch) {
  return useEndpoint(listStarlinksEndpoint, { query: search });
}
