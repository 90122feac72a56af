import { useEndpointMutation } from '@kanri/runtime';
import { createPlaceEndpoint } from '@kanri/contracts';
import { placesCachePaths } from './place-cache';

/**
 * Creates a place (`POST /v2/places`, 000 §2 `/places/add`): `trigger({ body })` resolves `{ id }`
 * and revalidates the places list. Rejects with `ApiError`: 400 with `fieldErrors` at the body's
 * paths, 409 when the code is taken.
 */
export function useCreatePlace() {
  return useEndpointMutation(createPlaceEndpoint, { revalidate: placesCachePaths });
}
