import { useEndpoint } from '@kanri/runtime';
import { listFleetMileageEndpoint } from '@kanri/contracts';

/** The vehicle's odometer readings, newest first (`GET /v2/fleets/{id}/mileage`). */
export function useFleetMileage(id: string) {
  return useEndpoint(listFleetMileageEndpoint, { params: { id } });
}
