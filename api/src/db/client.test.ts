import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteSharedBuffers, queryRows, type Database, type Db } from './client';

// One embedded database for the whole file: opening one runs every migration, seconds of CPU each
let database: Database;
before(async () => {
  database = await openDatabase({ dataDir: 'memory' });
});
after(() => database.close());

describe('the embedded database (PGlite) settings', () => {
  it('reads KANRI_PGLITE_SHARED_BUFFERS as a PostgreSQL size, and anything else as the default', () => {
    assert.equal(pgliteSharedBuffers({}), '32MB');
    assert.equal(pgliteSharedBuffers({ KANRI_PGLITE_SHARED_BUFFERS: '64MB' }), '64MB');
    assert.equal(pgliteSharedBuffers({ KANRI_PGLITE_SHARED_BUFFERS: ' 512kB ' }), '512kB');
    // a line of postgresql.conf: nothing but a size may pass
    for (const bad of ["32MB'\nfsync = off", '32', '1TB', 'lots', '']) assert.equal(pgliteSharedBuffers({ KANRI_PGLITE_SHARED_BUFFERS: bad }), '32MB', JSON.stringify(bad));
  });

  it('starts PGlite with that pool, not its default of 128MB', async () => {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`SHOW shared_buffers`);
    assert.equal(row?.shared_buffers, '32MB');
  });
});

describe('PGlite runs repeated queries as prepared statements (preparePglite, issue 28)', () => {
  const preparedCount = async (db: Db) => (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pg_prepared_statements`))[0]!.n;

  it('prepares a query once, answers as the plain path would, and keeps quotes in values as data', async () => {
    const { db } = database;
    const before = await preparedCount(db);
    const tricky = "O'Reilly'); DROP TABLE people; --";
    const ask = (text: string, n: number) => queryRows<{ text: string; n: number; yes: boolean; none: string | null }>(db, sql`SELECT ${text}::text AS text, ${n}::int AS n, ${true}::boolean AS yes, ${null}::text AS none`);
    assert.deepEqual(await ask(tricky, 7), [{ text: tricky, n: 7, yes: true, none: null }]);
    assert.deepEqual(await ask('佐藤', -3), [{ text: '佐藤', n: -3, yes: true, none: null }]);
    // one statement for the one text, whatever its values
    assert.equal(await preparedCount(db), before + 1, 'one more statement: the query');
    assert.equal((await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'people'`))[0]!.n, 1);
  });

  it('sends as before what it cannot prepare: an array value, a parameter of unknown type (with its own error), a transaction', async () => {
    const { db } = database;
    const before = await preparedCount(db);
    assert.deepEqual(await queryRows(db, sql`SELECT ${sql.param([1, 2, 3])}::int[] AS a`), [{ a: [1, 2, 3] }]);
    // PostgreSQL cannot infer $1's type here: PREPARE fails and the plain path answers its own error
    await assert.rejects(queryRows(db, sql`SELECT ${'x'} IS NULL AS a`), (error: Error) => /could not determine data type of parameter/.test(String(error.cause)));
    await assert.rejects(queryRows(db, sql`SELECT ${'x'} IS NULL AS a`), (error: Error) => /could not determine data type of parameter/.test(String(error.cause)));
    const inTx = await db.transaction((tx) => queryRows<{ a: number }>(tx as unknown as Db, sql`SELECT ${5}::int AS a`));
    assert.deepEqual(inTx, [{ a: 5 }]);
    assert.equal(await preparedCount(db), before, 'nothing more was prepared');
  });
});
