#!/usr/bin/env node
/**
 * The one static server of kanri: `pnpm start`, the e2e web server, `pnpm bench` and every
 * docker-compose service serve a built `dist/` through it, so local runs and deployments behave
 * the same.
 *
 * A remote:  node shared/build/lib/serve-static.mjs --dir remotes/it-ops/dist --port 8081 --cors
 * The host:  node shared/build/lib/serve-static.mjs --dir host/dist --port 8080 --spa \
 *              --api http://127.0.0.1:8090 --runtime-config generate --remote-host localhost
 *
 * Behind a reverse proxy or TLS terminator, name it (`--trust-proxy 10.0.0.5` or env
 * `KANRI_STATIC_TRUST_PROXY`): only then are its `X-Forwarded-*` read. `--tls-cert` / `--tls-key`
 * serve HTTPS directly. The API proxy, its limits and error answers: `api-proxy.mjs`.
 *
 * Caching: content-hashed files are immutable for a year; `index.html`, `remoteEntry.js`,
 * `mf-manifest.json` and the runtime config are `no-cache`, so a redeployed remote is picked up on
 * the next page load without a host rebuild.
 *
 * Compression: `pnpm build` writes brotli (`.br`) and gzip (`.gz`) copies beside the dist's text
 * files (shared/build/bin/build.mjs `precompressDist`); `@fastify/static`'s `preCompressed` sends
 * the best one the request's `Accept-Encoding` allows, else the file itself, with
 * `Vary: Accept-Encoding`. The host's page, rendered per request, is compressed on the fly.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHelmet from '@fastify/helmet';
import { runtimeConfig } from '../apps.mjs';
import { handleClientError, handleError, handleFrameworkError, registerApiProxy, trustedProxies } from './api-proxy.mjs';

export { apiPrefixes } from './api-proxy.mjs';

/** Command-line flags of this server; the docker-compose test checks services use only these. */
export const cliOptions = {
  dir: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  cors: { type: 'boolean' },
  spa: { type: 'boolean' },
  api: { type: 'string' },
  'runtime-config': { type: 'string' },
  'remote-host': { type: 'string' },
  'remote-scheme': { type: 'string' },
  'trust-proxy': { type: 'string' },
  'api-timeout': { type: 'string' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  quiet: { type: 'boolean' },
};

// `[name].[contenthash:8].js` and rspack's `[hash][ext]` assets
const hashedFile = /(?:^|[./-])[0-9a-f]{8,}\.[a-z0-9]+$/i;
const neverCached = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'runtime-config.json']);

/**
 * `Cache-Control` for a file served from a dist folder, or for its `.br` / `.gz` copy.
 * @param {string} filePath absolute or relative path of the file
 * @returns {string}
 */
