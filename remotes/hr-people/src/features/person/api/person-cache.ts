/** SWR key prefixes a person write refreshes: the record, its family and lists that show people. */
export const personCachePaths = ['/v2/people', '/v2/alumnus', '/v2/audit-logs'];
