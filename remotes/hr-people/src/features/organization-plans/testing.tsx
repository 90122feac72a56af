import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { OrgPlanDetail, OrgPlanRow } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

export const planId = '4fad7a5c-6b8e-4f90-8b12-b3c4d5e6f7a8';
export const salesId = '1c7a4d2f-3e5b-4c6d-9e7f-8091a2b3c4d5';
export const divisionId = '0b6f3c1e-2d4a-4b5c-8d6e-7f8091a2b3c4';

/** Two plans: a scheduled one and an applied one. */
export const plans: OrgPlanRow[] = [
  { id: planId, name: '2027年4月 組織改編', effectiveDate: '2027-04-01', status: 'SCHEDULED', changeCount: 6, appliedAt: null, updatedAt: '2026-01-01T00:00:00Z', version: 2 },
  { id: 'b2', name: '2025年10月 組織改編', effectiveDate: '2025-10-01', status: 'APPLIED', changeCount: 2, appliedAt: '2025-10-01T00:00:05Z', updatedAt: '2025-10-01T00:00:05Z', version: 3 },
];

const base = { nameJa: '', nameEn: '', head: null, memberCount: 0, validFrom: '1900-01-01', validTo: null, displayOrder: 0, version: 1, change: null, changeVersion: 0, renamed: false, moved: false, headChanged: false, kindChanged: false, before: null };
/** A draft plan over a division and its department. */
export const draft: OrgPlanDetail = {
  ...plans[0]!, status: 'DRAFT', changeCount: 0,
  units: [
    { ...base, id: divisionId, code: 'DV2', kind: 'DIVISION', name: '営業本部', nameJa: '営業本部', nameEn: 'Sales Division', parentId: null },
    { ...base, id: salesId, code: 'D07', kind: 'DEPARTMENT', name: '営業部', nameJa: '営業部', nameEn: 'Sales', parentId: divisionId, changeVersion: 3 },
  ],
};

/** The feature's fake API: the plans, the draft, writes succeeding; `answer(call)` first. */
export function fakeOrganizationPlansApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/organization/plans': { items: plans },
      'GET /v2/organization/plans-count': { count: plans.length },
      'POST /v2/organization/plans': { id: planId },
      'GET /v2/organization/plans/{id}': draft,
      'POST /v2/organization/plans/{id}/units': { id: 'new-unit' },
      'PUT /v2/organization/plans/{id}/units/{unitId}': { id: salesId },
    },
    answer,
  );
}
