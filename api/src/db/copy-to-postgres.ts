import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from './client';

/**
 * Copying the embedded database into a PostgreSQL server (docs/database.md "Moving the data";
 * issue 28: "write down when a team should move to PostgreSQL and what changes").
 *
 * Both databases are opened with `openDatabase`, so both are migrated to this code's schema
 * first; the copy then moves the rows of every table of the `public` schema — not the migrations'
 * journal (`drizzle`, which the target wrote itself) nor a job queue (pg-boss makes its own on the
 * target's first start). One transaction on the target: a copy that fails anywhere changes no row.
 */

/** One table's copy: its name and the rows read and written (always equal in a report). */
export interface CopiedTable {
  table: string;
  rows: number;
}

/** What `copyToPostgres` copied, in the order it copied it (parents before children). */
export interface CopyReport {
  tables: CopiedTable[];
  /** The sum of `tables[].rows`. */
  rows: number;
}

/** A foreign key of a table to another table (one that points at its own table is not listed). */
interface ForeignKey {
  parent: string;
  columns: string[];
  /** Whether every column of the key may be null: then the key can be filled after the parent's rows. */
  nullable: boolean;
}

/** A table of the target's `public` schema as the copy needs it. */
export interface TableShape {
  name: string;
  /** Columns a row is written with: every column but generated ones, in the table's order. */
  columns: string[];
  /** The primary key's columns (a table without one cannot have keys filled afterwards). */
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  /** Whether a foreign key points at the table itself (its rows are then written in one statement). */
  selfReferencing: boolean;
  /** Columns filled by a sequence (serial, identity): moved on past the copied values. */
  sequenced: string[];
}

/** Thrown when the copy cannot start or does not add up; nothing was written. */
export class CopyRefused extends Error {
  override readonly name = 'CopyRefused';
}

/** Rows read and written per statement (a table that points at itself is moved in one). */
export const copyBatchRows = 2_000;

/** The tables of `db`'s `public` schema, with their columns, keys and sequences. */
async function tablesOf(db: DbOrTx): Promise<TableShape[]> {
  const rows = await queryRows<Omit<TableShape, 'primaryKey' | 'foreignKeys' | 'selfReferencing'> & { primary_key: string[]; foreign_keys: ForeignKey[]; self_referencing: boolean }>(
    db,
    sql`SELECT c.relname AS name,
      (SELECT coalesce(json_agg(a.attname ORDER BY a.attnum), '[]') FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
      (SELECT coalesce(json_agg(a.attname ORDER BY k.ord), '[]') FROM pg_index i
        CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE i.indrelid = c.oid AND i.indisprimary) AS primary_key,
      (SELECT coalesce(json_agg(json_build_object(
          'parent', p.relname,
          'columns', (SELECT json_agg(a.attname ORDER BY k.ord) FROM unnest(f.conkey) WITH ORDINALITY AS k(attnum, ord)
            JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum),
          'nullable', NOT EXISTS (SELECT 1 FROM unnest(f.conkey) AS k(attnum) JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum WHERE a.attnotnull)
        ) ORDER BY f.conname), '[]')
        FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
        WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS foreign_keys,
      EXISTS (SELECT 1 FROM pg_constraint f WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid = c.oid) AS self_referencing,
      (SELECT coalesce(json_agg(a.attname ORDER BY a.attnum), '[]') FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL) AS sequenced
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`,
  );
  return rows.map((r) => ({ name: r.name, columns: r.columns, primaryKey: r.primary_key, foreignKeys: r.foreign_keys, selfReferencing: r.self_referencing, sequenced: r.sequenced }));
}

/** The order `copyToPostgres` writes tables in, and the key columns it fills afterwards. */
export interface CopyPlan<T> {
  /** Every table after the tables its (not deferred) foreign keys point at. */
  ordered: T[];
  /** Per table, the columns written NULL at first and filled once every table is copied. */
  deferred: Map<string, string[]>;
}

