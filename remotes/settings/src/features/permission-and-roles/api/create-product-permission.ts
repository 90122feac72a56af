import { useEndpointMutation } from '@kanri/runtime';
import { createProductPermissionEndpoint } from '@kanri/contracts';
import { permissionAndRolesCachePaths } from './permission-and-roles-cache';

/**
 * Creates a product permission (`POST /v2/settings/product-permissions`): `trigger({ body })` resolves `{ id }` and
 * refreshes the three families' lists. Rejects with `ApiError`: 400 with `fieldErrors` at the
 * payload's paths, 409 with a `name` field error when the name is taken.
 */
export function useCreateProductPermission() {
  return useEndpointMutation(createProductPermissionEndpoint, { revalidate: permissionAndRolesCachePaths });
}
