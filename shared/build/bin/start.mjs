#!/usr/bin/env node
/**
 * `pnpm start`: builds what is missing or stale, starts the API on the embedded database, then serves each
 * remote from its own process on its own port (CORS on) and the host on http://localhost:8080 with
 * `/v2`, `/v3` and `/healthz` proxied to the API and `/runtime-config.json` generated from apps.mjs.
 * Ctrl+C stops everything.
 *
 * `pnpm dev` (`--dev`): rspack dev servers for the host and every remote, `tsx watch` for the API.
 *
 * Options:
 *   --dev              dev servers with reload instead of built dists
 *   --no-build         serve the dists as they are (fails when one is missing)
 *   --only a,b         serve only these remotes (the host always runs); env KANRI_SKIP_REMOTES=a,b skips some
 *   --fresh-db         run the API on a new temporary data folder, removed on exit (e2e, bench)
 *   --e2e              --no-build --fresh-db, dev mailbox on, less output (Playwright's web server)
 *   --no-api           do not start the API (one already runs on API_PORT)
 * Env: PORT (host, default 8080), API_PORT (default 8090), KANRI_REMOTE_HOST (host name in the
 * runtime config, default localhost), KANRI_DATA_DIR, DATABASE_URL and the API's own variables.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { host, remotes, apiPort as defaultApiPort } from '../apps.mjs';
import { repoRoot, startChild, stopAll, waitForHttp } from '../lib/procs.mjs';
import { build, missingDists } from './build.mjs';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean' },
    'no-build': { type: 'boolean' },
    only: { type: 'string' },
    'fresh-db': { type: 'boolean' },
    e2e: { type: 'boolean' },
    'no-api': { type: 'boolean' },
  },
  strict: true,
});

const e2e = Boolean(values.e2e);
const dev = Boolean(values.dev);
const hostPort = Number(process.env.PORT ?? host.port);
const apiPort = Number(process.env.API_PORT ?? defaultApiPort);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const remoteHost = process.env.KANRI_REMOTE_HOST ?? 'localhost';
const serveScript = path.join(repoRoot, 'shared/build/lib/serve-static.mjs');

const only = values.only?.split(',').filter(Boolean);
const skipped = (process.env.KANRI_SKIP_REMOTES ?? '').split(',').filter(Boolean);
for (const id of [...(only ?? []), ...skipped]) {
  if (!remotes.some((r) => r.id === id)) {
    console.error(`start: unknown remote ${id}; known: ${remotes.map((r) => r.id).join(', ')}`);
    process.exit(2);
  }
}
const served = remotes.filter((r) => (!only || only.includes(r.id)) && !skipped.includes(r.id));

let tempDataDir;

async function main() {
  if (!dev && !values['no-build'] && !e2e) {
    // builds what is missing or older than its sources; up-to-date apps are skipped
    if (!(await build())) throw new Error('build failed');
  } else if (!dev) {
    const missing = missingDists().filter((a) => a === host || served.includes(a));
    if (missing.length) throw new Error(`no dist for ${missing.map((a) => a.id).join(', ')}: run \`pnpm build\``);
  }

  const apiEnv = { ...process.env, PORT: String(apiPort) };
  if (e2e) {
    apiEnv.KANRI_DEV_MAILBOX = '1';
    apiEnv.KANRI_DEMO ??= '1';
  }
  if (values['fresh-db'] || e2e) {
    tempDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-data-'));
    apiEnv.KANRI_DATA_DIR = tempDataDir;
    delete apiEnv.DATABASE_URL;
  }
  const allowedOrigins = [`http://localhost:${hostPort}`, `http://127.0.0.1:${hostPort}`];
  apiEnv.KANRI_ALLOWED_ORIGINS ??= allowedOrigins.join(',');

  if (!values['no-api']) {
    const api = startChild('api', 'pnpm', ['--filter', '@kanri/api', dev ? 'dev' : 'start'], { env: apiEnv, quiet: e2e });
    api.on('exit', (code, signal) => {
      if (!shuttingDown) {
        console.error(`start: the API exited (${code ?? signal}); stopping`);
        shutdown(1);
      }
    });
    console.log(`start: waiting for the API on ${apiUrl}/healthz (migrations and the demo seed run on a new database)`);
    await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 180_000, child: api, name: 'api' });
  }

  if (dev) {
    const devEnv = { ...process.env, NODE_ENV: 'development', API_PORT: String(apiPort) };
    const devApps = [...served, host];
    const devChildren = devApps.map((app) => {
      const cwd = path.join(repoRoot, app.dir);
      const bin = path.join(cwd, 'node_modules', '.bin', 'rspack');
      const child = fs.existsSync(bin)
        ? startChild(app.id, bin, ['serve'], { cwd, env: devEnv })
        : startChild(app.id, 'pnpm', ['exec', 'rspack', 'serve'], { cwd, env: devEnv });
      child.on('exit', (code) => !shuttingDown && console.error(`start: ${app.id} dev server exited (${code})`));
      return child;
    });
    await Promise.all(devApps.map((a, i) => waitForHttp(`http://localhost:${a.port}/`, { timeoutMs: 300_000, child: devChildren[i], name: `${a.id} dev server` })));
  } else {
    const remoteChildren = served.map((r) =>
      startChild(r.id, process.execPath, [serveScript, '--dir', path.join(r.dir, 'dist'), '--port', String(r.port), '--cors', '--quiet'], {
        quiet: e2e,
      }),
    );
    await Promise.all(
      served.map((r, i) => waitForHttp(`http://localhost:${r.port}/mf-manifest.json`, { timeoutMs: 30_000, child: remoteChildren[i], name: r.id })),
    );
    const hostChild = startChild(
      'host',
      process.execPath,
      [serveScript, '--dir', path.join(host.dir, 'dist'), '--port', String(hostPort), '--spa', '--api', apiUrl, '--runtime-config', 'generate', '--remote-host', remoteHost, '--quiet'],
      { quiet: e2e },
    );
    await waitForHttp(`http://localhost:${hostPort}/runtime-config.json`, { timeoutMs: 30_000, child: hostChild, name: 'host' });
    for (const [child, id] of [...remoteChildren.map((c, i) => [c, served[i].id]), [hostChild, 'host']]) {
      child.on('exit', (code) => !shuttingDown && console.error(`start: the ${id} server exited (${code})`));
    }
  }

  const url = `http://localhost:${dev ? host.port : hostPort}`;
  console.log(
    [
      '',
      `kanri is running: ${url}`,
      ...served.map((r) => `  remote ${r.id.padEnd(12)} http://${remoteHost}:${r.port}`),
      ...(values['no-api'] ? [] : [`  api                 ${apiUrl} (${tempDataDir ? `temporary data in ${tempDataDir}` : process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded database'})`]),
      '',
      'Demo accounts (password kanri-demo):',
      '  admin@kanri.example     operator and individual, every permission',
      '  member@kanri.example    individual only',
      '  supplier@kanri.example  operator of the device-supplier company (marketplace)',
      '',
      'Ctrl+C stops everything.',
      '',
    ].join('\n'),
  );
}

let shuttingDown = false;
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  await stopAll();
  if (tempDataDir) fs.rmSync(tempDataDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!shuttingDown) console.log('\nstart: stopping…');
    shutdown(0);
  });
}

main().catch((error) => {
  console.error(`start: ${error instanceof Error ? error.message : error}`);
  shutdown(1);
});
