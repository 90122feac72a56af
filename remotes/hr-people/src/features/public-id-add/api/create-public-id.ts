import { useEndpointMutation } from '@kanri/runtime';
import { createPublicIdEndpoint } from '@kanri/contracts';

/**
 * The cached calls adding a public ID makes stale: the registry and its count (`/v2/public-ids…`),
 * the person's public-id tab (`/v2/people/{personId}/public-ids`) and the audit log.
 */
export const publicIdAddCachePaths = ['/v2/public-ids', '/v2/people', '/v2/audit-logs'];

/** Adds a public ID (`POST /v2/public-ids`) → `{ id }`; 400 with field paths (My Number check digit on `number`), 409 on `publicIdType` or `number`. */
export function useCreatePublicId() {
  return useEndpointMutation(createPublicIdEndpoint, { revalidate: publicIdAddCachePaths });
}
