import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bulkActionProducts, bulkMessages, type BulkAction } from '@kanri/contracts';
import type { Db } from '../db/client';
import { ApiError } from '../lib/errors';
import { sessionInfo } from '../auth/sessions';
import { bulkRuns, type BulkRunSummary } from './schema';
import type { BulkActionDefinition, BulkActor, BulkRefusal, BulkRowLabel } from './registry';

/** The job queue's queue of bulk runs: one job per run. */
export const bulkQueueName = 'bulk-action';

/** A bulk job's data: the run (its row holds the action, the rows and the parameters). */
export interface BulkJobData {
  runId: string;
  companyId: string;
}

/** What a run's row keeps of the request: the resolved row ids, the action's parameters, and the filter when one was sent. */
export interface BulkRunRequest {
  ids: string[];
  params: unknown;
  filter?: unknown;
}

/** Thrown inside the run's transaction to roll it back once a row was refused. */
class RolledBack extends Error {}

/** The reason an action's ApiError gives for a row: its first field error's message, else its own; 404 as "not found or another company's". */
function refusalOf(error: ApiError): BulkRefusal {
  if (error.status === 404) return { descriptor: bulkMessages.rowNotFound };
  const field = error.fieldErrors?.[0];
  return field ? { descriptor: field.descriptor, values: field.values } : { descriptor: error.descriptor };
}

/**
 * Writes `done` of a running run from outside its transaction, at most one write in flight (the
 * latest count wins). On PostgreSQL the write takes another pool connection and shows while the
 * transaction runs; on PGlite (one connection) it waits for the transaction's end. A write never
 * lowers `done` nor touches a finished run.
 */
function progressWriter(db: Db, runId: string, log: FastifyBaseLogger): (done: number) => void {
  let inFlight = false;
  let pending: number | null = null;
  const write = (done: number) => {
    inFlight = true;
    db.update(bulkRuns)
      .set({ done })
      .where(and(eq(bulkRuns.id, runId), eq(bulkRuns.status, 'RUNNING'), lt(bulkRuns.done, done)))
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error, runId }, 'bulk run progress not written'),
      )
      .finally(() => {
        inFlight = false;
        if (pending !== null) {
          const next = pending;
          pending = null;
          write(next);
        }
      });
  };
  return (done) => {
    if (inFlight) pending = done;
    else write(done);
  };
}

/**
 * Runs one bulk run (the job's work; issue 31 §2, docs/bulk-actions.md):
 * 1. the run must still be QUEUED or RUNNING (a finished run is not run twice);
 * 2. the starter must still hold the action's product with an operator account — else every row is
 *    refused with `bulkMessages.forbidden` and nothing is written;
 * 3. one transaction applies the action to every row in order, each in a savepoint: a refused row
 *    (the action's ApiError) is rolled back to its savepoint and noted, and the next row is still
 *    checked, so the summary names every refused row; at the end any refusal rolls the whole
 *    transaction back (all-or-nothing);
 * 4. the run's row gets its status (`SUCCEEDED`/`REFUSED`), `done = total` and the summary.
 * `done` grows while the rows are checked (`progressWriter`).
 * @throws any other error (a database error): the run is marked FAILED first, nothing changed
 */
export async function runBulkJob(db: Db, definitions: ReadonlyMap<BulkAction, BulkActionDefinition>, data: BulkJobData, log: FastifyBaseLogger): Promise<void> {
  const [run] = await db.select().from(bulkRuns).where(and(eq(bulkRuns.id, data.runId), eq(bulkRuns.companyId, data.companyId)));
  if (!run || (run.status !== 'QUEUED' && run.status !== 'RUNNING')) return;
  const finish = (status: 'SUCCEEDED' | 'REFUSED' | 'FAILED', summary: BulkRunSummary, done: number) =>
    db.update(bulkRuns).set({ status, summary, done, finishedAt: new Date() }).where(eq(bulkRuns.id, run.id));
  try {
    await db.update(bulkRuns).set({ status: 'RUNNING', done: 0 }).where(eq(bulkRuns.id, run.id));
    const request = run.request as unknown as BulkRunRequest;
    const action = run.action as BulkAction;
    const definition = definitions.get(action);
    const labelsOf = async (ids: string[]) => (definition && ids.length ? definition.labels(db, run.companyId, ids) : new Map<string, BulkRowLabel>());
    const actor: BulkActor | null = run.userId ? { companyId: run.companyId, userId: run.userId } : null;
    const info = actor ? await sessionInfo(db, actor.userId, 'en-US').catch(() => null) : null;
    if (!definition || !actor || !info || !info.accessibles.hasOperator || !info.accessibles.products.includes(bulkActionProducts[action])) {
      const labels = await labelsOf(request.ids);
      const refused = request.ids.map((id) => ({ id, label: labels.get(id) ?? id, reason: bulkMessages.forbidden }));
      await finish('REFUSED', { changed: 0, unchanged: 0, refused }, request.ids.length);
      return;
    }

    const progress = progressWriter(db, run.id, log);
    const refusals: { id: string; refusal: BulkRefusal }[] = [];
    let changed = 0;
    let unchanged = 0;
    try {
      await db.transaction(async (tx) => {
        for (const [index, id] of request.ids.entries()) {
          try {
            const result = await tx.transaction((savepoint) => definition.apply(savepoint, actor, id, request.params as never));
            if (result === 'changed') changed += 1;
            else unchanged += 1;
          } catch (error) {
            if (!(error instanceof ApiError) || error.status >= 500) throw error;
            refusals.push({ id, refusal: refusalOf(error) });
          }
          progress(index + 1);
        }
        if (refusals.length) throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    if (refusals.length) {
      const labels = await labelsOf(refusals.map((r) => r.id));
      const refused = refusals.map(({ id, refusal }) => ({ id, label: labels.get(id) ?? id, reason: { id: refusal.descriptor.id, message: refusal.descriptor.message }, values: refusal.values }));
      await finish('REFUSED', { changed: 0, unchanged: 0, refused }, request.ids.length);
    } else {
      await finish('SUCCEEDED', { changed, unchanged, refused: [] }, request.ids.length);
    }
  } catch (error) {
    log.error({ err: error, runId: run.id }, 'bulk run failed');
    await finish('FAILED', { changed: 0, unchanged: 0, refused: [], failed: true }, run.done).catch(() => undefined);
    throw error;
  }
}

