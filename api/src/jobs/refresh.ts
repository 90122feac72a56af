import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RefreshTriggerResult } from '@kanri/contracts';
import type { Db } from '../db/client';
import { appAssignments, appIntegrations, appRoles, apps, appUsers, people, personEmailAliases, software } from '../schema';
import { connectorFor } from '../connectors/simulated';
import type { SaasAccount, SaasConnector } from '../connectors/connector';
import type { AppContext } from '../http/context';
import { JobQueue } from './queue';

/**
 * Refreshing an integration's accounts as a background job (001 §4 "App resource refresh";
 * docs/software.md "Refresh"). A trigger marks the integration IN_PROGRESS and sends one job to the
 * `app-refresh` queue; the worker asks the app's connector for the tenant's accounts, upserts
 * `app_users` by external id, marks the vanished ones inactive, and sets SUCCEEDED (or FAILED with
 * the error after the last retry).
 */

/** The queue of refresh jobs. */
export const refreshQueueName = 'app-refresh';

/** A refresh job's data. */
export interface RefreshJobData {
  companyId: string;
  appIntegrationId: string;
}

/**
 * An IN_PROGRESS older than this (ms) whose job no longer exists (the queue's schema was reset)
 * does not block a new trigger.
 */
export const staleRefreshMs = 15 * 60_000;

const queues = new WeakMap<FastifyInstance, JobQueue>();

/** Options of the refresh worker (tests pass a fixed clock or their own connector). */
export interface RefreshWorkerOptions {
  now?: () => Date;
  connector?: (kind: string) => SaasConnector;
}

/**
 * Creates the server's job queue with the refresh queue, starts it when the server is ready and
 * stops it when the server closes. Called once per server by `registerAppRefreshRoutes`.
 */
export function setUpJobQueue(ctx: Pick<AppContext, 'app' | 'db' | 'config'>, options: RefreshWorkerOptions = {}): JobQueue {
  const queue = new JobQueue(ctx.db, ctx.config.jobs, ctx.app.log);
  queue.define<RefreshJobData>({
    name: refreshQueueName,
    retryLimit: 2,
    expireInSeconds: 300,
    handler: async (job) => {
      const lastAttempt = job.retryCount >= job.retryLimit;
      try {
        await runRefresh(ctx.db, job.data, options);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        ctx.app.log.warn({ err: error, appIntegrationId: job.data.appIntegrationId, attempt: job.retryCount }, 'app refresh failed');
        if (lastAttempt) await markFailed(ctx.db, job.data, message);
        throw error;
      }
    },
  });
  queues.set(ctx.app, queue);
  ctx.app.addHook('onReady', async () => {
    // the worker starts with the server: jobs left by an earlier process are picked up now
    if (ctx.config.jobs.worker) await queue.startIfUsed();
  });
  ctx.app.addHook('onClose', async () => queue.stop());
  return queue;
}

/** The job queue of a server (set up by `registerAppRefreshRoutes`). */
export function jobQueueOf(app: FastifyInstance): JobQueue {
  const queue = queues.get(app);
  if (!queue) throw new Error('job queue not set up on this server');
  return queue;
}

/**
 * Triggers a refresh of one integration of `companyId`: ENQUEUED (marked IN_PROGRESS and a job
 * sent), ALREADY_IN_PROGRESS (a job of it is queued or running), RATE_LIMITED (its last refresh
 * ended less than `config.jobs.refreshMinIntervalMs` ago). The caller has checked that the
 * integration is the company's and ACTIVE; one conditional UPDATE decides, so two triggers at once
 * send one job.
 * @throws when the job cannot be sent (the integration is then marked FAILED)
 */
