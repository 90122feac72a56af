import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiEndpoints, type EndpointDef } from '@kanri/contracts';
import { startTestServer, type TestServer } from '../test/support';

describe('OpenAPI document', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ devMailbox: false }, 10);
  });
  after(() => server.close());

  it('is OpenAPI 3.1 with every contract endpoint, parameters and response schemas', async () => {
    const res = await server.app.inject({ url: '/v2/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    const endpoints = Object.values(apiEndpoints).flat() as EndpointDef[];
    for (const def of endpoints) {
      const operation = doc.paths[def.path]?.[def.method.toLowerCase()];
      if (def.path === '/v2/dev/mailbox') {
        assert.equal(operation, undefined, 'the dev mailbox is documented only when served');
        continue;
      }
      assert.ok(operation, `${def.method} ${def.path} documented`);
      for (const status of Object.keys(def.responses)) assert.ok(operation.responses[status], `${def.path} ${status}`);
      const pathParams = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const name of pathParams) assert.ok(operation.parameters.some((p: { name: string; in: string }) => p.name === name && p.in === 'path'), `${def.path} param ${name}`);
      assert.equal(operation.security !== undefined, def.access !== 'public');
      // every staff call names its product (issue 9): the document shows which
      if (def.access === 'operator') {
        assert.ok(def.product, `${def.method} ${def.path} declares its product`);
        assert.deepEqual(operation['x-kanri-product'], typeof def.product === 'string' ? [def.product] : [...def.product!]);
      }
    }
    const people = doc.paths['/v2/people'].get;
    const names = people.parameters.map((p: { name: string }) => p.name);
    for (const name of ['pageIndex', 'pageSize', 'sortColumn', 'sortOrder', 'freeText', 'menu', 'category', 'departmentIdIn', 'workerTypeIn']) assert.ok(names.includes(name), name);
    const sortColumn = people.parameters.find((p: { name: string }) => p.name === 'sortColumn');
    assert.deepEqual(sortColumn.schema.enum, ['NAME', 'WORKER_NUMBER', 'EMAIL', 'DEPARTMENT', 'POSITION', 'JOINED_AT', 'LEAVING_AT']);
    const row = people.responses['200'].content['application/json'].schema.properties.items.items;
    assert.ok(row.required.includes('workerNumber'));
    const signIn = doc.paths['/v2/auth/sign-in'].post;
    assert.deepEqual(signIn.requestBody.content['application/json'].schema.required.sort(), ['email', 'password']);
    // Every operationId is unique.
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops as Record<string, { operationId: string }>).map((o) => o.operationId));
    assert.equal(new Set(ids).size, ids.length);
  });

  it('serves the dev mailbox only when enabled', async () => {
    assert.equal((await server.app.inject({ url: '/v2/dev/mailbox?to=admin@kanri.example' })).statusCode, 404);
  });
});
