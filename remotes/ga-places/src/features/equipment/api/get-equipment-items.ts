import { useEndpoint } from '@kanri/runtime';
import { listEquipmentItemsEndpoint } from '@kanri/contracts';

/**
 * The company's equipment items (`GET /v2/equipment-items`), by display order then code, optionally
 * of some types only (`equipmentTypeIdIn`). `includeDisabled`: the settings page lists disabled ones
 * too; filters and forms offer enabled ones.
 */
export function useEquipmentItems({ includeDisabled = false, equipmentTypeIdIn = [] }: { includeDisabled?: boolean; equipmentTypeIdIn?: string[] } = {}) {
  return useEndpoint(listEquipmentItemsEndpoint, { query: { includeDisabled, equipmentTypeIdIn } });
}
