import { useEndpoint } from '@kanri/runtime';
import { listAppRolesEndpoint } from '@kanri/contracts';

/** The app's roles with their assigned workers and accounts (`GET /v2/app-integrations/{id}/roles`), the groups tab. */
export function useAppRoles(id: string) {
  return useEndpoint(listAppRolesEndpoint, { params: { id } });
}
