import { useEndpoint } from '@kanri/runtime';
import { listGroupIdMembersEndpoint } from '@kanri/contracts';

/** The members of a group ID (`GET /v2/id-management/group-ids/{id}/members`), by name. */
export function useGroupIdMembers(id: string) {
  return useEndpoint(listGroupIdMembersEndpoint, { params: { id } });
}
