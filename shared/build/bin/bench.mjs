#!/usr/bin/env node
/**
 * `pnpm bench`: prints kanri's performance figures (a script that prints numbers, not a test):
 *   (a) gzip JS bytes a browser downloads for the sign-in page, for /software/registry after
 *       sign-in, and for each remote's screen (split by origin);
 *   (b) LCP of /software/registry, cold cache, 4× CPU throttling (Chrome DevTools Protocol), beside
 *       the same page of the single-bundle build of the same code (shared/build/single-bundle/,
 *       served on :8079, runs alternating); the
 *       registry's cold load: script files, JS gzip and on the wire (CDP `encodedDataLength`), when
 *       the first data call starts against the scripts; time to a list's rows for five lists, cold
 *       and after a router navigation from another page (issue 27 "Data in parallel with code");
 *   (c) the API's latency bench: p50/p95 of GET /v2/people at 50 concurrent requests on a
 *       100k-row seed (`pnpm --filter @kanri/api bench`);
 *   (d) the networks list bench: p50/p95 per request shape (sort columns, filters, freeText on
 *       names and on the admin contact) at 20 concurrent requests on 100k networks
 *       (`pnpm --filter @kanri/api bench:networks`);
 *   (e) the CSV import of a 10 MB equipment file: bare parse, dry run and real import, wall time
 *       and the API's peak memory (`pnpm --filter @kanri/api bench:csv`);
 *   (f) record search (issue 31): p50/p95 of GET /v2/search per query shape at 50 concurrent on
 *       100k people + 100k devices, on PGlite and beside it PostgreSQL when DATABASE_URL is set
 *       (`pnpm --filter @kanri/api bench:search`; docs/search.md);
 *   (g) opt-in (`--xlsx`, it seeds 100k devices): the XLSX export of 100k devices, its time and the
 *       API's peak memory above its rest level (`pnpm --filter @kanri/api bench:xlsx`; issue 31);
 *   (h) opt-in (`--serializer`): per paged list of the contracts, the CPU of writing a 100-row body
 *       with `JSON.stringify` and with the contract's compiled serializer
 *       (`pnpm --filter @kanri/api bench:serializer`; issue 28).
 * `--every-list` makes (c) measure every paged list of the contracts (`--lists every`, issue 28
 * "every list endpoint of the spec"), not only people, networks, equipment, devices and app users.
 * Targets (not tests; issues 8 and 27): sign-in ≤ 180 KB gzip JS, first staff route ≤ 360 KB in
 * ≤ 40 script files with the wire ≤ 1.15× gzip, its data call before half its scripts, another
 * remote's list ≤ 90 KB more, side navigation to another remote's rows ≤ 1 s first / ≤ 400 ms warm,
 * a list's rows ≤ 2 s cold and ≤ 1 s from another page, LCP ≤ 2.5 s; API p95 ≤ 60 ms at
 * ≥ 1,000 req/s; CSV real import ≤ 3× the dry run, ≤ 256 MB. Timed rows are medians of `--runs`.
 *
 *   node shared/build/bin/bench.mjs [--skip-api] [--skip-web] [--skip-csv] [--skip-networks] [--skip-search] [--xlsx] [--serializer] [--every-list] [--runs 5] [--files] [--registry]
 *
 * `--files` also lists the registry page's script files, largest first, with their gzip bytes.
 * `--registry` measures only the registry page: its cold load (files, gzip, wire) and its LCP at 4×
 * (no single bundle): the quick before/after of a cut in shared code.
 * `KANRI_PORT_OFFSET=N` (apps.mjs) benches a stack on 8080+N… instead of 8080…, e.g. one's own build
 * beside an e2e run (`KANRI_PORT_OFFSET=N node shared/build/bin/start.mjs --no-build --fresh-db`).
 *
 * Builds what is stale, then serves the dists on a fresh temporary database (like `pnpm start
 * --e2e`), unless something already answers on http://localhost:8080.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { remotes, host, apiPort, portOffset } from '../apps.mjs';
import { repoRoot, run, startChild, stopAll, waitForHttp } from '../lib/procs.mjs';
import { findChromium, chromiumArgs } from '../lib/chromium.mjs';
import { build } from './build.mjs';

const { values } = parseArgs({
  options: { 'skip-api': { type: 'boolean' }, 'skip-web': { type: 'boolean' }, 'skip-csv': { type: 'boolean' }, 'skip-networks': { type: 'boolean' }, 'skip-search': { type: 'boolean' }, xlsx: { type: 'boolean' }, serializer: { type: 'boolean' }, 'every-list': { type: 'boolean' }, runs: { type: 'string' }, files: { type: 'boolean' }, registry: { type: 'boolean' } },
  strict: true,
});
const runs = Number(values.runs ?? 5);
const baseURL = `http://localhost:${host.port}`;
const admin = { email: 'admin@kanri.example', password: 'kanri-demo' };
const screens = {
  'it-ops': '/software/registry',
  'hr-people': '/people/workforce',
  'ga-places': '/places',
  marketplace: '/marketplace/store/devices',
  settings: '/settings/persons/staff',
  individual: '/individual',
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
/** `median ms  [each run]` */
const msRow = (list) => `${Math.round(median(list))} ms  [${list.map((n) => Math.round(n)).join(', ')}]`;
/** `median s  [each run]` of times in ms */
const seconds = (list) => `${(median(list) / 1000).toFixed(2)} s  [${list.map((l) => (l / 1000).toFixed(2)).join(', ')}]`;
/** The lists whose time to rows the bench measures (issue 27), each with the list it comes from. */
const lists = [
  ['/software/registry', '/people/workforce'],
  ['/people/workforce', '/software/registry'],
  ['/devices/inventory', '/equipment'],
  ['/equipment', '/devices/inventory'],
  ['/id-managements', '/software/registry'],
];
const tableRow = '.ant-table-tbody tr.ant-table-row';
const rows = [];
const row = (what, figure, target = '') => rows.push([what, figure, target]);

