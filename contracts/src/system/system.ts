import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { emailSchema } from '../auth/session';

/** Health, the OpenAPI document and the dev mailbox. */

/** Answer of `GET /healthz`: `status` ok when the database answers. */
export const healthSchema = v.object({ status: v.picklist(['ok', 'error']), database: v.picklist(['ok', 'error']) });
export type Health = v.InferOutput<typeof healthSchema>;

/** `GET /healthz` — liveness and database check; 503 when the database does not answer. */
export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Health check',
  access: 'public',
  responses: { 200: healthSchema, 503: healthSchema },
});

/** `GET /v2/openapi.json` — the OpenAPI 3.1 document generated from these descriptors. */
export const openApiEndpoint = endpoint({
  method: 'GET',
  path: '/v2/openapi.json',
  summary: 'OpenAPI 3.1 document',
  access: 'public',
  responses: { 200: v.record(v.string(), v.unknown()) },
});

/** One message in the dev mailbox: a one-time code sent to `to` at `sentAt` (ISO). */
export const mailboxMessageSchema = v.object({
  to: v.string(),
  subject: v.string(),
  code: v.string(),
  sentAt: v.string(),
});
export type MailboxMessage = v.InferOutput<typeof mailboxMessageSchema>;

/**
 * `GET /v2/dev/mailbox?to=` — the one-time codes sent to an address, newest first (at most 20).
 * Registered only when the server runs with `KANRI_DEV_MAILBOX=1` (e2e tests); otherwise 404.
 */
export const devMailboxEndpoint = endpoint({
  method: 'GET',
  path: '/v2/dev/mailbox',
  summary: 'Dev only: one-time codes sent by e-mail',
  access: 'public',
  query: v.strictObject({ to: emailSchema }),
  responses: { 200: v.object({ messages: v.array(mailboxMessageSchema) }) },
});
