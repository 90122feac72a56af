import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { invitationSchema, sessionSchema, signInResultSchema } from '@kanri/contracts';
import { eq, sql } from 'drizzle-orm';
import { companies, signInFailures } from '../schema';
import { Throttle } from './throttle';
import { demoAccounts, demoInvitationCodes, seedCompanyIds } from '../seed/seed';
import { sessionCookie, startTestServer, type TestServer } from '../test/support';

describe('auth', () => {
  let server: TestServer;
  before(async () => {
    // a delay of a minute: a test that expects a 429 must not see it lapse while a loaded machine
    // hashes the passwords of its earlier tries (a 1 s delay did, in a CI run)
    server = await startTestServer({ throttle: { accountFree: 3, addressFree: 1000, windowMs: 60_000, baseDelayMs: 60_000 }, allowedOrigins: ['https://partner.example'] });
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
    assert.deepEqual(body.accessibles, { hasOperator: true, hasIndividual: true, products: ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'], marketplaceRole: 'CUSTOMER' });
  });

  it('says the company’s marketplace role: a supplier’s staff are told SUPPLIER, so the shell lands them on their sales orders (issue 30)', async () => {
    const supplier = await server.signIn(demoAccounts.supplier);
    const body = v.parse(sessionSchema, (await server.app.inject({ url: '/v2/session', headers: { cookie: supplier } })).json());
    assert.equal(body.accessibles.marketplaceRole, 'SUPPLIER');
    assert.equal(body.accessibles.hasOperator, true);
    // a company that sells and also buys keeps its whole back office
    await server.database.db.update(companies).set({ isMarketplaceCustomer: true }).where(eq(companies.id, seedCompanyIds.supplier));
    try {
      const both = await server.signIn(demoAccounts.supplier);
      assert.equal((await server.app.inject({ url: '/v2/session', headers: { cookie: both } })).json().accessibles.marketplaceRole, 'CUSTOMER');
    } finally {
      await server.database.db.update(companies).set({ isMarketplaceCustomer: false }).where(eq(companies.id, seedCompanyIds.supplier));
    }
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

  it('throttles repeated failures per account and client with 429 and Retry-After, even for the right password', async () => {
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
    const local = await startTestServer({ throttle: { accountFree: 100, addressFree: 2, windowMs: 60_000 } }, 10);
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

  it('never locks the owner out: failures from a stranger address slow that address only, for known and unknown accounts alike', async () => {
    const stranger = '203.0.113.7';
    const signIn = (email: string, password: string, remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', remoteAddress, payload: { email, password } });
    for (const email of [demoAccounts.it, 'nobody-here@kanri.example']) {
      for (let i = 0; i < 3; i++) assert.equal((await signIn(email, 'wrong-password', stranger)).statusCode, 401);
      const slowed = await signIn(email, 'wrong-password', stranger);
      // the same answer whether the account exists or not (no enumeration)
      assert.equal(slowed.statusCode, 429);
      assert.equal(slowed.json().code, 'TOO_MANY_REQUESTS');
      assert.ok(Number(slowed.headers['retry-after']) >= 1);
    }
    // the owner, from their own client, signs in at once while the stranger is being slowed down
    assert.equal((await signIn(demoAccounts.it, 'kanri-demo', '198.51.100.20')).statusCode, 200);
    assert.equal((await signIn(demoAccounts.it, 'kanri-demo', stranger)).statusCode, 429);
  });

  it('keys the throttle by the socket address: a client-sent X-Forwarded-For counts only from a trusted proxy', async () => {
    const untrusted = '203.0.113.8';
    const signIn = (remoteAddress: string, forwardedFor: string) =>
      server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { email: demoAccounts.hr, password: 'wrong-password' } });
    for (let i = 0; i < 3; i++) assert.equal((await signIn(untrusted, `192.0.2.${i + 1}`)).statusCode, 401);
    // a new X-Forwarded-For from the same untrusted address does not start a new count
    assert.equal((await signIn(untrusted, '192.0.2.99')).statusCode, 429);
    // through the host's proxy (loopback, trusted) the forwarded client address is the key
    assert.equal((await signIn('127.0.0.1', '192.0.2.50')).statusCode, 401);
  });

  it('waits longer after each further failure (growing delays, timed by the database clock)', async () => {
    const key = 'account:grow@kanri.example|192.0.2.77';
    const throttle = new Throttle(server.database.db, { free: 3, baseDelayMs: 60_000, maxDelayMs: 240_000, windowMs: 3_600_000 });
    assert.deepEqual([0, 2, 3, 4, 5, 6, 9].map((n) => throttle.delayAfter(n)), [0, 0, 60_000, 120_000, 240_000, 240_000, 240_000]);
    // failures made 90 s ago: after three the wait (60 s) is over, after four (120 s) 30 s remain,
    // after five (240 s) 150 s
    const ago = sql`clock_timestamp() - make_interval(secs => 90)`;
    await server.database.db.insert(signInFailures).values([1, 2, 3].map(() => ({ key, failedAt: ago })));
    assert.equal(await throttle.retryAfter(key), 0);
    await server.database.db.insert(signInFailures).values({ key, failedAt: ago });
    const four = await throttle.retryAfter(key);
    assert.ok(four > 20 && four <= 30, `waits ${four} s after four`);
    await server.database.db.insert(signInFailures).values({ key, failedAt: ago });
    const five = await throttle.retryAfter(key);
    assert.ok(five > 140 && five <= 150, `waits ${five} s after five`);
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

  it('refuses state-changing calls from a foreign Origin, allows own and listed origins', async () => {
    const cookie = await server.signIn(demoAccounts.member);
    const call = (headers: Record<string, string | undefined>, remoteAddress?: string) =>
      server.app.inject({ method: 'PATCH', url: '/v2/session/locale', remoteAddress, headers: { cookie, ...headers }, payload: { locale: 'ja-JP' } });
    const foreign = await call({ origin: 'https://evil.example', host: 'kanri.example' });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().code, 'FOREIGN_ORIGIN');
    assert.equal((await call({ origin: 'http://kanri.example', host: 'kanri.example' })).statusCode, 200);
    // X-Forwarded-Host counts from the host's proxy (loopback, trusted) only
    assert.equal((await call({ origin: 'http://localhost:8080', host: '127.0.0.1:8090', 'x-forwarded-host': 'localhost:8080' })).statusCode, 200);
    const forged = await call({ origin: 'http://evil.example', host: 'kanri.example', 'x-forwarded-host': 'evil.example' }, '203.0.113.30');
    assert.equal(forged.statusCode, 403);
    assert.equal((await call({ origin: 'https://partner.example', host: 'kanri.example' })).statusCode, 200);
    // the scheme counts: an http page may not write to the https app, nor the reverse
    assert.equal((await call({ origin: 'https://kanri.example', host: 'kanri.example' })).statusCode, 403);
    assert.equal((await call({ origin: 'https://kanri.example', host: 'kanri.example', 'x-forwarded-proto': 'https' })).statusCode, 200);
    assert.equal((await call({ origin: 'null', host: 'kanri.example' })).statusCode, 403);
    // A foreign origin cannot sign in either (login CSRF).
    const signIn = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', headers: { origin: 'https://evil.example' }, payload: { email: demoAccounts.admin, password: 'kanri-demo' } });
    assert.equal(signIn.statusCode, 403);
    // A session's write with neither Origin nor Sec-Fetch-Site is refused, in the error shape.
    const bare = await call({ origin: undefined });
    assert.equal(bare.statusCode, 403);
    assert.equal(bare.json().code, 'FOREIGN_ORIGIN');
    assert.equal(typeof bare.json().message, 'string');
    assert.equal((await call({ origin: undefined, 'sec-fetch-site': 'same-origin' })).statusCode, 200);
    assert.equal((await call({ origin: undefined, 'sec-fetch-site': 'cross-site' })).statusCode, 403);
    // Without a session cookie there is nothing to forge: a script may sign in without Origin.
    assert.equal((await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.legal, password: 'kanri-demo' } })).statusCode, 200);
    // Reads are not affected.
    assert.equal((await server.app.inject({ url: '/v2/session', headers: { cookie, origin: 'https://evil.example' } })).statusCode, 200);
  });

  it('takes the configured public origin, scheme included, as the only own origin', async () => {
    const local = await startTestServer({ publicOrigin: 'https://kanri.example' }, 10);
    try {
      const cookie = await local.signIn(demoAccounts.member);
      const call = (headers: Record<string, string>) =>
        local.app.inject({ method: 'PATCH', url: '/v2/session/locale', headers: { cookie, ...headers }, payload: { locale: 'ja-JP' } });
      assert.equal((await call({ origin: 'https://kanri.example', host: '127.0.0.1:8090' })).statusCode, 200);
      assert.equal((await call({ origin: 'http://kanri.example', host: 'kanri.example' })).statusCode, 403);
      assert.equal((await call({ origin: 'http://localhost:8080', host: '127.0.0.1:8090', 'x-forwarded-host': 'localhost:8080' })).statusCode, 403);
    } finally {
      await local.close();
    }
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
    assert.deepEqual(session.accessibles, { hasOperator: false, hasIndividual: true, products: [], marketplaceRole: 'CUSTOMER' });
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
