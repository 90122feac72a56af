/**
 * `pnpm --filter @kanri/api bench:search`: latency of the palette's record search (`GET /v2/search`,
 * issue 31 §1; docs/search.md "Speed") on a 100k-people + 100k-devices seed (`seedDatabase` at
 * `--scale 100000`). Prints, per query shape — a device's serial, romaji for a common kana reading,
 * a two-kanji surname, hiragana, an e-mail part, a word nothing matches — p50/p95/p99 at
 * `--concurrency` in-flight requests as the demo admin (every group searched), and the EXPLAIN
 * (ANALYZE) summary of the search statement once per shape. One `BENCH_RESULT {json}` line per shape.
 *
 * Seeds a temporary PGlite data folder (or reuses `--data-dir` when its counts match); with
 * `DATABASE_URL` the seed and the server use that PostgreSQL database instead.
 *
 * Options: --scale N (100000), --requests N (300), --concurrency N (50), --data-dir DIR,
 * --port N (18093), --reseed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { count, sql, type Logger } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/db/client';
import * as schema from '../src/schema';
import { analyzeTables, demoAccounts, demoPassword, seedDatabase, truncateAll } from '../src/seed/seed';
import { buildServer } from '../src/server';
import { sessionCookie } from '../src/test/support';
import { measureLatency, signInAdmin, spawnApi, waitForApi } from './support';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '18093' },
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
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'kanri-bench-search-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const log = (message: string) => process.stderr.write(`${message}\n`);

const started = performance.now();
const database = await openDatabase({ dataDir, databaseUrl });
const [peopleRow] = await database.db.select({ n: count() }).from(schema.people);
const [devicesRow] = await database.db.select({ n: count() }).from(schema.devices);
// the demo company adds a person or two to the scale's people
if (values.reseed || (peopleRow?.n ?? 0) < scale || (devicesRow?.n ?? 0) < scale) {
  await truncateAll(database.db);
  await seedDatabase(database.db, { scale, demo: true });
  await analyzeTables(database.db);
  log(`seeded ${scale} people and devices in ${Math.round(performance.now() - started)} ms`);
}
// a serial of the seed, searched by six characters from its middle
const [serialRow] = await queryRows<{ serial: string }>(database.db, sql`SELECT serial_number AS serial FROM devices WHERE serial_number IS NOT NULL ORDER BY id LIMIT 1`);
const serialPart = (serialRow?.serial ?? 'C02XK7').slice(2, 8);

/** The query shapes measured: name → q. */
const shapes = [
  { name: `serial part (${serialPart})`, q: serialPart },
  { name: 'romaji reading (sato)', q: 'sato' },
  { name: 'kanji, 2 chars (佐藤)', q: '佐藤' },
  { name: 'hiragana (やまだ)', q: 'やまだ' },
  { name: 'two words (yamada taro)', q: 'yamada taro' },
  { name: 'e-mail part (kanri-shoji)', q: 'kanri-shoji' },
  { name: 'no match (zqxj)', q: 'zqxj' },
];
const pathOf = (q: string) => `/v2/search?q=${encodeURIComponent(q)}`;

// EXPLAIN the exact SQL of each shape: a second Drizzle instance over the same client logs it.
interface Captured { query: string; params: unknown[] }
const captured: Captured[] = [];
const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
const client = (database.db as unknown as { $client: unknown }).$client;
const loggingDb = (database.driver === 'pglite'
  ? (await import('drizzle-orm/pglite')).drizzle(client as never, { schema, logger })
  : (await import('drizzle-orm/node-postgres')).drizzle(client as never, { schema, logger })) as unknown as Db;
{
  const c = client as { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
  const app = await buildServer({ db: loggingDb, sessionCacheMs: 60_000 });
  const signIn = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.admin, password: demoPassword } });
  const cookie = sessionCookie(signIn);
  for (const shape of shapes) {
    captured.length = 0;
    const res = await app.inject({ url: pathOf(shape.q), headers: { cookie, 'accept-language': 'ja-JP' } });
    if (res.statusCode !== 200) throw new Error(`${shape.q} → ${res.statusCode} ${res.body}`);
    const found = (res.json() as { groups: { group: string; items: unknown[] }[] }).groups.map((g) => `${g.group} ${g.items.length}`).join(', ');
    for (const q of captured.filter((x) => /search_key LIKE/.test(x.query))) {
      const plan = (await c.query(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${q.query}`, q.params)).rows.map((r) => Object.values(r)[0]!);
      const scans = plan.filter((l) => /Scan on|Execution Time/.test(l)).map((l) => l.trim().replace(/\s*\(actual time=[^)]*\)/, ''));
      console.log(`EXPLAIN ${shape.name} [${found || 'nothing'}]\n    ${scans.join('\n    ')}`);
    }
  }
  await app.close();
}
await database.close();

const { stop } = spawnApi(apiDir, { KANRI_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', KANRI_DEMO: '1', DATABASE_URL: databaseUrl ?? '' });
try {
  await waitForApi(origin, 60_000);
  const cookie = await signInAdmin(origin);
  const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
  for (const shape of shapes) {
    const figures = await measureLatency(
      async () => {
        const res = await pool.request({ method: 'GET', path: pathOf(shape.q), headers: { cookie, 'accept-language': 'ja-JP' } });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) throw new Error(`GET ${pathOf(shape.q)} → ${res.statusCode}`);
      },
      total,
      concurrency,
    );
    const result = { driver: databaseUrl ? 'postgres' : 'pglite', shape: shape.name, scale, requests: total, concurrency, ...figures };
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  }
  await pool.close();
} finally {
  await stop();
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
}
