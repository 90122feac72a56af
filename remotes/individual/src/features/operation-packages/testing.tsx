import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { IndividualPackageDetail, IndividualPatternDetail } from '@kanri/contracts';

/** Ids of the feature's test records. */
export const ids = {
  pkg: '77777777-7777-4777-8777-777777777777',
  pattern: '88888888-8888-4888-8888-888888888888',
  instance: '99999999-9999-4999-8999-999999999999',
  task: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
} as const;

/** The change-of-address package with one pattern and one run of the user's in progress. */
export const addressPackage: IndividualPackageDetail = {
  id: ids.pkg,
  core: 'LABOR',
  name: 'Change of address',
  description: 'Tell HR your new address.',
  patternCount: 1,
  patterns: [{ id: ids.pattern, name: 'Standard', description: 'Form, then HR approval', stepCount: 2, taskCount: 3 }],
  myInstances: [{ id: ids.instance, patternId: ids.pattern, patternName: 'Standard', status: 'IN_PROGRESS', anchorDate: '2026-04-01', startedAt: '2026-03-30T01:00:00Z', currentStepName: 'Report', nextTaskId: ids.task }],
};

/** Its pattern, not in progress for the user. */
export const addressPattern: IndividualPatternDetail = {
  id: ids.pattern,
  name: 'Standard',
  description: 'Form, then HR approval',
  stepCount: 2,
  taskCount: 3,
  packageId: ids.pkg,
  packageName: 'Change of address',
  steps: [
    { name: 'Report', tasks: [{ name: 'Enter your new address', kind: 'FORM', assigneeKind: 'SUBJECT', dueOffsetDays: 3 }, { name: 'Check your route', kind: 'TODO', assigneeKind: 'SUBJECT', dueOffsetDays: 0 }] },
    { name: 'Approval', tasks: [{ name: 'Approve', kind: 'APPROVAL', assigneeKind: 'PERSON', dueOffsetDays: 7 }] },
  ],
  openInstance: null,
};

const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });

/** The feature's fake API (`answer` first). */
export function fakePackagesApi(pattern: IndividualPatternDetail = addressPattern, answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/individual/operation-packages/{id}': (call: FakeApiCall) => (call.params?.id === ids.pkg ? addressPackage : notFound()),
      'GET /v2/individual/operation-packages/{id}/patterns/{patternId}': (call: FakeApiCall) => (call.params?.patternId === ids.pattern ? pattern : notFound()),
      'POST /v2/individual/operation-packages/{id}/patterns/{patternId}/start': { requestId: 'r', instanceId: ids.instance, firstTaskId: ids.task },
    },
    answer,
  );
}
