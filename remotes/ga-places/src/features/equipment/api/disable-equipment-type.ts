import { useEndpointMutation } from '@kanri/runtime';
import { disableEquipmentTypeEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/**
 * Disables an equipment type (`PATCH /v2/equipment-types/{id}/disable`, 001 §4, §7): `trigger({ params: { id } })`.
 * A disabled type is no longer offered for new equipment; existing equipment keeps it.
 */
export function useDisableEquipmentType() {
  return useEndpointMutation(disableEquipmentTypeEndpoint, { revalidate: equipmentCachePaths });
}
