import { useEndpointMutation } from '@kanri/runtime';
import { createPeopleGroupEndpoint } from '@kanri/contracts';
import { permissionAndRolesCachePaths } from './permission-and-roles-cache';

/**
 * Creates a people group (`POST /v2/settings/people-groups`): `trigger({ body })` resolves `{ id }` and
 * refreshes the three families' lists. Rejects with `ApiError`: 400 with `fieldErrors` at the
 * payload's paths, 409 with a `name` field error when the name is taken.
 */
export function useCreatePeopleGroup() {
  return useEndpointMutation(createPeopleGroupEndpoint, { revalidate: permissionAndRolesCachePaths });
}
