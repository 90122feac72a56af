import { useEndpointMutation } from '@kanri/runtime';
import { reorderHrMasterItemsEndpoint } from '@kanri/contracts';
import { hrMasterCachePaths } from './hr-master-cache';

/** Saves a catalog's order (`PATCH /v2/hr-master-items-order`): `trigger({ body: { catalog, ids } })` with every entry's id in the new order. Rejects with `ApiError` 409 when entries were added or deleted meanwhile. */
export function useReorderHrMasterItems() {
  return useEndpointMutation(reorderHrMasterItemsEndpoint, { revalidate: hrMasterCachePaths });
}
