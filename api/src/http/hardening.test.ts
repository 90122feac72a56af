import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { unsafeTextPaths } from './unsafe-text';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}

describe('hardening: text PostgreSQL cannot store, security headers', () => {
  it('finds NUL characters and lone surrogates in strings and keys, by dotted path', () => {
    assert.deepEqual(unsafeTextPaths({ freeText: 'a\u0000b' }, ''), ['freeText']);
    assert.deepEqual(unsafeTextPaths({ a: { b: ['ok', '\uD800x'] } }, ''), ['a.b.1']);
    assert.deepEqual(unsafeTextPaths({ ['k\u0000']: 1 }, ''), ['k\u0000']);
    // a paired surrogate (an emoji) and ordinary Japanese are fine
    assert.deepEqual(unsafeTextPaths({ name: '山田 😀 ｶﾝﾘ', tail: '\uDC00'.slice(1) }, ''), []);
    assert.deepEqual(unsafeTextPaths({ x: '\uDC00' }, ''), ['x']);
  });

  describe('every endpoint of the OpenAPI document', () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer({ devMailbox: false }, 20);
      admin = await server.signIn(demoAccounts.admin);
    });
    after(() => server.close());

    it('answers 400 with the field, never 5xx, for NUL and lone surrogates in every query, path and body string', async () => {
      const doc = (await server.app.inject({ url: '/v2/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
      let calls = 0;
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const params = operation.parameters ?? [];
          // in a URL: a NUL, and the UTF-8-like bytes of a lone surrogate (not valid UTF-8)
          for (const [bad, encoded] of [
            ['a\u0000b', 'a%00b'],
            ['x\uD800', 'x%ED%A0%80'],
          ] as const) {
            const url = path.replace(/\{(\w+)\}/g, () => encoded);
            const query = params.filter((p) => p.in === 'query').map((p) => `${p.name}=${encoded}`);
            const body = operation.requestBody ? { name: bad, ['__proto__']: { polluted: true }, nested: { deep: bad } } : undefined;
            const res = await server.app.inject({
              method: method.toUpperCase() as 'GET',
              url: `${url}${query.length ? `?${query.join('&')}` : ''}`,
              headers: { cookie: admin, origin: 'http://localhost:8080', 'accept-language': 'ja-JP' },
              ...(body ? { payload: JSON.stringify(body), headers: { cookie: admin, 'content-type': 'application/json', 'accept-language': 'ja-JP' } } : {}),
            });
            calls++;
            assert.ok(res.statusCode < 500, `${method.toUpperCase()} ${path} answered ${res.statusCode}: ${res.body}`);
            const hasText = url !== path || query.length > 0 || body !== undefined;
            if (hasText && res.statusCode === 400) {
              const answer = res.json() as { fieldErrors?: { path: string; message: string }[] };
              assert.ok(answer.fieldErrors?.length, `${method.toUpperCase()} ${path}: 400 names the fields`);
            }
          }
        }
      }
      assert.ok(({} as Record<string, unknown>).polluted === undefined, 'no prototype was polluted');
      assert.ok(calls > 40, `walked ${calls} calls`);
    });

    it('answers 400 or 413, never 5xx, for 1 MB bodies, query strings filling the request head, deeply nested JSON and __proto__ keys at every endpoint taking a body or a query', async () => {
      const doc = (await server.app.inject({ url: '/v2/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
      const deepObject = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
      const deepArray = '['.repeat(100_000) + ']'.repeat(100_000);
      const megabyte = JSON.stringify({ name: 'x'.repeat(1 << 20) });
      // under the 1 MB body limit, but far past every field's maximum length (3 bytes a character)
      const longJapanese = JSON.stringify({ name: '山'.repeat(300_000), email: 'あ'.repeat(1_000), nested: { __proto__: { isAdmin: true } } });
      const statuses = new Map<number, number>();
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const url = path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-00000000abcd');
          const queries = (operation.parameters ?? []).filter((p) => p.in === 'query');
          const attempts: { url: string; payload?: string }[] = [];
          // Node's HTTP parser answers 431 to a request head over 16 KB (its default maxHeaderSize;
          // server.ts sets none) before Fastify sees it: the longest query that can arrive fills
          // just under that, far past every parameter's maximum length
          if (queries.length) attempts.push({ url: `${url}?${queries.map((p) => `${p.name}=${'y'.repeat(Math.floor(15_000 / queries.length))}`).join('&')}` });
          if (operation.requestBody) for (const payload of [deepObject, deepArray, megabyte, longJapanese]) attempts.push({ url, payload });
          for (const attempt of attempts) {
            const res = await server.app.inject({
              method: method.toUpperCase() as 'GET',
              url: attempt.url,
              headers: { cookie: admin, 'content-type': 'application/json', 'accept-language': 'en-US' },
              ...(attempt.payload ? { payload: attempt.payload } : {}),
            });
            assert.ok(res.statusCode < 500, `${method.toUpperCase()} ${path} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode === 400 || res.statusCode === 413) assert.ok((res.json() as { fieldErrors?: unknown[] }).fieldErrors?.length, `${method.toUpperCase()} ${path}: names the fields`);
          }
        }
      }
      assert.ok(({} as Record<string, unknown>).isAdmin === undefined, 'no prototype was polluted');
      // every attempt was refused as bad input: nothing so large or deep is ever valid
      assert.deepEqual([...statuses.keys()].filter((status) => status !== 400 && status !== 413 && status !== 404), []);
    });

    it('answers a refused body in the language the user saved', async () => {
      // the admin's saved language is Japanese; no Accept-Language: the session decides
      const res = await server.app.inject({ method: 'POST', url: '/v2/networks', headers: { cookie: admin, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(1 << 20) }) });
      assert.equal(res.statusCode, 413);
      assert.doesNotMatch((res.json() as { message: string }).message, /could not be read/);
    });

    it('answers with nosniff, no referrer, no framing and a CSP that lets nothing run', async () => {
      for (const url of ['/v2/session', '/v2/people', '/healthz', '/v2/no-such-call']) {
        const res = await server.app.inject({ url, headers: { cookie: admin } });
        assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
        assert.equal(res.headers['referrer-policy'], 'no-referrer', url);
        assert.match(String(res.headers['content-security-policy']), /default-src 'none'.*frame-ancestors 'none'/, url);
      }
    });

    it('names the field in the caller’s language', async () => {
      const res = await server.app.inject({ url: '/v2/people?freeText=%00', headers: { cookie: admin, 'accept-language': 'ja-JP' } });
      assert.equal(res.statusCode, 400);
      const answer = res.json() as { code: string; fieldErrors: { path: string; message: string }[] };
      assert.equal(answer.code, 'VALIDATION_ERROR');
      assert.deepEqual(answer.fieldErrors.map((e) => e.path), ['freeText']);
      assert.match(answer.fieldErrors[0]!.message, /保存できない文字/);
    });
  });
});
