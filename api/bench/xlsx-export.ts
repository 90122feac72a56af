/**
 * `pnpm --filter @kanri/api bench:xlsx`: the XLSX export of 100k devices (issue 31 "Every list to
 * Excel": API peak memory ≤ 150 MB above its rest level). Seeds 100k people and devices
 * (`seedDatabase` at `--scale`, as the record search bench does; a `--data-dir` already holding
 * them is reused), starts the API in a child process on a loopback port with the embedded storage
 * in a temporary folder, signs in, then times `GET /v2/devices-csv?mode=view&category=ALL&format=xlsx`
 * (the file built and stored) and the download of the file. Peak server memory is the child's
 * resident set size sampled every 20 ms from /proc (Linux), above its rest level after sign-in.
 * Prints the figures and one `BENCH_XLSX {json}` line for the root bench script.
 *
 * Options: --scale N (100000), --format xlsx|csv (xlsx), --data-dir DIR (keep the seeded database
 * there for the next run), --port N (default: a free one), --trace-gc (the API prints each garbage
 * collection: how far the old generation grows between two full ones), --api-flag F (a node flag
 * for the API process, repeatable, e.g. `--api-flag=--max-semi-space-size=32`). With `DATABASE_URL` the seed and the
 * server use that PostgreSQL database instead.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { devices } from '../src/schema';
import { seedDatabase, truncateAll } from '../src/seed/seed';
import { freePort, signInAdmin, spawnApi, waitForApi } from './support';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    format: { type: 'string', default: 'xlsx' },
    'data-dir': { type: 'string' },
    port: { type: 'string' },
    'trace-gc': { type: 'boolean' },
    'api-flag': { type: 'string', multiple: true },
  },
});
const scale = Number(values.scale);
const format = values.format === 'csv' ? 'csv' : 'xlsx';
const log = (message: string) => process.stderr.write(`${message}\n`);
const databaseUrl = process.env.DATABASE_URL || undefined;

/** Resident set size of a process in bytes (`/proc/<pid>/status`), 0 when unreadable. */
function rss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const port = values.port ? Number(values.port) : await freePort();
const origin = `http://127.0.0.1:${port}`;
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'kanri-xlsx-bench-db-'));
const storageDir = mkdtempSync(join(tmpdir(), 'kanri-xlsx-bench-files-'));

let started = performance.now();
const database = await openDatabase({ dataDir, databaseUrl });
const [devicesRow] = await database.db.select({ n: count() }).from(devices);
if ((devicesRow?.n ?? 0) < scale) {
  if (databaseUrl) await truncateAll(database.db);
  await seedDatabase(database.db, { scale, demo: true });
  log(`seeded ${scale} people and devices in ${Math.round(performance.now() - started)} ms`);
}
const [seeded] = await database.db.select({ n: count() }).from(devices);
await database.close();

const { server, stop } = spawnApi(apiDir, { KANRI_DATA_DIR: dataDir, KANRI_STORAGE_DIR: storageDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', KANRI_DEMO: '1', DATABASE_URL: databaseUrl ?? '', S3_ENDPOINT: '' }, { nodeFlags: [...(values['trace-gc'] ? ['--trace-gc'] : []), ...(values['api-flag'] ?? [])] });

try {
  await waitForApi(origin, 180_000);
  const cookie = await signInAdmin(origin);
  const headers = { cookie, 'accept-language': 'ja-JP', origin };
  // the rest level: after start-up, sign-in and one small export (modules loaded, pools open)
  await fetch(`${origin}/v2/devices-csv?mode=view&category=ALL&format=${format}&freeText=zzzz-none`, { headers });
  await new Promise((r) => setTimeout(r, 500));
  const restBytes = rss(server.pid!);
  let peakBytes = restBytes;
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, rss(server.pid!));
  }, 20);

  started = performance.now();
  const res = await fetch(`${origin}/v2/devices-csv?mode=view&category=ALL&format=${format}`, { headers });
  const body = (await res.json()) as { url: string; fileName: string };
  if (!res.ok) throw new Error(`export → ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  const exportMs = Math.round(performance.now() - started);
  const exportPeakBytes = peakBytes;
  started = performance.now();
  const file = Buffer.from(await (await fetch(`${origin}${body.url}`)).arrayBuffer());
  const downloadMs = Math.round(performance.now() - started);
  clearInterval(timer);
  if (format === 'xlsx' && file.subarray(0, 2).toString('latin1') !== 'PK') throw new Error('the download is not an XLSX (zip) file');

  const result = {
    driver: databaseUrl ? 'postgres' : 'pglite',
    format,
    devices: seeded?.n ?? 0,
    fileMb: mb(file.length),
    exportMs,
    downloadMs,
    restRssMb: mb(restBytes),
    peakRssMb: mb(exportPeakBytes),
    aboveRestMb: mb(exportPeakBytes - restBytes),
  };
  console.log(`devices ${format.toUpperCase()} export, ${result.devices} devices (${result.driver}): ${result.fileMb} MB in ${(exportMs / 1000).toFixed(1)} s (download ${downloadMs} ms)`);
  console.log(`  server RSS: rest ${result.restRssMb} MB · peak during the export ${result.peakRssMb} MB · above rest ${result.aboveRestMb} MB (target ≤ 150 MB)`);
  console.log(`BENCH_XLSX ${JSON.stringify(result)}`);
} finally {
  await stop();
  rmSync(storageDir, { recursive: true, force: true });
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}
