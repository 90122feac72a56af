/**
 * The cached calls an invitation change makes stale: both account lists and their counts
 * (`/v2/settings/operator-accounts…`, `/v2/settings/individual-accounts…`). Passed to
 * `useEndpointMutation`'s `revalidate` (path prefixes).
 */
export const accountsCachePaths = ['/v2/settings/operator-accounts', '/v2/settings/individual-accounts'];
