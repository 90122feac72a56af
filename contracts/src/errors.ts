import * as v from 'valibot';

/** One invalid field: `path` is dotted (`networkInformation.networkName`), `message` localized. */
export const fieldErrorSchema = v.object({ path: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof fieldErrorSchema>;

/**
 * The body of every error answer (400, 401, 403, 404, 409, 410, 429, 500, 503):
 * a stable `code`, a `message` in the caller's language (Accept-Language, then the session locale)
 * and, for 400, the invalid fields.
 */
export const apiErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  fieldErrors: v.optional(v.array(fieldErrorSchema)),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>;

/**
 * The `responses` entries of an endpoint's error answers: each status answers `apiErrorSchema`.
 * The statuses stay literal keys, so spread them next to the success status:
 *
 * @example responses: { 200: personSchema, ...errorResponses(400, 401, 403, 404) }
 */
export function errorResponses<const S extends readonly number[]>(...statuses: S): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as { [K in S[number]]: typeof apiErrorSchema };
}

/** Error codes the API answers with. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  /** 404: no IT device-inventory package has the pattern (000 §5, 「パッケージが見つかりません」). */
  packageNotFound: 'PACKAGE_NOT_FOUND',
  /** 409: the record changed since the caller read it (`version`), or a unique value is taken (with `fieldErrors`). */
  conflict: 'CONFLICT',
  /** 409: roles still use the product permission or people group being deleted. */
  inUse: 'IN_USE',
  /** 409: the change would leave the company without a staff member holding `SETTINGS` (issue 9). */
  lastSettingsHolder: 'LAST_SETTINGS_HOLDER',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** 503 with `Retry-After`: the API is shedding load, its event loop late past its bound (issue 28, `api/src/http/under-pressure.ts`). */
  serverBusy: 'SERVER_BUSY',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_CODE',
  foreignOrigin: 'FOREIGN_ORIGIN',
  invitationExpired: 'INVITATION_EXPIRED',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
