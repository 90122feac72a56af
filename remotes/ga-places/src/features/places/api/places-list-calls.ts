import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import { countPlacesEndpoint, getTableSettingsEndpoint, listPlaceTypesEndpoint, listPlacesEndpoint, placesSearchSchema, type PlacesSearch } from '@kanri/contracts';

/** `GET /v2/place-types`: every place type of the company, the options of the list's three filters. */
export const placeTypesCall = endpointCall(listPlaceTypesEndpoint, {});

/** The `tableId` of the places list's column settings (and of its saved views). */
export const placesTableId = 'places';

/**
 * The calls `/places` (000 §2) makes on its first render for `search`: one page (`GET /v2/places`
 * with the whole search), its count (`GET /v2/places-count`: the filters and `freeText`), the
 * place types and the column settings of `places` (asked by the kit's `useColumnSettings`). The page's hooks and the route's loader take their calls from here (issue 27).
 */
export function placesListCalls(search: PlacesSearch) {
  const { category, freeText, businessPlaceTypeIdIn, officeTypeIdIn, ownershipTypeIdIn } = search;
  return {
    list: endpointCall(listPlacesEndpoint, { query: search }),
    count: endpointCall(countPlacesEndpoint, { query: { category, freeText, businessPlaceTypeIdIn, officeTypeIdIn, ownershipTypeIdIn } }),
    types: placeTypesCall,
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: placesTableId } }),
  };
}

/** The loader of `/places`: the page's search parse, then `placesListCalls` preloaded without waiting (issue 27). */
export const placesListLoader = preloadLoader((params) => parseListSearch(placesSearchSchema, params), placesListCalls);
