import { useEndpoint } from '@kanri/runtime';
import { listIdsEndpoint, type IdsSearch } from '@kanri/contracts';

/** One page of the ID list (`GET /v2/id-management/ids`) for the search in force. */
export function useIds(search: IdsSearch) {
  return useEndpoint(listIdsEndpoint, { query: search });
}
