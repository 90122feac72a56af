import { and, eq, sql } from 'drizzle-orm';
import {
  appUserMessages,
  changeAppUserPersonEndpoint,
  countAppUsersEndpoint,
  deleteAppUserEndpoint,
  errorCodes,
  listAppUsersEndpoint,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { appIntegrations, appUsers, people } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { isUuid } from '../http/resource';
import { countAppUsers, getAppUserRow, listAppUsers, matchClock } from './app-rule-matching';

/**
 * The users tab of an app integration (001 §3 "App user row", §6, §7 `GET /v3/app-integrations/{id}/users`,
 * `/users/count`, `DELETE …/users/{appUserId}`; the person change `PATCH …/users/{appUserId}` is this
 * module's own). Rows and their rule matching come from `app-rule-matching.ts`
 * (docs/software.md "Rule matching"). Every write records an `APP_USER` audit entry in its transaction.
 */

/** The company's integration `id`, or 404 (not a UUID, another company's, or gone). */
async function integrationOf(db: DbOrTx, companyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ id: appIntegrations.id, isCustomApp: appIntegrations.isCustomApp })
    .from(appIntegrations)
    .where(and(eq(appIntegrations.id, id), eq(appIntegrations.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** The company's account `appUserId` of integration `appIntegrationId`, locked for update in `tx`, or 404. */
async function lockAppUser(tx: DbOrTx, companyId: string, appIntegrationId: string, appUserId: string) {
  const [locked] = await tx
    .select()
    .from(appUsers)
    .where(and(eq(appUsers.id, appUserId), eq(appUsers.appIntegrationId, appIntegrationId), eq(appUsers.companyId, companyId)))
    .for('update');
  if (!locked) throw notFound();
  return locked;
}

/** An account as the audit log keeps it. */
const auditPayload = (u: { name: string; email: string | null; personId: string | null; appIntegrationId: string; externalId: string }) => ({
  name: u.name,
  email: u.email,
  personId: u.personId,
  appIntegrationId: u.appIntegrationId,
  externalId: u.externalId,
});

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type AppUsersContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the users-tab calls. */
export function registerAppUsersRoutes(ctx: AppUsersContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listAppUsersEndpoint, sessions, async ({ params, query, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    const scope = { companyId: session.companyId, appIntegrationId: params.id };
    const items = await listAppUsers(db, scope, locale, matchClock(), query);
    // an empty page: tell "no rows" from "not the company's integration" (a full page needs no check)
    if (!items.length) await integrationOf(db, session.companyId, params.id);
    return { items };
  });

  registerEndpoint(app, countAppUsersEndpoint, sessions, async ({ params, query, session }) => {
    await integrationOf(db, session.companyId, params.id);
    return { count: await countAppUsers(db, { companyId: session.companyId, appIntegrationId: params.id }, matchClock(), query) };
  });

  registerEndpoint(app, deleteAppUserEndpoint, sessions, async ({ params, session, locale }) => {
    await integrationOf(db, session.companyId, params.id);
    if (!isUuid(params.appUserId)) throw notFound();
    const scope = { companyId: session.companyId, appIntegrationId: params.id };
    await db.transaction(async (tx) => {
      const locked = await lockAppUser(tx, session.companyId, params.id, params.appUserId);
      const row = await getAppUserRow(tx, scope, locked.id, locale, matchClock());
      if (!row?.canDelete) throw new ApiError(409, errorCodes.conflict, appUserMessages.cannotDelete);
      await tx.delete(appUsers).where(eq(appUsers.id, locked.id));
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'APP_USER', resourceId: locked.id, before: auditPayload(locked), after: null });
    });
    return undefined;
  });

  registerEndpoint(app, changeAppUserPersonEndpoint, sessions, async ({ params, body, session, locale }) => {
    await integrationOf(db, session.companyId, params.id);
    if (!isUuid(params.appUserId)) throw notFound();
    const scope = { companyId: session.companyId, appIntegrationId: params.id };
    return db.transaction(async (tx) => {
      const locked = await lockAppUser(tx, session.companyId, params.id, params.appUserId);
      if (body.personId !== null) {
        const [person] = await tx.select({ id: people.id }).from(people).where(and(eq(people.id, body.personId), eq(people.companyId, session.companyId)));
        if (!person) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'personId', descriptor: appUserMessages.personNotFound }]);
      }
      const [updated] = await tx.update(appUsers).set({ personId: body.personId, updatedAt: sql`now()` }).where(eq(appUsers.id, locked.id)).returning();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'APP_USER', resourceId: locked.id, before: auditPayload(locked), after: auditPayload(updated!) });
      const row = await getAppUserRow(tx, scope, locked.id, locale, matchClock());
      if (!row) throw notFound();
      return row;
    });
  });
}
