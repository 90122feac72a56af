import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { demoAccounts, demoPassword } from '../src/seed/seed';

/**
 * What the API benches share: starting the API as a child process (`src/main.ts` through tsx, as
 * `pnpm start` runs it), waiting for `/healthz`, and signing in as the demo admin.
 */

/**
 * Starts the API in a child process from `apiDir` as `pnpm start` does (`startArguments`), with
 * `env` added to this process's environment (stdout/stderr inherited). `stop()` sends SIGTERM and resolves once the process has exited; it is
 * also called when this process exits. Options: `cpuProf`, a folder where each API process writes a
 * V8 CPU profile (`node --cpu-prof`) when it exits; `cpus`, a CPU list (`taskset -c`, e.g. `'1'`)
 * the process and its children run on; `nodeFlags`, more flags for node (e.g. `--trace-gc`, which
 * NODE_OPTIONS refuses).
 */
export function spawnApi(apiDir: string, env: Record<string, string>, options: { cpuProf?: string; cpus?: string; nodeFlags?: readonly string[] } = {}): { server: ChildProcess; stop: () => Promise<void> } {
  const profile = [...(options.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProf] : []), ...(options.nodeFlags ?? [])];
  const command = [process.execPath, ...profile, ...startArguments(apiDir)];
  // taskset execs node in its own process: the pid and the signals are node's
  const server = spawn(options.cpus ? 'taskset' : command[0]!, options.cpus ? ['-c', options.cpus, ...command] : command.slice(1), {
    cwd: apiDir,
    // a bench measures the API's throughput, not its rate limits (issue 29): both off unless set
    env: { ...process.env, KANRI_RATE_LIMIT_CLIENT: '0', KANRI_RATE_LIMIT_SESSION: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const kill = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', kill);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      kill();
    });
  return { server, stop };
}

/**
 * The node arguments of `pnpm start` (api/package.json `scripts.start`, `node [flags] --import tsx
 * src/main.ts`), so a bench runs the API with the flags it is started with (e.g. its heap sizes);
 * `--import tsx src/main.ts` when the script does not start with `node`.
 */
function startArguments(apiDir: string): string[] {
  const start = (JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8')) as { scripts?: { start?: string } }).scripts?.start ?? '';
  const [program, ...args] = start.trim().split(/\s+/);
  return program === 'node' && args.length ? args : ['--import', 'tsx', 'src/main.ts'];
}

/** A free loopback port (the OS picks one). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/**
 * Polls `{origin}/healthz` every 200 ms until it answers 200.
 * @throws {Error} when it has not answered within `timeoutMs` milliseconds
 */
export async function waitForApi(origin: string, timeoutMs: number): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`API did not start within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Signs in as the demo admin and returns the session cookie (`kanri_session=…`) to send back.
 * @throws {Error} when sign-in does not answer 200
 */
export async function signInAdmin(origin: string): Promise<string> {
  return signInAs(origin, 'admin');
}

/**
 * Signs in as a demo account (`demoAccounts`' key) and answers its session cookie (`name=value`).
 * A 503 (the API shedding load while it starts) is tried again after its `Retry-After`, up to five times.
 * @throws {Error} when the sign-in answers anything else than 200
 */
export async function signInAs(origin: string, account: keyof typeof demoAccounts): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const signIn = await fetch(`${origin}/v2/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts[account], password: demoPassword }),
    });
    if (signIn.status === 503 && attempt < 5) {
      await signIn.arrayBuffer();
      await new Promise((done) => setTimeout(done, 1000 * Math.max(1, Number(signIn.headers.get('retry-after')) || 1)));
      continue;
    }
    if (!signIn.ok) throw new Error(`sign-in as ${account} failed: ${signIn.status}`);
    return (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
}

/** Latency figures of one request shape, in ms (one decimal), and the throughput in requests per second. */
export interface LatencyFigures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
}

/**
 * Sends `total` requests made by `send` with `concurrency` in flight (after a warm-up of up to 50)
 * and answers their percentiles (`send` resolves once the answer's body is read, and throws on a
 * wrong status). What every API latency bench measures the same way.
 */
export async function measureLatency(send: () => Promise<void>, total: number, concurrency: number): Promise<LatencyFigures> {
  const run = async (n: number): Promise<number[]> => {
    const latencies: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < n) {
          next++;
          const t0 = performance.now();
          await send();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    return latencies;
  };
  await run(Math.min(50, total));
  const t0 = performance.now();
  const latencies = (await run(total)).sort((a, b) => a - b);
  const seconds = (performance.now() - t0) / 1000;
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]! * 10) / 10;
  return { p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100), rps: Math.round(total / seconds) };
}
