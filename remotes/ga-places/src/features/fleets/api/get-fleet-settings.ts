import { useEndpoint } from '@kanri/runtime';
import { getFleetSettingsEndpoint } from '@kanri/contracts';

/** The company's fleet settings and policy (`GET /v2/fleet-settings`). */
export function useFleetSettings() {
  return useEndpoint(getFleetSettingsEndpoint, {});
}
