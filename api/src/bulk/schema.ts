import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, users } from '../db/schema';
import type { StoredName } from '../lib/stored-name';

/**
 * A refused row's label as the summary stores it: one text, or the Japanese and English ones as
 * the history stores a reference's name (`StoredName`, the leaf module api/src/lib/stored-name.ts),
 * rendered in the reader's language when the run is read. Declared here, with the table, so the
 * schema imports nothing of the mechanism (the import graph has no circle:
 * api/src/test/import-graph.test.ts).
 */
export type BulkRowLabel = string | StoredName;

/**
 * What a finished bulk run reports (issue 31 §2, docs/bulk-actions.md): the rows it changed, or the
 * rows it refused and why. Nothing in it is text of one language: reasons are message descriptors
 * with their values, labels one text or both languages' (`BulkRowLabel`); both are rendered when
 * the run is read, in the request's language (only the starter reads a run: the starter's
 * language as they look at it). docs/bulk-actions.md "In the starter's language".
 */
export interface BulkRunSummary {
  /** Rows changed (0 when anything was refused: all-or-nothing). */
  changed: number;
  /** Rows left as they were because they already were in the asked state (not a refusal). */
  unchanged: number;
  /** Every refused row: its id, a label to show (name, tag…; one text or `{ ja, en }`) and the reason as a message descriptor with its values. */
  refused: { id: string; label: BulkRowLabel; reason: { id: string; message: string }; values?: Record<string, unknown> }[];
  /** When the run failed for another reason (a database error): true; the error itself is in the API's log. */
  failed?: boolean;
}

/**
 * One bulk action run (issue 31 §2): who started which action on which rows, its progress and its
 * summary. `status`: `QUEUED` (sent to the job queue) → `RUNNING` → `SUCCEEDED` | `REFUSED` (one or
 * more rows refused, nothing changed) | `FAILED`. `total` is the number of rows the run resolved
 * (ids given or the filter's matches, fixed when the run starts), `done` how many were checked
 * and applied so far. `request` holds the ids (or the filter) and the action's parameters as sent.
 */
export const bulkRuns = pgTable(
  'bulk_runs',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'SUCCEEDED', 'REFUSED', 'FAILED'] }).notNull().default('QUEUED'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    summary: jsonb('summary').$type<BulkRunSummary>(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('bulk_runs_company_created_idx').on(t.companyId, t.createdAt.desc())],
);
