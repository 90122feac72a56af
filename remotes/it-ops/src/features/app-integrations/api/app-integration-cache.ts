/**
 * The cached calls a change of an app integration makes stale (prefixes for
 * `useEndpointMutation`'s `revalidate`): the record, its overview, roles and settings
 * (`/v2/app-integrations/…`), its accounts (`/v3/app-integrations/…`), the software registry (its
 * integration status) and the audit log.
 */
export const appIntegrationCachePaths = ['/v2/app-integrations', '/v3/app-integrations', '/v2/software', '/v2/audit-logs', '/v2/app-alerts'];
