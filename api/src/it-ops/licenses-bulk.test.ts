import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { auditLogs, licenseAssignments, licenses, users } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { defaultJobsConfig } from '../jobs/queue';
import { bulkTestCalls } from '../bulk/bulk-testing';

/**
 * Bulk actions on the licenses list (issue 31 §2; docs/bulk-actions.md). "Unassign all seats":
 * every seat of each selected license freed, a DELETE history entry per seat by the acting IT
 * member, a license without seats unchanged, GA refused. "Retire": each license's expiry brought
 * forward and auto-renewal off with an UPDATE history entry by the IT member; a license starting
 * after the day and another company's license refused and named, and then nothing changes.
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

  it('retires the selected licenses with an UPDATE history entry each by the IT member; a refused row leaves every license as it was', async () => {
    const { db } = server.database;
    const day = '2026-06-30';
    const [open, later, late] = (await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.companyId, seedCompanyIds.customer)).orderBy(asc(licenses.licenseName), asc(licenses.id)).limit(3)).map((l) => l.id) as [string, string, string];
    // no expiry and auto-renewing; ending after the day; starting after the day (refused: the PATCH's term rule)
    await db.update(licenses).set({ termStart: '2025-04-01', expiryDate: null, autoRenewal: true }).where(eq(licenses.id, open));
    await db.update(licenses).set({ termStart: null, expiryDate: '2027-03-31', autoRenewal: false }).where(eq(licenses.id, later));
    await db.update(licenses).set({ termStart: '2026-07-01', expiryDate: '2027-06-30', autoRenewal: true }).where(eq(licenses.id, late));
    const [foreign] = await db.insert(licenses).values({ companyId: seedCompanyIds.supplier, licenseName: 'Supplier license', allocationType: 'SAAS', seatsTotal: 1, perUnitBasis: 'LICENSE_SEAT' }).returning({ id: licenses.id });
    const state = () =>
      db.select({ id: licenses.id, expiryDate: licenses.expiryDate, autoRenewal: licenses.autoRenewal, version: licenses.version }).from(licenses).where(inArray(licenses.id, [open, later, late])).orderBy(asc(licenses.id));
    const updates = () => db.select({ actor: auditLogs.actorUserId }).from(auditLogs).where(and(eq(auditLogs.resourceType, 'LICENSE'), eq(auditLogs.action, 'UPDATE'), inArray(auditLogs.resourceId, [open, later, late])));
    const before = await state();
    const entriesBefore = (await updates()).length;

    // the product, then the date's field path
    assert.equal((await call('POST', '/v2/bulk-actions', { action: 'LICENSES_RETIRE', ids: [open], params: { expiryDate: day } }, ga)).statusCode, 403);
    const bad = await call('POST', '/v2/bulk-actions', { action: 'LICENSES_RETIRE', ids: [open], params: { expiryDate: '30/06/2026' } });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.deepEqual(bad.json().fieldErrors.map((f: { path: string }) => f.path), ['params.expiryDate']);

    // all or nothing: the license that starts after the day and the other company's are named; nothing changes
    const refused = await settle((await bulk().start({ action: 'LICENSES_RETIRE', ids: [open, later, late, foreign!.id], params: { expiryDate: day } }, it_)).id);
    assert.equal(refused.status, 'REFUSED', JSON.stringify(refused));
    assert.deepEqual(refused.summary?.refused.map((r) => r.id), [late, foreign!.id]);
    assert.match(refused.summary!.refused[0]!.reason, /end date must be on or after the start date/);
    assert.match(refused.summary!.refused[1]!.reason, /another company/);
    assert.deepEqual(await state(), before);
    assert.equal((await updates()).length, entriesBefore, 'no history entry of a rolled-back run');

    // without them: both end on the day with auto-renewal off, each with its entry by the IT member
    const run = await settle((await bulk().start({ action: 'LICENSES_RETIRE', ids: [open, later], params: { expiryDate: day } }, it_)).id);
    assert.deepEqual([run.status, run.summary?.changed], ['SUCCEEDED', 2], JSON.stringify(run));
    const after = new Map((await state()).map((l) => [l.id, l]));
    for (const id of [open, later]) assert.deepEqual([after.get(id)!.expiryDate, after.get(id)!.autoRenewal], [day, false]);
    const entries = await updates();
    assert.equal(entries.length, entriesBefore + 2);
    assert.equal(entries.filter((e) => e.actor === itUserId).length, 2);

    // a later day never extends them: unchanged, no entry
    const again = await settle((await bulk().start({ action: 'LICENSES_RETIRE', ids: [open, later], params: { expiryDate: '2026-12-31' } }, it_)).id);
    assert.deepEqual([again.status, again.summary?.changed, again.summary?.unchanged], ['SUCCEEDED', 0, 2]);
    assert.equal((await updates()).length, entriesBefore + 2);
    assert.equal((await state()).find((l) => l.id === open)!.expiryDate, day);
  });
});
