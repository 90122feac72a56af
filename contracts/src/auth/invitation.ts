import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { passwordSchema, signInResultSchema } from './session';

/** Invitations (000 §2 `/auth/invitation/{invitationCode}`, §3 Invitation, §7, §8). */

/** An invitation code: 1 to 100 letters, digits, `-` or `_`. Anything else is 400. */
export const invitationCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, messages.invalid.id));

/** Path params of the invitation calls. */
export const invitationParamsSchema = v.object({ invitationCode: invitationCodeSchema });

/** The invited person (000 §3): `middleName` may be empty. */
export const invitationSchema = v.object({
  email: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  middleName: v.nullable(v.string()),
});
export type Invitation = v.InferOutput<typeof invitationSchema>;

/** Body of the accept call: the new account's password (8–128 characters). */
export const invitationAcceptSchema = v.object({ password: passwordSchema });
export type InvitationAccept = v.InferOutput<typeof invitationAcceptSchema>;

/**
 * `GET /v2/invitations/{invitationCode}` — 400 malformed code, 404 `NOT_FOUND` unknown code (the page
 * then goes to sign-in with `error=invitation_not_found`), 410 `INVITATION_EXPIRED` expired or already
 * accepted ("Invitation is invalid").
 */
export const getInvitationEndpoint = endpoint({
  method: 'GET',
  path: '/v2/invitations/{invitationCode}',
  summary: 'The invited person of an invitation',
  access: 'public',
  params: invitationParamsSchema,
  responses: { 200: invitationSchema, ...errorResponses(400, 404, 410) },
});

/**
 * `POST /v2/invitations/{invitationCode}/accept` — sets the password, creates the accounts the
 * invitation grants and signs in (cookie set). Errors as for the GET.
 */
export const acceptInvitationEndpoint = endpoint({
  method: 'POST',
  path: '/v2/invitations/{invitationCode}/accept',
  summary: 'Accept an invitation and sign in',
  access: 'public',
  params: invitationParamsSchema,
  body: invitationAcceptSchema,
  responses: { 200: signInResultSchema, ...errorResponses(400, 404, 410) },
});
