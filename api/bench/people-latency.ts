/**
 * `pnpm --filter @kanri/api bench`: p50/p95/p99 latency of `GET /v2/people` at 50 concurrent
 * requests on a 100k-people seed (issue 2 "pnpm bench"). Seeds a temporary PGlite data folder
 * (or reuses `--data-dir`), starts the API in a child process on a loopback port, signs in as the
 * demo admin, warms up, then fires `--requests` (default 2000) requests with `--concurrency` (50)
 * in flight. Prints the figures and one `BENCH_RESULT {json}` line for the root bench script.
 *
 * Options: --scale N (100000), --requests N, --concurrency N, --path /v2/people?…, --data-dir DIR.
 * With `DATABASE_URL` set the seed and the server use that PostgreSQL database instead (it is
 * emptied and re-seeded when its people count differs from --scale).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { openDatabase } from '../src/db/client';
import { count, sql } from 'drizzle-orm';
import { seedDatabase, truncateAll } from '../src/db/seed';
import { people } from '../src/db/schema';
import { signInAdmin, spawnApi, waitForApi } from './support';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    path: { type: 'string', default: '/v2/people?pageSize=100' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '18090' },
  },
});
const scale = Number(values.scale);
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ownDir = !values['data-dir'];
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'kanri-bench-'));

const log = (message: string) => process.stderr.write(`${message}\n`);

let started = performance.now();
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ dataDir, databaseUrl });
const [existing] = await database.db.select({ n: count() }).from(people);
if (existing?.n !== scale) {
  await truncateAll(database.db);
  await seedDatabase(database.db, { scale, demo: true });
  log(`seeded ${scale} people in ${Math.round(performance.now() - started)} ms`);
}
await database.close();

const { stop } = spawnApi(apiDir, { KANRI_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', KANRI_DEMO: '1', DATABASE_URL: databaseUrl ?? '' });

try {
  await waitForApi(origin, 60_000);
  const cookie = await signInAdmin(origin);

  const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
  const one = async (): Promise<number> => {
    const t0 = performance.now();
    const res = await pool.request({ method: 'GET', path: values.path!, headers: { cookie, 'accept-language': 'ja-JP' } });
    await res.body.arrayBuffer();
    if (res.statusCode !== 200) throw new Error(`GET ${values.path} → ${res.statusCode}`);
    return performance.now() - t0;
  };
  const run = async (count: number): Promise<number[]> => {
    const latencies: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          next++;
          latencies.push(await one());
        }
      }),
    );
    return latencies;
  };

  await run(Math.min(200, total));
  started = performance.now();
  const latencies = (await run(total)).sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]! * 10) / 10;
  const result = { driver: databaseUrl ? 'postgres' : 'pglite', path: values.path, scale, requests: total, concurrency, p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100), rps: Math.round(total / seconds) };
  console.log(`GET ${result.path} on ${scale} people (${result.driver}), ${concurrency} concurrent, ${total} requests: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.rps} req/s`);
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  await stop();

  // The same page as raw SQL, with the API's pool size (10) and the same concurrency, straight
  // from this process: what the database alone needs, so the API's share shows.
  const direct = await openDatabase({ dataDir, databaseUrl });
  // both drivers answer `execute` with `{ rows }`
  const admin = (await direct.db.execute(sql`SELECT company_id FROM users WHERE email = ${'admin@kanri.example'}`)) as unknown as { rows: { company_id: string }[] };
  const companyId = admin.rows[0]!.company_id;
  const pageSql = sql`SELECT p.id, p.worker_number, p.family_name_ja, p.given_name_ja, p.name_kana, p.email, p.avatar_url, p.worker_type, p.status,
      d.id AS department_id, d.name_ja AS department_name, po.id AS position_id, po.name_ja AS position_name,
      j.id AS job_type_id, j.name_ja AS job_type_name, pl.id AS place_id, pl.name_ja AS place_name, p.joined_at
    FROM people p
    LEFT JOIN org_units d ON d.id = p.department_id LEFT JOIN org_units po ON po.id = p.position_id
    LEFT JOIN org_units j ON j.id = p.job_type_id LEFT JOIN places pl ON pl.id = p.place_id
    WHERE p.company_id = ${companyId} AND p.status IN ('ACTIVE', 'ON_LEAVE')
    ORDER BY p.name_kana ASC, p.id ASC LIMIT 100 OFFSET 0`;
  const rawLatencies: number[] = [];
  let rawNext = 0;
  const rawRun = async (count: number) => {
    rawNext = 0;
    rawLatencies.length = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (rawNext < count) {
          rawNext++;
          const t0 = performance.now();
          await direct.db.execute(pageSql);
          rawLatencies.push(performance.now() - t0);
        }
      }),
    );
  };
  await rawRun(Math.min(200, total));
  const rawStarted = performance.now();
  await rawRun(total);
  const rawSeconds = (performance.now() - rawStarted) / 1000;
  await direct.close();
  rawLatencies.sort((a, b) => a - b);
  const rawPct = (p: number) => Math.round(rawLatencies[Math.min(rawLatencies.length - 1, Math.ceil((p / 100) * rawLatencies.length) - 1)]! * 10) / 10;
  const raw = { driver: result.driver, what: 'raw SQL of the same page', concurrency, p50: rawPct(50), p95: rawPct(95), rps: Math.round(total / rawSeconds) };
  console.log(`raw SQL of the same page (${raw.driver}): p50 ${raw.p50} ms, p95 ${raw.p95} ms, ${raw.rps} queries/s`);
  console.log(`BENCH_RAW ${JSON.stringify(raw)}`);
} finally {
  await stop();
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
}
