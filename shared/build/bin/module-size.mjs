#!/usr/bin/env node
/**
 * Lines of non-test code per module and layer (issue 10's measure of what a module costs): for each
 * stem given (`network`, `place`, `equipment`…), the non-blank lines of
 * - contracts: `contracts/src/**∕<stem>*.ts`,
 * - api: `api/src/<domain>/<stem>*.ts` (every domain folder, issue 32),
 * - seed: `api/src/<domain>/seed-<stem>*.ts`,
 * - remote: every `.ts`/`.tsx` under `remotes/*∕src/features/<stem>*∕`,
 * leaving out `*.test.*`, `testing.ts(x)` and `*.d.ts`. Prints a Markdown table.
 *
 * Usage: `node shared/build/bin/module-size.mjs network place equipment device license`
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function walk(dir) {
  let out = [];
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(walk(path));
    else out.push(path);
  }
  return out;
}

const isCode = (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|[/\\]testing\.tsx?$|\.d\.ts$/.test(path);
const lines = (files) => files.reduce((sum, f) => sum + readFileSync(f, 'utf8').split('\n').filter((l) => l.trim() !== '').length, 0);
const baseStarts = (path, stem) => relative(root, path).split(/[/\\]/).pop().startsWith(stem);

const stems = process.argv.slice(2);
if (stems.length === 0) {
  console.error('usage: module-size.mjs <stem>…  (e.g. network place equipment)');
  process.exit(2);
}
const contracts = walk(join(root, 'contracts/src')).filter(isCode);
const apiCode = walk(join(root, 'api/src')).filter(isCode);
const isSeed = (path) => /[/\\]seed-[^/\\]*$/.test(path);
const routes = apiCode.filter((f) => !isSeed(f));
const seeds = apiCode.filter(isSeed);
const remotes = readdirSync(join(root, 'remotes'));

console.log('| module | contracts | api | seed | remote | total |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const stem of stems) {
  const c = lines(contracts.filter((f) => baseStarts(f, stem)));
  const a = lines(routes.filter((f) => baseStarts(f, stem)));
  const s = lines(seeds.filter((f) => baseStarts(f, `seed-${stem}`)));
  let r = 0;
  for (const remote of remotes) {
    const features = join(root, 'remotes', remote, 'src/features');
    let names;
    try {
      names = readdirSync(features);
    } catch {
      continue;
    }
    for (const name of names.filter((n) => n.startsWith(stem))) r += lines(walk(join(features, name)).filter(isCode));
  }
  console.log(`| ${stem} | ${c} | ${a} | ${s} | ${r} | ${c + a + s + r} |`);
}
