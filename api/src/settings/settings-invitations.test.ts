import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { AccountRow, AuditLogEntry, EffectivePermissions } from '@kanri/contracts';
import { demoAccounts, demoPassword } from '../seed/seed';
import { queryRows } from '../db/client';
import { startTestServer, type TestServer } from '../test/support';

/** Invitations (invite, resend, revoke) and a user's effective permissions (issue 9, settings: persons). */
describe('invitations and effective permissions', () => {
  let server: TestServer;
  let admin: string;
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, cookie = admin) => {
    const res = await server.app.inject({ method, url, headers: { cookie, 'accept-language': 'en-US' }, payload: payload as object });
    return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : null };
  };
  const lastCode = async (email: string) => {
    const res = await server.app.inject({ url: `/v2/dev/mailbox?to=${encodeURIComponent(email)}` });
    return (res.json() as { messages: { code: string; subject: string }[] }).messages[0];
  };
  const staffInvitations = async (email: string) =>
    ((await call('GET', `/v2/settings/operator-accounts?category=INVITATION&freeText=${encodeURIComponent(email)}`)).body as { items: AccountRow[] }).items;
  const invite = (body: Record<string, unknown>) =>
    call('POST', '/v2/settings/invitations', { familyName: '山田', givenName: '花子', familyNameEn: 'Yamada', givenNameEn: 'Hanako', accounts: ['OPERATOR', 'INDIVIDUAL'], personId: null, validityDays: 7, ...body });

  before(async () => {
    server = await startTestServer({}, 40);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(() => server.close());

  it('invites by e-mail, lists the open invitation, and the link signs the person in linked to their person record', async () => {
    // a person of the company without a user: the invitation links to them by e-mail
    const [person] = await queryRows<{ id: string; email: string }>(
      server.database.db,
      sql`SELECT p.id, p.email FROM people p WHERE p.company_id = ${server.seed.customerCompanyId} AND p.status = 'ACTIVE'
            AND NOT EXISTS (SELECT 1 FROM users u WHERE u.person_id = p.id OR u.email = lower(p.email)) ORDER BY p.id LIMIT 1`,
    );
    const created = await invite({ email: person!.email.toUpperCase() });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const row = created.body as AccountRow & { type: 'INVITATION' };
    assert.equal(row.type, 'INVITATION');
    assert.equal(row.email, person!.email.toLowerCase());
    assert.equal(row.name, 'Hanako Yamada');
    assert.equal(row.isExpired, false);
    const days = (Date.parse(row.expiresAt) - Date.parse(row.createdAt)) / 86_400_000;
    assert.equal(Math.round(days), 7);
    assert.deepEqual((await staffInvitations(person!.email)).map((r) => r.id), [row.id]);

    const mail = await lastCode(person!.email.toLowerCase());
    assert.match(mail!.subject, /invited to kanri/);
    const preview = await server.app.inject({ url: `/v2/invitations/${mail!.code}`, headers: { 'accept-language': 'ja-JP' } });
    assert.equal(preview.statusCode, 200);
    assert.deepEqual(preview.json(), { email: person!.email.toLowerCase(), familyName: '山田', givenName: '花子', middleName: null });

    const accepted = await server.app.inject({ method: 'POST', url: `/v2/invitations/${mail!.code}/accept`, payload: { password: demoPassword } });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const [user] = await queryRows<{ id: string; person_id: string }>(server.database.db, sql`SELECT id, person_id FROM users WHERE email = ${person!.email.toLowerCase()}`);
    assert.equal(user!.person_id, person!.id);
    // accepted: no longer an open invitation; now a membership
    assert.deepEqual(await staffInvitations(person!.email), []);
    const permissions = (await call('GET', `/v2/settings/users/${user!.id}/permissions`)).body as EffectivePermissions;
    assert.equal(permissions.hasOperator, true);
    assert.equal(permissions.person?.id, person!.id);
    // an invited person holds no role until a people group takes them in
    assert.deepEqual(permissions.products, []);
  });

  it('refuses an address that already has a user or an open invitation (409 at email) and bad input (400 with paths)', async () => {
    const taken = await invite({ email: demoAccounts.it });
    assert.equal(taken.status, 409);
    assert.deepEqual((taken.body!.fieldErrors as { path: string }[]).map((e) => e.path), ['email']);

    assert.equal((await invite({ email: 'twice@kanri.example' })).status, 201);
    const again = await invite({ email: 'Twice@kanri.example' });
    assert.equal(again.status, 409);
    assert.match(String(again.body!.message), /already open/);

    const bad = await call('POST', '/v2/settings/invitations', { email: 'not-an-address', familyName: '  ', givenName: 'x', familyNameEn: null, givenNameEn: null, accounts: [], personId: 'nope', validityDays: 31 });
    assert.equal(bad.status, 400);
    assert.deepEqual((bad.body!.fieldErrors as { path: string }[]).map((e) => e.path).sort(), ['accounts', 'email', 'familyName', 'personId', 'validityDays']);
    const unknownPerson = await invite({ email: 'ghost@kanri.example', personId: '00000000-0000-4000-8000-000000000001' });
    assert.equal(unknownPerson.status, 400);
    assert.deepEqual((unknownPerson.body!.fieldErrors as { path: string }[]).map((e) => e.path), ['personId']);
  });

  it('resends with a new link (the old one stops working) and revokes, auditing each step', async () => {
    const email = 'resend@kanri.example';
    const created = (await invite({ email, validityDays: 3 })).body as AccountRow;
    const first = (await lastCode(email))!.code;
    const resent = await call('POST', `/v2/settings/invitations/${created.id}/resend`);
    assert.equal(resent.status, 200);
    const second = (await lastCode(email))!.code;
    assert.notEqual(second, first);
    assert.equal((await server.app.inject({ url: `/v2/invitations/${first}` })).statusCode, 404);
    assert.equal((await server.app.inject({ url: `/v2/invitations/${second}` })).statusCode, 200);
    const row = resent.body as AccountRow & { type: 'INVITATION' };
    assert.equal(Math.round((Date.parse(row.expiresAt) - Date.parse(row.createdAt)) / 86_400_000), 3);

    assert.equal((await call('DELETE', `/v2/settings/invitations/${created.id}`)).status, 204);
    assert.equal((await server.app.inject({ url: `/v2/invitations/${second}` })).statusCode, 404);
    assert.equal((await call('DELETE', `/v2/settings/invitations/${created.id}`)).status, 404);
    assert.equal((await call('POST', `/v2/settings/invitations/${created.id}/resend`)).status, 404);
    assert.deepEqual(await staffInvitations(email), []);

    const history = (await call('GET', `/v2/audit-logs?resourceType=INVITATION&resourceId=${created.id}`)).body as { items: AuditLogEntry[] };
    assert.deepEqual(history.items.map((e) => e.action), ['DELETE', 'UPDATE', 'CREATE']);
    // the code never reaches the audit log
    assert.ok(!JSON.stringify(history).includes(second));
  });

  it("shows each staff member's products and the roles and groups that grant them", async () => {
    const staff = ((await call('GET', `/v2/settings/operator-accounts?category=MEMBERSHIP&freeText=${encodeURIComponent(demoAccounts.it)}`)).body as { items: AccountRow[] }).items;
    const it = staff[0] as AccountRow & { type: 'MEMBERSHIP' };
    assert.deepEqual(it.products, ['IT']);
    const admins = ((await call('GET', `/v2/settings/operator-accounts?category=MEMBERSHIP&freeText=${encodeURIComponent(demoAccounts.admin)}`)).body as { items: AccountRow[] }).items;
    assert.deepEqual((admins[0] as AccountRow & { type: 'MEMBERSHIP' }).products, ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS']);

    const permissions = (await call('GET', `/v2/settings/users/${it.userId}/permissions`)).body as EffectivePermissions;
    assert.deepEqual(permissions.products, ['IT']);
    assert.deepEqual(permissions.roles.map((r) => [r.name, r.products, r.peopleGroups.map((g) => g.name)]), [['Information systems', ['IT'], ['Information Systems Dept.']]], 'named in the request language (issue 30)');
    assert.equal((await call('GET', '/v2/settings/users/00000000-0000-4000-8000-000000000001/permissions')).status, 404);
    // another company's user is not found either
    assert.equal((await call('GET', `/v2/settings/users/${server.seed.supplierUserId}/permissions`)).status, 404);
    // a staff member without SETTINGS may not look
    const itCookie = await server.signIn(demoAccounts.it);
    assert.equal((await call('GET', `/v2/settings/users/${it.userId}/permissions`, undefined, itCookie)).status, 403);
  });
});
