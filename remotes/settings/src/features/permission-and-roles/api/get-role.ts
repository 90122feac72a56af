import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { getRoleEndpoint, idSchema } from '@kanri/contracts';

/**
 * One role (`GET /v2/settings/roles/{id}`). An `id` that is not a UUID is never sent (the page shows
 * "not found" at once); the API answers 404 for a role that is not the company's.
 */
export function useRole(id: string | undefined) {
  return useEndpoint(getRoleEndpoint, id !== undefined && v.is(idSchema, id) ? { params: { id } } : null);
}