function printTable() {
  const widths = [0, 1, 2].map((i) => Math.max(...[['measure', 'value', 'target'], ...rows].map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(['', line(['measure', 'value', 'target']), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line), ''].join('\n'));
}

/** Loads Playwright from the e2e package (where it is a dependency). */
function playwright() {
  const require = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
  return require('@playwright/test');
}

async function signedInContext(browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/runtime-config.json'); // the host's CSP allows fetch to /v2; the API's own answers allow nothing
  const status = await page.evaluate(async ({ email, password }) => {
    const res = await fetch('/v2/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    return res.status;
  }, admin);
  if (status !== 200) throw new Error(`sign-in answered ${status}`);
  await page.close();
  return context;
}

/** The host's files that carry shared modules (from its mf-manifest.json): the "shared" column. */
function hostSharedFiles() {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'host/dist/mf-manifest.json'), 'utf8'));
    return new Set(manifest.shared.flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]));
  } catch {
    return new Set();
  }
}

/** Records every JS response of `page` from now on: `{ origin, file, gzip }` each. */
function recordJs(page) {
  const pending = [];
  const listener = (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(response.url())) return;
    const url = new URL(response.url());
    pending.push(
      response
        .body()
        .then((body) => ({ origin: url.origin, file: url.pathname.slice(1), gzip: zlib.gzipSync(body, { level: 6 }).length }))
        .catch(() => ({ origin: url.origin, file: url.pathname.slice(1), gzip: 0 })),
    );
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    return Promise.all(pending);
  };
}

