import { useEndpoint } from '@kanri/runtime';
import { countDevicesEndpoint, listDevicesEndpoint, type DevicesSearch } from '@kanri/contracts';

/**
 * One page of the inventory (`GET /v2/devices`, 001 §2 search) for the search in force; a new
 * search is a new SWR key.
 */
export function useDevices(search: DevicesSearch) {
  return useEndpoint(listDevicesEndpoint, { query: search });
}

/** How many devices match (`GET /v2/devices-count`): the filters and `freeText` only (the count query is strict). */
export function useDevicesCount({ category, genres, freeText }: DevicesSearch) {
  return useEndpoint(countDevicesEndpoint, { query: { category, genres, freeText } });
}
