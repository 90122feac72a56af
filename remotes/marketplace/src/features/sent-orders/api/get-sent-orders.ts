import { useEndpoint } from '@kanri/runtime';
import { countSentOrdersEndpoint, listSentOrdersEndpoint, type MarketplaceOrdersSearch } from '@kanri/contracts';

/** One page of the company's sent orders (`GET /v2/marketplace/sent-orders`). */
export function useSentOrders(search: MarketplaceOrdersSearch) {
  return useEndpoint(listSentOrdersEndpoint, { query: search });
}

/** How many sent orders the filters match (`GET /v2/marketplace/sent-orders-count`). */
export function useSentOrdersCount(search: MarketplaceOrdersSearch) {
  const { category, orderedFrom, orderedTo } = search;
  return useEndpoint(countSentOrdersEndpoint, { query: { category, orderedFrom, orderedTo } });
}
