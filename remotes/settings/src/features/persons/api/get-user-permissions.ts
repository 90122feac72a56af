import { useEndpoint } from '@kanri/runtime';
import { getUserPermissionsEndpoint } from '@kanri/contracts';

/**
 * A staff member's effective permissions (`GET /v2/settings/users/{id}/permissions`): the products
 * and the roles (with the people groups) that grant them. `userId` null: nothing is fetched.
 */
export function useUserPermissions(userId: string | null) {
  return useEndpoint(getUserPermissionsEndpoint, userId ? { params: { id: userId } } : null);
}
