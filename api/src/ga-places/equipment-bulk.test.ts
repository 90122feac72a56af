import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { countResponseSchema } from '@kanri/contracts';
import { auditLogs, equipment, users } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { defaultJobsConfig } from '../jobs/queue';
import { bulkTestCalls } from '../bulk/bulk-testing';

/**
 * Bulk enable / disable on the equipment list (issue 31 §2; docs/bulk-actions.md): by ids and by
 * the list's filter, each change in the record's history by the acting GA member, rows already so
 * left unchanged, and the GA product required.
 */
describe('equipment bulk actions', () => {
  let server: TestServer;
  let ga: string;
  let it_: string;
  let gaUserId: string;

  before(async () => {
    server = await startTestServer({ jobs: { ...defaultJobsConfig({}), pollIntervalSeconds: 0.5 } }, 40);
    [ga, it_] = (await Promise.all([demoAccounts.ga, demoAccounts.it].map((e) => server.signIn(e)))) as [string, string];
    [{ id: gaUserId }] = (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.ga))) as [{ id: string }];
  });
  after(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = ga) => server.app.inject({ method, url, payload: payload as never, headers: { cookie, 'accept-language': 'en-US' } });
  const bulk = () => bulkTestCalls(server.app);
  const settle = (id: string) => bulk().settle(id, ga);
  const start = (payload: unknown) => bulk().start(payload, ga);

  it('disables the selected equipment with a history entry each, then enables all that match the filter', async () => {
    const { db } = server.database;
    const enabled = await db.select({ id: equipment.id, name: equipment.name }).from(equipment).where(and(eq(equipment.companyId, seedCompanyIds.customer), eq(equipment.disabled, false))).limit(3);
    assert.equal(enabled.length, 3);
    const ids = enabled.map((e) => e.id);

    // the IT member lacks GA
    const refused = await call('POST', '/v2/bulk-actions', { action: 'EQUIPMENT_DISABLE', ids }, it_);
    assert.equal(refused.statusCode, 403);

    const run = await settle((await start({ action: 'EQUIPMENT_DISABLE', ids })).id);
    assert.equal(run.status, 'SUCCEEDED', JSON.stringify(run));
    assert.deepEqual([run.summary?.changed, run.summary?.unchanged], [3, 0]);
    const rows = await db.select({ disabled: equipment.disabled }).from(equipment).where(inArray(equipment.id, ids));
    assert.deepEqual(rows.map((r) => r.disabled), [true, true, true]);
    const entries = await db.select({ actor: auditLogs.actorUserId, changes: auditLogs.changes }).from(auditLogs).where(and(eq(auditLogs.resourceType, 'EQUIPMENT'), inArray(auditLogs.resourceId, ids)));
    assert.equal(entries.length, 3);
    for (const e of entries) {
      assert.equal(e.actor, gaUserId);
      assert.ok(e.changes.some((c) => c.field === 'disabled' && c.after === true), JSON.stringify(e.changes));
    }

    // disabling again changes nothing and writes no entry
    const again = await settle((await start({ action: 'EQUIPMENT_DISABLE', ids })).id);
    assert.deepEqual([again.status, again.summary?.changed, again.summary?.unchanged], ['SUCCEEDED', 0, 3]);
    assert.equal((await db.select({ id: auditLogs.id }).from(auditLogs).where(inArray(auditLogs.resourceId, ids))).length, 3);

    // all that match: the first one's name as the list's freeText
    const freeText = enabled[0]!.name;
    const count = v.parse(countResponseSchema, (await call('GET', `/v2/equipment-count?freeText=${encodeURIComponent(freeText)}`)).json()).count;
    const byFilter = await start({ action: 'EQUIPMENT_ENABLE', filter: { freeText } });
    assert.equal(byFilter.total, count);
    const enabledRun = await settle(byFilter.id);
    assert.equal(enabledRun.status, 'SUCCEEDED');
    const [first] = await db.select({ disabled: equipment.disabled }).from(equipment).where(eq(equipment.id, ids[0]!));
    assert.equal(first!.disabled, false);
  });
});
