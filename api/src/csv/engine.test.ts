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

/**
 * Date columns (issue 30 "Imports accept what people write"): the engine reads a `date` column's
 * cell as people write dates and hands the module `yyyy-mm-dd`; an unreadable date is refused at
 * its cell with what was found, and the file shows the cell as it was written.
 */
describe('CSV engine: date columns', () => {
  let database: Database;
  let translator: Translator;
  let companyId: string;
  let uploads = 0;
  const seen: string[] = [];
  const dateModule: CsvImportModule<'name' | 'day', null, string> = {
    columns: [
      { key: 'name', label: { id: 'api.csv.column.name', message: 'Name' }, required: true },
      { key: 'day', label: { id: 'api.csv.column.day', message: 'Day' }, date: true },
    ],
    prepare: async () => null,
    validate: (row) => {
      seen.push(row.cells.day ?? '');
      return { value: row.cells.name, cellErrors: {}, recordErrors: [] };
    },
    isUpdate: () => false,
    write: async () => undefined,
  };
  const run = (rows: string[]) =>
    runCsvImport({
      db: database.db,
      module: dateModule,
      bytes: Buffer.from(['Name,Day', ...rows].join('\n')),
      body: { uploadedFileKey: `engine-date-test-${(uploads += 1)}`, dryrun: true, encoding: 'AUTO', pageIndex: 0, pageSize: 100, filterError: false },
      companyId,
      locale: 'en-US',
      translator,
    });

  before(async () => {
    database = await openTestDatabase();
    translator = await loadTranslator();
    companyId = (await queryRows<{ id: string }>(database.db, sql`INSERT INTO companies (name_ja, name_en) VALUES ('日付試験', 'Date test') RETURNING id`))[0]!.id;
  });
  after(() => database.close());

  it('hands the module yyyy-mm-dd for the forms people write', async () => {
    seen.length = 0;
    const result = await run(['a,2026/4/1', 'b,令和8年4月1日', 'c,46113', 'd,２０２６年４月１日', 'e,']);
    assert.equal(result.summary.errorRowsCount, 0);
    assert.deepEqual(seen, ['2026-04-01', '2026-04-01', '2026-04-01', '2026-04-01', '']);
  });

  it('refuses a date that does not exist at its cell, showing it as written', async () => {
    const result = await run(['a,2026/4/1', 'b,2026/2/30']);
    assert.equal(result.summary.errorRowsCount, 1);
    const refused = result.records.find((r) => !r.isValid)!;
    assert.equal(refused.rowNumber, 3);
    assert.equal(refused.values.day?.value, '2026/2/30');
    assert.deepEqual(refused.values.day?.errors, ['"2026/2/30" is not a date. Write it as 2026/4/1, 2026-04-01, 2026年4月1日 or 令和8年4月1日.']);
  });
});
