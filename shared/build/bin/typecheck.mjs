#!/usr/bin/env node
/**
 * `pnpm typecheck`: type-checks every workspace package that has a tsconfig.json (and the e2e
 * suite). Exits non-zero when any package fails.
 *
 * The browser packages (host, remotes, shared runtime and UI kit, contracts) extend the same base
 * options and differ at most in `types`, so they are checked as ONE TypeScript program: each of them
 * imports the UI kit, the runtime, the contracts and antd's and React's declarations, and one
 * program reads and checks those once instead of once per package (docs/testing.md: 12 programs
 * took 103 s, one program of the same files about the time of the largest package alone). A
 * package with options of its own (the API's Node-only lib, e2e's allowJs) keeps its own program.
 * Programs run two at a time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from '../lib/procs.mjs';

const workspace = fs.readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
const patterns = [...workspace.matchAll(/^\s*-\s*["']?([^"'\s#]+)["']?\s*$/gm)].map((m) => m[1]);
const dirs = patterns.flatMap((pattern) => {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  const full = path.join(repoRoot, parent);
  return fs.existsSync(full)
    ? fs.readdirSync(full, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${parent}/${d.name}`)
    : [];
});
const packages = dirs.filter((d) => fs.existsSync(path.join(repoRoot, d, 'tsconfig.json')));
const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');

/** The ambient `types` every browser package may use (Jest and jest-dom in its tests). */
const browserTypes = ['node', 'jest', '@testing-library/jest-dom'];

/**
 * Whether a package can join the combined browser program: it extends the repository's base
 * options and sets nothing of its own but `types` from `browserTypes`.
 */
function joinsBrowserProgram(config) {
  if (!/tsconfig\.base\.json$/.test(config.extends ?? '') || !Array.isArray(config.include)) return false;
  const options = config.compilerOptions ?? {};
  return Object.keys(options).every((key) => key === 'types') && (options.types ?? []).every((t) => browserTypes.includes(t));
}

const combined = [];
const programs = [];
for (const dir of packages) {
  let config;
  try {
    config = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'tsconfig.json'), 'utf8'));
  } catch {
    config = undefined; // a tsconfig with comments: let tsc read it on its own
  }
  if (config && joinsBrowserProgram(config)) combined.push({ dir, include: config.include.map((p) => path.join(dir, p)) });
  else programs.push({ label: dir, project: dir });
}
if (combined.length) {
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'kanri');
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'tsconfig.browser.json');
  const fromCache = (p) => path.relative(cacheDir, path.join(repoRoot, p)).replace(/\\/g, '/');
  const include = [...new Set(combined.flatMap((c) => c.include))].map(fromCache);
  fs.writeFileSync(file, `${JSON.stringify({ extends: fromCache('tsconfig.base.json'), compilerOptions: { types: browserTypes }, include }, null, 2)}\n`);
  programs.unshift({ label: `browser (${combined.map((c) => c.dir).join(', ')})`, project: file });
}

const failed = [];
const queue = [...programs];
await Promise.all(
  [0, 1].map(async () => {
    for (let program = queue.shift(); program; program = queue.shift()) {
      const { code } = await run(tsc, ['--noEmit', '-p', program.project], { label: program.label.split(' ')[0] });
      if (code !== 0) failed.push(program.label);
    }
  }),
);
if (packages.length === 0) console.log('typecheck: no package has a tsconfig.json yet');
if (failed.length) {
  console.error(`typecheck: failed in ${failed.join('; ')}`);
  process.exit(1);
}
console.log(`typecheck: ${packages.length} packages clean in ${programs.length} programs (${programs.map((p) => p.label).join('; ')})`);
