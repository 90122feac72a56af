import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The API's helmet options: it answers JSON only, so nothing it sends may run, be framed or leak
 * the referring URL; HTTPS (Strict-Transport-Security) is the proxy's business, the API being
 * same-origin behind the host.
 */
export const securityHeaderOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
} as const satisfies FastifyHelmetOptions;

type HelmetMiddleware = (request: unknown, response: { setHeader(name: string, value: string): void; removeHeader(name: string): void }, next: (error?: unknown) => void) => void;

/**
 * The headers helmet sets with `options` (name → value), computed once: helmet's middleware run
 * against a recorder. Only for options whose headers do not depend on the request (no CSP nonces
 * and no directive functions, as `securityHeaderOptions`). helmet is the one `@fastify/helmet`
 * depends on.
 * @throws {Error} when helmet refuses the options
 */
export function securityHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
  const helmet = fromFastifyHelmet('helmet') as (options: object) => HelmetMiddleware;
  const headers: Record<string, string> = {};
  helmet(options)(
    {},
    {
      setHeader: (name, value) => {
        headers[name.toLowerCase()] = String(value);
      },
      // X-Powered-By: neither Node nor Fastify sends it
      removeHeader: () => undefined,
    },
    (error) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Sets `securityHeaders(options)` on every answer, routes, 404s and errors alike, from one
 * `onRequest` hook (issue 29's headers; issue 28: `@fastify/helmet` built helmet's middleware from
 * the options again on every request, in two hooks, and set each header on the raw response — ~4 %
 * of the API's CPU on a people page, docs/performance.md §2). The headers are the same as
 * `@fastify/helmet`'s with the same options (hardening.test.ts compares them).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions = securityHeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
