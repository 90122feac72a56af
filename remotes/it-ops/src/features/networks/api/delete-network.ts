import { useEndpointMutation } from '@kanri/runtime';
import { deleteNetworkEndpoint } from '@kanri/contracts';
import { networksCachePaths } from './network-cache';

/**
 * Deletes a network (`DELETE /v2/networks/{id}`): `trigger({ params: { id } })` resolves on 204 and
 * revalidates the networks list; rejects with `ApiError` (404 when it is already gone).
 */
export function useDeleteNetwork() {
  return useEndpointMutation(deleteNetworkEndpoint, { revalidate: networksCachePaths });
}
