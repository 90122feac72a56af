#!/usr/bin/env node
/**
 * `pnpm typecheck`: `tsc --noEmit -p <package>` for every workspace package that has a
 * tsconfig.json (and the e2e suite), two at a time. Exits non-zero when any package fails.
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

const failed = [];
const queue = [...packages];
await Promise.all(
  [0, 1].map(async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const { code } = await run(tsc, ['--noEmit', '-p', dir], { label: dir });
      if (code !== 0) failed.push(dir);
    }
  }),
);
if (packages.length === 0) console.log('typecheck: no package has a tsconfig.json yet');
if (failed.length) {
  console.error(`typecheck: failed in ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${packages.length} packages clean (${packages.join(', ')})`);
