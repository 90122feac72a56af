/**
 * `pnpm --filter @kanri/api bench`: throughput and p50/p95/p99 latency of the list calls — people,
 * networks, equipment, devices and an app integration's accounts (issue 11), 100-row pages — at 50 concurrent requests on a 100k seed (issue 8), each
 * beside the raw SQL of the same page.
 *
 * How: seeds a temporary PGlite data folder (or reuses `--data-dir`), captures in-process the exact
 * SQL each list request runs (a logging Drizzle instance, the session lookup left out), starts the
 * API in a child process on a loopback port (`src/main.ts`, as `pnpm start` runs it), signs in as
 * the demo admin, warms up, then fires `--requests` requests per list with `--concurrency` in
 * flight. Then it replays the captured SQL straight from this process — same text, same
 * parameters, a pool of the API's size (10) with named prepared statements as the API uses them,
 * the same concurrency — which is what the database alone needs for that page.
 *
 * Prints a table and, per list, one `BENCH_RESULT {json}` line (the API) and one `BENCH_RAW {json}`
 * line (the raw SQL), both with `list`, `rps`, `p50`, `p95` (ms); the root `pnpm bench` reads them.
 * `apiCpuMsPerRequest` is the API processes' CPU time (user + system) per request: it does not
 * depend on what else the machine runs, so it compares runs on a busy machine;
 * `apiSystemCpuMsPerRequest` is its kernel part (socket writes and reads, loopback delivery).
 *
 * Options: --scale N (100000), --requests N (2000 per list), --concurrency N (50), --warmup N
 * (requests before each list's measure, 1000: with 300 the first list measured still paid the JIT's
 * compiling of the code every list shares, ~0.2 ms a request more),
 * --lists people,people-filtered,people-text,alumni,alumni-filtered,networks,equipment,devices,app-users
 * (the people rows: the workforce and alumni lists, default and with every filter of 001 §2;
 * `every` adds every paged list of the contracts — issue 28 "every list endpoint of the spec",
 * the calls `lists.test.ts` checks (`http/list-calls.ts`), each as its caller (the demo admin, a
 * supplier's sales orders as supplier@), named by its path (a path alone, e.g. `/v2/contracts`,
 * measures that list); at --scale 100000 people, networks,
 * equipment, devices and one integration's accounts hold 100k rows, the others the demo company's;
 * opt-in: `session` — `GET /v2/session` — and `healthz`, for the per-request identity cost, best
 * with `--concurrency 1 --no-raw`), --data-dir DIR, --port N (18090),
 * --workers N (API processes, `KANRI_API_WORKERS`; default 1),
 * --api-cpus LIST / --load-cpus LIST (pin the API and this load generator with `taskset`, e.g.
 * `--api-cpus 1 --load-cpus 0`; PostgreSQL is not pinned), --no-raw, --cpu-prof DIR (the API runs
 * with `node --cpu-prof`, profiles written to DIR on exit), --node-flags 'FLAGS' (more flags for the
 * API's node, e.g. `--trace-gc` or `--perf-basic-prof`), --api-dir DIR (start the API of another
 * checkout's `api` folder, e.g. a worktree of the commit to compare with), --pages N (each list
 * with a page size asks N different pages in turn instead of its first page only: request i asks
 * `pageIndex` ⌊(i mod N) / 2⌋ in ascending order for even i mod N, descending for odd — the first
 * N/2 pages both ways —, so that the embedded engine's page cache sees more than one answer;
 * default 1), --writes N (N writes a second while each list is measured — the demo admin saves
 * its language, `PATCH /v2/session/locale`, one UPDATE — so that the page cache is emptied as staff
 * editing would empty it; default 0).
 * With `DATABASE_URL` set the seed and the server use that PostgreSQL database instead (it is
 * emptied and re-seeded when its networks, equipment or devices count differs from --scale).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { and, count, desc, eq, isNotNull, type Logger } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { openDatabase, statementName, type Db } from '../src/db/client';
import * as schema from '../src/schema';
import { analyzeTables, demoAccounts, demoPassword, seedCompanyIds, seedDatabase, truncateAll } from '../src/seed/seed';
import { benchIntegrationName, seededIntegrationId } from '../src/it-ops/seed-saas';
import { buildServer } from '../src/server';
import { sessionCookie } from '../src/test/support';
import { listCallNeeds, listCallUrl, listCalls, pageItemCount } from '../src/http/list-calls';
import { signInAs, spawnApi, waitForApi } from './support';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    lists: { type: 'string', default: 'people,people-filtered,people-text,alumni,alumni-filtered,networks,equipment,devices,app-users' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '18090' },
    workers: { type: 'string', default: '1' },
    'api-cpus': { type: 'string' },
    'load-cpus': { type: 'string' },
    'no-raw': { type: 'boolean' },
    'cpu-prof': { type: 'string' },
    'node-flags': { type: 'string' },
    warmup: { type: 'string', default: '1000' },
    'api-dir': { type: 'string' },
    pages: { type: 'string', default: '1' },
    writes: { type: 'string', default: '0' },
  },
});
const scale = Number(values.scale);
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const warmup = Number(values.warmup);
const port = Number(values.port);
const pages = Math.max(1, Number(values.pages));
const writesPerSecond = Math.max(0, Number(values.writes));
const origin = `http://127.0.0.1:${port}`;
const apiDir = values['api-dir'] ? resolve(values['api-dir']) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ownDir = !values['data-dir'];
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'kanri-bench-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const driver = databaseUrl ? 'postgres' : 'pglite';
const log = (message: string) => process.stderr.write(`${message}\n`);

/** The lists measured: name → path (100-row pages, the default sort, Japanese) and who calls it (the demo admin when absent). */
const allLists: { list: string; path: string; as?: keyof typeof demoAccounts }[] = [
  { list: 'people', path: '/v2/people?pageSize=100' },
  // the workforce with every filter of 001 §2 at once (menu, category, the five id filters — the
  // most common department, position, job type and place —, a sort), and with a free-text search
  {
    list: 'people-filtered',
    path: '/v2/people?pageSize=100&menu=Employee&category=EMPLOYEE_ACTIVE&workerTypeIn=EMPLOYEE&departmentIdIn={department}&positionIdIn={position}&jobTypeIdIn={jobType}&placeIdIn={place}&sortColumn=JOINED_AT&sortOrder=desc',
  },
  { list: 'people-text', path: '/v2/people?pageSize=100&freeText={text}' },
  // alumni (~10 % of the workforce), then with the category, the five id filters and the one-month leaving window
  { list: 'alumni', path: '/v2/alumnus?pageSize=100' },
  {
    list: 'alumni-filtered',
    path: '/v2/alumnus?pageSize=100&category=EMPLOYEE_ALUMNI&workerTypeIn=EMPLOYEE&departmentIdIn={department}&positionIdIn={position}&jobTypeIdIn={jobType}&placeIdIn={place}&leavingDateFrom={monthAgo}&leavingDateTo={today}',
  },
  { list: 'networks', path: '/v2/networks?pageSize=100' },
  { list: 'equipment', path: '/v2/equipment?pageSize=100' },
  { list: 'devices', path: '/v2/devices?pageSize=100' },
  // the accounts of the integration that holds one for every worker (~96k at --scale 100000), rule matching computed
  { list: 'app-users', path: `/v3/app-integrations/${seededIntegrationId(seedCompanyIds.customer, benchIntegrationName)}/users?pageSize=100` },
  // identity (issue 28 "cheap identity"): the session answer, a cached hit after the warm-up; and
  // the bare health check, what a request costs with no session and no database
  { list: 'session', path: '/v2/session' },
  { list: 'healthz', path: '/healthz' },
];
const wanted = values.lists!.split(',').map((s) => s.trim());
const lists = allLists.filter((l) => wanted.includes(l.list));

