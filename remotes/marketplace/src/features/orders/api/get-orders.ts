import { useEndpoint } from '@kanri/runtime';
import { countSalesOrdersEndpoint, countSentOrdersEndpoint, listSalesOrdersEndpoint, listSentOrdersEndpoint, type MarketplaceOrdersSearch } from '@kanri/contracts';

/** Which company's list: the customer's sent orders (発注) or the supplier's sales orders (受注). */
export type OrderListSide = 'customer' | 'supplier';

/** One page of the company's orders on `side` (`GET /v2/marketplace/sent-orders` or `…/sales-orders`). */
export function useOrders(side: OrderListSide, search: MarketplaceOrdersSearch) {
  return useEndpoint(side === 'customer' ? listSentOrdersEndpoint : listSalesOrdersEndpoint, { query: search });
}

/** How many orders on `side` the filters match (`GET /v2/marketplace/sent-orders-count` or `…/sales-orders-count`). */
export function useOrdersCount(side: OrderListSide, search: MarketplaceOrdersSearch) {
  const { category, orderedFrom, orderedTo } = search;
  return useEndpoint(side === 'customer' ? countSentOrdersEndpoint : countSalesOrdersEndpoint, { query: { category, orderedFrom, orderedTo } });
}