export async function enqueueRefresh(ctx: Pick<AppContext, 'app' | 'db' | 'config'>, companyId: string, appIntegrationId: string): Promise<RefreshTriggerResult> {
  const now = new Date();
  const notBefore = new Date(now.getTime() - ctx.config.jobs.refreshMinIntervalMs);
  const staleBefore = new Date(now.getTime() - staleRefreshMs);
  const claimed = await ctx.db
    .update(appIntegrations)
    .set({ refreshStatus: 'IN_PROGRESS', refreshRequestedAt: now, refreshError: null })
    .where(
      and(
        eq(appIntegrations.id, appIntegrationId),
        eq(appIntegrations.companyId, companyId),
        or(sql`${appIntegrations.refreshStatus} <> 'IN_PROGRESS'`, isNull(appIntegrations.refreshRequestedAt), sql`${appIntegrations.refreshRequestedAt} < ${staleBefore}`),
        or(isNull(appIntegrations.lastRefreshedAt), sql`${appIntegrations.lastRefreshedAt} <= ${notBefore}`),
      ),
    )
    .returning({ id: appIntegrations.id });
  if (claimed.length === 0) {
    const [row] = await ctx.db.select({ refreshStatus: appIntegrations.refreshStatus }).from(appIntegrations).where(and(eq(appIntegrations.id, appIntegrationId), eq(appIntegrations.companyId, companyId)));
    return row?.refreshStatus === 'IN_PROGRESS' ? 'ALREADY_IN_PROGRESS' : 'RATE_LIMITED';
  }
  try {
    await jobQueueOf(ctx.app).send<RefreshJobData>(refreshQueueName, { companyId, appIntegrationId });
  } catch (error) {
    await markFailed(ctx.db, { companyId, appIntegrationId }, error instanceof Error ? error.message : String(error));
    throw error;
  }
  return 'ENQUEUED';
}

async function markFailed(db: Db, data: RefreshJobData, message: string): Promise<void> {
  await db
    .update(appIntegrations)
    .set({ refreshStatus: 'FAILED', refreshError: message.slice(0, 1000) })
    .where(and(eq(appIntegrations.id, data.appIntegrationId), eq(appIntegrations.companyId, data.companyId)));
}

/**
 * Runs one refresh (the job's work): reads the tenant's accounts from the app's connector and, in
 * one transaction, stores them (upsert by `external_id`; an account the connector no longer lists
 * is marked inactive with `deactivated_at`), adds the app's roles, and on the first refresh of an
 * integration without assignments assigns the default role to every worker holding an account
 * (the baseline the rule matching compares against: an account with a higher role is then
 * VIOLATED_ROLE). Sets SUCCEEDED and `last_refreshed_at`. An integration that is gone or
 * deactivated is skipped (its status back to IDLE when deactivated).
 * @throws the connector's or the database's error (the job is retried)
 */
export async function runRefresh(db: Db, data: RefreshJobData, options: RefreshWorkerOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const [integration] = await db
    .select({ id: appIntegrations.id, status: appIntegrations.status, tenant: appIntegrations.integratedTenantName, softwareId: appIntegrations.softwareId, appName: apps.name, connector: apps.connector })
    .from(appIntegrations)
    .leftJoin(apps, eq(apps.id, appIntegrations.appId))
    .where(and(eq(appIntegrations.id, data.appIntegrationId), eq(appIntegrations.companyId, data.companyId)));
  if (!integration) return;
  if (integration.status !== 'ACTIVE') {
    await db.update(appIntegrations).set({ refreshStatus: 'IDLE' }).where(eq(appIntegrations.id, integration.id));
    return;
  }
  if (!integration.connector || !integration.appName) throw new Error('a custom app has no connector: import its accounts from a CSV file');
  const connector = options.connector ? options.connector(integration.connector) : connectorFor(integration.connector, db, now);
  const accounts = await connector.listAccounts({ companyId: data.companyId, appIntegrationId: integration.id, appName: integration.appName, integratedTenantName: integration.tenant });

  await db.transaction(async (tx) => {
    const at = now();
    await upsertAccounts(tx as unknown as Db, data, accounts, at);
    const reported = accounts.map((a) => a.externalId);
    await tx
      .update(appUsers)
      .set({ isActive: false, deactivatedAt: sql`coalesce(${appUsers.deactivatedAt}, ${at})`, statusName: 'Removed', updatedAt: at })
      .where(and(eq(appUsers.appIntegrationId, integration.id), eq(appUsers.isActive, true), reported.length ? notInArray(appUsers.externalId, reported) : undefined));

    const roleNames = [...new Set([...connector.roles, ...accounts.map((a) => a.role).filter((r): r is string => !!r)])];
    if (roleNames.length) {
      await tx
        .insert(appRoles)
        .values(roleNames.map((name, i) => ({ companyId: data.companyId, appIntegrationId: integration.id, name, displayOrder: i })))
        .onConflictDoNothing();
    }
    await assignBaseline(tx as unknown as Db, data, connector.roles[0], accounts);

    const [active] = await tx.select({ n: sql<number>`count(*)::int` }).from(appUsers).where(and(eq(appUsers.appIntegrationId, integration.id), eq(appUsers.isActive, true)));
    if (integration.softwareId) await tx.update(software).set({ userCount: active?.n ?? 0 }).where(and(eq(software.id, integration.softwareId), eq(software.companyId, data.companyId)));
    await tx
      .update(appIntegrations)
      .set({ refreshStatus: 'SUCCEEDED', lastRefreshedAt: at, refreshError: null })
      .where(eq(appIntegrations.id, integration.id));
  });
}