/**
 * Orders `tables` so that each comes after the tables its foreign keys point at (Kahn's algorithm;
 * names in alphabetical order among equals, so every run copies in the same order). Tables whose
 * keys form a cycle (a department's head is a person, a person's department a department) are
 * untied by the nullable keys between them (Tarjan's strongly connected components): those
 * columns are written NULL and filled afterwards; no other key is touched.
 * @throws {CopyRefused} when a cycle has no nullable key (no order exists), or a table with a
 *   deferred key has no primary key to fill it by
 */
export function copyPlan<T extends Pick<TableShape, 'name' | 'foreignKeys' | 'primaryKey'>>(tables: T[]): CopyPlan<T> {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const keysOf = (t: T) => t.foreignKeys.filter((k) => byName.has(k.parent));
  // the cycles: strongly connected groups of tables (Tarjan), whose nullable keys between each
  // other are written NULL at first — only those, as a CHECK may tie a key to another column
  const component = new Map<string, number>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  const visit = (name: string) => {
    index.set(name, counter);
    low.set(name, counter++);
    stack.push(name);
    for (const k of keysOf(byName.get(name)!)) {
      if (!index.has(k.parent)) {
        visit(k.parent);
        low.set(name, Math.min(low.get(name)!, low.get(k.parent)!));
      } else if (!component.has(k.parent)) low.set(name, Math.min(low.get(name)!, index.get(k.parent)!));
    }
    if (low.get(name) === index.get(name)) {
      let member: string;
      do {
        member = stack.pop()!;
        component.set(member, index.get(name)!);
      } while (member !== name);
    }
  };
  for (const t of tables) if (!index.has(t.name)) visit(t.name);
  const deferred = new Map<string, string[]>();
  const waiting = new Map(
    tables.map((t) => {
      const inCycle = (k: ForeignKey) => component.get(k.parent) === component.get(t.name);
      const later = keysOf(t).filter((k) => k.nullable && inCycle(k));
      if (later.length) deferred.set(t.name, later.flatMap((k) => k.columns));
      return [t.name, keysOf(t).filter((k) => !later.includes(k))];
    }),
  );
  // Kahn's algorithm over the keys left
  const ordered: T[] = [];
  while (waiting.size) {
    const ready = [...waiting].filter(([, keys]) => keys.length === 0).map(([name]) => name).sort();
    if (!ready.length) throw new CopyRefused(`Foreign keys form a cycle between ${[...waiting.keys()].sort().join(', ')} with no nullable key: no copy order exists.`);
    for (const name of ready) {
      ordered.push(byName.get(name)!);
      waiting.delete(name);
      for (const [child, keys] of waiting) waiting.set(child, keys.filter((k) => k.parent !== name));
    }
  }
  for (const name of deferred.keys()) {
    if (!byName.get(name)!.primaryKey.length) throw new CopyRefused(`${name} has no primary key: its foreign keys cannot be filled after the copy.`);
  }
  return { ordered, deferred };
}

const list = (names: string[]) => sql.join(names.map((n) => sql.identifier(n)), sql`, `);

