import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  countResponseSchema,
  hrCatalogValues,
  hrMasterItemSchema,
  hrMasterOptionsSchema,
  type CreateHrMasterItemInput,
  type HrCatalog,
} from '@kanri/contracts';
import { hrMasterItems, people } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

const itemsOf = v.object({ items: v.array(hrMasterItemSchema) });

describe('people settings master data (hr-master-items)', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie = admin, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const list = async (query: string, cookie = admin) => {
    const res = await call('GET', `/v2/hr-master-items?${query}`, undefined, cookie);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(itemsOf, res.body).items;
  };
  const create = async (body: CreateHrMasterItemInput, cookie = hr) => {
    const res = await call('POST', '/v2/hr-master-items', body, cookie);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return v.parse(hrMasterItemSchema, res.body);
  };

  before(async () => {
    server = await startTestServer({}, 40);
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
  });
  after(() => server.close());

  it('lets HR and admins in, and answers 403 to IT, GA and a member', async () => {
    for (const cookie of [admin, hr]) {
      assert.equal((await call('GET', '/v2/hr-master-items?catalog=GRADE', undefined, cookie)).status, 200);
      assert.equal((await call('GET', '/v2/hr-master-options', undefined, cookie)).status, 200);
    }
    for (const email of [demoAccounts.it, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(email);
      assert.equal((await call('GET', '/v2/hr-master-items?catalog=GRADE', undefined, cookie)).status, 403, email);
      assert.equal((await call('GET', '/v2/hr-master-options', undefined, cookie)).status, 403, email);
      assert.equal((await call('POST', '/v2/hr-master-items', { catalog: 'GRADE', code: 'X1', name: 'x' }, cookie)).status, 403, email);
      assert.equal((await call('PATCH', '/v2/hr-master-items-order', { catalog: 'GRADE', ids: [] }, cookie)).status, 403, email);
    }
    assert.equal((await server.app.inject({ method: 'GET', url: '/v2/hr-master-options' })).statusCode, 401);
  });

  it('lists one catalog in display order with the people using each entry; catalog is required', async () => {
    const grades = await list('catalog=GRADE');
    assert.deepEqual(grades.map((g) => g.code), ['G1', 'G2', 'G3', 'G4', 'G5', 'G6']);
    assert.ok(grades.every((g) => g.catalog === 'GRADE' && g.rank !== null));
    const [usage] = await server.database.db.select({ n: count() }).from(people).where(eq(people.gradeId, grades[0]!.id));
    assert.equal(grades[0]!.peopleCount, Number(usage!.n));
    assert.ok(grades.reduce((s, g) => s + g.peopleCount, 0) > 0, 'the seeded employees have grades');
    // Japanese name, or English with the Japanese fallback
    assert.equal(grades[0]!.name, '1等級');
    const en = await call('GET', '/v2/hr-master-items?catalog=GRADE', undefined, admin, { 'accept-language': 'en-US' });
    assert.equal(v.parse(itemsOf, en.body).items[0]!.name, 'Grade 1');
    const missing = await call('GET', '/v2/hr-master-items');
    assert.equal(missing.status, 400);
    assert.ok(JSON.stringify(missing.body).includes('catalog'), JSON.stringify(missing.body));
    assert.equal((await call('GET', '/v2/hr-master-items?catalog=NOPE')).status, 400);
    assert.equal((await call('GET', '/v2/hr-master-items?catalog=GRADE&pageSize=2001')).status, 400);
    assert.equal((await call('GET', '/v2/hr-master-items?catalog=GRADE&sortColumn=AGE')).status, 400);
    const counted = v.parse(countResponseSchema, (await call('GET', '/v2/hr-master-items-count?catalog=GRADE')).body);
    assert.equal(counted.count, 6);
  });

  it('sorts by code, name and rank both ways, and searches code and both names', async () => {
    const byRankDesc = await list('catalog=JOB_LEVEL&sortColumn=RANK&sortOrder=desc');
    assert.deepEqual(byRankDesc.map((r) => r.rank), [4, 3, 2, 1]);
    const byCodeDesc = await list('catalog=JOB_LEVEL&sortColumn=CODE&sortOrder=desc');
    assert.deepEqual(byCodeDesc.map((r) => r.code), ['JL04', 'JL03', 'JL02', 'JL01']);
    const byName = await list('catalog=WORK_MODE&sortColumn=NAME');
    assert.deepEqual(byName.map((r) => r.nameJa), ['ハイブリッド', 'フルリモート', '出社'].sort());
    assert.deepEqual((await list('catalog=WORK_MODE&freeText=remote')).map((r) => r.code), ['WM03']);
    assert.deepEqual((await list('catalog=WORK_MODE&freeText=wm02')).map((r) => r.nameJa), ['ハイブリッド']);
    assert.deepEqual((await list('catalog=WORK_MODE&freeText=出社')).map((r) => r.code), ['WM01']);
  });

  it('pages job functions by 2000 and the other catalogs by 100 by default', async () => {
    const db = server.database.db;
    const rows = (n: number, catalog: HrCatalog, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({ companyId: seedCompanyIds.customer, catalog, code: `${prefix}${String(i).padStart(4, '0')}`, name: `${prefix} ${i}`, displayOrder: 100 + i }));
    await db.insert(hrMasterItems).values(rows(2100, 'JOB_FUNCTION', 'PJF'));
    await db.insert(hrMasterItems).values(rows(150, 'JOB_COMPETENCY', 'PJC'));
    try {
      assert.equal((await list('catalog=JOB_FUNCTION')).length, 2000);
      assert.equal((await list('catalog=JOB_FUNCTION&pageIndex=1')).length, 2108 - 2000);
      assert.equal((await list('catalog=JOB_COMPETENCY')).length, 100);
      assert.equal((await list('catalog=JOB_COMPETENCY&pageSize=500')).length, 154);
      assert.equal((await list('catalog=JOB_FUNCTION&pageSize=10')).length, 10);
    } finally {
      await db.delete(hrMasterItems).where(and(eq(hrMasterItems.companyId, seedCompanyIds.customer), like(hrMasterItems.code, 'PJ%')));
    }
  });

  it('creates an entry last in its catalog, English name falling back to the name; code unique per catalog (409 at code)', async () => {
    const made = await create({ catalog: 'EMPLOYMENT_TYPE', code: 'ET90', name: '業務委託（個人）', nameEn: '  ', rank: null });
    assert.equal(made.nameEn, null);
    assert.equal(made.peopleCount, 0);
    assert.equal(made.disabled, false);
    const all = await list('catalog=EMPLOYMENT_TYPE&includeDisabled=true');
    assert.equal(all.at(-1)!.id, made.id);
    assert.equal(made.displayOrder, Math.max(...all.map((r) => r.displayOrder)));
    const en = await call('GET', `/v2/hr-master-items/${made.id}`, undefined, hr, { 'accept-language': 'en-US' });
    assert.equal(en.status, 200);
    assert.equal(v.parse(hrMasterItemSchema, en.body).name, '業務委託（個人）');
    // the same code in the same catalog: 409 with a field error; in another catalog: fine
    const taken = await call('POST', '/v2/hr-master-items', { catalog: 'EMPLOYMENT_TYPE', code: 'ET90', name: 'x' }, hr);
    assert.equal(taken.status, 409);
    assert.equal(taken.body.code, 'CONFLICT');
    assert.ok(taken.body.fieldErrors.some((f: { path: string }) => f.path === 'code'), JSON.stringify(taken.body));
    await create({ catalog: 'WORK_MODE', code: 'ET90', name: '在宅' });
    // bad input: 400 with the field paths
    const bad = await call('POST', '/v2/hr-master-items', { catalog: 'GRADE', code: 'a b', name: '', rank: 1.5 }, hr);
    assert.equal(bad.status, 400);
    const paths = bad.body.fieldErrors.map((f: { path: string }) => f.path).sort();
    assert.deepEqual(paths, ['code', 'name', 'rank']);
  });

  it('updates with the version read (409 when stale), keeps the catalog, and records audit entries', async () => {
    const made = await create({ catalog: 'JOB_TITLE', code: 'JT90', name: 'テックリード', nameEn: 'Tech Lead', rank: 3 });
    const upd = await call('PATCH', `/v2/hr-master-items/${made.id}`, { version: made.version, code: 'JT91', name: 'テックリード', nameEn: 'Technical Lead', rank: 4 }, hr);
    assert.equal(upd.status, 200, JSON.stringify(upd.body));
    const after = v.parse(hrMasterItemSchema, upd.body);
    assert.deepEqual([after.code, after.nameEn, after.rank, after.version, after.catalog], ['JT91', 'Technical Lead', 4, made.version + 1, 'JOB_TITLE']);
    const stale = await call('PATCH', `/v2/hr-master-items/${made.id}`, { version: made.version, code: 'JT92', name: 'x' }, hr);
    assert.equal(stale.status, 409);
    const clash = await call('PATCH', `/v2/hr-master-items/${made.id}`, { version: after.version, code: 'JT01', name: 'x' }, hr);
    assert.equal(clash.status, 409);
    assert.equal(clash.body.fieldErrors[0].path, 'code');
    assert.equal((await call('PATCH', '/v2/hr-master-items/not-a-uuid', { version: 1, code: 'A', name: 'x' }, hr)).status, 404);
    assert.equal((await call('GET', '/v2/hr-master-items/00000000-0000-4000-8000-00000000abcd', undefined, hr)).status, 404);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=HR_MASTER_ITEM&resourceId=${made.id}`)).body).items;
    assert.deepEqual(history.map((h) => h.action).sort(), ['CREATE', 'UPDATE']);
    const update = history.find((h) => h.action === 'UPDATE')!;
    assert.deepEqual(update.changes.map((c) => c.field).sort(), ['code', 'nameEn', 'rank']);
  });

  it('disables and enables: a disabled entry leaves the forms\' options and the default list but keeps its people', async () => {
    const grades = await list('catalog=GRADE');
    const used = grades.find((g) => g.peopleCount > 0)!;
    const off = await call('PATCH', `/v2/hr-master-items/${used.id}/disable`, undefined, hr);
    assert.equal(off.status, 200);
    assert.equal(v.parse(hrMasterItemSchema, off.body).disabled, true);
    assert.equal(v.parse(hrMasterItemSchema, off.body).peopleCount, used.peopleCount);
    assert.ok(!(await list('catalog=GRADE')).some((g) => g.id === used.id));
    assert.ok((await list('catalog=GRADE&includeDisabled=true')).some((g) => g.id === used.id && g.disabled));
    const options = v.parse(hrMasterOptionsSchema, (await call('GET', '/v2/hr-master-options', undefined, hr)).body);
    assert.ok(!options.GRADE.some((o) => o.id === used.id));
    const on = await call('PATCH', `/v2/hr-master-items/${used.id}/enable`, undefined, hr);
    assert.equal(v.parse(hrMasterItemSchema, on.body).disabled, false);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=HR_MASTER_ITEM&resourceId=${used.id}`)).body).items;
    assert.equal(history.filter((h) => h.changes.some((c) => c.field === 'disabled')).length, 2);
  });

  it('deletes an unused entry (audited) and refuses one people use (409, still there)', async () => {
    const made = await create({ catalog: 'COLLABORATOR_TYPE', code: 'CO90', name: '一時協力者' });
    assert.equal((await call('DELETE', `/v2/hr-master-items/${made.id}`, undefined, hr)).status, 204);
    assert.equal((await call('GET', `/v2/hr-master-items/${made.id}`, undefined, hr)).status, 404);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=HR_MASTER_ITEM&resourceId=${made.id}`)).body).items;
    assert.ok(history.some((h) => h.action === 'DELETE'));
    const used = (await list('catalog=EMPLOYMENT_TYPE')).find((r) => r.peopleCount > 0)!;
    const refused = await call('DELETE', `/v2/hr-master-items/${used.id}`, undefined, hr);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /無効|Disable/);
    assert.equal((await call('GET', `/v2/hr-master-items/${used.id}`, undefined, hr)).status, 200);
  });

  it('reorders a whole catalog in one call, audits moved entries, and refuses a stale or duplicated list', async () => {
    const before_ = await list('catalog=CONTRACTOR_TYPE&includeDisabled=true');
    const reversed = before_.map((r) => r.id).reverse();
    const res = await call('PATCH', '/v2/hr-master-items-order', { catalog: 'CONTRACTOR_TYPE', ids: reversed }, hr);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.count, before_.length % 2 === 1 ? before_.length - 1 : before_.length);
    const after_ = await list('catalog=CONTRACTOR_TYPE&includeDisabled=true');
    assert.deepEqual(after_.map((r) => r.id), reversed);
    assert.deepEqual(after_.map((r) => r.displayOrder), after_.map((_, i) => i));
    // the version is kept: an editor opened before the reorder can still save
    assert.deepEqual(after_.map((r) => r.version), reversed.map((id) => before_.find((b) => b.id === id)!.version));
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=HR_MASTER_ITEM&resourceId=${reversed[0]}`)).body).items;
    assert.ok(history.some((h) => h.changes.some((c) => c.field === 'displayOrder')));
    // options follow the new order
    const options = v.parse(hrMasterOptionsSchema, (await call('GET', '/v2/hr-master-options', undefined, hr)).body);
    assert.deepEqual(options.CONTRACTOR_TYPE.map((o) => o.id), reversed);
    // a list missing an entry (or with one of another catalog) is stale: 409, nothing moved
    const stale = await call('PATCH', '/v2/hr-master-items-order', { catalog: 'CONTRACTOR_TYPE', ids: reversed.slice(1) }, hr);
    assert.equal(stale.status, 409);
    const foreign = (await list('catalog=GRADE'))[0]!.id;
    assert.equal((await call('PATCH', '/v2/hr-master-items-order', { catalog: 'CONTRACTOR_TYPE', ids: [...reversed.slice(1), foreign] }, hr)).status, 409);
    assert.deepEqual((await list('catalog=CONTRACTOR_TYPE&includeDisabled=true')).map((r) => r.id), reversed);
    const dup = await call('PATCH', '/v2/hr-master-items-order', { catalog: 'CONTRACTOR_TYPE', ids: [reversed[0], reversed[0], ...reversed.slice(2)] }, hr);
    assert.equal(dup.status, 400);
    assert.equal(dup.body.fieldErrors[0].path, 'ids.1');
    assert.equal((await call('PATCH', '/v2/hr-master-items-order', { catalog: 'CONTRACTOR_TYPE', ids: ['nope'] }, hr)).status, 400);
  });

  it('answers every catalog\'s enabled entries for the forms, in the request\'s language', async () => {
    const ja = v.parse(hrMasterOptionsSchema, (await call('GET', '/v2/hr-master-options', undefined, hr)).body);
    assert.deepEqual(Object.keys(ja).sort(), [...hrCatalogValues].sort());
    assert.ok(ja.POSITION.length > 0 && ja.JOB_TYPE.length > 0);
    assert.deepEqual(ja.GRADE.map((g) => g.rank), [1, 2, 3, 4, 5, 6]);
    assert.equal(ja.WORK_MODE[0]!.name, '出社');
    const en = v.parse(hrMasterOptionsSchema, (await call('GET', '/v2/hr-master-options', undefined, hr, { 'accept-language': 'en-US' })).body);
    assert.equal(en.WORK_MODE[0]!.name, 'On-site');
  });

  it('keeps to the session\'s company', async () => {
    const [other] = await server.database.db
      .insert(hrMasterItems)
      .values({ companyId: seedCompanyIds.supplier, catalog: 'GRADE', code: 'G1', name: '他社の等級' })
      .returning();
    assert.equal((await call('GET', `/v2/hr-master-items/${other!.id}`, undefined, hr)).status, 404);
    assert.equal((await call('PATCH', `/v2/hr-master-items/${other!.id}/disable`, undefined, hr)).status, 404);
    assert.equal((await call('DELETE', `/v2/hr-master-items/${other!.id}`, undefined, hr)).status, 404);
    assert.ok(!(await list('catalog=GRADE&includeDisabled=true')).some((g) => g.id === other!.id));
    const options = v.parse(hrMasterOptionsSchema, (await call('GET', '/v2/hr-master-options', undefined, hr)).body);
    assert.ok(!options.GRADE.some((g) => g.id === other!.id));
    const grades = await list('catalog=GRADE&includeDisabled=true');
    assert.equal((await call('PATCH', '/v2/hr-master-items-order', { catalog: 'GRADE', ids: [...grades.map((g) => g.id), other!.id] }, hr)).status, 409);
  });
});
