import { useEndpoint } from '@kanri/runtime';
import { countProductPermissionsEndpoint } from '@kanri/contracts';
import type { ProductPermissionSearch } from './search-types';

/** How many product permissions match the name search and the `product` filter (`GET /v2/settings/product-permissions-count`). */
export function useProductPermissionsCount({ freeText, product }: ProductPermissionSearch) {
  return useEndpoint(countProductPermissionsEndpoint, { query: { freeText, product } });
}
