import { useEndpointMutation } from '@kanri/runtime';
import { updatePlaceEndpoint } from '@kanri/contracts';
import { placesCachePaths } from './place-cache';

/**
 * Saves an edited place (`PATCH /v2/places/{id}`): `trigger({ params: { id }, body })` (with the
 * `version` read) resolves the updated place and revalidates the list and the place. Rejects with
 * `ApiError`: 400 with `fieldErrors`, 404 when it is gone, 409 when the code is taken (field error
 * on `code`) or the version is stale (none).
 */
export function useUpdatePlace() {
  return useEndpointMutation(updatePlaceEndpoint, { revalidate: placesCachePaths });
}
