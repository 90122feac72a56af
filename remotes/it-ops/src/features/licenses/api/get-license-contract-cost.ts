import { useEndpoint } from '@kanri/runtime';
import { getLicenseContractCostEndpoint } from '@kanri/contracts';

/** License cost of `year` by month and vendor, per currency (`GET /v2/license-contract-cost`). */
export function useLicenseContractCost(year: number) {
  return useEndpoint(getLicenseContractCostEndpoint, { query: { year } });
}
