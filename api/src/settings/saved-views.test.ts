import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { savedViewListSchema, savedViewSchema, type SavedView } from '@kanri/contracts';
import { queryRows } from '../db/client';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

/**
 * Saved views (issue 31 §4): a view belongs to its owner, a people group it is shared with lets the
 * group's holders open it (not change it), and nobody else sees it.
 */
describe('saved views', () => {
  let server: TestServer;
  let admin: string;
  let it_: string;
  let ga: string;
  let member: string;
  let groupId: string;
  const call = async (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const res = await server.app.inject({ method, url, payload: payload as never, headers: { cookie, 'accept-language': 'ja-JP' } });
    return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : null };
  };
  const viewsOf = async (cookie: string, tableId = 'devices') => {
    const res = await call(cookie, 'GET', `/v2/saved-views?tableId=${tableId}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(savedViewListSchema, res.body).items;
  };

  before(async () => {
    server = await startTestServer({}, 20);
    admin = await server.signIn(demoAccounts.admin);
    it_ = await server.signIn(demoAccounts.it);
    ga = await server.signIn(demoAccounts.ga);
    member = await server.signIn(demoAccounts.member);
    // a group holding it@'s person by name, and nobody else
    const db = server.database.db;
    const [{ personId }] = (await queryRows<{ personId: string }>(db, sql`SELECT person_id AS "personId" FROM users WHERE email = ${demoAccounts.it}`)) as [{ personId: string }];
    [{ id: groupId }] = (await queryRows<{ id: string }>(db, sql`INSERT INTO people_groups (company_id, name) VALUES (${seedCompanyIds.customer}, '保存ビュー共有先') RETURNING id`)) as [{ id: string }];
    await db.execute(sql`INSERT INTO people_group_members (people_group_id, person_id, kind) VALUES (${groupId}, ${personId}, 'INCLUDE')`);
  });
  after(() => server.close());

  it('saves a view for its owner alone, then shares it with a group whose holder sees it and nobody else does', async () => {
    const created = await call(admin, 'POST', '/v2/saved-views', { tableId: 'devices', name: ' 大阪のリース端末 ', search: 'acquisition=LEASE&sortColumn=NAME&pageSize=50', columns: ['name', 'assignedPerson'] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const view = v.parse(savedViewSchema, created.body);
    assert.deepEqual([view.name, view.search, view.columns, view.isMine, view.peopleGroup, view.version], ['大阪のリース端末', 'acquisition=LEASE&sortColumn=NAME&pageSize=50', ['name', 'assignedPerson'], true, null, 1]);
    assert.match(view.owner, /\S+ \S+/, 'the owner by name');
    assert.deepEqual((await viewsOf(admin)).map((x) => x.id), [view.id]);
    assert.deepEqual(await viewsOf(admin, 'people'), [], 'another list has its own views');
    assert.deepEqual(await viewsOf(it_), [], 'not shared yet');

    const groups = await call(admin, 'GET', '/v2/saved-view-groups');
    assert.ok((groups.body!.items as { id: string; name: string }[]).some((g) => g.id === groupId && g.name === '保存ビュー共有先'), 'the group is offered for sharing');
    const shared = await call(admin, 'PATCH', `/v2/saved-views/${view.id}`, { peopleGroupId: groupId, version: 1 });
    assert.equal(shared.status, 200, JSON.stringify(shared.body));
    assert.deepEqual((shared.body as SavedView).peopleGroup, { id: groupId, name: '保存ビュー共有先' });
    const seen = await viewsOf(it_);
    assert.deepEqual(seen.map((x) => [x.id, x.isMine, x.search]), [[view.id, false, view.search]], 'a holder of the group opens it');
    assert.deepEqual(await viewsOf(ga), [], 'a person outside the group does not');
    assert.equal((await call(member, 'GET', '/v2/saved-views?tableId=devices')).status, 403, 'an individual account has no lists');

    // a holder may open it, not change or delete it
    assert.equal((await call(it_, 'PATCH', `/v2/saved-views/${view.id}`, { name: '乗っ取り', version: 2 })).status, 404);
    assert.equal((await call(it_, 'DELETE', `/v2/saved-views/${view.id}`)).status, 404);
    assert.equal((await call(admin, 'PATCH', `/v2/saved-views/${view.id}`, { name: '古い版', version: 1 })).status, 409, 'the version read moved on');
    assert.equal((await call(admin, 'DELETE', `/v2/saved-views/${view.id}`)).status, 204);
    assert.deepEqual(await viewsOf(it_), []);
  });

  it('refuses a name the owner already uses on that list, another company\'s group and malformed input, with field paths', async () => {
    const body = { tableId: 'people', name: '在籍者', search: 'status=ACTIVE' };
    assert.equal((await call(admin, 'POST', '/v2/saved-views', body)).status, 201);
    const again = await call(admin, 'POST', '/v2/saved-views', body);
    assert.equal(again.status, 400);
    assert.deepEqual((again.body!.fieldErrors as { path: string }[]).map((e) => e.path), ['name']);
    assert.equal((await call(it_, 'POST', '/v2/saved-views', body)).status, 201, 'another user may use the same name');
    const [{ id: otherGroup }] = (await queryRows<{ id: string }>(server.database.db, sql`INSERT INTO people_groups (company_id, name) VALUES (${seedCompanyIds.supplier}, '他社') RETURNING id`)) as [{ id: string }];
    const foreign = await call(admin, 'POST', '/v2/saved-views', { ...body, name: '他社共有', peopleGroupId: otherGroup });
    assert.deepEqual([foreign.status, (foreign.body!.fieldErrors as { path: string }[]).map((e) => e.path)], [400, ['peopleGroupId']]);
    for (const [payload, path] of [
      [{ ...body, tableId: 'Devices!' }, 'tableId'],
      [{ ...body, name: '   ' }, 'name'],
      [{ ...body, search: 'x'.repeat(2001) }, 'search'],
      [{ ...body, columns: 'name' }, 'columns'],
    ] as const) {
      const res = await call(admin, 'POST', '/v2/saved-views', payload);
      assert.equal(res.status, 400, JSON.stringify(payload).slice(0, 80));
      assert.ok((res.body!.fieldErrors as { path: string }[]).some((e) => e.path === path), JSON.stringify(res.body));
    }
    assert.equal((await call(admin, 'GET', '/v2/saved-views?tableId=%E2%80%AE')).status, 400);
    assert.equal((await call(admin, 'PATCH', '/v2/saved-views/not-a-uuid', { version: 1 })).status, 400);
  });

  it('answers every list’s views without tableId (the palette’s call): own and shared, never another’s unshared nor another company’s', async () => {
    const create = async (cookie: string, body: Record<string, unknown>) => {
      const res = await call(cookie, 'POST', '/v2/saved-views', { search: '', ...body });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return (res.body as SavedView).id;
    };
    const mine = await create(it_, { tableId: 'networks', name: 'パレット VPN' });
    const mineOther = await create(it_, { tableId: 'licenses', name: 'パレット SaaS' });
    const shared = await create(admin, { tableId: 'devices', name: 'パレット 共有', peopleGroupId: groupId });
    const unshared = await create(admin, { tableId: 'devices', name: 'パレット 管理者だけ' });
    const supplier = await server.signIn(demoAccounts.supplier);
    const foreign = await create(supplier, { tableId: 'devices', name: 'パレット 他社' });
    const all = async (cookie: string) => {
      const res = await call(cookie, 'GET', '/v2/saved-views');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return v.parse(savedViewListSchema, res.body).items.filter((x) => x.name.startsWith('パレット'));
    };
    // the viewer's own first, then the shared ones, each by name
    assert.deepEqual((await all(it_)).map((x) => [x.id, x.tableId, x.isMine]), [[mineOther, 'licenses', true], [mine, 'networks', true], [shared, 'devices', false]]);
    assert.deepEqual((await all(ga)).map((x) => x.id), [], 'ga@ holds no group and owns none');
    assert.deepEqual((await all(admin)).map((x) => x.id).sort(), [shared, unshared].sort());
    assert.deepEqual((await all(supplier)).map((x) => x.id), [foreign]);
  });
});
