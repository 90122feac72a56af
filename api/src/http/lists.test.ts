import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { queryObserver } from '../db/client';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { listCallNeeds, listCallUrl, listCalls, pageItemCount, type ListCallIds } from './list-calls';

/**
 * Issue 28 "Done when": every list body still validates against its contract schema, and no list
 * runs a query per row (N+1). Walks every `GET` of the contracts whose query takes `pageSize` and
 * whose path has no parameter (the company's lists), as the demo admin on the demo company at
 * scale 300:
 * - the 200 body of a 50-row page parses with the descriptor's `responses[200]` schema (the JSON
 *   text a list built by PostgreSQL sends, `jsonBody`, included);
 * - the statements Drizzle sends for a 1-row page and for a 50-row page are as many (counted with
 *   `queryObserver`, transactions included): a query per row would add 49.
 */

describe('lists: contract bodies and no N+1 query (issue 28)', () => {
  let server: TestServer;
  const cookies: Partial<Record<keyof typeof demoAccounts, string>> = {};
  let ids: ListCallIds;
  /** Lists whose 50-row page had more than one row: only those can show a query per row. */
  let listsWithRows = 0;
  before(async () => {
    server = await startTestServer({ devMailbox: false });
    cookies.admin = await server.signIn(demoAccounts.admin);
    cookies.supplier = await server.signIn(demoAccounts.supplier);
    const people = (await server.app.inject({ url: '/v2/people?pageSize=1', headers: { cookie: cookies.admin } })).json() as { items: { id: string }[] };
    ids = { personId: people.items[0]!.id };
  });
  after(() => server.close());

  /** GETs `url` as `account`; answers the status, the parsed body and the statements it sent. */
  async function call(url: string, account: keyof typeof demoAccounts = 'admin') {
    // the session lookup is cached after the first call; warm it so it is not counted
    const statements: string[] = [];
    queryObserver.current = (sql) => statements.push(sql);
    try {
      const res = await server.app.inject({ url, headers: { cookie: cookies[account], 'accept-language': 'ja-JP' } });
      return { status: res.statusCode, body: res.statusCode === 200 ? (res.json() as unknown) : res.body, statements };
    } finally {
      queryObserver.current = null;
    }
  }

  it('walks the lists', () => {
    assert.ok(listCalls().length >= 15, `found ${listCalls().length} list calls`);
  });

  for (const { tag, def } of listCalls()) {
    const need = listCallNeeds[def.path] ?? {};
    it(`${tag}: GET ${def.path} — a 50-row page parses with its schema and sends as many statements as a 1-row page`, { skip: need.skip }, async () => {
      const url = (pageSize: number) => listCallUrl({ tag, def }, pageSize, ids);
      await call(url(1), need.as);
      const one = await call(url(1), need.as);
      const fifty = await call(url(50), need.as);
      assert.equal(fifty.status, 200, `GET ${def.path}: ${typeof fifty.body === 'string' ? fifty.body : ''}`);
      const schema = def.responses[200];
      assert.ok(schema, `GET ${def.path} declares its 200 body`);
      const parsed = v.safeParse(schema, fifty.body);
      assert.ok(parsed.success, `GET ${def.path}: ${parsed.issues?.slice(0, 3).map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; ')}`);
      const rows = pageItemCount(fifty.body);
      if ((rows ?? 0) > 1) listsWithRows++;
      assert.equal(
        fifty.statements.length,
        one.statements.length,
        `GET ${def.path}: ${one.statements.length} statements for 1 row, ${fifty.statements.length} for ${rows ?? '?'} rows\n${fifty.statements.join('\n').slice(0, 2000)}`,
      );
    });
  }

  it('counted statements on lists that had rows (a query per row would show)', () => {
    assert.ok(listsWithRows >= 30, `${listsWithRows} lists had more than one row`);
  });
});
