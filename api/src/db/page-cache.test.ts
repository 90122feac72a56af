import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { openTestDatabase, type TestDatabase } from '../test/support';
import { jsonObject, orderedPage, pageJson } from '../http/json-page';
import { queryObserver, queryText, rawTextColumn } from './client';
import { defaultPageCacheBytes, isPlainRead, isTimeDependent, PageAnswerCache, pageCacheBytes } from './page-cache';

/**
 * Issue 28 "The embedded default holds load": PGlite's page-answer cache (`db/page-cache.ts`,
 * docs/performance.md §2 "A page-answer cache for the embedded engine"). The page of these tests is
 * a `pageJson` page over a table of its own, as the lists build theirs.
 */

const probe = pgTable('page_cache_probe', { id: integer('id').primaryKey(), name: text('name').notNull() });

describe('the page cache’s settings and statement kinds', () => {
  it('reads KANRI_PGLITE_PAGE_CACHE_MB (0 = off), and refuses the cache where the folder might serve several processes', () => {
    assert.equal(pageCacheBytes({}, false), defaultPageCacheBytes);
    assert.equal(pageCacheBytes({ KANRI_PGLITE_PAGE_CACHE_MB: '8' }, false), 8 * 1024 * 1024);
    assert.equal(pageCacheBytes({ KANRI_PGLITE_PAGE_CACHE_MB: '0' }, false), 0);
    assert.equal(pageCacheBytes({ KANRI_PGLITE_PAGE_CACHE_MB: ' 0.5 ' }, false), 512 * 1024);
    assert.throws(() => pageCacheBytes({ KANRI_PGLITE_PAGE_CACHE_MB: 'lots' }, false), /non-negative number/);
    assert.throws(() => pageCacheBytes({ KANRI_PGLITE_PAGE_CACHE_MB: '-1' }, false), /non-negative number/);
    assert.equal(pageCacheBytes({ KANRI_API_WORKERS: '2' }, false), 0);
    assert.equal(pageCacheBytes({ KANRI_API_WORKERS: 'many' }, false), 0);
    assert.equal(pageCacheBytes({ KANRI_API_WORKERS: '1' }, false), defaultPageCacheBytes);
    assert.equal(pageCacheBytes({}, true), 0, 'a cluster worker');
  });

  it('counts as a plain read only one SELECT or WITH command without a write word', () => {
    const reads = ['SELECT 1', '  (select a from t) union (select b from u)', 'WITH x AS (SELECT 1) SELECT * FROM x', 'select "updated_at", "deleted" from t'];
    const writes = [
      'INSERT INTO t VALUES (1)',
      'update t set a = 1',
      'delete from t',
      'WITH d AS (DELETE FROM t RETURNING *) SELECT count(*) FROM d',
      'SELECT nextval(\'s\')',
      'select setval(\'s\', 1)',
      'SELECT * FROM t FOR UPDATE',
      'SELECT set_config(\'app.x\', \'1\', false)',
      'EXECUTE "kabc"(1)',
      'SET TIME ZONE \'UTC\'',
      'BEGIN',
      'SELECT 1; DELETE FROM t',
      'CREATE TABLE x (a int)',
      'MERGE INTO t USING u ON true WHEN MATCHED THEN DO NOTHING',
      'TRUNCATE t',
      'COPY t FROM STDIN',
      'CALL p()',
      'DO $$ BEGIN END $$',
      'ALTER TABLE t ADD b int',
      'DROP TABLE t',
    ];
    for (const text of reads) assert.equal(isPlainRead(text), true, text);
    for (const text of writes) assert.equal(isPlainRead(text), false, text);
  });

  it('finds the clock and chance in a text', () => {
    for (const text of ['SELECT now()', 'select CURRENT_DATE', 'SELECT current_timestamp', 'SELECT localtimestamp', 'SELECT clock_timestamp()', 'SELECT statement_timestamp()', 'SELECT random()', "SELECT 'today'::date", 'SELECT age(born) FROM p', 'SELECT gen_random_uuid()']) {
      assert.equal(isTimeDependent(text), true, text);
    }
    for (const text of ['SELECT "nowhere", "random_id" FROM t WHERE created_at < $1', 'SELECT "ages" FROM t']) assert.equal(isTimeDependent(text), false, text);
  });

  it('keeps its answers within its byte bound, evicting the least recently used', async () => {
    const answer = 'x'.repeat(10_000);
    const cache = new PageAnswerCache(35_000);
    let runs = 0;
    const ask = (n: number) =>
      cache.answer(`SELECT ${n}`, [n], async () => {
        runs++;
        return answer;
      });
    for (let n = 0; n < 5; n++) await ask(n);
    assert.equal(runs, 5);
    assert.ok(cache.bytes <= 35_000, `${cache.bytes} bytes held`);
    assert.equal(cache.entries, 3, 'three answers of ~10 KB fit in 35 KB');
    await ask(4);
    assert.equal(runs, 5, 'the last answer is held');
    await ask(0);
    assert.equal(runs, 6, 'the first was evicted');
    assert.throws(() => new PageAnswerCache(0), /positive/);
  });
});

