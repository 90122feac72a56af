import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import { countIdsEndpoint, getTableSettingsEndpoint, idsSearchSchema, listIdAppsEndpoint, listIdsEndpoint, type IdsSearch } from '@kanri/contracts';

/** The `tableId` of the ID list's column settings. */
export const idsTableId = 'id-managements';

/** `GET /v2/id-management/apps`: the company's app integrations by name (the apps filter's choices). */
export const idAppsCall = endpointCall(listIdAppsEndpoint, {});

/**
 * The calls `/id-managements` (000 §2 "ID management"; 001 §2) makes on its first render for
 * `search`: one page of ids (`GET /v2/id-management/ids` with the whole search), its count
 * (`GET /v2/id-management/ids-count`: category, freeText, haveAppIdIn), the apps filter's choices
 * (`GET /v2/id-management/apps`) and the column settings of `id-managements` (asked by the kit's
 * `useColumnSettings`; the route test holds the two equal). The page's hooks and the route's loader
 * take their calls from here (issue 27).
 */
export function idManagementsCalls(search: IdsSearch) {
  const { category, freeText, haveAppIdIn } = search;
  return {
    list: endpointCall(listIdsEndpoint, { query: search }),
    count: endpointCall(countIdsEndpoint, { query: { category, freeText, haveAppIdIn } }),
    apps: idAppsCall,
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: idsTableId } }),
  };
}

/** The loader of `/id-managements`: the page's search parse, then `idManagementsCalls` preloaded without waiting (issue 27). */
export const idManagementsLoader = preloadLoader((params) => parseListSearch(idsSearchSchema, params), idManagementsCalls);
