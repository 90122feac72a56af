import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccounts, demoPassword } from './seed/seed';
import { freePort } from './test/support';

/**
 * The API's first start on the embedded database (issue 28 "Memory", docs/performance.md §2): a
 * new PGlite folder is created and seeded in a child process, and the API opens it afterwards, so
 * that it does not keep the seeding's WebAssembly memory. PostgreSQL runs have their own start
 * test (`auth/replicas.test.ts`).
 */
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'kanri-first-start-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `src/main.ts` on `dataDir` as `pnpm start` does; resolves once `/healthz` answers, with the API's log lines so far. */
async function startApi(port: number): Promise<{ child: ChildProcess; log: () => Record<string, unknown>[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', KANRI_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', KANRI_DEMO: '1', KANRI_SEED_SCALE: '10' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const log = () => out.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return { child, log };
    if (Date.now() > deadline) throw new Error('the API did not start');
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

describe('the first start on a new embedded data folder', { skip: process.env.DATABASE_URL ? 'PGlite only (PostgreSQL: auth/replicas.test.ts)' : false }, () => {
  it('seeds the folder in a child process, then serves it; a restart does not seed again', async () => {
    const port = await freePort();
    const first = await startApi(port);
    try {
      const seeded = first.log().filter((line) => line.msg === 'empty database seeded');
      assert.equal(seeded.length, 1);
      assert.equal(seeded[0]!.apart, true, 'seeded by the child process, not by the API');
      const signIn = await fetch(`http://127.0.0.1:${port}/v2/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ email: demoAccounts.admin, password: demoPassword }),
      });
      assert.equal(signIn.status, 200, 'the API sees the demo accounts the child made');
    } finally {
      await stop(first.child);
    }
    const again = await startApi(port);
    try {
      assert.deepEqual(again.log().filter((line) => line.msg === 'empty database seeded'), []);
    } finally {
      await stop(again.child);
    }
  });
});
