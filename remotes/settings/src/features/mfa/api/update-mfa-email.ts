import { useEndpointMutation } from '@kanri/runtime';
import { updateMfaEmailEndpoint } from '@kanri/contracts';

/**
 * Turns e-mail one-time codes at sign-in on or off for the company (`PATCH /v2/settings/mfa/email`,
 * 001 §7): `trigger({ body: { enabled } })` resolves with the new settings and revalidates them.
 */
export function useUpdateMfaEmail() {
  return useEndpointMutation(updateMfaEmailEndpoint, { revalidate: ['/v2/settings/mfa'] });
}
