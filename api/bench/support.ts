import { spawn, type ChildProcess } from 'node:child_process';
import { demoAccounts, demoPassword } from '../src/seed/seed';

/**
 * What the API benches share: starting the API as a child process (`src/main.ts` through tsx, as
 * `pnpm start` runs it), waiting for `/healthz`, and signing in as the demo admin.
 */

/**
 * Starts the API in a child process from `apiDir` with `env` added to this process's environment
 * (stdout/stderr inherited). `stop()` sends SIGTERM and resolves once the process has exited; it is
 * also called when this process exits. Options: `cpuProf`, a folder where each API process writes a
 * V8 CPU profile (`node --cpu-prof`) when it exits; `cpus`, a CPU list (`taskset -c`, e.g. `'1'`)
 * the process and its children run on.
 */
export function spawnApi(apiDir: string, env: Record<string, string>, options: { cpuProf?: string; cpus?: string } = {}): { server: ChildProcess; stop: () => Promise<void> } {
  const profile = options.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProf] : [];
  const command = [process.execPath, ...profile, '--import', 'tsx', 'src/main.ts'];
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
  const signIn = await fetch(`${origin}/v2/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.admin, password: demoPassword }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
}
