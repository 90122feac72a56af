import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditResourceTypeValues, bulkActionProducts, bulkActionValues, productValues, type AuditResourceType, type BulkAction, type Product } from '@kanri/contracts';
import { recordAudits, type AuditRecordInput } from '../audit/audit-log';
import * as t from '../schema';
import { demoAccounts, demoInvitationCodes, demoPassword } from '../seed/seed';
import { sessionCookie, startTestServer, type TestServer } from '../test/support';

interface Operation {
  'x-access': string;
  'x-kanri-product'?: Product[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}

/**
 * The endpoint × role matrix of issue 9, generated from the OpenAPI document: every operator call,
 * made by a staff member without any product, by one holding its product, and by one holding only
 * another product. No permission and another product answer 403 `FORBIDDEN` before the input is
 * even read; the right product never does (its answer is whatever the call gives: 200, 400, 404…).
 * Calls any product may use (`anyProduct`) let every product holder in.
 */
describe('endpoint × role matrix', () => {
  let server: TestServer;
  const cookies = {} as Record<'none' | 'admin' | 'it' | 'ga' | 'hr' | 'legal' | 'supplier', string>;
  before(async () => {
    server = await startTestServer({ devMailbox: false }, 20);
    cookies.admin = await server.signIn(demoAccounts.admin);
    cookies.it = await server.signIn(demoAccounts.it);
    cookies.ga = await server.signIn(demoAccounts.ga);
    cookies.hr = await server.signIn(demoAccounts.hr);
    cookies.legal = await server.signIn(demoAccounts.legal);
    cookies.supplier = await server.signIn(demoAccounts.supplier);
    // an accepted staff invitation: the operator account, but no person and so no role yet
    const accepted = await server.app.inject({ method: 'POST', url: `/v2/invitations/${demoInvitationCodes.valid}/accept`, payload: { password: demoPassword } });
    cookies.none = sessionCookie(accepted);
  });
  after(() => server.close());

  /**
   * Who holds exactly one product (or every product: admin) and who holds none of `products`. The
   * marketplace's supplier-side lists are for a supplier company's staff (supplier@), not the customer's.
   */
  const holderOf = (product: Product, path: string) =>
    product === 'IT' ? 'it' : product === 'GA' ? 'ga' : product === 'HR' ? 'hr' : product === 'MARKETPLACE' && path.startsWith('/v2/marketplace/sales-orders') ? 'supplier' : 'admin';
  const outsiderOf = (products: readonly Product[]) => (['it', 'ga', 'hr'] as const).find((who) => !products.includes(({ it: 'IT', ga: 'GA', hr: 'HR' } as const)[who]));

  it('refuses every operator call without its product and lets the product holder through', async () => {
    const doc = (await server.app.inject({ url: '/v2/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const tally = { operations: 0, calls: 0, refused: 0, allowed: 0, shared: 0 };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation['x-access'] !== 'operator') continue;
        const products = operation['x-kanri-product'];
        assert.ok(products?.length, `${method} ${path} declares its product`);
        tally.operations += 1;
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-00000000abcd');
        const request = (who: keyof typeof cookies) =>
          server.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { cookie: cookies[who] }, ...(operation.requestBody ? { payload: {} } : {}) });
        const shared = products.length > 1;
        if (shared) tally.shared += 1;

        const none = await request('none');
        assert.equal(none.statusCode, 403, `${method} ${path} without any product`);
        assert.equal(none.json().code, 'FORBIDDEN');
        tally.calls += 1;
        tally.refused += 1;

        for (const product of products) {
          const res = await request(holderOf(product, path));
          assert.notEqual(res.statusCode, 403, `${method} ${path} by the ${product} holder: ${res.body}`);
          assert.ok(res.statusCode < 500, `${method} ${path} by the ${product} holder answers ${res.statusCode}`);
          tally.calls += 1;
          tally.allowed += 1;
        }
        const outsider = outsiderOf(products);
        if (outsider) {
          const res = await request(outsider);
          assert.equal(res.statusCode, 403, `${method} ${path} by ${outsider}@ (another product)`);
          tally.calls += 1;
          tally.refused += 1;
        } else {
          // a call every product may use: each single-product holder gets in
          for (const who of ['it', 'ga', 'hr'] as const) {
            assert.notEqual((await request(who)).statusCode, 403, `${method} ${path} (any product) by ${who}@`);
            tally.calls += 1;
            tally.allowed += 1;
          }
        }
      }
    }
    // the figures of the matrix (issue 9's note): printed for the record, and at least the calls of today
    console.log(`permission matrix: ${tally.operations} operator endpoints (${tally.shared} shared by every product), ${tally.calls} calls, ${tally.refused} refused, ${tally.allowed} allowed`);
    assert.ok(tally.operations >= 60, `operator endpoints walked: ${tally.operations}`);
  });

  /**
   * Bulk actions (issue 31 §2): `POST /v2/bulk-actions` is a call every product may reach, but each
   * action needs its own product (`bulkActionProducts`): a valid body of each action, by every
   * account, is accepted (202) only from a holder of that product and refused 403 otherwise; a run
   * is read back only by the account that started it (another account gets 404).
   */
  it('starts each bulk action only for holders of its product, and shows a run only to its starter', async () => {
    const products: Record<keyof typeof cookies, readonly Product[]> = { none: [], admin: productValues, it: ['IT'], ga: ['GA'], hr: ['HR'], legal: ['LEGAL'], supplier: productValues };
    const row = randomUUID();
    const day = '2026-01-05';
    const params: Record<BulkAction, unknown> = {
      DEVICES_CHECK_IN: { checkedInOn: day },
      DEVICES_CHANGE_STATUS: { event: 'TROUBLED', occurredOn: day },
      DEVICES_ASSIGN_PLACE: { placeId: randomUUID(), checkedOutOn: day },
      EQUIPMENT_ENABLE: {},
      EQUIPMENT_DISABLE: {},
      LICENSES_UNASSIGN_SEATS: {},
      LICENSES_RETIRE: { expiryDate: day },
      PEOPLE_CHANGE_DEPARTMENT: { departmentId: randomUUID() },
      PEOPLE_CHANGE_POSITION: { positionId: randomUUID() },
    };
    let calls = 0;
    for (const action of bulkActionValues) {
      for (const who of Object.keys(cookies) as (keyof typeof cookies)[]) {
        const res = await server.app.inject({ method: 'POST', url: '/v2/bulk-actions', headers: { cookie: cookies[who] }, payload: { action, ids: [row], params: params[action] } });
        calls += 1;
        const allowed = products[who].includes(bulkActionProducts[action]);
        assert.equal(res.statusCode, allowed ? 202 : 403, `${action} by ${who}@: ${res.body}`);
        if (!allowed) continue;
        const { id } = res.json() as { id: string };
        assert.equal((await server.app.inject({ url: `/v2/bulk-actions/${id}`, headers: { cookie: cookies[who] } })).statusCode, 200, `${who}@ reads its run`);
        const other = who === 'admin' ? 'it' : 'admin';
        assert.equal((await server.app.inject({ url: `/v2/bulk-actions/${id}`, headers: { cookie: cookies[other] } })).statusCode, 404, `${other}@ reads ${who}@'s run`);
      }
    }
    console.log(`bulk-action matrix: ${bulkActionValues.length} actions × ${Object.keys(cookies).length} accounts, ${calls} calls`);
  });

  /**
   * `GET /v2/audit-logs` for every role and every resource type (issue 29): an entry of each type
   * (an UPDATE, and an ACCESS entry for the My Number records) is written for a record of the demo
   * company, then each account reads that record's history. The type's product (the oracle below,
   * written out here rather than read from the server's map) lets its holders read it: 200 with the
   * entries. Anyone else gets 403 `FORBIDDEN`, as on the record's own calls. `ACCESS` entries of
   * public IDs reach My Number handlers only (hr@; full access, admin@, does not imply it): the others
   * get 200 without them. supplier@ holds every product of another company: 200, never an entry of
   * the demo company.
   */
  it('reads /v2/audit-logs only for the products of the entry and My Number access only as a handler', async () => {
    const owner: Record<Exclude<AuditResourceType, `OPERATION_${string}`>, Product> = {
      NETWORK: 'IT', LICENSE: 'IT', LICENSE_ASSIGNMENT: 'IT', DEVICE: 'IT', DEVICE_MODEL: 'IT', SOFTWARE: 'IT', APP_INTEGRATION: 'IT', APP_USER: 'IT', STARLINK: 'IT', STARLINK_ALERT: 'IT', GROUP_ID: 'IT', GROUP_ID_MEMBER: 'IT',
      EQUIPMENT: 'GA', EQUIPMENT_TYPE: 'GA', EQUIPMENT_ITEM: 'GA', PLACE: 'GA', FLEET: 'GA',
      ORG_UNIT: 'HR', ORG_PLAN: 'HR', HR_MASTER_ITEM: 'HR', PERSON: 'HR', ATTENDANCE_LINK: 'HR', TIME_RECORD: 'HR', PUBLIC_ID: 'HR', PUBLIC_ID_FILE: 'HR',
      CONTRACT: 'LEGAL', CONTRACT_RISK_PROVISION: 'LEGAL', CONTRACT_SUBJECT: 'LEGAL',
      ROLE: 'SETTINGS', PRODUCT_PERMISSION: 'SETTINGS', PEOPLE_GROUP: 'SETTINGS', INVITATION: 'SETTINGS',
    };
    const coreProduct = { IT: 'IT', LABOR: 'HR', GA: 'GA', CONTRACTOR: 'LEGAL' } as const;
    const products: Record<keyof typeof cookies, readonly Product[]> = { none: [], admin: productValues, it: ['IT'], ga: ['GA'], hr: ['HR'], legal: ['LEGAL'], supplier: productValues };
    const handlers = new Set<keyof typeof cookies>(['hr']);

    // one record per type: an operation record of a seeded package (its core decides), any id otherwise
    const { db } = server.database;
    const companyId = server.seed.customerCompanyId;
    const [instance] = await db
      .select({ id: t.operationInstances.id, patternId: t.operationInstances.patternId, packageId: t.operationInstances.packageId, core: t.operationPackages.core })
      .from(t.operationInstances)
      .innerJoin(t.operationPackages, eq(t.operationPackages.id, t.operationInstances.packageId))
      .where(eq(t.operationInstances.companyId, companyId))
      .limit(1);
    assert.ok(instance, 'the seed has an operation instance');
    const records = auditResourceTypeValues.map((type) => {
      const id = type === 'OPERATION_PACKAGE' ? instance.packageId : type === 'OPERATION_PATTERN' ? instance.patternId : type === 'OPERATION_INSTANCE' ? instance.id : randomUUID();
      const product = type.startsWith('OPERATION_') ? coreProduct[instance.core] : owner[type as keyof typeof owner];
      return { type, id, product };
    });
    const session = { companyId, userId: server.seed.adminUserId! };
    const inputs: AuditRecordInput[] = records.flatMap(({ type, id }) => [
      { session, action: 'UPDATE' as const, resourceType: type, resourceId: id, before: { note: 'a' }, after: { note: 'b' } },
      ...(type === 'PUBLIC_ID' ? [{ session, action: 'ACCESS' as const, resourceType: type, resourceId: id, before: null, after: { access: 'REVEAL', maskedNumber: '********1234' } }] : []),
    ]);
    await recordAudits(db, inputs);

    let calls = 0;
    for (const { type, id, product } of records) {
      for (const who of Object.keys(cookies) as (keyof typeof cookies)[]) {
        const res = await server.app.inject({ url: `/v2/audit-logs?resourceType=${type}&resourceId=${id}`, headers: { cookie: cookies[who] } });
        calls += 1;
        const what = `${type} (${product}) read by ${who}@`;
        if (!products[who].includes(product)) {
          assert.equal(res.statusCode, 403, `${what}: ${res.body}`);
          assert.equal(res.json().code, 'FORBIDDEN', what);
          continue;
        }
        assert.equal(res.statusCode, 200, `${what}: ${res.body}`);
        const actions = (res.json().items as { action: string }[]).map((e) => e.action).sort();
        if (who === 'supplier') assert.deepEqual(actions, [], `${what}: another company's entries`);
        else if (type === 'PUBLIC_ID') assert.deepEqual(actions, handlers.has(who) ? ['ACCESS', 'UPDATE'] : ['UPDATE'], what);
        else assert.ok(actions.includes('UPDATE'), what);
      }
    }
    console.log(`audit-log matrix: ${records.length} resource types × ${Object.keys(cookies).length} accounts, ${calls} calls`);
  });

  // --- issue 31: record search, saved views and exports (one block) ---
  /** The operator calls of the OpenAPI document, each with its method, path, products and query parameter names. */
  const operatorCalls = async () => {
    const doc = (await server.app.inject({ url: '/v2/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-access'] === 'operator')
        .map(([method, operation]) => ({ method, path, products: operation['x-kanri-product'] ?? [], query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name) })),
    );
  };

