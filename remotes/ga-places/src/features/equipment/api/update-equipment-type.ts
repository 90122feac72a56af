import { useEndpointMutation } from '@kanri/runtime';
import { updateEquipmentTypeEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/**
 * Saves an edited equipment type (`PATCH /v2/equipment-types/{id}`, 001 §7): `trigger({ params: { id }, body })` (with the `version` read)
 * resolves the updated type. Rejects with `ApiError`: 400 with `fieldErrors`, 404 when it is gone, 409 when the code is taken (field error on `code`) or the version is stale (none).
 */
export function useUpdateEquipmentType() {
  return useEndpointMutation(updateEquipmentTypeEndpoint, { revalidate: equipmentCachePaths });
}
