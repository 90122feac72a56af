import { useEndpoint } from '@kanri/runtime';
import { getFleetsOverviewEndpoint } from '@kanri/contracts';

/** The fleet at a glance (`GET /v2/fleets-overview`). */
export function useFleetsOverview() {
  return useEndpoint(getFleetsOverviewEndpoint, {});
}
