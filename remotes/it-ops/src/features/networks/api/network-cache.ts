/**
 * The cached calls a change of a network makes stale: the list (`/v2/networks`), its count
 * (`/v2/networks-count`), the one network (`/v2/networks/{id}`) and the history of it
 * (`/v2/audit-logs`). Passed to `useEndpointMutation`'s `revalidate` (prefixes, see
 * `revalidatePaths`).
 */
export const networksCachePaths = ['/v2/networks', '/v2/audit-logs'];
