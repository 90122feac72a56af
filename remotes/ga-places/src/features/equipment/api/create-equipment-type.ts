import { useEndpointMutation } from '@kanri/runtime';
import { createEquipmentTypeEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/**
 * Creates an equipment type (`POST /v2/equipment-types`, 001 §7): `trigger({ body })` resolves the
 * new type and revalidates the type list. Rejects with `ApiError`: 400 with `fieldErrors`, 409 when the code is taken.
 */
export function useCreateEquipmentType() {
  return useEndpointMutation(createEquipmentTypeEndpoint, { revalidate: equipmentCachePaths });
}
