import { useEndpoint } from '@kanri/runtime';
import { getSoftwareBillAndCostEndpoint } from '@kanri/contracts';

/** `GET /v2/software-bill-and-cost` — SaaS cost by software over the last 12 months. */
export function useSoftwareBillAndCost() {
  return useEndpoint(getSoftwareBillAndCostEndpoint, {});
}
