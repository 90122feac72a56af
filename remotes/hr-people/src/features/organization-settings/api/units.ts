import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { abolishOrgUnitEndpoint, createOrgUnitEndpoint, getOrgChartEndpoint, updateOrgUnitEndpoint } from '@kanri/contracts';

const revalidate = ['/v2/organization', '/v2/audit-logs'];
/** The current units (`GET /v2/organization/units`, today). */
export const useCurrentUnits = () => useEndpoint(getOrgChartEndpoint, { query: {} });
/** `POST /v2/organization/units`. */
export const useCreateUnit = () => useEndpointMutation(createOrgUnitEndpoint, { revalidate });
/** `PATCH /v2/organization/units/{id}`. */
export const useUpdateUnit = () => useEndpointMutation(updateOrgUnitEndpoint, { revalidate });
/** `POST /v2/organization/units/{id}/abolish`. */
export const useAbolishUnit = () => useEndpointMutation(abolishOrgUnitEndpoint, { revalidate });
