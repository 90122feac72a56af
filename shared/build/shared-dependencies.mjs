import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Every package that must exist exactly once at runtime, shared through Module Federation.
 * The host imports each of them (through `@kanri/runtime`), so it is always the provider.
 * Workspace packages carry an explicit version: `workspace:*` is no semver range.
 */
const libraries = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'antd',
  '@lingui/core',
  '@lingui/react',
  'swr',
  'valibot',
  '@tanstack/react-form',
  'dayjs',
];
const workspacePackages = ['@kanri/runtime', '@kanri/ui', '@kanri/contracts'];

function versionOf(name, dir) {
  const pkg = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  try {
    return require(require.resolve(`${pkg}/package.json`, { paths: [dir] })).version;
  } catch {
    // packages whose `exports` hide ./package.json (valibot): walk up from the resolved entry
    let current = path.dirname(require.resolve(pkg, { paths: [dir] }));
    for (;;) {
      const file = path.join(current, 'package.json');
      if (fs.existsSync(file)) {
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (json.name === pkg) return json.version;
      }
      const parent = path.dirname(current);
      if (parent === current) throw new Error(`cannot find the version of ${pkg} from ${dir}`);
      current = parent;
    }
  }
}

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sourceRoots = ['host/src', 'shared/runtime/src', 'shared/ui/src', ...fs.readdirSync(path.join(repoRoot, 'remotes')).map((r) => `remotes/${r}/src`)];

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

let antdExports;
/**
 * Every value antd exports that the host, the shared packages or a remote imports (type-only
 * names left out), read from the sources at build time. Every app builds the same tree-shaken antd
 * from this list, so whichever app provides the singleton serves every other: antd shared whole
 * costs ~425 KB gzip on the first page, this subset about half. A remote that starts using a
 * component the deployed host lacks still works: Module Federation's `runtime-infer` tree shaking
 * falls back to that remote's own build.
 */
export function antdUsedExports() {
  if (antdExports) return antdExports;
  const names = new Set();
  for (const root of sourceRoots) {
    const dir = path.join(repoRoot, root);
    if (!fs.existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]?.trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  antdExports = [...names].sort();
  return antdExports;
}

/**
 * The `shared` option of one app's ModuleFederationPlugin.
 * @param {string} dir the app's folder: versions are read from its own (direct) dependencies
 */
export function sharedDependencies(dir) {
  const shared = {};
  for (const name of libraries) {
    const version = versionOf(name, dir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
    if (name === 'antd') shared[name].treeShaking = { mode: 'runtime-infer', usedExports: antdUsedExports() };
  }
  for (const name of workspacePackages) {
    const version = versionOf(name, dir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

export const sharedNames = [...libraries, ...workspacePackages];
