import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { IndividualTaskForm } from '@kanri/contracts';

/** The test task's id. */
export const taskId = '22222222-2222-4222-8222-222222222222';

/** The change-of-address form of an open FORM task: a required text (≤ 40), a required date, an optional choice and a required checkbox. */
export const addressForm: IndividualTaskForm = {
  taskId,
  taskName: 'Enter your new address',
  status: 'NOT_STARTED',
  editable: true,
  dueDate: '2026-04-04',
  packageName: 'Change of address',
  subjectName: 'Hanako Sato',
  form: {
    id: 'address',
    name: 'Change of address',
    fields: [
      { key: 'address', label: 'New address', type: 'TEXT', required: true, maxLength: 40, options: null },
      { key: 'household', label: 'People in the household', type: 'NUMBER', required: false, maxLength: null, options: null },
      { key: 'housing', label: 'Housing', type: 'SELECT', required: false, maxLength: null, options: [{ value: 'own', label: 'Own home' }, { value: 'rent', label: 'Rented' }] },
      { key: 'confirm', label: 'The address is correct', type: 'CHECKBOX', required: true, maxLength: null, options: null },
    ],
  },
  values: null,
  comment: null,
};

/** The feature's fake API: the form of `taskId` (others 404); `answer` first. */
export function fakeFormApi(form: IndividualTaskForm, answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/individual/tasks/{id}/forms/{formId}': (call: FakeApiCall) =>
        call.params?.id === form.taskId && call.params?.formId === form.form.id ? form : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }),
      'PUT /v2/individual/tasks/{id}/forms/{formId}': (call: FakeApiCall) => {
        const body = call.body as { values: Record<string, unknown>; submit: boolean };
        return { ...form, values: body.values, status: body.submit ? 'DONE' : 'IN_PROGRESS', editable: !body.submit };
      },
    },
    answer,
  );
}
