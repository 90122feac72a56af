#!/usr/bin/env node
/**
 * `pnpm test`: every check of kanri, in order, stopping at the first failure:
 *   lint, typecheck and i18n (lingui compile --strict) side by side · unit (Jest) · tools (the
 *   static server's node tests) · api (node test runner: with DATABASE_URL the whole suite on
 *   PostgreSQL side by side with the PGlite parity pass; without it the whole suite on PGlite) ·
 *   e2e (build, then Playwright). docs/testing.md says which test runs where and why.
 *
 * Ends with a plain `N passed, N failed` line totalling the tests that ran (each of lint, typecheck
 * and i18n counts as one check); CI reads that line. Exit code 0 only when everything passed.
 * `--profile` adds, per test runner, its 20 slowest test files with their seconds.
 *
 *   node shared/build/bin/test.mjs [--skip lint,typecheck,i18n,unit,tools,api,e2e] [--only e2e] [--keep-going] [--profile]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, run, stopAll } from '../lib/procs.mjs';
import { findChromium, hasJapaneseFont, installChromium } from '../lib/chromium.mjs';

const { values } = parseArgs({
  options: { skip: { type: 'string' }, only: { type: 'string' }, 'keep-going': { type: 'boolean' }, profile: { type: 'boolean' } },
  strict: true,
});
const skip = new Set((values.skip ?? process.env.KANRI_TEST_SKIP ?? '').split(',').filter(Boolean));
const only = values.only ? new Set(values.only.split(',')) : null;
const wanted = (step) => !skip.has(step) && (!only || only.has(step));

const startedAt = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-test-'));
/** @type {{ name: string, passed: number, failed: number, skipped: number, seconds: number, ok: boolean, note?: string }[]} */
const results = [];
/** `--profile`: seconds per test file of each runner that ran, `[runner, [file, seconds][], budget]`. */
const profiles = [];
/**
 * Keeps a runner's seconds per file for `--profile` (any order; printed slowest first). `budget`:
 * the seconds one new module may add to that runner (docs/testing.md, "The time budget"); a single
 * file above it is marked.
 */
const keepProfile = (runner, entries, budget) => profiles.push([runner, entries.sort((a, b) => b[1] - a[1]), budget]);

function envWithout(...names) {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return env;
}

/** One check that is not a test runner: counts as one passed or one failed. */
async function check(name, command, args) {
  const t0 = Date.now();
  const { code } = await run(command, args, { label: name });
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, seconds: (Date.now() - t0) / 1000, ok: code === 0 };
}

/**
 * The result of a test runner step: counts from its JSON report (`read` maps the parsed report to
 * `{ passed, failed, skipped, note? }`); a non-zero exit with no failed test counts as one failure.
 */
function fromReport(name, t0, code, reportFile, read) {
  let counts = { passed: 0, failed: 0, skipped: 0, note: undefined };
  try {
    counts = { ...counts, ...read(JSON.parse(fs.readFileSync(reportFile, 'utf8'))) };
  } catch {
    counts.note = `no ${name} report`;
  }
  const failed = code !== 0 && counts.failed === 0 ? 1 : counts.failed;
  return { name, ...counts, failed, seconds: (Date.now() - t0) / 1000, ok: code === 0 };
}

async function unit() {
  const t0 = Date.now();
  const out = path.join(tmp, 'jest.json');
  const ci = process.env.CI ? ['--ci'] : [];
  // two workers on two cores: Jest's default (cores − 1) leaves one idle while the other runs suites
  const { code } = await run('pnpm', ['exec', 'jest', ...ci, `--maxWorkers=${Math.max(2, os.availableParallelism?.() ?? os.cpus().length)}`, '--json', `--outputFile=${out}`, '--passWithNoTests'], { label: 'unit' });
  if (values.profile) {
    try {
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      keepProfile('unit (Jest)', report.testResults.map((r) => [path.relative(repoRoot, r.name), (r.endTime - r.startTime) / 1000]), 30);
    } catch {
      // no report: the step's own result says so
    }
  }
  return fromReport('unit', t0, code, out, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  }));
}

/** Reads the node test runner's summary (`# pass N` with the tap reporter, `ℹ pass N` with spec). */
function nodeTestSummary(output) {
  const count = (word) => {
    const matches = [...output.matchAll(new RegExp(`^(?:\\[[^\\]]*\\] )?(?:#|ℹ) ${word} (\\d+)\\s*$`, 'gm'))];
    return matches.length ? Number(matches.at(-1)[1]) : null;
  };
  return { pass: count('pass'), fail: count('fail'), skipped: (count('skipped') ?? 0) + (count('todo') ?? 0) };
}

