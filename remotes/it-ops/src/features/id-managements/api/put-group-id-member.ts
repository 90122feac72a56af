import { useEndpointMutation } from '@kanri/runtime';
import { putGroupIdMemberEndpoint } from '@kanri/contracts';
import { idManagementCachePaths } from './id-management-cache';

/** Adds a person to a group ID (`PUT /v2/id-management/group-ids/{id}/members/{personId}`; adding a member again changes nothing). */
export function usePutGroupIdMember() {
  return useEndpointMutation(putGroupIdMemberEndpoint, { revalidate: idManagementCachePaths });
}
