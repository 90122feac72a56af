/**
 * Child-process helpers for the build, start, test and bench scripts: spawn with prefixed output,
 * run to completion, wait for an HTTP endpoint, and stop whole process groups on exit.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const colors = [36, 35, 33, 32, 34, 96, 95, 93];
let nextColor = 0;

/**
 * Writes a child's output line by line with a `[label]` prefix.
 * @param {import('node:stream').Readable} stream
 * @param {NodeJS.WriteStream} out
 * @param {string} label
 */
function pipePrefixed(stream, out, label, color) {
  let rest = '';
  const tag = out.isTTY ? `\x1b[${color}m[${label}]\x1b[0m ` : `[${label}] `;
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(tag + line + '\n');
  });
  stream.on('end', () => {
    if (rest) out.write(tag + rest + '\n');
  });
}

/** Children started by `startChild`, stopped together by `stopAll`. */
const children = new Set();

/**
 * Starts a long-running child in its own process group (so `stopAll` also ends its children,
 * e.g. the node process under `pnpm`), its output prefixed with `label`.
 *
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startChild(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const color = colors[nextColor++ % colors.length];
  if (options.quiet) {
    child.stdout.resume();
    pipePrefixed(child.stderr, process.stderr, label, color);
  } else {
    pipePrefixed(child.stdout, process.stdout, label, color);
    pipePrefixed(child.stderr, process.stderr, label, color);
  }
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Stops every child started with `startChild`: SIGTERM to each group, SIGKILL after `graceMs`.
 * @param {number} [graceMs]
 */
export async function stopAll(graceMs = 5000) {
  const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            signalGroup(child, 'SIGKILL');
            resolve(undefined);
          }, graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            // the group may still hold grandchildren
            signalGroup(child, 'SIGKILL');
            resolve(undefined);
          });
          signalGroup(child, 'SIGTERM');
        }),
    ),
  );
}

/** Last resort when the parent dies without running `stopAll`. */
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

/**
 * Runs a command to completion with inherited output (or captured, with `capture`).
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, capture?: boolean, label?: string }} [options]
 * @returns {Promise<{ code: number, output: string }>} `output` holds stdout+stderr when `capture`
 *   (it is still echoed, prefixed with `label` when given)
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: options.capture || options.label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
    });
    children.add(child);
    let output = '';
    if (options.capture || options.label) {
      const color = colors[nextColor++ % colors.length];
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        if (options.capture) stream.on('data', (chunk) => (output += chunk.toString()));
        if (options.label) pipePrefixed(stream, out, options.label, color);
        else stream.pipe(out, { end: false });
      }
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/**
 * Polls `url` until it answers 2xx.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess, name?: string }} [options]
 *   `child`: fail early when that process exits
 * @throws {Error} on timeout or when `child` exits first
 */
export async function waitForHttp(url, { timeoutMs = 120_000, child, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${name} exited (code ${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name}: ${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Calls `handler` once on SIGINT/SIGTERM/SIGHUP, then exits with 130/143.
 * @param {() => Promise<void>} handler
 */
export function onShutdown(handler) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      handler().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}
