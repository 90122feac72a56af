import { useEndpoint } from '@kanri/runtime';
import { getDeviceBillAndCostEndpoint } from '@kanri/contracts';

/** Purchase price totals by month, JPY (`GET /v2/device-bill-and-cost?months=`), oldest month first. */
export function useDeviceBillAndCost(months: number) {
  return useEndpoint(getDeviceBillAndCostEndpoint, { query: { months } });
}
