import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import { hrCatalogValues, type FamilyMember, type HrMasterOptions, type PersonDetail } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Ids of the feature's test records. */
export const ids = {
  person: '3f0c1a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  department: '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  position: '5b2c3d4e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  otherPosition: '6c3d4e5f-7a8b-4c9d-0e1f-2a3b4c5d6e7f',
  reason: '7d4e5f6a-8b9c-4d0e-1f2a-3b4c5d6e7f80',
  spouse: '8e5f6a7b-9c0d-4e1f-2a3b-4c5d6e7f8091',
  device: '9f6a7b8c-0d1e-4f2a-3b4c-5d6e7f809102',
} as const;

/** An active employee, Japanese names, one department and position. */
export const employee: PersonDetail = {
  id: ids.person,
  workerNumber: 'E0001',
  name: 'Taro Yamada',
  familyName: 'Yamada',
  givenName: 'Taro',
  nameKana: 'ヤマダ タロウ',
  email: 'taro.yamada@kanri.example',
  avatarUrl: null,
  workerType: 'EMPLOYEE',
  status: 'ACTIVE',
  department: { id: ids.department, name: 'Sales' },
  position: { id: ids.position, name: 'Manager' },
  jobType: null,
  place: null,
  employmentType: null,
  joinedAt: '2020-04-01',
  leavingAt: null,
  names: { familyNameJa: '山田', givenNameJa: '太郎', familyNameKana: 'ヤマダ', givenNameKana: 'タロウ', familyNameEn: 'Yamada', givenNameEn: 'Taro', middleNameEn: null },
  personalInformation: {
    birthDate: '1990-05-01', gender: 'MALE', personalEmail: null, phoneNumber: '090-1234-5678', postalCode: '150-0001', address: '東京都渋谷区神宮前1-1-1',
    emergencyContactName: null, emergencyContactRelationship: null, emergencyContactPhone: null,
  },
  employeeInformation: {
    workerNumber: 'E0001', email: 'taro.yamada@kanri.example', status: 'ACTIVE', department: { id: ids.department, name: 'Sales' },
    position: { id: ids.position, name: 'Manager' }, jobType: null, place: null, employmentType: null, jobTitle: null, jobLevel: null, jobGrade: null,
    grade: null, jobFunction: null, jobCompetency: null, workMode: null, boardMemberType: null, contractorType: null, collaboratorType: null,
    healthInsuranceAssociation: null, placeSocialInsurance: null, affiliatedCompanyName: null, contractStartDate: null, contractEndDate: null,
    joinedAt: '2020-04-01',
  },
  payroll: { payType: null, baseSalaryJpy: null, commutingAllowanceJpy: null, bankName: null, bankBranchName: null, bankAccountType: null, bankAccountNumber: null, bankAccountHolderKana: null },
  retirementReason: null,
  contractEndReason: null,
  leavingNote: null,
  version: 4,
  updatedAt: '2026-01-01T00:00:00.000Z',
  isAlumni: false,
};

/** The employee's spouse. */
export const spouse: FamilyMember = {
  id: ids.spouse, familyName: '山田', givenName: '花子', familyNameKana: 'ヤマダ', givenNameKana: 'ハナコ', relationship: 'SPOUSE', birthDate: '1991-02-03',
  isTaxDependent: true, isHealthInsuranceDependent: false, livesTogether: true, version: 1,
};

/** Every catalog empty but positions and retirement reasons. */
export const masterOptions: HrMasterOptions = {
  ...(Object.fromEntries(hrCatalogValues.map((c) => [c, []])) as unknown as HrMasterOptions),
  POSITION: [
    { id: ids.position, name: 'Manager', code: 'P1', rank: null },
    { id: ids.otherPosition, name: 'Director', code: 'P2', rank: null },
  ],
  RETIREMENT_REASON: [{ id: ids.reason, name: 'Career change', code: 'R1', rank: null }],
};

/**
 * The feature's fake API (the kit's `fakeFeatureApi`): `person` as the record (writes answer it with
 * `version + 1`), the family with the spouse, one device, no equipment, accounts or activity.
 */
export function fakePersonApi(options: { person?: PersonDetail; answer?: (call: FakeApiCall) => unknown } = {}) {
  const person = options.person ?? employee;
  const next = (patch: Partial<PersonDetail>) => ({ ...person, ...patch, version: person.version + 1 });
  return fakeFeatureApi(
    {
      'GET /v2/people/{personId}': person,
      'PATCH /v2/people/{personId}/personal-information': () => next({}),
      'PATCH /v2/people/{personId}/employee-information': () => next({}),
      'POST /v2/people/{personId}/leave': (call: FakeApiCall) => {
        const body = call.body as { leavingAt: string };
        return next({ status: body.leavingAt < '2000-01-01' ? 'ALUMNI' : 'LEAVING', leavingAt: body.leavingAt });
      },
      'POST /v2/people/{personId}/leave/cancel': () => next({ status: 'ACTIVE', leavingAt: null }),
      'GET /v2/people/{personId}/family-members': { items: [spouse] },
      'GET /v2/people/{personId}/family-members/{familyMemberId}': spouse,
      'POST /v2/people/{personId}/family-members': (call: FakeApiCall) => ({ ...spouse, id: 'new', ...(call.body as object) }),
      'PATCH /v2/people/{personId}/family-members/{familyMemberId}': (call: FakeApiCall) => ({ ...spouse, ...(call.body as object), version: spouse.version + 1 }),
      'DELETE /v2/people/{personId}/family-members/{familyMemberId}': null,
      'GET /v2/people/{personId}/equipment': { items: [] },
      'GET /v2/people/{personId}/devices': {
        items: [{ id: ids.device, name: 'MacBook Air (Yamada)', genre: 'LAPTOP', os: 'MACOS', serialNumber: 'C02', deviceTag: 'DV-00001', lifecycleStatus: 'IN_SERVICE', checkedOutOn: '2024-04-01' }],
      },
      'GET /v2/people/{personId}/app-accounts': { items: [] },
      'GET /v2/people/{personId}/public-ids': { items: [] },
      'GET /v2/people/{personId}/activity': { items: [] },
      'GET /v2/hr-master-options': masterOptions,
      'GET /v2/people-filter-options': { departments: [{ id: ids.department, name: 'Sales' }], positions: [], jobTypes: [], places: [] },
    },
    options.answer,
  );
}
