/**
 * `pnpm --filter @kanri/api bench:csv`: the CSV import on a 10 MB equipment file (issue "CSV import
 * and export": dry run ≤ 3 s, peak server memory ≤ 256 MB). Seeds a temporary PGlite database (or
 * uses `DATABASE_URL`), starts the API in a child process on a loopback port with the embedded
 * storage in a temporary folder, signs in, uploads a generated file just under 10 MB (~100k rows,
 * every reference resolvable: types and items by code, people by worker number, places by code)
 * through the presigned PUT, then times:
 *   - a bare csv-parse of the same file in this process (the floor the engine builds on);
 *   - the dry run (`POST /v2/equipment-csv`, `dryrun: true`);
 *   - the real import (`dryrun: false`, one transaction).
 * Peak server memory is the child's resident set size sampled every 20 ms from /proc (Linux),
 * reported per phase. Prints the figures and one `BENCH_CSV {json}` line for the root bench script.
 *
 * Options: --rows N (default 100000, or fewer when 10 MB is reached first), --port N (default: a
 * free one), --keep (keep the temp folders), --cpu-prof DIR (the API process writes a V8 CPU
 * profile into DIR when it exits).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse';
import { csvMaxFileBytes } from '@kanri/contracts';
import { openDatabase } from '../src/db/client';
import { seedDatabase, truncateAll } from '../src/seed/seed';
import { demoEquipmentItems } from '../src/ga-places/seed-equipment';
import { people } from '../src/schema';
import { freePort, signInAdmin, spawnApi, waitForApi } from './support';

const { values } = parseArgs({
  options: { rows: { type: 'string' }, port: { type: 'string' }, keep: { type: 'boolean' }, 'cpu-prof': { type: 'string' } },
});
const port = values.port ? Number(values.port) : await freePort();
const origin = `http://127.0.0.1:${port}`;
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'kanri-csv-bench-db-'));
const storageDir = mkdtempSync(join(tmpdir(), 'kanri-csv-bench-files-'));
const log = (message: string) => process.stderr.write(`${message}\n`);
const databaseUrl = process.env.DATABASE_URL || undefined;

/** The bench file: the equipment CSV columns in Japanese, ~100 bytes a row, up to just under 10 MB. */
function benchFile(workerNumbers: string[], maxRows: number): { bytes: Buffer; rows: number } {
  const header = '備品名,備品種別,備品品目,型番,シリアル番号,資産管理番号,管理区分,ステータス,利用区分,配置区分,所在状況,利用者,設置場所,メモ\r\n';
  const statuses = ['IN_USE', 'STORED', '使用中', '保管中'];
  const placesCodes = ['TKY-001', 'OSK-001', 'NGY-001', 'FUK-001', 'SPR-001'];
  const parts: string[] = [header];
  let size = Buffer.byteLength(header);
  let rows = 0;
  for (;;) {
    const [type, code, , nameEn, , model] = demoEquipmentItems[rows % demoEquipmentItems.length]!;
    const n = String(rows + 1).padStart(6, '0');
    const line = `${nameEn.slice(0, 12)} ${n},${type},${code},${model},SN${n},B-${n},INVENTORY,${statuses[rows % 4]},,FIXED,,${workerNumbers[rows % workerNumbers.length]},${placesCodes[rows % 5]},\r\n`;
    const bytes = Buffer.byteLength(line);
    if (size + bytes > csvMaxFileBytes - 1024 || rows >= maxRows) break;
    parts.push(line);
    size += bytes;
    rows++;
  }
  return { bytes: Buffer.from(parts.join(''), 'utf8'), rows };
}

