import { useEndpoint } from '@kanri/runtime';
import type { EquipmentSearch } from '@kanri/contracts';
import { equipmentListCalls } from './equipment-list-calls';

/**
 * How many equipment match the search (`GET /v2/equipment-count`, 001 §7): the category, the four
 * id filters and `freeText` only, without paging or sort (`equipmentListCalls`'s `count`).
 */
export function useEquipmentCount(search: EquipmentSearch) {
  const { count } = equipmentListCalls(search);
  return useEndpoint(count.endpoint, count.input);
}
