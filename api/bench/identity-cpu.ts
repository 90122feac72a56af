/**
 * `node --import tsx bench/identity-cpu.ts` in `api/` (issue 28 "cheap identity"; figures in
 * docs/performance.md §2): the CPU an API process spends on identity, with no socket in the way
 * (Fastify's `inject`), on a cached hit:
 * - `session check`: `loadSession` (cookie → digest → cached lookup) plus the product check
 *   (`mayUseProduct`), what every staff call runs before its handler; and the same on a miss (a
 *   store that does not cache: the session row, its user, accounts and `person_products`);
 * - `GET /v2/session` and `GET /healthz` whole (routing, hooks, handler, serialization) through
 *   `inject`.
 * Prints one `BENCH_IDENTITY {json}` line with microseconds of CPU (user + system) per call.
 * Options: --data-dir DIR (a seeded PGlite folder; default a fresh demo seed), --calls N (20000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { openDatabase } from '../src/db/client';
import { demoAccounts, demoPassword, seedDatabase } from '../src/seed/seed';
import { buildServer } from '../src/server';
import { loadSession, mayUseProduct } from '../src/http/register';
import { sessionCookie } from '../src/test/support';
import { SessionStore, sessionCookieName } from '../src/auth/sessions';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, calls: { type: 'string', default: '20000' } } });
const calls = Number(values.calls);
const own = !values['data-dir'];
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'kanri-identity-'));
const database = await openDatabase({ dataDir });
if (own) await seedDatabase(database.db, { demo: true });
const app = await buildServer({ db: database.db, sessionCacheMs: 60_000, rateLimit: { perClient: 0, perSession: 0 } });
const signIn = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.admin, password: demoPassword } });
const cookie = sessionCookie(signIn);
const token = cookie.split('=')[1]!;

/** CPU µs per call of `one` over `n` calls, after `n / 10` warm-up calls. */
async function cpuPerCall(one: () => Promise<unknown>, n = calls): Promise<number> {
  for (let i = 0; i < n / 10; i++) await one();
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) await one();
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / n) * 10) / 10;
}

const cached = new SessionStore(database.db, 60_000);
const uncached = new SessionStore(database.db, 0);
const check = (store: SessionStore) => async () => {
  const request = { cookies: { [sessionCookieName]: token } } as unknown as FastifyRequest;
  const session = await loadSession(request, store);
  if (!session || !mayUseProduct(session, 'HR')) throw new Error('no session');
};
const headers = { cookie, 'accept-language': 'ja-JP' };
const result = {
  sessionCheckUs: await cpuPerCall(check(cached)),
  sessionCheckMissUs: await cpuPerCall(check(uncached), Math.min(calls, 2000)),
  sessionInjectUs: await cpuPerCall(() => app.inject({ url: '/v2/session', headers })),
  healthzInjectUs: await cpuPerCall(() => app.inject({ url: '/healthz' })),
  calls,
};
console.log(`BENCH_IDENTITY ${JSON.stringify(result)}`);
await app.close();
await database.close();
if (own) rmSync(dataDir, { recursive: true, force: true });
