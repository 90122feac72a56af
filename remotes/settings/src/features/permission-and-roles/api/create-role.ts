import { useEndpointMutation } from '@kanri/runtime';
import { createRoleEndpoint } from '@kanri/contracts';
import { permissionAndRolesCachePaths } from './permission-and-roles-cache';

/**
 * Creates a role (`POST /v2/settings/roles`): `trigger({ body })` resolves `{ id }` and
 * refreshes the three families' lists. Rejects with `ApiError`: 400 with `fieldErrors` at the
 * payload's paths, 409 with a `name` field error when the name is taken.
 */
export function useCreateRole() {
  return useEndpointMutation(createRoleEndpoint, { revalidate: permissionAndRolesCachePaths });
}