/** Opens `url` in a new page; every JS file it loaded with its gzip size. */
async function jsFiles(context, url) {
  const page = await context.newPage();
  const done = recordJs(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const files = await done();
  await page.close();
  return files;
}

/**
 * Resolves once `page` has had no request in flight for `quietMs` (after a client-side navigation,
 * where `waitForLoadState('networkidle')` has nothing to wait for), or after `timeoutMs`.
 */
async function networkQuiet(page, { quietMs = 500, timeoutMs = 30_000 } = {}) {
  let inflight = 0;
  let last = Date.now();
  const start = () => { inflight++; last = Date.now(); };
  const end = () => { inflight = Math.max(0, inflight - 1); last = Date.now(); };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (inflight > 0 || Date.now() - last < quietMs)) await new Promise((r) => setTimeout(r, 50));
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

/**
 * From /software/registry, a click on "Places" in the side navigation: the extra JS of the first
 * visit of another remote, and the time from the click to its table's rows, first visit and warm
 * (back to the registry, then Places again), median of `runs` fresh sessions.
 */
async function crossRemote(browser) {
  const extra = [];
  const first = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto(screens['it-ops'], { waitUntil: 'networkidle' });
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const timeTo = async (label, target) => {
      // the previous screen's rows stay in the page until the next screen replaces them: wait for
      // them to go, or the previous screen's rows would count as the next one's
      const previous = await rows.first().elementHandle();
      const started = Date.now();
      const nav = page.locator('nav');
      await nav.getByRole('menuitem', { name: label }).or(nav.getByRole('link', { name: label })).first().click();
      await page.waitForURL((u) => u.pathname === target);
      if (previous) await page.waitForFunction((row) => !row.isConnected, previous, { timeout: 30_000 });
      await rows.first().waitFor({ timeout: 30_000 });
      return Date.now() - started;
    };
    const done = recordJs(page);
    first.push(await timeTo(/^(Places|拠点)$/, '/places'));
    await networkQuiet(page);
    extra.push((await done()).reduce((n, f) => n + f.gzip, 0));
    await timeTo(/^(Software|ソフトウェア)/, '/software/registry').catch(() => page.goto(screens['it-ops']));
    warm.push(await timeTo(/^(Places|拠点)$/, '/places'));
    await context.close();
  }
  row('then /places from the side navigation: extra JS (gzip)', kb(median(extra)), '≤ 90 KB');
  row(`side navigation → another remote's rows, first visit (median of ${runs})`, `${median(first)} ms  [${first.join(', ')}]`, '≤ 1 s');
  row(`side navigation → another remote's rows, warm (median of ${runs})`, `${median(warm)} ms  [${warm.join(', ')}]`, '≤ 400 ms');
}

/**
 * Opens `url` in a new page and returns the gzip size of every JS response, by origin.
 * @returns {Promise<Map<string, number>>}
 */
async function jsBytes(context, url) {
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(response.url())) return;
    pending.push(
      response
        .body()
        .then((body) => [new URL(response.url()).origin, zlib.gzipSync(body, { level: 6 }).length])
        .catch(() => [new URL(response.url()).origin, 0]),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const byOrigin = new Map();
  for (const [origin, size] of await Promise.all(pending)) byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + size);
  await page.close();
  return byOrigin;
}

const total = (map) => [...map.values()].reduce((a, b) => a + b, 0);

/**
 * Records, in the page, when a list row first appears that is not `window.__kanriPreviousRow`:
 * `window.__kanriRowsAt` (ms on the page's `performance.now()` clock). Runs before the page's
 * own scripts (`addInitScript`), so a cold load's first row is timed from the navigation's start.
 */
function watchRows(selector) {
  window.__kanriRowsAt = 0;
  const check = () => {
    if (window.__kanriRowsAt) return;
    const first = document.querySelector(selector);
    if (first && first !== window.__kanriPreviousRow) window.__kanriRowsAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/**
 * One cold, signed-in load of `url` in a fresh context (empty cache), watched through the Chrome
 * DevTools protocol: every script with its gzip size (`gzip -6` of the body, as the other rows
 * count) and its bytes on the wire (`Network.loadingFinished.encodedDataLength`: compressed body
 * and headers), when the first call of `dataCall` left and how many scripts had arrived by then,
 * and the time from the navigation's start to the list's first row.
 * @returns {Promise<{ files: number, gzip: number, wire: number, repeated: number, dataAt: number, lastScriptAt: number, scriptsBefore: number, rowsAt: number, list: { url: string, gzip: number }[] }>}
 *   byte counts in bytes, times in ms from the document's request; `list` every script
 */
async function coldLoad(browser, url, dataCall) {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let startedAt = 0;
  let dataAt = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (!startedAt && type === 'Document') startedAt = timestamp;
    if (!dataAt && dataCall.test(request.url)) dataAt = timestamp;
    requests.set(requestId, { url: request.url, type });
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const r = requests.get(requestId);
    if (r) r.type = type;
  });
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) finished.push({ ...r, at: timestamp, wire: encodedDataLength });
  });
  const done = recordJs(page);
  await page.addInitScript(watchRows, tableRow);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(tableRow).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const rowsAt = await page.evaluate(() => window.__kanriRowsAt);
  const js = await done();
  await context.close();
  const scripts = finished.filter((f) => f.type === 'Script');
  const names = js.map((f) => `${f.origin}/${f.file}`);
  return {
    files: js.length,
    gzip: js.reduce((n, f) => n + f.gzip, 0),
    wire: scripts.reduce((n, f) => n + f.wire, 0),
    repeated: names.length - new Set(names).size,
    dataAt: dataAt ? (dataAt - startedAt) * 1000 : NaN,
    lastScriptAt: (Math.max(...scripts.map((f) => f.at)) - startedAt) * 1000,
    scriptsBefore: dataAt ? scripts.filter((f) => f.at <= dataAt).length : NaN,
    rowsAt,
    list: js.map((f) => ({ url: `${f.origin}/${f.file}`, gzip: f.gzip })),
  };
}

