import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { IndividualTaskDetail } from '@kanri/contracts';

/** The test approval's id. */
export const approvalId = '33333333-3333-4333-8333-333333333333';

/** An open approval of a change of address whose form was submitted in the step before. */
export const approvalTask: IndividualTaskDetail = {
  id: approvalId,
  name: 'Approve the address change',
  kind: 'APPROVAL',
  status: 'NOT_STARTED',
  actionable: true,
  dueDate: '2026-04-08',
  stepIndex: 1,
  stepName: 'Approval',
  instance: { id: 'i', status: 'IN_PROGRESS', packageName: 'Change of address', patternName: 'Standard', anchorDate: '2026-04-01', subject: { kind: 'PERSON', name: 'Hanako Sato', detail: null } },
  formId: null,
  formName: null,
  decision: null,
  comment: null,
  completedAt: null,
  completedBy: null,
  steps: [],
  approvalSubject: {
    stepName: 'Report',
    tasks: [
      {
        id: 'f',
        name: 'Enter your new address',
        kind: 'FORM',
        status: 'DONE',
        completedAt: '2026-04-02T01:00:00Z',
        completedBy: { name: 'Hanako Sato' },
        comment: null,
        form: {
          name: 'Change of address form',
          fields: [
            { key: 'address', label: 'New address', type: 'TEXT', value: '1-1 Marunouchi', optionLabel: null },
            { key: 'housing', label: 'Housing', type: 'SELECT', value: 'rent', optionLabel: 'Rented' },
            { key: 'note', label: 'Note', type: 'TEXTAREA', value: null, optionLabel: null },
          ],
        },
      },
    ],
  },
  device: null,
  selfReport: null,
};

/** The feature's fake API: the approval (others 404); the decision answers the task decided; `answer` first. */
export function fakeApprovalApi(task: IndividualTaskDetail, answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/individual/tasks/{id}': (call: FakeApiCall) => (call.params?.id === task.id ? task : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' })),
      'POST /v2/individual/tasks/{id}/approval': (call: FakeApiCall) => ({ ...task, status: 'DONE', actionable: false, ...(call.body as object) }),
    },
    answer,
  );
}
