import { useEndpoint } from '@kanri/runtime';
import { listLicenseActivitiesEndpoint } from '@kanri/contracts';

/** The licenses module's audit log, newest first (`GET /v2/license-activities`). */
export function useLicenseActivities(pageIndex: number, pageSize: number) {
  return useEndpoint(listLicenseActivitiesEndpoint, { query: { pageIndex, pageSize } });
}