/** The number of rows of `table`. */
async function countOf(db: DbOrTx, table: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`);
  return Number(row?.n ?? 0);
}

/**
 * Copies every row of the embedded database `source` into the PostgreSQL database `target`, both
 * already opened (and so migrated) by `openDatabase`. The target must hold no row in any table of
 * `public`: a fresh database (or one `openDatabase` just migrated, before the API's first start
 * seeded it). Rows travel as JSON (`json_agg` on the source, `json_populate_recordset` on the
 * target), so PostgreSQL itself converts every type both ways; generated columns are left for the
 * target to compute; sequences move past the largest copied value. Tables are copied parents
 * first, `copyBatchRows` rows a statement (a table whose foreign key points at itself in one
 * statement, as PostgreSQL checks such keys at the end of each statement); each table's count
 * is compared with the source's before the transaction commits. `onTable` hears each table as it
 * is done. The source must not be open in a running API (PGlite's files serve one process).
 * @throws {CopyRefused} when the target has rows, the tables differ, or a count does not match —
 *   the target's transaction is rolled back; any PostgreSQL error rolls it back too
 */
export async function copyToPostgres(source: Db, target: Db, onTable: (copied: CopiedTable) => void = () => undefined): Promise<CopyReport> {
  const { ordered: tables, deferred } = copyPlan(await tablesOf(target));
  const sourceTables = new Set((await tablesOf(source)).map((t) => t.name));
  const missing = tables.filter((t) => !sourceTables.has(t.name)).map((t) => t.name);
  if (missing.length) throw new CopyRefused(`The embedded database lacks tables the target has (${missing.join(', ')}): both must be migrated by the same version.`);
  const filled: string[] = [];
  for (const table of tables) if ((await queryRows(target, sql`SELECT 1 FROM ${sql.identifier(table.name)} LIMIT 1`)).length) filled.push(table.name);
  if (filled.length) throw new CopyRefused(`The target database already has rows (${filled.join(', ')}): copy only into an empty database.`);

  /** Each `batch` rows of `table` (`columns` of them) as one JSON array text, in the source's row order. */
  async function* pagesOf(table: TableShape, columns: string[], batch: number, total: number): AsyncGenerator<string> {
    for (let offset = 0; offset < total; offset += batch) {
      // ctid: the order rows lie in, stable while nothing writes to the source
      const [page] = await queryRows<{ rows: string }>(
        source,
        sql`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM (SELECT ${list(columns)} FROM ${sql.identifier(table.name)} ORDER BY ctid LIMIT ${batch} OFFSET ${offset}) t`,
      );
      yield page!.rows;
    }
  }

  return target.transaction(async (tx) => {
    const report: CopyReport = { tables: [], rows: 0 };
    const counts = new Map<string, number>();
    for (const table of tables) {
      const id = sql.identifier(table.name);
      const later = new Set(deferred.get(table.name) ?? []);
      // a deferred key is written NULL now and filled below, once its parent's rows are in
      const values = sql.join(table.columns.map((c) => (later.has(c) ? sql`NULL` : sql.identifier(c))), sql`, `);
      const expected = await countOf(source, table.name);
      counts.set(table.name, expected);
      for await (const rows of pagesOf(table, table.columns, table.selfReferencing ? Math.max(expected, 1) : copyBatchRows, expected)) {
        // OVERRIDING SYSTEM VALUE: an identity column keeps the copied value (a no-op elsewhere)
        await tx.execute(sql`INSERT INTO ${id} (${list(table.columns)}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM json_populate_recordset(NULL::${id}, ${rows}::json)`);
      }
      const written = await countOf(tx, table.name);
      if (written !== expected) throw new CopyRefused(`${table.name}: ${expected} rows read, ${written} written.`);
      for (const column of table.sequenced) {
        await tx.execute(
          sql`SELECT setval(pg_get_serial_sequence(${`"${table.name.replaceAll('"', '""')}"`}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) FROM ${id}`,
        );
      }
      const copied = { table: table.name, rows: written };
      report.tables.push(copied);
      report.rows += written;
      onTable(copied);
    }
    for (const table of tables) {
      const later = deferred.get(table.name);
      if (!later) continue;
      const id = sql.identifier(table.name);
      const match = sql.join(table.primaryKey.map((k) => sql`${id}.${sql.identifier(k)} = s.${sql.identifier(k)}`), sql` AND `);
      const set = sql.join(later.map((c) => sql`${sql.identifier(c)} = s.${sql.identifier(c)}`), sql`, `);
      const notNull = sql.join(later.map((c) => sql`s.${sql.identifier(c)} IS NOT NULL`), sql` OR `);
      for await (const rows of pagesOf(table, [...table.primaryKey, ...later], copyBatchRows, counts.get(table.name)!)) {
        await tx.execute(sql`UPDATE ${id} SET ${set} FROM json_populate_recordset(NULL::${id}, ${rows}::json) s WHERE ${match} AND (${notNull})`);
      }
    }
    return report;
  });
}
