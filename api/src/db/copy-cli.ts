/**
 * `pnpm --filter @kanri/api db:copy-to-postgres`: copies the embedded database (the PGlite folder of
 * `--data-dir`, else `KANRI_DATA_DIR`, else `.data/pglite`) into the PostgreSQL server of
 * `DATABASE_URL`, which must be empty (docs/database.md "Moving the data"). Stop the API first:
 * PGlite's files serve one process. Both are migrated to this code's schema before the copy; the
 * copy is one transaction on the target, so a failure leaves it as it was. Exit code 1 with the
 * reason when it refuses or fails.
 */
import { parseArgs } from 'node:util';
import { defaultDataDir, openDatabase } from './client';
import { copyToPostgres } from './copy-to-postgres';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL database to copy into (an empty one).');
  process.exit(1);
}
const dataDir = values['data-dir'] ?? defaultDataDir();
const source = await openDatabase({ dataDir });
const target = await openDatabase({ databaseUrl, poolSize: 2 });
try {
  console.log(`Copying ${dataDir} into ${new URL(databaseUrl).pathname.slice(1)} …`);
  const report = await copyToPostgres(source.db, target.db, ({ table, rows }) => console.log(`  ${table}: ${rows}`));
  console.log(`Copied ${report.rows} rows in ${report.tables.length} tables. Start the API with DATABASE_URL set; set KANRI_PUBLIC_ID_KEYS first (docs/database.md).`);
} catch (error) {
  // a refused row: PostgreSQL's own reason (the driver's `cause`), not the whole statement
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  console.error(cause ? `${cause.message}${'detail' in cause && cause.detail ? ` (${String(cause.detail)})` : ''}` : error instanceof Error ? error.message : error);
  console.error('Nothing was written to the target.');
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
