/**
 * `pnpm --filter @kanri/api bench:serializer` (issue 28 "serialise with a compiled serializer";
 * figures in docs/performance.md §2): for every paged list of the contracts (`http/list-calls.ts`,
 * the calls `lists.test.ts` checks), the CPU of writing one 100-row page's body two ways — the
 * generic `JSON.stringify` and the contract schema's compiled serializer (`responseSerializer`, what
 * `registerEndpoint` now uses) — on the same objects: the page's body as the API sent it, parsed.
 * Each is timed in-process, alone, after a warm-up, so the figure is the serializer's and not the
 * database's or the socket's.
 *
 * Prints a table and one `BENCH_SERIALIZER {json}` line per list: `list`, `rows`, `bytesPerRow`,
 * `stringifyUs` and `compiledUs` (µs of CPU per body), and `compiledOverStringify`.
 * Options: --data-dir DIR (a seeded PGlite folder; default a fresh demo seed), --calls N (3000 per
 * list and way, after as many warm-up calls), --lists PATH,PATH (default every list).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type * as v from 'valibot';
import { openDatabase } from '../src/db/client';
import { demoAccounts, demoPassword, seedDatabase } from '../src/seed/seed';
import { buildServer } from '../src/server';
import { people } from '../src/schema';
import { listCallNeeds, listCalls, listCallUrl, pageItemCount } from '../src/http/list-calls';
import { responseSerializer } from '../src/http/response-serializer';
import { sessionCookie } from '../src/test/support';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, calls: { type: 'string', default: '3000' }, lists: { type: 'string' } },
});
const calls = Number(values.calls);
const only = values.lists ? new Set(values.lists.split(',')) : undefined;
const own = !values['data-dir'];
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'kanri-serializer-'));
const database = await openDatabase({ dataDir });
if (own) await seedDatabase(database.db, { demo: true });
// the measured loops block the event loop on purpose: no load shedding
const app = await buildServer({ db: database.db, sessionCacheMs: 60_000, rateLimit: { perClient: 0, perSession: 0 }, loadShedding: { maxEventLoopDelayMs: 0 } });

const cookies = new Map<string, string>();
async function cookieOf(account: keyof typeof demoAccounts): Promise<string> {
  let cookie = cookies.get(account);
  if (!cookie) {
    const signIn = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts[account], password: demoPassword } });
    cookie = sessionCookie(signIn);
    cookies.set(account, cookie);
  }
  return cookie;
}

/** CPU µs per call of `one` over `calls` calls, after as many warm-up calls (fewer left the compiled code unoptimized: 3× its settled cost). */
function cpuPerCall(one: () => unknown): number {
  for (let i = 0; i < calls; i++) one();
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) one();
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / calls) * 10) / 10;
}

const [person] = await database.db.select({ id: people.id }).from(people).limit(1);
const results: Array<Record<string, number | string>> = [];
for (const call of listCalls()) {
  const need = listCallNeeds[call.def.path];
  if (need?.skip || (only && !only.has(call.def.path))) continue;
  const reply = await app.inject({ url: listCallUrl(call, 100, { personId: person!.id }), headers: { cookie: await cookieOf(need?.as ?? 'admin') } });
  if (reply.statusCode !== 200) throw new Error(`${call.def.path}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
  const body: unknown = JSON.parse(reply.body);
  const serialize = responseSerializer(call.def.responses[200] as v.GenericSchema);
  // both ways must write the same value, or the comparison is not of like with like
  assert.deepStrictEqual(JSON.parse(serialize(body)), body, `${call.def.path}: the compiled serializer changes the body`);
  const rows = pageItemCount(body) ?? 0;
  const stringifyUs = cpuPerCall(() => JSON.stringify(body));
  const compiledUs = cpuPerCall(() => serialize(body));
  const result = {
    list: call.def.path,
    rows,
    bytesPerRow: rows ? Math.round(Buffer.byteLength(reply.body) / rows) : 0,
    stringifyUs,
    compiledUs,
    compiledOverStringify: Math.round((compiledUs / stringifyUs) * 100) / 100,
  };
  results.push(result);
  console.log(`BENCH_SERIALIZER ${JSON.stringify(result)}`);
}
console.table(results);
await app.close();
await database.close();
if (own) rmSync(dataDir, { recursive: true, force: true });
