import { useEndpoint } from '@kanri/runtime';
import { listLicenseAlertsEndpoint } from '@kanri/contracts';

/** Licenses expiring within 30 days and over-assigned ones (`GET /v2/license-alerts`). */
export function useLicenseAlerts() {
  return useEndpoint(listLicenseAlertsEndpoint, {});
}
