import { useEndpointMutation } from '@kanri/runtime';
import { putCartItemEndpoint } from '@kanri/contracts';

/** Sets a cart line's quantity (`PUT /v2/marketplace/cart/items`; 0 removes it); refreshes the cart and the header's count. */
export function usePutCartItem() {
  return useEndpointMutation(putCartItemEndpoint, { revalidate: ['/v2/marketplace/cart'] });
}
