import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { openDatabase, type Database } from '../db/client';
import { analyzeTables, demoPassword, seedDatabase, type SeedResult } from '../seed/seed';
import { buildServer, type BuildServerOptions } from '../server';

/**
 * How the API tests get their databases (docs/testing.md, "The API suite"):
 * - `src/test/run.mjs` (the package's `test` script) names the run (`KANRI_TEST_RUN`) and its
 *   reference time (`KANRI_TEST_NOW`). Within a run, each seed (empty, or demo at scale N) is built
 *   once as a **template**, and every test database is a copy of it: on PostgreSQL
 *   `CREATE DATABASE … TEMPLATE` (about 0.1 s against 3–5 s to migrate and seed), on PGlite a
 *   `dumpDataDir` tarball loaded into a fresh in-memory instance (about 1 s against 8–13 s). Each
 *   copy belongs to one test file, so files run in parallel without seeing each other's writes.
 * - A file run on its own (`node --import tsx --test file`) has no run: it migrates and seeds its
 *   own database as before, and leaves nothing behind.
 */
const runId = process.env.KANRI_TEST_RUN;

/** Reference time of test seeds: the run's (so every template of a run agrees), else now. */
export const testNow = process.env.KANRI_TEST_NOW ? new Date(process.env.KANRI_TEST_NOW) : new Date();

/** A test database: `seed` is what the seed created (null for an empty one); `url` its PostgreSQL URL. */
export interface TestDatabase extends Database {
  seed: SeedResult | null;
  /** PostgreSQL: the URL of this test's own database (for a second connection or process); PGlite: undefined. */
  url: string | undefined;
}

/** A server on a real, freshly seeded database of its own. */
export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  seed: SeedResult;
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The database name prefixes the runner cleans up: templates and per-test copies. */
export const testDatabasePrefix = { template: 'kanri_tpl_', copy: 'kanri_t_' } as const;

let copies = 0;
/** A new database name for a copy: the run's (so the runner can drop what a crashed file left), the process's, a counter. */
const copyName = () => `${testDatabasePrefix.copy}${runId ? `${runId}_` : ''}${process.pid}_${++copies}`;

const seedOf = (scale: number | undefined) => (scale === undefined ? null : { scale, demo: true, now: testNow });
const templateKey = (scale: number | undefined) => (scale === undefined ? 'empty' : `s${scale}`);

