import { useEndpointMutation } from '@kanri/runtime';
import { deleteHrMasterItemEndpoint } from '@kanri/contracts';
import { hrMasterCachePaths } from './hr-master-cache';

/** Deletes an entry nobody uses (`DELETE /v2/hr-master-items/{id}`): `trigger({ params: { id } })`. Rejects with `ApiError` 409 while people refer to it. */
export function useDeleteHrMasterItem() {
  return useEndpointMutation(deleteHrMasterItemEndpoint, { revalidate: hrMasterCachePaths });
}
