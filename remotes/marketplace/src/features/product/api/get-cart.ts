import { useEndpoint } from '@kanri/runtime';
import { getCartEndpoint } from '@kanri/contracts';

/** The caller's cart (`GET /v2/marketplace/cart`): the product page adds to a line's quantity. */
export function useCart() {
  return useEndpoint(getCartEndpoint, {});
}
