/**
 * `pnpm --filter @kanri/api bench:networks`: latency of the networks list (000 §2 Networks) on a
 * 100k-network seed (`seedDatabase` at `--scale 100000` also seeds 100k networks). Prints, per
 * request shape — the default list, each sort column, freeText that hits the network name in
 * Japanese and English, freeText that hits the admin contact's name in kanji, kana and English and
 * the e-mail, and the matching counts — p50/p95/p99 at `--concurrency` in-flight requests, and the
 * EXPLAIN (ANALYZE) summary of the exact SQL each request runs (captured from Drizzle).
 *
 * How: seeds a temporary PGlite data folder (or reuses `--data-dir` when its counts match), runs
 * every request once in-process with a logging Drizzle instance and EXPLAINs what it logged, then
 * starts the API in a child process on a loopback port (as the people bench does), signs in as the
 * demo admin, warms up and fires `--requests` requests per shape. One `BENCH_RESULT {json}` line per
 * shape. With `DATABASE_URL` the seed and the server use that PostgreSQL database instead.
 *
 * Options: --scale N (100000), --requests N (300), --concurrency N (20), --data-dir DIR,
 * --port N (18091), --only <substring of a shape name>, --reseed (seed again even when the counts match).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { count, type Logger } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client';
import * as schema from '../src/schema';
import { demoAccounts, demoPassword, seedDatabase, truncateAll } from '../src/seed/seed';
import { buildServer } from '../src/server';
import { sessionCookie } from '../src/test/support';
import { measureLatency, signInAdmin, spawnApi, waitForApi } from './support';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '20' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '18091' },
    only: { type: 'string' },
    reseed: { type: 'boolean' },
  },
});
const scale = Number(values.scale);
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ownDir = !values['data-dir'];
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'kanri-bench-networks-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const log = (message: string) => process.stderr.write(`${message}\n`);

/** The request shapes measured: name → path (Accept-Language ja-JP unless the path says `lang`). */
interface Shape { name: string; path: string; lang?: 'en-US' }
const allShapes: Shape[] = [
  { name: 'list default (NETWORK_NAME asc)', path: '/v2/networks' },
  { name: 'list NETWORK_TYPE desc', path: '/v2/networks?sortColumn=NETWORK_TYPE&sortOrder=desc' },
  { name: 'list PURPOSE desc', path: '/v2/networks?sortColumn=PURPOSE&sortOrder=desc' },
  { name: 'list ADMIN_CONTACT asc (kana)', path: '/v2/networks?sortColumn=ADMIN_CONTACT' },
  { name: 'list ADMIN_CONTACT desc (English)', path: '/v2/networks?sortColumn=ADMIN_CONTACT&sortOrder=desc', lang: 'en-US' },
  { name: 'list ADMIN_CONTACT last page', path: `/v2/networks?sortColumn=ADMIN_CONTACT&pageIndex=${Math.max(0, Math.floor((scale - 1) / 100))}` },
  { name: 'list category + type filter', path: '/v2/networks?networkCategory=COMPANY_ASSET&networkType=VPN&networkType=CLOUD' },
  { name: 'freeText network name ja (拠点間)', path: `/v2/networks?freeText=${encodeURIComponent('拠点間')}` },
  { name: 'freeText network name en (vpn)', path: '/v2/networks?freeText=vpn' },
  { name: 'freeText rare (012345)', path: '/v2/networks?freeText=012345' },
  { name: 'freeText contact kanji, 2 chars (山田)', path: `/v2/networks?freeText=${encodeURIComponent('山田')}` },
  { name: 'freeText contact kana (ヤマダ)', path: `/v2/networks?freeText=${encodeURIComponent('ヤマダ')}` },
  { name: 'freeText contact English (yamada)', path: '/v2/networks?freeText=yamada', lang: 'en-US' },
  { name: 'freeText contact e-mail (admin@kanri)', path: `/v2/networks?freeText=${encodeURIComponent('admin@kanri')}` },
  { name: 'freeText every contact (kanri-shoji)', path: '/v2/networks?freeText=kanri-shoji' },
  { name: 'count', path: '/v2/networks-count' },
  { name: 'count freeText contact (yamada)', path: '/v2/networks-count?freeText=yamada' },
  { name: 'count freeText name (vpn)', path: '/v2/networks-count?freeText=vpn' },
];
const shapes = allShapes.filter((s) => !values.only || s.name.includes(values.only));

