import { useEndpointMutation } from '@kanri/runtime';
import { createGroupIdEndpoint } from '@kanri/contracts';
import { idManagementCachePaths } from './id-management-cache';

/** Registers a group ID (`POST /v2/id-management/group-ids`): 201 `{ id }`; 400 field errors; 409 on a taken `loginId`. */
export function useCreateGroupId() {
  return useEndpointMutation(createGroupIdEndpoint, { revalidate: idManagementCachePaths });
}
