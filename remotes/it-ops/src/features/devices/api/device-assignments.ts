import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { checkInDeviceEndpoint, checkOutDeviceEndpoint, listDeviceAssignmentsEndpoint } from '@kanri/contracts';
import { devicesCachePaths } from './device-cache';

/** The device's check-outs, newest first (`GET /v2/devices/{id}/assignments`). */
export function useDeviceAssignments(id: string) {
  return useEndpoint(listDeviceAssignmentsEndpoint, { params: { id } });
}

/** Checks a device out to a person or a place (`POST /v2/devices/{id}/checkout`) → the new detail; 400 with the rule's message, 409 when stale. */
export function useCheckOutDevice() {
  return useEndpointMutation(checkOutDeviceEndpoint, { revalidate: devicesCachePaths });
}

/** Checks a device back in (`POST /v2/devices/{id}/checkin`) → the new detail. */
export function useCheckInDevice() {
  return useEndpointMutation(checkInDeviceEndpoint, { revalidate: devicesCachePaths });
}
