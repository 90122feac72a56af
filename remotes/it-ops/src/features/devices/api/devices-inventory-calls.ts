import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import { countDevicesEndpoint, devicesSearchSchema, devicesTableId, getTableSettingsEndpoint, listDevicesEndpoint, type DevicesSearch } from '@kanri/contracts';

/**
 * The calls `/devices/inventory` (001 §2 "Devices") makes on its first render for `search`: one
 * page (`GET /v2/devices` with the whole search), its count (`GET /v2/devices-count`: the filters
 * and `freeText` only, the count query is strict) and the user's column settings of `devices`
 * (`GET /v2/table-settings/devices`, asked by the kit's `useColumnSettings`; the route test holds
 * the two equal). The page's hooks and the route's loader take their calls from here (issue 27).
 */
export function devicesInventoryCalls(search: DevicesSearch) {
  const { category, genres, freeText } = search;
  return {
    list: endpointCall(listDevicesEndpoint, { query: search }),
    count: endpointCall(countDevicesEndpoint, { query: { category, genres, freeText } }),
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: devicesTableId } }),
  };
}

/** The loader of `/devices/inventory`: the page's search parse, then `devicesInventoryCalls` preloaded without waiting (issue 27). */
export const devicesInventoryLoader = preloadLoader((params) => parseListSearch(devicesSearchSchema, params), devicesInventoryCalls);
