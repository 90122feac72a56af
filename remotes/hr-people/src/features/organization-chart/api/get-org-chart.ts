import { useEndpoint } from '@kanri/runtime';
import { getOrgChartEndpoint } from '@kanri/contracts';

/** The organization as of `baseDate` (`GET /v2/organization/units?baseDate=`, 001 §2 "Organization"). */
export function useOrgChart(baseDate: string) {
  return useEndpoint(getOrgChartEndpoint, { query: { baseDate } });
}
