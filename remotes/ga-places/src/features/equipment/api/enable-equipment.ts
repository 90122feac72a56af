import { useEndpointMutation } from '@kanri/runtime';
import { enableEquipmentEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/** Enables equipment (`PATCH /v2/equipment/{id}/enable`, 001 §4): `trigger({ params: { id } })` resolves the equipment with `disabled: false`. */
export function useEnableEquipment() {
  return useEndpointMutation(enableEquipmentEndpoint, { revalidate: equipmentCachePaths });
}
