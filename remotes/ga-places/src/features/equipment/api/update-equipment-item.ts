import { useEndpointMutation } from '@kanri/runtime';
import { updateEquipmentItemEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/**
 * Saves an edited equipment item (`PATCH /v2/equipment-items/{id}`, 001 §7): `trigger({ params: { id }, body })` (with the `version` read)
 * resolves the updated item. Rejects with `ApiError`: 400 with `fieldErrors`, 404 when it is gone, 409 when the code is taken (field error on `code`) or the version is stale (none).
 */
export function useUpdateEquipmentItem() {
  return useEndpointMutation(updateEquipmentItemEndpoint, { revalidate: equipmentCachePaths });
}
