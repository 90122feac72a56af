import { useEndpoint } from '@kanri/runtime';
import { countDeviceInventoryEndpoint, listDeviceInventoryEndpoint, type DeviceInventorySearch } from '@kanri/contracts';

/** The request a screen is about, once both ids are in the URL (000 §5: required, non-empty). */
export interface InventoryRequestIds {
  patternId: string;
  requestId: string;
}

/**
 * One page of the request's devices (`GET /v2/it-operation-core/device-inventory`, 001 §2 search)
 * for the search in force; `null` ids = don't fetch (the screen shows the input error).
 */
export function useDeviceInventory(search: DeviceInventorySearch, ids: InventoryRequestIds | null) {
  return useEndpoint(listDeviceInventoryEndpoint, ids ? { query: { ...search, ...ids } } : null);
}

/** How many devices match (`GET /v2/it-operation-core/device-inventory-count`): the request, the filters and `freeText`. */
export function useDeviceInventoryCount({ statusFilter, typeFilter, freeText }: DeviceInventorySearch, ids: InventoryRequestIds | null) {
  return useEndpoint(countDeviceInventoryEndpoint, ids ? { query: { ...ids, statusFilter, typeFilter, freeText } } : null);
}
