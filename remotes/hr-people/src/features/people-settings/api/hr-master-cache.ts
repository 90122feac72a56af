/**
 * The cached calls a change of a catalog entry makes stale: every path under `/v2/hr-master-items`
 * (the list, `-count`, one entry) and the forms' options (`/v2/hr-master-options`). Passed to
 * `useEndpointMutation`'s `revalidate` (prefixes).
 */
export const hrMasterCachePaths = ['/v2/hr-master-items', '/v2/hr-master-options'];
