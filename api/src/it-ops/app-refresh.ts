import { and, eq, sql } from 'drizzle-orm';
import {
  appMessages,
  errorCodes,
  getAppRefreshStatusEndpoint,
  getRefreshAllStatusEndpoint,
  refreshAllAppResourcesEndpoint,
  refreshAppResourcesEndpoint,
  type AppRefreshStatus,
  type RefreshTriggerResult,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { appIntegrations } from '../schema';
import { enqueueRefresh, setUpJobQueue } from '../jobs/refresh';
import { isUuid } from '../http/resource';

/** What the refresh calls use of the server's context (issue 32: declared where used): the job queue needs the config's job settings. */
export type AppRefreshContext = Pick<AppContext, 'app' | 'db' | 'sessions' | 'config'>;

/**
 * The refresh calls of app integrations (001 §4, §7; docs/software.md "Refresh"): trigger one or
 * every integration's refresh (a background job each) and read their state. Also sets up the
 * server's job queue (started with the server, stopped on close).
 */
export function registerAppRefreshRoutes(ctx: AppRefreshContext): void {
  const { app, db, sessions } = ctx;
  setUpJobQueue(ctx);

  const integrationOf = async (companyId: string, id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await db
      .select({
        id: appIntegrations.id,
        status: appIntegrations.status,
        isCustomApp: appIntegrations.isCustomApp,
        appId: appIntegrations.appId,
        refreshStatus: appIntegrations.refreshStatus,
        lastRefreshedAt: appIntegrations.lastRefreshedAt,
        refreshError: appIntegrations.refreshError,
      })
      .from(appIntegrations)
      .where(and(eq(appIntegrations.id, id), eq(appIntegrations.companyId, companyId)));
    if (!row) throw notFound();
    return row;
  };

  registerEndpoint(app, refreshAppResourcesEndpoint, sessions, async ({ params, session }) => {
    const integration = await integrationOf(session.companyId, params.id);
    if (integration.status !== 'ACTIVE' || integration.isCustomApp || !integration.appId) throw new ApiError(409, errorCodes.conflict, appMessages.refreshNotAvailable);
    return { result: await enqueueRefresh(ctx, session.companyId, integration.id) };
  });

  registerEndpoint(app, getAppRefreshStatusEndpoint, sessions, async ({ params, session }) => {
    const integration = await integrationOf(session.companyId, params.id);
    return {
      status: integration.refreshStatus as AppRefreshStatus['status'],
      lastRefreshedAt: integration.lastRefreshedAt?.toISOString() ?? null,
      error: integration.refreshError,
    };
  });

  registerEndpoint(app, refreshAllAppResourcesEndpoint, sessions, async ({ session }) => {
    const rows = await db
      .select({ id: appIntegrations.id })
      .from(appIntegrations)
      .where(and(eq(appIntegrations.companyId, session.companyId), eq(appIntegrations.status, 'ACTIVE'), eq(appIntegrations.isCustomApp, false), sql`${appIntegrations.appId} is not null`));
    const results: RefreshTriggerResult[] = [];
    for (const row of rows) results.push(await enqueueRefresh(ctx, session.companyId, row.id));
    // ENQUEUED when any was queued (or there is nothing to refresh), else still running, else too soon
    const result: RefreshTriggerResult =
      results.length === 0 || results.includes('ENQUEUED') ? 'ENQUEUED' : results.includes('ALREADY_IN_PROGRESS') ? 'ALREADY_IN_PROGRESS' : 'RATE_LIMITED';
    return { result };
  });

  registerEndpoint(app, getRefreshAllStatusEndpoint, sessions, async ({ session }) => {
    const [row] = await db
      .select({
        inProgress: sql<number>`count(*) filter (where ${appIntegrations.refreshStatus} = 'IN_PROGRESS')::int`,
        lastRefreshedAt: sql<string | null>`max(${appIntegrations.lastRefreshedAt})`,
      })
      .from(appIntegrations)
      .where(eq(appIntegrations.companyId, session.companyId));
    const inProgress = row?.inProgress ?? 0;
    const last = row?.lastRefreshedAt ? new Date(row.lastRefreshedAt).toISOString() : null;
    return { status: inProgress > 0 ? ('IN_PROGRESS' as const) : ('IDLE' as const), inProgress, lastRefreshedAt: last };
  });
}
