import path from 'node:path';
import { rspack } from '@rspack/core';
import { emptyCatalog, repoRoot } from '@kanri/build/rspack';

/** Files of the auth page in the host's `dist/`: `auth.html` and `auth-*.js|css`. */
const authPageFile = /^auth[.-]/;

/**
 * `output.clean` of the two builds that share `host/dist` (they run side by side): the host's
 * keeps the auth page's files, the auth page's removes only its own stale ones. rspack asks
 * `keep` with absolute paths, the folder itself first (kept, nothing below it is cleaned).
 * @param {'host' | 'auth-page'} owner
 * @param {string} dist the shared folder (absolute)
 */
export function cleanSharedDist(owner, dist) {
  return {
    keep: (file) => {
      if (path.resolve(file) === path.resolve(dist)) return false;
      const name = path.basename(file);
      return owner === 'host' ? authPageFile.test(name) : !authPageFile.test(name);
    },
  };
}

/**
 * `@kanri/runtime` is one shared singleton everywhere but here, where the page bundles the few parts
 * it uses: its modules have no effect on import that another module relies on, so a module none of
 * whose exports the page uses (route manifests, preloads, SWR, providers, dialogs…) is left out.
 */
export const runtimeSideEffectFree = { test: /[\\/]shared[\\/]runtime[\\/]src[\\/]/, sideEffects: false };

/**
 * The auth page (`auth.html`): the sign-in and invitation pages as their own small document, built
 * with the host into `host/dist` and served by the host's server for `/auth/sign-in` and
 * `/auth/invitation/{code}` (shared/build/lib/serve-static.mjs). No Module Federation, no router,
 * no antd: React, Lingui, the runtime's API client and i18n, the contracts' schemas and the host
 * catalog (docs/performance.md "The sign-in page").
 *
 * @param {{ dir: string, host: import('@rspack/core').Configuration }} options the host's folder
 *   and its configuration (`createConfig`), whose resolution and loaders the auth page shares
 * @returns {import('@rspack/core').Configuration}
 */
export function authPageConfig({ dir, host }) {
  const { mode } = host;
  const dist = path.join(dir, 'dist');
  // the host's names (hashed in production) with an `auth-` prefix
  const js = (name) => `auth-${name}`;
  const css = (name) => `auth-${name.replace(/\.js$/, '.css')}`;
  return {
    name: 'auth-page',
    mode,
    context: dir,
    entry: { main: './src/features/auth/auth-page.tsx' },
    devtool: host.devtool,
    output: {
      path: dist,
      publicPath: '/',
      uniqueName: 'kanri_auth',
      clean: cleanSharedDist('auth-page', dist),
      filename: js(host.output.filename),
      chunkFilename: js(host.output.chunkFilename),
      cssFilename: css(host.output.filename),
      cssChunkFilename: css(host.output.chunkFilename),
    },
    // the host's own resolution and loaders (TypeScript, Lingui macros, CSS, and in production the
    // messages inlined into the modules that use them)
    resolve: host.resolve,
    module: { ...host.module, rules: [...host.module.rules, runtimeSideEffectFree] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(repoRoot, 'shared/build/index.html'),
        filename: 'auth.html',
        templateParameters: { title: 'kanri' },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      // production: the units' catalogs are empty, as in the host (their messages are inlined by the
      // host's rules): else the page loaded the whole contracts and ui catalogs on top of them
      ...(mode === 'production' ? [new rspack.NormalModuleReplacementPlugin(/^@locales\//, emptyCatalog)] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