/** A node test runner suite: counts from its `# pass` / `# fail` summary. */
async function nodeTests(name, command, args, env = process.env) {
  const t0 = Date.now();
  const { code, output } = await run(command, args, { label: name, env, capture: true });
  const summary = nodeTestSummary(output);
  let failed = summary.fail ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  return {
    name,
    passed: summary.pass ?? 0,
    failed,
    skipped: summary.skipped,
    seconds: (Date.now() - t0) / 1000,
    ok: code === 0,
    note: summary.pass === null ? 'no test runner summary' : undefined,
  };
}

/**
 * One pass of the API suite (api/src/test/run.mjs): `args` pick the files (`--parity`), `env` the
 * database (DATABASE_URL or none). With `--profile` its seconds per file are kept.
 */
async function api(name, env, args = []) {
  const profileFile = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const result = await nodeTests(name, 'pnpm', ['--filter', '@kanri/api', 'test', ...args], values.profile ? { ...env, KANRI_TEST_PROFILE: profileFile } : env);
  if (values.profile && fs.existsSync(profileFile)) {
    keepProfile(name, Object.entries(JSON.parse(fs.readFileSync(profileFile, 'utf8'))), 20);
  }
  return result;
}

/** The build tools' own tests (shared/build/lib/*.spec.mjs: the static server, the catalogs merged at run time). */
function buildTools() {
  const lib = path.join(repoRoot, 'shared/build/lib');
  const specs = fs.readdirSync(lib).filter((f) => f.endsWith('.spec.mjs')).map((f) => path.join(lib, f));
  return nodeTests('build tools', process.execPath, ['--test', '--test-reporter=tap', ...specs]);
}

/**
 * Test time in a Playwright JSON report, summed per key (every attempt's duration, retries
 * included): `keyOf(test, specFile)` names the group a test counts in.
 * @returns {[string, number][]} key and seconds, largest first
 */
function playwrightSeconds(report, keyOf) {
  const totals = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0);
        const key = keyOf(t, spec.file ?? file);
        totals.set(key, (totals.get(key) ?? 0) + ms / 1000);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return [...totals].sort((x, y) => y[1] - x[1]);
}

/** Test time per Playwright project: with two workers the wall time is about half the sum. */
const projectSeconds = (report) => playwrightSeconds(report, (t) => t.projectName);
/** Test time per project and spec file, for `--profile`. */
const specSeconds = (report) => playwrightSeconds(report, (t, file) => `${t.projectName}: ${file}`);

async function e2e() {
  const t0 = Date.now();
  const seconds = () => (Date.now() - t0) / 1000;
  // catalogs were compiled by the i18n step when it ran
  const i18nDone = results.some((r) => r.name === 'i18n' && r.ok);
  // no brotli/gzip copies: the browser reads the same bytes either way, and writing them cost about
  // 20 s of CPU in this step (a later `pnpm build` writes them for `pnpm start` and the bench)
  const built = await run(process.execPath, [path.join(repoRoot, 'shared/build/bin/build.mjs'), '--no-compress', ...(i18nDone ? ['--no-i18n'] : [])], { label: 'build' });
  const buildSeconds = seconds();
  if (built.code !== 0) return { name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: seconds(), ok: false, note: 'build failed' };

  let chromium = findChromium();
  if (!chromium) chromium = await installChromium();
  if (!chromium) {
    return { name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: seconds(), ok: false, note: 'no Chromium (see above)' };
  }
  if (!hasJapaneseFont()) console.warn('e2e: no Japanese font installed (fonts-ipafont-gothic): Japanese text renders as boxes in screenshots');
  const out = path.join(tmp, 'playwright.json');
  const { code } = await run('pnpm', ['--filter', '@kanri/e2e', 'test'], {
    label: 'e2e',
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out, FORCE_COLOR: '0' },
  });
  if (values.profile) {
    try {
      keepProfile('e2e (Playwright)', specSeconds(JSON.parse(fs.readFileSync(out, 'utf8'))), 60);
    } catch {
      // no report: the step's own result says so
    }
  }
  return fromReport('e2e', t0, code, out, (report) => ({
    details: [`build ${buildSeconds.toFixed(1)} s`, ...projectSeconds(report).map(([project, s]) => `${project} ${s.toFixed(1)} s`)],
    passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected ?? 0,
    skipped: report.stats.skipped ?? 0,
    note: report.errors?.length
      ? `${report.errors.length} global error(s)`
      : report.stats.flaky
        ? `${report.stats.flaky} flaky (passed on retry)`
        : undefined,
  }));
}

