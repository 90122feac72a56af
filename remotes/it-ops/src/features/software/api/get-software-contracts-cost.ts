import { useEndpoint } from '@kanri/runtime';
import { getSoftwareContractsCostEndpoint } from '@kanri/contracts';

/** `GET /v2/software/{softwareId}/contracts-cost` — the integration's contract, the licenses and the monthly cost. */
export function useSoftwareContractsCost(softwareId: string) {
  return useEndpoint(getSoftwareContractsCostEndpoint, { params: { softwareId } });
}
