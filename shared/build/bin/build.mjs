#!/usr/bin/env node
/**
 * `pnpm build`: compiles the Lingui catalogs (strict), then builds the host and the six remotes
 * with rspack in production mode, two at a time (the machines have two cores).
 *
 * An app is skipped when its `dist/` is newer than every source it is built from: its own folder,
 * the shared packages, the contracts, the `.po` catalogs and the build factory.
 *
 * Then every dist, built now or up to date, gets brotli (`.br`) and gzip (`.gz`) copies of its
 * compressible files (`precompressDist`), which the static server sends by `Accept-Encoding`
 * (shared/build/lib/serve-static.mjs, docs/performance.md "Compression").
 *
 *   node shared/build/bin/build.mjs [--force] [--only host,it-ops] [--no-i18n] [--no-compress] [--jobs 2]
 *
 * `--no-compress` leaves the copies out (the e2e step of `pnpm test`: the static server then sends
 * each file as it is, and a later `pnpm build` writes the copies of up-to-date dists).
 *
 * Exits non-zero when any build fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { apps } from '../apps.mjs';
import { repoRoot, run } from '../lib/procs.mjs';

/** Folders (or files) every app is built from, besides its own folder. */
const sharedSources = ['shared/runtime', 'shared/ui', 'contracts/src', 'locales', 'shared/build/apps.mjs', 'shared/build/rspack.config.mjs', 'shared/build/shared-dependencies.mjs', 'shared/build/index.html', 'shared/build/shell-frame.html', 'shared/build/lib/inline-messages.cjs', 'shared/build/lib/empty-catalog.mjs', 'shared/build/lib/lazy-default-loader.cjs', 'shared/build/lib/rewrite-source-loader.cjs', 'shared/build/lib/deferred-app-hooks.mjs', 'shared/build/lib/deferred-components.mjs', 'shared/build/lib/deferred-styles.mjs', 'shared/build/lib/deferred-style-loader.cjs', 'shared/build/lib/first-screen-styles.cjs', 'shared/build/lib/route-manifest.mjs', 'pnpm-lock.yaml'];
const ignoredDirs = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'test-results']);

