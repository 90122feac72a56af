import { useEndpointMutation } from '@kanri/runtime';
import { deleteGroupIdEndpoint } from '@kanri/contracts';
import { idManagementCachePaths } from './id-management-cache';

/** Deletes a group ID with its members (`DELETE /v2/id-management/group-ids/{id}`, 204). */
export function useDeleteGroupId() {
  return useEndpointMutation(deleteGroupIdEndpoint, { revalidate: idManagementCachePaths });
}
