import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { invitationSchema, sessionSchema, signInResultSchema } from '@kanri/contracts';
import { companies } from '../db/schema';
import { demoAccounts, demoInvitationCodes, seedCompanyIds } from '../db/seed';
import { sessionCookie, startTestServer, type TestServer } from '../test/support';

describe('auth', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ throttle: { accountMax: 3, addressMax: 1000, windowMs: 60_000 }, allowedOrigins: ['https://partner.example'] });
  });
  after(() => server.close());

  it('signs in with the demo password and answers the session', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: 'Admin@Kanri.example', password: 'kanri-demo' } });
    assert.equal(res.statusCode, 200);
    const result = v.parse(signInResultSchema, res.json());
    assert.equal(result.mfaRequired, false);
    const cookie = res.cookies.find((c) => c.name === 'kanri_session');
    assert.ok(cookie);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.notEqual(cookie.secure, true);

    const session = await server.app.inject({ url: '/v2/session', headers: { cookie: sessionCookie(res), 'accept-language': 'ja-JP' } });
    assert.equal(session.statusCode, 200);
    const body = v.parse(sessionSchema, session.json());
    assert.equal(body.user.email, demoAccounts.admin);
    assert.equal(body.user.name, '山田 太郎');
    assert.equal(body.company.name, '株式会社カンリ商事');
    assert.deepEqual(body.accessibles, { hasOperator: true, hasIndividual: true, products: ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'] });
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/sign-in',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: demoAccounts.member, password: 'kanri-demo' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.cookies.find((c) => c.name === 'kanri_session')?.secure, true);
  });

  it('refuses a wrong password and an unknown e-mail alike, localized', async () => {
    const wrong = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.member, password: 'nope-nope' } });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/sign-in',
      headers: { 'accept-language': 'ja,en;q=0.5' },
      payload: { email: 'nobody@kanri.example', password: 'kanri-demo' },
    });
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().code, 'INVALID_CREDENTIALS');
    assert.equal(wrong.json().message, 'E-mail or password is incorrect.');
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().message, 'メールアドレスまたはパスワードが正しくありません。');
    assert.equal(wrong.cookies.length, 0);
  });

  it('answers 400 with field paths for a bad sign-in body', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', headers: { 'accept-language': 'ja-JP' }, payload: { email: 'not-an-email' } });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.code, 'VALIDATION_ERROR');
    assert.deepEqual(body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['email', 'password']);
    assert.equal(body.fieldErrors.find((f: { path: string }) => f.path === 'email').message, '有効なメールアドレスを入力してください');
  });

  it('throttles repeated failures per account with 429 and Retry-After, even for the right password', async () => {
    const email = 'throttled@kanri.example';
    for (let i = 0; i < 3; i++) {
      const res = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email, password: 'wrong-password' } });
      assert.equal(res.statusCode, 401);
    }
    const blocked = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email, password: 'wrong-password' } });
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().code, 'TOO_MANY_REQUESTS');
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    // Another account from the same address is not affected.
    const other = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.supplier, password: 'kanri-demo' } });
    assert.equal(other.statusCode, 200);
  });

  it('throttles per address across accounts', async () => {
    const local = await startTestServer({ throttle: { accountMax: 100, addressMax: 2, windowMs: 60_000 } }, 10);
    try {
      for (const email of ['a@kanri.example', 'b@kanri.example']) {
        const res = await local.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email, password: 'whatever1' } });
        assert.equal(res.statusCode, 401);
      }
      const res = await local.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.admin, password: 'kanri-demo' } });
      assert.equal(res.statusCode, 429);
      const elsewhere = await local.app.inject({ method: 'POST', url: '/v2/auth/sign-in', remoteAddress: '10.0.0.9', payload: { email: demoAccounts.admin, password: 'kanri-demo' } });
      assert.equal(elsewhere.statusCode, 200);
    } finally {
      await local.close();
    }
  });

  it('answers 401 without a session and after sign-out', async () => {
    const none = await server.app.inject({ url: '/v2/session' });
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().code, 'UNAUTHENTICATED');
    const cookie = await server.signIn(demoAccounts.member);
    assert.equal((await server.app.inject({ url: '/v2/session', headers: { cookie } })).statusCode, 200);
    const out = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-out', headers: { cookie } });
    assert.equal(out.statusCode, 204);
    assert.equal((await server.app.inject({ url: '/v2/session', headers: { cookie } })).statusCode, 401);
    assert.equal((await server.app.inject({ url: '/v2/session', headers: { cookie: 'kanri_session=forged' } })).statusCode, 401);
  });

  it('answers 403 when the account for the area is missing', async () => {
    const member = await server.signIn(demoAccounts.member);
    const staffCall = await server.app.inject({ url: '/v2/people', headers: { cookie: member } });
    assert.equal(staffCall.statusCode, 403);
    assert.equal(staffCall.json().code, 'FORBIDDEN');
    assert.equal((await server.app.inject({ url: '/v2/individual/tasks', headers: { cookie: member } })).statusCode, 200);
    const supplier = await server.signIn(demoAccounts.supplier);
    assert.equal((await server.app.inject({ url: '/v2/individual/tasks', headers: { cookie: supplier } })).statusCode, 403);
  });

  it('saves the locale and uses it when Accept-Language is absent', async () => {
    const cookie = await server.signIn(demoAccounts.member);
    const patched = await server.app.inject({ method: 'PATCH', url: '/v2/session/locale', headers: { cookie }, payload: { locale: 'en-US' } });
    assert.equal(patched.statusCode, 200);
    assert.deepEqual(patched.json(), { locale: 'en-US' });
    const session = await server.app.inject({ url: '/v2/session', headers: { cookie } });
    assert.equal(session.json().locale, 'en-US');
    assert.equal(session.json().user.name, 'Hanako Sato');
    const bad = await server.app.inject({ method: 'PATCH', url: '/v2/session/locale', headers: { cookie, 'accept-language': 'ja-JP' }, payload: { locale: 'fr-FR' } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fieldErrors, [{ path: 'locale', message: 'en-US または ja-JP を選択してください' }]);
    await server.app.inject({ method: 'PATCH', url: '/v2/session/locale', headers: { cookie }, payload: { locale: 'ja-JP' } });
    const ja = await server.app.inject({ url: '/v2/session', headers: { cookie } });
    assert.equal(ja.json().user.name, '佐藤 花子');
  });

  it('refuses state-changing calls from a foreign Origin, allows own, listed and absent origins', async () => {
    const cookie = await server.signIn(demoAccounts.member);
    const call = (headers: Record<string, string>) =>
      server.app.inject({ method: 'PATCH', url: '/v2/session/locale', headers: { cookie, ...headers }, payload: { locale: 'ja-JP' } });
    const foreign = await call({ origin: 'https://evil.example', host: 'kanri.example' });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().code, 'FOREIGN_ORIGIN');
    assert.equal((await call({ origin: 'http://kanri.example', host: 'kanri.example' })).statusCode, 200);
    assert.equal((await call({ origin: 'http://localhost:8080', host: '127.0.0.1:8090', 'x-forwarded-host': 'localhost:8080' })).statusCode, 200);
    assert.equal((await call({ origin: 'https://partner.example', host: 'kanri.example' })).statusCode, 200);
    assert.equal((await call({})).statusCode, 200);
    // A foreign origin cannot sign in either (login CSRF).
    const signIn = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', headers: { origin: 'https://evil.example' }, payload: { email: demoAccounts.admin, password: 'kanri-demo' } });
    assert.equal(signIn.statusCode, 403);
    // Reads are not affected.
    assert.equal((await server.app.inject({ url: '/v2/session', headers: { cookie, origin: 'https://evil.example' } })).statusCode, 200);
  });

  it('runs the e-mail MFA flow through the dev mailbox', async () => {
    await server.database.db.update(companies).set({ mfaEmailEnabled: true }).where(eq(companies.id, seedCompanyIds.supplier));
    try {
      const first = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.supplier, password: 'kanri-demo' } });
      assert.equal(first.statusCode, 200);
      assert.deepEqual(first.json(), { mfaRequired: true, method: 'email' });
      const pending = sessionCookie(first);
      // A pending sign-in is not a session.
      assert.equal((await server.app.inject({ url: '/v2/session', headers: { cookie: pending } })).statusCode, 401);

      const mailbox = await server.app.inject({ url: `/v2/dev/mailbox?to=${encodeURIComponent(demoAccounts.supplier)}` });
      const code: string = mailbox.json().messages[0].code;
      assert.match(code, /^\d{6}$/);

      const malformed = await server.app.inject({ method: 'POST', url: '/v2/auth/mfa/verify', headers: { cookie: pending }, payload: { code: '12ab' } });
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.json().fieldErrors[0].path, 'code');
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await server.app.inject({ method: 'POST', url: '/v2/auth/mfa/verify', headers: { cookie: pending }, payload: { code: wrongCode } });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().code, 'INVALID_CODE');

      const ok = await server.app.inject({ method: 'POST', url: '/v2/auth/mfa/verify', headers: { cookie: pending }, payload: { code } });
      assert.equal(ok.statusCode, 200);
      assert.equal(ok.json().mfaRequired, false);
      const full = sessionCookie(ok);
      assert.notEqual(full, pending);
      assert.equal((await server.app.inject({ url: '/v2/session', headers: { cookie: full } })).statusCode, 200);
      // The code and the pending token are spent.
      const again = await server.app.inject({ method: 'POST', url: '/v2/auth/mfa/verify', headers: { cookie: pending }, payload: { code } });
      assert.equal(again.statusCode, 401);
    } finally {
      await server.database.db.update(companies).set({ mfaEmailEnabled: false }).where(eq(companies.id, seedCompanyIds.supplier));
    }
  });

  it('locks a one-time code after five wrong tries', async () => {
    await server.database.db.update(companies).set({ mfaEmailEnabled: true }).where(eq(companies.id, seedCompanyIds.supplier));
    try {
      const first = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.supplier, password: 'kanri-demo' } });
      const pending = sessionCookie(first);
      const code: string = (await server.app.inject({ url: `/v2/dev/mailbox?to=${demoAccounts.supplier}` })).json().messages[0].code;
      const wrongCode = code === '000000' ? '111111' : '000000';
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await server.app.inject({ method: 'POST', url: '/v2/auth/mfa/verify', headers: { cookie: pending }, payload: { code: wrongCode } })).statusCode);
      }
      assert.deepEqual(statuses, [400, 400, 400, 400, 429]);
      const right = await server.app.inject({ method: 'POST', url: '/v2/auth/mfa/verify', headers: { cookie: pending }, payload: { code } });
      assert.equal(right.statusCode, 429);
    } finally {
      await server.database.db.update(companies).set({ mfaEmailEnabled: false }).where(eq(companies.id, seedCompanyIds.supplier));
    }
  });

  it('turns e-mail MFA on and off through the settings calls', async () => {
    const cookie = await server.signIn(demoAccounts.admin);
    assert.deepEqual((await server.app.inject({ url: '/v2/settings/mfa', headers: { cookie } })).json(), { email: { enabled: false } });
    const on = await server.app.inject({ method: 'PATCH', url: '/v2/settings/mfa/email', headers: { cookie }, payload: { enabled: true } });
    assert.deepEqual(on.json(), { email: { enabled: true } });
    const signIn = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.admin, password: 'kanri-demo' } });
    assert.equal(signIn.json().mfaRequired, true);
    const bad = await server.app.inject({ method: 'PATCH', url: '/v2/settings/mfa/email', headers: { cookie }, payload: { enabled: 'yes' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().fieldErrors[0].path, 'enabled');
    await server.app.inject({ method: 'PATCH', url: '/v2/settings/mfa/email', headers: { cookie }, payload: { enabled: false } });
  });

  it('shows, refuses and accepts invitations', async () => {
    const get = await server.app.inject({ url: `/v2/invitations/${demoInvitationCodes.validIndividual}`, headers: { 'accept-language': 'ja-JP' } });
    assert.equal(get.statusCode, 200);
    assert.deepEqual(v.parse(invitationSchema, get.json()), { email: 'ren.kato@kanri.example', givenName: '蓮', familyName: '加藤', middleName: null });

    assert.equal((await server.app.inject({ url: '/v2/invitations/no-such-code' })).statusCode, 404);
    assert.equal((await server.app.inject({ url: '/v2/invitations/bad%20code!' })).statusCode, 400);
    const expired = await server.app.inject({ url: `/v2/invitations/${demoInvitationCodes.expired}` });
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().code, 'INVITATION_EXPIRED');

    const short = await server.app.inject({ method: 'POST', url: `/v2/invitations/${demoInvitationCodes.validIndividual}/accept`, payload: { password: 'short' } });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().fieldErrors[0].path, 'password');

    const accept = await server.app.inject({ method: 'POST', url: `/v2/invitations/${demoInvitationCodes.validIndividual}/accept`, payload: { password: 'a-new-password' } });
    assert.equal(accept.statusCode, 200);
    const session = accept.json().session;
    assert.equal(session.user.email, 'ren.kato@kanri.example');
    assert.deepEqual(session.accessibles, { hasOperator: false, hasIndividual: true, products: [] });
    assert.equal((await server.app.inject({ url: '/v2/individual/tasks', headers: { cookie: sessionCookie(accept) } })).statusCode, 200);

    // Used up: the same code no longer works, and the new password signs in.
    assert.equal((await server.app.inject({ url: `/v2/invitations/${demoInvitationCodes.validIndividual}` })).statusCode, 410);
    await server.signIn('ren.kato@kanri.example', 'a-new-password');
  });

  it('answers the health check and 404 for unknown paths', async () => {
    assert.deepEqual((await server.app.inject({ url: '/healthz' })).json(), { status: 'ok', database: 'ok' });
    const missing = await server.app.inject({ url: '/v2/nothing-here', headers: { 'accept-language': 'ja-JP' } });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, '対象が見つかりません。');
  });
});
