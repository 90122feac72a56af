import { and, eq } from 'drizzle-orm';
import {
  bulkActionProducts,
  bulkMaxRows,
  bulkMessages,
  errorCodes,
  getBulkActionEndpoint,
  messages,
  startBulkActionEndpoint,
  type BulkAction,
  type BulkRun,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { mayUseProduct, registerEndpoint } from '../http/register';
import { isUuid } from '../http/resource';
import { ApiError, forbidden, notFound, type PendingFieldError } from '../lib/errors';
import { jobQueueOf } from '../jobs/refresh';
import { bulkRuns } from './schema';
import { bulkLabelIn, type BulkActionDefinition } from './registry';
import { bulkQueueName, runBulkJob, type BulkJobData, type BulkRunRequest } from './run';

/** What the bulk routes use of the server's context (issue 32: a narrow context). */
export type BulkContext = Pick<AppContext, 'app' | 'db' | 'sessions' | 'translator'>;

const invalid = (path: string, descriptor: PendingFieldError['descriptor'], values?: Record<string, unknown>) =>
  new ApiError(400, errorCodes.validation, descriptor, [{ path, descriptor, values }]);

/**
 * The bulk-action calls (issue 31 §2; docs/bulk-actions.md) and the job that runs them, for the
 * actions the domains define (`server.ts` passes them; this module imports no domain):
 * - `POST /v2/bulk-actions`: the action's product (403), its rows (the `ids`, deduplicated, or the
 *   list filter's matches: 400 at `filter` when none or more than `bulkMaxRows` match), a
 *   `bulk_runs` row (QUEUED, `total`) and one job on the server's job queue → 202 `{ id, total }`;
 * - `GET /v2/bulk-actions/{id}`: the caller's own run (404 otherwise) with its summary — each
 *   refused row's label and reason — rendered now in the request's language (Accept-Language, else
 *   the session's saved locale): the starter's, the only one who may read it.
 * Call after `registerAppRefreshRoutes` (which sets up the job queue), before the server is ready.
 */
export function registerBulkActionRoutes(ctx: BulkContext, definitions: readonly BulkActionDefinition[]): void {
  const { app, db, sessions, translator } = ctx;
  const byAction = new Map<BulkAction, BulkActionDefinition>(definitions.map((d) => [d.action, d]));
  const queue = jobQueueOf(app);
  queue.define<BulkJobData>({
    name: bulkQueueName,
    // all-or-nothing: a run that failed changed nothing; the user starts it again
    retryLimit: 0,
    expireInSeconds: 900,
    handler: (job) => runBulkJob(db, byAction, job.data, app.log),
  });

  registerEndpoint(app, startBulkActionEndpoint, sessions, async ({ body, session, locale }) => {
    const definition = byAction.get(body.action);
    if (!definition) throw invalid('action', messages.picklist);
    if (!mayUseProduct(session, bulkActionProducts[body.action])) throw forbidden();
    let ids: string[];
    if (body.ids) ids = [...new Set(body.ids)];
    else {
      ids = await definition.matching({ db, companyId: session.companyId, locale }, body.filter as never, bulkMaxRows + 1);
      if (ids.length === 0) throw invalid('filter', bulkMessages.noRows);
      if (ids.length > bulkMaxRows) throw invalid('filter', bulkMessages.tooManyRows, { max: bulkMaxRows });
    }
    const request: BulkRunRequest = { ids, params: body.params, ...(body.filter ? { filter: body.filter } : {}) };
    const [run] = await db
      .insert(bulkRuns)
      .values({ companyId: session.companyId, userId: session.userId, action: body.action, request: request as unknown as Record<string, unknown>, total: ids.length })
      .returning({ id: bulkRuns.id });
    try {
      await queue.send<BulkJobData>(bulkQueueName, { runId: run!.id, companyId: session.companyId });
    } catch (error) {
      await db.update(bulkRuns).set({ status: 'FAILED', summary: { changed: 0, unchanged: 0, refused: [], failed: true }, finishedAt: new Date() }).where(eq(bulkRuns.id, run!.id));
      throw error;
    }
    return { id: run!.id, total: ids.length };
  });

  registerEndpoint(app, getBulkActionEndpoint, sessions, async ({ params, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    const [run] = await db
      .select()
      .from(bulkRuns)
      .where(and(eq(bulkRuns.id, params.id), eq(bulkRuns.companyId, session.companyId), eq(bulkRuns.userId, session.userId)));
    if (!run) throw notFound();
    const s = run.summary;
    const answer: BulkRun = {
      id: run.id,
      action: run.action as BulkAction,
      status: run.status,
      total: run.total,
      done: run.done,
      summary: s
        ? {
            changed: s.changed,
            unchanged: s.unchanged,
            refused: s.refused.map((r) => ({ id: r.id, label: bulkLabelIn(locale, r.label), reason: translator.t(locale, r.reason, r.values) })),
            error: s.failed ? translator.t(locale, bulkMessages.failed) : null,
          }
        : null,
      createdAt: run.createdAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
    };
    return answer;
  });
}

