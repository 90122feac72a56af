import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import { countLicensesEndpoint, getTableSettingsEndpoint, licensesSearchSchema, listLicensesEndpoint, type LicensesSearch } from '@kanri/contracts';

/** The `tableId` of the license inventory's column settings. */
export const licensesTableId = 'licenses';

/**
 * The calls `/licenses/inventory` (001 §2 "Licenses") makes on its first render for `search`: one
 * page (`GET /v2/licenses` with the whole search), its count (`GET /v2/licenses-count`: category
 * and free text, the count query is strict) and the column settings of `licenses` (asked by the
 * kit's `useColumnSettings`; the route test holds the two equal). The page's hooks and the route's
 * loader take their calls from here (issue 27).
 */
export function licensesInventoryCalls(search: LicensesSearch) {
  const { category, freeText } = search;
  return {
    list: endpointCall(listLicensesEndpoint, { query: search }),
    count: endpointCall(countLicensesEndpoint, { query: { category, freeText } }),
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: licensesTableId } }),
  };
}

/** The loader of `/licenses/inventory`: the page's search parse, then `licensesInventoryCalls` preloaded without waiting (issue 27). */
export const licensesInventoryLoader = preloadLoader((params) => parseListSearch(licensesSearchSchema, params), licensesInventoryCalls);
