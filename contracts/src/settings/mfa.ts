import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';

/** The company's MFA settings (001 §7 Settings; DECISIONS.md "Auth and accounts"). */

/** Answer of `GET /v2/settings/mfa` and `PATCH /v2/settings/mfa/email`. */
export const mfaSettingsSchema = v.object({ email: v.object({ enabled: v.boolean() }) });
export type MfaSettings = v.InferOutput<typeof mfaSettingsSchema>;

/** Body of `PATCH /v2/settings/mfa/email`: turn e-mail one-time codes on or off for the company. */
export const mfaEmailUpdateSchema = v.object({ enabled: v.boolean(messages.invalidType.id) });
export type MfaEmailUpdate = v.InferOutput<typeof mfaEmailUpdateSchema>;

/** `GET /v2/settings/mfa` — the company's MFA settings. Operator only. */
export const getMfaSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/settings/mfa',
  summary: 'MFA settings',
  access: 'operator', product: 'SETTINGS',
  responses: { 200: mfaSettingsSchema, ...errorResponses(401, 403) },
});

/** `PATCH /v2/settings/mfa/email` — turn e-mail MFA on or off. Operator only. */
export const updateMfaEmailEndpoint = endpoint({
  method: 'PATCH',
  path: '/v2/settings/mfa/email',
  summary: 'Turn e-mail MFA on or off',
  access: 'operator', product: 'SETTINGS',
  body: mfaEmailUpdateSchema,
  responses: { 200: mfaSettingsSchema, ...errorResponses(400, 401, 403) },
});
