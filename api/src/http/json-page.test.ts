import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { people } from '../schema';
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
