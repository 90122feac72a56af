import type * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { listMarketplaceDevicesEndpoint, type marketplaceDevicesSearchSchema } from '@kanri/contracts';

/** The URL search of `/marketplace/store/devices` after fallbacks (page size 10 by default). */
export type MarketplaceDevicesSearch = v.InferOutput<typeof marketplaceDevicesSearchSchema>;

/** One page of the store's device products (`GET /v2/marketplace/store/devices`). */
export function useMarketplaceDevices(search: MarketplaceDevicesSearch) {
  return useEndpoint(listMarketplaceDevicesEndpoint, { query: search });
}
