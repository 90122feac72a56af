import { useEndpoint } from '@kanri/runtime';
import { getMfaSettingsEndpoint } from '@kanri/contracts';

/** The company's MFA settings (`GET /v2/settings/mfa`, 001 §7): `{ email: { enabled } }`. */
export function useMfaSettings() {
  return useEndpoint(getMfaSettingsEndpoint, {});
}
