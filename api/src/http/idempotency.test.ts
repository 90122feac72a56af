import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq, sql } from 'drizzle-orm';
import { demoAccounts } from '../seed/seed';
import { idempotencyKeys, places } from '../schema';
import { startTestServer, type TestServer } from '../test/support';
import { idempotencyLeaseSeconds } from './idempotency';

/**
 * `Idempotency-Key` on create calls (issue 29, `http/idempotency.ts`): the first answer is replayed
 * for 24 h to the same user, key, method and path; another body with the key is 422. Creating a
 * place is the example: without the key, a repeat creates again (here: 409, the code is taken).
 */
describe('Idempotency-Key', () => {
  let server: TestServer;
  let admin: string;
  let ga: string;
  before(async () => {
    server = await startTestServer({}, 20);
    admin = await server.signIn(demoAccounts.admin);
    ga = await server.signIn(demoAccounts.ga);
  });
  after(() => server.close());

  const create = (cookie: string, key: string | undefined, payload: Record<string, unknown>, url = '/v2/places') =>
    server.app.inject({ method: 'POST', url, headers: { cookie, 'accept-language': 'en-US', ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload });
  const placesWithCode = async (code: string) => (await server.database.db.select({ n: count() }).from(places).where(eq(places.code, code)))[0]!.n;

  it('replays the first answer to a repeat with the same key and body, and creates once', async () => {
    const body = { code: 'IDEM-001', nameJa: '冪等拠点' };
    const first = await create(admin, 'place-idem-001', body);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    // the same body with its keys in another order is the same request
    const repeat = await create(admin, 'place-idem-001', { nameJa: '冪等拠点', code: 'IDEM-001' });
    assert.equal(repeat.statusCode, 201, repeat.body);
    assert.equal(repeat.headers['idempotent-replayed'], 'true');
    assert.deepEqual(repeat.json(), first.json());
    assert.match(String(repeat.headers['content-type']), /^application\/json/);
    assert.equal(await placesWithCode('IDEM-001'), 1);

    // kept in PostgreSQL (every API process reads it) for 24 hours
    const [row] = await server.database.db
      .select({ status: idempotencyKeys.status, hours: sql<number>`extract(epoch from ${idempotencyKeys.expiresAt} - ${idempotencyKeys.createdAt}) / 3600` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'place-idem-001'));
    assert.equal(row!.status, 201);
    assert.equal(Number(row!.hours), 24);

    // without a key a repeat runs again
    assert.equal((await create(admin, undefined, body)).statusCode, 409);
  });

  it('answers 422 to the same key with another body, and runs nothing', async () => {
    assert.equal((await create(admin, 'place-idem-002', { code: 'IDEM-002', nameJa: '二' })).statusCode, 201);
    const other = await create(admin, 'place-idem-002', { code: 'IDEM-003', nameJa: '三' });
    assert.equal(other.statusCode, 422, other.body);
    assert.equal(other.json().code, 'VALIDATION_ERROR');
    assert.deepEqual(other.json().fieldErrors, [{ path: 'idempotency-key', message: 'This Idempotency-Key was already used with a different request body.' }]);
    assert.equal(await placesWithCode('IDEM-003'), 0);
  });

  it('scopes a key to its user, method and path', async () => {
    assert.equal((await create(admin, 'shared-key', { code: 'IDEM-004', nameJa: '四' })).statusCode, 201);
    // another user's same key is their own request: it runs (and finds the code taken)
    const otherUser = await create(ga, 'shared-key', { code: 'IDEM-004', nameJa: '四' });
    assert.equal(otherUser.statusCode, 409, otherUser.body);
    assert.equal(otherUser.headers['idempotent-replayed'], undefined);
    // another path with the same key runs too
    const otherPath = await create(admin, 'shared-key', { code: 'EQ-IDEM', nameJa: '種別', nameEn: null }, '/v2/equipment-types');
    assert.equal(otherPath.statusCode, 201, otherPath.body);
    assert.equal(otherPath.headers['idempotent-replayed'], undefined);
  });

  it('keeps no answer of a call that did not run: a refused body may be fixed and sent with the same key', async () => {
    const bad = await create(admin, 'place-idem-005', { code: 'IDEM 005', nameJa: '' });
    assert.equal(bad.statusCode, 400);
    const fixed = await create(admin, 'place-idem-005', { code: 'IDEM-005', nameJa: '五' });
    assert.equal(fixed.statusCode, 201, fixed.body);
    assert.equal(fixed.headers['idempotent-replayed'], undefined);
  });

  it('runs again once the first answer has expired, answers 409 while the first still runs, takes over one that died, and refuses a malformed key', async () => {
    assert.equal((await create(admin, 'place-idem-006', { code: 'IDEM-006', nameJa: '六' })).statusCode, 201);
    await server.database.db.update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(idempotencyKeys.key, 'place-idem-006'));
    const afterExpiry = await create(admin, 'place-idem-006', { code: 'IDEM-006', nameJa: '六' });
    assert.equal(afterExpiry.statusCode, 409, 'the create ran again and found its code taken');
    assert.equal(afterExpiry.headers['idempotent-replayed'], undefined);

    // a first request still running holds the key (its answer is not there yet)
    const [user] = await server.database.db.select({ userId: idempotencyKeys.userId }).from(idempotencyKeys).where(eq(idempotencyKeys.key, 'place-idem-001'));
    await server.database.db.insert(idempotencyKeys).values({ userId: user!.userId, key: 'running', method: 'POST', path: '/v2/places', fingerprint: 'x', expiresAt: sql`now() + interval '1 hour'` });
    const running = await create(admin, 'running', { code: 'IDEM-007', nameJa: '七' });
    assert.equal(running.statusCode, 409, running.body);
    assert.equal(running.json().code, 'CONFLICT');
    assert.equal(await placesWithCode('IDEM-007'), 0);
    assert.equal(running.headers['retry-after'], '1');

    // a reservation whose request died before answering (past the lease) is taken over: the create runs
    await server.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(secs => ${idempotencyLeaseSeconds + 1})` })
      .where(eq(idempotencyKeys.key, 'running'));
    const takenOver = await create(admin, 'running', { code: 'IDEM-007', nameJa: '七' });
    assert.equal(takenOver.statusCode, 201, takenOver.body);
    assert.equal(await placesWithCode('IDEM-007'), 1);
    const replay = await create(admin, 'running', { code: 'IDEM-007', nameJa: '七' });
    assert.equal(replay.headers['idempotent-replayed'], 'true', 'its answer is kept as a first answer is');

    for (const key of ['', 'ключ', 'x'.repeat(256)]) {
      const res = await create(admin, key, { code: 'IDEM-008', nameJa: '八' });
      assert.equal(res.statusCode, 400, JSON.stringify(key));
      assert.deepEqual(res.json().fieldErrors.map((f: { path: string }) => f.path), ['idempotency-key']);
    }
    assert.equal(await placesWithCode('IDEM-008'), 0);
  });
});
