import * as v from 'valibot';
import { endpoint, productSchema } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { idSchema } from '../common/list-query';
import { emailSchema } from '../auth/session';
import { accountRowSchema } from './accounts';
import { namedRefSchema } from './roles';

/**
 * Inviting people to kanri and what each staff member may use (001 §2 "Settings and roles":
 * `/settings/persons/staff` and `/individual`, §3 "Account lists": invitations have an expiry date
 * and `isExpired`; issue 9 "invite (e-mail, expiry, resend, revoke) and each person's effective
 * permissions"). The calls are not shown by the spec; they follow the shape of the shown ones
 * (DECISIONS.md) under `/v2/settings/invitations`. All are `SETTINGS` calls of the operator account.
 *
 * An invitation e-mails a link to `/auth/invitation/{invitationCode}`; only the SHA-256 of the code
 * is stored, so resending issues a new code (the old link stops working) with a new expiry.
 */

/** Longest family or given name on an invitation, in characters. */
export const invitationNameMaxLength = 50;
/** Days an invitation stays open: 1–30, default 7. */
export const invitationValidityDays = { min: 1, max: 30, default: 7 } as const;

const personName = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(invitationNameMaxLength, messages.maxLength.id),
);
const optionalName = v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(invitationNameMaxLength, messages.maxLength.id)));

/**
 * Body of `POST /v2/settings/invitations`. `familyName`/`givenName` are the names in Japanese
 * (family name first when shown in ja-JP); `familyNameEn`/`givenNameEn` the romanized names
 * (null or empty: the Japanese names are used). `accounts` are the areas the invitation grants
 * (at least one); `personId` links the new user to a person of People so that the roles of the
 * person's people groups apply (null: the person of the company with the same e-mail, if exactly
 * one). Doubles as the invite form's validator.
 */
export const createInvitationBodySchema = v.object({
  email: emailSchema,
  familyName: personName,
  givenName: personName,
  familyNameEn: optionalName,
  givenNameEn: optionalName,
  accounts: v.pipe(
    v.array(v.picklist(['OPERATOR', 'INDIVIDUAL'], messages.picklist.id), messages.invalidType.id),
    v.minLength(1, messages.required.id),
    v.maxLength(2, messages.maxItems.id),
  ),
  personId: v.nullable(idSchema),
  validityDays: v.pipe(
    v.number(messages.invalidType.id),
    v.integer(messages.integer.id),
    v.minValue(invitationValidityDays.min, messages.minValue.id),
    v.maxValue(invitationValidityDays.max, messages.maxValue.id),
  ),
});
export type CreateInvitationBody = v.InferInput<typeof createInvitationBodySchema>;

/** Path params of one invitation. */
export const invitationIdParamsSchema = v.object({ id: idSchema });

/**
 * `POST /v2/settings/invitations` — creates the invitation and e-mails its link. 201 with the
 * account-list row (`type: 'INVITATION'`); 400 with field errors; 409 `CONFLICT` at `email` when a
 * user already has the address or an open invitation for it exists (resend that one instead).
 */
export const createInvitationEndpoint = endpoint({
  method: 'POST',
  path: '/v2/settings/invitations',
  summary: 'Invite a person (e-mails the invitation link)',
  access: 'operator', product: 'SETTINGS',
  body: createInvitationBodySchema,
  responses: { 201: accountRowSchema, ...errorResponses(400, 401, 403, 409) },
});

/**
 * `POST /v2/settings/invitations/{id}/resend` — a new code and link, e-mailed again, open for the
 * invitation's validity from now. 200 with the row; 404 for an unknown or accepted invitation.
 */
export const resendInvitationEndpoint = endpoint({
  method: 'POST',
  path: '/v2/settings/invitations/{id}/resend',
  summary: 'Resend an invitation with a new link and expiry',
  access: 'operator', product: 'SETTINGS',
  params: invitationIdParamsSchema,
  responses: { 200: accountRowSchema, ...errorResponses(400, 401, 403, 404) },
});

/** `DELETE /v2/settings/invitations/{id}` — revokes an open invitation (its link stops working). 204; 404 unknown or accepted. */
export const revokeInvitationEndpoint = endpoint({
  method: 'DELETE',
  path: '/v2/settings/invitations/{id}',
  summary: 'Revoke an invitation',
  access: 'operator', product: 'SETTINGS',
  params: invitationIdParamsSchema,
  responses: { 204: null, ...errorResponses(400, 401, 403, 404) },
});

/** A role that grants a user products, and the people groups through which the user holds it. */
export const grantingRoleSchema = v.object({
  id: v.string(),
  name: v.string(),
  products: v.array(productSchema),
  peopleGroups: v.array(namedRefSchema),
});
export type GrantingRole = v.InferOutput<typeof grantingRoleSchema>;

/**
 * A user's effective permissions: `products` is the union over `roles` (empty without a linked
 * person or without a staff account); `person` the linked person (name in the request's language).
 */
export const effectivePermissionsSchema = v.object({
  userId: v.string(),
  hasOperator: v.boolean(),
  person: v.nullable(namedRefSchema),
  products: v.array(productSchema),
  roles: v.array(grantingRoleSchema),
});
export type EffectivePermissions = v.InferOutput<typeof effectivePermissionsSchema>;

/** `GET /v2/settings/users/{id}/permissions` — what a user of the company may use and why. 404 for an unknown user. */
export const getUserPermissionsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/settings/users/{id}/permissions',
  summary: "A user's effective permissions and the roles that grant them",
  access: 'operator', product: 'SETTINGS',
  params: invitationIdParamsSchema,
  responses: { 200: effectivePermissionsSchema, ...errorResponses(400, 401, 403, 404) },
});
