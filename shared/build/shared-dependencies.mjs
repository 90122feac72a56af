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
  '@ant-design/icons',
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

/**
 * The `shared` option of one app's ModuleFederationPlugin.
 * @param {string} dir the app's folder: versions are read from its own (direct) dependencies
 */
export function sharedDependencies(dir) {
  const shared = {};
  for (const name of libraries) {
    const version = versionOf(name, dir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of workspacePackages) {
    const version = versionOf(name, dir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

export const sharedNames = [...libraries, ...workspacePackages];
