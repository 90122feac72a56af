/**
 * Admission control for the embedded engine (issue 28 "The embedded default holds load"; design,
 * figures and why it is **off by default** in docs/performance.md §2 "Admission to the embedded
 * engine").
 *
 * With `KANRI_PGLITE_SLOTS=K` (K > 0) at most K requests work on PGlite at once; the next ones wait
 * in one FIFO of at most `KANRI_PGLITE_QUEUE`, and past it the API answers **503** `SERVER_BUSY`
 * with `Retry-After: 1` in the error shape, its message in the language of `Accept-Language`
 * (written here, without the session lookup the error handler would make, so a refusal costs the
 * database nothing).
 *
 * Why off: measured, a request on PGlite does not interleave its statements with other requests'.
 * PGlite runs each statement synchronously under promise-only wrappers, so a request that only reads
 * the database runs from this hook to its answer within one turn of the event loop, and the next
 * request is not even parsed before; the wait under load is in the sockets, before this hook, where
 * a bound here cannot see it (200 people pages at once with K = 1 and no queue: not one 503). The
 * requests that do meet here are the ones that wait on something else — the password hash of a
 * sign-in, file storage, an export's or import's writes — and holding a slot through that wait
 * keeps every page out of PGlite while PGlite is idle.
 *
 * When on:
 * - Only on PGlite; on PostgreSQL (`DATABASE_URL`) nothing is registered.
 * - Every request is admitted the same way, in arrival order — `/healthz` (it reads `SELECT 1`),
 *   sign-in and writes included: no priority. The embedded storage's own file URLs
 *   (`storageObjectsPath`: uploads and downloads, no database) are not admitted.
 * - A request waits from `preValidation` (its body read, before the idempotency hook and the
 *   handler, the first to read the database) and holds its slot until its answer is written
 *   (`onResponse`) or its client goes away (`onRequestAbort`, or the response's `close`), whichever
 *   comes first, once. A client that leaves while queued is taken out of the queue and its request
 *   goes no further. A CSV or XLSX export or an import runs inside its request's handler and holds
 *   its slot to the end.
 * - Work outside requests (the job queue, the daily HR calendar) is not admitted.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entityKind } from 'drizzle-orm';
import { storageObjectsPath, type ApiErrorBody } from '@kanri/contracts';
import type { Db } from '../db/client';
import { resolveLocale, type Translator } from '../i18n/i18n';
import { serverBusy } from '../lib/errors';

/** How many requests work on the embedded engine at once (`slots`; 0: no admission) and how many may wait (`queue`). */
export interface AdmissionLimits {
  slots: number;
  queue: number;
}

/** Off (`slots: 0`: measured no gain, docs/performance.md §2); when turned on, 256 may wait. */
export const defaultAdmissionLimits: AdmissionLimits = { slots: 0, queue: 256 };

/**
 * The limits set in the environment: `KANRI_PGLITE_SLOTS` (0 turns admission off) and
 * `KANRI_PGLITE_QUEUE`; an unset or empty variable leaves its default.
 * @throws {Error} when a value is not a non-negative integer
 */
