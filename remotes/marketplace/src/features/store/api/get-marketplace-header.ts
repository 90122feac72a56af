import { useEndpoint } from '@kanri/runtime';
import { getMarketplaceHeaderEndpoint } from '@kanri/contracts';

/**
 * Whether the store is available and the company's roles in it
 * (`GET /v2/marketplace/store/header`, 000 §3 Marketplace header, §6).
 */
export function useMarketplaceHeader() {
  return useEndpoint(getMarketplaceHeaderEndpoint, {});
}
