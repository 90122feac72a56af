import { useEndpointMutation } from '@kanri/runtime';
import { deleteProductPermissionEndpoint } from '@kanri/contracts';
import { permissionAndRolesCachePaths } from './permission-and-roles-cache';

/**
 * Deletes a product permission (`DELETE /v2/settings/product-permissions/{id}`): `trigger({ params: { id } })` resolves on
 * 204. Rejects with `ApiError` 409 (localized message) while roles still use it, or when it would
 * leave nobody holding SETTINGS; 404 when it is already gone.
 */
export function useDeleteProductPermission() {
  return useEndpointMutation(deleteProductPermissionEndpoint, { revalidate: permissionAndRolesCachePaths });
}
