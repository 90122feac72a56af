import { useEndpoint } from '@kanri/runtime';
import type { EquipmentSearch } from '@kanri/contracts';
import { equipmentListCalls } from './equipment-list-calls';

/**
 * One page of the equipment list (`GET /v2/equipment`, 001 §2 Equipment, §7) for the search in
 * force: paging, `sortColumn`, `orderDirection`, `category`, `freeText` and the four id filters
 * (the route's loader preloads it: `equipmentListCalls`).
 */
export function useEquipmentList(search: EquipmentSearch) {
  const { list } = equipmentListCalls(search);
  return useEndpoint(list.endpoint, list.input);
}
