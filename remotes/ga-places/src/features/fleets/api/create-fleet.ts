import { useEndpointMutation } from '@kanri/runtime';
import { createFleetEndpoint } from '@kanri/contracts';
import { fleetsCachePaths } from './fleet-cache';

/** Adds a vehicle (`POST /v2/fleets` → `{ id }`; 409 at `registrationNumber` when taken). */
export function useCreateFleet() {
  return useEndpointMutation(createFleetEndpoint, { revalidate: fleetsCachePaths });
}
