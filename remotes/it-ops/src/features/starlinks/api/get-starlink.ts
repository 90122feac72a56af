import { useRecordQuery } from '@kanri/ui';
import { getStarlinkEndpoint } from '@kanri/contracts';

/** One terminal (`GET /v2/starlinks/{id}`); an id that is not a UUID is never sent (the page shows "not found"). */
export function useStarlink(id: string | undefined) {
  return useRecordQuery(getStarlinkEndpoint, id);
}
