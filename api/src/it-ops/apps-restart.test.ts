import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { appRefreshStatusSchema, appSchema, type AppRefreshStatus } from '@kanri/contracts';
import { appUsers } from '../schema';
import { openDatabase } from '../db/client';
import { demoAccounts, demoPassword, seedDatabase } from '../seed/seed';
import { buildTestServer } from '../test/support';
import { createEmptyPgDatabase, sessionCookie, testNow, withBrowserOrigin } from '../test/support';
import { defaultJobsConfig, type JobsConfig } from '../jobs/queue';

/**
 * The job queue across a restart of `pnpm start` (docs/testing.md: in the PGlite parity pass, where
 * pg-boss runs over the in-process database): a refresh job sent by one server runs once a new
 * server opens the same database. apps.test.ts holds the marketplace and refresh rules themselves.
 */

const appsOf = v.object({ items: v.array(appSchema) });
const fastJobs = (overrides: Partial<JobsConfig> = {}): JobsConfig => ({ ...defaultJobsConfig({}), pollIntervalSeconds: 0.5, refreshMinIntervalMs: 0, ...overrides });

describe('refresh jobs survive an API restart (file-backed PGlite, or PostgreSQL at DATABASE_URL)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kanri-jobs-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  // PostgreSQL: an empty database of this file's own (made in the test)
  let url: string | undefined;
  const open = () => (url ? openDatabase({ databaseUrl: url }) : openDatabase({ dataDir: dir }));

  it('runs a job enqueued before close once a new server opens the same database', async (t) => {
    if (process.env.DATABASE_URL) {
      const empty = await createEmptyPgDatabase();
      url = empty.url;
      t.after(empty.drop);
    }
    let database = await open();
    await seedDatabase(database.db, { scale: 30, demo: true, now: testNow });
    // the first server only sends jobs: nothing runs them before it closes
    let app = withBrowserOrigin(await buildTestServer({ db: database.db, jobs: fastJobs({ worker: false }) }));
    let signIn = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.admin, password: demoPassword } });
    let cookie = sessionCookie(signIn);
    const apps = v.parse(appsOf, (await app.inject({ method: 'GET', url: '/v2/apps', headers: { cookie } })).json()).items;
    const target = apps.find((a) => !a.isIntegrated)!;
    const installed = await app.inject({ method: 'POST', url: `/v2/apps/${target.id}/install`, payload: { integratedTenantName: 'restart' }, headers: { cookie } });
    assert.equal(installed.statusCode, 201, installed.body);
    const id = installed.json().appIntegrationId as string;
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal((await app.inject({ method: 'GET', url: `/v2/app-integrations/${id}/refresh-resources/status`, headers: { cookie } })).json().status, 'IN_PROGRESS');
    await app.close();
    await database.close();

    database = await open();
    app = withBrowserOrigin(await buildTestServer({ db: database.db, jobs: fastJobs() }));
    try {
      await app.ready();
      signIn = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.admin, password: demoPassword } });
      cookie = sessionCookie(signIn);
      const end = Date.now() + 30_000;
      let s: AppRefreshStatus;
      do {
        await new Promise((r) => setTimeout(r, 250));
        s = v.parse(appRefreshStatusSchema, (await app.inject({ method: 'GET', url: `/v2/app-integrations/${id}/refresh-resources/status`, headers: { cookie } })).json());
      } while (s.status !== 'SUCCEEDED' && Date.now() < end);
      assert.equal(s.status, 'SUCCEEDED', s.error ?? '');
      assert.ok((await database.db.select().from(appUsers).where(eq(appUsers.appIntegrationId, id))).length > 0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
