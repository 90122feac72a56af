import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { listMarketplaceRelatedProductsEndpoint, type MarketplaceRelatedQuery } from '@kanri/contracts';

const isUuid = (id: string | undefined): id is string => v.is(v.pipe(v.string(), v.uuid()), id);

/**
 * One page of the products related to a product (same supplier or genre; 10 a page by default):
 * `GET /v2/marketplace/store/devices/{productId}/related` → `{ items, total }`.
 */
export function useRelatedProducts(productId: string | undefined, paging: MarketplaceRelatedQuery) {
  return useEndpoint(listMarketplaceRelatedProductsEndpoint, isUuid(productId) ? { params: { productId }, query: paging } : null);
}
