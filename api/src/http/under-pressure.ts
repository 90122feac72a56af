/**
 * Load shedding on event-loop delay (issue 28 "The embedded default holds load"; design and figures
 * in docs/performance.md §2 "Admission to the embedded engine").
 *
 * `@fastify/under-pressure` samples the event loop's delay (the mean of a 10 ms timer's lateness
 * over each `sampleIntervalMs`, 1 s by default). While the last sample is above
 * `maxEventLoopDelayMs`, every request is answered at once, in `onRequest` before any other hook,
 * with **503** `SERVER_BUSY`, `Retry-After: 1` and the API's error shape, its message in the
 * language of `Accept-Language` (no session lookup: a refusal costs the database nothing).
 *
 * On PGlite a request runs from its first hook to its answer without yielding (its statements are
 * synchronous), so the wait under load is in the sockets; the loop's delay is where that wait
 * shows, on both engines. `/healthz` is exempt: it reports whether the API and its database answer,
 * and a probe that failed while the process is only busy would have it restarted.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { ApiErrorBody } from '@kanri/contracts';
import { resolveLocale, type Translator } from '../i18n/i18n';
import { serverBusy } from '../lib/errors';

/** The bound: the sampled event-loop delay (ms) past which requests are shed (0: off), and how often it is sampled (ms). */
export interface LoadShedding {
  maxEventLoopDelayMs: number;
  sampleIntervalMs?: number;
}

/**
 * 1,000 ms (docs/performance.md §2 "Admission to the embedded engine"): the API sheds only when
 * every request already waits about a second. Measured on PGlite at 2,000 people: 250 ms shed
 * 43–73 % of 200 concurrent people pages and none of 50, but a single long statement (a search at
 * 100k takes seconds on PGlite) would then answer everyone 503 for a second. The web client waits
 * out a 503's `Retry-After` and tries a read (GET, PUT, DELETE) again twice before it shows the
 * error (shared/runtime `httpFetcher`), but a POST or PATCH is shown as an error at once: for
 * staff, a second's wait is better than an error.
 * 1,000 ms sheds on a fresh folder's slow first minutes under 200 clients and not once warm.
 */
export const defaultMaxEventLoopDelayMs = 1000;

/**
 * The bound set in the environment: `KANRI_MAX_EVENT_LOOP_DELAY_MS` (0 turns shedding off); unset
 * or empty leaves `defaultMaxEventLoopDelayMs`.
 * @throws {Error} when the value is not a non-negative integer
 */
export function maxEventLoopDelayMs(env: Record<string, string | undefined>): number {
  const raw = env.KANRI_MAX_EVENT_LOOP_DELAY_MS?.trim();
  if (!raw) return defaultMaxEventLoopDelayMs;
  if (!/^\d+$/.test(raw)) throw new Error(`KANRI_MAX_EVENT_LOOP_DELAY_MS must be a non-negative integer, not ${raw}`);
  return Number(raw);
}

/**
 * Registers the shedding on `app` (global, before the hooks registered after it); nothing when
 * `maxEventLoopDelayMs` is 0. Returns whether it was registered.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadShedding & { translator: Translator }): Promise<boolean> {
  const { translator, maxEventLoopDelayMs: maxEventLoopDelay, sampleIntervalMs } = options;
  if (maxEventLoopDelay <= 0) return false;
  await app.register(underPressure, {
    maxEventLoopDelay,
    sampleInterval: sampleIntervalMs,
    // a handler that sends the answer ends the request there (the plugin's documented use); `/healthz` goes on
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url === '/healthz') return;
      const error = serverBusy(1);
      const body: ApiErrorBody = { code: error.code, message: translator.t(resolveLocale(request.headers['accept-language']), error.descriptor) };
      void reply.code(error.status).headers(error.headers ?? {}).send(body);
    },
  });
  return true;
}
