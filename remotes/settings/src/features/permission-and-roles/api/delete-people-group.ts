import { useEndpointMutation } from '@kanri/runtime';
import { deletePeopleGroupEndpoint } from '@kanri/contracts';
import { permissionAndRolesCachePaths } from './permission-and-roles-cache';

/**
 * Deletes a people group (`DELETE /v2/settings/people-groups/{id}`): `trigger({ params: { id } })` resolves on
 * 204. Rejects with `ApiError` 409 (localized message) while roles still use it, or when it would
 * leave nobody holding SETTINGS; 404 when it is already gone.
 */
export function useDeletePeopleGroup() {
  return useEndpointMutation(deletePeopleGroupEndpoint, { revalidate: permissionAndRolesCachePaths });
}
