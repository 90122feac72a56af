import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

/** Issue 29: the general per-client and per-session limits and the invitation look-up's (`auth/rate-limit.ts`). */
describe('rate limits: 429 with Retry-After in the error shape', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ rateLimit: { perClient: 8, perSession: 4, windowMs: 60_000, invitationsPerClient: 3 } }, 10);
  });
  after(() => server.close());

  const expectLimited = (res: Awaited<ReturnType<TestServer['app']['inject']>>) => {
    assert.equal(res.statusCode, 429, res.body);
    assert.ok(Number(res.headers['retry-after']) >= 1);
    assert.equal(res.json().code, 'TOO_MANY_REQUESTS');
  };

  it('limits one session wherever its calls come from, and leaves other sessions alone', async () => {
    const cookie = await server.signIn(demoAccounts.member);
    const read = (remoteAddress: string, session = cookie) => server.app.inject({ url: '/v2/session', remoteAddress, headers: { cookie: session, 'accept-language': 'en-US' } });
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) assert.equal((await read(address)).statusCode, 200);
    const limited = await read('192.0.2.5');
    expectLimited(limited);
    assert.match(limited.json().message, /Too many/);
    const other = await server.signIn(demoAccounts.it);
    assert.equal((await read('192.0.2.6', other)).statusCode, 200);
  });

  it('limits one client address, signed in or not, and a client-sent X-Forwarded-For does not make it another', async () => {
    const client = '203.0.113.40';
    const call = (forwardedFor: string) => server.app.inject({ url: '/healthz/none', remoteAddress: client, headers: { 'x-forwarded-for': forwardedFor } });
    for (let i = 0; i < 8; i++) assert.equal((await call(`198.51.100.${i}`)).statusCode, 404);
    expectLimited(await call('198.51.100.200'));
    // another client is not affected; the health check is never counted
    assert.equal((await server.app.inject({ url: '/v2/nothing', remoteAddress: '203.0.113.41' })).statusCode, 404);
    assert.equal((await server.app.inject({ url: '/healthz', remoteAddress: client })).statusCode, 200);
  });

  it('throttles the invitation look-up per client', async () => {
    const lookUp = (remoteAddress: string) => server.app.inject({ url: '/v2/invitations/guessed-code-0000000000', remoteAddress });
    for (let i = 0; i < 3; i++) assert.equal((await lookUp('203.0.113.50')).statusCode, 404);
    expectLimited(await lookUp('203.0.113.50'));
    assert.equal((await lookUp('203.0.113.51')).statusCode, 404);
  });
});
