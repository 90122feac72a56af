/**
 * A remote's `route-manifest.json` (issue 27 "Remotes own their routes"; docs/frontend-interfaces.md
 * "Route manifests"), built from its `src/route-manifest.ts` and its compiled Lingui catalogs, and
 * emitted by `RouteManifestPlugin` beside `mf-manifest.json`.
 *
 * The source and the shared runtime's `route-manifest.ts` (schema, `resolveRouteManifest`) are
 * TypeScript: they are compiled with SWC (the Lingui plugin turns `msg` into descriptors) into
 * `node_modules/.cache/kanri-route-manifest/` of their own package, so their bare imports
 * (valibot) resolve as in the app, then imported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './procs.mjs';
// a cycle (the factory imports this file's plugin) that ES modules allow: swcOptions is read at build time
import { swcOptions } from '../rspack.config.mjs';

const require = createRequire(import.meta.url);
const runtimeDir = path.join(repoRoot, 'shared/runtime');

/**
 * The SWC options that evaluate a manifest source: the apps' own (`swcOptions` of the rspack
 * factory: TypeScript, the Lingui plugin), with descriptors keeping their messages, no JSX, ES modules.
 */
function manifestSwcOptions(filename) {
  const base = swcOptions({ development: true });
  return { ...base, filename, jsc: { ...base.jsc, parser: { syntax: 'typescript', tsx: false } }, module: { type: 'es6' }, sourceMaps: false };
}

/**
 * Compiles a TypeScript module with SWC into its package's cache folder and imports it.
 * @param {string} file absolute path of a `.ts` file
 * @param {string} packageDir the folder whose `node_modules` resolves the module's imports
 * @returns {Promise<Record<string, unknown>>} the module's namespace
 * @throws {Error} when SWC cannot compile it or the module throws while loading
 */
async function importTypeScript(file, packageDir) {
  const swc = require('@swc/core');
  const { code } = await swc.transformFile(file, manifestSwcOptions(file));
  const cacheDir = path.join(packageDir, 'node_modules/.cache/kanri-route-manifest');
  fs.mkdirSync(cacheDir, { recursive: true });
  // a name per content: a changed source is a new module for Node's module cache
  const out = path.join(cacheDir, `${path.basename(file, '.ts')}-${Buffer.from(code).toString('base64url').slice(-16)}-${code.length}.mjs`);
  // written whole, then renamed: a concurrent reader never imports a partial file
  if (!fs.existsSync(out)) {
    const temporary = `${out}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs.writeFileSync(temporary, code);
    fs.renameSync(temporary, out);
  }
  return import(pathToFileURL(out).href);
}

/**
 * One Lingui instance per locale over a unit's compiled catalogs (`locales/<locale>/<unit>.mjs`,
 * written by `pnpm i18n:compile`).
 * @param {string} unit the catalog unit (a remote's id)
 * @returns {Promise<(descriptor: { id: string, message?: string }, locale: string) => string>}
 * @throws {Error} when a compiled catalog is missing (run `pnpm i18n:compile`)
 */
async function catalogTranslator(unit) {
  const { setupI18n } = createRequire(path.join(runtimeDir, 'package.json'))('@lingui/core');
  const i18ns = {};
  for (const locale of ['en-US', 'ja-JP']) {
    const file = path.join(repoRoot, 'locales', locale, `${unit}.mjs`);
    if (!fs.existsSync(file)) throw new Error(`route manifest: ${path.relative(repoRoot, file)} is missing (run pnpm i18n:compile)`);
    const { messages } = await import(pathToFileURL(file).href);
    i18ns[locale] = setupI18n({ locale, messages: { [locale]: messages } });
  }
  return (descriptor, locale) => {
    if (locale !== 'en-US' && !(descriptor.id in (i18ns[locale].messages ?? {}))) {
      throw new Error(`route manifest: "${descriptor.message ?? descriptor.id}" has no ${locale} translation in locales/${locale}/${unit}.po`);
    }
    return i18ns[locale]._(descriptor);
  };
}

/**
 * The deployed route manifest of a remote: its `src/route-manifest.ts` with every label in both
 * locales, checked with the runtime's `routeManifestSchema`.
 * @param {{ dir: string, id: string }} remote the remote's folder and id (apps.mjs)
 * @returns {Promise<object>} the manifest (JSON-ready)
 * @throws {Error} when the source is missing, does not compile, names another remote, a label has
 *   no Japanese translation, or the result fails the schema (the message lists the problems)
 */
export function buildRouteManifest({ dir, id }) {
  const sourceFile = path.join(dir, 'src/route-manifest.ts');
  if (!fs.existsSync(sourceFile)) return Promise.reject(new Error(`route manifest: ${path.relative(repoRoot, sourceFile)} is missing`));
  // Module Federation's shared-fallback builds run the same plugins side by side: build once per
  // version of the source and the catalogs
  const inputs = [sourceFile, ...['en-US', 'ja-JP'].map((locale) => path.join(repoRoot, 'locales', locale, `${id}.mjs`))];
  const key = `${id}:${inputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)).join(':')}`;
  let pending = built.get(key);
  if (!pending) {
    pending = compose({ dir, id, sourceFile });
    built.set(key, pending);
  }
  return pending;
}

/** Manifests built in this process, by remote and input versions. */
const built = new Map();

async function compose({ dir, id, sourceFile }) {
  const [runtime, source, translate] = await Promise.all([
    importTypeScript(path.join(runtimeDir, 'src/route-manifest.ts'), runtimeDir),
    importTypeScript(sourceFile, dir),
    catalogTranslator(id),
  ]);
  const manifest = runtime.resolveRouteManifest(source.default, translate);
  if (manifest.remote !== id) throw new Error(`route manifest of ${id} names remote "${manifest.remote}"`);
  const parsed = runtime.parseRouteManifest(manifest);
  if (!parsed.ok) throw new Error(`route manifest of ${id} is invalid:\n  ${parsed.issues.join('\n  ')}`);
  return parsed.manifest;
}

/**
 * Rspack plugin: emits the remote's `route-manifest.json` (the runtime's `routeManifestFileName`)
 * into its dist, and rebuilds it when the source changes (dev server). A broken manifest fails the
 * build with the problems listed.
 */
export class RouteManifestPlugin {
  /** @param {{ dir: string, id: string }} remote */
  constructor(remote) {
    this.remote = remote;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(path.join(this.remote.dir, 'src/route-manifest.ts'));
        try {
          const manifest = await buildRouteManifest(this.remote);
          compilation.emitAsset('route-manifest.json', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(error instanceof Error ? error.message : String(error)));
        }
      });
    });
  }
}
