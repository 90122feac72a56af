import { useEndpoint } from '@kanri/runtime';
import { getStarlinkMapSettingsEndpoint } from '@kanri/contracts';

/** The location map's optional tile layer (`GET /v2/starlink-map-settings`; null template: offline base map only). */
export function useStarlinkMapSettings() {
  return useEndpoint(getStarlinkMapSettingsEndpoint, {});
}
