import { useEndpointMutation } from '@kanri/runtime';
import { createHrMasterItemEndpoint } from '@kanri/contracts';
import { hrMasterCachePaths } from './hr-master-cache';

/** Adds a catalog entry (`POST /v2/hr-master-items`): `trigger({ body })` resolves the entry. Rejects with `ApiError`: 400 with `fieldErrors`, 409 when the code is taken (field error at `code`). */
export function useCreateHrMasterItem() {
  return useEndpointMutation(createHrMasterItemEndpoint, { revalidate: hrMasterCachePaths });
}