/**
 * The registry page's cold load, median of `runs` (`coldLoad`): script files, JS gzip and wire
 * bytes, whether a module came twice, and when its first data call (`GET /v2/software?…`) left.
 */
async function registryColdLoad(browser) {
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await coldLoad(browser, screens['it-ops'], /\/v2\/software\?/));
  const pick = (key) => median(loads.map((l) => l[key]));
  row(`/software/registry cold, signed in: script files (median of ${runs})`, `${pick('files')}  (the same file twice: ${pick('repeated')})`, '≤ 40, none twice');
  row('/software/registry cold: JS gzip / on the wire', `${kb(pick('gzip'))} / ${kb(pick('wire'))} (${(pick('wire') / pick('gzip')).toFixed(2)}×)`, '≤ 360 KB; wire ≤ 1.15× gzip');
  row(
    '/software/registry cold: first /v2/software call vs scripts',
    `at ${Math.round(pick('dataAt'))} ms, last script at ${Math.round(pick('lastScriptAt'))} ms; ${pick('scriptsBefore')} of ${pick('files')} scripts in before it  [${loads.map((l) => `${l.scriptsBefore}/${l.files}`).join(', ')}]`,
    'before half the scripts',
  );
  if (values.files) {
    console.log('\n/software/registry, cold: script files (gzip bytes), largest first');
    for (const f of [...loads[0].list].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${String(f.gzip).padStart(8)}  ${f.url}`);
  }
}

/**
 * Time to rows of each of `lists`, median of `runs`: cold (a fresh signed-in page load, from the
 * navigation's start to the first row) and from another page (the list it comes from is loaded
 * and shows its rows, then a router navigation — `history.pushState` and `popstate`, which the
 * router follows as it does a link — until the new list's first row replaces the old one).
 */
async function timeToRows(browser) {
  for (const [list, from] of lists) {
    const cold = [];
    const navigated = [];
    for (let i = 0; i < runs; i++) {
      cold.push((await coldLoad(browser, list, /^$/)).rowsAt);
      const context = await signedInContext(browser);
      const page = await context.newPage();
      await page.addInitScript(watchRows, tableRow);
      await page.goto(from, { waitUntil: 'networkidle' });
      await page.locator(tableRow).first().waitFor({ timeout: 60_000 });
      await page.evaluate((to) => {
        window.__kanriPreviousRow = document.querySelector('.ant-table-tbody tr.ant-table-row');
        window.__kanriRowsAt = 0;
        window.__kanriNavigatedAt = performance.now();
        history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, list);
      await page.waitForFunction(() => window.__kanriRowsAt > 0, null, { timeout: 60_000 });
      navigated.push(await page.evaluate(() => window.__kanriRowsAt - window.__kanriNavigatedAt));
      await context.close();
    }
    row(`${list}: rows, cold (median of ${runs})`, msRow(cold), '≤ 2.0 s');
    row(`${list}: rows, from ${from} (median of ${runs})`, msRow(navigated), '≤ 1.0 s');
  }
}

async function coldLcp(browser, origin = baseURL) {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${origin}${screens['it-ops']}`, { waitUntil: 'networkidle' });
  // under throttling the screen renders well after the network settles: wait for its heading and
  // table, then give LCP a moment to settle on the largest of them
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  await page.locator('table').first().waitFor({ timeout: 60_000 }).catch(() => undefined);
  await page.waitForFunction(() => window.__lcp > 0, null, { timeout: 30_000 });
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return lcp;
}

