import { useEndpointMutation } from '@kanri/runtime';
import { resolveStarlinkAlertEndpoint } from '@kanri/contracts';
import { starlinksCachePaths } from './starlink-cache';

/** Resolves an open alert (`PATCH /v2/starlink-alerts/{id}/resolve`; 409 when already resolved). */
export function useResolveStarlinkAlert() {
  return useEndpointMutation(resolveStarlinkAlertEndpoint, { revalidate: starlinksCachePaths });
}
