import { useEndpointMutation } from '@kanri/runtime';
import { createPersonEndpoint } from '@kanri/contracts';

/**
 * The cached calls adding a person makes stale: the workforce list and its count
 * (`/v2/people…`), the alumni list, the people lists' filter options and the audit log.
 */
export const personAddCachePaths = ['/v2/people', '/v2/alumnus', '/v2/people-filter-options', '/v2/audit-logs'];

/** Adds a person (`POST /v2/people`) → `{ id, familyName, givenName }`; 400 with field paths, 409 on a taken worker number or e-mail. */
export function useCreatePerson() {
  return useEndpointMutation(createPersonEndpoint, { revalidate: personAddCachePaths });
}
