/**
 * The cached calls a change of a terminal or an alert makes stale (prefixes, see
 * `revalidatePaths`): the list, its count, one terminal and its usage (`/v2/starlinks…`), the
 * alerts and their count (`/v2/starlink-…`) and the record's history (`/v2/audit-logs`).
 */
export const starlinksCachePaths = ['/v2/starlinks', '/v2/starlink-', '/v2/audit-logs'];
