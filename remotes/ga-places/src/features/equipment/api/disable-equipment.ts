import { useEndpointMutation } from '@kanri/runtime';
import { disableEquipmentEndpoint } from '@kanri/contracts';
import { equipmentCachePaths } from './equipment-cache';

/** Disables equipment (`PATCH /v2/equipment/{id}/disable`, 001 §4): `trigger({ params: { id } })` resolves the equipment with `disabled: true`. */
export function useDisableEquipment() {
  return useEndpointMutation(disableEquipmentEndpoint, { revalidate: equipmentCachePaths });
}
