import { useEndpointMutation } from '@kanri/runtime';
import { updateGroupIdEndpoint } from '@kanri/contracts';
import { idManagementCachePaths } from './id-management-cache';

/** Changes a group ID's settings or rules (`PATCH /v2/id-management/group-ids/{id}` with `version`; 409 when stale or the login id is taken). */
export function useUpdateGroupId() {
  return useEndpointMutation(updateGroupIdEndpoint, { revalidate: idManagementCachePaths });
}
