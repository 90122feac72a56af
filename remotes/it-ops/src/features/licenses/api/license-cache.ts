/**
 * The cached calls a change of a license or of its seats makes stale (prefixes, see
 * `revalidatePaths`): the inventory and its count (`/v2/licenses…`, which also covers one license
 * and its seats), the list area's tabs (`/v2/license-…`: alerts, people, contract cost, activity)
 * and the record's history (`/v2/audit-logs`).
 */
export const licensesCachePaths = ['/v2/licenses', '/v2/license-', '/v2/audit-logs'];
