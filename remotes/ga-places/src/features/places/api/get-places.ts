import { useEndpoint } from '@kanri/runtime';
import { listPlacesEndpoint, type PlacesSearch } from '@kanri/contracts';

/** One page of places (`GET /v2/places`, 000 §2) for the search in force. */
export function usePlaces(search: PlacesSearch) {
  return useEndpoint(listPlacesEndpoint, { query: search });
}
