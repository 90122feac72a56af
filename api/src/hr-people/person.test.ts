import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, ne, notExists } from 'drizzle-orm';
import * as v from 'valibot';
import { auditLogEntrySchema, familyMemberSchema, personAppAccountSchema, personDetailSchema, personDeviceSchema, personEquipmentSchema, type PersonDetail } from '@kanri/contracts';
import { appIntegrations, appUsers, devices, equipment, hrMasterItems, orgUnits, people, users } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { applyDueLeavings, statusOnLeaving } from './leaving';
import { msUntilNextTokyoDay } from './hr-calendar';
import { tokyoToday } from '../lib/tokyo-date';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const list = <T extends v.GenericSchema>(row: T) => v.object({ items: v.array(row) });

describe('person record', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  let it_: string;
  let ga: string;
  let member: string;
  let supplier: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie = admin, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const detail = async (id: string, cookie = admin, lang = 'ja-JP'): Promise<PersonDetail> => {
    const res = await call('GET', `/v2/people/${id}`, undefined, cookie, { 'accept-language': lang });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(personDetailSchema, res.body);
  };
  const taken = new Set<string>();
  /** A seeded person of the type and status no other test of this file uses and no demo account is (sign-ins keep working). */
  const personOf = async (workerType: string, status = 'ACTIVE') => {
    const rows = await server.database.db
      .select({ id: people.id })
      .from(people)
      .where(
        and(
          eq(people.companyId, seedCompanyIds.customer),
          eq(people.workerType, workerType),
          eq(people.status, status),
          notExists(server.database.db.select({ id: users.id }).from(users).where(eq(users.personId, people.id))),
        ),
      )
      .orderBy(asc(people.workerNumber));
    const free = rows.find((r) => !taken.has(r.id));
    assert.ok(free, `a seeded ${workerType} ${status}`);
    taken.add(free.id);
    return free.id;
  };
  const item = async (catalog: string) => {
    const [i] = await server.database.db
      .select({ id: hrMasterItems.id })
      .from(hrMasterItems)
      .where(and(eq(hrMasterItems.companyId, seedCompanyIds.customer), eq(hrMasterItems.catalog, catalog), eq(hrMasterItems.disabled, false)))
      .orderBy(asc(hrMasterItems.displayOrder))
      .limit(1);
    assert.ok(i, catalog);
    return i.id;
  };
  const employeeBody = (d: PersonDetail, overrides: Record<string, unknown> = {}) => ({
    version: d.version,
    employeeInformation: {
      workerNumber: d.workerNumber,
      email: d.email,
      status: d.status,
      departmentId: d.department?.id ?? null,
      positionId: d.position?.id ?? null,
      jobTypeId: d.jobType?.id ?? null,
      placeId: d.place?.id ?? null,
      employmentTypeId: d.employeeInformation.employmentType?.id ?? null,
      jobTitleId: null, jobLevelId: null, jobGradeId: null, gradeId: d.employeeInformation.grade?.id ?? null, jobFunctionId: null,
      jobCompetencyId: null, workModeId: null, boardMemberTypeId: null, contractorTypeId: d.employeeInformation.contractorType?.id ?? null,
      collaboratorTypeId: null, healthInsuranceAssociationId: null, placeSocialInsuranceId: null, affiliatedCompanyName: null,
      contractStartDate: null, contractEndDate: null, joinedAt: d.joinedAt,
      ...overrides,
    },
  });

  before(async () => {
    server = await startTestServer({}, 60);
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
    it_ = await server.signIn(demoAccounts.it);
    ga = await server.signIn(demoAccounts.ga);
    member = await server.signIn(demoAccounts.member);
    supplier = await server.signIn(demoAccounts.supplier);
  });
  after(() => server.close());

  it('answers the detail in both languages with every section and 404 for unknown, non-UUID and foreign ids', async () => {
    const id = await personOf('EMPLOYEE');
    const [row] = await server.database.db.select().from(people).where(eq(people.id, id));
    const ja = await detail(id);
    assert.equal(ja.name, `${row!.familyNameJa} ${row!.givenNameJa}`);
    assert.equal(ja.nameKana, `${row!.familyNameKana} ${row!.givenNameKana}`);
    assert.equal(ja.names.familyNameEn, row!.familyNameEn);
    assert.equal(ja.employeeInformation.workerNumber, row!.workerNumber);
    assert.equal(ja.department?.id ?? null, row!.departmentId);
    if (row!.departmentId) {
      const [unit] = await server.database.db.select().from(orgUnits).where(eq(orgUnits.id, row!.departmentId));
      assert.equal(ja.department?.name, unit!.nameJa);
      assert.equal((await detail(id, admin, 'en-US')).department?.name, unit!.nameEn);
    }
    const en = await detail(id, admin, 'en-US');
    assert.equal(en.name, `${row!.givenNameEn} ${row!.familyNameEn}`);
    assert.equal(ja.isAlumni, false);
    assert.equal(ja.version, row!.version);

    assert.equal((await call('GET', '/v2/people/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/people/00000000-0000-4000-8000-0000000000ff')).status, 404);
    const [foreign] = await server.database.db.select({ id: people.id }).from(people).where(ne(people.companyId, seedCompanyIds.customer)).limit(1);
    if (foreign) assert.equal((await call('GET', `/v2/people/${foreign.id}`)).status, 404);
    const res = await call('GET', `/v2/people/${id}`, undefined, supplier);
    assert.ok(res.status === 404 || res.status === 403, `supplier: ${res.status}`);
  });

  it('lets admin and HR in and keeps IT, GA and members out', async () => {
    const id = await personOf('EMPLOYEE');
    assert.equal((await call('GET', `/v2/people/${id}`, undefined, hr)).status, 200);
    for (const cookie of [it_, ga, member]) {
      assert.equal((await call('GET', `/v2/people/${id}`, undefined, cookie)).status, 403);
      assert.equal((await call('GET', `/v2/people/${id}/family-members`, undefined, cookie)).status, 403);
      assert.equal((await call('POST', `/v2/people/${id}/leave`, { version: 1, leavingAt: '2030-01-01', retirementReasonId: null, contractEndReasonId: null, leavingNote: null }, cookie)).status, 403);
    }
  });

  it('edits the name and personal information with version, 409 on a stale one, and records the history', async () => {
    const id = await personOf('EMPLOYEE');
    const d = await detail(id, hr);
    const body = {
      version: d.version,
      name: { ...d.names, givenNameJa: '花子', givenNameKana: 'ハナコ', givenNameEn: 'Hanako' },
      personalInformation: { ...d.personalInformation, postalCode: '150-0001', address: '東京都渋谷区神宮前1-1-1', gender: 'FEMALE', personalEmail: '' },
    };
    const res = await call('PATCH', `/v2/people/${id}/personal-information`, body, hr);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const after = v.parse(personDetailSchema, res.body);
    assert.equal(after.version, d.version + 1);
    assert.equal(after.givenName, '花子');
    assert.equal(after.personalInformation.postalCode, '150-0001');
    assert.equal(after.personalInformation.personalEmail, null);
    const stale = await call('PATCH', `/v2/people/${id}/personal-information`, body, hr);
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'CONFLICT');
    const bad = await call('PATCH', `/v2/people/${id}/personal-information`, { ...body, version: after.version, name: { ...body.name, familyNameKana: 'やまだ' }, personalInformation: { ...body.personalInformation, postalCode: '1500001' } }, hr);
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((e: { path: string }) => e.path).sort(), ['name.familyNameKana', 'personalInformation.postalCode']);
    const history = await call('GET', `/v2/audit-logs?resourceType=PERSON&resourceId=${id}`, undefined, hr);
    assert.equal(history.status, 200);
    const [entry] = v.parse(list(auditLogEntrySchema), history.body).items;
    assert.ok(entry!.changes.some((c) => c.field === 'name.givenNameJa' && c.after === '花子'));
  });

  it('edits employee information: catalogs checked per catalog, fields of other worker types cleared, unique worker number, status rules', async () => {
    const id = await personOf('EMPLOYEE');
    let d = await detail(id);
    const position = await item('POSITION');
    const jobType = await item('JOB_TYPE');
    const contractorType = await item('CONTRACTOR_TYPE');
    let res = await call('PATCH', `/v2/people/${id}/employee-information`, employeeBody(d, { positionId: position, jobTypeId: jobType, contractorTypeId: contractorType }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    d = v.parse(personDetailSchema, res.body);
    assert.equal(d.position?.id, position);
    assert.equal(d.employeeInformation.contractorType, null, 'a contractor type does not apply to an employee');

    res = await call('PATCH', `/v2/people/${id}/employee-information`, employeeBody(d, { positionId: jobType }));
    assert.equal(res.status, 400);
    assert.equal(res.body.fieldErrors[0].path, 'employeeInformation.positionId');

    const other = await personOf('EMPLOYEE');
    const [o] = await server.database.db.select().from(people).where(eq(people.id, other));
    res = await call('PATCH', `/v2/people/${id}/employee-information`, employeeBody(d, { workerNumber: o!.workerNumber, email: o!.email.toUpperCase() }));
    assert.equal(res.status, 409);
    assert.deepEqual(res.body.fieldErrors.map((e: { path: string }) => e.path), ['employeeInformation.workerNumber', 'employeeInformation.email']);

    res = await call('PATCH', `/v2/people/${id}/employee-information`, employeeBody(d, { status: 'ALUMNI' }));
    assert.equal(res.status, 400);
    assert.equal(res.body.fieldErrors[0].path, 'employeeInformation.status');

    res = await call('PATCH', `/v2/people/${id}/employee-information`, employeeBody(d, { contractStartDate: '2025-04-01', contractEndDate: '2025-03-31' }));
    assert.equal(res.status, 400);
    assert.equal(res.body.fieldErrors[0].path, 'employeeInformation.contractEndDate');

    res = await call('PATCH', `/v2/people/${id}/employee-information`, employeeBody(d, { status: 'NEW_HIRE' }));
    assert.equal(res.status, 200);
    assert.equal(v.parse(personDetailSchema, res.body).status, 'NEW_HIRE');
  });

  it('leaves with a future date (LEAVING), cancels, leaves with a past date (ALUMNI at once), then is read-only', async () => {
    const id = await personOf('EMPLOYEE');
    let d = await detail(id);
    const reason = await item('RETIREMENT_REASON');
    const today = tokyoToday();
    let res = await call('POST', `/v2/people/${id}/leave`, { version: d.version, leavingAt: addDays(today, 10), retirementReasonId: null, contractEndReasonId: await item('CONTRACT_END_REASON'), leavingNote: null });
    assert.equal(res.status, 400, 'a contract end reason does not apply to an employee');
    assert.equal(res.body.fieldErrors[0].path, 'contractEndReasonId');
    res = await call('POST', `/v2/people/${id}/leave`, { version: d.version, leavingAt: addDays(today, 10), retirementReasonId: reason, contractEndReasonId: null, leavingNote: '転職のため' }, hr);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    d = v.parse(personDetailSchema, res.body);
    assert.equal(d.status, 'LEAVING');
    assert.equal(d.leavingAt, addDays(today, 10));
    assert.equal(d.retirementReason?.id, reason);
    assert.equal(d.leavingNote, '転職のため');

    res = await call('PATCH', `/v2/people/${id}/employee-information`, employeeBody(d, { status: 'ACTIVE' }));
    assert.equal(res.status, 400, 'a planned leaving is cancelled, not overwritten by a status');

    res = await call('POST', `/v2/people/${id}/leave/cancel`, { version: d.version });
    assert.equal(res.status, 200);
    d = v.parse(personDetailSchema, res.body);
    assert.equal(d.status, 'ACTIVE');
    assert.equal(d.leavingAt, null);
    assert.equal(d.retirementReason, null);
    assert.equal((await call('POST', `/v2/people/${id}/leave/cancel`, { version: d.version })).status, 400);

    res = await call('POST', `/v2/people/${id}/leave`, { version: d.version, leavingAt: addDays(today, -1), retirementReasonId: reason, contractEndReasonId: null, leavingNote: null });
    assert.equal(res.status, 200);
    d = v.parse(personDetailSchema, res.body);
    assert.equal(d.status, 'ALUMNI');
    assert.equal(d.isAlumni, true);
    assert.equal((await call('PATCH', `/v2/people/${id}/employee-information`, employeeBody(d))).status, 400);
    assert.equal((await call('POST', `/v2/people/${id}/leave`, { version: d.version, leavingAt: today, retirementReasonId: null, contractEndReasonId: null, leavingNote: null })).status, 400);
    assert.equal((await call('POST', `/v2/people/${id}/family-members`, { familyName: '山田', givenName: '花子', familyNameKana: null, givenNameKana: null, relationship: 'SPOUSE', birthDate: null, isTaxDependent: false, isHealthInsuranceDependent: false, livesTogether: true })).status, 400);
    // personal information stays editable (year-end tax papers go to the new address)
    res = await call('PATCH', `/v2/people/${id}/personal-information`, { version: d.version, name: d.names, personalInformation: { ...d.personalInformation, address: '大阪府大阪市北区1-1' } });
    assert.equal(res.status, 200);
  });

  it('contractors leave with a contract end reason', async () => {
    const id = await personOf('CONTRACTOR');
    const d = await detail(id);
    const reason = await item('CONTRACT_END_REASON');
    const res = await call('POST', `/v2/people/${id}/leave`, { version: d.version, leavingAt: addDays(tokyoToday(), 3), retirementReasonId: null, contractEndReasonId: reason, leavingNote: null });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(v.parse(personDetailSchema, res.body).contractEndReason?.id, reason);
  });

  it('applyDueLeavings moves LEAVING people to ALUMNI the day after their last day, once', async () => {
    const db = server.database.db;
    const id = await personOf('EMPLOYEE');
    const d = await detail(id);
    const lastDay = '2031-03-31';
    const res = await call('POST', `/v2/people/${id}/leave`, { version: d.version, leavingAt: lastDay, retirementReasonId: null, contractEndReasonId: null, leavingNote: null });
    assert.equal(v.parse(personDetailSchema, res.body).status, 'LEAVING');
    assert.equal(statusOnLeaving(lastDay, lastDay), 'LEAVING');
    assert.deepEqual((await applyDueLeavings(db, lastDay)).includes(id), false, 'still LEAVING on the last day');
    assert.equal((await detail(id)).status, 'LEAVING');
    const moved = await applyDueLeavings(db, '2031-04-01');
    assert.ok(moved.includes(id));
    const after = await detail(id);
    assert.equal(after.status, 'ALUMNI');
    assert.equal(after.version, d.version + 2);
    assert.deepEqual(await applyDueLeavings(db, '2031-04-01'), [], 'a second run changes nothing');
    const history = v.parse(list(auditLogEntrySchema), (await call('GET', `/v2/audit-logs?resourceType=PERSON&resourceId=${id}`)).body).items;
    assert.deepEqual(history[0]!.changes, [{ field: 'employeeInformation.status', before: 'LEAVING', after: 'ALUMNI' }]);
    assert.equal(history[0]!.actor, null);
  });

  it('next Tokyo day timer: 00:00:05 JST', () => {
    assert.equal(msUntilNextTokyoDay(new Date('2026-01-01T14:59:55Z')), 10_000);
    assert.equal(msUntilNextTokyoDay(new Date('2026-01-01T15:00:00Z')), 86_405_000);
  });

  it('family members: add, list, read, edit with version, delete; 404 across people', async () => {
    const id = await personOf('EMPLOYEE');
    const other = await personOf('EMPLOYEE');
    const fields = { familyName: '山田', givenName: '花子', familyNameKana: 'ヤマダ', givenNameKana: 'ハナコ', relationship: 'SPOUSE', birthDate: '1990-05-01', isTaxDependent: true, isHealthInsuranceDependent: true, livesTogether: true };
    let res = await call('POST', `/v2/people/${id}/family-members`, fields, hr);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const spouse = v.parse(familyMemberSchema, res.body);
    res = await call('POST', `/v2/people/${id}/family-members`, { ...fields, givenName: '一郎', givenNameKana: 'イチロウ', relationship: 'CHILD', birthDate: '2020-01-01' });
    const child = v.parse(familyMemberSchema, res.body);
    assert.equal((await call('POST', `/v2/people/${id}/family-members`, { ...fields, relationship: 'COUSIN' })).status, 400);

    const items = v.parse(list(familyMemberSchema), (await call('GET', `/v2/people/${id}/family-members`)).body).items;
    assert.deepEqual(items.filter((m) => [spouse.id, child.id].includes(m.id)).map((m) => m.relationship), ['SPOUSE', 'CHILD']);
    assert.equal((await call('GET', `/v2/people/${id}/family-members/${child.id}`)).body.givenName, '一郎');
    assert.equal((await call('GET', `/v2/people/${other}/family-members/${child.id}`)).status, 404);
    assert.equal((await call('GET', `/v2/people/${id}/family-members/nope`)).status, 404);

    res = await call('PATCH', `/v2/people/${id}/family-members/${child.id}`, { ...fields, givenName: '次郎', givenNameKana: 'ジロウ', relationship: 'CHILD', version: child.version });
    assert.equal(res.status, 200);
    assert.equal(res.body.version, child.version + 1);
    assert.equal((await call('PATCH', `/v2/people/${id}/family-members/${child.id}`, { ...fields, version: child.version })).status, 409);

    assert.equal((await call('DELETE', `/v2/people/${other}/family-members/${child.id}`)).status, 404);
    assert.equal((await call('DELETE', `/v2/people/${id}/family-members/${child.id}`)).status, 204);
    assert.equal((await call('GET', `/v2/people/${id}/family-members/${child.id}`)).status, 404);
  });

  it('lists the equipment, devices and app accounts a person holds and their activity', async () => {
    const db = server.database.db;
    const [withDevice] = await db.select({ personId: devices.assignedPersonId }).from(devices).where(and(eq(devices.companyId, seedCompanyIds.customer), ne(devices.assignedPersonId, '00000000-0000-4000-8000-000000000000'))).limit(1);
    if (withDevice?.personId) {
      const items = v.parse(list(personDeviceSchema), (await call('GET', `/v2/people/${withDevice.personId}/devices`)).body).items;
      const expected = await db.select({ id: devices.id }).from(devices).where(eq(devices.assignedPersonId, withDevice.personId));
      assert.deepEqual(items.map((i) => i.id).sort(), expected.map((e) => e.id).sort());
    }
    const [withEquipment] = await db.select({ personId: equipment.assignedPersonId }).from(equipment).where(and(eq(equipment.companyId, seedCompanyIds.customer), ne(equipment.assignedPersonId, '00000000-0000-4000-8000-000000000000'))).limit(1);
    if (withEquipment?.personId) {
      const items = v.parse(list(personEquipmentSchema), (await call('GET', `/v2/people/${withEquipment.personId}/equipment`)).body).items;
      const expected = await db.select({ id: equipment.id }).from(equipment).where(eq(equipment.assignedPersonId, withEquipment.personId));
      assert.deepEqual(items.map((i) => i.id).sort(), expected.map((e) => e.id).sort());
    }

    // an account linked by hand, one by e-mail (upper case in the app), and none of another person's
    const id = await personOf('EMPLOYEE');
    const [p] = await db.select().from(people).where(eq(people.id, id));
    const [integration] = await db.select({ id: appIntegrations.id }).from(appIntegrations).where(eq(appIntegrations.companyId, seedCompanyIds.customer)).limit(1);
    assert.ok(integration);
    await db.insert(appUsers).values([
      { companyId: seedCompanyIds.customer, appIntegrationId: integration.id, externalId: 'h2-manual', name: 'zz manual', email: 'someone-else@h2.example', personId: id },
      { companyId: seedCompanyIds.customer, appIntegrationId: integration.id, externalId: 'h2-email', name: 'zz email', email: p!.email.toLowerCase() },
    ]);
    const accounts = v.parse(list(personAppAccountSchema), (await call('GET', `/v2/people/${id}/app-accounts`)).body).items;
    const mine = accounts.filter((a) => a.name.startsWith('zz '));
    assert.deepEqual(mine.map((a) => [a.name, a.match]).sort(), [['zz email', 'EMAIL'], ['zz manual', 'MANUAL']]);

    const d = await detail(id);
    await call('PATCH', `/v2/people/${id}/personal-information`, { version: d.version, name: d.names, personalInformation: { ...d.personalInformation, phoneNumber: '090-0000-0000' } });
    const activity = v.parse(list(auditLogEntrySchema), (await call('GET', `/v2/people/${id}/activity`)).body).items;
    assert.equal(activity[0]?.resourceType, 'PERSON');
    assert.equal((await call('GET', `/v2/people/${id}/activity`, undefined, it_)).status, 403);
  });
});