export function cacheControlFor(filePath) {
  // a precompressed copy (`main.1a2b3c4d.js.br`) is cached like the file it stands for
  const base = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  if (neverCached.has(base)) return 'no-cache';
  if (hashedFile.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The runtime config served at `/runtime-config.json`: every remote's `mf-manifest.json` on its
 * own origin (`<scheme>://<remoteHost>:<port>`).
 * @param {{ remoteHost?: string, scheme?: string }} [options]
 */
export function generatedRuntimeConfig({ remoteHost = 'localhost', scheme = 'http' } = {}) {
  return runtimeConfig((r) => `${scheme}://${remoteHost}:${r.port}/mf-manifest.json`);
}

/**
 * Creates (but does not start) a static server over one dist folder.
 *
 * @param {{
 *   dir: string,                 dist folder to serve
 *   cors?: boolean,              `Access-Control-Allow-Origin: *` (remotes)
 *   spa?: boolean,               unknown non-file GET paths answer index.html (host)
 *   api?: string,                upstream for `/v2`, `/v3`, `/healthz` (host), e.g. http://127.0.0.1:8090
 *   runtimeConfig?: string,      'generate' (from apps.mjs), a JSON file path, or unset (serve dist's own)
 *   remoteHost?: string,         host name in generated remote entries (default: env KANRI_REMOTE_HOST or localhost)
 *   remoteScheme?: string,       scheme in generated remote entries (default http)
 *   trustProxy?: string | string[], trusted proxies (`api-proxy.mjs` trustedProxies; default: env
 *                                KANRI_STATIC_TRUST_PROXY, else none)
 *   apiTimeoutMs?: number,       how long the API may take to answer (default 60 s, env KANRI_API_TIMEOUT_MS)
 *   tls?: { cert: string, key: string }, PEM files: serve HTTPS (then with HSTS)
 *   logger?: boolean | object, Fastify's logger option (default off; the CLI logs warnings)
 * }} options
 * @returns {Promise<import('fastify').FastifyInstance>}
 * @throws {Error} when `dir` does not exist, or for a trusted proxy that is no address or range
 */
export async function createStaticServer(options) {
  const root = path.resolve(options.dir);
  if (!fs.existsSync(root)) throw new Error(`${root} does not exist: run \`pnpm build\` first`);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustedProxies(options.trustProxy ?? process.env.KANRI_STATIC_TRUST_PROXY),
    https: options.tls ? { cert: fs.readFileSync(options.tls.cert), key: fs.readFileSync(options.tls.key) } : null,
    // a request must have arrived whole within two minutes (a 10 MB upload at 1 Mbit/s takes 80 s)
    requestTimeout: 120_000,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });
  app.setErrorHandler(handleError);

  await app.register(fastifyHelmet, securityHeaders(options));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', strictTransportSecurity);
  });

  if (options.cors) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        reply.header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
        reply.header('Access-Control-Max-Age', '600');
        return reply.code(204).send();
      }
    });
  }

  if (options.api) {
    const envTimeout = Number(process.env.KANRI_API_TIMEOUT_MS);
    await registerApiProxy(app, { upstream: options.api, timeoutMs: options.apiTimeoutMs ?? (envTimeout > 0 ? envTimeout : undefined) });
  }

  const rc = options.runtimeConfig;
  if (rc) {
    const body = runtimeConfigBody(options);
    JSON.parse(body); // a malformed file fails at start-up, not in the browser
    app.get('/runtime-config.json', (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json').send(body);
    });
  }

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // `main.js.br` / `main.js.gz` when the request accepts them; @fastify/static 8 does not say
    // that the answer depends on Accept-Encoding (fastify-static#230), so `setHeaders` does
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const page = options.spa ? hostPage({ root, runtimeConfig: rc ? JSON.parse(runtimeConfigBody(options)) : null }) : null;
  const auth = options.spa ? authPage({ root }) : null;
  if (page) {
    // the host's page, rendered per request: `/` and `/index.html` as well as every SPA path
    const sendPage = (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const signedIn = /(?:^|;\s*)kanri_session=/.test(request.headers.cookie ?? '');
      sendHtml(request, reply, page(url, signedIn));
    };
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const looksLikeFile = path.posix.extname(url) !== '';
    if (options.spa && (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile) {
      if (auth && isAuthPageUrl(url)) return sendHtml(request, reply, auth);
      if (page) {
        const signedIn = /(?:^|;\s*)kanri_session=/.test(request.headers.cookie ?? '');
        return sendHtml(request, reply, page(url, signedIn));
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}

/**
 * The content coding to answer with, from a request's `Accept-Encoding`: `br` when accepted, else
 * `gzip` (a bare `*` counts as gzip, as @fastify/static reads it), else `identity`. A coding with
 * `q=0` is refused.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function pickEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (coding) => (accepted.get(coding) ?? (coding !== 'br' ? accepted.get('*') : undefined) ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Sends a page rendered per request (the host's page, the auth page), `no-cache`, compressed on
 * the fly for the codings the request accepts. A page is a few KB: brotli at quality 5 or gzip
 * level 6 takes well under a millisecond, and saves about three quarters of it.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {string} html
 */
function sendHtml(request, reply, html) {
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(html);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(html, { level: 6 });
  return reply.header('Content-Encoding', encoding).send(body);
}

/**
 * The security headers of a static server (@fastify/helmet), issue 9 "Hardening":
 * - every answer: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`;
 * - the host (`spa`): a Content-Security-Policy that lets scripts, and the federation runtime's
 *   manifest fetches, come only from the host itself and the remotes' origins named by the runtime
 *   config; styles also inline (antd's CSS-in-JS inserts `<style>` elements); no framing
 *   (`frame-ancestors 'none'`), no plugins; the API stays same-origin behind `/v2`;
 * - a remote (`cors`): its files are loaded by the host's page from another origin, so
 *   `Cross-Origin-Resource-Policy: cross-origin` and no CSP of its own.
 * @returns {import('@fastify/helmet').FastifyHelmetOptions}
 */
export function securityHeaders(options) {
  const common = { referrerPolicy: { policy: 'strict-origin-when-cross-origin' }, strictTransportSecurity: false, xFrameOptions: { action: 'deny' } };
  if (!options.spa) return { ...common, contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' }, crossOriginOpenerPolicy: false };
  const config = options.runtimeConfig ? JSON.parse(runtimeConfigBody(options)) : { remotes: [] };
  const remoteOrigins = [...new Set(config.remotes.map((r) => new URL(r.entry).origin))];
  return {
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapTileSources(options.mapTileUrl ?? process.env.KANRI_MAP_TILE_URL)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  };
}

/**
 * `Permissions-Policy` of every answer (issue 29): the powerful browser features kanri does not
 * use are off for the page and any frame; the camera is the page's own (the individual remote's
 * barcode scanner, `getUserMedia`), and so is writing to the clipboard ("Copy URL", a public ID's
 * copy button). Only names Chromium knows, so the console stays quiet.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'clipboard-write=(self)',
  ...['accelerometer', 'clipboard-read', 'display-capture', 'fullscreen', 'geolocation', 'gyroscope', 'hid', 'idle-detection', 'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking'].map((feature) => `${feature}=()`),
].join(', ');

/**
 * `Strict-Transport-Security` of an answer over HTTPS: served over TLS, or a trusted proxy says
 * `X-Forwarded-Proto: https` (Fastify's `request.protocol`). Never over plain HTTP, where it would
 * be meaningless, and never for a client's own claim. No `includeSubDomains`: other hosts of the
 * domain are not this server's to decide.
 */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * The image sources the Starlink location map's tile layer needs (docs/starlinks.md "Map"): the
 * origin of `KANRI_MAP_TILE_URL`, a Leaflet URL template whose host may hold `{s}` (subdomains →
 * a `*.` wildcard source). None when unset, blank or unreadable: the map then draws its offline
 * base layer only.
 * @param {string | undefined} template
 * @returns {string[]}
 */
export function mapTileSources(template) {
  if (!template || template.trim() === '') return [];
  const wildcard = /^https?:\/\/\{s\}\./.test(template.trim());
  try {
    const url = new URL(template.trim().replace('{s}', 'a'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
    return [wildcard ? `${url.protocol}//*.${url.host.slice(2)}` : url.origin];
  } catch {
    return [];
  }
}

/** The runtime config's JSON text: generated from `apps.mjs`, or read from the given file. */
function runtimeConfigBody(options) {
  const rc = options.runtimeConfig;
  return rc === 'generate'
    ? JSON.stringify(
        generatedRuntimeConfig({
          remoteHost: options.remoteHost ?? process.env.KANRI_REMOTE_HOST ?? 'localhost',
          scheme: options.remoteScheme ?? 'http',
        }),
        null,
        2,
      )
    : fs.readFileSync(path.resolve(rc), 'utf8');
}

/** Longest `sync` list of a start-up shared module that is preloaded whole (see `hostPage`). */
const maxStartupList = 8;

/** Shared modules the host needs before its first render (their chunks are preloaded). */
const startupShared = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom', '@lingui/core', '@lingui/react', 'swr', 'dayjs', '@ant-design/cssinjs', '@kanri/runtime'];

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The host's `index.html`, completed per request so that start-up does not wait on a chain of
 * round trips (docs/performance.md "Critical path"):
 * - the runtime config travels inside the page as `<script type="application/json"
 *   id="kanri-runtime-config">` (data, not code: the Content-Security-Policy allows no inline
 *   script), so the host need not fetch `/runtime-config.json` after its own code;
 * - `<link rel="preload">` for the chunks of the shared modules the host needs before it renders
 *   (from the host's `mf-manifest.json`), fetched in parallel with `main.js`;
 * - for a signed-in visit (a session cookie is present), every remote's `route-manifest.json`
 *   (issue 27: the remotes own their routes; the entry chunk reads them, then preloads the
 *   `mf-manifest.json` and `remoteEntry.js` of the remote that owns the URL).
 *
 * @param {{ root: string, runtimeConfig: { remotes: { entry: string }[] } | null }} input
 * @returns {((url: string, signedIn: boolean) => string) | null} null without `index.html`
 */
export function hostPage({ root, runtimeConfig }) {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const html = fs.readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(root, 'mf-manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
  const chunks = new Set();
  for (const shared of manifest?.shared ?? []) {
    if (!startupShared.includes(shared.name)) continue;
    const files = shared.assets?.js?.sync ?? [];
    // a module in a chunk that many chunk groups share (`react`, `libs`, `antd-common`…:
    // rspack.config.mjs `splitChunks`) lists every chunk of all those groups, most of them for
    // other modules: of such a long list only the named chunks are surely needed at start-up
    for (const file of files) if (files.length <= maxStartupList || /^[a-z]/.test(file)) chunks.add(file);
  }
  const common = [
    ...[...chunks].map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`),
    runtimeConfig ? `<script type="application/json" id="kanri-runtime-config">${JSON.stringify(runtimeConfig).replace(/</g, '\\u003c')}</script>` : '',
  ].join('');
  const routeManifests = (runtimeConfig?.remotes ?? [])
    .map((remote) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(new URL('route-manifest.json', remote.entry).href)}">`)
    .join('');
  return (url, signedIn) => html.replace('</head>', `${common}${signedIn ? routeManifests : ''}</head>`);
}

/**
 * Whether `url` (a path, no query) is one of the auth page's: `/auth/sign-in` and
 * `/auth/invitation/{code}`, with or without a trailing slash.
 * @param {string} url
 */
export function isAuthPageUrl(url) {
  return /^\/auth\/(?:sign-in|invitation\/[^/]+)\/?$/.test(url);
}

/**
 * The host's auth page (`auth.html`, built by host/auth.rspack.config.mjs): the sign-in and
 * invitation pages as their own document, without the shell, Module Federation or the remotes'
 * code (docs/performance.md "The sign-in page"). It needs neither the runtime config nor the
 * shared chunks' preloads, so it is sent as built; the security headers are the host's.
 *
 * @param {{ root: string }} input the host's dist folder
 * @returns {string | null} the page's HTML, or null when the dist has no `auth.html` (then the
 *   shell's page answers the auth URLs and renders the same pages itself)
 */
export function authPage({ root }) {
  const file = path.join(root, 'auth.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * Starts a server and resolves once it listens.
 * @param {Parameters<typeof createStaticServer>[0] & { port: number, host?: string }} options
 */
export async function startStaticServer(options) {
  const app = await createStaticServer(options);
  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  return app;
}

async function main() {
  const { values } = parseArgs({ options: cliOptions, strict: true });
  if (!values.dir || !values.port) {
    console.error(
      'usage: serve-static.mjs --dir <dist> --port <n> [--host h] [--cors] [--spa] [--api url] [--api-timeout ms] [--runtime-config generate|file] [--remote-host h] [--remote-scheme http|https] [--trust-proxy addresses] [--tls-cert pem --tls-key pem] [--quiet]',
    );
    process.exit(2);
  }
  const port = Number(values.port);
  const app = await startStaticServer({
    dir: values.dir,
    port,
    host: values.host,
    cors: values.cors,
    spa: values.spa,
    api: values.api,
    runtimeConfig: values['runtime-config'],
    remoteHost: values['remote-host'],
    remoteScheme: values['remote-scheme'],
    trustProxy: values['trust-proxy'],
    apiTimeoutMs: values['api-timeout'] ? Number(values['api-timeout']) : undefined,
    tls: values['tls-cert'] && values['tls-key'] ? { cert: values['tls-cert'], key: values['tls-key'] } : undefined,
    // warnings and errors only: why the API could not be reached, a request that failed
    logger: { level: 'warn' },
  });
  if (!values.quiet) console.log(`serving ${values.dir} on ${values['tls-cert'] ? 'https' : 'http'}://${values.host ?? 'localhost'}:${port}`);
  const stop = () => {
    app.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