if (values['load-cpus']) execFileSync('taskset', ['-a', '-pc', values['load-cpus'], String(process.pid)], { stdio: 'ignore' });

const started = performance.now();
const database = await openDatabase({ dataDir, databaseUrl });
// the seed writes `scale` networks and pieces of equipment (and a person or two more than `scale`)
const [networksRow] = await database.db.select({ n: count() }).from(schema.networks);
const [equipmentRow] = await database.db.select({ n: count() }).from(schema.equipment);
const [devicesRow] = await database.db.select({ n: count() }).from(schema.devices);
const [appUsersRow] = await database.db.select({ n: count() }).from(schema.appUsers).where(eq(schema.appUsers.appIntegrationId, seededIntegrationId(seedCompanyIds.customer, benchIntegrationName)));
if (networksRow?.n !== scale || equipmentRow?.n !== scale || devicesRow?.n !== scale || (appUsersRow?.n ?? 0) < scale * 0.8) {
  await truncateAll(database.db);
  await seedDatabase(database.db, { scale, demo: true });
  // the planner's statistics, as the API's first start takes them (without them PGlite's planner
  // guessed one row a filter and sorted the whole workforce for a people page)
  await analyzeTables(database.db);
  log(`seeded ${scale} people, networks, equipment and devices in ${Math.round(performance.now() - started)} ms`);
}

