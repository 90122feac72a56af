/**
 * The static server's behaviour that deployments rely on (node test runner; `pnpm test` runs it in
 * its `build tools` step): caching, CORS, the SPA fallback, the auth page, the generated runtime
 * config, the API proxy's forwarded headers, compression (the build's precompressed copies,
 * the host page compressed on the fly) and the security headers. The proxy's limits and error
 * answers over real HTTP: api-proxy.spec.mjs.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { cacheControlFor, createStaticServer, mapTileSources, permissionsPolicy, pickEncoding, securityHeaders } from './serve-static.mjs';
import { precompressDist } from '../bin/build.mjs';
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
    JSON.stringify({
      shared: [
        { name: 'react-dom', assets: { js: { sync: ['551.aaaa1111.js'], async: [] } } },
        { name: 'antd/es/table', assets: { js: { sync: ['77.bbbb2222.js'], async: [] } } },
        // a module of a widely shared named chunk: its list names every chunk of every group
        { name: 'swr', assets: { js: { sync: ['libs.cccc3333.js', ...Array.from({ length: 9 }, (_, i) => `${900 + i}.dddd4444.js`)], async: [] } } },
      ],
    }),
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
  // a precompressed copy is cached like its file
  assert.equal(cacheControlFor('/x/main.1a2b3c4d.js.br'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/x/551.aaaa1111.js.gz'), 'public, max-age=31536000, immutable');
  for (const name of ['remoteEntry.js.br', 'mf-manifest.json.gz', 'index.html.br']) assert.equal(cacheControlFor(`/x/${name}`), 'no-cache', name);
});

test('Accept-Encoding picks br, then gzip, then identity; q=0 refuses a coding', () => {
  assert.equal(pickEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(pickEncoding('gzip, deflate'), 'gzip');
  assert.equal(pickEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  assert.equal(pickEncoding('*'), 'gzip');
  assert.equal(pickEncoding('identity'), 'identity');
  assert.equal(pickEncoding('gzip;q=0'), 'identity');
  assert.equal(pickEncoding(undefined), 'identity');
});

test('the build writes .br and .gz beside compressible files of 1 KB or more, and the server sends the one Accept-Encoding allows', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-serve-compressed-'));
  const js = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
  const manifest = JSON.stringify({ shared: [], remotes: [], exposes: Array.from({ length: 60 }, (_, i) => ({ name: `./m${i}` })) });
  fs.writeFileSync(path.join(dist, 'chunk.0f1e2d3c.js'), js);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  fs.writeFileSync(path.join(dist, 'tiny.12345678.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'logo.abcdef12.png'), Buffer.alloc(4096, 7));
  fs.writeFileSync(path.join(dist, 'gone.87654321.js.br'), 'stale');
  const totals = await precompressDist(dist);
  assert.equal(totals.files, 2);
  assert.ok(totals.br < totals.bytes / 4 && totals.gz < totals.bytes / 4, JSON.stringify(totals));
  const names = fs.readdirSync(dist).sort();
  assert.deepEqual(names, ['chunk.0f1e2d3c.js', 'chunk.0f1e2d3c.js.br', 'chunk.0f1e2d3c.js.gz', 'logo.abcdef12.png', 'mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest.json.gz', 'tiny.12345678.js']);
  // a second run leaves fresh copies alone
  assert.equal((await precompressDist(dist)).written, 0);

  const server = await createStaticServer({ dir: dist, cors: true });
  try {
    const get = (url, acceptEncoding) => server.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const br = await get('/chunk.0f1e2d3c.js', 'gzip, deflate, br, zstd');
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), js);
    assert.equal(Number(br.headers['content-length']), fs.statSync(path.join(dist, 'chunk.0f1e2d3c.js.br')).size);
    const gz = await get('/chunk.0f1e2d3c.js', 'gzip, deflate');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), js);
    const plain = await get('/chunk.0f1e2d3c.js', undefined);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, js);
    assert.equal((await get('/chunk.0f1e2d3c.js', 'br;q=0, gzip')).headers['content-encoding'], 'gzip');
    for (const res of [br, gz, plain]) {
      assert.match(String(res.headers['content-type']), /^(?:text|application)\/javascript/);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(res.headers['access-control-allow-origin'], '*');
    }
    // distinct validators per coding, so a cache never swaps one body for another
    assert.notEqual(br.headers.etag, gz.headers.etag);
    const manifestBr = await get('/mf-manifest.json', 'br');
    assert.equal(manifestBr.headers['content-encoding'], 'br');
    assert.match(String(manifestBr.headers['content-type']), /^application\/json/);
    assert.equal(manifestBr.headers['cache-control'], 'no-cache');
    assert.equal(zlib.brotliDecompressSync(manifestBr.rawPayload).toString(), manifest);
    // no copy: the file itself, whatever is accepted
    const tiny = await get('/tiny.12345678.js', 'br, gzip');
    assert.equal(tiny.headers['content-encoding'], undefined);
    assert.equal(tiny.body, 'console.log(1)');
    assert.equal((await get('/logo.abcdef12.png', 'br')).headers['content-encoding'], undefined);
    assert.equal((await get('/missing.12345678.js', 'br')).statusCode, 404);
  } finally {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('the host page is compressed on the fly for the coding the request accepts', async () => {
  const plain = await hostServer.inject({ url: '/places' });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(String(plain.headers.vary), /accept-encoding/i);
  const br = await hostServer.inject({ url: '/places', headers: { 'accept-encoding': 'gzip, br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), plain.body);
  const gz = await hostServer.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.match(zlib.gunzipSync(gz.rawPayload).toString(), /kanri-runtime-config/);
  for (const res of [br, gz]) {
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(String(res.headers.vary), /accept-encoding/i);
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
  // of a long list, only its named chunk
  assert.match(signedOut.body, /<link rel="preload" as="script" href="\/libs\.cccc3333\.js">/);
  assert.doesNotMatch(signedOut.body, /dddd4444/);
  // no executable inline script (the Content-Security-Policy allows none)
  assert.doesNotMatch(signedOut.body.replace(/<script type="application\/json"[^>]*>.*?<\/script>/, ''), /<script(?![^>]*\bsrc=)[^>]*>/);
  assert.doesNotMatch(signedOut.body, /remoteEntry\.js/);

  const signedIn = await hostServer.inject({ url: '/places?x=1', headers: { cookie: 'kanri_session=abc' } });
  // every remote's route manifest, which names the URL spaces the remote owns (issue 27)
  for (const remote of remotes) {
    assert.match(signedIn.body, new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="http://remotes\\.example:${remote.port}/route-manifest\\.json">`));
  }
  assert.doesNotMatch(signedOut.body, /route-manifest\.json/);
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

/** The sources of the apps whose pages run in the browser (host and remotes), as one text. */
function appSources() {
  const root = path.resolve(import.meta.dirname, '../../..');
  const walk = (folder) =>
    fs.existsSync(folder)
      ? fs.readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'node_modules' ? [] : walk(path.join(folder, e.name))) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(folder, e.name)] : []))
      : [];
  const folders = [path.join(root, 'host/src'), path.join(root, 'shared/runtime/src'), path.join(root, 'shared/ui/src'), ...fs.readdirSync(path.join(root, 'remotes')).map((r) => path.join(root, 'remotes', r, 'src'))];
  return folders.flatMap(walk).map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

