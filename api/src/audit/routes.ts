import { listAuditLogsEndpoint, type activityEndpoint, type AuditResourceType } from '@kanri/contracts';
import type { AppContext } from '../server';
import { registerEndpoint } from '../http/register';
import { listAuditEntries } from './audit-log';

/**
 * `GET /v2/audit-logs?resourceType=…&resourceId=…` (contracts `system/audit-log.ts`): one record's
 * history in the caller's company, newest first, actor names in the request's language. A record
 * of another company answers an empty list, as does an unknown id (the history of a deleted record
 * stays readable).
 */
export function registerAuditLogRoutes(ctx: AppContext): void {
  const { app, db, sessions } = ctx;
  registerEndpoint(app, listAuditLogsEndpoint, sessions, async ({ query, session, locale }) => ({
    items: await listAuditEntries(db, { companyId: session.companyId, locale, ...query }),
  }));
}

/**
 * Registers a module's operation activity (contracts `activityEndpoint`): the audit entries of
 * `resourceTypes` in the caller's company, newest first, paged, actor names in the request's
 * language. The endpoint's `product` decides who may call it (others 403).
 *
 * @example registerActivityRoutes(ctx, listDeviceActivitiesEndpoint, ['DEVICE', 'DEVICE_MODEL']);
 */
export function registerActivityRoutes(
  ctx: AppContext,
  endpoint: ReturnType<typeof activityEndpoint>,
  resourceTypes: readonly AuditResourceType[],
): void {
  const { app, db, sessions } = ctx;
  registerEndpoint(app, endpoint, sessions, async ({ query, session, locale }) => ({
    items: await listAuditEntries(db, { companyId: session.companyId, locale, resourceType: resourceTypes, ...query }),
  }));
}
