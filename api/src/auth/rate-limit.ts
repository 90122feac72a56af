import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../lib/errors';
import { sessionCookieName } from './sessions';

/**
 * The general request limits (issue 29 "a general per-session and per-client rate limit"), each a
 * number of requests per `windowMs` milliseconds; 0 turns that limit off:
 * - `perClient`: every request of one client address (IPv6 by its /64), signed in or not;
 * - `perSession`: every request carrying one session cookie, whatever address it comes from;
 * - `invitationsPerClient` within `invitationWindowMs`: the invitation look-up and acceptance of
 *   one client address (`GET /v2/invitations/{code}`, `POST …/accept`).
 * Defaults (`defaultRateLimits`) leave the app's bursts (a list page's calls at once, two e2e
 * workers on one account) far below them.
 */
export interface RateLimits {
  perClient: number;
  perSession: number;
  windowMs: number;
  invitationsPerClient: number;
  invitationWindowMs: number;
}

/** 1,200 requests per client and 600 per session in 10 s; 30 invitation look-ups per client in 15 minutes. */
export const defaultRateLimits: RateLimits = {
  perClient: 1200,
  perSession: 600,
  windowMs: 10_000,
  invitationsPerClient: 30,
  invitationWindowMs: 15 * 60_000,
};

/** A limiter: resolves when `request` may go on, throws 429 `TOO_MANY_REQUESTS` with `Retry-After` (seconds) when not. */
export type Limiter = (request: FastifyRequest) => Promise<void>;

const sessionKey = (request: FastifyRequest) => {
  const token = request.cookies?.[sessionCookieName];
  // the token itself never becomes a key of the limiter's memory
  return token ? `session:${createHash('sha256').update(token).digest('base64url')}` : '';
};

/**
 * Registers `@fastify/rate-limit` (counters in this process's memory: with N replicas a client
 * gets up to N times the limit) and its per-client and per-session limits as one `onRequest` hook,
 * answering 429 in the API's error shape with `Retry-After`. `/healthz` is not counted. Returns a
 * factory of per-client limiters for single routes (`clientLimiter`).
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<{ clientLimiter(max: number, windowMs: number): Limiter }> {
  // global: false: the limits below are applied by this module's hook, not one hook per route
  await app.register(rateLimit, { global: false });

  const toLimiter = (check: ReturnType<FastifyInstance['createRateLimit']>): Limiter => async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttlInSeconds);
  };
  const clientLimiter = (max: number, windowMs: number): Limiter => (max > 0 ? toLimiter(app.createRateLimit({ max, timeWindow: windowMs })) : async () => undefined);

  const perClient = clientLimiter(limits.perClient, limits.windowMs);
  const perSession =
    limits.perSession > 0
      ? toLimiter(app.createRateLimit({ max: limits.perSession, timeWindow: limits.windowMs, keyGenerator: sessionKey, allowList: (_request, key) => key === '' }))
      : async () => undefined;
  app.addHook('onRequest', async (request) => {
    if (request.url === '/healthz') return;
    await perClient(request);
    await perSession(request);
  });
  return { clientLimiter };
}
