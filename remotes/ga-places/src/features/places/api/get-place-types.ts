import { useEndpoint } from '@kanri/runtime';
import { listPlaceTypesEndpoint } from '@kanri/contracts';

/** Every place type of the company (`GET /v2/place-types`), the options of the list's three filters. */
export function usePlaceTypes() {
  return useEndpoint(listPlaceTypesEndpoint, {});
}
