import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { getProductPermissionEndpoint, idSchema } from '@kanri/contracts';

/**
 * One product permission (`GET /v2/settings/product-permissions/{id}`). An `id` that is not a UUID
 * is never sent; the API answers 404 for one that is not the company's.
 */
export function useProductPermission(id: string | undefined) {
  return useEndpoint(getProductPermissionEndpoint, id !== undefined && v.is(idSchema, id) ? { params: { id } } : null);
}
