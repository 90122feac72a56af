import { useEndpoint } from '@kanri/runtime';
import { listPersonPublicIdsEndpoint } from '@kanri/contracts';

/** The person's public IDs, masked (`GET /v2/people/{personId}/public-ids`). */
export function usePersonPublicIds(personId: string) {
  return useEndpoint(listPersonPublicIdsEndpoint, { params: { personId } });
}
