import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { OrgMember, OrgUnitDetail } from '@kanri/contracts';

/** Ids of the feature's test records. */
export const ids = {
  sales: '1c7a4d2f-3e5b-4c6d-9e7f-8091a2b3c4d5',
  division: '0b6f3c1e-2d4a-4b5c-8d6e-7f8091a2b3c4',
  section: '2d8b5e3a-4f6c-4d7e-8f90-91a2b3c4d5e6',
  manager: '5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  person: '6b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
} as const;

/** The Sales department as of 2025-04-01: under the Sales division, one section, a head. */
export const salesUnit: OrgUnitDetail = {
  id: ids.sales, code: 'D07', kind: 'DEPARTMENT', name: '営業部', nameJa: '営業部', nameEn: 'Sales', parentId: ids.division,
  head: { personId: ids.person, name: '山田 太郎', avatarUrl: null }, memberCount: 2, validFrom: '1900-01-01', validTo: null, displayOrder: 6, version: 1,
  baseDate: '2025-04-01', existsOnBaseDate: true, path: [{ id: ids.division, name: '営業本部' }],
  children: [{ id: ids.section, code: 'S071', kind: 'SECTION', name: '第一営業課', nameJa: '第一営業課', nameEn: 'Sales Section 1', parentId: ids.sales, head: null, memberCount: 0, validFrom: '1900-01-01', validTo: null, displayOrder: 0, version: 1 }],
};

/** The department's two members: its head and one more. */
export const members: OrgMember[] = [
  { id: ids.person, workerNumber: 'E000101', name: '山田 太郎', nameKana: 'ヤマダ タロウ', email: 'yamada@kanri.example', avatarUrl: null, workerType: 'EMPLOYEE', status: 'ACTIVE', position: { id: ids.manager, name: '部長' }, jobType: null, employmentType: { id: 'et', name: '正社員' }, joinedAt: '2010-04-01', isHead: true },
  { id: 'p2', workerNumber: 'E000102', name: '佐藤 花子', nameKana: 'サトウ ハナコ', email: 'sato@kanri.example', avatarUrl: null, workerType: 'EMPLOYEE', status: 'ACTIVE', position: null, jobType: null, employmentType: null, joinedAt: '2020-04-01', isHead: false },
];

const emptyCatalogs = Object.fromEntries(['EMPLOYMENT_TYPE', 'WORK_MODE', 'RETIREMENT_REASON', 'POSITION', 'PLACE_SOCIAL_INSURANCE', 'JOB_TYPE', 'JOB_TITLE', 'JOB_LEVEL', 'JOB_GRADE', 'JOB_FUNCTION', 'JOB_COMPETENCY', 'HEALTH_INSURANCE_ASSOCIATION', 'GRADE', 'CONTRACTOR_TYPE', 'CONTRACT_END_REASON', 'COLLABORATOR_TYPE', 'BOARD_MEMBER_TYPE'].map((c) => [c, []]));

/** The feature's fake API: the unit, its members and count, the catalogs (one position); `answer(call)` first. */
export function fakeOrganizationUnitApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/organization/units/{id}': (call: FakeApiCall) => (call.params?.id === ids.sales ? { ...salesUnit, baseDate: (call.query as { baseDate: string }).baseDate } : undefined),
      'GET /v2/organization/units/{id}/members': { items: members },
      'GET /v2/organization/units/{id}/members-count': { count: members.length },
      'GET /v2/hr-master-options': { ...emptyCatalogs, POSITION: [{ id: ids.manager, name: '部長', code: 'P03', rank: 6 }] },
    },
    answer,
  );
}
