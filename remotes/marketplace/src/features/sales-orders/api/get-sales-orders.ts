import { useEndpoint } from '@kanri/runtime';
import { countSalesOrdersEndpoint, listSalesOrdersEndpoint, type MarketplaceOrdersSearch } from '@kanri/contracts';

/** One page of the company's sales orders (`GET /v2/marketplace/sales-orders`). */
export function useSalesOrders(search: MarketplaceOrdersSearch) {
  return useEndpoint(listSalesOrdersEndpoint, { query: search });
}

/** How many sales orders the filters match (`GET /v2/marketplace/sales-orders-count`). */
export function useSalesOrdersCount(search: MarketplaceOrdersSearch) {
  const { category, orderedFrom, orderedTo } = search;
  return useEndpoint(countSalesOrdersEndpoint, { query: { category, orderedFrom, orderedTo } });
}
