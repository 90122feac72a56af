import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import { countNetworksEndpoint, getTableSettingsEndpoint, listNetworksEndpoint, networksSearchSchema, type NetworksSearch } from '@kanri/contracts';

/** The `tableId` of the networks list's column settings. */
export const networksTableId = 'networks';

/**
 * The calls `/networks` (000 §2 "Networks") makes on its first render for `search`: one page
 * (`GET /v2/networks` with the whole search), its count (`GET /v2/networks-count`: the filters and
 * `freeText`, the count query is strict) and the column settings of `networks` (asked by the kit's
 * `useColumnSettings`; the route test holds the two equal). The page's hooks and the route's loader
 * take their calls from here (issue 27).
 */
export function networksListCalls(search: NetworksSearch) {
  const { networkCategory, networkType, freeText } = search;
  return {
    list: endpointCall(listNetworksEndpoint, { query: search }),
    count: endpointCall(countNetworksEndpoint, { query: { networkCategory, networkType, freeText } }),
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: networksTableId } }),
  };
}

/** The loader of `/networks`: the page's search parse, then `networksListCalls` preloaded without waiting (issue 27). */
export const networksListLoader = preloadLoader((params) => parseListSearch(networksSearchSchema, params), networksListCalls);
