import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { getNetworkEndpoint, idSchema } from '@kanri/contracts';

/**
 * One network with everything its page shows (`GET /v2/networks/{id}`). An `id` that is not a UUID
 * is never sent (the page shows "not found" for it at once); the API answers 404 for a network that
 * is not the company's (`error.status === 404`).
 */
export function useNetwork(id: string | undefined) {
  return useEndpoint(getNetworkEndpoint, id !== undefined && v.is(idSchema, id) ? { params: { id } } : null);
}
