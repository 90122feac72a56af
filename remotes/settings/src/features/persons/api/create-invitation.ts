import { useEndpointMutation } from '@kanri/runtime';
import { createInvitationEndpoint } from '@kanri/contracts';
import { accountsCachePaths } from './accounts-cache';

/**
 * Invites a person (`POST /v2/settings/invitations`): `trigger({ body })` resolves with the new
 * invitation row (201) and revalidates the account lists; rejects with `ApiError` — 400 with field
 * errors, 409 at `email` when the address has a user or an open invitation.
 */
export function useCreateInvitation() {
  return useEndpointMutation(createInvitationEndpoint, { revalidate: accountsCachePaths });
}
