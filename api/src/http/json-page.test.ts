import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { people } from '../schema';
import { queryRows, queryText, rawTextColumn } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../test/support';
import { jsonObject, pageLimit, renderedOnce } from './json-page';

const dialect = new PgDialect();

describe('renderedOnce (issue 28: static parts of a page query rendered once)', () => {
  it('renders the part to the same SQL text once per key, then reuses it', () => {
    const cache = new Map<string, SQL>();
    let builds = 0;
    const build = () => {
      builds++;
      return sql`${jsonObject({ id: sql`r.id`, email: sql`r.email` })}, ${people.id} AS id`;
    };
    const first = renderedOnce(cache, 'row', build);
    const again = renderedOnce(cache, 'row', build);
    assert.equal(builds, 1);
    assert.equal(again, first);
    assert.equal(dialect.sqlToQuery(sql`SELECT ${first}`).sql, dialect.sqlToQuery(sql`SELECT ${build()}`).sql);
    // embedded in a query with parameters of its own, the numbering is the query's
    const query = dialect.sqlToQuery(sql`SELECT ${first} FROM t WHERE a = ${'x'} AND b = ${'y'}`);
    assert.deepEqual(query.params, ['x', 'y']);
    assert.match(query.sql, /a = \$1 AND b = \$2$/);
  });

  it('refuses a part holding a value (it belongs in the per-request part)', () => {
    assert.throws(() => renderedOnce(new Map(), 'bad', () => sql`r.status = ${'ACTIVE'}`), /1 parameter/);
  });
});

describe('pageLimit (issue 28: a page query PostgreSQL plans once)', () => {
  it('writes the LIMIT into the text, and the OFFSET as a parameter after the first page only', () => {
    const first = dialect.sqlToQuery(sql`SELECT 1 ${pageLimit(100, 0)}`);
    assert.equal(first.sql, 'SELECT 1 LIMIT 100');
    assert.deepEqual(first.params, []);
    const later = dialect.sqlToQuery(sql`SELECT 1 WHERE a = ${'x'} ${pageLimit(25, 50)}`);
    assert.equal(later.sql, 'SELECT 1 WHERE a = $1 LIMIT 25 OFFSET $2');
    assert.deepEqual(later.params, ['x', 50]);
  });

  it('refuses anything but a non-negative integer (it is written as text)', () => {
    for (const [limit, offset] of [[1.5, 0], [-1, 0], [10, -10], [Number.NaN, 0], [10, Infinity]]) {
      assert.throws(() => pageLimit(limit!, offset!), /is not a page/, `${limit} ${offset}`);
    }
  });
});

describe('queryText (issue 28: a page answered with the bytes PostgreSQL sent)', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  // ~330 KB of JSON with two- and three-byte characters (several socket reads), between other columns
  const page = (name: string) => sql`
    SELECT 'before' AS a, json_agg(json_build_object('n', g, 'name', '佐藤 Ü ' || g))::text AS ${sql.identifier(name)}, NULL::text AS c, 'after' AS d
    FROM generate_series(1, 8000) g`;

  it('answers the column as its UTF-8 bytes on PostgreSQL and through PGlite’s page cache (else a string), the same text as a decoded read', async () => {
    const { db } = database;
    const [decoded] = await queryRows<Record<string, string>>(db, page('other'));
    const text = await queryText(db, page(rawTextColumn));
    if (database.driver === 'postgres' || database.pageCache) assert.ok(Buffer.isBuffer(text), 'bytes, not a string');
    else assert.equal(typeof text, 'string');
    assert.ok(Buffer.byteLength(decoded!.other!) > 300_000);
    assert.equal(Buffer.isBuffer(text) ? text.toString('utf8') : text, decoded!.other);
    // the column read through Drizzle, and the columns beside it, are what they always were
    const [viaDrizzle] = await queryRows<Record<string, string | null>>(db, page(rawTextColumn));
    assert.deepEqual(viaDrizzle, { a: 'before', [rawTextColumn]: decoded!.other, c: null, d: 'after' });
  });

  it('answers null for a NULL and for no row, and reads the next query on the connection as before', async () => {
    const { db } = database;
    assert.equal(await queryText(db, sql`SELECT NULL::text AS ${sql.identifier(rawTextColumn)}`), null);
    assert.equal(await queryText(db, sql`SELECT 'x' AS ${sql.identifier(rawTextColumn)} WHERE false`), null);
    for (let i = 0; i < 3; i++) {
      assert.equal(String(await queryText(db, sql`SELECT ${`佐藤${i}`}::text AS ${sql.identifier(rawTextColumn)}`)), `佐藤${i}`);
      assert.deepEqual(await queryRows(db, sql`SELECT ${`鈴木${i}`}::text AS name`), [{ name: `鈴木${i}` }]);
    }
  });
});
