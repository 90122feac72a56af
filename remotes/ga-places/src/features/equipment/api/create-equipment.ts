import { useEndpointMutation } from '@kanri/runtime';
import { createEquipmentEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/**
 * Creates equipment (`POST /v2/equipment`): `trigger({ body })` resolves `{ id }` and revalidates
 * the equipment list; rejects with `ApiError` (400 with `fieldErrors` at the body's paths, e.g.
 * `assetTag` when the tag is taken or `equipmentTypeId` for a disabled type).
 */
export function useCreateEquipment() {
  return useEndpointMutation(createEquipmentEndpoint, { revalidate: equipmentCachePaths });
}
