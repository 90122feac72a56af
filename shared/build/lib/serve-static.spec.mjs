/**
 * The static server's behaviour that deployments rely on (node test runner; `pnpm test` runs it in
 * its `build tools` step): caching, CORS, the SPA fallback, the auth page, the generated runtime
 * config and the API proxy's forwarded headers.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { cacheControlFor, createStaticServer, mapTileSources, securityHeaders } from './serve-static.mjs';
import { remotes } from '../apps.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-serve-'));
let api;
let apiUrl;
/** @type {import('fastify').FastifyInstance} */
let hostServer;
/** @type {import('fastify').FastifyInstance} */
let remoteServer;

before(async () => {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>kanri</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x');
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react-dom', assets: { js: { sync: ['551.aaaa1111.js'], async: [] } } }, { name: 'antd/es/table', assets: { js: { sync: ['77.bbbb2222.js'], async: [] } } }] }),
  );
  api = Fastify();
  api.all('/*', async (request, reply) => {
    reply.header('set-cookie', 'kanri_session=abc; Path=/; HttpOnly');
    return { url: request.url, method: request.method, headers: request.headers };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${api.server.address().port}`;
  hostServer = await createStaticServer({ dir, spa: true, api: apiUrl, runtimeConfig: 'generate', remoteHost: 'remotes.example' });
  remoteServer = await createStaticServer({ dir, cors: true });
});

after(async () => {
  await Promise.all([api.close(), hostServer.close(), remoteServer.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('hashed files are immutable; entries, manifests and index.html are revalidated', () => {
  assert.equal(cacheControlFor('/x/main.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/x/0f1e2d3c4b5a69788796.woff2'), 'public, max-age=31536000, immutable');
  for (const name of ['remoteEntry.js', 'mf-manifest.json', 'index.html', 'runtime-config.json', 'favicon.ico']) {
    assert.equal(cacheControlFor(`/x/${name}`), 'no-cache', name);
  }
});

test('a remote answers with CORS and the right caching', async () => {
  const hashed = await remoteServer.inject({ url: '/main.1a2b3c4d.js' });
  assert.equal(hashed.statusCode, 200);
  assert.equal(hashed.headers['access-control-allow-origin'], '*');
  assert.match(String(hashed.headers['cache-control']), /immutable/);
  const manifest = await remoteServer.inject({ url: '/mf-manifest.json' });
  assert.equal(manifest.headers['access-control-allow-origin'], '*');
  assert.equal(manifest.headers['cache-control'], 'no-cache');
  const preflight = await remoteServer.inject({ method: 'OPTIONS', url: '/remoteEntry.js', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' } });
  assert.equal(preflight.statusCode, 204);
  // no SPA fallback on a remote
  assert.equal((await remoteServer.inject({ url: '/software/registry' })).statusCode, 404);
});

test('the host falls back to index.html for app routes, not for missing files', async () => {
  const route = await hostServer.inject({ url: '/places?category=ACTIVE', headers: { accept: 'text/html' } });
  assert.equal(route.statusCode, 200);
  assert.match(route.body, /<title>kanri<\/title>/);
  assert.equal(route.headers['cache-control'], 'no-cache');
  assert.equal((await hostServer.inject({ url: '/missing.12345678.js' })).statusCode, 404);
});

test('the host generates the runtime config from apps.mjs', async () => {
  const res = await hostServer.inject({ url: '/runtime-config.json' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-cache');
  const config = res.json();
  assert.deepEqual(
    config.remotes.map((r) => [r.id, r.name, r.entry]),
    remotes.map((r) => [r.id, r.name, `http://remotes.example:${r.port}/mf-manifest.json`]),
  );
});

test('the host proxies /v2, /v3 and /healthz with forwarded headers and cookies', async () => {
  for (const url of ['/v2/session?x=1', '/v3/things', '/healthz']) {
    const res = await hostServer.inject({ url, headers: { host: 'localhost:8080', cookie: 'kanri_session=abc' } });
    assert.equal(res.statusCode, 200, url);
    const echoed = res.json();
    assert.equal(echoed.url, url);
    assert.equal(echoed.headers.cookie, 'kanri_session=abc');
    assert.equal(echoed.headers['x-forwarded-host'], 'localhost:8080');
    assert.equal(echoed.headers['x-forwarded-proto'], 'http');
    assert.match(String(res.headers['set-cookie']), /kanri_session=abc/);
  }
  const post = await hostServer.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: 'a@b.c' }, headers: { origin: 'http://localhost:8080' } });
  assert.equal(post.json().method, 'POST');
  assert.equal(post.json().headers.origin, 'http://localhost:8080');
});

