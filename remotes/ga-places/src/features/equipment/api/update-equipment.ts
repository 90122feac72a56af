import { useEndpointMutation } from '@kanri/runtime';
import { updateEquipmentEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/**
 * Saves edited equipment (`PATCH /v2/equipment/{id}`, 001 §7): `trigger({ params: { id }, body })`
 * with every field and the `version` the editor read; resolves the updated equipment. Rejects with
 * `ApiError`: 400 with `fieldErrors`, 404 when it is gone, 409 `CONFLICT` when someone saved in between.
 */
export function useUpdateEquipment() {
  return useEndpointMutation(updateEquipmentEndpoint, { revalidate: equipmentCachePaths });
}