/** Where the single-bundle comparison build is served (beside the federated one, same API). */
const singlePort = 8079 + portOffset;

/**
 * Builds the single-bundle comparison (`shared/build/single-bundle/`: the same host and remotes'
 * code compiled as one rspack build without Module Federation) and serves it on `singlePort` with
 * the same static server, runtime config and API. Resolves with its origin, or `null` (and a row
 * saying why) when it cannot be built or served.
 */
async function startSingleBundle() {
  const config = path.join(repoRoot, 'shared/build/single-bundle/rspack.config.mjs');
  const built = await run('pnpm', ['exec', 'rspack', 'build', '-c', config], { label: 'single-bundle', cwd: path.join(repoRoot, 'shared/build'), capture: true, env: { ...process.env, NODE_ENV: 'production' } });
  if (built.code !== 0) {
    row('single bundle', `build failed (exit ${built.code})`);
    return null;
  }
  const { singleBundleDist } = await import('../single-bundle/rspack.config.mjs');
  const server = startChild('single-bundle', process.execPath, [path.join(repoRoot, 'shared/build/lib/serve-static.mjs'), '--dir', singleBundleDist, '--port', String(singlePort), '--spa', '--api', `http://127.0.0.1:${process.env.API_PORT ?? apiPort}`, '--runtime-config', 'generate', '--quiet'], { quiet: true });
  const origin = `http://localhost:${singlePort}`;
  try {
    await waitForHttp(`${origin}/healthz`, { timeoutMs: 30_000, child: server, name: 'single bundle' });
  } catch (error) {
    row('single bundle', `not served: ${error instanceof Error ? error.message : error}`);
    return null;
  }
  return origin;
}

async function web() {
  const executablePath = findChromium();
  if (!executablePath) {
    row('web figures', 'skipped: no Chromium (install chromium or set CHROMIUM_PATH)');
    return;
  }
  const { chromium } = playwright();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const signInContext = await browser.newContext({ baseURL });
    const signIn = await jsBytes(signInContext, '/auth/sign-in');
    await signInContext.close();
    row('sign-in page: JS (gzip)', kb(total(signIn)), '≤ 180 KB');

    await registryColdLoad(browser);
    if (values.registry) {
      const lcps = [];
      for (let i = 0; i < runs; i++) lcps.push(await coldLcp(browser));
      row(`LCP /software/registry, cold, 4× CPU (median of ${runs})`, seconds(lcps), '≤ 2.5 s');
      return;
    }

    const sharedFiles = hostSharedFiles();
    for (const remote of remotes) {
      const context = await signedInContext(browser);
      const files = await jsFiles(context, screens[remote.id]);
      await context.close();
      const sum = (pick) => files.filter(pick).reduce((n, f) => n + f.gzip, 0);
      const remoteOrigin = `http://localhost:${remote.port}`;
      const own = sum((f) => f.origin === remoteOrigin);
      const shared = sum((f) => f.origin === baseURL && sharedFiles.has(f.file));
      const hostOwn = sum((f) => f.origin === baseURL && !sharedFiles.has(f.file));
      row(`${remote.id} ${screens[remote.id]}: JS (gzip) host / shared / remote`, `${kb(hostOwn + shared + own)} = ${kb(hostOwn)} / ${kb(shared)} / ${kb(own)}`);
    }

    await crossRemote(browser);
    await timeToRows(browser);

    const single = await startSingleBundle();
    // federated and single-bundle runs alternate, so the machine's load falls on both alike
    const lcps = [];
    const singleLcps = [];
    for (let i = 0; i < runs; i++) {
      lcps.push(await coldLcp(browser));
      if (single) singleLcps.push(await coldLcp(browser, single));
    }
    row(`LCP /software/registry, cold, 4× CPU (median of ${runs})`, seconds(lcps), '≤ 2.5 s');
    if (single) {
      const context = await signedInContext(browser);
      const files = await jsFiles(context, `${single}${screens['it-ops']}`);
      await context.close();
      row('single bundle (same code, no federation): /software/registry JS gzip / script files', `${kb(files.reduce((n, f) => n + f.gzip, 0))} / ${files.length}`);
      row(`single bundle: LCP /software/registry, cold, 4× CPU (median of ${runs})`, seconds(singleLcps));
      row('LCP federated ÷ single bundle', `${(median(lcps) / median(singleLcps)).toFixed(2)}×`, '≤ 0.6×');
    }
  } finally {
    await browser.close();
  }
}

