import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { getMarketplaceProductEndpoint } from '@kanri/contracts';

const isUuid = (id: string | undefined): id is string => v.is(v.pipe(v.string(), v.uuid()), id);

/**
 * One device product with its description and lead time (`GET /v2/marketplace/store/devices/{productId}`).
 * An id that is not a UUID is never sent: the page shows "not found" at once.
 */
export function useProduct(productId: string | undefined) {
  return useEndpoint(getMarketplaceProductEndpoint, isUuid(productId) ? { params: { productId } } : null);
}
