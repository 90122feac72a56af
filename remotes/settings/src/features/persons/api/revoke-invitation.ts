import { useEndpointMutation } from '@kanri/runtime';
import { revokeInvitationEndpoint } from '@kanri/contracts';
import { accountsCachePaths } from './accounts-cache';

/**
 * Revokes an open invitation (`DELETE /v2/settings/invitations/{id}`): `trigger({ params: { id } })`
 * resolves on 204; rejects with `ApiError` (404 when it was accepted or revoked meanwhile).
 */
export function useRevokeInvitation() {
  return useEndpointMutation(revokeInvitationEndpoint, { revalidate: accountsCachePaths });
}
