import { useEndpointMutation } from '@kanri/runtime';
import { updateHrMasterItemEndpoint } from '@kanri/contracts';
import { hrMasterCachePaths } from './hr-master-cache';

/** Saves an edited entry (`PATCH /v2/hr-master-items/{id}`): `trigger({ params: { id }, body })` with the `version` read. Rejects with `ApiError`: 400, 404, 409 (stale version, or the code is taken: field error at `code`). */
export function useUpdateHrMasterItem() {
  return useEndpointMutation(updateHrMasterItemEndpoint, { revalidate: hrMasterCachePaths });
}
