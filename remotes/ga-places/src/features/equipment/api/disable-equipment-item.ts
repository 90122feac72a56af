import { useEndpointMutation } from '@kanri/runtime';
import { disableEquipmentItemEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/**
 * Disables an equipment item (`PATCH /v2/equipment-items/{id}/disable`, 001 §4, §7): `trigger({ params: { id } })`.
 * A disabled item is no longer offered for new equipment; existing equipment keeps it.
 */
export function useDisableEquipmentItem() {
  return useEndpointMutation(disableEquipmentItemEndpoint, { revalidate: equipmentCachePaths });
}
