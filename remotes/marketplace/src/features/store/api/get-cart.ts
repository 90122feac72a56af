import { useEndpoint } from '@kanri/runtime';
import { getCartEndpoint } from '@kanri/contracts';

/** The caller's cart (`GET /v2/marketplace/cart`), for the store header's cart link (customers only). */
export function useCart() {
  return useEndpoint(getCartEndpoint, {});
}
