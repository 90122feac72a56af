import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import type { CreatePersonInput, WorkerType } from '@kanri/contracts';
import { auditLogs, hrMasterItems, orgUnits, people, places } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

type Info = CreatePersonInput['employeeInformation'];
const emptyInfo: Info = {
  workerNumber: '', email: '', status: 'ACTIVE', departmentId: null, positionId: null, jobTypeId: null, placeId: null,
  employmentTypeId: null, jobTitleId: null, jobLevelId: null, jobGradeId: null, gradeId: null, jobFunctionId: null, jobCompetencyId: null,
  workModeId: null, boardMemberTypeId: null, contractorTypeId: null, collaboratorTypeId: null, healthInsuranceAssociationId: null,
  placeSocialInsuranceId: null, affiliatedCompanyName: null, contractStartDate: null, contractEndDate: null, joinedAt: null,
};

let serial = 0;
/** A valid body of the type, with a fresh worker number and e-mail. */
const body = (workerType: WorkerType, info: Partial<Info> = {}): CreatePersonInput => {
  serial += 1;
  return {
    workerType,
    name: { familyNameJa: '試験', givenNameJa: '一郎', familyNameKana: 'シケン', givenNameKana: 'イチロウ', familyNameEn: 'Shiken', givenNameEn: 'Ichiro', middleNameEn: null },
    personalInformation: { birthDate: '1990-04-01', gender: 'MALE', personalEmail: null, phoneNumber: '090-1234-5678', postalCode: '100-0001', address: '東京都千代田区', emergencyContactName: null, emergencyContactRelationship: null, emergencyContactPhone: null },
    employeeInformation: { ...emptyInfo, workerNumber: `T${String(serial).padStart(5, '0')}`, email: `create.test.${serial}@kanri-shoji.example`, joinedAt: '2026-04-01', ...info },
    payroll: null,
  };
};

