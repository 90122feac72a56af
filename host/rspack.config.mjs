import { createConfig } from '@kanri/build/rspack';
import { authPageConfig, cleanSharedDist } from './auth.rspack.config.mjs';

const host = createConfig({ dir: import.meta.dirname, id: 'host' });
// the auth page is built into the same dist/ by the second config: cleaning keeps its files
host.output.clean = cleanSharedDist('host', host.output.path);
// the dev server answers the auth URLs with the auth page, as the static server does
host.devServer.historyApiFallback = { rewrites: [{ from: /^\/auth\/(sign-in\/?$|invitation\/[^/]+\/?$)/, to: '/auth.html' }] };

export default [host, authPageConfig({ dir: import.meta.dirname, host })];
