import { useEndpointMutation } from '@kanri/runtime';
import { deleteGroupIdMemberEndpoint } from '@kanri/contracts';
import { idManagementCachePaths } from './id-management-cache';

/** Removes a member from a group ID (`DELETE /v2/id-management/group-ids/{id}/members/{personId}`, 204). */
export function useDeleteGroupIdMember() {
  return useEndpointMutation(deleteGroupIdMemberEndpoint, { revalidate: idManagementCachePaths });
}