describe('the page cache on the database (issue 28)', () => {
  let database: TestDatabase;
  /** Texts the database client was asked to run (PGlite's wrapped `query`, node-postgres's pool `query`). */
  const ran: string[] = [];
  before(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`CREATE TABLE page_cache_probe (id integer PRIMARY KEY, name text NOT NULL)`);
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      ran.push(typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text ?? ''));
      return query.apply(this, args);
    };
  });
  after(() => database?.close());

  const embedded = () => database.driver === 'pglite';
  /** The probe's page as the lists build theirs (`pageJson`), parsed: its names in id order. */
  const page = async (nameLike = '%') => {
    const body = await pageJson<{ id: number; name: string }>(
      database.db,
      jsonObject({ id: sql`r.id`, name: sql`r.name` }),
      orderedPage(sql`${probe.id} AS id, ${probe.name} AS name`, sql`${probe}`, sql`${probe.name} LIKE ${nameLike}`, [asc(probe.id)], 100, 0),
    );
    return (JSON.parse(String(body.json)) as { items: { name: string }[] }).items.map((row) => row.name);
  };
  const pageRuns = () => ran.filter((text) => text.includes('page_cache_probe') && text.includes('json_agg')).length;
  /** Serves the page until it is cached (the second ask runs nothing on PGlite), and returns it. */
  const cachedPage = async () => {
    const first = await page();
    const runs = pageRuns();
    assert.deepEqual(await page(), first);
    assert.equal(pageRuns(), runs, 'the second ask was answered from the cache');
    return first;
  };

  it('answers a page asked twice with one run on PGlite; on PostgreSQL it runs both times and keeps no cache', async () => {
    await database.db.insert(probe).values({ id: 1, name: 'a' });
    const seen: string[] = [];
    queryObserver.current = (text) => seen.push(text);
    const before = pageRuns();
    try {
      assert.deepEqual(await page(), ['a']);
      assert.deepEqual(await page(), ['a']);
      assert.deepEqual(await page('b%'), [], 'other parameters, another answer');
    } finally {
      queryObserver.current = null;
    }
    assert.equal(seen.length, 3, 'the observer sees each page asked for, cached or not');
    if (embedded()) {
      assert.ok(database.pageCache, 'PGlite opens with a page cache');
      assert.equal(pageRuns() - before, 2);
    } else {
      assert.equal(database.pageCache, undefined);
      assert.equal(pageRuns() - before, 3);
    }
  });

  it('shows an INSERT, an UPDATE and a DELETE made through Drizzle on the next page', async () => {
    if (embedded()) await cachedPage();
    await database.db.insert(probe).values({ id: 2, name: 'b' });
    assert.deepEqual(await page(), ['a', 'b'], 'after the INSERT');
    if (embedded()) await cachedPage();
    await database.db.update(probe).set({ name: 'b2' }).where(eq(probe.id, 2));
    assert.deepEqual(await page(), ['a', 'b2'], 'after the UPDATE');
    if (embedded()) await cachedPage();
    await database.db.delete(probe).where(eq(probe.id, 2));
    assert.deepEqual(await page(), ['a'], 'after the DELETE');
  });

  it('shows a write made in a transaction, by db.execute, and by a prepared statement of its own', async () => {
    if (embedded()) await cachedPage();
    await database.db.transaction(async (tx) => {
      await tx.insert(probe).values({ id: 3, name: 'c' });
    });
    assert.deepEqual(await page(), ['a', 'c'], 'after the transaction');
    if (embedded()) await cachedPage();
    await database.db.execute(sql`UPDATE page_cache_probe SET name = ${'c2'} WHERE id = ${3}`);
    assert.deepEqual(await page(), ['a', 'c2'], 'after db.execute');
    await database.db.execute(sql.raw('PREPARE page_cache_probe_write(int, text) AS INSERT INTO page_cache_probe VALUES ($1, $2)'));
    if (embedded()) await cachedPage();
    await database.db.execute(sql.raw("EXECUTE page_cache_probe_write(4, 'd')"));
    assert.deepEqual(await page(), ['a', 'c2', 'd'], 'after the EXECUTE');
    await database.db.execute(sql.raw('DEALLOCATE page_cache_probe_write'));
  });

  it('shows a write sent by PGlite’s exec (pg-boss’s multi-command path)', async (t) => {
    if (!embedded()) return t.skip('PGlite only');
    await cachedPage();
    const client = (database.db as unknown as { $client: { exec(text: string): Promise<unknown> } }).$client;
    await client.exec("INSERT INTO page_cache_probe VALUES (5, 'e'); SELECT 1");
    assert.deepEqual(await page(), ['a', 'c2', 'd', 'e']);
    await database.db.delete(probe).where(eq(probe.id, 5));
  });

  it('stores no answer computed while a write began and ended (the next page shows the write)', async (t) => {
    if (!embedded()) return t.skip('PGlite only');
    await cachedPage();
    await database.db.delete(probe).where(eq(probe.id, 4));
    // the page's run answers, then waits until a write has begun and ended before handing its answer back
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query;
    let release!: () => void;
    const written = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    client.query = async function (this: unknown, ...args: unknown[]) {
      const result = await query.apply(this, args);
      if (!held && typeof args[0] === 'string' && args[0].includes('json_agg')) {
        held = true;
        await written;
      }
      return result;
    };
    try {
      const stale = page();
      for (let turn = 0; !held; turn++) {
        assert.ok(turn < 1000, 'the page ran on PGlite (it was not cached before the DELETE)');
        await new Promise((resolve) => setImmediate(resolve));
      }
      await database.db.insert(probe).values({ id: 6, name: 'f' });
      release();
      assert.deepEqual(await stale, ['a', 'c2'], 'the page as it was when it ran');
    } finally {
      client.query = query;
    }
    const runs = pageRuns();
    assert.deepEqual(await page(), ['a', 'c2', 'f'], 'not the answer computed before the write');
    assert.equal(pageRuns(), runs + 1);
  });

  it('runs a text that names the clock every time', async () => {
    const now = sql`SELECT (now() > '2000-01-01'::timestamptz)::text AS ${sql.identifier(rawTextColumn)}`;
    const before = ran.filter((text) => text.includes('now()')).length;
    assert.equal(String(await queryText(database.db, now)), 'true');
    assert.equal(String(await queryText(database.db, now)), 'true');
    assert.equal(ran.filter((text) => text.includes('now()')).length - before, 2);
  });
});
