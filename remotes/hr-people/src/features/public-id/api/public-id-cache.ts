/**
 * The cached calls a change of a public ID makes stale: the registry and its count
 * (`/v2/public-ids…`, also the record and its files), the person tabs' lists
 * (`/v2/people/{personId}/public-ids` shares the `/v2/people` prefix) and the audit log.
 */
export const publicIdCachePaths = ['/v2/public-ids', '/v2/people', '/v2/audit-logs'];
