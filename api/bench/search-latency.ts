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
 * --port N (18093), --reseed, --client undici|wrk (undici), --duration S (wrk only: seconds per
 * shape, 10).
 *
 * `--client wrk` sends the requests with wrk (Debian's `wrk`, a C load generator; one thread, the
 * same `--concurrency` connections, each shape for `--duration` seconds after a 2-second warm-up)
 * instead of this process's undici pool: on a machine where the client shares the API's two cores,
 * a Node client spends about as much CPU per request as the search does, so its figure mixes the
 * client's cost into the server's latency (docs/search.md "Speed"). Both print the same
 * `BENCH_RESULT` fields plus `client`; wrk also measures a mixed run, every shape in turn on each
 * connection.
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
    client: { type: 'string', default: 'undici' },
    duration: { type: 'string', default: '10' },
  },
});
const scale = Number(values.scale);
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const loadClient = values.client === 'wrk' ? 'wrk' : 'undici';
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
  if (loadClient === 'wrk') {
    const runs = [...shapes.map((shape) => ({ name: shape.name, paths: [pathOf(shape.q)] })), { name: 'mixed (the shapes in turn)', paths: shapes.map((shape) => pathOf(shape.q)) }];
    for (const run of runs) {
      const figures = await measureWithWrk(run.paths, { cookie, 'accept-language': 'ja-JP' }, concurrency, Number(values.duration));
      const result = { driver: databaseUrl ? 'postgres' : 'pglite', client: loadClient, shape: run.name, scale, concurrency, ...figures };
      console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    }
  } else {
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
      const result = { driver: databaseUrl ? 'postgres' : 'pglite', client: loadClient, shape: shape.name, scale, requests: total, concurrency, ...figures };
      console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    }
    await pool.close();
  }
} finally {
  await stop();
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Latency of `GET paths` (in turn, when more than one) under wrk (`wrk -t1 -c<concurrency> -d<seconds>s --timeout 10s`, a 2-second
 * warm-up run first): p50/p95/p99/max in ms from wrk's own histogram (a Lua `done` hook prints
 * them), requests a second. Throws when wrk is missing or any answer was not 2xx/3xx or failed.
 */
async function measureWithWrk(paths: readonly string[], headers: Record<string, string>, connections: number, seconds: number): Promise<{ p50: number; p95: number; p99: number; max: number; rps: number; requests: number }> {
  const { execFile } = await import('node:child_process');
  const { writeFileSync } = await import('node:fs');
  const script = join(dataDir, 'search-latency.lua');
  writeFileSync(
    script,
    // more than one path: each connection's requests take them in turn (a mix of what staff type)
    `${paths.length > 1 ? `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local next = 0
request = function()
  next = next % #paths + 1
  return wrk.format(nil, paths[next])
end
` : ''}done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("WRK_RESULT %.1f %.1f %.1f %.1f %d %d %d\\n", latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000, summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout + e.status))
end
`,
  );
  const run = (duration: number) =>
    new Promise<string>((resolveRun, reject) => {
      const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '-s', script, ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), `${origin}${paths[0]}`];
      execFile('wrk', args, (error, stdout, stderr) => (error ? reject(error) : resolveRun(`${stdout}${stderr}`)));
    });
  await run(2);
  const out = await run(seconds);
  const line = /^WRK_RESULT ([\d. ]+)$/m.exec(out)?.[1];
  if (!line) throw new Error(`wrk printed no result:\n${out}`);
  const [p50, p95, p99, max, requests, durationUs, errors] = line.split(' ').map(Number) as [number, number, number, number, number, number, number];
  if (errors > 0) throw new Error(`wrk: ${errors} of ${requests} requests failed or were not 2xx/3xx (GET ${paths.join(' ')})`);
  return { p50, p95, p99, max, rps: Math.round(requests / (durationUs / 1e6)), requests };
}
