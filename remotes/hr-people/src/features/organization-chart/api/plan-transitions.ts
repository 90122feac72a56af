import { useEndpointMutation } from '@kanri/runtime';
import { cancelOrgPlanEndpoint, scheduleOrgPlanEndpoint, unscheduleOrgPlanEndpoint } from '@kanri/contracts';

const revalidate = ['/v2/organization', '/v2/audit-logs'];

/** Schedule, unschedule and cancel a plan (`POST /v2/organization/plans/{id}/schedule|unschedule|cancel`, body `{ version }`). */
export function usePlanTransitions() {
  return {
    schedule: useEndpointMutation(scheduleOrgPlanEndpoint, { revalidate }),
    unschedule: useEndpointMutation(unscheduleOrgPlanEndpoint, { revalidate }),
    cancel: useEndpointMutation(cancelOrgPlanEndpoint, { revalidate }),
  };
}
