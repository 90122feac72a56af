import { useEndpointMutation } from '@kanri/runtime';
import { recordFleetMileageEndpoint } from '@kanri/contracts';
import { fleetsCachePaths } from './fleet-cache';

/** Records an odometer reading (`POST /v2/fleets/{id}/mileage`; 400 at `mileageKm` below the previous reading). */
export function useRecordFleetMileage() {
  return useEndpointMutation(recordFleetMileageEndpoint, { revalidate: fleetsCachePaths });
}
