/**
 * The cached calls a change of a role, product permission or people group makes stale. The three
 * families show each other (a role's groups and permissions, a permission's and a group's roles,
 * the holders), so any change refreshes all three lists, their counts and records, and the
 * history (`/v2/audit-logs`). Passed to `useEndpointMutation`'s `revalidate` (path prefixes).
 */
export const permissionAndRolesCachePaths = ['/v2/settings/roles', '/v2/settings/product-permissions', '/v2/settings/people-groups', '/v2/audit-logs'];
