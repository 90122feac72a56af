import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { IndividualTaskDetail } from '@kanri/contracts';

/** Ids of the feature's test records. */
export const ids = {
  todo: '11111111-1111-4111-8111-111111111111',
  form: '22222222-2222-4222-8222-222222222222',
  approval: '33333333-3333-4333-8333-333333333333',
  instance: '44444444-4444-4444-8444-444444444444',
} as const;

/** A to-do of the member's change of address, open and overdue on 2026-04-10. */
export const todoTask: IndividualTaskDetail = {
  id: ids.todo,
  name: 'Check your commuting route',
  kind: 'TODO',
  status: 'NOT_STARTED',
  actionable: true,
  dueDate: '2026-04-06',
  stepIndex: 0,
  stepName: 'Report',
  instance: {
    id: ids.instance,
    status: 'IN_PROGRESS',
    packageName: 'Change of address',
    patternName: 'Standard',
    anchorDate: '2026-04-01',
    subject: { kind: 'PERSON', name: 'Hanako Sato', detail: 'E000002' },
  },
  formId: null,
  formName: null,
  decision: null,
  comment: null,
  completedAt: null,
  completedBy: null,
  steps: [
    {
      index: 0,
      name: 'Report',
      status: 'OPEN',
      tasks: [
        { id: ids.form, name: 'Enter your new address', kind: 'FORM', status: 'NOT_STARTED', assigneeName: 'Hanako Sato', mine: true, dueDate: '2026-04-04', completedAt: null },
        { id: ids.todo, name: 'Check your commuting route', kind: 'TODO', status: 'NOT_STARTED', assigneeName: 'Hanako Sato', mine: true, dueDate: '2026-04-06', completedAt: null },
      ],
    },
    {
      index: 1,
      name: 'Approval',
      status: 'WAITING',
      tasks: [{ id: ids.approval, name: 'Approve the address change', kind: 'APPROVAL', status: 'WAITING', assigneeName: 'Taro Yamada', mine: false, dueDate: '2026-04-08', completedAt: null }],
    },
  ],
  approvalSubject: null,
  device: null,
  selfReport: null,
};

/** The form task of the same instance. */
export const formTask: IndividualTaskDetail = { ...todoTask, id: ids.form, name: 'Enter your new address', kind: 'FORM', formId: 'address', formName: 'Change of address', dueDate: '2099-01-01' };

/** The feature's fake API: the given tasks by id (others 404), and `answer` first. */
export function fakeTaskApi(tasks: IndividualTaskDetail[], answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/individual/tasks/{id}': (call: FakeApiCall) =>
        tasks.find((x) => x.id === call.params?.id) ?? new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }),
    },
    answer,
  );
}
