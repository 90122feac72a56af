/**
 * The cached calls a change of a group ID or of its members makes stale (prefixes, see
 * `revalidatePaths`): every ID management call (`/v2/id-management…`: the ID list and its count, the
 * group ID, its members) and the history (`/v2/audit-logs`).
 */
export const idManagementCachePaths = ['/v2/id-management', '/v2/audit-logs'];