test('the host page carries the runtime config as data and preloads the start-up chunks, and the first remote when signed in', async () => {
  const signedOut = await hostServer.inject({ url: '/auth/sign-in' });
  assert.equal(signedOut.statusCode, 200);
  const config = signedOut.body.match(/<script type="application\/json" id="kanri-runtime-config">(.*?)<\/script>/)?.[1];
  assert.ok(config, 'inline runtime config');
  assert.deepEqual(
    JSON.parse(config).remotes.map((r) => r.id),
    remotes.map((r) => r.id),
  );
  // a shared module the host needs to start is preloaded; a component is not
  assert.match(signedOut.body, /<link rel="preload" as="script" href="\/551\.aaaa1111\.js">/);
  assert.doesNotMatch(signedOut.body, /77\.bbbb2222/);
  // no executable inline script (the Content-Security-Policy allows none)
  assert.doesNotMatch(signedOut.body.replace(/<script type="application\/json"[^>]*>.*?<\/script>/, ''), /<script(?![^>]*\bsrc=)[^>]*>/);
  assert.doesNotMatch(signedOut.body, /remoteEntry\.js/);

  const signedIn = await hostServer.inject({ url: '/places?x=1', headers: { cookie: 'kanri_session=abc' } });
  const gaPlaces = remotes.find((r) => r.basePaths.includes('/places'));
  assert.match(signedIn.body, new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="http://remotes\\.example:${gaPlaces.port}/mf-manifest\\.json">`));
  assert.match(signedIn.body, new RegExp(`<link rel="preload" as="script" href="http://remotes\\.example:${gaPlaces.port}/remoteEntry\\.js">`));
  assert.match((await hostServer.inject({ url: '/' })).body, /kanri-runtime-config/);
});

test('the host page sends a CSP allowing exactly its own and the remotes’ origins; every answer is nosniff', async () => {
  const page = await hostServer.inject({ url: '/places' });
  const csp = String(page.headers['content-security-policy']);
  const directive = (name) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `))?.split(/\s+/).slice(1) ?? [];
  const origins = [...new Set(remotes.map((r) => `http://remotes.example:${r.port}`))];
  assert.deepEqual(directive('script-src').sort(), ["'self'", ...origins].sort());
  assert.deepEqual(directive('connect-src').sort(), ["'self'", ...origins].sort());
  assert.deepEqual(directive('frame-ancestors'), ["'none'"]);
  assert.deepEqual(directive('object-src'), ["'none'"]);
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');

  const remoteFile = await remoteServer.inject({ url: '/remoteEntry.js' });
  assert.equal(remoteFile.headers['x-content-type-options'], 'nosniff');
  assert.equal(remoteFile.headers['cross-origin-resource-policy'], 'cross-origin');
  assert.equal(remoteFile.headers['content-security-policy'], undefined);
});

test('with an auth page in the dist, the host answers the sign-in and invitation URLs with it, under the same headers', async () => {
  const withAuth = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-serve-auth-'));
  fs.cpSync(dir, withAuth, { recursive: true });
  fs.writeFileSync(path.join(withAuth, 'auth.html'), '<!doctype html><html><head><title>kanri</title><script defer src="/auth-main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>');
  const server = await createStaticServer({ dir: withAuth, spa: true, runtimeConfig: 'generate', remoteHost: 'remotes.example' });
  try {
    for (const url of ['/auth/sign-in', '/auth/sign-in?redirect=%2Fplaces&mfa_method=email', '/auth/invitation/abc-123', '/auth/invitation/abc-123/']) {
      const page = await server.inject({ url, headers: { cookie: 'kanri_session=abc' } });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /auth-main\.1a2b3c4d\.js/, url);
      // the auth page needs no remote: no runtime config, no preloads
      assert.doesNotMatch(page.body, /kanri-runtime-config|rel="preload"|src="\/main\./, url);
      assert.equal(page.headers['cache-control'], 'no-cache', url);
      assert.match(String(page.headers['content-type']), /^text\/html/, url);
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/, url);
    }
    // every other URL, under /auth too, is still the shell's
    for (const url of ['/', '/places', '/auth/unknown', '/auth/invitation/a/b', '/auth/sign-in/more']) {
      const page = await server.inject({ url });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /kanri-runtime-config/, url);
      assert.doesNotMatch(page.body, /auth-main/, url);
    }
  } finally {
    await server.close();
    fs.rmSync(withAuth, { recursive: true, force: true });
  }
});

test('the host CSP allows the configured map tile origin (KANRI_MAP_TILE_URL) as an image source, and nothing more', () => {
  const imgSrc = (mapTileUrl) => securityHeaders({ spa: true, mapTileUrl }).contentSecurityPolicy.directives.imgSrc;
  assert.deepEqual(imgSrc(''), ["'self'", 'data:', 'blob:']);
  assert.deepEqual(imgSrc('https://{s}.tile.example.com/{z}/{x}/{y}.png'), ["'self'", 'data:', 'blob:', 'https://*.tile.example.com']);
  assert.deepEqual(imgSrc('https://tiles.example.com:8443/base/{z}/{x}/{y}.png'), ["'self'", 'data:', 'blob:', 'https://tiles.example.com:8443']);
  assert.deepEqual(mapTileSources('javascript:alert(1)'), []);
  assert.deepEqual(mapTileSources('not a url'), []);
});