// The filter values of the filtered rows: the most common of each among the customer's people
{
  const most = async (column: AnyPgColumn) => {
    const [row] = await database.db
      .select({ id: column, n: count() })
      .from(schema.people)
      .where(and(eq(schema.people.companyId, seedCompanyIds.customer), isNotNull(column)))
      .groupBy(column)
      .orderBy(desc(count()))
      .limit(1);
    return String(row?.id ?? '');
  };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  // a person looked up by full name in kanji (a two-character family name alone has no trigram: see docs/people.md)
  const [sample] = await database.db
    .select({ family: schema.people.familyNameJa, given: schema.people.givenNameJa })
    .from(schema.people)
    .where(eq(schema.people.companyId, seedCompanyIds.customer))
    .limit(1);
  const values: Record<string, string> = {
    department: await most(schema.people.departmentId),
    position: await most(schema.people.positionId),
    jobType: await most(schema.people.jobTypeId),
    place: await most(schema.people.placeId),
    text: encodeURIComponent(`${sample?.family ?? '山田'}${sample?.given ?? '太郎'}`),
    today,
    monthAgo,
  };
  for (const l of lists) l.path = l.path.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
  // --lists every: the contracts' paged lists not named above, as their callers ask them
  if (wanted.some((w) => w === 'every' || w.startsWith('/'))) {
    const [person] = await database.db.select({ id: schema.people.id }).from(schema.people).where(eq(schema.people.companyId, seedCompanyIds.customer)).limit(1);
    for (const call of listCalls()) {
      const need = listCallNeeds[call.def.path] ?? {};
      const path = listCallUrl(call, 100, { personId: person?.id ?? '' });
      if (need.skip || lists.some((l) => l.path === path) || !(wanted.includes('every') || wanted.includes(call.def.path))) continue;
      lists.push({ list: call.def.path, path, as: need.as });
    }
  }
}

// The exact SQL of each list request: a second Drizzle instance over the same client logs it.
interface Captured { text: string; params: unknown[] }
const captured: Captured[] = [];
const logger: Logger = { logQuery: (text, params) => captured.push({ text, params }) };
const client = (database.db as unknown as { $client: unknown }).$client;
const loggingDb = (driver === 'pglite'
  ? (await import('drizzle-orm/pglite')).drizzle(client as never, { schema, logger })
  : (await import('drizzle-orm/node-postgres')).drizzle(client as never, { schema, logger })) as unknown as Db;
