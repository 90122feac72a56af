import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { IndividualTaskDetail } from '@kanri/contracts';

/** An open self-report task of the member's laptop (asset tag AT-0001, device tag PC-0001). */
export const selfReportTask: IndividualTaskDetail = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Report your device',
  kind: 'DEVICE_SELF_REPORT',
  status: 'NOT_STARTED',
  actionable: true,
  dueDate: '2026-04-15',
  stepIndex: 1,
  stepName: 'Self-report',
  instance: { id: 'i', status: 'IN_PROGRESS', packageName: 'Annual device inventory', patternName: 'FY2026', anchorDate: '2026-04-01', subject: { kind: 'DEVICE', name: 'ThinkPad X1', detail: 'PC-0001' } },
  formId: null,
  formName: null,
  decision: null,
  comment: null,
  completedAt: null,
  completedBy: null,
  steps: [],
  approvalSubject: null,
  device: { id: 'd', name: 'ThinkPad X1', deviceTag: 'PC-0001', assetTag: 'AT-0001', genre: 'LAPTOP', model: 'X1 Carbon' },
  selfReport: null,
};

/** The feature's fake API: the report call answers the task done (`answer` first). */
export function fakeSelfReportApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'POST /v2/individual/tasks/{id}/device-self-report': (call: FakeApiCall) => ({
        ...selfReportTask,
        status: 'DONE',
        actionable: false,
        selfReport: { ...(call.body as object), reportedAt: '2026-04-10T01:00:00Z' },
      }),
    },
    answer,
  );
}
