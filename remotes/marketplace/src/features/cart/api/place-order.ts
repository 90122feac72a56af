import { useEndpointMutation } from '@kanri/runtime';
import { placeOrderEndpoint } from '@kanri/contracts';

/**
 * Places the cart (`POST /v2/marketplace/cart/order`): one order per supplier; refreshes the cart
 * (now empty) and the sent orders.
 */
export function usePlaceOrder() {
  return useEndpointMutation(placeOrderEndpoint, { revalidate: ['/v2/marketplace/cart', '/v2/marketplace/sent-orders'] });
}
