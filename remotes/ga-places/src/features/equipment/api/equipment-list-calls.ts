import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import {
  countEquipmentEndpoint,
  equipmentSearchSchema,
  getTableSettingsEndpoint,
  listEquipmentEndpoint,
  listEquipmentItemsEndpoint,
  listEquipmentTypesEndpoint,
  placeSelectEndpoint,
  workersForSelectEndpoint,
  type EquipmentSearch,
} from '@kanri/contracts';

/**
 * `GET /v2/equipment-types`, by display order then code. `includeDisabled`: the settings page lists
 * disabled ones too; filters and forms offer enabled ones.
 */
export function equipmentTypesCall({ includeDisabled = false }: { includeDisabled?: boolean } = {}) {
  return endpointCall(listEquipmentTypesEndpoint, { query: { includeDisabled } });
}

/** `GET /v2/equipment-items`, optionally of some types only (`equipmentTypeIdIn`); `includeDisabled` as for the types. */
export function equipmentItemsCall({ includeDisabled = false, equipmentTypeIdIn = [] }: { includeDisabled?: boolean; equipmentTypeIdIn?: string[] } = {}) {
  return endpointCall(listEquipmentItemsEndpoint, { query: { includeDisabled, equipmentTypeIdIn } });
}

/** The first 200 current workers by name (`GET /v2/workers-for-select`, 000 §7): the assigned-person filter's choices. */
export const workerOptionsCall = endpointCall(workersForSelectEndpoint, { query: { orderDirection: 'asc', pageSize: 200 } });

/** The first 200 places by name (`GET /v2/components/place-select`, 000 §7): the assigned-place filter's choices. */
export const placeOptionsCall = endpointCall(placeSelectEndpoint, { query: { orderBy: 'NAME', orderDirection: 'asc', pageSize: 200 } });

/** The `tableId` of the equipment list's column settings (and of its saved views). */
export const equipmentTableId = 'equipment';

/**
 * The calls `/equipment` (001 §2 Equipment, §7) makes on its first render for `search`: one page
 * (`GET /v2/equipment` with the whole search), its count (`GET /v2/equipment-count`: the category,
 * the four id filters and `freeText`, the count query is strict), the filters' choices (enabled
 * types and items, workers, places) and the column settings of `equipment` (asked by the kit's
 * `useColumnSettings`). The page's hooks and the route's loader take their calls from
 * here (issue 27).
 */
export function equipmentListCalls(search: EquipmentSearch) {
  const { category, freeText, equipmentTypeIdIn, equipmentItemIdIn, assignedWorkerIdIn, placementPlaceIdIn } = search;
  return {
    list: endpointCall(listEquipmentEndpoint, { query: search }),
    count: endpointCall(countEquipmentEndpoint, { query: { category, freeText, equipmentTypeIdIn, equipmentItemIdIn, assignedWorkerIdIn, placementPlaceIdIn } }),
    types: equipmentTypesCall(),
    items: equipmentItemsCall(),
    workers: workerOptionsCall,
    places: placeOptionsCall,
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: equipmentTableId } }),
  };
}

/** The loader of `/equipment`: the page's search parse, then `equipmentListCalls` preloaded without waiting (issue 27). */
export const equipmentListLoader = preloadLoader((params) => parseListSearch(equipmentSearchSchema, params), equipmentListCalls);
