import { useEndpoint } from '@kanri/runtime';
import { equipmentItemsCall } from './equipment-list-calls';

/**
 * The company's equipment items (`GET /v2/equipment-items`), by display order then code, optionally
 * of some types only (`equipmentTypeIdIn`). `includeDisabled`: the settings page lists disabled ones
 * too; filters and forms offer enabled ones.
 */
export function useEquipmentItems(options: { includeDisabled?: boolean; equipmentTypeIdIn?: string[] } = {}) {
  const call = equipmentItemsCall(options);
  return useEndpoint(call.endpoint, call.input);
}
