import { useEndpoint } from '@kanri/runtime';
import { getCartEndpoint } from '@kanri/contracts';

/** The caller's cart (`GET /v2/marketplace/cart`): lines, totals per currency, quotation lines. */
export function useCart() {
  return useEndpoint(getCartEndpoint, {});
}
