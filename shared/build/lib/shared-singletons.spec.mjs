/**
 * One installed copy of each shared singleton (node test runner; `pnpm test` runs it in its `build
 * tools` step): the host, every remote and the shared packages must resolve React, the router,
 * Lingui, SWR, dayjs, antd and antd's context packages to the same folder of node_modules. pnpm
 * installs a package once per set of resolved optional peers, so a dependency added to one app can
 * give it a second antd (`antd@6.6.8(date-fns)(luxon)` beside `antd@6.6.8(date-fns)`, seen when
 * pg-boss brought luxon in): that app then bundles its own antd, outside the host's theme and message
 * container (wrong colours, toasts that never show). A failure names the package and the apps on
 * each copy; align the lockfile (e.g. drop the extra peer from that importer's entry and run `pnpm install`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { apps } from '../apps.mjs';
import { sharedNames } from '../shared-dependencies.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dirs = [...apps.map((a) => a.dir), 'shared/runtime', 'shared/ui'];
const packages = [...new Set([...sharedNames.filter((n) => !n.startsWith('@kanri/')).map((n) => n.split('/').slice(0, n.startsWith('@') ? 2 : 1).join('/')), 'antd'])];

/** The real folder of `pkg` as seen from the folder `from`, or null when it does not resolve there. */
function resolveFrom(pkg, from) {
  try {
    return fs.realpathSync(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [from] })));
  } catch {
    return null;
  }
}

/**
 * The copy of `pkg` that the build of `dir` shares: its own dependency, else (antd's context
 * packages) the one its antd resolves, as `sharedDependencies` does; null when it uses neither.
 */
function copyOf(pkg, dir) {
  const own = resolveFrom(pkg, path.join(root, dir));
  if (own) return own;
  const antd = resolveFrom('antd', path.join(root, dir));
  return antd ? resolveFrom(pkg, antd) : null;
}

for (const pkg of packages) {
  test(`${pkg}: every app resolves the same installed copy`, () => {
    const byCopy = new Map();
    for (const dir of dirs) {
      const copy = copyOf(pkg, dir);
      if (!copy) continue;
      byCopy.set(copy, [...(byCopy.get(copy) ?? []), dir]);
    }
    assert.ok(byCopy.size > 0, `no app resolves ${pkg}`);
    assert.deepEqual(
      [...byCopy].map(([copy, users]) => `${path.relative(root, copy)}: ${users.join(', ')}`),
      [...byCopy].slice(0, 1).map(([copy]) => `${path.relative(root, copy)}: ${dirs.filter((d) => copyOf(pkg, d)).join(', ')}`),
    );
  });
}

/**
 * The router is shared as a module of only the names kanri's sources import with `import { … }
 * from 'react-router(-dom)'` (`routerModule`). A module that reached the router another way (a
 * namespace or default import, a re-export, a dynamic import) would get `undefined` for a name the
 * shared module left out, at run time only: such forms fail here instead.
 */
test('the router is imported only by named imports, and its shared module exports each of them', async () => {
  const { routerModule, routerUsedExports } = await import('../shared-dependencies.mjs');
  const roots = ['host/src', 'shared/runtime/src', 'shared/ui/src', ...fs.readdirSync(path.join(root, 'remotes')).map((r) => `remotes/${r}/src`)];
  const offenders = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        const other = /(?:import\s+(?!type\b)[^{'"]*\*\s+as[^'"]*|import\s+[A-Za-z_$][\w$]*\s*(?:,[^'"]*)?|export\s+(?:\*|\{[^}]*\})\s+from\s+|import\()\s*(?:from\s+)?'react-router(?:-dom)?'/;
        if (other.test(text)) offenders.push(path.relative(root, file));
      }
    }
  };
  for (const dir of roots) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  assert.deepEqual(offenders, []);
  const text = fs.readFileSync(routerModule(path.join(root, 'host')), 'utf8');
  for (const name of routerUsedExports()) assert.match(text, new RegExp(`\\b${name}\\b`), `${name} is missing from the shared router module`);
});

/**
 * `@ant-design/cssinjs` is shared as a module of only the names antd, its style utilities, the
 * icons and kanri import (`cssinjsModule`, issue 27): what server rendering and build tools call
 * (`extractStyle`, the linters, the transformers) is left out. `cssinjsUsedExports` fails on any
 * other form of import, which the module could not serve.
 */
test("cssinjs's shared module exports every name its importers use, and not extractStyle", async () => {
  const { cssinjsModule, cssinjsUsedExports, sharedDependencies } = await import('../shared-dependencies.mjs');
  const host = path.join(root, 'host');
  const names = cssinjsUsedExports(host);
  for (const name of ['unit', 'Keyframes', 'useStyleRegister', 'useCSSVarRegister', 'useCacheToken', 'StyleContext']) assert.ok(names.includes(name), name);
  assert.ok(!names.includes('extractStyle'));
  const text = fs.readFileSync(cssinjsModule(host), 'utf8');
  assert.match(text, new RegExp(`^export \\{ ${names.join(', ')} \\} from ".*[\\\\/]@ant-design[\\\\/]cssinjs[\\\\/]es[\\\\/]index\\.js";$`, 'm'));
  assert.equal(sharedDependencies(host)['@ant-design/cssinjs'].import, cssinjsModule(host));
});

test("the host's shared imports name no folder of this machine, and each still names the same file", async () => {
  const { contextRelativeImports } = await import('../rspack.config.mjs');
  const { sharedDependencies } = await import('../shared-dependencies.mjs');
  const dir = path.join(root, 'host');
  const absolute = sharedDependencies(dir);
  const relative = contextRelativeImports(absolute, dir);
  assert.deepEqual(Object.keys(relative), Object.keys(absolute));
  const imports = Object.entries(relative).filter(([, config]) => typeof config.import === 'string');
  assert.ok(imports.some(([, config]) => config.import.startsWith('./')), 'antd and the generated modules are imported by path');
  for (const [key, config] of imports) {
    assert.ok(!path.isAbsolute(config.import), `${key}: ${config.import}`);
    if (!config.import.startsWith('./')) continue;
    assert.equal(fs.realpathSync(path.resolve(dir, config.import)), fs.realpathSync(absolute[key].import), key);
  }
});
