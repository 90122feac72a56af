import { useEndpointMutation } from '@kanri/runtime';
import { resendInvitationEndpoint } from '@kanri/contracts';
import { accountsCachePaths } from './accounts-cache';

/**
 * Resends an invitation with a new link and expiry (`POST /v2/settings/invitations/{id}/resend`):
 * `trigger({ params: { id } })` resolves with the updated row; rejects with `ApiError` (404 when
 * it was accepted or revoked meanwhile).
 */
export function useResendInvitation() {
  return useEndpointMutation(resendInvitationEndpoint, { revalidate: accountsCachePaths });
}
