import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';
import { companies } from '../schema';
import { demoAccounts, demoPassword } from '../seed/seed';
import { createEmptyPgDatabase, freePort } from '../test/support';

/**
 * Two API processes on one PostgreSQL database, as docker-compose runs them behind the host
 * (issue 9 "Hardening": stateless replicas). PGlite keeps its files to one process, so this needs
 * `DATABASE_URL` (`.ci/run` sets it).
 */
const hasPg = Boolean(process.env.DATABASE_URL);
/** The empty database of this file, made in `before`. */
let databaseUrl = '';
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function startReplica(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', KANRI_DEMO: '1', KANRI_SEED_SCALE: '10' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return child;
    if (Date.now() > deadline) throw new Error(`replica on ${port} did not start`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

describe('two API replicas on one database', { skip: hasPg ? false : 'needs DATABASE_URL (PostgreSQL): PGlite serves one process' }, () => {
  const replicas: ChildProcess[] = [];
  let a = '';
  let b = '';
  let drop: () => Promise<void> = async () => undefined;

  before(async () => {
    // an empty database: both replicas start at once, one migrates and seeds, the other waits
    const empty = await createEmptyPgDatabase();
    databaseUrl = empty.url;
    drop = empty.drop;
    const [portA, portB] = [await freePort(), await freePort()];
    replicas.push(...(await Promise.all([startReplica(portA), startReplica(portB)])));
    a = `http://127.0.0.1:${portA}`;
    b = `http://127.0.0.1:${portB}`;
  });
  after(async () => {
    await Promise.all(replicas.map((child) => (child.exitCode === null ? (child.kill('SIGTERM'), once(child, 'exit')) : undefined)));
    await drop();
  });

  const signIn = (origin: string, email: string, password: string) =>
    fetch(`${origin}/v2/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email, password }) });

  it('seeded the empty database once though both replicas started together', async () => {
    const database = await openDatabase({ databaseUrl });
    try {
      const rows = await database.db.select({ id: companies.id }).from(companies);
      assert.equal(rows.length, 2, 'the demo company and the device supplier, once each');
    } finally {
      await database.close();
    }
  });

  it('counts failed sign-ins across replicas: the limit reached on one holds on the other', async () => {
    // 5 failures of one account from one client cost nothing, the next waits: 3 on one replica, 2 on the other
    for (const origin of [a, a, a, b, b]) assert.equal((await signIn(origin, demoAccounts.member, 'wrong-password')).status, 401);
    const blocked = await signIn(a, demoAccounts.member, demoPassword);
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal((await signIn(b, demoAccounts.member, demoPassword)).status, 429);
  });

  it('a sign-out on one replica ends the session on the other as soon as PostgreSQL delivers the notification', async () => {
    const res = await signIn(a, demoAccounts.admin, demoPassword);
    assert.equal(res.status, 200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    assert.equal((await fetch(`${b}/v2/session`, { headers: { cookie } })).status, 200);
    const out = await fetch(`${a}/v2/auth/sign-out`, { method: 'POST', headers: { cookie, origin: a } });
    assert.ok(out.status < 300, `sign-out answered ${out.status}`);
    // the other replica drops its cached lookup when PostgreSQL delivers the sign-out's NOTIFY,
    // which the writer has sent (and heard itself) before answering: milliseconds, not the cache's
    // 5 s. Wait on that condition, bounded well below the cache lifetime.
    const until = Date.now() + 2_000;
    let status = (await fetch(`${b}/v2/session`, { headers: { cookie } })).status;
    while (status !== 401 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await fetch(`${b}/v2/session`, { headers: { cookie } })).status;
    }
    assert.equal(status, 401);
  });
});
