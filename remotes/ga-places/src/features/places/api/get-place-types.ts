import { useEndpoint } from '@kanri/runtime';
import { placeTypesCall } from './places-list-calls';

/** Every place type of the company (`GET /v2/place-types`), the options of the list's three filters (`placeTypesCall`). */
export function usePlaceTypes() {
  return useEndpoint(placeTypesCall.endpoint, placeTypesCall.input);
}
