import { useEndpoint } from '@kanri/runtime';
import { getPublicIdPermissionsEndpoint } from '@kanri/contracts';

/** Whether the signed-in user is a My Number handler (`GET /v2/public-id-permissions` → `{ handlesMyNumber }`); the server checks again. */
export function usePublicIdPermissions() {
  return useEndpoint(getPublicIdPermissionsEndpoint, {});
}
