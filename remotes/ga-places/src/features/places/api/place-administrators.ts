import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { deletePlaceAdministratorEndpoint, listPlaceAdministratorsEndpoint, putPlaceAdministratorEndpoint } from '@kanri/contracts';

/** Every administrator of the place (`GET /v2/places/{id}/administrators`), by role. */
export function usePlaceAdministrators(placeId: string) {
  return useEndpoint(listPlaceAdministratorsEndpoint, { params: { id: placeId } });
}

/** The cached calls an administrators change makes stale (descriptor paths, as the cache keys hold them): the administrators and the audit log. */
const administratorsCachePaths = ['/v2/places/{id}/administrators', '/v2/audit-logs'];

/**
 * Gives a person a role at the place (`PUT /v2/places/{id}/administrators/{personId}` `{ role }`).
 * Rejects with `ApiError`: 400 with `fieldErrors` on `role` or `personId` (an alumni person).
 */
export function usePutPlaceAdministrator() {
  return useEndpointMutation(putPlaceAdministratorEndpoint, { revalidate: administratorsCachePaths });
}

/** Takes a role from a person (`DELETE /v2/places/{id}/administrators/{personId}?role=…`); 404 when already gone. */
export function useDeletePlaceAdministrator() {
  return useEndpointMutation(deletePlaceAdministratorEndpoint, { revalidate: administratorsCachePaths });
}
