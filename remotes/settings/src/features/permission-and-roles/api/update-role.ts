import { useEndpointMutation } from '@kanri/runtime';
import { updateRoleEndpoint } from '@kanri/contracts';
import { permissionAndRolesCachePaths } from './permission-and-roles-cache';

/**
 * Saves a role (`PATCH /v2/settings/roles/{id}`): `trigger({ params: { id }, body })` with the
 * whole payload and the `version` the editor read; resolves on 204. Rejects with `ApiError`: 409
 * when someone saved in between, when the name is taken (`name` field error) or when the change
 * would leave nobody holding SETTINGS (the server's localized message); 400 with `fieldErrors`.
 */
export function useUpdateRole() {
  return useEndpointMutation(updateRoleEndpoint, { revalidate: permissionAndRolesCachePaths });
}
