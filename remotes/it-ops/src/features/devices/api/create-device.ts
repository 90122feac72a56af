import { useEndpointMutation } from '@kanri/runtime';
import { createDeviceEndpoint } from '@kanri/contracts';
import { devicesCachePaths } from './device-cache';

/**
 * Creates a device (`POST /v2/devices`): `trigger({ body })` resolves `{ id }`; rejects with
 * `ApiError` (400 with `fieldErrors` at the payload's paths, already localized).
 */
export function useCreateDevice() {
  return useEndpointMutation(createDeviceEndpoint, { revalidate: devicesCachePaths });
}
