import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, getTableColumns } from 'drizzle-orm';
import * as v from 'valibot';
import { errorCodes, listSchemas, queryBoolean, resource, versionSchema } from '@kanri/contracts';
import { auditLogs, equipment, equipmentTypes } from '../schema';
import type { SessionContext } from '../auth/sessions';
import { ApiError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { startTestServer, type TestServer } from '../test/support';
import { resourceKit, sortKey } from './resource';

/**
 * The resource kit on a real database (the seeded PGlite, or PostgreSQL with DATABASE_URL): a
 * small resource over the equipment table, declared with the contracts' `resource`, served by
 * `resourceKit` — tenant scope, one WHERE for list and count, the id tiebreak, `version` and 409,
 * audit entries in the write's transaction, unique violations, enable/disable.
 */
const search = listSchemas({ sortColumns: ['NAME', 'ASSET_TAG'], sortColumn: 'NAME', filters: { disabled: v.optional(queryBoolean) } });
const body = v.object({ name: v.string(), assetTag: v.optional(v.nullable(v.string()), null) });
const detail = v.object({ id: v.string(), name: v.string(), assetTag: v.nullable(v.string()), disabled: v.boolean(), version: v.number() });
const kitResource = resource({
  path: '/v2/kit-things',
  access: 'operator',
  product: 'GA',
  detail,
  list: { summary: 'Things', row: v.object({ id: v.string(), name: v.string() }), query: search.query, countQuery: search.count },
  get: { summary: 'One thing' },
  create: { summary: 'Create a thing', body, conflict: true },
  update: { summary: 'Update a thing', body: v.object({ ...body.entries, version: versionSchema }) },
  delete: { summary: 'Delete a thing' },
  enable: { summary: 'Enable a thing' },
  disable: { summary: 'Disable a thing' },
});

describe('resource kit', () => {
  let server: TestServer;
  let session: SessionContext;
  let typeId: string;
  let failCheck = false;
  const kit = () =>
    resourceKit(server.database.db, kitResource.endpoints, {
      table: equipment,
      auditType: 'EQUIPMENT',
      payload: (r) => ({ name: r.name, assetTag: r.assetTag, disabled: r.disabled }),
      select: (db) => db.select(getTableColumns(equipment)).from(equipment),
      toRow: (r) => ({ id: r.id, name: r.name }),
      toDetail: (r) => ({ id: r.id, name: r.name, assetTag: r.assetTag, disabled: r.disabled, version: r.version }),
      where: (q) => [q.disabled === undefined ? undefined : eq(equipment.disabled, q.disabled)],
      sort: (q) => [q.sortColumn === 'NAME' ? sortKey(equipment.name, q.sortOrder) : sortKey(equipment.assetTag, q.sortOrder, { nullsLast: true })],
      columns: (b, current) => ({ name: b.name, assetTag: b.assetTag, equipmentTypeId: current?.equipmentTypeId ?? typeId, status: current?.status ?? 'STORED' }),
      check: async () => {
        if (failCheck) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'name', descriptor: apiMessages.validation }]);
      },
      uniqueViolation: () => new ApiError(409, errorCodes.conflict, apiMessages.assetTagTaken),
      conflict: apiMessages.equipmentConflict,
    });
  const scope = () => ({ db: server.database.db, companyId: session.companyId, locale: 'en-US' as const });
  const query = (q: Partial<v.InferInput<typeof search.query>> = {}) => v.parse(search.query, { pageSize: 1000, ...q });
  const audits = (id: string) => server.database.db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, id), eq(auditLogs.companyId, session.companyId)));
  const rejects = async (p: Promise<unknown>, status: number) => {
    await assert.rejects(p, (e: unknown) => e instanceof ApiError && e.status === status);
  };

  before(async () => {
    server = await startTestServer({}, 20);
    const { customerCompanyId, adminUserId } = server.seed;
    session = {
      id: 'test', userId: adminUserId!, companyId: customerCompanyId, personId: null, email: 'admin@kanri.example',
      locale: 'en-US', mfaPending: false, hasOperator: true, hasIndividual: false, products: ['GA'],
    };
    const [type] = await server.database.db.select().from(equipmentTypes).where(eq(equipmentTypes.companyId, customerCompanyId)).limit(1);
    typeId = type!.id;
  });
  after(() => server.close());

  it('declares the calls on DECISIONS.md paths with their statuses', () => {
    const e = kitResource.endpoints;
    assert.deepEqual(
      Object.values(e).map((x) => `${x.method} ${x.path} ${Object.keys(x.responses).join(',')}`),
      [
        'GET /v2/kit-things 200,400,401,403',
        'GET /v2/kit-things-count 200,400,401,403',
        'GET /v2/kit-things/{id} 200,401,403,404',
        'POST /v2/kit-things 201,400,401,403,409',
        'PATCH /v2/kit-things/{id} 200,400,401,403,404,409',
        'DELETE /v2/kit-things/{id} 204,401,403,404',
        'PATCH /v2/kit-things/{id}/enable 200,401,403,404',
        'PATCH /v2/kit-things/{id}/disable 200,401,403,404',
      ],
    );
    assert.ok(Object.values(e).every((x) => x.access === 'operator' && x.product === 'GA'));
    assert.equal(resource({ path: '/v2/only-get', access: 'operator', product: 'IT', detail, get: { summary: 'x' } }).endpoints.get.path, '/v2/only-get/{id}');
    assert.deepEqual(Object.keys(resource({ path: '/v2/x', access: 'operator', product: 'IT', detail, get: { summary: 'x' } }).endpoints), ['get']);
  });

  it('creates with an audit entry, and a failed check leaves neither record nor entry', async () => {
    const id = await kit().create(session, { name: 'Kit Projector ZX-1', assetTag: 'KIT-0001' });
    const created = await kit().get(session.companyId, id, 'en-US');
    assert.deepEqual(created, { id, name: 'Kit Projector ZX-1', assetTag: 'KIT-0001', disabled: false, version: 1 });
    const [entry] = await audits(id);
    assert.equal(entry!.action, 'CREATE');
    assert.equal(entry!.actorUserId, session.userId);
    assert.deepEqual(entry!.changes.find((c) => c.field === 'name'), { field: 'name', before: null, after: 'Kit Projector ZX-1' });

    failCheck = true;
    try {
      await rejects(kit().create(session, { name: 'Kit never stored', assetTag: null }), 400);
    } finally {
      failCheck = false;
    }
    assert.equal(await kit().count(scope(), v.parse(search.count, { freeText: 'kit never stored' })), 0);
  });

  it('maps a unique violation to the module error', async () => {
    await kit().create(session, { name: 'Kit tagged', assetTag: 'KIT-UNIQUE' });
    await rejects(kit().create(session, { name: 'Kit tagged again', assetTag: 'KIT-UNIQUE' }), 409);
  });

  it('keeps to the session company: rows, counts, reads and writes', async () => {
    const [other] = await server.database.db
      .insert(equipment)
      .values({ companyId: server.seed.supplierCompanyId, name: 'Kit other company', equipmentTypeId: typeId, status: 'STORED' })
      .returning({ id: equipment.id });
    const rows = await kit().list(scope(), query({ freeText: 'kit other company' }));
    assert.deepEqual(rows, []);
    assert.equal(await kit().count(scope(), v.parse(search.count, { freeText: 'kit other company' })), 0);
    await rejects(kit().get(session.companyId, other!.id, 'en-US'), 404);
    await rejects(kit().update(session, other!.id, { name: 'x', assetTag: null, version: 1 }, 'en-US'), 404);
    await rejects(kit().remove(session, other!.id), 404);
    await rejects(kit().setDisabled(session, other!.id, true, 'en-US'), 404);
    await rejects(kit().get(session.companyId, 'not-a-uuid', 'en-US'), 404);
  });

  it('lists and counts from one WHERE, freeText on search_text, sorted with the id tiebreak', async () => {
    for (let i = 0; i < 5; i++) await kit().create(session, { name: 'Kit Same Name', assetTag: null });
    const disabledId = await kit().create(session, { name: 'Kit Same Name', assetTag: null });
    await kit().setDisabled(session, disabledId, true, 'en-US');
    for (const sortOrder of ['asc', 'desc'] as const) {
      const rows = await kit().list(scope(), query({ freeText: 'KIT SAME', sortOrder }));
      assert.equal(rows.length, 6);
      const ids = rows.map((r) => r.id);
      assert.deepEqual(ids, [...ids].sort((a, b) => (a < b ? -1 : 1) * (sortOrder === 'asc' ? 1 : -1)));
      // pages of 4 read the same rows once each
      const paged = [...(await kit().list(scope(), query({ freeText: 'kit same', sortOrder, pageSize: 4 }))), ...(await kit().list(scope(), query({ freeText: 'kit same', sortOrder, pageSize: 4, pageIndex: 1 })))];
      assert.deepEqual(paged.map((r) => r.id), ids);
    }
    assert.equal(await kit().count(scope(), v.parse(search.count, { freeText: 'kit same' })), 6);
    assert.equal(await kit().count(scope(), v.parse(search.count, { freeText: 'kit same', disabled: 'true' })), 1);
    assert.deepEqual((await kit().list(scope(), query({ freeText: 'kit same', disabled: 'true' }))).map((r) => r.id), [disabledId]);
    // the module's sort key comes first: asset tags in order, nulls last either way
    const byTag = await kit().list(scope(), query({ freeText: 'kit', sortColumn: 'ASSET_TAG', sortOrder: 'desc' }));
    const tags = await Promise.all(byTag.map(async (r) => (await kit().get(session.companyId, r.id, 'en-US')).assetTag));
    const firstNull = tags.indexOf(null);
    assert.ok(firstNull > 0 && tags.slice(firstNull).every((t) => t === null));
    assert.deepEqual(tags.slice(0, firstNull), [...tags.slice(0, firstNull)].sort().reverse());
  });

  it('updates with the current version (audit entry, version + 1) and answers 409 on a stale one', async () => {
    const id = await kit().create(session, { name: 'Kit to edit', assetTag: null });
    const updated = await kit().update(session, id, { name: 'Kit edited', assetTag: null, version: 1 }, 'en-US');
    assert.equal(updated.name, 'Kit edited');
    assert.equal(updated.version, 2);
    await assert.rejects(kit().update(session, id, { name: 'Kit stale', assetTag: null, version: 1 }, 'en-US'), (e: unknown) => {
      assert.ok(e instanceof ApiError);
      assert.equal(e.status, 409);
      assert.equal(e.code, errorCodes.conflict);
      return true;
    });
    assert.equal((await kit().get(session.companyId, id, 'en-US')).name, 'Kit edited');
    const entries = await audits(id);
    assert.deepEqual(entries.map((e) => e.action).sort(), ['CREATE', 'UPDATE']);
    assert.deepEqual(entries.find((e) => e.action === 'UPDATE')!.changes, [{ field: 'name', before: 'Kit to edit', after: 'Kit edited' }]);
  });

  it('enables and disables (an entry only when it changes), and deletes with an entry', async () => {
    const id = await kit().create(session, { name: 'Kit to toggle', assetTag: null });
    assert.equal((await kit().setDisabled(session, id, true, 'en-US')).disabled, true);
    const again = await kit().setDisabled(session, id, true, 'en-US');
    assert.equal(again.version, 2);
    assert.equal((await kit().setDisabled(session, id, false, 'en-US')).disabled, false);
    assert.equal((await audits(id)).filter((e) => e.action === 'UPDATE').length, 2);
    await kit().remove(session, id);
    await rejects(kit().get(session.companyId, id, 'en-US'), 404);
    await rejects(kit().remove(session, id), 404);
    assert.deepEqual((await audits(id)).map((e) => e.action).sort(), ['CREATE', 'DELETE', 'UPDATE', 'UPDATE']);
  });
});
