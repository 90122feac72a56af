import { useEndpointMutation } from '@kanri/runtime';
import { deleteRoleEndpoint } from '@kanri/contracts';
import { permissionAndRolesCachePaths } from './permission-and-roles-cache';

/**
 * Deletes a role (`DELETE /v2/settings/roles/{id}`): `trigger({ params: { id } })` resolves on
 * 204. Rejects with `ApiError` 409 (localized message) while roles still use it, or when it would
 * leave nobody holding SETTINGS; 404 when it is already gone.
 */
export function useDeleteRole() {
  return useEndpointMutation(deleteRoleEndpoint, { revalidate: permissionAndRolesCachePaths });
}
