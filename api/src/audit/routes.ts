import { listAuditLogsEndpoint, type activityEndpoint, type AuditResourceType } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { forbidden } from '../lib/errors';
import { listAuditEntries } from './audit-log';
import { auditTypeProduct, myNumberResourceTypes, operationEntryProduct } from './products';

/** What the audit calls use of the server's context (issue 32: a narrow context). */
export type AuditContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/**
 * `GET /v2/audit-logs?resourceType=…&resourceId=…` (contracts `system/audit-log.ts`): one record's
 * history in the caller's company, newest first, actor names in the request's language. A record
 * of another company answers an empty list, as does an unknown id (the history of a deleted record
 * stays readable).
 *
 * Each resource type belongs to the product its own endpoints declare (`auditTypeProduct`; an
 * operation record to its package's core's product): a reader without that product gets 403
 * `FORBIDDEN`, as on the record's own calls (issue 29). A public ID's `ACCESS` entries (who revealed,
 * exported or downloaded a My Number) are left out unless the reader is a My Number handler:
 * `seesMyNumberAccess` says so (the HR domain's `handlesMyNumber`, passed in by `server.ts`, so this
 * shared mechanism imports no domain; issue 32).
 */
export function registerAuditLogRoutes(ctx: AuditContext, seesMyNumberAccess: (session: SessionContext) => Promise<boolean>): void {
  const { app, db, sessions } = ctx;
  registerEndpoint(app, listAuditLogsEndpoint, sessions, async ({ query, session, locale }) => {
    const owner = auditTypeProduct(query.resourceType) ?? (await operationEntryProduct(db, session.companyId, query.resourceType, query.resourceId));
    // an operation record that is not the company's: nothing to show, as for any unknown id
    if (owner === null) return { items: [] };
    if (!session.products.includes(owner)) throw forbidden();
    const withoutAccess = myNumberResourceTypes.includes(query.resourceType) && !(await seesMyNumberAccess(session));
    return { items: await listAuditEntries(db, { companyId: session.companyId, locale, withoutAccess, ...query }) };
  });
}

/**
 * Registers a module's operation activity (contracts `activityEndpoint`): the audit entries of
 * `resourceTypes` in the caller's company, newest first, paged, actor names in the request's
 * language. The endpoint's `product` decides who may call it (others 403).
 *
 * @example registerActivityRoutes(ctx, listDeviceActivitiesEndpoint, ['DEVICE', 'DEVICE_MODEL']);
 */
export function registerActivityRoutes(
  ctx: AuditContext,
  endpoint: ReturnType<typeof activityEndpoint>,
  resourceTypes: readonly AuditResourceType[],
): void {
  const { app, db, sessions } = ctx;
  registerEndpoint(app, endpoint, sessions, async ({ query, session, locale }) => ({
    items: await listAuditEntries(db, { companyId: session.companyId, locale, resourceType: resourceTypes, ...query }),
  }));
}
