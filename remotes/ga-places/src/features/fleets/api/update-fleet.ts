import { useEndpointMutation } from '@kanri/runtime';
import { updateFleetEndpoint } from '@kanri/contracts';
import { fleetsCachePaths } from './fleet-cache';

/** Saves a vehicle (`PATCH /v2/fleets/{id}` with the `version` read; 409 when stale). */
export function useUpdateFleet() {
  return useEndpointMutation(updateFleetEndpoint, { revalidate: fleetsCachePaths });
}
