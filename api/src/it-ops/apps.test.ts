import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  appCategorySchema,
  appRefreshStatusSchema,
  appSchema,
  customAppMarkerId,
  refreshAllStatusSchema,
  type App,
  type AppRefreshStatus,
} from '@kanri/contracts';
import { appAssignments, appIntegrations, apps, appUsers, auditLogs, people, software } from '../schema';
import { demoAccounts, demoPassword, seedCompanyIds } from '../seed/seed';
import { buildTestServer } from '../test/support';
import { sessionCookie, startTestServer, testNow, withBrowserOrigin, type TestServer } from '../test/support';
import { defaultJobsConfig, type JobsConfig } from '../jobs/queue';
import { simulatedStaleDays } from '../connectors/simulated';

const appsOf = v.object({ items: v.array(appSchema) });
const categoriesOf = v.object({ items: v.array(appCategorySchema) });
const fastJobs = (overrides: Partial<JobsConfig> = {}): JobsConfig => ({ ...defaultJobsConfig({}), pollIntervalSeconds: 0.5, refreshMinIntervalMs: 0, ...overrides });

describe('app marketplace and refresh jobs', () => {
  let server: TestServer;
  let admin: string;
  let it_: string;
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, cookie = admin, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const listApps = async (query = '', headers: Record<string, string> = {}) => {
    const res = await call('GET', `/v2/apps${query}`, undefined, admin, headers);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(appsOf, res.body).items;
  };
  const status = async (id: string) => v.parse(appRefreshStatusSchema, (await call('GET', `/v2/app-integrations/${id}/refresh-resources/status`)).body);
  const waitFor = async (id: string, wanted: AppRefreshStatus['status'], within = 30_000) => {
    const end = Date.now() + within;
    for (;;) {
      const s = await status(id);
      if (s.status === wanted) return s;
      if (Date.now() > end) assert.fail(`refresh of ${id} still ${s.status} (${s.error ?? ''})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  /** A catalog app the company has not integrated yet (the seed integrates some). */
  const freeApp = async (skip: string[] = []): Promise<App> => {
    const app = (await listApps()).find((a) => !a.isIntegrated && !skip.includes(a.id));
    assert.ok(app, 'an app not integrated yet');
    return app;
  };

  before(async () => {
    server = await startTestServer({ jobs: fastJobs() }, 30);
    admin = await server.signIn(demoAccounts.admin);
    it_ = await server.signIn(demoAccounts.it);
  });
  after(() => server.close());

  it('lists the catalog with localized descriptions and categories, filtered by category and free text', async () => {
    const en = await listApps('', { 'accept-language': 'en-US' });
    const ja = await listApps('', { 'accept-language': 'ja-JP' });
    assert.ok(en.length >= 30, `catalog size ${en.length}`);
    const slackEn = en.find((a) => a.name === 'Slack')!;
    const slackJa = ja.find((a) => a.name === 'Slack')!;
    assert.equal(slackEn.description, 'Channel-based business messaging.');
    assert.equal(slackJa.description, 'チャンネル単位で会話するビジネスチャット。');
    assert.equal(slackEn.categoryName, 'Communication');
    assert.equal(slackJa.categoryName, 'コミュニケーション');

    const hr = await listApps('?categoryId=HR');
    assert.ok(hr.length >= 2 && hr.every((a) => a.categoryId === 'HR'));
    assert.ok(hr.some((a) => a.name === 'SmartHR'));
    // free text matches name or vendor, case-insensitively
    const atlassian = await listApps('?freeText=ATLASSIAN');
    assert.deepEqual(atlassian.map((a) => a.name).sort(), ['Confluence', 'Jira']);
    assert.deepEqual((await listApps('?freeText=jira&categoryId=HR')).length, 0);
    assert.equal((await listApps('?categoryId=NOPE')).length, 0);
    // a LIKE wildcard is a literal character
    assert.equal((await listApps('?freeText=%25')).length, 0);
    assert.equal((await call('GET', `/v2/apps?freeText=${'x'.repeat(201)}`)).status, 400);
    assert.equal((await call('GET', '/v2/apps?color=red')).status, 400);

    const categories = v.parse(categoriesOf, (await call('GET', '/v2/app-categories', undefined, admin, { 'accept-language': 'ja-JP' })).body).items;
    assert.equal(categories[0]?.id, 'COMMUNICATION');
    assert.equal(categories[0]?.name, 'コミュニケーション');
    assert.equal(categories.length, 21);
    const categoriesEn = v.parse(categoriesOf, (await call('GET', '/v2/app-categories', undefined, admin, { 'accept-language': 'en-US' })).body).items;
    assert.equal(categoriesEn.find((c) => c.id === 'HR')?.name, 'HR');
  });

  it('answers one app, and 404 for unknown, non-UUID and the custom-app marker ids', async () => {
    const slack = (await listApps('', { 'accept-language': 'en-US' })).find((a) => a.name === 'Slack')!;
    const one = await call('GET', `/v2/apps/${slack.id}`, undefined, admin, { 'accept-language': 'en-US' });
    assert.equal(one.status, 200);
    assert.deepEqual(v.parse(appSchema, one.body), slack);
    assert.ok(one.body.features.includes('USER_PROVISIONING'));
    assert.equal((await call('GET', `/v2/apps/${customAppMarkerId}`)).status, 404);
    assert.equal((await call('GET', '/v2/apps/4f6c2b8e-1111-4c3a-9d2e-000000000000')).status, 404);
    assert.equal((await call('GET', '/v2/apps/not-a-uuid')).status, 404);
    assert.equal((await call('POST', `/v2/apps/${customAppMarkerId}/install`, { integratedTenantName: 'x' })).status, 404);
  });

  it('installs an app: the integration, its software row, the audit entry and a refresh job that brings accounts and alerts', async () => {
    const target = await freeApp();
    const db = server.database.db;
    // invalid tenants: 400 with the field's path, nothing created
    for (const integratedTenantName of ['', '   ', 'x'.repeat(101)]) {
      const bad = await call('POST', `/v2/apps/${target.id}/install`, { integratedTenantName });
      assert.equal(bad.status, 400, integratedTenantName);
      assert.deepEqual(bad.body.fieldErrors.map((f: { path: string }) => f.path), ['integratedTenantName']);
    }
    assert.equal((await call('POST', `/v2/apps/${target.id}/install`, {})).status, 400);
    assert.equal((await db.select().from(appIntegrations).where(and(eq(appIntegrations.companyId, seedCompanyIds.customer), eq(appIntegrations.appId, target.id)))).length, 0);

    const res = await call('POST', `/v2/apps/${target.id}/install`, { integratedTenantName: ' acme-tenant ' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const id = res.body.appIntegrationId as string;
    const [integration] = await db.select().from(appIntegrations).where(eq(appIntegrations.id, id));
    assert.ok(integration);
    assert.equal(integration.companyId, seedCompanyIds.customer);
    assert.equal(integration.name, target.name);
    assert.equal(integration.integratedTenantName, 'acme-tenant');
    assert.equal(integration.status, 'ACTIVE');
    assert.equal(integration.pricingModel, null);
    const [sw] = await db.select().from(software).where(eq(software.id, integration.softwareId!));
    assert.equal(sw?.name, target.name);
    assert.equal(sw?.type, 'SAAS');
    assert.equal(sw?.integrationStatus, 'INTEGRATED');
    const audit = await db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, id), eq(auditLogs.resourceType, 'APP_INTEGRATION')));
    assert.equal(audit.length, 1);
    // the catalog now marks it integrated
    const listed = (await listApps()).find((a) => a.id === target.id)!;
    assert.equal(listed.isIntegrated, true);
    assert.equal(listed.appIntegrationId, id);
    // a second install of the same app: 409, nothing more
    const again = await call('POST', `/v2/apps/${target.id}/install`, { integratedTenantName: 'other' });
    assert.equal(again.status, 409);
    assert.equal((await db.select().from(appIntegrations).where(eq(appIntegrations.appId, target.id))).length, 1);

    // the first refresh was queued at install and runs on the worker
    const done = await waitFor(id, 'SUCCEEDED');
    assert.ok(done.lastRefreshedAt);
    assert.equal(done.error, null);
    const accounts = await db.select().from(appUsers).where(eq(appUsers.appIntegrationId, id));
    assert.ok(accounts.length >= 5, `accounts ${accounts.length}`);
    const emails = new Set((await db.select({ email: people.email }).from(people).where(eq(people.companyId, seedCompanyIds.customer))).map((p) => p.email.toLowerCase()));
    assert.ok(accounts.some((a) => a.email && !emails.has(a.email)), 'an account with no worker');
    assert.ok(accounts.some((a) => a.actualRoleName === 'Admin'), 'an account with a role above the assigned one');
    assert.ok(accounts.some((a) => a.lastSignedInAt && testNow.getTime() - a.lastSignedInAt.getTime() > (simulatedStaleDays - 1) * 86_400_000), 'a stale sign-in');
    const assignments = await db.select().from(appAssignments).where(eq(appAssignments.appIntegrationId, id));
    assert.ok(assignments.length > 0 && assignments.length < accounts.length, 'baseline assignments for the workers only');
    const [sw2] = await db.select().from(software).where(eq(software.id, integration.softwareId!));
    assert.equal(sw2?.userCount, accounts.length);
  });

  it('links the existing registry row of the same name instead of creating one', async () => {
    const target = await freeApp();
    const db = server.database.db;
    // the seeded registry may already list the app (not integrated); otherwise add it
    const sameName = and(eq(software.companyId, seedCompanyIds.customer), eq(software.type, 'SAAS'), eq(software.name, target.name));
    const [seeded] = await db.select({ id: software.id }).from(software).where(sameName).orderBy(asc(software.createdAt), asc(software.id));
    const [existing] = seeded
      ? [seeded]
      : await db
          .insert(software)
          .values({ companyId: seedCompanyIds.customer, name: target.name, type: 'SAAS', category: target.categoryId, vendorName: target.vendorName, usageStatus: 'ACTIVE', integrationStatus: 'NOT_INTEGRATED' })
          .returning({ id: software.id });
    const res = await call('POST', `/v2/apps/${target.id}/install`, { integratedTenantName: 'linked' }, it_);
    assert.equal(res.status, 201);
    const [integration] = await db.select().from(appIntegrations).where(eq(appIntegrations.id, res.body.appIntegrationId));
    assert.equal(integration?.softwareId, existing!.id);
    const [sw] = await db.select().from(software).where(eq(software.id, existing!.id));
    assert.equal(sw?.integrationStatus, 'INTEGRATED');
    assert.equal((await db.select().from(software).where(and(eq(software.companyId, seedCompanyIds.customer), eq(software.name, target.name)))).length, 1);
    await waitFor(res.body.appIntegrationId, 'SUCCEEDED');
  });

  it('answers ENQUEUED, ALREADY_IN_PROGRESS and RATE_LIMITED, and reruns keep one account per external id', async () => {
    const target = await freeApp();
    const installed = await call('POST', `/v2/apps/${target.id}/install`, { integratedTenantName: 't' });
    const id = installed.body.appIntegrationId as string;
    await waitFor(id, 'SUCCEEDED');
    const db = server.database.db;
    // a job of it queued or running: ALREADY_IN_PROGRESS (the state is set here: the worker is fast)
    await db.update(appIntegrations).set({ refreshStatus: 'IN_PROGRESS', refreshRequestedAt: new Date() }).where(eq(appIntegrations.id, id));
    assert.deepEqual((await call('POST', `/v2/app-integrations/${id}/refresh-resources`)).body, { result: 'ALREADY_IN_PROGRESS' });
    assert.equal((await status(id)).status, 'IN_PROGRESS');
    // an IN_PROGRESS older than 15 minutes counts as lost: a trigger queues a new job
    await db.update(appIntegrations).set({ refreshRequestedAt: new Date(Date.now() - 16 * 60_000) }).where(eq(appIntegrations.id, id));
    assert.deepEqual((await call('POST', `/v2/app-integrations/${id}/refresh-resources`)).body, { result: 'ENQUEUED' });
    await waitFor(id, 'SUCCEEDED');
    const before = await db.select().from(appUsers).where(eq(appUsers.appIntegrationId, id));
    // an account that vanished from the app: a refresh marks it inactive
    await db.insert(appUsers).values({ companyId: seedCompanyIds.customer, appIntegrationId: id, externalId: 'sim-gone-1', name: 'Gone', email: 'gone@x.example' });
    const enq = await call('POST', `/v2/app-integrations/${id}/refresh-resources`, undefined, it_);
    assert.deepEqual(enq.body, { result: 'ENQUEUED' });
    await waitFor(id, 'SUCCEEDED');
    const afterRows = await db.select().from(appUsers).where(eq(appUsers.appIntegrationId, id));
    assert.equal(afterRows.length, before.length + 1);
    const gone = afterRows.find((a) => a.externalId === 'sim-gone-1')!;
    assert.equal(gone.isActive, false);
    assert.ok(gone.deactivatedAt);
    assert.ok(afterRows.filter((a) => a.externalId !== 'sim-gone-1').every((a) => a.isActive));

    // with the production interval the refresh that just ended is too recent
    const limited = await startTestServerLike(server, fastJobs({ refreshMinIntervalMs: 60_000, worker: false }));
    try {
      const res = await limited.app.inject({ method: 'POST', url: `/v2/app-integrations/${id}/refresh-resources`, headers: { cookie: limited.cookie } });
      assert.deepEqual(res.json(), { result: 'RATE_LIMITED' });
    } finally {
      await limited.app.close();
    }
    assert.equal((await status(id)).status, 'SUCCEEDED');
  });

  it('refreshes every integration and reports their overall status; seeded accounts stay as they are', async () => {
    const db = server.database.db;
    // an integration of the demo seed: its accounts did not come from the simulation
    const seeded = await db
      .select({ id: appUsers.appIntegrationId, externalId: appUsers.externalId, isActive: appUsers.isActive, role: appUsers.actualRoleName })
      .from(appUsers)
      .innerJoin(appIntegrations, eq(appIntegrations.id, appUsers.appIntegrationId))
      .where(and(eq(appUsers.companyId, seedCompanyIds.customer), eq(appIntegrations.status, 'ACTIVE'), eq(appIntegrations.isCustomApp, false), sql`${appUsers.externalId} not like 'sim-%'`));
    const seededId = seeded[0]?.id;
    const snapshot = (rows: typeof seeded) => rows.filter((r) => r.id === seededId).map((r) => `${r.externalId}:${r.isActive}:${r.role}`).sort();
    const active = and(eq(appIntegrations.companyId, seedCompanyIds.customer), eq(appIntegrations.status, 'ACTIVE'), eq(appIntegrations.isCustomApp, false));
    const triggeredAt = new Date();
    const res = await call('POST', '/v2/app-integrations/refresh-resources-all');
    assert.equal(res.status, 200);
    assert.equal(res.body.result, 'ENQUEUED');
    const queued = await db.select({ requestedAt: appIntegrations.refreshRequestedAt }).from(appIntegrations).where(active);
    assert.ok(queued.length > 1 && queued.every((r) => r.requestedAt && r.requestedAt >= new Date(triggeredAt.getTime() - 1000)), 'every active integration was queued');
    const end = Date.now() + 120_000;
    for (;;) {
      const s = v.parse(refreshAllStatusSchema, (await call('GET', '/v2/app-integrations/refresh-resources-all/status')).body);
      if (s.status === 'IDLE') {
        assert.equal(s.inProgress, 0);
        assert.ok(s.lastRefreshedAt);
        break;
      }
      if (Date.now() > end) assert.fail(`still ${s.inProgress} in progress`);
      await new Promise((r) => setTimeout(r, 300));
    }
    assert.ok(seededId, 'the seed integrates apps with accounts of its own');
    {
      const after = await db
        .select({ id: appUsers.appIntegrationId, externalId: appUsers.externalId, isActive: appUsers.isActive, role: appUsers.actualRoleName })
        .from(appUsers)
        .where(eq(appUsers.appIntegrationId, seededId));
      assert.ok(snapshot(seeded).length > 0);
      assert.deepEqual(snapshot(after), snapshot(seeded));
      const [integration] = await db.select({ refreshStatus: appIntegrations.refreshStatus }).from(appIntegrations).where(eq(appIntegrations.id, seededId));
      assert.equal(integration?.refreshStatus, 'SUCCEEDED');
    }

    // every integration still queued or running: ALREADY_IN_PROGRESS, nothing sent (no worker would clear it)
    await db.update(appIntegrations).set({ refreshStatus: 'IN_PROGRESS', refreshRequestedAt: new Date() }).where(active);
    assert.deepEqual((await call('POST', '/v2/app-integrations/refresh-resources-all')).body, { result: 'ALREADY_IN_PROGRESS' });
    const busy = v.parse(refreshAllStatusSchema, (await call('GET', '/v2/app-integrations/refresh-resources-all/status')).body);
    assert.equal(busy.status, 'IN_PROGRESS');
    assert.equal(busy.inProgress, queued.length);
    // every one refreshed a moment ago, with the production interval: RATE_LIMITED
    await db.update(appIntegrations).set({ refreshStatus: 'SUCCEEDED', lastRefreshedAt: new Date() }).where(active);
    const limited = await startTestServerLike(server, fastJobs({ refreshMinIntervalMs: 60_000, worker: false }));
    try {
      const again = await limited.app.inject({ method: 'POST', url: '/v2/app-integrations/refresh-resources-all', headers: { cookie: limited.cookie } });
      assert.deepEqual(again.json(), { result: 'RATE_LIMITED' });
    } finally {
      await limited.app.close();
    }
  });

  it('marks a refresh FAILED with its error once the retries are spent', async () => {
    const target = await freeApp();
    const db = server.database.db;
    await db.update(apps).set({ connector: 'broken' }).where(eq(apps.id, target.id));
    try {
      const res = await call('POST', `/v2/apps/${target.id}/install`, { integratedTenantName: 'broken' });
      assert.equal(res.status, 201);
      const failed = await waitFor(res.body.appIntegrationId, 'FAILED', 60_000);
      assert.match(failed.error ?? '', /no connector "broken"/);
      assert.equal(failed.lastRefreshedAt, null);
      // a failed refresh may be triggered again at once
      assert.deepEqual((await call('POST', `/v2/app-integrations/${res.body.appIntegrationId}/refresh-resources`)).body, { result: 'ENQUEUED' });
      await waitFor(res.body.appIntegrationId, 'FAILED', 60_000);
    } finally {
      await db.update(apps).set({ connector: 'simulated' }).where(eq(apps.id, target.id));
    }
  });

  it('refuses unknown, foreign and deactivated integrations', async () => {
    assert.equal((await call('POST', '/v2/app-integrations/not-a-uuid/refresh-resources')).status, 404);
    assert.equal((await call('GET', '/v2/app-integrations/4f6c2b8e-1111-4c3a-9d2e-000000000000/refresh-resources/status')).status, 404);
    const db = server.database.db;
    const [mine] = await db.select({ id: appIntegrations.id }).from(appIntegrations).where(eq(appIntegrations.companyId, seedCompanyIds.customer)).limit(1);
    const supplier = await server.signIn(demoAccounts.supplier);
    assert.equal((await call('POST', `/v2/app-integrations/${mine!.id}/refresh-resources`, undefined, supplier)).status, 404);
    assert.equal((await call('GET', `/v2/app-integrations/${mine!.id}/refresh-resources/status`, undefined, supplier)).status, 404);
    await db.update(appIntegrations).set({ status: 'DEACTIVATED' }).where(eq(appIntegrations.id, mine!.id));
    const refused = await call('POST', `/v2/app-integrations/${mine!.id}/refresh-resources`, undefined, admin, { 'accept-language': 'en-US' });
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /cannot be refreshed/);
    await db.update(appIntegrations).set({ status: 'ACTIVE' }).where(eq(appIntegrations.id, mine!.id));
  });

  it('lets admin and IT in, and refuses GA, HR and members', async () => {
    const slack = (await listApps()).find((a) => a.name === 'Slack')!;
    const [mine] = await server.database.db.select({ id: appIntegrations.id }).from(appIntegrations).where(eq(appIntegrations.companyId, seedCompanyIds.customer)).limit(1);
    const calls: [('GET' | 'POST'), string, unknown?][] = [
      ['GET', '/v2/apps'],
      ['GET', `/v2/apps/${slack.id}`],
      ['GET', '/v2/app-categories'],
      ['POST', `/v2/apps/${slack.id}/install`, { integratedTenantName: 'x' }],
      ['POST', `/v2/app-integrations/${mine!.id}/refresh-resources`],
      ['GET', `/v2/app-integrations/${mine!.id}/refresh-resources/status`],
      ['POST', '/v2/app-integrations/refresh-resources-all'],
      ['GET', '/v2/app-integrations/refresh-resources-all/status'],
    ];
    for (const email of [demoAccounts.ga, demoAccounts.hr, demoAccounts.member]) {
      const cookie = await server.signIn(email);
      for (const [method, url, body] of calls) assert.equal((await call(method, url, body, cookie)).status, 403, `${email} ${method} ${url}`);
    }
    for (const cookie of [admin, it_]) {
      for (const [method, url] of calls.filter(([m]) => m === 'GET')) assert.equal((await call(method, url, undefined, cookie)).status, 200, url);
    }
  });
});

/** A second server on the same database (the same session cookie works: sessions live in the database). */
async function startTestServerLike(server: TestServer, jobs: JobsConfig) {
  const app = withBrowserOrigin(await buildTestServer({ db: server.database.db, jobs }));
  const res = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.admin, password: demoPassword } });
  return { app, cookie: sessionCookie(res) };
}
