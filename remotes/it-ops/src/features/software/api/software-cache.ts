/** What a software change makes stale: the registry, the record, its cost, the people and activity lists, the history. */
export const softwareCachePaths = ['/v2/software', '/v2/software-', '/v2/audit-logs'];
