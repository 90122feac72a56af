import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { people } from '../schema';
import { jsonObject, renderedOnce } from './json-page';

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
