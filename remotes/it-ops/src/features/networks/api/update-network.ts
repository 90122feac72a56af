import { useEndpointMutation } from '@kanri/runtime';
import { updateNetworkEndpoint } from '@kanri/contracts';
import { networksCachePaths } from './network-cache';

/**
 * Saves an edited network (`PATCH /v2/networks/{id}`): `trigger({ params: { id }, body })` with the
 * whole payload and the `version` the editor read; resolves the updated network and revalidates the
 * list, the network and its history. Rejects with `ApiError`: 409 `CONFLICT` when someone saved in
 * between, 400 with `fieldErrors`, 404 when it was deleted.
 */
export function useUpdateNetwork() {
  return useEndpointMutation(updateNetworkEndpoint, { revalidate: networksCachePaths });
}