async function upsertAccounts(db: Db, data: RefreshJobData, accounts: SaasAccount[], at: Date): Promise<void> {
  if (accounts.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (let i = 0; i < accounts.length; i += 500) {
    await db
      .insert(appUsers)
      .values(
        accounts.slice(i, i + 500).map((a) => ({
          companyId: data.companyId,
          appIntegrationId: data.appIntegrationId,
          externalId: a.externalId,
          name: a.name,
          displayName: a.displayName,
          email: a.email?.toLowerCase() ?? null,
          avatarUrl: a.avatarUrl,
          configuredMfa: a.configuredMfa,
          isActive: a.isActive,
          deactivatedAt: a.isActive ? null : at,
          externalCreatedAt: a.createdAt,
          lastSignedInAt: a.lastSignedInAt,
          statusName: a.statusName,
          actualRoleName: a.role,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: [appUsers.appIntegrationId, appUsers.externalId],
        set: {
          name: excluded('name'),
          displayName: excluded('display_name'),
          email: excluded('email'),
          avatarUrl: excluded('avatar_url'),
          configuredMfa: excluded('configured_mfa'),
          isActive: excluded('is_active'),
          // keeps the first time it was seen deactivated
          deactivatedAt: sql`case when excluded.is_active then null else coalesce(${appUsers.deactivatedAt}, excluded.deactivated_at) end`,
          externalCreatedAt: excluded('external_created_at'),
          lastSignedInAt: excluded('last_signed_in_at'),
          statusName: excluded('status_name'),
          actualRoleName: excluded('actual_role_name'),
          updatedAt: excluded('updated_at'),
        },
      });
  }
}

/** First refresh only: each worker found by the accounts' e-mails (or aliases) is assigned the default role. */
async function assignBaseline(db: Db, data: RefreshJobData, defaultRole: string | undefined, accounts: SaasAccount[]): Promise<void> {
  if (!defaultRole) return;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(appAssignments).where(eq(appAssignments.appIntegrationId, data.appIntegrationId));
  if ((existing?.n ?? 0) > 0) return;
  const emails = [...new Set(accounts.filter((a) => a.isActive && a.email).map((a) => a.email!.toLowerCase()))];
  if (emails.length === 0) return;
  const direct = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.companyId, data.companyId), inArray(sql`lower(${people.email})`, emails), sql`${people.status} <> 'ALUMNI'`));
  const aliased = await db
    .select({ id: personEmailAliases.personId })
    .from(personEmailAliases)
    .innerJoin(people, eq(people.id, personEmailAliases.personId))
    .where(and(eq(personEmailAliases.companyId, data.companyId), inArray(personEmailAliases.email, emails), sql`${people.status} <> 'ALUMNI'`));
  const personIds = [...new Set([...direct, ...aliased].map((p) => p.id))];
  if (personIds.length === 0) return;
  const [role] = await db.select({ id: appRoles.id }).from(appRoles).where(and(eq(appRoles.appIntegrationId, data.appIntegrationId), eq(appRoles.name, defaultRole)));
  await db
    .insert(appAssignments)
    .values(personIds.map((personId) => ({ companyId: data.companyId, appIntegrationId: data.appIntegrationId, personId, appRoleId: role?.id ?? null })))
    .onConflictDoNothing();
}
