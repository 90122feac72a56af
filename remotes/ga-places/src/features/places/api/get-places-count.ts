import { useEndpoint } from '@kanri/runtime';
import type { PlacesSearch } from '@kanri/contracts';
import { placesListCalls } from './places-list-calls';

/** How many places match the search (`GET /v2/places-count`): filters and `freeText` only (`placesListCalls`'s `count`). */
export function usePlacesCount(search: PlacesSearch) {
  const { count } = placesListCalls(search);
  return useEndpoint(count.endpoint, count.input);
}
