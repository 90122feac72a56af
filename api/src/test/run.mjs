#!/usr/bin/env node
/**
 * The API's test runner (`pnpm --filter @kanri/api test [--parity] [--concurrency N] [files…]`):
 * node's test runner over `src/**\/*.test.ts`, one process per file, on PostgreSQL when
 * `DATABASE_URL` is set and on in-memory PGlite otherwise.
 *
 * - Names the run (`KANRI_TEST_RUN`) and its reference time (`KANRI_TEST_NOW`), so that
 *   `src/test/support.ts` builds each seed once per run as a template and gives every file a copy.
 * - `--parity`: only the files of `parityFiles` (the PGlite pass that proves the embedded default is
 *   the same product; docs/testing.md says which and why).
 * - `--concurrency N`: files run at once (default: 2 on PostgreSQL, whose server takes the other
 *   core's share of the work; 1 on PGlite, which works inside each test process).
 * - Afterwards removes the run's templates and copies (and those of runs over six hours old).
 *
 * Output is the test runner's TAP (`# pass N` / `# fail N` close it); the exit code is its own.
 * `KANRI_TEST_PROFILE=<file>` also writes each file's seconds there as JSON (`pnpm test --profile`).
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The PGlite parity pass: what could differ between the embedded default and PostgreSQL, and one
 * file per module family whose list, create, update and conflict paths then run on both.
 */
export const parityFiles = [
  // migrations from empty and the seed (bulk path, indexes rebuilt, determinism)
  'src/seed/seed.test.ts',
  // pg_trgm and full-text search, sort, paging, search params on the shared list machinery
  'src/http/list-schemas.test.ts',
  // JSON columns, optimistic versions (409), audit entries in the same transaction
  'src/audit/audit-log.test.ts',
  // people: list/create/update/conflict, kana search
  'src/hr-people/person.test.ts',
  // devices: lock (check-out/in), versions
  'src/it-ops/devices.test.ts',
  // CSV import: one transaction, a refused row rolls the file back
  'src/csv/engine.test.ts',
  'src/ga-places/csv-routes.test.ts',
  // sessions, sign-in throttle, the cache without LISTEN/NOTIFY
  'src/auth/routes.test.ts',
  'src/auth/session-cache.test.ts',
  // the job queue on PGlite (pg-boss over the in-process database) across a restart of `pnpm start`
  'src/it-ops/apps-restart.test.ts',
  // workflow engine: row locks and state machines in transactions
  'src/operations/engine.test.ts',
  // encrypted My Number columns (pgcrypto-free cipher) and their audit
  'src/hr-people/public-ids/public-ids.test.ts',
  // marketplace: order numbers from a sequence, stock under concurrent orders
  'src/marketplace/marketplace-orders.test.ts',
  // the permission matrix over every endpoint
  'src/http/permissions.test.ts',
];

const { values, positionals } = parseArgs({
  options: { parity: { type: 'boolean', default: false }, concurrency: { type: 'string' } },
  allowPositionals: true,
  strict: true,
});

function allTestFiles(dir = join(apiDir, 'src')) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? allTestFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []))
    .map((f) => relative(apiDir, f))
    .sort();
}

const databaseUrl = process.env.DATABASE_URL;
const files = positionals.length ? positionals : values.parity ? parityFiles : allTestFiles();
const concurrency = Number(values.concurrency ?? process.env.KANRI_API_TEST_CONCURRENCY ?? (databaseUrl ? 2 : 1));
const runId = `r${Date.now().toString(36)}`;
const staleBefore = Date.now() - 6 * 3600_000;
const env = { ...process.env, KANRI_TEST_RUN: runId, KANRI_TEST_NOW: new Date().toISOString() };

/** Drops this run's PostgreSQL templates and copies, and those of runs older than six hours. */
async function dropPgDatabases() {
  if (!databaseUrl) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname ~ '^kanri_(tpl|t)_r[0-9a-z]+_'`);
    for (const { datname } of rows) {
      const run = /^kanri_(?:tpl|t)_(r[0-9a-z]+)_/.exec(datname)[1];
      if (run === runId || parseInt(run.slice(1), 36) < staleBefore) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/** Removes this run's PGlite templates and those of runs older than six hours. */
function dropPgliteTemplates() {
  for (const name of readdirSync(tmpdir())) {
    const match = /^kanri-api-test-(r[0-9a-z]+)$/.exec(name);
    if (match && (match[1] === runId || parseInt(match[1].slice(1), 36) < staleBefore)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

// `KANRI_TEST_PROFILE=<file>`: seconds per test file as JSON there (src/test/profile-reporter.mjs)
const profile = process.env.KANRI_TEST_PROFILE
  ? ['--test-reporter=tap', '--test-reporter-destination=stdout', `--test-reporter=${join(apiDir, 'src/test/profile-reporter.mjs')}`, `--test-reporter-destination=${resolve(process.env.KANRI_TEST_PROFILE)}`]
  : ['--test-reporter=tap'];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...profile, `--test-concurrency=${concurrency}`, ...files], {
  cwd: apiDir,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((done) => child.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0))));
dropPgliteTemplates();
await dropPgDatabases().catch((error) => console.error(`# could not drop the run's test databases: ${error.message}`));
process.exit(code);
