import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { openDatabase, queryObserver } from '../db/client';
import { people, sessions } from '../schema';
import { demoAccounts } from '../seed/seed';
import { sha256 } from '../lib/tokens';
import { startTestServer, type TestServer } from '../test/support';
import { SessionStore, type CacheInvalidations } from './sessions';

/**
 * The session-lookup cache (issue 8): a revoked session or changed permissions take effect on the
 * next request, in this process and in every other one sharing the database. (Every other API test
 * also runs with the cache on: `startTestServer` turns it on.)
 */
describe('session cache', () => {
  let server: TestServer;
  const token = (cookie: string) => cookie.slice('kanri_session='.length);
  const get = (cookie: string, url: string) => server.app.inject({ url, headers: { cookie } }).then((r) => r.statusCode);

  before(async () => {
    server = await startTestServer({ sessionCacheMs: 600_000 }, 40);
  });
  after(() => server.close());

  it('ends a signed-out session on the next request though its lookup was cached', async () => {
    const cookie = await server.signIn(demoAccounts.admin);
    assert.equal(await get(cookie, '/v2/people'), 200);
    assert.equal(await get(cookie, '/v2/people'), 200, 'served from the cache');
    const out = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-out', headers: { cookie } });
    assert.ok(out.statusCode < 300);
    assert.equal(await get(cookie, '/v2/people'), 401);
  });

  it('drops cached permissions on any write: a person made alumni by another call loses their products', async () => {
    const admin = await server.signIn(demoAccounts.admin);
    const it = await server.signIn(demoAccounts.it);
    assert.equal(await get(it, '/v2/networks'), 200);
    // the write goes straight to the database (no API call): the cache keeps the old answer…
    const itPerson = (await server.app.inject({ url: '/v2/session', headers: { cookie: it } }).then((r) => r.json())).user.personId as string;
    await server.database.db.update(people).set({ status: 'ALUMNI' }).where(eq(people.id, itPerson));
    assert.equal(await get(it, '/v2/networks'), 200, 'cached: no API call changed anything yet');
    // …until any state-changing API call, whatever it changed, drops every cached lookup
    // (here the admin saves a list's column settings: nothing to do with the IT staff member)
    const write = await server.app.inject({ method: 'PUT', url: '/v2/table-settings/networks', headers: { cookie: admin }, payload: { columns: [] } });
    assert.ok(write.statusCode < 300, `the write answered ${write.statusCode}`);
    assert.equal(await get(it, '/v2/networks'), 403);
    await server.database.db.update(people).set({ status: 'ACTIVE' }).where(eq(people.id, itPerson));
  });

  it('answers GET /v2/session from the cache without a statement, and shows a write on the next call (issue 28)', async () => {
    const hr = await server.signIn(demoAccounts.hr);
    const session = async (lang: string) => {
      const statements: string[] = [];
      queryObserver.current = (sql) => statements.push(sql);
      try {
        const res = await server.app.inject({ url: '/v2/session', headers: { cookie: hr, 'accept-language': lang } });
        return { body: res.json() as { locale: string; user: { name: string } }, statements: statements.length };
      } finally {
        queryObserver.current = null;
      }
    };
    const first = await session('ja-JP');
    const again = await session('ja-JP');
    assert.deepEqual(again.body, first.body);
    assert.equal(again.statements, 0, 'a cached hit reads nothing');
    // each language is its own answer (names in that language's order)
    const english = await session('en-US');
    assert.ok(english.statements > 0);
    assert.notEqual(english.body.user.name, first.body.user.name);
    // the user's own write holds on the next call
    const saved = await server.app.inject({ method: 'PATCH', url: '/v2/session/locale', headers: { cookie: hr }, payload: { locale: first.body.locale === 'ja-JP' ? 'en-US' : 'ja-JP' } });
    assert.equal(saved.statusCode, 200, saved.body);
    const after = await session('ja-JP');
    assert.notEqual(after.body.locale, first.body.locale);
    assert.ok(after.statements > 0);
  });

  it('does not store a lookup that was in flight while the cache was invalidated', async () => {
    const cookie = await server.signIn(demoAccounts.admin);
    const store = new SessionStore(server.database.db, 600_000);
    const inFlight = store.find(token(cookie));
    await store.invalidate();
    assert.ok(await inFlight, 'the lookup itself still answers');
    await server.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token(cookie))));
    assert.equal(await store.find(token(cookie)), null, 'the in-flight answer was not cached');
  });

  it('shares one lookup among concurrent misses of a token, but not across an invalidation (issue 28)', async () => {
    const cookie = await server.signIn(demoAccounts.admin);
    const store = new SessionStore(server.database.db, 600_000);
    const statements: string[] = [];
    queryObserver.current = (sql) => statements.push(sql);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => store.find(token(cookie))));
      assert.equal(statements.length, 1, '20 requests at once, one lookup');
      assert.ok(answers[0]);
      for (const answer of answers) assert.deepEqual(answer, answers[0]);
      await store.invalidate();
      statements.length = 0;
      const started = store.find(token(cookie));
      await store.invalidate();
      const afterWrite = store.find(token(cookie));
      assert.ok((await started) && (await afterWrite));
      assert.equal(statements.length, 2, 'a request after the write reads again');
    } finally {
      queryObserver.current = null;
    }
  });

  it('caches nothing while invalidations from other processes do not arrive', async () => {
    const cookie = await server.signIn(demoAccounts.admin);
    const down: CacheInvalidations = { live: false, publish: async () => undefined, subscribe: () => undefined };
    const store = new SessionStore(server.database.db, 600_000, down);
    assert.equal(store.caching, false);
    assert.ok(await store.find(token(cookie)));
    await server.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token(cookie))));
    assert.equal(await store.find(token(cookie)), null);
  });

  it(
    'carries an invalidation to another process sharing the PostgreSQL database ',
    { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL (PostgreSQL LISTEN/NOTIFY)' },
    async () => {
      const cookie = await server.signIn(demoAccounts.admin);
      // two independent connections and listeners, as two API processes have
      const a = await openDatabase({ databaseUrl: server.database.url });
      const b = await openDatabase({ databaseUrl: server.database.url });
      try {
        const storeA = new SessionStore(a.db, 600_000, await a.invalidations!());
        const storeB = new SessionStore(b.db, 600_000, await b.invalidations!());
        assert.equal(storeB.caching, true);
        assert.ok(await storeB.find(token(cookie)), 'B caches the session');
        await a.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token(cookie))));
        assert.ok(await storeB.find(token(cookie)), 'B still answers from its cache');
        // B drops its cache when PostgreSQL delivers A's NOTIFY; A resolves once its own listener
        // heard it, which says the notification went out, not that B's event loop has run yet
        const heardByB = new Promise<void>((resolve) => b.invalidations!().then((inv) => inv.subscribe(resolve)));
        await storeA.invalidate();
        await heardByB;
        assert.equal(await storeB.find(token(cookie)), null, 'A’s invalidation reached B');
      } finally {
        await a.close();
        await b.close();
      }
    },
  );
});
