import { useEndpointMutation } from '@kanri/runtime';
import { enableEquipmentTypeEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/** Enables an equipment type (`PATCH /v2/equipment-types/{id}/enable`, 001 §4, §7): `trigger({ params: { id } })`. */
export function useEnableEquipmentType() {
  return useEndpointMutation(enableEquipmentTypeEndpoint, { revalidate: equipmentCachePaths });
}
