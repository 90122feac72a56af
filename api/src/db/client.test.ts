import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteSharedBuffers, queryRows, statementName, type Database, type Db } from './client';

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

describe('PGlite plans a prepared statement once (plan_cache_mode, issue 28)', () => {
  it('runs the generic plan of a paged query on every EXECUTE instead of planning it again', async () => {
    const { db } = database;
    // a page's shape: its LIMIT and OFFSET are parameters, which made `auto` plan every EXECUTE anew
    const page = (limit: number, offset: number) => queryRows<{ n: number }>(db, sql`SELECT g AS n FROM generate_series(1, 500) g WHERE g % ${7} <> ${0} ORDER BY g LIMIT ${limit} OFFSET ${offset}`);
    for (let i = 0; i < 8; i++) assert.equal((await page(3, i))[0]!.n, [1, 2, 3, 4, 5, 6, 8, 9][i]);
    const [stats] = await queryRows<{ generic: number; custom: number }>(
      db,
      sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE ${'%generate_series(1, 500)%'}`,
    );
    assert.deepEqual(stats, { generic: 8, custom: 0 });
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

  it('prepares a text whose statement name holds a `-` or capitals (the name is quoted)', async () => {
    const { db } = database;
    // texts that differ only in a number, until one's name has a `-` (base64url); each has capitals
    const textOf = (k: number) => `select $1::int + ${k} as n`;
    let k = 0;
    while (!statementName(textOf(k)).includes('-')) k++;
    const before = await preparedCount(db);
    const ask = () => queryRows<{ n: number }>(db, sql`select ${1}::int + ${sql.raw(String(k))} as n`);
    assert.deepEqual(await ask(), [{ n: k + 1 }]);
    assert.deepEqual(await ask(), [{ n: k + 1 }]);
    assert.equal(await preparedCount(db), before + 1, 'the text was prepared');
    const [row] = await queryRows<{ name: string }>(db, sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${`%${textOf(k)}`}`);
    assert.equal(row?.name, statementName(textOf(k)));
  });

  it('prepares a text once when its first calls come together, and runs every one of them prepared', async () => {
    const { db } = database;
    const before = await preparedCount(db);
    const ask = (n: number) => queryRows<{ n: number }>(db, sql`SELECT ${n}::int * 3 AS n, 'concurrent first calls' AS why`);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => ask(n)));
    assert.deepEqual(answers.map((rows) => rows[0]!.n), Array.from({ length: 12 }, (_, n) => n * 3));
    assert.equal(await preparedCount(db), before + 1, 'one statement for the text');
    const [stats] = await queryRows<{ runs: number }>(db, sql`SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement LIKE ${'%concurrent first calls%'}`);
    // a second PREPARE of the name would have failed and sent the text unprepared from then on
    assert.equal(stats?.runs, 12, 'every call ran the prepared statement');
    await ask(99);
    const [again] = await queryRows<{ runs: number }>(db, sql`SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement LIKE ${'%concurrent first calls%'}`);
    assert.equal(again?.runs, 13, 'and so does a later call');
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
