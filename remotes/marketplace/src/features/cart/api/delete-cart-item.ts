import { useEndpointMutation } from '@kanri/runtime';
import { deleteCartItemEndpoint } from '@kanri/contracts';

/** Removes a cart line (`DELETE /v2/marketplace/cart/items/{itemId}`); refreshes the cart and the header's count. */
export function useDeleteCartItem() {
  return useEndpointMutation(deleteCartItemEndpoint, { revalidate: ['/v2/marketplace/cart'] });
}
