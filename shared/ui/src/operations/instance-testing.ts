/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: data the fake API answers, not UI text */
import type { FormDefinition, OperationInstanceDetail, OperationPatternDetail, OperationTaskInstance } from '@kanri/contracts';
import { fakeFeatureApi, type FakeApiCall } from '../record/fake-api';

/** Ids of the instance and pattern screens' test records (UUIDs, as the API has them). Test code only. */
export const ocIds = {
  package: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  pattern: '1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e',
  request: '2c3d4e5f-6a7b-4c8d-8e9f-0a1b2c3d4e5f',
  instance: '3d4e5f6a-7b8c-4d9e-9f0a-1b2c3d4e5f6a',
  person: '4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b',
  role: '5f6a7b8c-9d0e-4f1a-9b2c-3d4e5f6a7b8c',
} as const;

const task = (over: Partial<OperationTaskInstance> & Pick<OperationTaskInstance, 'id' | 'key' | 'name' | 'kind' | 'stepIndex'>): OperationTaskInstance => ({
  status: 'WAITING',
  assignee: { kind: 'STAFF', name: null, userId: null },
  dueDate: null,
  formId: null,
  formValues: null,
  decision: null,
  comment: null,
  completedAt: null,
  completedBy: null,
  version: 1,
  ...over,
});

/** The onboarding form: a required account name (max 20), a start date, a PC choice and a required confirmation. */
export const onboardingForm: FormDefinition = {
  id: 'form-1',
  name: { ja: '入社情報', en: 'Onboarding details' },
  fields: [
    { key: 'account', label: { ja: 'アカウント名', en: 'Account name' }, type: 'TEXT', required: true, maxLength: 20, options: null },
    { key: 'pc', label: { ja: 'PC', en: 'Laptop' }, type: 'SELECT', required: false, maxLength: null, options: [{ value: 'mac', label: { ja: 'Mac', en: 'Mac' } }, { value: 'win', label: { ja: 'Windows', en: 'Windows' } }] },
    { key: 'agreed', label: { ja: '規程に同意', en: 'Agrees to the rules' }, type: 'CHECKBOX', required: true, maxLength: null, options: null },
  ],
};

/**
 * 入社手続き for 山田 太郎, in progress: step 1 done (a to-do, completed by 佐藤 花子), step 2 open
 * with a FORM task (overdue) and an APPROVAL, step 3 waiting.
 */
export const onboardingInstance: OperationInstanceDetail = {
  id: ocIds.instance,
  packageId: ocIds.package,
  patternId: ocIds.pattern,
  requestId: ocIds.request,
  subject: { kind: 'PERSON', id: ocIds.person, name: '山田 太郎', detail: 'E-0042', avatarUrl: null },
  anchorDate: '2026-04-01',
  status: 'IN_PROGRESS',
  currentStep: { index: 1, name: 'Paperwork' },
  progress: { done: 1, total: 4 },
  nextDueDate: '2026-04-03',
  overdue: true,
  startedAt: '2026-03-20T01:00:00.000Z',
  startedBy: { name: 'Hanako Sato' },
  completedAt: null,
  abortedAt: null,
  core: 'LABOR',
  packageName: 'Onboarding',
  patternName: 'Standard onboarding',
  abortReason: null,
  abortedBy: null,
  version: 4,
  steps: [
    {
      index: 0,
      key: 'prepare',
      name: 'Preparation',
      status: 'DONE',
      tasks: [task({ id: 'a0000000-0000-4000-8000-000000000001', stepIndex: 0, key: 'prepare', name: 'Prepare the desk', kind: 'TODO', status: 'DONE', completedAt: '2026-03-25T02:00:00.000Z', completedBy: { name: 'Hanako Sato' } })],
    },
    {
      index: 1,
      key: 'paperwork',
      name: 'Paperwork',
      status: 'OPEN',
      tasks: [
        task({
          id: 'a0000000-0000-4000-8000-000000000002',
          stepIndex: 1,
          key: 'details',
          name: 'Fill in the onboarding details',
          kind: 'FORM',
          status: 'NOT_STARTED',
          formId: 'form-1',
          dueDate: '2026-04-03',
          assignee: { kind: 'SUBJECT', name: 'Taro Yamada', userId: 'u-1' },
        }),
        task({ id: 'a0000000-0000-4000-8000-000000000003', stepIndex: 1, key: 'approve', name: 'Approve the hire', kind: 'APPROVAL', status: 'NOT_STARTED', dueDate: '2999-01-01', assignee: { kind: 'ROLE', name: 'Managers', userId: null } }),
      ],
    },
    {
      index: 2,
      key: 'review',
      name: 'Review',
      status: 'WAITING',
      tasks: [task({ id: 'a0000000-0000-4000-8000-000000000004', stepIndex: 2, key: 'review', name: 'Confirm completion', kind: 'REVIEW' })],
    },
  ],
  forms: [onboardingForm],
};

