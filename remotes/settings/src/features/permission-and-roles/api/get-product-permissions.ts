import { useEndpoint } from '@kanri/runtime';
import { listProductPermissionsEndpoint } from '@kanri/contracts';
import type { ProductPermissionSearch } from './search-types';

/** One page of the product permissions list (`GET /v2/settings/product-permissions`, 001 §3) for the search in force. */
export function useProductPermissions(search: ProductPermissionSearch) {
  return useEndpoint(listProductPermissionsEndpoint, { query: search });
}
