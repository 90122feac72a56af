import * as v from 'valibot';
import { anyProduct, endpoint, type Product } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { queryInteger } from '../common/list-query';

/**
 * The audit log: every create, update and delete the API performs writes one entry (who, when,
 * which record, what changed) in the same transaction as the change. A record's page shows its
 * history with `GET /v2/audit-logs?resourceType=…&resourceId=…`, newest first.
 */

/** Kinds of record the audit log knows; each module adds its own. */
export const auditResourceTypeValues = ['NETWORK', 'EQUIPMENT', 'EQUIPMENT_TYPE', 'EQUIPMENT_ITEM', 'PLACE', 'ROLE', 'PRODUCT_PERMISSION', 'PEOPLE_GROUP', 'INVITATION', 'LICENSE', 'LICENSE_ASSIGNMENT', 'DEVICE', 'DEVICE_MODEL', 'SOFTWARE', 'APP_INTEGRATION', 'APP_USER', 'ORG_UNIT', 'ORG_PLAN', 'HR_MASTER_ITEM', 'PERSON', 'CONTRACT', 'CONTRACT_RISK_PROVISION', 'CONTRACT_SUBJECT', 'ATTENDANCE_LINK', 'TIME_RECORD', 'PUBLIC_ID', 'PUBLIC_ID_FILE', 'OPERATION_PACKAGE', 'OPERATION_PATTERN', 'OPERATION_INSTANCE', 'STARLINK', 'STARLINK_ALERT', 'GROUP_ID', 'GROUP_ID_MEMBER', 'FLEET'] as const;
export const auditResourceTypeSchema = v.picklist(auditResourceTypeValues, messages.picklist.id);
export type AuditResourceType = v.InferOutput<typeof auditResourceTypeSchema>;

/**
 * What happened to the record: CREATE, UPDATE, DELETE, or ACCESS — a sensitive value was read (a
 * My Number revealed, exported or its scan downloaded; `changes` hold the kind and the reason,
 * never the value).
 */
export const auditActionValues = ['CREATE', 'UPDATE', 'DELETE', 'ACCESS'] as const;
export type AuditAction = (typeof auditActionValues)[number];

/**
 * One changed field: `field` is the dotted path of the payload (`networkInformation.networkName`);
 * `before` / `after` the stored values (JSON: string, number, boolean or null; `before` is null on
 * create, `after` null on delete).
 */
export const auditChangeSchema = v.object({
  field: v.string(),
  before: v.unknown(),
  after: v.unknown(),
  /** A reference's display name as it was when the change was written (request's language; issue 30, docs/fields.md). */
  beforeName: v.optional(v.string()),
  afterName: v.optional(v.string()),
});
export type AuditChange = v.InferOutput<typeof auditChangeSchema>;

/**
 * One audit entry: `occurredAt` (ISO 8601), the acting user (`actor.userId`, `actor.name` in the
 * request's language; `null` when the user was deleted since), the record, and its changes.
 */
export const auditLogEntrySchema = v.object({
  id: v.string(),
  action: v.picklist(auditActionValues),
  occurredAt: v.string(),
  actor: v.nullable(v.object({ userId: v.string(), name: v.string() })),
  resourceType: auditResourceTypeSchema,
  resourceId: v.string(),
  changes: v.array(auditChangeSchema),
});
export type AuditLogEntry = v.InferOutput<typeof auditLogEntrySchema>;

/** Query of `GET /v2/audit-logs`: `resourceType`, `resourceId` (UUID), `pageIndex` (0), `pageSize` (50, 1–200). */
export const auditLogQuerySchema = v.strictObject(
  {
    resourceType: auditResourceTypeSchema,
    resourceId: v.pipe(v.string(messages.required.id), v.uuid(messages.uuid.id)),
    pageIndex: v.optional(queryInteger({ min: 0 }), 0),
    pageSize: v.optional(queryInteger({ min: 1, max: 200 }), 50),
  },
  messages.invalid.id,
);
export type AuditLogQuery = v.InferOutput<typeof auditLogQuerySchema>;

/** `GET /v2/audit-logs` — `{ items }`, one record's history newest first (a deleted record's too). Operator only. */
export const listAuditLogsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/audit-logs',
  summary: 'Audit log of one record',
  access: 'operator', product: anyProduct,
  query: auditLogQuerySchema,
  responses: { 200: v.object({ items: v.array(auditLogEntrySchema) }), ...errorResponses(400, 401, 403) },
});

/** Query of a module's operation activity: `pageIndex` (0), `pageSize` (50, 1–200). */
export const activityQuerySchema = v.strictObject(
  { pageIndex: v.optional(queryInteger({ min: 0 }), 0), pageSize: v.optional(queryInteger({ min: 1, max: 200 }), 50) },
  messages.invalid.id,
);
export type ActivityQuery = v.InferOutput<typeof activityQuerySchema>;

/**
 * A module's operation activity (the list areas' "operation-activity" tab, issue 10): `GET path`
 * with `activityQuerySchema` → 200 `{ items: AuditLogEntry[] }`, the audit entries of the module's
 * record types in the caller's company, newest first; 400 bad paging, 401 without a session, 403
 * without the module's `product`. The server declares the record types (`registerActivityRoutes`).
 *
 * @example export const listDeviceActivitiesEndpoint = activityEndpoint({ path: '/v2/device-activities', summary: 'Device operation activity', product: 'IT' });
 */
export function activityEndpoint<const TPath extends string, const TSummary extends string, const TProduct extends Product>(options: {
  path: TPath;
  summary: TSummary;
  product: TProduct;
}) {
  return endpoint({
    method: 'GET',
    path: options.path,
    summary: options.summary,
    access: 'operator',
    product: options.product,
    query: activityQuerySchema,
    responses: { 200: v.object({ items: v.array(auditLogEntrySchema) }), ...errorResponses(400, 401, 403) },
  });
}
