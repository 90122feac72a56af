import { useRecordQuery } from '@kanri/ui';
import { getFleetEndpoint } from '@kanri/contracts';

/** One vehicle (`GET /v2/fleets/{id}`); an id that is not a UUID is never sent. */
export function useFleet(id: string | undefined) {
  return useRecordQuery(getFleetEndpoint, id);
}
