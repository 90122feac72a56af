import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { HrSaasIntegration, HrSaasPreviewItem } from '@kanri/contracts';

/** Ids of the feature's test records. */
export const ids = {
  integration: '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1',
  moved: '7c2daee5-8394-45c6-9b62-7d8e9fa0b1c2',
  leaver: '8d3ebff6-94a5-46d7-8c73-8e9fa0b1c2d3',
  same: '9e4fc007-a5b6-47e8-9d84-9fa0b1c2d3e4',
} as const;

/** The demo company's SmartHR integration. */
export const smartHr: HrSaasIntegration = {
  appIntegrationId: ids.integration, name: 'SmartHR', appName: 'SmartHR', vendorName: 'SmartHR', logoUrl: null,
  integratedTenantName: 'kanri-shoji.example', status: 'ACTIVE', reportedPeopleCount: 4, linkedPeopleCount: 3, lastImportedAt: null,
};

const base = { workerType: 'EMPLOYEE' as const, joinedAt: '2020-04-01', leavingAt: null, department: '営業部', status: 'ACTIVE' as const };

/** One reported worker of each kind. */
export const previewItems: HrSaasPreviewItem[] = [
  { ...base, externalId: 'SHR-NEW-1', action: 'NEW', personId: null, matchedBy: null, status: null, workerNumber: 'E900001', name: 'Hina Takahashi', nameKana: 'タカハシ ヒナ', email: 'hina@kanri.example', joinedAt: '2026-12-01', changes: [{ field: 'employeeInformation.workerNumber', before: null, after: 'E900001' }] },
  { ...base, externalId: 'SHR-E1', action: 'CHANGED', personId: ids.moved, matchedBy: 'EXTERNAL_ID', workerNumber: 'E000001', name: 'Ken Sato', nameKana: 'サトウ ケン', email: 'ken@kanri.example', changes: [{ field: 'employeeInformation.departmentId', before: '人事部', after: '営業部' }] },
  { ...base, externalId: 'SHR-E2', action: 'LEAVING', personId: ids.leaver, matchedBy: 'EMAIL', workerNumber: 'E000002', name: 'Mai Ito', nameKana: 'イトウ マイ', email: 'mai@kanri.example', leavingAt: '2026-12-31', changes: [{ field: 'leaving.leavingAt', before: null, after: '2026-12-31' }] },
  { ...base, externalId: 'SHR-E3', action: 'UNCHANGED', personId: ids.same, matchedBy: 'EXTERNAL_ID', workerNumber: 'E000003', name: 'Jun Mori', nameKana: 'モリ ジュン', email: 'jun@kanri.example', changes: [] },
];

/** A test's own answers (`undefined`: the defaults). */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/** The HR SaaS pages' fake API. */
export function fakeHrSaasApi({ answer }: { answer?: FakeAnswer } = {}) {
  return fakeFeatureApi(
    {
      'GET /v2/external-hr-saas': { items: [smartHr] },
      'GET /v2/external-hr-saas/{appIntegrationId}/preview': { integration: smartHr, summary: { newCount: 1, changedCount: 1, leavingCount: 1, unchangedCount: 1 }, items: previewItems },
      'POST /v2/external-hr-saas/{appIntegrationId}/import': { createdCount: 1, updatedCount: 0, leavingCount: 1, skippedCount: 0 },
    },
    answer,
  );
}
