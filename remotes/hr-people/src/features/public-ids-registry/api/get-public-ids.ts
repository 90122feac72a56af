import { useEndpoint } from '@kanri/runtime';
import { listPublicIdsEndpoint, type PublicIdsSearch } from '@kanri/contracts';

/** One page of the public ID registry (`GET /v2/public-ids`, 001 §2 Public IDs; `page` is 1-based). */
export function usePublicIds(search: PublicIdsSearch) {
  return useEndpoint(listPublicIdsEndpoint, { query: search });
}
