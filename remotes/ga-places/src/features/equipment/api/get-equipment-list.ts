import { useEndpoint } from '@kanri/runtime';
import { listEquipmentEndpoint, type EquipmentSearch } from '@kanri/contracts';

/**
 * One page of the equipment list (`GET /v2/equipment`, 001 §2 Equipment, §7) for the search in
 * force: paging, `sortColumn`, `orderDirection`, `category`, `freeText` and the four id filters.
 */
export function useEquipmentList(search: EquipmentSearch) {
  return useEndpoint(listEquipmentEndpoint, { query: search });
}
