import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditLogs } from '../db/schema';
import { diffFields, type AuditSnapshot } from '../audit/audit-log';
import type { AuditResourceType } from '@kanri/contracts';

/**
 * Batch writes of the CSV import: each call is one statement with one JSON parameter
 * (`json_populate_recordset`), which skips Drizzle's per-value SQL building and keeps a 1000-row
 * batch to one round trip. Works the same on PGlite and PostgreSQL.
 */

function columnsOf(table: PgTable, keys: readonly string[]) {
  const all = getTableColumns(table);
  return keys.map((key) => {
    const column = all[key];
    if (!column || column.generated) throw new Error(`not a writable column: ${key}`);
    return { key, name: column.name };
  });
}

function records(rows: readonly Record<string, unknown>[], columns: { key: string; name: string }[]): string {
  return JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(({ key, name }) => [name, row[key] instanceof Date ? (row[key] as Date).toISOString() : (row[key] ?? null)]))));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts `rows` (objects with the table's property names `keys`) into `table` in one statement. */
export async function insertRows(conn: Db, table: PgTable, tableName: string, keys: readonly string[], rows: readonly Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const columns = columnsOf(table, keys);
  const list = columns.map((c) => quoted(c.name)).join(', ');
  await conn.execute(
    sql`INSERT INTO ${sql.raw(quoted(tableName))} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.raw(quoted(tableName))}, ${records(rows, columns)}::json)`,
  );
}

/**
 * Updates rows of `table` by `id` within `companyId` in one statement: every column of `keys`
 * (besides `id`) is set from the row; `extra` is raw SQL added to the SET list (e.g. a version bump).
 */
export async function updateRows(
  conn: Db,
  table: PgTable,
  tableName: string,
  keys: readonly string[],
  rows: readonly Record<string, unknown>[],
  options: { companyId: string; extraSet?: string },
): Promise<void> {
  if (!rows.length) return;
  const columns = columnsOf(table, ['id', ...keys.filter((k) => k !== 'id')]);
  const set = [...columns.filter((c) => c.key !== 'id').map((c) => `${quoted(c.name)} = r.${quoted(c.name)}`), ...(options.extraSet ? [options.extraSet] : [])].join(', ');
  await conn.execute(
    sql`UPDATE ${sql.raw(quoted(tableName))} AS t SET ${sql.raw(set)} FROM json_populate_recordset(NULL::${sql.raw(quoted(tableName))}, ${records(rows, columns)}::json) AS r WHERE t.id = r.id AND t.company_id = ${options.companyId}`,
  );
}

/** One audit entry of a batch: the record and its payload before (null on create) and after. */
export interface BatchAudit {
  resourceId: string;
  before: AuditSnapshot | null;
  after: AuditSnapshot;
}

/**
 * The audit entries of one imported batch (the audit log's rule: every create and update writes
 * an entry in the same transaction), one INSERT for the whole batch; an update that changes
 * nothing writes none.
 */
export async function recordBatchAudit(conn: Db, input: { companyId: string; userId: string; resourceType: AuditResourceType; entries: readonly BatchAudit[] }): Promise<void> {
  const values = input.entries.flatMap((entry) => {
    const changes = diffFields(entry.before, entry.after);
    if (entry.before && changes.length === 0) return [];
    return [{ companyId: input.companyId, actorUserId: input.userId, resourceType: input.resourceType, resourceId: entry.resourceId, action: entry.before ? 'UPDATE' : 'CREATE', changes }];
  });
  await insertRows(conn, auditLogs, 'audit_logs', ['companyId', 'actorUserId', 'resourceType', 'resourceId', 'action', 'changes'], values);
}