async function apiLatency() {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8'));
  if (!pkg.scripts?.bench) {
    row('GET /v2/people, networks, equipment', 'skipped: api has no bench script');
    return;
  }
  // the embedded database, then PostgreSQL when DATABASE_URL names one: side by side
  const databases = [
    ['PGlite', { ...process.env, DATABASE_URL: '' }],
    ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env]] : []),
  ];
  for (const [name, env] of databases) {
    console.log(`bench: list throughput on ${name} (pnpm --filter @kanri/api bench; seeds 100k people, networks and equipment, takes a while)`);
    const args = ['--filter', '@kanri/api', 'bench', ...(values['every-list'] ? ['--lists', 'every'] : [])];
    const { code, output } = await run('pnpm', args, { label: `api-bench ${name}`, capture: true, env });
    // one BENCH_RESULT (the API) and one BENCH_RAW (the same page's SQL) line per list
    const parse = (prefix) =>
      output
        .split('\n')
        .filter((l) => l.startsWith(`${prefix} `))
        .flatMap((l) => {
          try {
            return [JSON.parse(l.slice(prefix.length + 1))];
          } catch {
            return [];
          }
        });
    const results = parse('BENCH_RESULT');
    const raws = parse('BENCH_RAW');
    const target = name === 'PostgreSQL' ? '≥ 1,000 req/s, p95 ≤ 60 ms' : 'as close as one connection allows';
    if (code !== 0 || results.length === 0) {
      row(`GET /v2/people, networks, equipment, ${name}`, code !== 0 ? `failed (exit ${code})` : 'no BENCH_RESULT line (see the api-bench output above)', target);
      continue;
    }
    for (const result of results) {
      // each list's path without its query (the app users list has an integration id in it)
      // a list measured with filters (people-filtered, alumni-filtered…) is named after its list
      const base = result.path ? result.path.split('?')[0].replace(/[0-9a-f-]{36}/, '{id}') : `/v2/${result.list}`;
      const filtered = result.path && /[?&](?!pageSize=)[^=&]+=/.test(result.path) ? ` (${result.list})` : '';
      const perRequest = `${result.apiCpuMsPerRequest != null ? `, API CPU ${result.apiCpuMsPerRequest} ms/req` : ''}${result.bytesPerRow != null ? `, ${result.bytesPerRow} B/row` : ''}`;
      row(`GET ${base}?pageSize=100${filtered}, ${result.concurrency} concurrent, ${result.scale}, ${name}`, `${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms${perRequest}`, target);
      const raw = raws.find((r) => r.list === result.list);
      if (raw) row(`  the same page as raw SQL, ${name}`, `${raw.rps} queries/s, p50 ${raw.p50} ms, p95 ${raw.p95} ms (API/raw ${(result.rps / raw.rps).toFixed(2)})`);
    }
  }
}

/**
 * The networks list bench (`pnpm --filter @kanri/api bench:networks`): one `BENCH_RESULT {json}`
 * line per request shape; each becomes a row. Target p95 ≤ 50 ms.
 */
async function networksLatency() {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8'));
  if (!pkg.scripts?.['bench:networks']) {
    row('GET /v2/networks', 'skipped: api has no bench:networks script');
    return;
  }
  console.log('bench: networks list latency (pnpm --filter @kanri/api bench:networks; seeds 100k networks, takes a while)');
  const { code, output } = await run('pnpm', ['--filter', '@kanri/api', 'bench:networks'], { label: 'networks-bench', capture: true });
  const results = output
    .split('\n')
    .filter((l) => l.startsWith('BENCH_RESULT '))
    .flatMap((l) => {
      try {
        return [JSON.parse(l.slice('BENCH_RESULT '.length))];
      } catch {
        return [];
      }
    });
  if (code !== 0 || results.length === 0) {
    row('GET /v2/networks', code !== 0 ? `failed (exit ${code})` : 'no BENCH_RESULT lines (see the networks-bench output above)', 'p95 ≤ 50 ms');
    return;
  }
  for (const r of results) {
    row(`GET /v2/networks ${r.shape} (${r.concurrency} concurrent, ${r.scale}, ${r.driver})`, `${r.p50} ms / ${r.p95} ms  (${r.rps} req/s)`, 'p95 ≤ 50 ms');
  }
}

