import path from 'node:path';
import { createConfig, repoRoot } from '../rspack.config.mjs';

/**
 * The single-bundle comparison build (`pnpm bench`; issue 27): the host's configuration with
 * `entry.ts` as its entry, without the Module Federation plugin (the federation runtime replaced by
 * `federation-stub.ts`) and with rspack's default chunk splitting, into
 * `node_modules/.cache/kanri-single-bundle/`. The bench serves it with the same static server and
 * API as the federated build and measures the same page.
 */
export const singleBundleDist = path.join(repoRoot, 'node_modules/.cache/kanri-single-bundle');

const host = createConfig({ dir: path.join(repoRoot, 'host'), id: 'host' });
const stub = path.join(import.meta.dirname, 'federation-stub.ts');

export default {
  ...host,
  entry: { main: path.join(import.meta.dirname, 'entry.ts') },
  output: { ...host.output, path: singleBundleDist, uniqueName: 'kanri_single', publicPath: '/' },
  resolve: {
    ...host.resolve,
    alias: { ...host.resolve.alias, '@module-federation/enhanced/runtime$': stub, '@module-federation/retry-plugin$': stub },
  },
  plugins: host.plugins.filter((plugin) => plugin?.constructor?.name !== 'ModuleFederationPlugin'),
  optimization: {},
};
