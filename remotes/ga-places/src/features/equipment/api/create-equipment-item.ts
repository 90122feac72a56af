import { useEndpointMutation } from '@kanri/runtime';
import { createEquipmentItemEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/**
 * Creates an equipment item (`POST /v2/equipment-items`, 001 §7): `trigger({ body })` resolves the
 * new item and revalidates the item list. Rejects with `ApiError`: 400 with `fieldErrors`, 409 when the code is taken.
 */
export function useCreateEquipmentItem() {
  return useEndpointMutation(createEquipmentItemEndpoint, { revalidate: equipmentCachePaths });
}
