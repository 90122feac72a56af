/**
 * The cached calls a change of a device makes stale (prefixes for `useEndpointMutation`'s
 * `revalidate`): the inventory and its count (`/v2/devices`, `/v2/devices-count`, each device and
 * its events and check-outs), the people list, alerts, costs and the audit log.
 */
export const devicesCachePaths = ['/v2/devices', '/v2/device-people', '/v2/device-alerts', '/v2/device-bill-and-cost', '/v2/audit-logs'];
/** The cached calls a change of a device model makes stale: the catalog, its count and the devices (their model's name). */
export const deviceModelsCachePaths = ['/v2/device-models', '/v2/devices'];
