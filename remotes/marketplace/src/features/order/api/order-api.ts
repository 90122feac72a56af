import * as v from 'valibot';
import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import {
  acceptMarketplaceOrderEndpoint,
  cancelMarketplaceOrderEndpoint,
  commentMarketplaceOrderEndpoint,
  deliverMarketplaceOrderEndpoint,
  getMarketplaceOrderEndpoint,
  idSchema,
  listMarketplaceOrderActivitiesEndpoint,
  sendMarketplaceOrderEndpoint,
} from '@kanri/contracts';

/** Every cached marketplace call starts here: a move refreshes the order, its activities and both lists. */
const revalidate = { revalidate: ['/v2/marketplace/'] };

/** One order (`GET /v2/marketplace/orders/{orderId}`); an id that is not a UUID is never sent (not found at once). */
export function useMarketplaceOrder(orderId: string | undefined) {
  return useEndpoint(getMarketplaceOrderEndpoint, orderId && v.is(idSchema, orderId) ? { params: { orderId } } : null);
}

/** The order's activities, oldest first (`GET /v2/marketplace/orders/{orderId}/activities`). */
export function useMarketplaceOrderActivities(orderId: string) {
  return useEndpoint(listMarketplaceOrderActivitiesEndpoint, { params: { orderId } });
}

/** `POST …/accept` with `{ version }` → the order (supplier). */
export const useAcceptOrder = () => useEndpointMutation(acceptMarketplaceOrderEndpoint, revalidate);
/** `POST …/send` with `{ version, deliveryDate }` → the order (supplier; 400 for a past date). */
export const useSendOrder = () => useEndpointMutation(sendMarketplaceOrderEndpoint, revalidate);
/** `POST …/deliver` with `{ version }` → the order (customer: receipt confirmed). */
export const useDeliverOrder = () => useEndpointMutation(deliverMarketplaceOrderEndpoint, revalidate);
/** `POST …/cancel` with `{ version, reason }` → the order. */
export const useCancelOrder = () => useEndpointMutation(cancelMarketplaceOrderEndpoint, revalidate);
/** `POST …/comments` with `{ comment }` → the new activity. */
export const useCommentOrder = () => useEndpointMutation(commentMarketplaceOrderEndpoint, revalidate);
