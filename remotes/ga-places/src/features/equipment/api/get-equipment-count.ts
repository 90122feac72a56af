import { useEndpoint } from '@kanri/runtime';
import { countEquipmentEndpoint, type EquipmentSearch } from '@kanri/contracts';

/**
 * How many equipment match the search (`GET /v2/equipment-count`, 001 §7): the category, the four
 * id filters and `freeText` only, without paging or sort (the count query is strict).
 */
export function useEquipmentCount({ category, freeText, equipmentTypeIdIn, equipmentItemIdIn, assignedWorkerIdIn, placementPlaceIdIn }: EquipmentSearch) {
  return useEndpoint(countEquipmentEndpoint, {
    query: { category, freeText, equipmentTypeIdIn, equipmentItemIdIn, assignedWorkerIdIn, placementPlaceIdIn },
  });
}
