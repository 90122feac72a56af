import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, notExists } from 'drizzle-orm';
import * as v from 'valibot';
import { countResponseSchema } from '@kanri/contracts';
import { auditLogs, hrMasterItems, orgUnits, people, users } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { defaultJobsConfig } from '../jobs/queue';
import { bulkTestCalls } from '../bulk/bulk-testing';

/**
 * Bulk department / position changes on the workforce list (issue 31 §2 "people: change department
 * or position"; docs/bulk-actions.md): each row through the person record's own employee-information
 * edit (history entry by the acting HR member, `version` + 1), rows already so unchanged, all or
 * nothing with every refused row named, 400 with field paths, and "all that match" as the
 * workforce count call counts.
 */
describe('people bulk actions', () => {
  let server: TestServer;
  let hr: string;
  let it_: string;
  let hrUserId: string;

  before(async () => {
    server = await startTestServer({ jobs: { ...defaultJobsConfig({}), pollIntervalSeconds: 0.5 } }, 60);
    [hr, it_] = (await Promise.all([demoAccounts.hr, demoAccounts.it].map((e) => server.signIn(e)))) as [string, string];
    [{ id: hrUserId }] = (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.hr))) as [{ id: string }];
  });
  after(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = hr) => server.app.inject({ method, url, payload: payload as never, headers: { cookie, 'accept-language': 'en-US' } });
  const bulk = () => bulkTestCalls(server.app);
  const settle = (id: string) => bulk().settle(id, hr);
  const start = (payload: unknown) => bulk().start(payload, hr);

  const taken = new Set<string>();
  /** `n` seeded people of the customer with `status`, not signed-in accounts, not used by another test here, matching `where`. */
  const peopleOf = async (n: number, status = 'ACTIVE', where?: ReturnType<typeof eq>) => {
    const { db } = server.database;
    const rows = await db
      .select({ id: people.id, departmentId: people.departmentId, positionId: people.positionId, version: people.version })
      .from(people)
      .where(and(eq(people.companyId, seedCompanyIds.customer), eq(people.status, status), where, notExists(db.select({ id: users.id }).from(users).where(eq(users.personId, people.id)))))
      .orderBy(asc(people.workerNumber));
    const free = rows.filter((r) => !taken.has(r.id)).slice(0, n);
    assert.equal(free.length, n, `${n} seeded ${status} people`);
    for (const r of free) taken.add(r.id);
    return free;
  };
  const departments = async () =>
    server.database.db.select({ id: orgUnits.id }).from(orgUnits).where(and(eq(orgUnits.companyId, seedCompanyIds.customer), eq(orgUnits.kind, 'DEPARTMENT'))).orderBy(asc(orgUnits.displayOrder));
  const positions = async () =>
    server.database.db
      .select({ id: hrMasterItems.id })
      .from(hrMasterItems)
      .where(and(eq(hrMasterItems.companyId, seedCompanyIds.customer), eq(hrMasterItems.catalog, 'POSITION'), eq(hrMasterItems.disabled, false)))
      .orderBy(asc(hrMasterItems.displayOrder));
  const entriesOf = (ids: string[]) =>
    server.database.db.select({ id: auditLogs.resourceId, actor: auditLogs.actorUserId, changes: auditLogs.changes }).from(auditLogs).where(and(eq(auditLogs.resourceType, 'PERSON'), inArray(auditLogs.resourceId, ids)));

  it('moves the selected people to a department with a history entry each by the acting HR member; one already there is unchanged', async () => {
    const { db } = server.database;
    const [target] = await departments();
    assert.ok(target);
    const movers = await peopleOf(3, 'ACTIVE', ne(people.departmentId, target.id));
    const [stayer] = await peopleOf(1, 'ACTIVE', eq(people.departmentId, target.id));
    const ids = [...movers.map((p) => p.id), stayer!.id];

    // the IT member lacks HR
    assert.equal((await call('POST', '/v2/bulk-actions', { action: 'PEOPLE_CHANGE_DEPARTMENT', ids, params: { departmentId: target.id } }, it_)).statusCode, 403);

    const run = await settle((await start({ action: 'PEOPLE_CHANGE_DEPARTMENT', ids, params: { departmentId: target.id } })).id);
    assert.equal(run.status, 'SUCCEEDED', JSON.stringify(run));
    assert.deepEqual([run.summary?.changed, run.summary?.unchanged], [3, 1]);
    const rows = await db.select({ id: people.id, departmentId: people.departmentId, version: people.version }).from(people).where(inArray(people.id, ids));
    for (const r of rows) assert.equal(r.departmentId, target.id);
    for (const m of movers) assert.equal(rows.find((r) => r.id === m.id)!.version, m.version + 1, 'the edit bumps the version');
    assert.equal(rows.find((r) => r.id === stayer!.id)!.version, stayer!.version, 'no write on an unchanged row');

    const entries = await entriesOf(ids);
    assert.deepEqual(entries.map((e) => e.id).sort(), movers.map((m) => m.id).sort(), 'one entry per changed person, none for the unchanged one');
    // the departments' names as they were, stored with the change (the history names both, issue 30)
    const unitName = async (id: string | null) =>
      id ? (await db.select({ ja: orgUnits.nameJa, en: orgUnits.nameEn }).from(orgUnits).where(eq(orgUnits.id, id)))[0] : undefined;
    for (const e of entries) {
      assert.equal(e.actor, hrUserId);
      const mover = movers.find((m) => m.id === e.id)!;
      const beforeName = await unitName(mover.departmentId);
      assert.deepEqual(e.changes, [
        { field: 'employeeInformation.departmentId', before: mover.departmentId, after: target.id, ...(beforeName ? { beforeName } : {}), afterName: await unitName(target.id) },
      ]);
    }
    // the person's history tab shows it with the acting user
    const activity = await call('GET', `/v2/people/${movers[0]!.id}/activity`);
    assert.equal(activity.statusCode, 200, activity.body);
    const [latest] = activity.json().items as { actor: { id: string } | null; changes: { field: string }[] }[];
    assert.ok(latest?.changes.some((c) => c.field === 'employeeInformation.departmentId'), JSON.stringify(latest));
  });

  it("answers a refused run in its starter's language: an English user's summary in English, a Japanese user's in Japanese", async () => {
    const { db } = server.database;
    const [alumnus] = await peopleOf(1, 'ALUMNI');
    const [person] = await db
      .select({ familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, number: people.workerNumber })
      .from(people)
      .where(eq(people.id, alumnus!.id));
    const [department] = await departments();
    // the HR member works in English (saved locale), the admin (HR too) in Japanese; fresh sessions read the saved locale
    const [{ locale: savedLocale }] = (await db.select({ locale: users.locale }).from(users).where(eq(users.email, demoAccounts.hr))) as [{ locale: string }];
    await db.update(users).set({ locale: 'en-US' }).where(eq(users.email, demoAccounts.hr));
    try {
      const english = await server.signIn(demoAccounts.hr);
      const japanese = await server.signIn(demoAccounts.admin);
      const refusedRowOf = async (cookie: string, lang: string) => {
        // started with the other language's Accept-Language: the start's language does not fix the summary's
        const { id } = await bulk().start({ action: 'PEOPLE_CHANGE_DEPARTMENT', ids: [alumnus!.id], params: { departmentId: department!.id } }, cookie);
        await bulk().settle(id, cookie, lang === 'en-US' ? 'ja-JP' : 'en-US');
        // the screen sends its language; without one the saved locale decides — both the starter's
        const rows = [(await bulk().settle(id, cookie, lang)).summary!.refused, (await bulk().settle(id, cookie, '')).summary!.refused];
        for (const refused of rows) assert.equal(refused.length, 1);
        assert.deepEqual(rows[1], rows[0], "without Accept-Language the starter's saved locale decides");
        return rows[0]![0]!;
      };
      const en = await refusedRowOf(english, 'en-US');
      assert.equal(en.label, `${person!.givenNameEn} ${person!.familyNameEn} (${person!.number})`);
      assert.match(en.reason, /has left the company/);
      const ja = await refusedRowOf(japanese, 'ja-JP');
      assert.equal(ja.label, `${person!.familyNameJa} ${person!.givenNameJa} (${person!.number})`);
      assert.match(ja.reason, /[\u3040-\u30ff\u4e00-\u9fff]/, 'the reason is Japanese');
      assert.doesNotMatch(ja.reason, /has left the company/);
    } finally {
      await db.update(users).set({ locale: savedLocale }).where(eq(users.email, demoAccounts.hr));
    }
  });

  it('changes nothing when a row is refused, and names every refused row', async () => {
    const { db } = server.database;
    const [, target] = await positions();
    assert.ok(target);
    const active = await peopleOf(2, 'ACTIVE', ne(people.positionId, target.id));
    const [alumnus] = await peopleOf(1, 'ALUMNI');
    const [foreign] = await db.select({ id: people.id }).from(people).where(eq(people.companyId, seedCompanyIds.supplier)).limit(1);
    const ids = [...active.map((p) => p.id), alumnus!.id, ...(foreign ? [foreign.id] : [])];

    const run = await settle((await start({ action: 'PEOPLE_CHANGE_POSITION', ids, params: { positionId: target.id } })).id);
    assert.equal(run.status, 'REFUSED', JSON.stringify(run));
    assert.equal(run.summary?.changed, 0);
    const refused = run.summary!.refused;
    assert.deepEqual(refused.map((r) => r.id), [alumnus!.id, ...(foreign ? [foreign.id] : [])]);
    assert.match(refused[0]!.reason, /has left the company/);
    assert.match(refused[0]!.label, /\(.+\)$/, 'the label names the person and the worker number');
    if (foreign) assert.match(refused[1]!.reason, /another company/);
    const after = await db.select({ id: people.id, positionId: people.positionId }).from(people).where(inArray(people.id, active.map((p) => p.id)));
    for (const p of active) assert.equal(after.find((r) => r.id === p.id)!.positionId, p.positionId, 'nothing changed');
    assert.equal((await entriesOf(ids)).length, 0, 'no history entry');

    // an unknown position (or a department's id given as a position) refuses every row with the edit's own message
    const [unit] = await departments();
    for (const positionId of [randomUUID(), unit!.id]) {
      const unknown = await settle((await start({ action: 'PEOPLE_CHANGE_POSITION', ids: active.map((p) => p.id), params: { positionId } })).id);
      assert.equal(unknown.status, 'REFUSED');
      assert.deepEqual(unknown.summary!.refused.map((r) => r.reason), ['This entry is not in the list or is disabled. Choose another one.', 'This entry is not in the list or is disabled. Choose another one.']);
    }
    const noDepartment = await settle((await start({ action: 'PEOPLE_CHANGE_DEPARTMENT', ids: active.map((p) => p.id), params: { departmentId: randomUUID() } })).id);
    assert.equal(noDepartment.status, 'REFUSED');
    assert.match(noDepartment.summary!.refused[0]!.reason, /department was not found/);
    assert.equal((await entriesOf(ids)).length, 0);
  });

  it('answers 400 with field paths for bad bodies', async () => {
    const paths = async (payload: unknown) => {
      const res = await call('POST', '/v2/bulk-actions', payload);
      assert.equal(res.statusCode, 400, res.body);
      return (res.json().fieldErrors as { path: string }[]).map((f) => f.path).sort();
    };
    const id = randomUUID();
    assert.deepEqual(await paths({ action: 'PEOPLE_CHANGE_DEPARTMENT', ids: [id], params: {} }), ['params.departmentId']);
    assert.deepEqual(await paths({ action: 'PEOPLE_CHANGE_POSITION', ids: [id], params: { positionId: 'x' } }), ['params.positionId']);
    assert.deepEqual(await paths({ action: 'PEOPLE_CHANGE_POSITION', filter: { category: 'NOPE', departmentIdIn: ['x'] }, params: { positionId: id } }), ['filter.category', 'filter.departmentIdIn.0']);
    assert.deepEqual(await paths({ action: 'PEOPLE_CHANGE_DEPARTMENT', ids: ['x'], params: { departmentId: id } }), ['ids.0']);
  });

  it('changes the position of all that match the workforce filter, as the count call counts them', async () => {
    const { db } = server.database;
    const all = await departments();
    // a department with people (the workforce: every status but ALUMNI)
    const [{ departmentId } = { departmentId: null }] = await db
      .select({ departmentId: people.departmentId })
      .from(people)
      .where(and(eq(people.companyId, seedCompanyIds.customer), ne(people.status, 'ALUMNI'), inArray(people.departmentId, all.map((d) => d.id))))
      .limit(1);
    assert.ok(departmentId);
    const [target] = (await positions()).slice(-1);
    const filter = { menu: 'All', category: 'ALL_ALL', departmentIdIn: [departmentId] };
    const count = v.parse(countResponseSchema, (await call('GET', `/v2/people/count?menu=All&category=ALL_ALL&departmentIdIn=${departmentId}`)).json()).count;
    assert.ok(count > 0);
    const started = await start({ action: 'PEOPLE_CHANGE_POSITION', filter, params: { positionId: target!.id } });
    assert.equal(started.total, count);
    const run = await settle(started.id);
    assert.equal(run.status, 'SUCCEEDED', JSON.stringify(run));
    assert.equal(run.summary!.changed + run.summary!.unchanged, count);
    const members = await db.select({ positionId: people.positionId, status: people.status }).from(people).where(and(eq(people.companyId, seedCompanyIds.customer), eq(people.departmentId, departmentId)));
    for (const m of members) if (m.status !== 'ALUMNI') assert.equal(m.positionId, target!.id);
  });
});