/** Samples a process's resident set size (KiB from /proc/<pid>/status) and keeps the peak. */
function rssSampler(pid: number) {
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return match ? Number(match[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 20);
  return {
    now: read,
    /** Peak since the last reset, in MB. */
    take() {
      peak = Math.max(peak, read());
      const value = peak;
      peak = read();
      return Math.round(value / 1024 / 1024);
    },
    stop: () => clearInterval(timer),
  };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

let started = performance.now();
const database = await openDatabase({ dataDir, databaseUrl });
if (databaseUrl) await truncateAll(database.db);
await seedDatabase(database.db, { scale: 300, demo: true });
const workerNumbers = (await database.db.select({ n: people.workerNumber }).from(people).limit(250)).map((p) => p.n);
await database.close();
log(`seeded in ${Math.round(performance.now() - started)} ms`);

const file = benchFile(workerNumbers, values.rows ? Number(values.rows) : 100_000);
log(`bench file: ${file.rows} rows, ${mb(file.bytes.length)} MB`);

// the floor: csv-parse alone on the same bytes, streamed as the engine streams them
started = performance.now();
let parsedRecords = 0;
for await (const _record of Readable.from([file.bytes]).pipe(parse({ relax_column_count: true, skip_empty_lines: false }))) parsedRecords++;
const bareParseMs = Math.round(performance.now() - started);
if (parsedRecords !== file.rows + 1) throw new Error(`csv-parse read ${parsedRecords} records, expected ${file.rows + 1}`);

const { server, stop } = spawnApi(apiDir, { KANRI_DATA_DIR: dataDir, KANRI_STORAGE_DIR: storageDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', KANRI_DEMO: '1', DATABASE_URL: databaseUrl ?? '', S3_ENDPOINT: '' }, { cpuProf: values['cpu-prof'] && resolve(values['cpu-prof']) });

try {
  await waitForApi(origin, 120_000);
  const memory = rssSampler(server.pid!);
  const cookie = await signInAdmin(origin);
  // as the browser's page: a session's write needs its Origin (issue 29)
  const headers = { cookie, 'accept-language': 'ja-JP', origin };
  const idleMb = memory.take();

  started = performance.now();
  const presign = (await (await fetch(`${origin}/v2/s3/presigned-url/import-csv?filename=bench.csv`, { headers })).json()) as { url: string; key: string };
  const put = await fetch(`${origin}${presign.url}`, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: file.bytes });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  const uploadMs = Math.round(performance.now() - started);
  memory.take();

  const importCall = async (dryrun: boolean) => {
    const t0 = performance.now();
    const res = await fetch(`${origin}/v2/equipment-csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadedFileKey: presign.key, dryrun, filterError: true, pageSize: 3 }),
    });
    const body = (await res.json()) as { outcome: string; summary: { rowsCount: number; errorRowsCount: number }; createdCount: number; records: unknown[] };
    const ms = Math.round(performance.now() - t0);
    if (!res.ok) throw new Error(`import (dryrun ${dryrun}) → ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
    if (body.summary.errorRowsCount > 0) throw new Error(`unexpected errors: ${JSON.stringify(body.records.slice(0, 2))}`);
    return { ms, peakMb: memory.take(), outcome: body.outcome, rows: body.summary.rowsCount, created: body.createdCount };
  };
  const dryRun = await importCall(true);
  const realImport = await importCall(false);
  memory.stop();
  if (realImport.outcome !== 'IMPORTED' || realImport.created !== file.rows) throw new Error(`import wrote ${realImport.created} of ${file.rows} rows (${realImport.outcome})`);

  const result = {
    driver: databaseUrl ? 'postgres' : 'pglite',
    fileMb: mb(file.bytes.length),
    rows: file.rows,
    bareParseMs,
    uploadMs,
    dryRunMs: dryRun.ms,
    importMs: realImport.ms,
    idleRssMb: idleMb,
    dryRunPeakRssMb: dryRun.peakMb,
    importPeakRssMb: realImport.peakMb,
  };
  console.log(`equipment CSV ${result.fileMb} MB / ${result.rows} rows (${result.driver}):`);
  console.log(`  bare csv-parse ${bareParseMs} ms · upload ${uploadMs} ms · dry run ${dryRun.ms} ms · real import ${realImport.ms} ms`);
  console.log(`  server RSS: idle ${idleMb} MB · peak during dry run ${dryRun.peakMb} MB · peak during import ${realImport.peakMb} MB`);
  console.log(`BENCH_CSV ${JSON.stringify(result)}`);
} finally {
  await stop();
  if (!values.keep) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
  }
}