/** Newest mtime (ms) under `target`, ignoring build output and compiled catalogs. */
function newestMtime(target) {
  let newest = 0;
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (ignoredDirs.has(entry.name)) continue;
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    // compiled catalogs are rewritten by every `lingui compile`; their .po sources count instead
    else if (!(full.includes(`${path.sep}locales${path.sep}`) && /\.m?js$/.test(entry.name)) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

/**
 * Pages an app's build writes besides `index.html` and `mf-manifest.json`: the host's second
 * config builds the auth page (host/auth.rspack.config.mjs) from the host's own folder, so the
 * host is stale when `auth.html` is missing or older than those sources.
 */
const extraOutputs = { host: ['auth.html'] };

/**
 * Whether an app's `dist/` is missing or older than its sources.
 * @param {import('../apps.mjs').AppDef} app
 */
export function isStale(app) {
  const outputs = ['mf-manifest.json', 'index.html', ...(extraOutputs[app.id] ?? [])].map((file) => path.join(repoRoot, app.dir, 'dist', file));
  if (!outputs.every((file) => fs.existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  const sources = Math.max(newestMtime(path.join(repoRoot, app.dir)), ...sharedSources.map((s) => newestMtime(path.join(repoRoot, s))));
  return sources > built;
}

/** Whether every app has a dist folder (used by `pnpm start` to decide whether to build). */
export function missingDists() {
  return apps.filter((a) => !fs.existsSync(path.join(repoRoot, a.dir, 'dist', 'index.html')));
}

/** Extensions worth compressing: text formats; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|html|json|svg|txt|map)$/;
/** Files smaller than this are sent as they are: the saving is below a packet. */
export const minCompressBytes = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` (brotli, quality 10: 1.8 % larger than 11 in a third of the time) and `<file>.gz` (gzip, level 9) beside every compressible
 * file (js, mjs, css, html, json, svg, txt, map) of `dist` that is at least `minCompressBytes` long,
 * for the static server's `preCompressed` (shared/build/lib/serve-static.mjs). A copy is written
 * only when it is missing or older than its file, and kept only when it is smaller than 90 % of it
 * (the server then falls back to the next encoding, finally the file itself). Copies whose file is
 * gone are removed, so a copy never answers for content that is no longer there. node's zlib,
 * not compression-webpack-plugin: see docs/performance.md "Compression".
 *
 * @param {string} dist absolute path of a dist folder (its subfolders included)
 * @returns {Promise<{ files: number, written: number, bytes: number, br: number, gz: number }>}
 *   files: compressible files seen; written: copies (re)written; bytes / br / gz: their total sizes
 *   in bytes, raw, brotli and gzip (files without a kept copy count at their raw size)
 * @throws {Error} on an unreadable dist or a failed write
 */
export async function precompressDist(dist) {
  const totals = { files: 0, written: 0, bytes: 0, br: 0, gz: 0 };
  const entries = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const present = new Set(entries.map((e) => path.join(e.parentPath, e.name)));
  for (const file of present) {
    const source = file.replace(/\.(?:br|gz)$/, '');
    if (source !== file && !present.has(source)) fs.rmSync(file);
  }
  const work = [...present].filter((file) => compressible.test(file) && fs.statSync(file).size >= minCompressBytes);
  const compressOne = async (file) => {
    const stat = fs.statSync(file);
    totals.files++;
    totals.bytes += stat.size;
    for (const [ext, compress, key] of [
      ['.br', (data) => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }), 'br'],
      ['.gz', (data) => gzip(data, { level: 9 }), 'gz'],
    ]) {
      const target = file + ext;
      const existing = fs.existsSync(target) ? fs.statSync(target) : null;
      if (existing && existing.mtimeMs >= stat.mtimeMs) {
        totals[key] += existing.size;
        continue;
      }
      const packed = await compress(fs.readFileSync(file));
      if (packed.length < stat.size * 0.9) {
        fs.writeFileSync(target, packed);
        totals.written++;
        totals[key] += packed.length;
      } else {
        if (existing) fs.rmSync(target);
        totals[key] += stat.size;
      }
    }
  };
  // zlib's async calls run on libuv's thread pool: a few at a time keeps both cores busy
  const queue = [...work];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compressOne(file);
  }));
  return totals;
}

/**
 * Builds the given apps (all stale ones by default).
 * @param {{ force?: boolean, only?: string[], i18n?: boolean, compress?: boolean, jobs?: number }} [options]
 *   compress: write the brotli and gzip copies (`precompressDist`); false leaves them out
 * @returns {Promise<boolean>} true when every build succeeded
 */
export async function build({ force = false, only, i18n = true, compress = true, jobs = 2 } = {}) {
  const started = Date.now();
  if (i18n) {
    console.log('build: compiling catalogs (lingui compile --strict)');
    const { code } = await run('pnpm', ['-s', 'i18n:compile'], { label: 'i18n' });
    if (code !== 0) {
      console.error('build: lingui compile --strict failed (missing translations or syntax errors above)');
      return false;
    }
  }
  const selected = only?.length ? apps.filter((a) => only.includes(a.id)) : apps;
  const unknown = (only ?? []).filter((id) => !apps.some((a) => a.id === id));
  if (unknown.length) {
    console.error(`build: unknown app(s) ${unknown.join(', ')}; known: ${apps.map((a) => a.id).join(', ')}`);
    return false;
  }
  const todo = selected.filter((a) => force || isStale(a));
  const compressApp = async (app) => {
    const dist = path.join(repoRoot, app.dir, 'dist');
    if (!compress || !fs.existsSync(dist)) return;
    const t0 = Date.now();
    const t = await precompressDist(dist);
    if (t.written) console.log(`build: ${app.id} compressed in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${t.files} files, ${(t.bytes / 1024).toFixed(0)} KB → br ${(t.br / 1024).toFixed(0)} KB, gzip ${(t.gz / 1024).toFixed(0)} KB`);
  };
  for (const a of selected) if (!todo.includes(a)) console.log(`build: ${a.id} is up to date`);

  const failed = [];
  const queue = [...todo];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const t0 = Date.now();
      const cwd = path.join(repoRoot, app.dir);
      const rspackBin = path.join(cwd, 'node_modules', '.bin', 'rspack');
      const [cmd, args] = fs.existsSync(rspackBin) ? [rspackBin, ['build']] : ['pnpm', ['exec', 'rspack', 'build']];
      const { code } = await run(cmd, args, { cwd, label: app.id, env: { ...process.env, NODE_ENV: 'production' } });
      if (code === 0) {
        console.log(`build: ${app.id} built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        await compressApp(app);
      } else {
        console.error(`build: ${app.id} FAILED (exit ${code})`);
        failed.push(app.id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  // an up-to-date dist built before precompression existed gets its copies too
  for (const app of selected) if (!todo.includes(app)) await compressApp(app);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failed.length) {
    console.error(`build: failed: ${failed.join(', ')} (${seconds} s)`);
    return false;
  }
  console.log(`build: ${todo.length} built, ${selected.length - todo.length} up to date (${seconds} s)`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { force: { type: 'boolean' }, only: { type: 'string' }, 'no-i18n': { type: 'boolean' }, 'no-compress': { type: 'boolean' }, jobs: { type: 'string' } },
    strict: true,
  });
  const ok = await build({
    force: values.force,
    only: values.only?.split(',').filter(Boolean),
    i18n: !values['no-i18n'],
    compress: !values['no-compress'],
    jobs: values.jobs ? Number(values.jobs) : 2,
  });
  process.exit(ok ? 0 : 1);
}
