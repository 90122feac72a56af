import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import { countSoftwareEndpoint, getRefreshAllStatusEndpoint, getTableSettingsEndpoint, listSoftwareEndpoint, softwareSearchSchema, type SoftwareSearch } from '@kanri/contracts';

/** The `tableId` of the registry's column settings and saved views (issue 31 §4). */
export const softwareRegistryTableId = 'software-registry';

/** `GET /v2/app-integrations/refresh-resources-all/status`: what "Refresh all" shows (no input). */
export const refreshAllStatusCall = endpointCall(getRefreshAllStatusEndpoint, {});

/**
 * The calls `/software/registry` (001 §2 Software) makes on its first render for `search`: one page
 * of the registry (`GET /v2/software` with the whole search), its count (`GET /v2/software-count`:
 * the filters and `freeText` only, the count query is strict), the refresh-all status and the
 * column settings of `software-registry` (asked by the kit's `useColumnSettings`). The page's hooks
 * and the route's loader both take their calls from here (issue 27), so the loader preloads exactly
 * what the page asks for; the saved views are read only when the Views menu first opens.
 */
export function softwareRegistryCalls(search: SoftwareSearch) {
  const { status, integration, freeText } = search;
  return {
    list: endpointCall(listSoftwareEndpoint, { query: search }),
    count: endpointCall(countSoftwareEndpoint, { query: { status, integration, freeText } }),
    refreshStatus: refreshAllStatusCall,
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: softwareRegistryTableId } }),
  };
}

/**
 * The loader of `/software/registry`: parses the URL's search as the page does (`useListSearch`
 * of `softwareSearchSchema`) and preloads `softwareRegistryCalls` without waiting (issue 27).
 */
export const softwareRegistryLoader = preloadLoader((params) => parseListSearch(softwareSearchSchema, params), softwareRegistryCalls);