/**
 * The CSV import bench (`pnpm --filter @kanri/api bench:csv`): a 10 MB equipment file (~100k rows),
 * the wall time of a bare csv-parse of it, the dry run and the real import, and the API's peak
 * resident memory in each. Targets: dry run ≤ 3 s, ≤ 256 MB.
 */
async function csvImport() {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8'));
  if (!pkg.scripts?.['bench:csv']) {
    row('CSV import (10 MB)', 'skipped: api has no bench:csv script');
    return;
  }
  console.log('bench: CSV import (pnpm --filter @kanri/api bench:csv; a 10 MB equipment file)');
  const { code, output } = await run('pnpm', ['--filter', '@kanri/api', 'bench:csv'], { label: 'csv-bench', capture: true });
  const line = output.split('\n').find((l) => l.startsWith('BENCH_CSV '));
  let result;
  try {
    result = line ? JSON.parse(line.slice('BENCH_CSV '.length)) : undefined;
  } catch {
    result = undefined;
  }
  if (code !== 0 || !result) {
    row('CSV import (10 MB equipment file)', code !== 0 ? `failed (exit ${code})` : 'no BENCH_CSV line (see the csv-bench output above)', 'dry run ≤ 3 s, ≤ 256 MB');
    return;
  }
  const what = `${result.fileMb} MB / ${result.rows} rows, ${result.driver}`;
  row(`CSV bare csv-parse (${what})`, `${result.bareParseMs} ms`);
  row(`CSV dry run (${what})`, `${(result.dryRunMs / 1000).toFixed(2)} s, peak RSS ${result.dryRunPeakRssMb} MB (idle ${result.idleRssMb} MB)`, 'dry run ≤ 3 s, ≤ 256 MB');
  row(`CSV real import (${what})`, `${(result.importMs / 1000).toFixed(2)} s, peak RSS ${result.importPeakRssMb} MB`);
}

/**
 * Record search (`pnpm --filter @kanri/api bench:search`, issue 31): one `BENCH_RESULT {json}` line
 * per query shape, on PGlite and, with DATABASE_URL, on PostgreSQL — there also with wrk as the
 * client (and a mixed run of every shape) when Debian's `wrk` is on the PATH, so the Node client's
 * own CPU on the shared cores is not read as the server's latency (docs/search.md "Speed").
 * Target p95 ≤ 150 ms (PostgreSQL).
 */
async function recordSearchLatency() {
  const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
  const databases = [
    ['PGlite', { ...process.env, DATABASE_URL: '' }, 'undici'],
    ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env, 'undici'], ...(hasWrk ? [['PostgreSQL', process.env, 'wrk']] : [])] : []),
  ];
  for (const [name, env, client] of databases) {
    console.log(`bench: record search on ${name}, ${client} client (pnpm --filter @kanri/api bench:search; seeds 100k people and devices, takes a while)`);
    const { code, output } = await run('pnpm', ['--filter', '@kanri/api', 'bench:search', '--client', client], { label: `search-bench ${name} ${client}`, capture: true, env });
    const results = output.split('\n').filter((l) => l.startsWith('BENCH_RESULT ')).map((l) => JSON.parse(l.slice('BENCH_RESULT '.length)));
    if (code !== 0 || results.length === 0) row(`record search, ${name}, ${client}`, code !== 0 ? `failed (exit ${code})` : 'no BENCH_RESULT lines', 'p95 ≤ 150 ms');
    for (const r of results) row(`record search ${r.shape} (${r.concurrency} concurrent, ${r.scale} people + devices, ${name}, ${client})`, `${r.p50} ms / ${r.p95} ms  (${r.rps} req/s)`, 'p95 ≤ 150 ms');
  }
}

