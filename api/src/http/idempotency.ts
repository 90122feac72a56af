import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { errorCodes } from '@kanri/contracts';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../schema';
import type { SessionStore } from '../auth/sessions';
import { apiMessages } from '../i18n/messages';
import { ApiError } from '../lib/errors';
import { loadSession } from './register';

/**
 * `Idempotency-Key` on the API's create calls (issue 29; IETF httpapi draft "The Idempotency-Key
 * HTTP Header Field"; docs/security.md "Data integrity"). A client that may send a `POST` twice (a
 * retry after a timeout, a double click) sends a key of its own choosing with it:
 *
 * - the first request with the key runs, and its answer (status, content type, body) is kept in
 *   `idempotency_keys` for `idempotencyKeyTtlHours` (24), per signed-in user, key, method and path;
 * - a repeat with the same body gets that answer again without running anything, marked
 *   `Idempotency-Replayed: true`;
 * - a repeat with another body answers 422 (`VALIDATION_ERROR`, field `idempotency-key`): the draft's
 *   "key reused with a different payload";
 * - a repeat while the first is still running answers 409 `CONFLICT` (the draft's concurrent request)
 *   with `Retry-After`; a reservation without an answer after `idempotencyLeaseSeconds` (its process
 *   died or lost the database mid-request) is taken over by the next request with the key, so a
 *   crash never holds a key for the rest of its 24 hours;
 * - a key that is not 1–255 visible ASCII characters answers 400 with the field `idempotency-key`.
 *
 * Kept in PostgreSQL, so it holds across API processes and restarts. Answers that say the call did
 * not run (400, 401, 403, 429 and 5xx) are not kept: the client may fix the request and send the key
 * again. Requests without a signed-in session (sign-in, invitations) and methods other than `POST`
 * ignore the header.
 */

/** How long a first answer is replayed, in hours. */
export const idempotencyKeyTtlHours = 24;
/**
 * How long a reservation without an answer holds its key, in seconds: longer than any request may
 * run (the host's proxy gives up after 60 s, `KANRI_API_TIMEOUT_MS`), so only a dead one is taken over.
 */
export const idempotencyLeaseSeconds = 120;
/** The header's name (HTTP headers are read lower-cased). */
export const idempotencyKeyHeader = 'idempotency-key';
/** The header set on a replayed answer. */
export const idempotencyReplayedHeader = 'idempotent-replayed';

/** Statuses that mean the call did not run: their answers are not kept. */
const notKept = new Set([400, 401, 403, 429]);
const keyPattern = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The reservation of this request's `Idempotency-Key`, to be completed with its answer. */
    kanriIdempotency?: { userId: string; key: string; method: string; path: string };
  }
}

/** A JSON value with object keys sorted, so that `{a, b}` and `{b, a}` fingerprint the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** SHA-256 (hex) of the request's body as parsed JSON in canonical key order; `''` hashes no body. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(body === undefined || body === null ? '' : JSON.stringify(canonical(body)))
    .digest('hex');
}

const fieldError = (status: number, code: (typeof errorCodes)[keyof typeof errorCodes], descriptor: (typeof apiMessages)[keyof typeof apiMessages]) =>
  new ApiError(status, code, descriptor, [{ path: idempotencyKeyHeader, descriptor }]);

/**
 * Registers the hooks on every `POST` route registered after it (call it before the routes, so
 * every route of the app and its plugins has them), ahead of the route's own hooks:
 * `preHandler` reserves the key or replays / refuses, `onSend` keeps the first answer. Other methods
 * get no hook (issue 28: two async hooks that returned at once cost every list read). Expired keys
 * are deleted at most once an hour per process.
 */
export function registerIdempotency(app: FastifyInstance, options: { db: Db; sessions: SessionStore }): void {
  const { db, sessions } = options;
  let lastSweep = 0;

  const reserve = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers[idempotencyKeyHeader];
    if (raw === undefined || request.method !== 'POST') return;
    const session = await loadSession(request, sessions);
    if (!session || session.mfaPending) return;
    const key = Array.isArray(raw) ? raw.join(',') : raw;
    if (!keyPattern.test(key)) throw fieldError(400, errorCodes.validation, apiMessages.idempotencyKeyInvalid);

    const scope = { userId: session.userId, key, method: request.method, path: request.url.split('?')[0]! };
    const fingerprint = requestFingerprint(request.body);
    if (Date.now() - lastSweep > 3_600_000) {
      lastSweep = Date.now();
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
    }
    // reserve the key; an expired reservation of the same scope, or one whose request died before
    // its answer (no status past the lease), is taken over
    const expiresAt = sql`now() + make_interval(hours => ${idempotencyKeyTtlHours})`;
    const [reserved] = await db
      .insert(idempotencyKeys)
      .values({ ...scope, fingerprint, expiresAt })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key, idempotencyKeys.method, idempotencyKeys.path],
        set: { fingerprint, status: null, contentType: null, body: null, createdAt: sql`now()`, expiresAt },
        setWhere: or(
          lt(idempotencyKeys.expiresAt, sql`now()`),
          and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${idempotencyLeaseSeconds})`)),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (reserved) {
      request.kanriIdempotency = scope;
      return;
    }

    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.method, scope.method), eq(idempotencyKeys.path, scope.path)));
    // deleted between the two statements (it expired and was swept): ask the client to retry
    if (!first || first.status === null) {
      reply.header('retry-after', '1');
      throw fieldError(409, errorCodes.conflict, apiMessages.idempotencyKeyInProgress);
    }
    if (first.fingerprint !== fingerprint) throw fieldError(422, errorCodes.validation, apiMessages.idempotencyKeyReused);
    reply.code(first.status).header(idempotencyReplayedHeader, 'true');
    if (first.contentType) reply.header('content-type', first.contentType);
    await reply.send(first.body ?? undefined);
    return reply;
  };

  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const scope = request.kanriIdempotency;
    if (!scope) return payload;
    request.kanriIdempotency = undefined;
    const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key), eq(idempotencyKeys.method, scope.method), eq(idempotencyKeys.path, scope.path));
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload === undefined || payload === null ? '' : null;
    if (status >= 500 || notKept.has(status) || body === null) {
      // the call did not run (or its answer cannot be kept): the key is free again
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({ status, body, contentType: typeof contentType === 'string' ? contentType : null })
      .where(where);
    return payload;
  };

  const hooks = <H>(own: H | H[] | undefined): H[] => (own === undefined ? [] : Array.isArray(own) ? own : [own]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST')) return;
    route.preHandler = [reserve, ...hooks(route.preHandler)] as typeof route.preHandler;
    route.onSend = [keep, ...hooks(route.onSend)] as typeof route.onSend;
  });
}