/** The same instance after its form was submitted (values shown on the data tab). */
export const submittedInstance: OperationInstanceDetail = {
  ...onboardingInstance,
  steps: onboardingInstance.steps.map((step) =>
    step.index === 1
      ? {
          ...step,
          tasks: step.tasks.map((tk) =>
            tk.kind === 'FORM' ? { ...tk, status: 'DONE', formValues: { account: 'taro.y', pc: 'mac', agreed: true }, completedAt: '2026-04-02T03:00:00.000Z', completedBy: { name: 'Taro Yamada' } } : tk,
          ),
        }
      : step,
  ),
};

/** The standard onboarding pattern of the labor core: two steps, one form. */
export const onboardingPattern: OperationPatternDetail = {
  id: ocIds.pattern,
  packageId: ocIds.package,
  packageName: 'Onboarding',
  name: 'Standard onboarding',
  description: null,
  archived: false,
  stepCount: 2,
  taskCount: 2,
  inProgressCount: 3,
  completedCount: 5,
  updatedAt: '2026-03-01T00:00:00.000Z',
  core: 'LABOR',
  subjectKind: 'PERSON',
  packageKind: 'ONBOARDING',
  packageArchived: false,
  localizedName: { ja: '標準の入社手続き', en: 'Standard onboarding' },
  localizedDescription: null,
  version: 7,
  definition: {
    steps: [
      {
        key: 'prepare',
        name: { ja: '準備', en: 'Preparation' },
        tasks: [{ key: 'prepare', name: { ja: '机の準備', en: 'Prepare the desk' }, kind: 'TODO', assignee: { kind: 'STAFF' }, dueOffsetDays: -3, formId: null }],
      },
      {
        key: 'paperwork',
        name: { ja: '書類', en: 'Paperwork' },
        tasks: [{ key: 'details', name: { ja: '入社情報の入力', en: 'Fill in the details' }, kind: 'FORM', assignee: { kind: 'SUBJECT' }, dueOffsetDays: 2, formId: 'form-1' }],
      },
    ],
    forms: [onboardingForm],
  },
};

/**
 * The fake API of the instance and pattern screens (labor core): the instance, its pattern's
 * requests, the configs lists (the pattern unarchived) and the pattern; the test's `answer` first.
 */
export function fakeOperationsApi(options: { instance?: OperationInstanceDetail; pattern?: OperationPatternDetail; answer?: (call: FakeApiCall) => unknown } = {}) {
  const instance = options.instance ?? onboardingInstance;
  const pattern = options.pattern ?? onboardingPattern;
  const row = { ...pattern };
  return fakeFeatureApi(
    {
      'GET /v2/labor-core/operation-instances/{id}': (call: FakeApiCall) => (call.params?.id === instance.id ? instance : undefined),
      'GET /v2/labor-core/operation-packages/{id}/patterns/{patternId}/requests': {
        items: [{ id: ocIds.request, title: 'April hires', anchorDate: '2026-04-01', requestedAt: '2026-03-20T01:00:00.000Z', requestedBy: { name: 'Hanako Sato' }, instanceCount: 3, inProgressCount: 2 }],
      },
      'GET /v2/labor-core/operation-patterns': (call: FakeApiCall) => ({ items: call.query?.archived === pattern.archived ? [row] : [] }),
      'GET /v2/labor-core/operation-packages/{id}/patterns/{patternId}': (call: FakeApiCall) => (call.params?.patternId === pattern.id && call.params?.id === pattern.packageId ? pattern : undefined),
      'GET /v2/it-operation-core/operation-instances/{id}': (call: FakeApiCall) => (call.params?.id === instance.id ? { ...instance, core: 'IT' } : undefined),
      'GET /v2/it-operation-core/operation-packages/{id}/patterns/{patternId}/requests': { items: [] },
      'GET /v2/settings/roles': { items: [{ id: ocIds.role, name: 'Managers', totalPeople: 2, peopleGroups: [], productPermissions: [], products: [] }] },
      'GET /v2/workers-for-select': { items: [{ personId: ocIds.person, name: 'Taro Yamada', primaryWorkerEmail: 'taro@example.com', avatarUrl: null }] },
    },
    options.answer,
  );
}
