import { useEndpointMutation } from '@kanri/runtime';
import { createNetworkEndpoint } from '@kanri/contracts';
import { networksCachePaths } from './network-cache';

/**
 * Creates a network (`POST /v2/networks`, 000 §7): `trigger({ body })` resolves `{ id }` and
 * revalidates the networks list; it rejects with `ApiError` (400 with `fieldErrors` at the payload's
 * dotted paths, or another failure with the server's localized message).
 */
export function useCreateNetwork() {
  return useEndpointMutation(createNetworkEndpoint, { revalidate: networksCachePaths });
}
