import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { loadTranslator, type Translator } from '../i18n/i18n';
import { openTestDatabase } from '../test/support';
import { csvBatchSize, runCsvImport, type CsvImportModule } from './engine';

/**
 * The engine's real import with a module that writes into a scratch table: batches are written
 * while the next is parsed, and a row the database refuses (here: a CHECK constraint) is named,
 * after which nothing of the file stays written.
 */
describe('CSV engine: all or nothing', () => {
  let database: Database;
  let translator: Translator;
  const label = { id: 'api.csv.column.name', message: 'Name' };
  /** A company of its own (each import claims its upload in `csv_imports`, whose company must exist). */
  let companyId: string;
  let uploads = 0;

  /** A module of one column `name` whose write inserts the batch into `csv_engine_scratch`. */
  const scratchModule: CsvImportModule<'name', null, string> = {
    columns: [{ key: 'name', label, required: true }],
    prepare: async () => null,
    validate: (row) => ({ value: row.cells.name, cellErrors: {}, recordErrors: [] }),
    isUpdate: () => false,
    async write(conn, _ctx, rows) {
      await conn.execute(sql`INSERT INTO csv_engine_scratch (name) SELECT unnest(${`{${rows.map((r) => `"${r}"`).join(',')}}`}::text[])`);
    },
  };
  const run = (names: string[], dryrun = false) =>
    runCsvImport({
      db: database.db,
      module: scratchModule,
      bytes: Buffer.from(['Name', ...names].join('\n')),
      // a new upload each time: an upload is imported once (issue 29)
      body: { uploadedFileKey: `engine-test-${(uploads += 1)}`, dryrun, encoding: 'AUTO', pageIndex: 0, pageSize: 100, filterError: false },
      companyId,
      locale: 'en-US',
      translator,
    });
  const stored = async () => (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM csv_engine_scratch`))[0]!.n;

  before(async () => {
    database = await openTestDatabase();
    translator = await loadTranslator();
    companyId = (await queryRows<{ id: string }>(database.db, sql`INSERT INTO companies (name_ja, name_en) VALUES ('エンジン試験', 'Engine test') RETURNING id`))[0]!.id;
    await database.db.execute(sql`CREATE TABLE IF NOT EXISTS csv_engine_scratch (name text NOT NULL CHECK (name <> 'refused'))`);
    await database.db.execute(sql`TRUNCATE csv_engine_scratch`);
  });
  after(async () => {
    await database.db.execute(sql`DROP TABLE IF EXISTS csv_engine_scratch`);
    await database.close();
  });

  it('writes every batch of a good file', async () => {
    const names = Array.from({ length: csvBatchSize * 2 + 5 }, (_, i) => `row ${i}`);
    const result = await run(names);
    assert.equal(result.outcome, 'IMPORTED');
    assert.equal(result.createdCount, names.length);
    assert.equal(await stored(), names.length);
    await database.db.execute(sql`TRUNCATE csv_engine_scratch`);
  });

  it('names the row the database refuses in a later batch and keeps no row of the file', async () => {
    // rows 2.. are data; the refused one sits in the second batch, after a batch already written
    const names = Array.from({ length: csvBatchSize * 2 + 5 }, (_, i) => (i === csvBatchSize + 7 ? 'refused' : `row ${i}`));
    const result = await run(names);
    assert.equal(result.outcome, 'REJECTED');
    assert.equal(result.createdCount, 0);
    assert.deepEqual(result.records.map((r) => [r.rowNumber, r.isValid, r.values.name?.value, r.recordErrors]), [
      [csvBatchSize + 9, false, 'refused', ['This row could not be saved because the data changed in the meantime. Run the import again.']],
    ]);
    assert.equal(result.summary.errorRowsCount, 1);
    assert.equal(await stored(), 0, 'the batches written before the refused row are rolled back');
  });
});
