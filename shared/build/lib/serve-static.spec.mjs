/**
 * The static server's behaviour that deployments rely on (node test runner; `pnpm test` runs it in
 * its `build tools` step): caching, CORS, the SPA fallback, the generated runtime config and the
 * API proxy's forwarded headers.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { cacheControlFor, createStaticServer } from './serve-static.mjs';
import { remotes } from '../apps.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-serve-'));
let api;
let apiUrl;
/** @type {import('fastify').FastifyInstance} */
let hostServer;
/** @type {import('fastify').FastifyInstance} */
let remoteServer;

before(async () => {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>kanri</title>');
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
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
