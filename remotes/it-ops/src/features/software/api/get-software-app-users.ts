import { useEndpoint } from '@kanri/runtime';
import { listAppUsersEndpoint } from '@kanri/contracts';

/** `GET /v3/app-integrations/{id}/users` — the first 100 accounts of the software's integration (all categories). */
export function useSoftwareAppUsers(appIntegrationId: string) {
  return useEndpoint(listAppUsersEndpoint, { params: { id: appIntegrationId }, query: { category: 'ALL', pageIndex: 0, pageSize: 100 } } as never);
}
