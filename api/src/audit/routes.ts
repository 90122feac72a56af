import { listAuditLogsEndpoint } from '@kanri/contracts';
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
