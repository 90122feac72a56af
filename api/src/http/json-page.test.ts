import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect, pgSchema, QueryBuilder, text } from 'drizzle-orm/pg-core';
import { apiEndpoints, type EndpointDef } from '@kanri/contracts';
import { people, sessions } from '../schema';
import { queryObserver, queryRows, queryText, rawTextColumn, renderQuery } from '../db/client';
import { demoAccounts } from '../seed/seed';
import { openTestDatabase, startTestServer, type TestDatabase } from '../test/support';
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

  it('answers the column as its UTF-8 bytes on PostgreSQL (a string on PGlite), the same text as a decoded read', async () => {
    const { db } = database;
    const [decoded] = await queryRows<Record<string, string>>(db, page('other'));
    const text = await queryText(db, page(rawTextColumn));
    if (database.driver === 'postgres') assert.ok(Buffer.isBuffer(text), 'bytes, not a string');
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

describe('renderQuery (issue 28: a page query rendered without Drizzle’s per-chunk objects)', () => {
  const drizzle = (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { sql: text, params };
  };
  const other = pgSchema('other').table('things', { id: text('id'), label: text('label') });
  const boss = alias(people, 'boss');

  it('renders text, nested SQL, tables and columns (aliased, in a schema), identifiers, lists and values as Drizzle does', () => {
    const when = new Date('2026-11-29T12:34:56.789Z');
    const queries: SQL[] = [
      sql`SELECT ${people.id}, ${boss.email}, ${other.label} FROM ${people} JOIN ${boss} ON ${boss.id} = ${people.id} JOIN ${other} ON true`,
      sql`SELECT 1 AS ${sql.identifier('a "quoted" name')} WHERE ${and(eq(people.companyId, 'c-1'), undefined, or(isNull(people.leavingAt), gt(sessions.expiresAt, when)), inArray(people.status, ['ACTIVE', 'LEAVING']))}`,
      sql`SELECT ${'text'}::text, ${42}::int, ${true}::boolean, ${null}::text, ${when}::timestamptz, ${sql.raw('raw')} ${pageLimit(25, 50)}`,
      sql`SELECT ${[1, sql`two`, people.id]} ${undefined} ${sql.join([sql`a`, sql`b`, people.email], sql`, `)}`,
      renderedOnce(new Map(), 'part', () => jsonObject({ id: sql`r.id`, email: sql`${people.email}` })),
    ];
    for (const query of queries) assert.deepEqual(renderQuery(query), drizzle(query));
  });

  it('leaves to Drizzle what it does not render itself: a subquery, a placeholder, inlined parameters, an aliased field', () => {
    const subquery = new QueryBuilder().select({ id: people.id }).from(people).where(eq(people.email, 'a@example.com'));
    const queries: SQL[] = [
      sql`SELECT 1 WHERE ${inArray(people.id, subquery)}`,
      sql`SELECT ${sql.placeholder('p')}::text`,
      sql`SELECT ${'x'}::text, ${sql`${'inlined'}`.inlineParams()}`,
      sql`SELECT ${sql`1`.as('one')}`,
    ];
    for (const query of queries) assert.deepEqual(renderQuery(query), drizzle(query));
  });

  // on PGlite the page query goes through Drizzle (`queryText`), which renders it itself
  it('renders every sort, filter and language of the pages PostgreSQL builds as Drizzle does (the API’s own calls)', { skip: !process.env.DATABASE_URL && 'PostgreSQL only' }, async () => {
    const server = await startTestServer();
    const checked: string[] = [];
    try {
      const cookie = await server.signIn(demoAccounts.admin);
      queryObserver.current = (text, params, query) => {
        if (!query) return;
        assert.deepEqual({ sql: text, params }, drizzle(query));
        checked.push(text);
      };
      const lists = ['/v2/people', '/v2/equipment', '/v2/devices', '/v2/networks'];
      for (const path of lists) {
        const def = Object.values(apiEndpoints).flatMap((e) => e as readonly EndpointDef[]).find((d) => d.method === 'GET' && d.path === path)!;
        const sortColumn = (def.query as unknown as { entries: Record<string, { wrapped?: { options?: string[] } }> }).entries.sortColumn;
        const sorts = sortColumn?.wrapped?.options ?? [];
        assert.ok(sorts.length >= 3, `${path} sorts`);
        const descending = 'sortOrder' in (def.query as unknown as { entries: object }).entries ? 'sortOrder=desc' : 'orderDirection=desc';
        const urls = [`${path}?pageSize=100`, `${path}?pageSize=10&pageIndex=2&freeText=a`, ...sorts.flatMap((s) => [`${path}?sortColumn=${s}`, `${path}?sortColumn=${s}&${descending}`])];
        for (const url of urls) {
          for (const language of ['ja-JP', 'en-US']) {
            const before = checked.length;
            const res = await server.app.inject({ url, headers: { cookie, 'accept-language': language } });
            assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
            assert.equal(checked.length, before + 1, `${url}: one page query rendered by renderQuery`);
          }
        }
      }
    } finally {
      queryObserver.current = null;
      await server.close();
    }
    assert.ok(new Set(checked).size >= 40, `${new Set(checked).size} distinct page queries`);
  });
});
