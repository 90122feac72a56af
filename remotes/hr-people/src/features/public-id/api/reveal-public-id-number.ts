import { useEndpointMutation } from '@kanri/runtime';
import { revealPublicIdNumberEndpoint } from '@kanri/contracts';

/**
 * Reveals a public ID's full number (`POST /v2/public-ids/{id}/reveal` with `{ reason }` →
 * `{ number }`; 403 without the My Number privilege). A mutation, not a GET hook, so the number
 * never enters the SWR cache; the audit log it writes is refreshed.
 */
export function useRevealPublicIdNumber() {
  return useEndpointMutation(revealPublicIdNumberEndpoint, { revalidate: ['/v2/audit-logs'] });
}