  /**
   * The matrix above walks every operator call of the OpenAPI document; this pins that the calls
   * of issue 31 are among them with the products they must have: `GET /v2/search` and the saved
   * views for any product (the search filters its groups per product inside; a view carries no
   * records), every export (an operator `GET` taking `format`) for its module's product alone,
   * refused to a holder of another product in either format, CSV and XLSX.
   */
  it('walks the record search, the saved views and every export (CSV and XLSX) with their products', async () => {
    const calls = await operatorCalls();
    const find = (method: string, path: string) => calls.find((c) => c.method === method && c.path === path);
    for (const [method, path] of [['get', '/v2/search'], ['get', '/v2/saved-views'], ['post', '/v2/saved-views'], ['patch', '/v2/saved-views/{id}'], ['delete', '/v2/saved-views/{id}'], ['get', '/v2/saved-view-groups']] as const) {
      assert.deepEqual([...(find(method, path)?.products ?? [])].sort(), [...productValues].sort(), `${method} ${path} is an operator call of every product`);
    }
    const exports = calls.filter((c) => c.method === 'get' && c.query.includes('format'));
    // every list export is among them (issue 31 "every list to Excel"): a list whose export stopped
    // taking `format` would drop out of this walk unnoticed
    const listExports = [
      '/v2/devices-csv', '/v2/device-people-csv', '/v2/licenses-csv', '/v2/app-alerts-csv', '/v2/app-users-csv', '/v2/equipment-csv', '/v2/places-csv',
      '/v2/people-csv/all-member', '/v2/people-csv/alumni', '/v2/person-import-csv', '/v2/public-ids-csv', '/v2/contracts-csv',
    ];
    assert.deepEqual(listExports.filter((path) => !exports.some((c) => c.path === path)), [], `exports found: ${exports.map((c) => c.path).join(', ')}`);
    for (const call of exports) {
      assert.equal(call.products.length, 1, `${call.path} exports one product's records: ${call.products.join(', ')}`);
      const [product] = call.products as [Product];
      const url = call.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-00000000abcd');
      const outsider = outsiderOf([product]) ?? 'legal';
      for (const format of ['csv', 'xlsx']) {
        const refused = await server.app.inject({ url: `${url}?format=${format}`, headers: { cookie: cookies[outsider] } });
        assert.equal(refused.statusCode, 403, `${call.path} as ${format} by ${outsider}@: ${refused.body}`);
        const none = await server.app.inject({ url: `${url}?format=${format}`, headers: { cookie: cookies.none } });
        assert.equal(none.statusCode, 403, `${call.path} as ${format} without any product`);
      }
      const allowed = await server.app.inject({ url: `${url}?format=xlsx`, headers: { cookie: cookies[holderOf(product, call.path)] } });
      assert.ok(allowed.statusCode !== 403 && allowed.statusCode < 500, `${call.path} as xlsx by the ${product} holder: ${allowed.statusCode} ${allowed.body}`);
    }
    console.log(`issue 31 matrix: search, 5 saved-view calls, ${exports.length} exports × csv/xlsx`);
  });

