import { useEndpoint } from '@kanri/runtime';
import { countPlacesEndpoint, type PlacesSearch } from '@kanri/contracts';

/** How many places match the search (`GET /v2/places-count`): filters and `freeText` only. */
export function usePlacesCount({ category, freeText, businessPlaceTypeIdIn, officeTypeIdIn, ownershipTypeIdIn }: PlacesSearch) {
  return useEndpoint(countPlacesEndpoint, { query: { category, freeText, businessPlaceTypeIdIn, officeTypeIdIn, ownershipTypeIdIn } });
}
