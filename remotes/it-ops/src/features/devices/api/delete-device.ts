import { useEndpointMutation } from '@kanri/runtime';
import { deleteDeviceEndpoint } from '@kanri/contracts';
import { devicesCachePaths } from './device-cache';

/** Deletes a device entered by mistake (`DELETE /v2/devices/{id}`, 204); a refusal carries the server's message. */
export function useDeleteDevice() {
  return useEndpointMutation(deleteDeviceEndpoint, { revalidate: devicesCachePaths });
}
