import { useEndpointMutation } from '@kanri/runtime';
import { useRecordQuery } from '@kanri/ui';
import { decideIndividualApprovalEndpoint, getIndividualTaskEndpoint } from '@kanri/contracts';

/** The approval task with what it approves (`GET /v2/individual/tasks/{id}`). */
export function useApprovalTask(id: string | undefined) {
  return useRecordQuery(getIndividualTaskEndpoint, id);
}

/** Approves or sends back (`POST /v2/individual/tasks/{id}/approval`); the task lists refresh. */
export function useDecideApproval() {
  return useEndpointMutation(decideIndividualApprovalEndpoint, { revalidate: ['/v2/individual/'] });
}
