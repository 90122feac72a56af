import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { getIndividualTaskFormEndpoint, saveIndividualTaskFormEndpoint } from '@kanri/contracts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A FORM task's form and saved answers (`GET /v2/individual/tasks/{id}/forms/{formId}`); a non-UUID task id is never sent. */
export function useTaskForm(id: string | undefined, formId: string | undefined) {
  return useEndpoint(getIndividualTaskFormEndpoint, id && formId && uuid.test(id) ? { params: { id, formId } } : null);
}

/** Saves a draft or submits (`PUT /v2/individual/tasks/{id}/forms/{formId}`); the task lists refresh. */
export function useSaveTaskForm() {
  return useEndpointMutation(saveIndividualTaskFormEndpoint, { revalidate: ['/v2/individual/'] });
}
