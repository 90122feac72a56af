import { useEndpoint } from '@kanri/runtime';
import { countFleetAlertsEndpoint, listFleetAlertsEndpoint, type FleetAlertsSearch } from '@kanri/contracts';

/** One page of the fleet alerts (`GET /v2/fleet-alerts`) for the search in force. */
export function useFleetAlerts(search: FleetAlertsSearch) {
  return useEndpoint(listFleetAlertsEndpoint, { query: search });
}

/** How many alerts the category holds (`GET /v2/fleet-alerts-count`). */
export function useFleetAlertsCount(category: FleetAlertsSearch['category']) {
  return useEndpoint(countFleetAlertsEndpoint, { query: { category } });
}
