/**
 * The cached calls a change of a contract makes stale (prefixes, see `revalidatePaths`): the list,
 * its count and every call of one contract (`/v2/contracts…`: the record, its events, subjects and
 * risk provisions) and the histories (`/v2/audit-logs`).
 */
export const contractsCachePaths = ['/v2/contracts', '/v2/audit-logs'];
