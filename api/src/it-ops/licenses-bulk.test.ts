import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, inArray } from 'drizzle-orm';
import { auditLogs, licenseAssignments, licenses, users } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { defaultJobsConfig } from '../jobs/queue';
import { bulkTestCalls } from '../bulk/bulk-testing';

/**
 * Bulk "unassign all seats" on the licenses list (issue 31 §2; docs/bulk-actions.md): every seat of
 * each selected license freed, a DELETE history entry per seat by the acting IT member, a license
 * without seats unchanged, GA refused.
 */
describe('licenses bulk actions', () => {
  let server: TestServer;
  let it_: string;
  let ga: string;
  let itUserId: string;

  before(async () => {
    server = await startTestServer({ jobs: { ...defaultJobsConfig({}), pollIntervalSeconds: 0.5 } }, 40);
    [it_, ga] = (await Promise.all([demoAccounts.it, demoAccounts.ga].map((e) => server.signIn(e)))) as [string, string];
    [{ id: itUserId }] = (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.it))) as [{ id: string }];
  });
  after(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = it_) => server.app.inject({ method, url, payload: payload as never, headers: { cookie, 'accept-language': 'en-US' } });
  const bulk = () => bulkTestCalls(server.app);
  const settle = (id: string) => bulk().settle(id, it_);

  it('frees every seat of the selected licenses, each with its history entry, and leaves a seatless license unchanged', async () => {
    const { db } = server.database;
    const seated = await db
      .select({ id: licenses.id, seats: count(licenseAssignments.id) })
      .from(licenses)
      .innerJoin(licenseAssignments, eq(licenseAssignments.licenseId, licenses.id))
      .where(eq(licenses.companyId, seedCompanyIds.customer))
      .groupBy(licenses.id)
      .limit(2);
    assert.ok(seated.length >= 1, 'the seed assigns seats');
    const ids = seated.map((l) => l.id);
    const seatIds = (await db.select({ id: licenseAssignments.id }).from(licenseAssignments).where(inArray(licenseAssignments.licenseId, ids))).map((r) => r.id);

    assert.equal((await call('POST', '/v2/bulk-actions', { action: 'LICENSES_UNASSIGN_SEATS', ids }, ga)).statusCode, 403);

    const res = await call('POST', '/v2/bulk-actions', { action: 'LICENSES_UNASSIGN_SEATS', ids });
    assert.equal(res.statusCode, 202, res.body);
    const run = await settle((res.json() as { id: string }).id);
    assert.equal(run.status, 'SUCCEEDED', JSON.stringify(run));
    assert.equal(run.summary?.changed, ids.length);
    const [left] = await db.select({ n: count() }).from(licenseAssignments).where(inArray(licenseAssignments.licenseId, ids));
    assert.equal(left!.n, 0);
    const entries = await db.select({ actor: auditLogs.actorUserId }).from(auditLogs).where(and(eq(auditLogs.resourceType, 'LICENSE_ASSIGNMENT'), eq(auditLogs.action, 'DELETE'), inArray(auditLogs.resourceId, seatIds)));
    assert.equal(entries.length, seatIds.length);
    assert.ok(entries.every((e) => e.actor === itUserId));

    // the same licenses again: nothing left to free
    const again = await settle(((await call('POST', '/v2/bulk-actions', { action: 'LICENSES_UNASSIGN_SEATS', ids })).json() as { id: string }).id);
    assert.deepEqual([again.status, again.summary?.changed, again.summary?.unchanged], ['SUCCEEDED', 0, ids.length]);
  });
});
