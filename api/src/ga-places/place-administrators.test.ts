import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { auditLogEntrySchema, placeAdministratorSchema, placeLaborInstanceRowSchema, type PlaceAdministrator } from '@kanri/contracts';
import { operationInstances, operationPackages, people, places } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

const administratorsOf = v.object({ items: v.array(placeAdministratorSchema) });
const laborPage = v.object({ items: v.array(placeLaborInstanceRowSchema), count: v.number() });

describe('place tabs: labor-core instances and administrators', () => {
  let server: TestServer;
  let admin: string;
  let tokyoId: string;
  let osakaId: string;
  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = admin, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const administrators = async (placeId: string, locale = 'ja-JP'): Promise<PlaceAdministrator[]> => {
    const res = await call('GET', `/v2/places/${placeId}/administrators`, undefined, admin, locale);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(administratorsOf, res.body).items;
  };
  const labor = async (placeId: string, query = '', cookie = admin) => {
    const res = await call('GET', `/v2/places/${placeId}/labor-core-instances${query}`, undefined, cookie);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(laborPage, res.body);
  };

  before(async () => {
    server = await startTestServer({}, 40);
    admin = await server.signIn(demoAccounts.admin);
    const db = server.database.db;
    const { customer } = seedCompanyIds;
    const rows = await db.select({ id: places.id, code: places.code }).from(places).where(eq(places.companyId, customer));
    tokyoId = rows.find((p) => p.code === 'TKY-001')!.id;
    osakaId = rows.find((p) => p.code === 'OSK-001')!.id;
  });
  after(() => server.close());

  it('seeds 東京本社 with admin@, ga@ and it@ as its 拠点責任者, 総務担当 and IT担当, grouped by role', async () => {
    const rows = await administrators(tokyoId);
    assert.deepEqual(rows.map((r) => r.role), ['MANAGER', 'GA_CONTACT', 'IT_CONTACT', 'SAFETY_MANAGER']);
    assert.equal(rows[0]!.person.name, '山田 太郎');
    assert.equal(rows[0]!.addedBy?.name, '山田 太郎');
    // English: given name first
    assert.equal((await administrators(tokyoId, 'en-US'))[0]!.person.name, 'Taro Yamada');
    assert.ok((await administrators(osakaId)).some((r) => r.role === 'SAFETY_MANAGER'));
  });

  it('lists the LABOR instances of the people whose place it is, filtered by status and paged', async () => {
    const db = server.database.db;
    const open = await labor(tokyoId);
    assert.ok(open.items.length > 0, '東京本社 has labor instances in progress (the member works there)');
    assert.equal(open.count, open.items.length);
    assert.ok(open.items.every((r) => r.status === 'IN_PROGRESS'));
    assert.ok(open.items.some((r) => r.subject.name === '佐藤 花子' && r.packageName === '異動'), 'the member\'s transfer');
    assert.ok(open.items.every((r) => r.currentStep !== null));
    // every subject works at the place, every package is the labor core's
    const all = await labor(tokyoId, '?status=ALL&pageSize=1000');
    assert.ok(all.count >= open.count);
    for (const row of all.items) {
      const [person] = await db.select({ placeId: people.placeId }).from(people).where(eq(people.id, row.subject.id));
      assert.equal(person?.placeId, tokyoId);
      const [pkg] = await db.select({ core: operationPackages.core }).from(operationPackages).where(eq(operationPackages.id, row.packageId));
      assert.equal(pkg?.core, 'LABOR');
    }
    // and nothing of the labor core at the place is left out
    const everything = await db
      .select({ id: operationInstances.id })
      .from(operationInstances)
      .innerJoin(operationPackages, eq(operationPackages.id, operationInstances.packageId))
      .innerJoin(people, eq(people.id, operationInstances.subjectId))
      .where(and(eq(operationPackages.core, 'LABOR'), eq(people.placeId, tokyoId)));
    assert.equal(all.count, everything.length);
    // paging: one row a page, newest first
    const first = await labor(tokyoId, '?status=ALL&pageSize=1');
    const second = await labor(tokyoId, '?status=ALL&pageSize=1&pageIndex=1');
    assert.equal(first.items.length, 1);
    if (all.count > 1) assert.notEqual(first.items[0]!.id, second.items[0]!.id);
    assert.ok(first.items[0]!.startedAt >= (second.items[0]?.startedAt ?? ''));
    // completed and aborted rows have no current step
    for (const status of ['COMPLETED', 'ABORTED'] as const) {
      const page = await labor(tokyoId, `?status=${status}`);
      assert.ok(page.items.every((r) => r.status === status && r.currentStep === null));
    }
    // free text on the subject's name
    const sato = await labor(tokyoId, `?status=ALL&freeText=${encodeURIComponent('佐藤')}`);
    assert.ok(sato.items.length > 0 && sato.items.every((r) => r.subject.name.startsWith('佐藤')));
  });

  it('refuses bad queries with 400 and field paths, and unknown or foreign places with 404', async () => {
    const bad = await call('GET', `/v2/places/${tokyoId}/labor-core-instances?status=SOMETIMES&pageSize=0`);
    assert.equal(bad.status, 400);
    const paths = (bad.body.fieldErrors as { path: string }[]).map((e) => e.path).sort();
    assert.deepEqual(paths, ['pageSize', 'status']);
    for (const url of ['/v2/places/not-a-uuid/labor-core-instances', '/v2/places/not-a-uuid/administrators', '/v2/places/00000000-0000-4000-8000-000000000000/administrators']) {
      assert.equal((await call('GET', url)).status, 404, url);
    }
    // the supplier company's staff see no place of the customer
    const supplier = await server.signIn(demoAccounts.supplier);
    assert.equal((await call('GET', `/v2/places/${tokyoId}/administrators`, undefined, supplier)).status, 404);
    assert.equal((await call('GET', `/v2/places/${tokyoId}/labor-core-instances`, undefined, supplier)).status, 404);
    const someone = (await administrators(tokyoId))[0]!.personId;
    assert.equal((await call('PUT', `/v2/places/${tokyoId}/administrators/${someone}`, { role: 'MANAGER' }, supplier)).status, 404);
  });

  it('lets GA staff and admins in and answers 403 to IT, HR and members', async () => {
    const ga = await server.signIn(demoAccounts.ga);
    assert.ok((await labor(tokyoId, '', ga)).items.length > 0);
    assert.equal((await call('GET', `/v2/places/${tokyoId}/administrators`, undefined, ga)).status, 200);
    const someone = (await administrators(tokyoId))[1]!;
    for (const account of [demoAccounts.it, demoAccounts.hr, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      assert.equal((await call('GET', `/v2/places/${tokyoId}/administrators`, undefined, cookie)).status, 403, account);
      assert.equal((await call('GET', `/v2/places/${tokyoId}/labor-core-instances`, undefined, cookie)).status, 403, account);
      assert.equal((await call('PUT', `/v2/places/${tokyoId}/administrators/${someone.personId}`, { role: 'MANAGER' }, cookie)).status, 403, account);
      assert.equal((await call('DELETE', `/v2/places/${tokyoId}/administrators/${someone.personId}?role=${someone.role}`, undefined, cookie)).status, 403, account);
    }
    assert.equal((await administrators(tokyoId)).length, 4, 'nothing changed');
  });

  it('assigns and removes a role, records both in the place\'s history, and refuses bad input', async () => {
    const db = server.database.db;
    const { customer } = seedCompanyIds;
    const ga = await server.signIn(demoAccounts.ga);
    const [person] = await db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.companyId, customer), eq(people.status, 'ACTIVE'), ne(people.placeId, tokyoId)))
      .limit(1);
    const url = `/v2/places/${tokyoId}/administrators/${person!.id}`;
    const added = await call('PUT', url, { role: 'SAFETY_MANAGER' }, ga);
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.equal(added.body.role, 'SAFETY_MANAGER');
    assert.ok(added.body.addedBy?.name, 'ga@ is named as the one who added');
    // again: the same row, no second entry
    assert.equal((await call('PUT', url, { role: 'SAFETY_MANAGER' }, ga)).status, 200);
    // a second role of the same person
    assert.equal((await call('PUT', url, { role: 'IT_CONTACT' })).status, 200);
    let rows = await administrators(tokyoId);
    assert.equal(rows.filter((r) => r.personId === person!.id).length, 2);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=PLACE&resourceId=${tokyoId}`)).body).items;
    assert.equal(history.filter((e) => e.changes.some((c) => c.field.startsWith('administrators.'))).length, 2);
    assert.ok(history.some((e) => e.changes.some((c) => c.field === 'administrators.SAFETY_MANAGER' && (c.after as string[]).includes(person!.id))));

    // bad role: 400 on role (body) and on role (query)
    const badRole = await call('PUT', url, { role: 'JANITOR' });
    assert.equal(badRole.status, 400);
    assert.deepEqual((badRole.body.fieldErrors as { path: string }[]).map((e) => e.path), ['role']);
    const missing = await call('PUT', url, {});
    assert.equal(missing.status, 400);
    assert.deepEqual((missing.body.fieldErrors as { path: string }[]).map((e) => e.path), ['role']);
    const badQuery = await call('DELETE', `${url}?role=JANITOR`);
    assert.equal(badQuery.status, 400);
    assert.deepEqual((badQuery.body.fieldErrors as { path: string }[]).map((e) => e.path), ['role']);
    assert.equal((await call('DELETE', url)).status, 400);

    // an alumni person: 400 on personId, in the reader's language
    const [alumnus] = await db.select({ id: people.id }).from(people).where(and(eq(people.companyId, customer), eq(people.status, 'ALUMNI'))).limit(1);
    const refused = await call('PUT', `/v2/places/${tokyoId}/administrators/${alumnus!.id}`, { role: 'MANAGER' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.fieldErrors[0].path, 'personId');
    assert.match(refused.body.fieldErrors[0].message, /退職/);
    const refusedEn = await call('PUT', `/v2/places/${tokyoId}/administrators/${alumnus!.id}`, { role: 'MANAGER' }, admin, 'en-US');
    assert.match(refusedEn.body.fieldErrors[0].message, /left the company/);
    // a person of no one's: 400 on personId; a person id that is not a UUID: 404
    const nobody = await call('PUT', `/v2/places/${tokyoId}/administrators/00000000-0000-4000-8000-000000000000`, { role: 'MANAGER' });
    assert.equal(nobody.status, 400);
    assert.equal(nobody.body.fieldErrors[0].path, 'personId');
    assert.equal((await call('PUT', `/v2/places/${tokyoId}/administrators/someone`, { role: 'MANAGER' })).status, 404);
    assert.equal((await call('PUT', `/v2/places/elsewhere/administrators/${person!.id}`, { role: 'MANAGER' })).status, 404);

    // remove one role; removing it again is 404
    assert.equal((await call('DELETE', `${url}?role=SAFETY_MANAGER`, undefined, ga)).status, 204);
    assert.equal((await call('DELETE', `${url}?role=SAFETY_MANAGER`, undefined, ga)).status, 404);
    rows = await administrators(tokyoId);
    assert.deepEqual(rows.filter((r) => r.personId === person!.id).map((r) => r.role), ['IT_CONTACT']);
    assert.equal((await call('DELETE', `${url}?role=IT_CONTACT`)).status, 204);
    assert.equal((await administrators(tokyoId)).length, 4);
  });
});