/** `url` with its database name replaced. */
function urlOfDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `work` on a short-lived maintenance connection to the database at `DATABASE_URL`. */
async function withMaintenance<T>(url: string, work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Seeds `db` as `spec` says and gathers the planner's statistics, as `pnpm start` and `pnpm seed`
 * do (`analyzeTables`): a template copied without them planned the SaaS alert counts as nested
 * loops over "empty" tables (3–4 s a call at scale 300 on PostgreSQL against 12 ms analyzed), so a
 * test measured a product no one runs. Statistics travel with the template's copies.
 */
async function seedAndAnalyze(db: Parameters<typeof seedDatabase>[0], spec: Parameters<typeof seedDatabase>[1]): Promise<SeedResult> {
  const seed = await seedDatabase(db, spec);
  await analyzeTables(db);
  return seed;
}

/** Creates (once per run, under an advisory lock) the PostgreSQL template of a seed; returns its seed result. */
async function ensurePgTemplate(client: import('pg').Client, url: string, name: string, scale: number | undefined): Promise<SeedResult | null> {
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await client.query<{ comment: string | null }>(`SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`, [name]);
    if (found.rows[0]) return JSON.parse(found.rows[0].comment ?? 'null') as SeedResult | null;
    await client.query(`CREATE DATABASE ${name}`);
    let seed: SeedResult | null = null;
    try {
      const database = await openDatabase({ databaseUrl: urlOfDatabase(url, name), poolSize: 2 });
      try {
        const spec = seedOf(scale);
        if (spec) seed = await seedAndAnalyze(database.db, spec);
      } finally {
        await database.close();
      }
      await client.query(`COMMENT ON DATABASE ${name} IS ${client.escapeLiteral(JSON.stringify(seed))}`);
      return seed;
    } catch (error) {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      throw error;
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/** A PostgreSQL database of this test's own: a copy of the run's template, or migrated and seeded here. */
async function openPgTestDatabase(url: string, scale: number | undefined): Promise<TestDatabase> {
  const name = copyName();
  const seed = await withMaintenance(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (!runId) {
      await client.query(`CREATE DATABASE ${name}`);
      return undefined;
    }
    const template = `${testDatabasePrefix.template}${runId}_${templateKey(scale)}`;
    const seed = await ensurePgTemplate(client, url, template, scale);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return seed;
  });
  const copyUrl = urlOfDatabase(url, name);
  const database = await openDatabase({ databaseUrl: copyUrl });
  const spec = seedOf(scale);
  const seeded = seed === undefined ? (spec ? await seedAndAnalyze(database.db, spec) : null) : seed;
  return {
    ...database,
    seed: seeded,
    url: copyUrl,
    async close() {
      await database.close();
      // not WITH (FORCE): a connection the server still winds down would die with an uncaught
      // error in this process; a copy still in use is dropped by the runner once every file ended
      await withMaintenance(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`)).catch(() => undefined);
    },
  };
}

/** The folder of this run's PGlite templates (the runner removes it). */
export function pgliteTemplateDir(run: string): string {
  return join(tmpdir(), `kanri-api-test-${run}`);
}

/** An in-memory PGlite database: loaded from the run's template (built here when missing), or migrated and seeded. */
async function openPgliteTestDatabase(scale: number | undefined): Promise<TestDatabase> {
  const spec = seedOf(scale);
  if (!runId) {
    const database = await openDatabase({ dataDir: 'memory' });
    const seed = spec ? await seedAndAnalyze(database.db, spec) : null;
    return { ...database, seed, url: undefined };
  }
  const dir = pgliteTemplateDir(runId);
  const tar = join(dir, `${templateKey(scale)}.tar`);
  const json = join(dir, `${templateKey(scale)}.json`);
  if (!existsSync(tar) || !existsSync(json)) {
    // files are written under a private name and renamed: a reader sees a whole template or none
    mkdirSync(dir, { recursive: true });
    const fresh = await openDatabase({ dataDir: 'memory' });
    try {
      const seed = spec ? await seedAndAnalyze(fresh.db, spec) : null;
      const blob = await fresh.dumpDataDir!();
      const own = `.${process.pid}`;
      writeFileSync(tar + own, Buffer.from(await blob.arrayBuffer()));
      writeFileSync(json + own, JSON.stringify(seed));
      renameSync(tar + own, tar);
      renameSync(json + own, json);
    } finally {
      await fresh.close();
    }
  }
  const seed = JSON.parse(readFileSync(json, 'utf8')) as SeedResult | null;
  const database = await openDatabase({ dataDir: 'memory', loadDataDir: new Blob([readFileSync(tar)]) });
  return { ...database, seed, url: undefined };
}

/**
 * Opens a test database of this test's own, on PostgreSQL at `DATABASE_URL` when it is set, else
 * on in-memory PGlite: migrated, and with `scale` seeded with the demo company at that many people
 * (reference time `testNow`). `close()` drops it.
 */
export async function openTestDatabase(options: { scale?: number } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openPgTestDatabase(url, options.scale) : openPgliteTestDatabase(options.scale);
}

/**
 * A new, empty (not even migrated) PostgreSQL database for a test that starts API processes of its
 * own on it; `drop()` removes it. Needs `DATABASE_URL`.
 */
export async function createEmptyPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('createEmptyPgDatabase needs DATABASE_URL');
  const name = copyName();
  await withMaintenance(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  return {
    url: urlOfDatabase(url, name),
    // as a copy's close(): what is still connected is dropped by the runner at the end
    drop: () => withMaintenance(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`)).then(() => undefined, () => undefined),
  };
}

/**
 * `buildServer` as a test wants it: the general rate limit and load shedding off unless `options`
 * set them (`options.rateLimit`, `options.loadShedding` are merged over the off values). The role
 * matrix makes thousands of calls; and a test process on a busy CI machine lags — PGlite's
 * synchronous statements hold its event loop for seconds —, so a 503 `SERVER_BUSY` there would
 * measure the machine, not the API (under-pressure.test.ts and rate-limit.test.ts set their own).
 */
export function buildTestServer(options: BuildServerOptions): ReturnType<typeof buildServer> {
  return buildServer({
    ...options,
    rateLimit: { perClient: 0, perSession: 0, ...options.rateLimit },
    loadShedding: { maxEventLoopDelayMs: 0, ...options.loadShedding },
  });
}

/**
 * Builds a server (`buildTestServer`) on a test database of its own, seeded with the demo company
 * at `scale` people. `overrides` reach `buildServer`.
 */
export async function startTestServer(overrides: Partial<BuildServerOptions> = {}, scale = 300): Promise<TestServer> {
  const database = await openTestDatabase({ scale });
  const app = withBrowserOrigin(await buildTestServer({ db: database.db, devMailbox: true, sessionCacheMs: 60_000, ...overrides }), overrides.publicOrigin ?? overrides.allowedOrigins?.[0]);
  return {
    app,
    database,
    seed: database.seed!,
    async signIn(email, password = demoPassword) {
      const res = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Makes `app.inject` send `Origin` on every call that carries a cookie, as a browser does on its
 * writes (the Origin guard refuses a session's write without it): `origin`, else the request's
 * own (`X-Forwarded-Proto`/`-Host`, else `http://` and its Host). A call that names `origin`
 * itself keeps it (`origin: undefined`: none is sent).
 */
export function withBrowserOrigin(app: FastifyInstance, origin?: string): FastifyInstance {
  const original = app.inject.bind(app);
  const inject = original as (opts: InjectOptions) => ReturnType<FastifyInstance['inject']>;
  const patched = (opts?: InjectOptions | string) => {
    if (typeof opts !== 'object' || opts === null) return opts === undefined ? original() : inject({ url: opts } as InjectOptions);
    const headers = { ...(opts.headers as Record<string, string | undefined> | undefined) };
    if ('origin' in headers) {
      if (headers.origin === undefined) delete headers.origin;
    } else if (headers.cookie) {
      headers.origin = origin ?? `${headers['x-forwarded-proto'] ?? 'http'}://${headers['x-forwarded-host'] ?? headers.host ?? 'localhost:80'}`;
    }
    return inject({ ...opts, headers });
  };
  (app as { inject: unknown }).inject = patched;
  return app;
}

/** `kanri_session=<token>` from a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'kanri_session');
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `kanri_session=${cookie.value}`;
}

/** A free loopback port (the OS picks one), for an API started as a process (`src/main.ts`) in a test. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}
