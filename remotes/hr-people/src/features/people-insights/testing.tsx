import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { PeopleAlert, PeopleCommunity, PeopleGraph, PeopleRules, PeopleTabPerson, SalaryRow } from '@kanri/contracts';

/** A worker of the tabs' tests: Hanako Sato, an active employee in Sales. */
export const hanako: PeopleTabPerson = {
  id: '0c5d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'Hanako Sato',
  nameKana: 'サトウ ハナコ',
  workerNumber: 'E000002',
  avatarUrl: null,
  workerType: 'EMPLOYEE',
  status: 'ACTIVE',
  department: { id: '1d6e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a', name: 'Sales' },
};

/** An alumnus of the tabs' tests: Jun Mori, who left on 2026-10-31. */
export const jun: PeopleTabPerson = { ...hanako, id: '2e7f3a4b-5c6d-4e7f-8a8b-9c0d1e2f3a4b', name: 'Jun Mori', nameKana: 'モリ ジュン', workerNumber: 'E000077', status: 'ALUMNI' };

export const salaryRow: SalaryRow = {
  person: hanako,
  employmentType: { id: '3f8a4b5c-6d7e-4f8a-9b9c-0d1e2f3a4b5c', name: 'Full-time' },
  payType: 'MONTHLY',
  baseSalaryJpy: 320000,
  commutingAllowanceJpy: 12000,
  bankName: 'Mizuho Bank',
  bankBranchName: 'Tokyo',
  bankAccountType: 'ORDINARY',
  bankAccountNumberMasked: '****4321',
};

export const graph: PeopleGraph = {
  headcountByDepartment: [{ department: hanako.department, count: 12 }, { department: null, count: 3 }],
  byWorkerType: [{ workerType: 'EMPLOYEE', count: 13 }, { workerType: 'CONTRACTOR', count: 2 }],
  joinersAndLeavers: [{ month: '2026-10', joiners: 4, leavers: 1 }, { month: '2026-11', joiners: 2, leavers: 0 }],
};

export const community: PeopleCommunity = {
  month: '2026-11',
  birthdays: [{ person: hanako, day: 14 }],
  newJoiners: [],
  anniversaries: [{ person: hanako, joinedAt: '2016-11-01', years: 10 }],
};

export const rules: PeopleRules = {
  alumniWindowMonths: 1,
  timeZone: 'Asia/Tokyo',
  leavingsDue: 2,
  catalogs: [{ catalog: 'EMPLOYMENT_TYPE', enabled: 4, disabled: 1, peopleUsing: 250 }],
};

export const alert: PeopleAlert = { person: jun, leavingAt: '2026-10-31', devices: 1, equipment: 0, licenses: 2, appAccounts: 3 };

/** A fake API for the tabs' tests (the kit's `fakeFeatureApi`): `answer(call)` first, then the records above. */
export function fakeInsightsApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/people-salaries': { items: [salaryRow] },
      'GET /v2/people-salaries/count': { count: 1 },
      'GET /v2/people-graph': graph,
      'GET /v2/people-community': community,
      'GET /v2/people-rules': rules,
      'GET /v2/people-alerts': { items: [alert] },
      'GET /v2/people-alerts/count': { count: 1 },
      'GET /v2/people-activities': {
        items: [
          {
            id: 'a1', action: 'UPDATE', occurredAt: '2026-11-20T01:00:00Z', actor: { userId: 'u1', name: 'Taro Yamada' },
            resourceType: 'PERSON', resourceId: hanako.id, changes: [{ field: 'familyNameEn', before: 'Sato', after: 'Sato' }, { field: 'givenNameEn', before: 'Hanako', after: 'Hanako' }],
          },
        ],
      },
    },
    answer,
  );
}
