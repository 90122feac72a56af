import { useEndpoint } from '@kanri/runtime';
import { getPublicIdPermissionsEndpoint } from '@kanri/contracts';

/**
 * What the signed-in user may do with My Numbers (`GET /v2/public-id-permissions` →
 * `{ handlesMyNumber }`): the page only offers what the server would allow; the server checks again.
 */
export function usePublicIdPermissions() {
  return useEndpoint(getPublicIdPermissionsEndpoint, {});
}
