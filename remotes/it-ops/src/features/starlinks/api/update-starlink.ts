import { useEndpointMutation } from '@kanri/runtime';
import { updateStarlinkEndpoint } from '@kanri/contracts';
import { starlinksCachePaths } from './starlink-cache';

/** Saves a terminal (`PATCH /v2/starlinks/{id}` with the `version` read; 409 `CONFLICT` when stale). */
export function useUpdateStarlink() {
  return useEndpointMutation(updateStarlinkEndpoint, { revalidate: starlinksCachePaths });
}
