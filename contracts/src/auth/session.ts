import * as v from 'valibot';
import { endpoint, productSchema } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { localeSchema } from '../common/locale';

/**
 * Sign-in, e-mail MFA, sign-out and the session (issue 2 "Auth"; 000 §2 sign-in, §4 Session, §6;
 * DECISIONS.md "Auth and accounts"). The session lives in the HttpOnly cookie `kanri_session`.
 */

/** An e-mail address, trimmed, at most 254 characters. */
export const emailSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(254, messages.maxLength.id),
  v.email(messages.email.id),
);

/** A password: 8 to 128 characters. */
export const passwordSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.minLength(8, messages.passwordLength.id),
  v.maxLength(128, messages.passwordLength.id),
);

/** Body of `POST /v2/auth/sign-in`. Doubles as the sign-in form's validator. */
export const signInSchema = v.object({
  email: emailSchema,
  // Sign-in does not re-check the password policy: only presence and a sane bound.
  password: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.maxLength(128, messages.maxLength.id)),
});
export type SignIn = v.InferOutput<typeof signInSchema>;

/** Second-factor methods: only `email` (000 §2, §5 `mfa_method`). */
export const mfaMethodValues = ['email'] as const;
export const mfaMethodSchema = v.picklist(mfaMethodValues);
export type MfaMethod = v.InferOutput<typeof mfaMethodSchema>;

/** A one-time code: exactly 6 digits. */
export const otpCodeSchema = v.pipe(v.string(messages.required.id), v.trim(), v.regex(/^\d{6}$/, messages.otpFormat.id));

/** Body of `POST /v2/auth/mfa/verify`. */
export const mfaVerifySchema = v.object({ code: otpCodeSchema });
export type MfaVerify = v.InferOutput<typeof mfaVerifySchema>;

/**
 * The company's part in the marketplace (issue 30): `CUSTOMER`, a company running its back office
 * here (the default), or `SUPPLIER`, a device supplier whose staff sell to the customers (its
 * sales orders) and keep its own settings.
 */
export const marketplaceRoleValues = ['CUSTOMER', 'SUPPLIER'] as const;
export const marketplaceRoleSchema = v.picklist(marketplaceRoleValues);
export type MarketplaceRole = v.InferOutput<typeof marketplaceRoleSchema>;

/**
 * Which areas the user may enter (000 §6): staff (operator) and/or individual, and the products
 * (modules) of the staff area the user's roles grant (issue 9; empty without the operator account).
 * `marketplaceRole` is the company's (absent: `CUSTOMER`): the shell shows a supplier's staff the
 * modules made for suppliers and lands them on their sales orders (issue 30).
 * The shell hides what the server would refuse; the server enforces it on every call.
 */
export const accessiblesSchema = v.object({
  hasOperator: v.boolean(),
  hasIndividual: v.boolean(),
  products: v.array(productSchema),
  marketplaceRole: v.optional(marketplaceRoleSchema),
});
export type Accessibles = v.InferOutput<typeof accessiblesSchema>;

/** The signed-in user. `name` is in the request's language (family name first in Japanese). */
export const sessionUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  familyName: v.string(),
  givenName: v.string(),
  avatarUrl: v.nullable(v.string()),
  personId: v.nullable(v.string()),
});
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

/** The session's company (the tenant every call is scoped to). */
export const sessionCompanySchema = v.object({ id: v.string(), name: v.string() });
export type SessionCompany = v.InferOutput<typeof sessionCompanySchema>;

/** Answer of `GET /v2/session`: user, company, saved locale, accessibles. */
export const sessionSchema = v.object({
  user: sessionUserSchema,
  company: sessionCompanySchema,
  locale: localeSchema,
  accessibles: accessiblesSchema,
});
export type Session = v.InferOutput<typeof sessionSchema>;

/**
 * Answer of sign-in, MFA verify and invitation accept: either signed in (`mfaRequired: false` with
 * the session; the cookie is set) or a second factor is needed (`mfaRequired: true`, `method:
 * 'email'`; a code went out by e-mail and a pending cookie is set for `POST /v2/auth/mfa/verify`).
 */
export const signInResultSchema = v.variant('mfaRequired', [
  v.object({ mfaRequired: v.literal(false), session: sessionSchema }),
  v.object({ mfaRequired: v.literal(true), method: mfaMethodSchema }),
]);
export type SignInResult = v.InferOutput<typeof signInResultSchema>;

/** Body of `PATCH /v2/session/locale` and its answer. */
export const sessionLocaleSchema = v.object({ locale: localeSchema });
export type SessionLocale = v.InferOutput<typeof sessionLocaleSchema>;

/**
 * `POST /v2/auth/sign-in` — e-mail and password. 400 bad body, 401 `INVALID_CREDENTIALS` (same
 * answer for an unknown e-mail), 429 `TOO_MANY_REQUESTS` after repeated failures per account or per
 * address (header `Retry-After`, seconds).
 */
export const signInEndpoint = endpoint({
  method: 'POST',
  path: '/v2/auth/sign-in',
  summary: 'Sign in with e-mail and password',
  access: 'public',
  body: signInSchema,
  responses: { 200: signInResultSchema, ...errorResponses(400, 401, 429) },
});

/**
 * `POST /v2/auth/mfa/verify` — the e-mailed 6-digit code (valid 10 minutes, 5 tries) for the pending
 * sign-in. 401 `UNAUTHENTICATED` without a pending sign-in, 400 `INVALID_CODE` for a wrong or
 * expired code, 429 after too many tries.
 */
export const mfaVerifyEndpoint = endpoint({
  method: 'POST',
  path: '/v2/auth/mfa/verify',
  summary: 'Verify the e-mailed one-time code',
  access: 'public',
  body: mfaVerifySchema,
  responses: { 200: signInResultSchema, ...errorResponses(400, 401, 429) },
});

/** `POST /v2/auth/sign-out` — ends the session and clears the cookie; 204 even without a session. */
export const signOutEndpoint = endpoint({
  method: 'POST',
  path: '/v2/auth/sign-out',
  summary: 'Sign out',
  access: 'public',
  responses: { 204: null },
});

/** `GET /v2/session` — the signed-in user's session; 401 without one (000 §4). */
export const getSessionEndpoint = endpoint({
  method: 'GET',
  path: '/v2/session',
  summary: 'The current session',
  access: 'session',
  responses: { 200: sessionSchema, ...errorResponses(401) },
});

/** `PATCH /v2/session/locale` — saves the user's language (000 §1 Ctrl+Meta+L, §7). */
export const updateSessionLocaleEndpoint = endpoint({
  method: 'PATCH',
  path: '/v2/session/locale',
  summary: "Save the user's language",
  access: 'session',
  body: sessionLocaleSchema,
  responses: { 200: sessionLocaleSchema, ...errorResponses(400, 401) },
});
