import { useEndpoint } from '@kanri/runtime';
import { getAppAlertCountsEndpoint } from '@kanri/contracts';

/** The numbers of the alert categories (`GET /v2/app-alerts/count`), shown in the alert navigation. */
export function useAppAlertCounts() {
  return useEndpoint(getAppAlertCountsEndpoint, {});
}
