/**
 * The cached calls a change of a vehicle, a reading or the settings makes stale (prefixes, see
 * `revalidatePaths`): the list and its count (`/v2/fleets…`, which also covers one vehicle, its
 * mileage and the overview), the alerts (`/v2/fleet-…`: alerts, settings) and the history.
 */
export const fleetsCachePaths = ['/v2/fleets', '/v2/fleet-', '/v2/audit-logs'];
