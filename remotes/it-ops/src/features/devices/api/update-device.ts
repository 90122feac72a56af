import { useEndpointMutation } from '@kanri/runtime';
import { updateDeviceEndpoint } from '@kanri/contracts';
import { devicesCachePaths } from './device-cache';

/** Saves a device's fields (`PATCH /v2/devices/{id}` with the `version` read) → the new detail; 409 when stale, 400 with field errors. */
export function useUpdateDevice() {
  return useEndpointMutation(updateDeviceEndpoint, { revalidate: devicesCachePaths });
}
