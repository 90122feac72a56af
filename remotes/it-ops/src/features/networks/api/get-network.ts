import { useRecordQuery } from '@kanri/ui';
import { getNetworkEndpoint } from '@kanri/contracts';

/**
 * One network with everything its page shows (`GET /v2/networks/{id}`). An `id` that is not a UUID
 * is never sent (the page shows "not found" for it at once); the API answers 404 for a network that
 * is not the company's (`error.status === 404`).
 */
export function useNetwork(id: string | undefined) {
  return useRecordQuery(getNetworkEndpoint, id);
}