const pageSql = new Map<string, Captured[]>();
{
  // no load shedding here: opening the folder lags this process's loop past the bound, and the
  // capture's first request would answer 503
  const app = await buildServer({ db: loggingDb, loadShedding: { maxEventLoopDelayMs: 0 } });
  const captureCookies = new Map<keyof typeof demoAccounts, string>();
  for (const { list, path, as = 'admin' } of lists) {
    if (!captureCookies.has(as)) {
      const signIn = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts[as], password: demoPassword } });
      captureCookies.set(as, sessionCookie(signIn));
    }
    captured.length = 0;
    const res = await app.inject({ url: path, headers: { cookie: captureCookies.get(as)!, 'accept-language': 'ja-JP' } });
    if (res.statusCode !== 200) throw new Error(`${path} → ${res.statusCode} ${res.body}`);
    pageSql.set(list, captured.filter((q) => !/"sessions"/.test(q.text)));
  }
  await app.close();
}
await database.close();

/** p-th percentile of sorted latencies, ms with one decimal; null when none was served (every call refused). */
const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10 : null);

/**
 * Runs `n` calls of `one` with `concurrency` in flight; returns the sorted latencies of the calls
 * served, the rate of all, and `busy`: the calls `one` reports refused (false: a 503 `SERVER_BUSY`,
 * the API shedding load on event-loop delay, `http/under-pressure.ts`).
 */
async function load(n: number, one: () => Promise<boolean | void>): Promise<{ latencies: number[]; rps: number; busy: number }> {
  const latencies: number[] = [];
  let busy = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++;
        const t = performance.now();
        if ((await one()) === false) busy++;
        else latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), rps: Math.round(n / seconds), busy };
}

/**
 * CPU time (`total`: user + system, and `system` alone; ms) used so far by process `pid` and its
 * descendants (the cluster's workers), from /proc; undefined where /proc is missing. Unlike req/s it does not depend on what
 * else the machine runs, so runs on a busy machine compare by it.
 */
function cpuMs(pid: number | undefined): { total: number; system: number } | undefined {
  if (!pid) return undefined;
  try {
    const ticks = (p: number): [number, number] => {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const own: [number, number] = [Number(fields[11]), Number(fields[12])];
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      return children.reduce<[number, number]>((sum, c) => {
        const [user, system] = ticks(Number(c));
        return [sum[0] + user, sum[1] + system];
      }, own);
    };
    // clock ticks are 1/100 s on Linux
    const [user, system] = ticks(pid);
    return { total: (user + system) * 10, system: system * 10 };
  } catch {
    return undefined;
  }
}