/**
 * Response serializers (`pnpm --filter @kanri/api bench:serializer`, issue 28): one
 * `BENCH_SERIALIZER {json}` line per paged list, CPU µs of writing a 100-row body with
 * `JSON.stringify` and with the contract's compiled serializer, on the demo seed.
 */
async function serializers() {
  console.log('bench: response serializers (pnpm --filter @kanri/api bench:serializer; the demo seed)');
  const { code, output } = await run('pnpm', ['--filter', '@kanri/api', 'bench:serializer'], { label: 'serializer-bench', capture: true, env: { ...process.env, DATABASE_URL: '' } });
  const results = output.split('\n').filter((l) => l.startsWith('BENCH_SERIALIZER ')).map((l) => JSON.parse(l.slice('BENCH_SERIALIZER '.length)));
  if (code !== 0 || results.length === 0) {
    row('response serializers', code !== 0 ? `failed (exit ${code})` : 'no BENCH_SERIALIZER lines (see the serializer-bench output above)');
    return;
  }
  for (const r of results) row(`GET ${r.list} body (${r.rows} rows, ${r.bytesPerRow} B/row)`, `JSON.stringify ${r.stringifyUs} µs, compiled ${r.compiledUs} µs (${r.compiledOverStringify}×)`);
}

/**
 * The XLSX export of 100k devices (`pnpm --filter @kanri/api bench:xlsx`, issue 31 "Every list to
 * Excel"): one `BENCH_XLSX {json}` line. Opt-in with `--xlsx`: the seed of 100k people and devices
 * alone takes minutes on PGlite. Target: API peak memory ≤ 150 MB above its rest level.
 */
async function xlsxExport() {
  console.log('bench: XLSX export of 100k devices (pnpm --filter @kanri/api bench:xlsx; seeds 100k people and devices, takes a while)');
  const { code, output } = await run('pnpm', ['--filter', '@kanri/api', 'bench:xlsx'], { label: 'xlsx-bench', capture: true, env: { ...process.env, DATABASE_URL: '' } });
  const line = output.split('\n').find((l) => l.startsWith('BENCH_XLSX '));
  const result = line ? JSON.parse(line.slice('BENCH_XLSX '.length)) : undefined;
  if (code !== 0 || !result) {
    row('XLSX export of 100k devices', code !== 0 ? `failed (exit ${code})` : 'no BENCH_XLSX line (see the xlsx-bench output above)', '≤ 150 MB above rest');
    return;
  }
  row(
    `XLSX export of ${result.devices} devices (${result.driver}, ${result.fileMb} MB)`,
    `${(result.exportMs / 1000).toFixed(1)} s, peak RSS ${result.peakRssMb} MB = ${result.aboveRestMb} MB above rest (${result.restRssMb} MB)`,
    '≤ 150 MB above rest',
  );
}

let exitCode = 0;
try {
  if (!values['skip-web']) {
    const alreadyUp = await fetch(`${baseURL}/healthz`).then((r) => r.ok, () => false);
    if (!alreadyUp) {
      if (!(await build())) throw new Error('build failed');
      const server = startChild('start', process.execPath, [path.join(repoRoot, 'shared/build/bin/start.mjs'), '--no-build', '--fresh-db'], { quiet: true });
      await waitForHttp(`${baseURL}/healthz`, { timeoutMs: 180_000, child: server, name: 'pnpm start' });
      await waitForHttp(`${baseURL}/runtime-config.json`, { timeoutMs: 30_000, child: server, name: 'pnpm start' });
    } else {
      console.log(`bench: using the kanri already running on ${baseURL}`);
    }
    await web();
  }
  if (!values['skip-api']) await apiLatency();
  if (!values['skip-api'] && !values['skip-networks']) await networksLatency();
  if (!values['skip-api'] && !values['skip-csv']) await csvImport();
  if (!values['skip-api'] && !values['skip-search']) await recordSearchLatency();
  if (values.xlsx) await xlsxExport();
  if (values.serializer) await serializers();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.stack : error}`);
  exitCode = 1;
} finally {
  await stopAll();
}
printTable();
process.exit(exitCode);