export function admissionLimits(env: Record<string, string | undefined>): Partial<AdmissionLimits> {
  const limits: Partial<AdmissionLimits> = {};
  for (const [name, field] of [
    ['KANRI_PGLITE_SLOTS', 'slots'],
    ['KANRI_PGLITE_QUEUE', 'queue'],
  ] as const) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a non-negative integer, not ${raw}`);
    limits[field] = Number(raw);
  }
  return limits;
}

/** True when `db` runs on PGlite (Drizzle's `PgliteDatabase`), false on PostgreSQL. */
export function runsOnPglite(db: Db): boolean {
  return (db.constructor as { [entityKind]?: string })[entityKind] === 'PgliteDatabase';
}

interface Waiter {
  admit(admitted: boolean): void;
  /** Handed a slot by `release()` (which happens before `admitted` resolves). */
  handed: boolean;
}

/**
 * A counting semaphore with a bounded FIFO: at most `limits.slots` holders, at most
 * `limits.queue` waiting, served in arrival order.
 */
export class Admission {
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(readonly limits: AdmissionLimits) {}

  /** Requests holding a slot now. */
  get inFlight(): number {
    return this.#running;
  }

  /** Requests waiting for one. */
  get queued(): number {
    return this.#waiting.length;
  }

  /**
   * Asks for a slot: `'admitted'` (taken at once), `'full'` (the queue is full: nothing taken), or a
   * place in the queue whose `admitted` resolves true when the slot is handed over, false when
   * `leave()` took it out first. `leave()` answers `'holding'` when the slot had already been
   * handed over (the caller then holds it and must `release()` it), else `'left'`.
   */
  enter(): 'admitted' | 'full' | Queued {
    if (this.#running < this.limits.slots) {
      this.#running++;
      return 'admitted';
    }
    if (this.#waiting.length >= this.limits.queue) return 'full';
    let waiter!: Waiter;
    const admitted = new Promise<boolean>((resolve) => (waiter = { admit: resolve, handed: false }));
    this.#waiting.push(waiter);
    return {
      admitted,
      leave: () => {
        if (waiter.handed) return 'holding';
        const at = this.#waiting.indexOf(waiter);
        if (at >= 0) this.#waiting.splice(at, 1);
        waiter.admit(false);
        return 'left';
      },
    };
  }

  /** Gives a slot back: to the first waiter, else free. */
  release(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#running--;
      return;
    }
    next.handed = true;
    next.admit(true);
  }
}

/** A place in the queue (`Admission.enter`). */
export interface Queued {
  admitted: Promise<boolean>;
  leave(): 'holding' | 'left';
}

/** Where one request stands: waiting (its place in the queue), holding a slot, or done. */
type Standing = Queued | 'holding' | 'done';
const standing = new WeakMap<FastifyRequest, Standing>();

/** Ends a request's part in the admission once: out of the queue, or its slot given back. */
function finish(admission: Admission, request: FastifyRequest): void {
  const now = standing.get(request);
  if (now === undefined || now === 'done') return;
  standing.set(request, 'done');
  if (now === 'holding' || now.leave() === 'holding') admission.release();
}

/**
 * Registers the admission hooks on `app` when `db` runs on PGlite and `limits.slots > 0`; returns
 * the `Admission` (its counters), or undefined when nothing was registered (PostgreSQL, or off).
 * Call it before the routes and before any hook that reads the database.
 */
export function registerAdmission(app: FastifyInstance, options: { db: Db; translator: Translator; limits: AdmissionLimits }): Admission | undefined {
  if (!runsOnPglite(options.db) || options.limits.slots <= 0) return undefined;
  return admitRequests(app, options);
}

/**
 * The hooks themselves, whatever the engine (`registerAdmission` decides when): a slot taken in
 * `preValidation` or a 503 past the queue, given back once on `onResponse`, `onRequestAbort` or
 * the response's `close`.
 */
export function admitRequests(app: FastifyInstance, options: { translator: Translator; limits: AdmissionLimits }): Admission {
  const { translator, limits } = options;
  const admission = new Admission(limits);
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith(storageObjectsPath)) return;
    const entry = admission.enter();
    if (entry === 'full') {
      const error = serverBusy(1);
      const body: ApiErrorBody = { code: error.code, message: translator.t(resolveLocale(request.headers['accept-language']), error.descriptor) };
      return reply.code(error.status).headers(error.headers!).send(body);
    }
    // whatever ends the request first gives the slot back (or leaves the queue): its answer
    // written, its client gone (onRequestAbort needs `req.aborted`; the response's close does not)
    reply.raw.once('close', () => finish(admission, request));
    if (entry === 'admitted') {
      standing.set(request, 'holding');
      return;
    }
    standing.set(request, entry);
    // false, or a slot already given back by `finish`: its client left while it waited, and
    // nothing more runs for it
    if ((await entry.admitted) && standing.get(request) === entry) {
      standing.set(request, 'holding');
      return;
    }
    reply.hijack();
    return reply;
  });
  app.addHook('onResponse', async (request) => finish(admission, request));
  app.addHook('onRequestAbort', async (request) => finish(admission, request));
  return admission;
}