const workers = Number(values.workers);
const apiEnv = { KANRI_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', KANRI_DEMO: '1', DATABASE_URL: databaseUrl ?? '', KANRI_API_WORKERS: String(workers) };
const { server, stop } = spawnApi(apiDir, apiEnv, { cpuProf: values['cpu-prof'] ? resolve(values['cpu-prof']) : undefined, cpus: values['api-cpus'], nodeFlags: values['node-flags']?.split(/\s+/).filter(Boolean) });
const table: string[][] = [];
const results: Record<string, { rps: number; p95: number | null }> = {};
/** Each list's raw SQL row of the table, printed under the list's own row. */
const rawRows = new Map<string, string[]>();
try {
  await waitForApi(origin, 60_000);
  const cookies = new Map<keyof typeof demoAccounts, string>();
  for (const as of new Set(lists.map((l) => l.as ?? 'admin'))) cookies.set(as, await signInAs(origin, as));
  const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
  for (const { list, path, as = 'admin' } of lists) {
    const cookie = cookies.get(as)!;
    // --pages: the variants of a paged list, asked in turn
    const variants = pages > 1 && path.includes('pageSize=') ? Array.from({ length: pages }, (_, v) => `${path}&pageIndex=${Math.floor(v / 2)}&sortOrder=${v % 2 ? 'desc' : 'asc'}`) : [path];
    let asked = 0;
    const one = async () => {
      const res = await pool.request({ method: 'GET', path: variants[asked++ % variants.length]!, headers: { cookie, 'accept-language': 'ja-JP' } });
      await res.body.arrayBuffer();
      if (res.statusCode === 503) return false;
      if (res.statusCode !== 200) throw new Error(`GET ${path} → ${res.statusCode}`);
      return true;
    };
    // bytes a row of the page as sent (issue 28 "lean rows")
    const sample = await pool.request({ method: 'GET', path, headers: { cookie, 'accept-language': 'ja-JP' } });
    const sent = await sample.body.text();
    const rows = pageItemCount(JSON.parse(sent)) ?? 0;
    const bytesPerRow = rows ? Math.round(Buffer.byteLength(sent) / rows) : null;
    await load(Math.min(warmup, total), one);
    // --writes: a write every 1/N s while the list is measured (its CPU is counted with the pages')
    let writes = 0;
    const writer = writesPerSecond
      ? setInterval(() => {
          writes++;
          void pool
            .request({ method: 'PATCH', path: '/v2/session/locale', headers: { cookie, origin, 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'ja-JP' }) })
            .then(async (res) => {
              await res.body.arrayBuffer();
              if (res.statusCode !== 200) log(`PATCH /v2/session/locale → ${res.statusCode}`);
            });
        }, 1000 / writesPerSecond)
      : undefined;
    const cpuBefore = cpuMs(server.pid);
    const { latencies, rps, busy } = await load(total, one);
    const cpuAfter = cpuMs(server.pid);
    clearInterval(writer);
    const perRequest = (field: 'total' | 'system') => (cpuBefore && cpuAfter ? Math.round(((cpuAfter[field] - cpuBefore[field]) / total) * 100) / 100 : null);
    const apiCpuMsPerRequest = perRequest('total');
    // the kernel's part (system time): the socket writes and reads, loopback delivery included
    const apiSystemCpuMsPerRequest = perRequest('system');
    const result = { list, driver, path, pages: variants.length, writes, scale, requests: total, concurrency, workers, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: percentile(latencies, 100), rps, busy, apiCpuMsPerRequest, apiSystemCpuMsPerRequest, bytesPerRow };
    results[list] = result;
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    table.push([list, `GET ${path}${variants.length > 1 ? ` (${variants.length} pages)` : ''}${writes ? ` (${writes} writes)` : ''}${busy ? ` (${busy} × 503)` : ''}`, `${rps}`, `${result.p50 ?? '—'}`, `${result.p95 ?? '—'}`, `${result.p99 ?? '—'}`, `${apiCpuMsPerRequest ?? ''}`, `${bytesPerRow ?? ''}`]);
  }
  await pool.close();
} finally {
  await stop();
}

if (!values['no-raw']) {
  const direct = await openDatabase({ dataDir, databaseUrl });
  const raw = (direct.db as unknown as { $client: { query(config: unknown, params?: unknown[]): Promise<unknown> } }).$client;
  const run = (q: Captured) => (driver === 'postgres' ? raw.query({ name: statementName(q.text), text: q.text, values: q.params }) : raw.query(q.text, q.params));
  for (const { list } of lists) {
    const queries = pageSql.get(list)!;
    const one = async () => {
      for (const q of queries) await run(q);
    };
    await load(Math.min(warmup, total), one);
    const { latencies, rps } = await load(total, one);
    const rawResult = { list, driver, what: 'raw SQL of the same page', queries: queries.length, concurrency, p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps };
    console.log(`BENCH_RAW ${JSON.stringify(rawResult)}`);
    const api = results[list];
    rawRows.set(list, [`  raw SQL of the same page (${queries.length} quer${queries.length === 1 ? 'y' : 'ies'})`, `${rps}`, `${rawResult.p50}`, `${rawResult.p95}`, api ? `API/raw ${(api.rps / rps).toFixed(2)}` : '']);
  }
  await direct.close();
}
if (ownDir) rmSync(dataDir, { recursive: true, force: true });

const header = ['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'API CPU ms/req', 'bytes/row'];
// each list's row, then its raw SQL's row
const rows = table.flatMap(([list, ...cells]) => [cells, ...(rawRows.has(list!) ? [rawRows.get(list!)!] : [])]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : (c ?? '').padStart(widths[i]!))).join('  ');
console.log(`\n${scale} rows each (${driver}), ${concurrency} concurrent, ${total} requests per list, ${workers} API process(es)\n${line(header)}\n${rows.map(line).join('\n')}`);
