import { useEndpointMutation } from '@kanri/runtime';
import { deleteFleetEndpoint } from '@kanri/contracts';
import { fleetsCachePaths } from './fleet-cache';

/** Deletes a vehicle with its mileage history (`DELETE /v2/fleets/{id}`). */
export function useDeleteFleet() {
  return useEndpointMutation(deleteFleetEndpoint, { revalidate: fleetsCachePaths });
}
