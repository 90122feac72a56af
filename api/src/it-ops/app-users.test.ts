import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { appUserRowSchema, countResponseSchema, listResponse, type AppUserRow } from '@kanri/contracts';
import { appAssignments, appIntegrations, appRoles, appUsers, auditLogs, people, personEmailAliases } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { tokyoToday } from '../lib/tokyo-date';

const rowsOf = listResponse(appUserRowSchema);
const day = 86_400_000;

/**
 * The users tab on a real database: an integration built for the test with one worker per rule
 * matching case and flag (docs/software.md "Rule matching").
 */
describe('app users (rule matching)', () => {
  let server: TestServer;
  let admin: string;
  const call = async (method: 'GET' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie = admin) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const list = async (query = '') => {
    const res = await call('GET', `/v3/app-integrations/${integrationId}/users?pageSize=1000&${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(rowsOf, res.body).items;
  };
  const count = async (query = '') => {
    const res = await call('GET', `/v3/app-integrations/${integrationId}/users/count?${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(countResponseSchema, res.body).count;
  };
  const company = seedCompanyIds.customer;
  let integrationId: string;
  let otherCompanyIntegrationId: string;
  /** person key → id */
  const person: Record<string, string> = {};
  /** account key → id */
  const account: Record<string, string> = {};
  const byEmail = (rows: AppUserRow[], email: string) => {
    const row = rows.find((r) => r.user?.email === email);
    assert.ok(row, `no row for ${email}`);
    return row;
  };

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
    const db = server.database.db;
    const now = Date.now();
    const yesterday = tokyoToday(new Date(now - day));
    const [integration] = await db
      .insert(appIntegrations)
      .values({ companyId: company, name: 'Rule Test App', isCustomApp: false, inactiveDays: 30, status: 'ACTIVE' })
      .returning();
    integrationId = integration!.id;
    const [other] = await db.insert(appIntegrations).values({ companyId: seedCompanyIds.supplier, name: 'Other Company App' }).returning();
    otherCompanyIntegrationId = other!.id;
    const roles = await db
      .insert(appRoles)
      .values(['Admin', 'Member'].map((name, i) => ({ companyId: company, appIntegrationId: integrationId, name, displayOrder: i })))
      .returning();
    const role = (name: string) => roles.find((r) => r.name === name)!.id;

    const mk = async (key: string, email: string, status = 'ACTIVE', leavingAt: string | null = null) => {
      const [p] = await db
        .insert(people)
        .values({
          companyId: company, workerNumber: `RT-${key}`, familyNameJa: '試験', givenNameJa: key, familyNameKana: 'シケン', givenNameKana: key,
          familyNameEn: 'Test', givenNameEn: key, email, workerType: 'EMPLOYEE', status, leavingAt,
        })
        .returning();
      person[key] = p!.id;
    };
    await mk('A', 'Aiko.Test@Example.com'); // mixed case: matched lower-cased
    await mk('B', 'b@rule.example');
    await mk('C', 'c@rule.example');
    await mk('D', 'd@rule.example');
    await mk('E', 'e@rule.example');
    await mk('F', 'f@rule.example');
    await mk('G', 'g@rule.example');
    await mk('H', 'h@rule.example', 'ALUMNI', '2024-03-31');
    await mk('H2', 'h2@rule.example', 'LEAVING', yesterday);
    await mk('I', 'i@rule.example');
    await mk('J', 'j@rule.example');
    await mk('K', 'k@rule.example');
    await mk('L', 'l@rule.example');
    await mk('M', 'm@rule.example', 'ALUMNI', '2024-03-31');
    await db.insert(personEmailAliases).values({ companyId: company, personId: person.E!, email: 'e.old@rule.example' });

    const assign = (key: string, roleName: string | null) => ({ companyId: company, appIntegrationId: integrationId, personId: person[key]!, appRoleId: roleName ? role(roleName) : null });
    await db.insert(appAssignments).values([
      assign('A', 'Member'), assign('C', 'Admin'), assign('D', 'Member'), assign('E', 'Member'), assign('G', 'Member'),
      assign('H', 'Member'), assign('H2', null), assign('I', 'Member'), assign('J', 'Member'), assign('K', 'Member'), assign('L', 'Member'), assign('M', 'Member'),
    ]);
    const recent = new Date(now - 2 * day);
    const acc = (key: string, email: string, extra: Partial<typeof appUsers.$inferInsert> = {}) => ({
      companyId: company, appIntegrationId: integrationId, externalId: `ext-${key}`, name: `user-${key}`, email,
      actualRoleName: 'Member', isActive: true, lastSignedInAt: recent, externalCreatedAt: new Date(now - 400 * day), ...extra,
    });
    const inserted = await db
      .insert(appUsers)
      .values([
        acc('A', 'aiko.test@example.com'),
        acc('B', 'b@rule.example'),
        acc('C', 'c@rule.example'),
        acc('shared', 'shared@rule.example', { actualRoleName: 'Admin' }),
        acc('E', 'e.old@rule.example'),
        // e-mail says F, the hand link says G: G wins
        acc('FG', 'f@rule.example', { personId: person.G }),
        acc('H', 'h@rule.example'),
        acc('H2', 'h2@rule.example', { actualRoleName: 'Owner' }),
        acc('I', 'i@rule.example', { lastSignedInAt: new Date(now - 40 * day) }),
        acc('J', 'j@rule.example', { lastSignedInAt: null, externalCreatedAt: new Date(now - 100 * day) }),
        acc('K', 'k@rule.example', { lastSignedInAt: null, externalCreatedAt: new Date(now - 5 * day) }),
        acc('L', 'l@rule.example', { isActive: false, deactivatedAt: new Date(now - 50 * day), lastSignedInAt: new Date(now - 100 * day) }),
      ])
      .returning();
    for (const u of inserted) account[u.externalId.slice(4)] = u.id;
  });
  after(() => server.close());

  it('computes every rule matching case and flag', async () => {
    const rows = await list();
    // ALL: the accounts (NO_USER rows are listed under their own category)
    assert.equal(rows.length, 12);
    assert.ok(rows.every((r) => r.user !== null));
    const expect = (email: string, rule: AppUserRow['ruleMatching'], workerKey: string | null, flags: { inactive?: boolean; alumni?: boolean } = {}) => {
      const row = byEmail(rows, email);
      assert.equal(row.ruleMatching, rule, email);
      assert.equal(row.worker?.personId ?? null, workerKey ? person[workerKey] : null, email);
      assert.equal(row.isInactive, flags.inactive ?? false, `${email} inactive`);
      assert.equal(row.isAlumni, flags.alumni ?? false, `${email} alumni`);
    };
    expect('aiko.test@example.com', 'MATCHED', 'A');
    expect('b@rule.example', 'VIOLATED', 'B');
    expect('c@rule.example', 'VIOLATED_ROLE', 'C');
    expect('shared@rule.example', 'NO_WORKER', null);
    expect('e.old@rule.example', 'MATCHED', 'E');
    expect('f@rule.example', 'MATCHED', 'G');
    expect('h@rule.example', 'MATCHED', 'H', { alumni: true });
    // an assignment without a role accepts any role
    expect('h2@rule.example', 'MATCHED', 'H2', { alumni: true });
    expect('i@rule.example', 'MATCHED', 'I', { inactive: true });
    expect('j@rule.example', 'MATCHED', 'J', { inactive: true });
    expect('k@rule.example', 'MATCHED', 'K');
    // a deactivated account is neither inactive nor alumni
    expect('l@rule.example', 'MATCHED', 'L');

    const c = byEmail(rows, 'c@rule.example');
    assert.equal(c.worker?.assignedRoleName, 'Admin');
    assert.equal(c.user?.actualRoleName, 'Member');
    assert.equal(c.action, 'CHANGE_ROLE');
    assert.equal(byEmail(rows, 'f@rule.example').isLinkedByHand, true);
    assert.equal(byEmail(rows, 'e.old@rule.example').isLinkedByHand, false);
    assert.equal(byEmail(rows, 'shared@rule.example').action, 'LINK_OR_DELETE');
    assert.equal(byEmail(rows, 'h@rule.example').action, 'DEACTIVATE');
    assert.equal(byEmail(rows, 'i@rule.example').action, 'REVIEW_USAGE');
    assert.equal(byEmail(rows, 'k@rule.example').action, null);
    // canDelete: not MATCHED, or deactivated; canChangePerson: every account
    assert.deepEqual(
      rows.filter((r) => r.canDelete).map((r) => r.user!.email).sort(),
      ['b@rule.example', 'c@rule.example', 'l@rule.example', 'shared@rule.example'],
    );
    assert.ok(rows.every((r) => r.canChangePerson));
  });

  it('lists NO_USER rows: assigned workers without an account, not those who left', async () => {
    const rows = await list('category=NO_USER');
    assert.deepEqual(rows.map((r) => r.worker?.personId), [person.D]);
    const [row] = rows;
    assert.equal(row!.user, null);
    assert.equal(row!.id, `no-user:${person.D}`);
    assert.equal(row!.ruleMatching, 'NO_USER');
    assert.equal(row!.canDelete, false);
    assert.equal(row!.canChangePerson, false);
    assert.equal(row!.action, 'CREATE_ACCOUNT');
    assert.equal(row!.worker!.assignedRoleName, 'Member');
    // 001 §5: the row schema refuses a NO_USER row with a user, and a MATCHED row without one
    assert.equal(v.safeParse(appUserRowSchema, { ...row, user: byEmailUser }).success, false);
    assert.equal(v.safeParse(appUserRowSchema, { ...row, ruleMatching: 'MATCHED' }).success, false);
    assert.equal(v.safeParse(appUserRowSchema, { ...row, ruleMatching: 'NO_WORKER', worker: null }).success, false);
  });

  it('filters by category and text, with counts that agree', async () => {
    const expected: Record<string, string[]> = {
      MATCHED: ['aiko.test@example.com', 'e.old@rule.example', 'f@rule.example', 'h@rule.example', 'h2@rule.example', 'i@rule.example', 'j@rule.example', 'k@rule.example', 'l@rule.example'],
      VIOLATED: ['b@rule.example'],
      VIOLATED_ROLE: ['c@rule.example'],
      NO_WORKER: ['shared@rule.example'],
      INACTIVE: ['i@rule.example', 'j@rule.example'],
      ALUMNI: ['h2@rule.example', 'h@rule.example'],
    };
    for (const [category, emails] of Object.entries(expected)) {
      const rows = await list(`category=${category}`);
      assert.deepEqual(rows.map((r) => r.user!.email).sort(), [...emails].sort(), category);
      assert.equal(await count(`category=${category}`), emails.length, `${category} count`);
    }
    assert.equal(await count(), 12);
    assert.equal(await count('category=NO_USER'), 1);
    const found = await list('freeText=USER-H');
    assert.deepEqual(found.map((r) => r.user!.name).sort(), ['user-H', 'user-H2']);
    assert.equal(await count('freeText=user-h'), 2);
    assert.deepEqual((await list('category=NO_USER&freeText=d@rule')).map((r) => r.worker!.personId), [person.D]);
    assert.equal((await list('category=NO_USER&freeText=nobody')).length, 0);
  });

  it('sorts and pages', async () => {
    const byName = await list();
    assert.deepEqual(byName.map((r) => r.user!.name), [...byName.map((r) => r.user!.name)].sort());
    const desc = await list('sortColumn=EMAIL&sortOrder=desc');
    const emails = desc.map((r) => r.user!.email!);
    assert.deepEqual(emails, [...emails].sort().reverse());
    const signedIn = await list('sortColumn=LAST_SIGNED_IN_AT&sortOrder=asc');
    // never signed in last, whatever the direction
    assert.deepEqual(signedIn.slice(-2).map((r) => r.user!.lastSignedInAt), [null, null]);
    assert.equal(signedIn[0]!.user!.email, 'l@rule.example');
    const res = await call('GET', `/v3/app-integrations/${integrationId}/users?pageSize=5&pageIndex=1`);
    assert.equal(res.status, 200);
    assert.deepEqual(v.parse(rowsOf, res.body).items.map((r) => r.id), byName.slice(5, 10).map((r) => r.id));
  });

  it('links an account to a worker by hand, and unlinks it', async () => {
    const url = `/v3/app-integrations/${integrationId}/users/${account.shared}`;
    const linked = await call('PATCH', url, { personId: person.B });
    assert.equal(linked.status, 200, JSON.stringify(linked.body));
    const row = v.parse(appUserRowSchema, linked.body);
    assert.equal(row.worker?.personId, person.B);
    assert.equal(row.ruleMatching, 'VIOLATED');
    assert.equal(row.isLinkedByHand, true);
    const db = server.database.db;
    const audits = await db.select().from(auditLogs).where(and(eq(auditLogs.resourceType, 'APP_USER'), eq(auditLogs.resourceId, account.shared!)));
    assert.equal(audits.length, 1);
    assert.equal(audits[0]!.action, 'UPDATE');

    const unlinked = v.parse(appUserRowSchema, (await call('PATCH', url, { personId: null })).body);
    assert.equal(unlinked.ruleMatching, 'NO_WORKER');
    assert.equal(unlinked.worker, null);

    const [outsider] = await db.select({ id: people.id }).from(people).where(eq(people.companyId, seedCompanyIds.supplier)).limit(1);
    const foreign = await call('PATCH', url, { personId: outsider?.id ?? '00000000-0000-4000-8000-000000000000' });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.fieldErrors.map((e: { path: string }) => e.path), ['personId']);
    const bad = await call('PATCH', url, { personId: 'not-a-uuid' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((e: { path: string }) => e.path), ['personId']);
  });

  it('removes an account only when canDelete', async () => {
    const matched = await call('DELETE', `/v3/app-integrations/${integrationId}/users/${account.A}`);
    assert.equal(matched.status, 409);
    assert.equal(matched.body.code, 'CONFLICT');
    const violated = await call('DELETE', `/v3/app-integrations/${integrationId}/users/${account.B}`);
    assert.equal(violated.status, 204);
    const db = server.database.db;
    assert.equal((await db.select().from(appUsers).where(eq(appUsers.id, account.B!))).length, 0);
    const audits = await db.select().from(auditLogs).where(and(eq(auditLogs.resourceType, 'APP_USER'), eq(auditLogs.resourceId, account.B!)));
    assert.deepEqual(audits.map((a) => a.action), ['DELETE']);
    assert.equal((await call('DELETE', `/v3/app-integrations/${integrationId}/users/${account.B}`)).status, 404);
    // an account of another integration is not found through this one
    const [seeded] = await db.select({ id: appUsers.id }).from(appUsers).where(eq(appUsers.companyId, company)).limit(1);
    assert.equal((await call('DELETE', `/v3/app-integrations/${otherCompanyIntegrationId}/users/${seeded!.id}`)).status, 404);
  });

  it('answers 404 for another company’s integration or a non-UUID id, 400 with field paths for a bad query', async () => {
    for (const id of [otherCompanyIntegrationId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      assert.equal((await call('GET', `/v3/app-integrations/${id}/users`)).status, 404, id);
      assert.equal((await call('GET', `/v3/app-integrations/${id}/users/count`)).status, 404, id);
      assert.equal((await call('PATCH', `/v3/app-integrations/${id}/users/${account.A}`, { personId: null })).status, 404, id);
    }
    assert.equal((await call('GET', `/v3/app-integrations/${integrationId}/users/not-a-uuid`)).status, 404);
    assert.equal((await call('DELETE', `/v3/app-integrations/${integrationId}/users/not-a-uuid`)).status, 404);
    const bad = await call('GET', `/v3/app-integrations/${integrationId}/users?category=NOPE&pageSize=0&sortColumn=ROLE`);
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((e: { path: string }) => e.path).sort(), ['category', 'pageSize', 'sortColumn']);
    const unknown = await call('GET', `/v3/app-integrations/${integrationId}/users/count?pageIndex=1`);
    assert.equal(unknown.status, 400);
  });

  it('lets IT staff in (admin, it) and keeps other roles out (ga, hr, member)', async () => {
    const url = `/v3/app-integrations/${integrationId}/users`;
    for (const email of [demoAccounts.admin, demoAccounts.it]) {
      const cookie = await server.signIn(email);
      assert.equal((await call('GET', url, undefined, cookie)).status, 200, email);
      assert.equal((await call('GET', `${url}/count`, undefined, cookie)).status, 200, email);
    }
    for (const email of [demoAccounts.ga, demoAccounts.hr, demoAccounts.member]) {
      const cookie = await server.signIn(email);
      assert.equal((await call('GET', url, undefined, cookie)).status, 403, email);
      assert.equal((await call('GET', `${url}/count`, undefined, cookie)).status, 403, email);
      assert.equal((await call('DELETE', `${url}/${account.C}`, undefined, cookie)).status, 403, email);
      assert.equal((await call('PATCH', `${url}/${account.C}`, { personId: null }, cookie)).status, 403, email);
    }
    assert.equal((await server.app.inject({ url })).statusCode, 401);
  });

  it('seeds every case in the demo integrations', async () => {
    const db = server.database.db;
    const integrations = await db.select().from(appIntegrations).where(and(eq(appIntegrations.companyId, company), eq(appIntegrations.name, 'Google Workspace')));
    assert.equal(integrations.length, 1);
    const rows = (await call('GET', `/v3/app-integrations/${integrations[0]!.id}/users?pageSize=1000`)).body.items as AppUserRow[];
    assert.ok(rows.length > 10, `${rows.length} Google Workspace accounts`);
    assert.ok(rows.some((r) => r.ruleMatching === 'MATCHED'));
  });
});

/** A user object for the schema check of the NO_USER row. */
const byEmailUser = {
  id: '00000000-0000-4000-8000-000000000001', name: 'x', displayName: null, email: null, avatarUrl: null, configuredMfa: false, isActive: true,
  createdAt: null, deactivatedAt: null, lastSignedInAt: null, statusName: null, actualRoleName: null,
};
