import { useEndpoint } from '@kanri/runtime';
import type { PlacesSearch } from '@kanri/contracts';
import { placesListCalls } from './places-list-calls';

/** One page of places (`GET /v2/places`, 000 §2) for the search in force (the loader preloads it: `placesListCalls`). */
export function usePlaces(search: PlacesSearch) {
  const { list } = placesListCalls(search);
  return useEndpoint(list.endpoint, list.input);
}
