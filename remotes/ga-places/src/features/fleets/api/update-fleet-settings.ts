import { useEndpointMutation } from '@kanri/runtime';
import { updateFleetSettingsEndpoint } from '@kanri/contracts';
import { fleetsCachePaths } from './fleet-cache';

/** Saves fleet settings (`PATCH /v2/fleet-settings` with the `version` read; 409 when stale). */
export function useUpdateFleetSettings() {
  return useEndpointMutation(updateFleetSettingsEndpoint, { revalidate: fleetsCachePaths });
}