/**
 * The API passes: with DATABASE_URL, the whole suite on PostgreSQL (the production database; files
 * in parallel, each on its own copy of a seeded template) side by side with PGlite's parity pass
 * (the files that prove the embedded default is the same product, api/src/test/run.mjs
 * `parityFiles`); without it, the whole suite on PGlite.
 */
function apiPasses() {
  if (!process.env.DATABASE_URL) return api('api (PGlite)', process.env);
  return Promise.all([api('api (PostgreSQL)', process.env), api('api (PGlite parity)', envWithout('DATABASE_URL'), ['--parity'])]);
}

/**
 * The static checks side by side (each is one single-threaded process, and i18n is short):
 * lint, typecheck and the strict catalog compile, each its own result.
 */
function staticChecks() {
  return Promise.all(
    [
      ['lint', () => check('lint', 'pnpm', ['-s', 'lint'])],
      ['typecheck', () => check('typecheck', 'pnpm', ['-s', 'typecheck'])],
      ['i18n', () => check('i18n', 'pnpm', ['-s', 'i18n:compile'])],
    ]
      .filter(([step]) => wanted(step))
      .map(([, fn]) => fn()),
  );
}

const steps = [
  ['static', staticChecks, ['lint', 'typecheck', 'i18n']],
  ['unit', unit],
  ['tools', buildTools],
  ['api', apiPasses],
  ['e2e', e2e],
];

function summary() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  const total = results.reduce((n, r) => n + r.seconds, 0);
  const lines = ['', 'Summary (wall time per step; budget for .ci/run: 25 min, docs/testing.md)', ''];
  lines.push(`     ${'step'.padEnd(18)} ${'passed'.padStart(6)} ${'failed'.padStart(6)} ${'seconds'.padStart(8)}  share`);
  for (const r of results) {
    lines.push(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(18)} ${String(r.passed).padStart(6)} ${String(r.failed).padStart(6)} ${r.seconds.toFixed(1).padStart(8)}  ${String(Math.round((100 * r.seconds) / (total || 1))).padStart(3)} %` +
        `${r.skipped ? `  ${r.skipped} skipped` : ''}${r.note ? `  (${r.note})` : ''}`,
    );
    for (const detail of r.details ?? []) lines.push(`       · ${detail}`);
  }
  // steps run one after another; lint, typecheck and i18n side by side, and so do the two API passes
  lines.push(`     ${'wall time'.padEnd(18)} ${''.padStart(6)} ${''.padStart(6)} ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(8)}`);
  const notRun = steps.map(([s]) => s).filter((s) => s !== 'static' && wanted(s) && !results.some((r) => r.step === s));
  if (notRun.length) lines.push(`not run: ${[...new Set(notRun)].join(', ')}`);
  for (const [runner, entries, budget] of profiles) {
    lines.push('', `Slowest test files: ${runner} (${entries.length} files, ${entries.reduce((n, [, s]) => n + s, 0).toFixed(1)} s in all; a module's budget ${budget} s)`);
    for (const [file, s] of entries.slice(0, 20)) lines.push(`  ${s.toFixed(1).padStart(7)} s  ${file}${s > budget ? '  (over a module\'s budget)' : ''}`);
  }
  lines.push('');
  lines.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  console.log(lines.join('\n'));
  return failed === 0 && results.every((r) => r.ok);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    interrupted = true;
    await stopAll(2000);
    summary();
    process.exit(130);
  });
}

for (const [step, fn, parts] of steps) {
  if (!(parts ? parts.some(wanted) : wanted(step)) || interrupted) continue;
  console.log(`\n=== ${step} ===`);
  const outcome = await fn();
  const stepResults = (Array.isArray(outcome) ? outcome : [outcome]).map((r) => ({ ...r, step }));
  results.push(...stepResults);
  const result = { ok: stepResults.every((r) => r.ok), name: stepResults.filter((r) => !r.ok).map((r) => r.name).join(', ') || step };
  if (!result.ok && !values['keep-going']) {
    console.error(`\n${result.name} failed; stopping (--keep-going runs the rest)`);
    break;
  }
}
const ok = summary();
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(ok && results.length > 0 ? 0 : 1);
