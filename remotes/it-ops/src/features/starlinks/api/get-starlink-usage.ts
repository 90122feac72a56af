import { useEndpoint } from '@kanri/runtime';
import { getStarlinkUsageEndpoint } from '@kanri/contracts';

/** The terminal's daily data use of the last 30 days (`GET /v2/starlinks/{id}/usage`). */
export function useStarlinkUsage(id: string) {
  return useEndpoint(getStarlinkUsageEndpoint, { params: { id } });
}