const started = performance.now();
const database = await openDatabase({ dataDir, databaseUrl });
const [peopleRow] = await database.db.select({ n: count() }).from(schema.people);
const [networksRow] = await database.db.select({ n: count() }).from(schema.networks);
if (values.reseed || peopleRow?.n !== scale || networksRow?.n !== scale) {
  await truncateAll(database.db);
  await seedDatabase(database.db, { scale, demo: true });
  log(`seeded ${scale} people and networks in ${Math.round(performance.now() - started)} ms`);
}

// EXPLAIN the exact SQL of each shape: a second Drizzle instance over the same client logs it.
interface Captured { query: string; params: unknown[] }
const captured: Captured[] = [];
const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
const client = (database.db as unknown as { $client: unknown }).$client;
const loggingDb = (database.driver === 'pglite'
  ? (await import('drizzle-orm/pglite')).drizzle(client as never, { schema, logger })
  : (await import('drizzle-orm/node-postgres')).drizzle(client as never, { schema, logger })) as unknown as Db;
const explainRows = async (text: string, params: unknown[]) => {
  const c = client as { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
  return (await c.query(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${text}`, params)).rows.map((r) => Object.values(r)[0]!);
};
/** The plan's node lines (index names, joins, sorts) plus the execution time, one line each. */
const summarize = (plan: string[]) =>
  plan
    .filter((l) => /(Scan|Join|Nested Loop|Sort|Limit|Aggregate|BitmapOr|Memoize|SubPlan|InitPlan|Execution Time)/.test(l))
    .map((l) => l.replace(/\s*\(actual time=[^)]*\)/, ''))
    .map((l) => `    ${l.trimEnd()}`)
    .join('\n');
{
  const app = await buildServer({ db: loggingDb, sessionCacheMs: 60_000 });
  const signIn = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.admin, password: demoPassword } });
  const cookie = sessionCookie(signIn);
  for (const shape of shapes) {
    captured.length = 0;
    const res = await app.inject({ url: shape.path, headers: { cookie, 'accept-language': shape.lang ?? 'ja-JP' } });
    if (res.statusCode !== 200) throw new Error(`${shape.path} → ${res.statusCode} ${res.body}`);
    const queries = captured.filter((q) => !/"sessions"/.test(q.query));
    console.log(`EXPLAIN ${shape.name}: ${queries.length} quer${queries.length === 1 ? 'y' : 'ies'}`);
    for (const q of queries) console.log(summarize(await explainRows(q.query, q.params)));
  }
  await app.close();
}
await database.close();

const { stop } = spawnApi(apiDir, { KANRI_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', KANRI_DEMO: '1', DATABASE_URL: databaseUrl ?? '' });

try {
  await waitForApi(origin, 60_000);
  const cookie = await signInAdmin(origin);
  const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });

  const rows: string[][] = [];
  for (const shape of shapes) {
    const figures = await measureLatency(
      async () => {
        const res = await pool.request({ method: 'GET', path: shape.path, headers: { cookie, 'accept-language': shape.lang ?? 'ja-JP' } });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) throw new Error(`GET ${shape.path} → ${res.statusCode}`);
      },
      total,
      concurrency,
    );
    const result = { driver: databaseUrl ? 'postgres' : 'pglite', shape: shape.name, path: shape.path, scale, requests: total, concurrency, ...figures };
    rows.push([shape.name, `${result.p50}`, `${result.p95}`, `${result.p99}`, `${result.rps}`]);
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  }
  await pool.close();
  const header = ['shape', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nGET networks on ${scale} networks (${databaseUrl ? 'postgres' : 'pglite'}), ${concurrency} concurrent, ${total} requests per shape\n${line(header)}\n${rows.map(line).join('\n')}`);
} finally {
  await stop();
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
}
