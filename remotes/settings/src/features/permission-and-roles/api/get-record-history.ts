import { useEndpoint } from '@kanri/runtime';
import { listAuditLogsEndpoint, type AuditResourceType } from '@kanri/contracts';

/**
 * The history of one role, product permission or people group (`GET /v2/audit-logs?resourceType=
 * ROLE|PRODUCT_PERMISSION|PEOPLE_GROUP&resourceId=…`), newest first. `null` id = don't fetch yet.
 */
export function useRecordHistory(resourceType: Extract<AuditResourceType, 'ROLE' | 'PRODUCT_PERMISSION' | 'PEOPLE_GROUP'>, id: string | null) {
  return useEndpoint(listAuditLogsEndpoint, id === null ? null : { query: { resourceType, resourceId: id } });
}
