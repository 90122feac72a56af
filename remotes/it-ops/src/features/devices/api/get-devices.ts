import { useEndpoint } from '@kanri/runtime';
import type { DevicesSearch } from '@kanri/contracts';
import { devicesInventoryCalls } from './devices-inventory-calls';

/**
 * One page of the inventory (`GET /v2/devices`, 001 §2 search) for the search in force; a new
 * search is a new SWR key. The route's loader preloads the same call (`devicesInventoryCalls`).
 */
export function useDevices(search: DevicesSearch) {
  const { list } = devicesInventoryCalls(search);
  return useEndpoint(list.endpoint, list.input);
}

/** How many devices match (`GET /v2/devices-count`): the filters and `freeText` only (the count query is strict). */
export function useDevicesCount(search: DevicesSearch) {
  const { count } = devicesInventoryCalls(search);
  return useEndpoint(count.endpoint, count.input);
}
