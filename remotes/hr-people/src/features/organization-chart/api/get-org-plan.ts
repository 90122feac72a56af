import { useRecordQuery } from '@kanri/ui';
import { getOrgPlanEndpoint } from '@kanri/contracts';

/** One organization plan with its planned organization (`GET /v2/organization/plans/{id}`); a non-UUID id is never sent. */
export function useOrgPlan(id: string | undefined) {
  return useRecordQuery(getOrgPlanEndpoint, id);
}
