import { useEndpoint } from '@kanri/runtime';
import { countMarketplaceDevicesEndpoint } from '@kanri/contracts';
import type { MarketplaceDevicesSearch } from './get-marketplace-devices';

/** How many device products match `freeText` (`GET /v2/marketplace/store/devices-count`). */
export function useMarketplaceDevicesCount({ freeText }: MarketplaceDevicesSearch) {
  return useEndpoint(countMarketplaceDevicesEndpoint, { query: { freeText } });
}
