import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

describe('table settings', () => {
  let server: TestServer;
  let admin: string;
  let member: string;
  const call = async (method: 'GET' | 'PUT', url: string, cookie: string, body?: unknown) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': 'en-US' } });
    return { status: res.statusCode, body: res.json() };
  };

  before(async () => {
    server = await startTestServer({}, 20);
    admin = await server.signIn(demoAccounts.admin);
    member = await server.signIn(demoAccounts.member);
  });
  after(() => server.close());

  it('answers no columns until saved, then what was saved; a second save replaces it', async () => {
    assert.deepEqual(await call('GET', '/v2/table-settings/networks', admin), { status: 200, body: { columns: [], density: 'default' } });
    const columns = [
      { key: 'networkName', visible: true },
      { key: 'purpose', visible: false },
      { key: 'adminContact', visible: true },
    ];
    assert.deepEqual(await call('PUT', '/v2/table-settings/networks', admin, { columns }), { status: 200, body: { columns, density: 'default' } });
    assert.deepEqual((await call('GET', '/v2/table-settings/networks', admin)).body, { columns, density: 'default' });
    const reordered = [columns[2]!, columns[0]!];
    await call('PUT', '/v2/table-settings/networks', admin, { columns: reordered });
    assert.deepEqual((await call('GET', '/v2/table-settings/networks', admin)).body, { columns: reordered, density: 'default' });
    await call('PUT', '/v2/table-settings/networks', admin, { columns: [] });
    assert.deepEqual((await call('GET', '/v2/table-settings/networks', admin)).body, { columns: [], density: 'default' }, 'an empty save restores the defaults');
  });

  it('keeps the row height with the columns: compact until changed, default when left out, 400 for another value', async () => {
    const columns = [{ key: 'networkName', visible: true }];
    assert.deepEqual(await call('PUT', '/v2/table-settings/equipment', admin, { columns, density: 'compact' }), { status: 200, body: { columns, density: 'compact' } });
    assert.deepEqual((await call('GET', '/v2/table-settings/equipment', admin)).body, { columns, density: 'compact' });
    assert.deepEqual((await call('GET', '/v2/table-settings/equipment', member)).body, { columns: [], density: 'default' }, 'another user keeps the default');
    await call('PUT', '/v2/table-settings/equipment', admin, { columns });
    assert.equal((await call('GET', '/v2/table-settings/equipment', admin)).body.density, 'default');
    const bad = await call('PUT', '/v2/table-settings/equipment', admin, { columns, density: 'tiny' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((e: { path: string }) => e.path), ['density']);
  });

  it('keeps each user and each list apart', async () => {
    await call('PUT', '/v2/table-settings/places', admin, { columns: [{ key: 'code', visible: false }] });
    assert.deepEqual((await call('GET', '/v2/table-settings/places', member)).body, { columns: [], density: 'default' }, "another user does not see the admin's settings");
    await call('PUT', '/v2/table-settings/places', member, { columns: [{ key: 'name', visible: true }] });
    assert.deepEqual((await call('GET', '/v2/table-settings/places', admin)).body, { columns: [{ key: 'code', visible: false }], density: 'default' });
    assert.deepEqual((await call('GET', '/v2/table-settings/places', member)).body, { columns: [{ key: 'name', visible: true }], density: 'default' });
    assert.deepEqual((await call('GET', '/v2/table-settings/software-registry', admin)).body, { columns: [], density: 'default' }, 'another list');
  });

  it('answers 400 with paths for a bad table id or body, and 401 without a session', async () => {
    const badId = await call('GET', '/v2/table-settings/Bad_Id', admin);
    assert.equal(badId.status, 400);
    assert.deepEqual(badId.body.fieldErrors, [{ path: 'tableId', message: 'This value is not valid' }]);
    const badBody = await call('PUT', '/v2/table-settings/networks', admin, { columns: [{ key: '', visible: 'yes' }] });
    assert.equal(badBody.status, 400);
    assert.deepEqual(badBody.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['columns.0.key', 'columns.0.visible']);
    const tooMany = await call('PUT', '/v2/table-settings/networks', admin, { columns: Array.from({ length: 101 }, (_, i) => ({ key: `c${i}`, visible: true })) });
    assert.deepEqual(tooMany.body.fieldErrors, [{ path: 'columns', message: 'This value is not valid' }]);
    assert.equal((await server.app.inject({ url: '/v2/table-settings/networks' })).statusCode, 401);
  });
});
