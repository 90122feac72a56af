import { useEndpointMutation } from '@kanri/runtime';
import { useRecordQuery } from '@kanri/ui';
import { completeIndividualTaskEndpoint, getIndividualTaskEndpoint } from '@kanri/contracts';

/** One of the user's tasks (`GET /v2/individual/tasks/{id}`); a non-UUID id is never sent. */
export function useTask(id: string | undefined) {
  return useRecordQuery(getIndividualTaskEndpoint, id);
}

/** Marks a to-do done (`POST /v2/individual/tasks/{id}/complete`); the task lists refresh. */
export function useCompleteTask() {
  return useEndpointMutation(completeIndividualTaskEndpoint, { revalidate: ['/v2/individual/'] });
}
