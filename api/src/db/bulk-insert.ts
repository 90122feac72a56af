import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';

/**
 * Inserts many rows fast: each batch is one statement with one JSON parameter
 * (`json_populate_recordset`), which skips Drizzle's per-value SQL building (the slow part at 100k
 * rows). Above `rebuildIndexesAbove` rows (default 5000) the table's secondary indexes are dropped
 * first and rebuilt after, which beats maintaining a trigram GIN index row by row. Works the same
 * on PGlite and PostgreSQL.
 */
export async function bulkInsert<T extends Record<string, unknown>>(
  db: Db,
  tableName: string,
  table: Parameters<Db['insert']>[0],
  rows: T[],
  { rebuildIndexesAbove = 5000 }: { rebuildIndexesAbove?: number } = {},
) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table as PgTable)).filter(([key, column]) => key in first && !column.generated);
  const list = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const toRecord = (row: T) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]));
  const indexes =
    rows.length > rebuildIndexesAbove
      ? await queryRows<{ indexname: string; indexdef: string }>(
          db,
          sql`SELECT i.indexname, i.indexdef FROM pg_indexes i LEFT JOIN pg_constraint c ON c.conname = i.indexname WHERE i.schemaname = current_schema() AND i.tablename = ${tableName} AND c.conname IS NULL`,
        )
      : [];
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  // The generated rows are consistent, so skip per-row foreign-key triggers where allowed
  // (superuser, as on PGlite); a plain role keeps them and is just slower.
  const skipTriggers = indexes.length > 0 && (await trySql(db, `SET session_replication_role = replica`));
  if (indexes.length) await trySql(db, `SET maintenance_work_mem = '256MB'`);
  for (let i = 0; i < rows.length; i += 10_000) {
    const json = JSON.stringify(rows.slice(i, i + 10_000).map(toRecord));
    await db.execute(sql`INSERT INTO ${sql.raw(`"${tableName}"`)} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.raw(`"${tableName}"`)}, ${json}::json)`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  if (skipTriggers) await db.execute(sql.raw(`SET session_replication_role = DEFAULT`));
  // VACUUM sets the visibility map, so counts can use index-only scans right away.
  if (indexes.length) await db.execute(sql.raw(`VACUUM ANALYZE "${tableName}"`));
}

async function trySql(db: Db, statement: string): Promise<boolean> {
  try {
    await db.execute(sql.raw(statement));
    return true;
  } catch {
    return false;
  }
}
