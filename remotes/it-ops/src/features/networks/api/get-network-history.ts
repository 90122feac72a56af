import { useEndpoint } from '@kanri/runtime';
import { listAuditLogsEndpoint } from '@kanri/contracts';

/**
 * The history of one network (`GET /v2/audit-logs?resourceType=NETWORK&resourceId=…`), newest
 * first: who changed what and when. `null` id = don't fetch yet.
 */
export function useNetworkHistory(id: string | null) {
  return useEndpoint(listAuditLogsEndpoint, id === null ? null : { query: { resourceType: 'NETWORK', resourceId: id } });
}
