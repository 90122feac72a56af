import * as v from 'valibot';
import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import {
  addOrgPlanUnitEndpoint, changeOrgPlanUnitEndpoint, countOrgPlansEndpoint, createOrgPlanEndpoint, getOrgPlanEndpoint, idSchema,
  listOrgPlansEndpoint, revertOrgPlanUnitEndpoint,
} from '@kanri/contracts';

const revalidate = ['/v2/organization', '/v2/audit-logs'];

/** One page of plans (`GET /v2/organization/plans`), latest effective date first. */
export const useOrgPlans = (pageIndex: number, pageSize: number) => useEndpoint(listOrgPlansEndpoint, { query: { pageIndex, pageSize } });
/** How many plans there are (`GET /v2/organization/plans-count`). */
export const useOrgPlansCount = () => useEndpoint(countOrgPlansEndpoint, { query: {} });
/** One plan with its planned organization (`GET /v2/organization/plans/{id}`). */
export const useOrgPlanDetail = (id: string | undefined) => useEndpoint(getOrgPlanEndpoint, id && v.is(idSchema, id) ? { params: { id } } : null);
/** `POST /v2/organization/plans`. */
export const useCreateOrgPlan = () => useEndpointMutation(createOrgPlanEndpoint, { revalidate });
/** `POST /v2/organization/plans/{id}/units`. */
export const useAddOrgPlanUnit = () => useEndpointMutation(addOrgPlanUnitEndpoint, { revalidate });
/** `PUT /v2/organization/plans/{id}/units/{unitId}` with the unit's `changeVersion` as read; 409 on a stale one (issue 29). */
export const useChangeOrgPlanUnit = () => useEndpointMutation(changeOrgPlanUnitEndpoint, { revalidate });
/** `DELETE /v2/organization/plans/{id}/units/{unitId}`. */
export const useRevertOrgPlanUnit = () => useEndpointMutation(revertOrgPlanUnitEndpoint, { revalidate });