test('every answer carries a Permissions-Policy: the features the product uses for the page itself, the others off', async () => {
  const policy = Object.fromEntries(permissionsPolicy.split(',').map((d) => d.trim().split('=')));
  for (const res of [await hostServer.inject({ url: '/places' }), await hostServer.inject({ url: '/main.1a2b3c4d.js' }), await remoteServer.inject({ url: '/remoteEntry.js' })]) {
    assert.equal(res.headers['permissions-policy'], permissionsPolicy);
    // plain HTTP: no HSTS
    assert.equal(res.headers['strict-transport-security'], undefined);
  }
  for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) assert.equal(policy[feature], '()', feature);
  // what the apps' code uses decides what is allowed (the individual remote's barcode scanner)
  const sources = appSources();
  const uses = {
    camera: /getUserMedia|BarcodeDetector/.test(sources),
    'clipboard-write': /navigator\.clipboard\.write/.test(sources),
    geolocation: /navigator\.geolocation/.test(sources),
    fullscreen: /requestFullscreen/.test(sources),
    payment: /PaymentRequest/.test(sources),
    microphone: /audio:\s*true/.test(sources),
  };
  assert.equal(uses.camera, true, 'the barcode scanner');
  for (const [feature, used] of Object.entries(uses)) assert.equal(policy[feature], used ? '(self)' : '()', feature);
});

test('served over TLS, answers carry HSTS and the API hears https', async (t) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-tls-'));
  const cert = path.join(folder, 'cert.pem');
  const key = path.join(folder, 'key.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  } catch {
    t.skip('no openssl to make a certificate');
    return;
  }
  const server = await createStaticServer({ dir, spa: true, api: apiUrl, tls: { cert, key } });
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const get = (urlPath) =>
      new Promise((resolve, reject) => {
        https
          .get({ host: '127.0.0.1', servername: 'localhost', port: server.server.address().port, path: urlPath, ca: fs.readFileSync(cert), headers: { host: 'localhost' } }, (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ headers: res.headers, text }));
          })
          .on('error', reject);
      });
    const page = await get('/places');
    assert.equal(page.headers['strict-transport-security'], 'max-age=31536000');
    const api = await get('/v2/session');
    assert.equal(api.headers['strict-transport-security'], 'max-age=31536000');
    assert.equal(JSON.parse(api.text).headers['x-forwarded-proto'], 'https');
  } finally {
    await server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
