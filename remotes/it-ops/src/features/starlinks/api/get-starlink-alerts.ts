import { useEndpoint } from '@kanri/runtime';
import { listStarlinkAlertsEndpoint, type StarlinkAlertsSearch } from '@kanri/contracts';

/** One page of alerts (`GET /v2/starlink-alerts`) for the search in force (category, status, paging). */
export function useStarlinkAlerts(search: StarlinkAlertsSearch) {
  return useEndpoint(listStarlinkAlertsEndpoint, { query: search });
}