describe('POST /v2/people (add a person)', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  const master: Record<string, string> = {};
  let departmentId: string;
  let placeId: string;
  const call = async (url: string, payload: unknown, cookie = admin, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
    const db = server.database.db;
    for (const m of await db.select().from(hrMasterItems).where(eq(hrMasterItems.companyId, seedCompanyIds.customer)).orderBy(asc(hrMasterItems.displayOrder))) {
      if (!m.disabled) master[m.catalog] ??= m.id;
    }
    departmentId = (await db.select({ id: orgUnits.id }).from(orgUnits).where(and(eq(orgUnits.companyId, seedCompanyIds.customer), eq(orgUnits.kind, 'DEPARTMENT'))).limit(1))[0]!.id;
    placeId = (await db.select({ id: places.id }).from(places).where(eq(places.companyId, seedCompanyIds.customer)).limit(1))[0]!.id;
  });
  after(() => server.close());

  it('adds an employee with its catalogs and an audit entry, answering the names in the request language', async () => {
    const input = body('EMPLOYEE', { departmentId, placeId, positionId: master.POSITION!, employmentTypeId: master.EMPLOYMENT_TYPE!, gradeId: master.GRADE!, workModeId: master.WORK_MODE!, status: 'NEW_HIRE' });
    const res = await call('/v2/people', input, hr, { 'accept-language': 'ja-JP' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual({ familyName: res.body.familyName, givenName: res.body.givenName }, { familyName: '試験', givenName: '一郎' });
    const [row] = await server.database.db.select().from(people).where(eq(people.id, res.body.id));
    assert.equal(row!.companyId, seedCompanyIds.customer);
    assert.equal(row!.status, 'NEW_HIRE');
    assert.equal(row!.departmentId, departmentId);
    assert.equal(row!.employmentTypeId, master.EMPLOYMENT_TYPE);
    assert.equal(row!.postalCode, '100-0001');
    const [entry] = await server.database.db.select().from(auditLogs).where(and(eq(auditLogs.resourceType, 'PERSON'), eq(auditLogs.resourceId, res.body.id)));
    assert.equal(entry!.action, 'CREATE');
    assert.ok(entry!.changes.some((c) => c.field === 'employeeInformation.workerNumber' && c.after === input.employeeInformation.workerNumber));
    const en = await call('/v2/people', body('EMPLOYEE'), admin, { 'accept-language': 'en-US' });
    assert.deepEqual({ familyName: en.body.familyName, givenName: en.body.givenName }, { familyName: 'Shiken', givenName: 'Ichiro' });
  });

  it('stores only the fields of each worker type (the others become null)', async () => {
    const extra = { boardMemberTypeId: master.BOARD_MEMBER_TYPE!, contractorTypeId: master.CONTRACTOR_TYPE!, collaboratorTypeId: master.COLLABORATOR_TYPE!, employmentTypeId: master.EMPLOYMENT_TYPE!, affiliatedCompanyName: '協力会社株式会社', contractStartDate: '2026-04-01', contractEndDate: '2027-03-31' };
    const expected: Record<WorkerType, Partial<Record<keyof typeof extra, boolean>>> = {
      EMPLOYEE: { employmentTypeId: true, contractStartDate: true, contractEndDate: true },
      BOARD_MEMBER: { boardMemberTypeId: true },
      CONTRACTOR: { contractorTypeId: true, affiliatedCompanyName: true, contractStartDate: true, contractEndDate: true },
      COLLABORATOR: { collaboratorTypeId: true, affiliatedCompanyName: true, contractStartDate: true, contractEndDate: true },
    };
    for (const type of Object.keys(expected) as WorkerType[]) {
      const res = await call('/v2/people', body(type, extra));
      assert.equal(res.status, 201, `${type}: ${JSON.stringify(res.body)}`);
      const [row] = await server.database.db.select().from(people).where(eq(people.id, res.body.id));
      assert.equal(row!.workerType, type);
      for (const key of Object.keys(extra) as (keyof typeof extra)[]) {
        assert.equal(row![key] !== null, expected[type][key] === true, `${type}.${key}`);
      }
    }
  });

  it('answers 400 with field paths: katakana, status, dates, unknown or wrong-catalog references', async () => {
    const bad = body('CONTRACTOR', { status: 'ALUMNI', contractStartDate: '2026-05-01', contractEndDate: '2026-04-01' });
    bad.name.familyNameKana = 'しけん';
    bad.employeeInformation.email = 'not-an-email';
    const res = await call('/v2/people', bad);
    assert.equal(res.status, 400);
    const paths = (res.body.fieldErrors as { path: string }[]).map((e) => e.path);
    for (const p of ['name.familyNameKana', 'employeeInformation.email', 'employeeInformation.contractEndDate']) assert.ok(paths.includes(p), `${p} in ${paths.join(', ')}`);
    const status = await call('/v2/people', body('EMPLOYEE', { status: 'LEAVING' }));
    assert.equal(status.status, 400);
    assert.deepEqual(status.body.fieldErrors.map((e: { path: string }) => e.path), ['employeeInformation.status']);
    // a position id given as the employment type, an unknown department, another company's nothing
    const refs = await call('/v2/people', body('EMPLOYEE', { employmentTypeId: master.POSITION!, departmentId: '00000000-0000-4000-8000-00000000dead' }));
    assert.equal(refs.status, 400);
    assert.deepEqual(refs.body.fieldErrors.map((e: { path: string }) => e.path).sort(), ['employeeInformation.departmentId', 'employeeInformation.employmentTypeId']);
  });

  it('answers 409 on a taken worker number or e-mail (case-insensitive), with the field errors', async () => {
    const [taken] = await server.database.db.select({ workerNumber: people.workerNumber, email: people.email }).from(people).where(eq(people.companyId, seedCompanyIds.customer)).limit(1);
    const byNumber = await call('/v2/people', body('EMPLOYEE', { workerNumber: taken!.workerNumber }));
    assert.equal(byNumber.status, 409);
    assert.equal(byNumber.body.code, 'CONFLICT');
    assert.deepEqual(byNumber.body.fieldErrors.map((e: { path: string }) => e.path), ['employeeInformation.workerNumber']);
    const byEmail = await call('/v2/people', body('EMPLOYEE', { email: taken!.email.toUpperCase() }), admin, { 'accept-language': 'ja-JP' });
    assert.equal(byEmail.status, 409);
    assert.deepEqual(byEmail.body.fieldErrors.map((e: { path: string }) => e.path), ['employeeInformation.email']);
  });

  it('lets HR and the admin add people; IT, GA and members get 403', async () => {
    for (const account of [demoAccounts.it, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      const res = await call('/v2/people', body('EMPLOYEE'), cookie);
      assert.equal(res.status, 403, account);
    }
  });
});