  /**
   * `GET /v2/search` per product (issue 31 "no record of a product the user lacks ever appears in
   * a result, a count"): one record of every group carries a marker word; the holder of one product
   * finds the marked records of that product's groups and no group of another (no item, no `more`);
   * a word only another product's records hold finds nothing at all. The group → product oracle is
   * written out here, not read from the server's map.
   */
  describe('record search by the holder of one product', () => {
    const groupTables = {
      people: ['HR', 'people', 'family_name_en'], devices: ['IT', 'devices', 'name'], licenses: ['IT', 'licenses', 'license_name'], software: ['IT', 'software', 'name'],
      appIntegrations: ['IT', 'app_integrations', 'name'], groupIds: ['IT', 'group_ids', 'name'], places: ['GA', 'places', 'name_en'], equipment: ['GA', 'equipment', 'name'], contracts: ['LEGAL', 'contracts', 'title'],
    } as const;
    type Group = keyof typeof groupTables;
    const marked = new Map<Group, string>();
    before(async () => {
      // imported here so that this block stays one edit of the file (others add rows too)
      const { sql } = await import('drizzle-orm');
      const { queryRows } = await import('../db/client');
      const { db } = server.database;
      for (const [group, [product, table, column]] of Object.entries(groupTables) as [Group, (typeof groupTables)[Group]][]) {
        // every marked record holds "zqperm"; each product's also holds its own word ("zqonlyit" …)
        const [row] = await queryRows<{ id: string }>(db, sql`
          UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${sql.identifier(column)} || ${` zqperm zqonly${product.toLowerCase()}`}
          WHERE id = (SELECT id FROM ${sql.identifier(table)} WHERE company_id = ${server.seed.customerCompanyId} ORDER BY id LIMIT 1) RETURNING id::text AS id`);
        const id = row?.id;
        assert.ok(id, `the seed has a ${group} record`);
        marked.set(group, id);
      }
    });
    const search = async (who: keyof typeof cookies, q: string) => {
      const res = await server.app.inject({ url: `/v2/search?q=${q}&limit=20`, headers: { cookie: cookies[who] } });
      assert.equal(res.statusCode, 200, `${who}@ "${q}": ${res.body}`);
      return res.json() as { searched: string[]; groups: { group: Group; more: boolean; items: { id: string }[] }[] };
    };
    for (const [who, product] of [['it', 'IT'], ['ga', 'GA'], ['hr', 'HR'], ['legal', 'LEGAL']] as const) {
      it(`${product}: ${who}@ finds the records of ${product}'s groups and never another product's`, async () => {
        const own = (Object.keys(groupTables) as Group[]).filter((g) => groupTables[g][0] === product);
        const result = await search(who, 'zqperm');
        assert.deepEqual(result.searched, own, `${who}@ searches`);
        assert.deepEqual(result.groups.map((g) => g.group), own, `${who}@ finds`);
        for (const group of result.groups) assert.ok(group.items.some((item) => item.id === marked.get(group.group)), `${who}@ finds the marked ${group.group}`);
        for (const other of ['IT', 'GA', 'HR', 'LEGAL'].filter((p) => p !== product)) {
          const elsewhere = await search(who, `zqonly${other.toLowerCase()}`);
          assert.deepEqual(elsewhere.groups, [], `${who}@ searching ${other}'s word: ${JSON.stringify(elsewhere.groups)}`);
        }
      });
    }
    it('no product of any group: 403 without a role; another company (supplier@, every product) finds none of the customer’s records', async () => {
      const none = await server.app.inject({ url: '/v2/search?q=zqperm', headers: { cookie: cookies.none } });
      assert.equal(none.statusCode, 403);
      const supplier = await search('supplier', 'zqperm');
      assert.deepEqual(supplier.groups, []);
    });
  });
});
