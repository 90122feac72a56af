import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { OrgPlanDetail, OrgUnit } from '@kanri/contracts';

/** Ids of the feature's test units (UUIDs, as the API has them). */
export const unitIds = {
  division: '0b6f3c1e-2d4a-4b5c-8d6e-7f8091a2b3c4',
  sales: '1c7a4d2f-3e5b-4c6d-9e7f-8091a2b3c4d5',
  section: '2d8b5e3a-4f6c-4d7e-8f90-91a2b3c4d5e6',
  added: '3e9c6f4b-5a7d-4e8f-9a01-a2b3c4d5e6f7',
  plan: '4fad7a5c-6b8e-4f90-8b12-b3c4d5e6f7a8',
} as const;

const unit = (patch: Partial<OrgUnit> & Pick<OrgUnit, 'id' | 'code' | 'kind' | 'name'>): OrgUnit => ({
  nameJa: patch.name, nameEn: patch.name, parentId: null, head: null, memberCount: 0, validFrom: '1900-01-01', validTo: null, displayOrder: 0, version: 1, ...patch,
});

/** A division over a department over a section, the department with a head and members. */
export const chartUnits: OrgUnit[] = [
  unit({ id: unitIds.division, code: 'DV2', kind: 'DIVISION', name: 'Sales Division', memberCount: 0 }),
  unit({ id: unitIds.sales, code: 'D07', kind: 'DEPARTMENT', name: 'Sales', parentId: unitIds.division, memberCount: 42, head: { personId: 'p1', name: 'Taro Yamada', avatarUrl: null } }),
  unit({ id: unitIds.section, code: 'S071', kind: 'SECTION', name: 'Sales Section 1', parentId: unitIds.sales, memberCount: 3 }),
];

const planUnit = (u: OrgUnit, patch: Partial<OrgPlanDetail['units'][number]> = {}) => ({ ...u, change: null, renamed: false, moved: false, headChanged: false, kindChanged: false, before: null, changeVersion: 0, ...patch });

/** A draft plan that adds a team, renames the department and abolishes the section. */
export const draftPlan: OrgPlanDetail = {
  id: unitIds.plan, name: 'April reorganization', effectiveDate: '2099-04-01', status: 'DRAFT', changeCount: 3, appliedAt: null, updatedAt: '2026-01-01T00:00:00Z', version: 4,
  units: [
    planUnit(chartUnits[0]!),
    planUnit({ ...chartUnits[1]!, name: 'Corporate Sales' }, { change: 'CHANGED', renamed: true, before: { name: 'Sales', parentId: unitIds.division, headName: 'Taro Yamada' } }),
    planUnit(chartUnits[2]!, { change: 'ABOLISHED' }),
    planUnit(unit({ id: unitIds.added, code: 'T01', kind: 'TEAM', name: 'Growth Team', parentId: unitIds.sales }), { change: 'ADDED' }),
  ],
};

/** The feature's fake API: the chart (`baseDate` echoed), the plan, its transitions succeeding; `answer(call)` first. */
export function fakeOrganizationChartApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/organization/units': (call: FakeApiCall) => ({ baseDate: (call.query as { baseDate: string }).baseDate, units: chartUnits }),
      'GET /v2/organization/plans/{id}': draftPlan,
      'POST /v2/organization/plans/{id}/schedule': { id: unitIds.plan },
      'POST /v2/organization/plans/{id}/unschedule': { id: unitIds.plan },
      'POST /v2/organization/plans/{id}/cancel': { id: unitIds.plan },
    },
    answer,
  );
}
