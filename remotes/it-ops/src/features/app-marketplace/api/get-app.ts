import { useRecordQuery } from '@kanri/ui';
import { customAppMarkerId, getAppEndpoint } from '@kanri/contracts';

/**
 * One marketplace app (`GET /v2/apps/{id}`). A missing or non-UUID id and the custom-app marker
 * (001 §5) are never sent: the page shows "not found".
 */
export function useApp(id: string | undefined) {
  return useRecordQuery(getAppEndpoint, id === customAppMarkerId ? undefined : id);
}
