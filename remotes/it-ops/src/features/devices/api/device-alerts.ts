import { useEndpoint } from '@kanri/runtime';
import { countDeviceAlertsEndpoint, listDeviceAlertsEndpoint, type DeviceAlertsListQuery } from '@kanri/contracts';

/** Devices with alerts (`GET /v2/device-alerts`): no assignee, past their lifecycle, lease ended. */
export function useDeviceAlerts(search: DeviceAlertsListQuery) {
  return useEndpoint(listDeviceAlertsEndpoint, { query: search });
}

/** `{ count, byKind }` (`GET /v2/device-alerts-count`): `byKind` ignores the `kind` filter (the tabs' counts). */
export function useDeviceAlertsCount({ kind, freeText }: DeviceAlertsListQuery) {
  return useEndpoint(countDeviceAlertsEndpoint, { query: { kind, freeText } });
}
