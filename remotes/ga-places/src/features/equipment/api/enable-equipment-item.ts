import { useEndpointMutation } from '@kanri/runtime';
import { enableEquipmentItemEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/** Enables an equipment item (`PATCH /v2/equipment-items/{id}/enable`, 001 §4, §7): `trigger({ params: { id } })`. */
export function useEnableEquipmentItem() {
  return useEndpointMutation(enableEquipmentItemEndpoint, { revalidate: equipmentCachePaths });
}
