import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The Drizzle database the repositories use; the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** An open database: `db`, which driver runs it, and `close()`. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (two levels above api/src/db). */
export const repoRoot = resolve(here, '../../..');
/** Where drizzle-kit wrote the SQL migrations. */
export const migrationsFolder = resolve(here, '../../drizzle');

/**
 * Opens the database and applies the migrations.
 * - `databaseUrl` set: PostgreSQL through node-postgres (a pool of `poolSize`, default 10);
 * - otherwise embedded PGlite with pg_trgm, in `dataDir` (a folder, created if missing) or in
 *   memory when `dataDir` is `'memory'`.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? defaultDataDir();
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory' ? new PGlite({ extensions: { pg_trgm } }) : new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/** `KANRI_DATA_DIR`, else `<repo>/.data/pglite`. */
export function defaultDataDir(): string {
  return process.env.KANRI_DATA_DIR ? resolve(process.env.KANRI_DATA_DIR) : resolve(repoRoot, '.data/pglite');
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
