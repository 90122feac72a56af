import { useRecordQuery } from '@kanri/ui';
import { getGroupIdEndpoint } from '@kanri/contracts';

/** One group ID (`GET /v2/id-management/group-ids/{id}`); an id that is not a UUID is never sent (the page shows "not found"). */
export function useGroupId(id: string | undefined) {
  return useRecordQuery(getGroupIdEndpoint, id);
}
