/**
 * The API process: opens the database (PGlite in KANRI_DATA_DIR, or DATABASE_URL), migrates, seeds
 * an empty database, listens on HOST:PORT (127.0.0.1:8090), and shuts down gracefully on
 * SIGINT/SIGTERM. A new PGlite data folder is created and seeded in a child process first
 * (`seedNewFolderApart`), so that the API does not keep the seeding's memory.
 *
 * With `KANRI_API_WORKERS=N` (N > 1, PostgreSQL only) this process forks N workers with
 * `node:cluster` that each do the above and share the listening port; it replaces a worker that
 * dies and passes SIGINT/SIGTERM on to all of them.
 */
import { fork } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { defaultDataDir, openDatabase, repoRoot, type Db } from './db/client';
import { companies } from './db/schema';
import { demoAccounts, demoPassword } from './seed/demo-accounts';
import { buildServer } from './server';

const env = process.env;
const workers = Number(env.KANRI_API_WORKERS ?? 1);
/** Set (to `1`) in the child process of {@link seedNewFolderApart}: it seeds and exits. */
const seedOnlyVariable = 'KANRI_SEED_ONLY';
/** Demo accounts are on by default for the embedded database and off for a real server. */
const demo = env.KANRI_DEMO ? env.KANRI_DEMO !== '0' : !env.DATABASE_URL;

if (env[seedOnlyVariable] === '1') {
  await seedIfEmpty();
  process.exit(0);
} else if (cluster.isPrimary && workers > 1) {
  if (!env.DATABASE_URL) {
    console.error('KANRI_API_WORKERS > 1 needs DATABASE_URL: PGlite serves one process');
    process.exit(1);
  }
  let stopping = false;
  const fork = () =>
    cluster.fork().on('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      console.error(`API worker exited (${signal ?? code}); starting another`);
      setTimeout(fork, 1000);
    });
  for (let i = 0; i < workers; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} else {
  await serve();
}

/** `{ [field]: n }` when the variable `name` holds a non-negative number, else `{}` (the default applies). */
function numberEnv<K extends string>(name: string, field: K): Partial<Record<K, number>> {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return {};
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, not ${raw}`);
  return { [field]: n } as Partial<Record<K, number>>;
}

/**
 * Opens the database (creating and migrating it), seeds it when it is empty — the demo company at
 * `KANRI_SEED_SCALE` people (default 300), demo accounts unless `KANRI_DEMO=0` — and refreshes the
 * planner's statistics. Replicas starting together: one seeds, the others wait and find it seeded.
 * Returns the open database, or closes it when `keepOpen` is false (the seeding child).
 */
async function seedIfEmpty(keepOpen = false, log: (people: number) => void = () => undefined): Promise<Awaited<ReturnType<typeof openDatabase>> | undefined> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.KANRI_DB_POOL ? Number(env.KANRI_DB_POOL) : undefined });
  await database.exclusive(async () => {
    if (!(await isEmpty(database.db))) return;
    // the seed's code (every domain's seed part) is loaded only to seed: an API on a seeded
    // database never holds it (issue 28 "Memory")
    const { analyzeTables, defaultScale, seedDatabase } = await import('./seed/seed');
    const scale = env.KANRI_SEED_SCALE ? Number(env.KANRI_SEED_SCALE) : defaultScale;
    const result = await seedDatabase(database.db, { scale, demo });
    await analyzeTables(database.db);
    log(result.people);
  });
  if (keepOpen) return database;
  await database.close();
  return undefined;
}

/** True when no company exists yet: the database is new and gets the demo seed. */
async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}

/**
 * The embedded database in a new data folder (no `PG_VERSION` yet): PGlite's `initdb`, the
 * migrations and the demo seed run in a short-lived child process (this file with
 * `KANRI_SEED_ONLY=1`, the same node options, e.g. tsx's loader), and this process opens the
 * seeded folder afterwards (issue 28 "Memory"). WebAssembly memory never shrinks: seeding in the
 * API's own process left PGlite's heap at its seeding peak, ~130 MB above a restarted API, for as
 * long as the API ran. Resolves to true when it seeded, false when there was nothing to do
 * (PostgreSQL, an in-memory database, an existing folder).
 * @throws {Error} when the child fails (its output is the API's)
 */
async function seedNewFolderApart(): Promise<boolean> {
  if (env.DATABASE_URL) return false;
  const dataDir = defaultDataDir();
  if (env.KANRI_DATA_DIR === 'memory' || existsSync(join(dataDir, 'PG_VERSION'))) return false;
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...env, [seedOnlyVariable]: '1' }, execArgv: process.execArgv, stdio: 'inherit' });
  const code = await new Promise<number | null>((done, fail) => child.once('error', fail).once('exit', (exitCode) => done(exitCode)));
  if (code !== 0) throw new Error(`seeding the new data folder ${dataDir} failed (exit ${code})`);
  return true;
}

async function serve(): Promise<void> {
  const port = Number(env.PORT ?? 8090);
  const host = env.HOST ?? '127.0.0.1';

  const seededApart = await seedNewFolderApart();
  let seededPeople: number | undefined;
  const database = (await seedIfEmpty(true, (people) => (seededPeople = people)))!;
  const app = await buildServer({
    db: database.db,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    devMailbox: env.KANRI_DEV_MAILBOX === '1',
    publicOrigin: env.KANRI_PUBLIC_ORIGIN || undefined,
    allowedOrigins: (env.KANRI_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    // without SMTP, mail goes to a file only this user can read, never to the log
    outboxPath: env.KANRI_DEV_OUTBOX ? resolve(env.KANRI_DEV_OUTBOX) : resolve(repoRoot, '.data/dev-outbox.mbox'),
    rateLimit: {
      ...numberEnv('KANRI_RATE_LIMIT_CLIENT', 'perClient'),
      ...numberEnv('KANRI_RATE_LIMIT_SESSION', 'perSession'),
      ...numberEnv('KANRI_RATE_LIMIT_WINDOW_MS', 'windowMs'),
      ...numberEnv('KANRI_RATE_LIMIT_INVITATIONS', 'invitationsPerClient'),
    },
    ...numberEnv('KANRI_CLOCKING_TOKEN_DAYS', 'clockingTokenDays'),
    trustProxy: env.KANRI_TRUST_PROXY ? env.KANRI_TRUST_PROXY.split(',').map((s) => s.trim()) : undefined,
    sessionCacheMs: env.KANRI_SESSION_CACHE_MS ? Number(env.KANRI_SESSION_CACHE_MS) : 5000,
    // with PostgreSQL other API processes may share the database: they drop each other's caches
    sessionInvalidations: await database.invalidations?.(),
  });

  if (seededApart || seededPeople !== undefined) app.log.info({ people: seededPeople, demo, apart: seededApart }, 'empty database seeded');

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  app.log.info({ driver: database.driver, demo }, `kanri API on http://${host}:${port}`);
  if (demo) app.log.info(`demo accounts (password ${demoPassword}): ${Object.values(demoAccounts).join(', ')}`);
}
