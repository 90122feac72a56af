import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditChange, AuditLogEntry, AuditResourceType, Locale } from '@kanri/contracts';
import type { DbOrTx } from '../db/client';
import { auditLogs, users } from '../schema';
import { changeForLocale, withReferenceNames, type StoredAuditChange } from './reference-names';

/**
 * The audit log: who changed which record, when, and what changed (contracts
 * `system/audit-log.ts`). Every create, update and delete of a business record writes one entry
 * with `recordAudit`, inside the same database transaction as the change, so a change without its
 * entry (or an entry without its change) can never be committed.
 *
 * Using it from a route is one call inside the write's transaction:
 *
 * ```ts
 * const id = await db.transaction(async (tx) => {
 *   const [row] = await tx.insert(things).values({ ... }).returning();
 *   await recordAudit(tx, { session, action: 'CREATE', resourceType: 'THING', resourceId: row.id, before: null, after: thingPayload(row) });
 *   return row.id;
 * });
 * ```
 *
 * `before` / `after` are the record as its API payload shapes it (nested objects allowed, e.g.
 * `{ networkInformation: { networkName } }`); the entry keeps only the fields that differ, as
 * dotted paths. A new resource type is added to `auditResourceTypeValues` in the contracts; the
 * record's page then reads its history with `GET /v2/audit-logs?resourceType=…&resourceId=…`.
 */

/** A JSON leaf value as kept in `changes` (objects are flattened; arrays are compared whole). */
export type AuditValue = string | number | boolean | null | AuditValue[];

/** A record as its payload shapes it: nested plain objects of leaf values (`Date` becomes ISO 8601). */
export type AuditSnapshot = { readonly [field: string]: unknown };

/** The database or an open transaction (declared with the database client; re-exported for the audit callers). */
export type { DbOrTx } from '../db/client';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function toAuditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toAuditValue);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/**
 * Flattens a snapshot to `{ dottedPath: value }`: nested plain objects become paths
 * (`{ a: { b: 1 } }` → `{ 'a.b': 1 }`), `undefined` reads as null, dates as ISO 8601 strings,
 * arrays stay whole values. `null` or `undefined` as the snapshot gives `{}`.
 */
export function flattenFields(snapshot: AuditSnapshot | null | undefined, prefix = ''): Record<string, AuditValue> {
  const out: Record<string, AuditValue> = {};
  if (!snapshot) return out;
  for (const [key, value] of Object.entries(snapshot)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) Object.assign(out, flattenFields(value, path));
    else out[path] = toAuditValue(value);
  }
  return out;
}

/**
 * The fields that differ between two snapshots of a record, as `[{ field, before, after }]` with
 * dotted paths, in the order the fields first appear (`after`'s, then fields only `before` has).
 * A field missing on one side reads as null there, so a create (`before` null) lists every
 * non-null field of `after`, and a delete (`after` null) every non-null field of `before`.
 * Values compare by their JSON form.
 */
export function diffFields(before: AuditSnapshot | null | undefined, after: AuditSnapshot | null | undefined): AuditChange[] {
  const b = flattenFields(before);
  const a = flattenFields(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = b[field] ?? null;
    const is = a[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/** What `recordAudit` writes: the acting session, the record, and its state before and after. */
export interface AuditRecordInput {
  /** The caller: `companyId` is the tenant of the entry, `userId` the actor. */
  session: { companyId: string; userId: string };
  action: AuditAction;
  resourceType: AuditResourceType;
  /** The record's id (a UUID). */
  resourceId: string;
  /** The record before the change (payload shape); null for CREATE. */
  before: AuditSnapshot | null;
  /** The record after the change (payload shape); null for DELETE. */
  after: AuditSnapshot | null;
}

/**
 * Writes one audit entry with the changed fields (`diffFields(before, after)`), using `tx` — pass
 * the transaction of the change itself, so the entry commits or rolls back with it. An UPDATE that
 * changes nothing writes no entry. Returns the changes written, or null when nothing was written.
 *
 * @throws the database error of the insert (the caller's transaction then rolls back)
 */
export async function recordAudit(tx: DbOrTx, input: AuditRecordInput): Promise<AuditChange[] | null> {
  const [changes] = await recordAudits(tx, [input]);
  return changes ?? null;
}

/**
 * `recordAudit` for many records changed by one call (a pattern started for thousands of devices):
 * the entries go in multi-row inserts of up to 500, in the inputs' order, instead of one round trip
 * each. Returns each input's changes, or null where an UPDATE changed nothing (no entry written).
 *
 * @throws the database error of an insert (the caller's transaction then rolls back)
 */
export async function recordAudits(tx: DbOrTx, inputs: AuditRecordInput[]): Promise<(AuditChange[] | null)[]> {
  const results = inputs.map((input) => {
    const changes = diffFields(input.before, input.after);
    return input.action === 'UPDATE' && changes.length === 0 ? null : changes;
  });
  const stored = await withReferenceNames(tx, results);
  const rows = inputs.flatMap((input, i) => {
    const changes = stored[i];
    if (!changes) return [];
    return [{ companyId: input.session.companyId, actorUserId: input.session.userId, resourceType: input.resourceType, resourceId: input.resourceId, action: input.action, changes }];
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(auditLogs).values(rows.slice(i, i + 500));
  return results;
}

/**
 * Audit entries matching `where`, newest first (`occurred_at` is the clock time of the write, so
 * entries of one transaction keep their order; exact ties by sequence, so pages are stable), with
 * the actor's name in `locale` (ja-JP: family name first; en-US: given name first) or a null actor
 * when the user no longer exists. `where` must hold the tenant (`audit_logs.company_id`).
 */
export async function queryAuditEntries(db: DbOrTx, query: { where: SQL; locale: Locale; limit: number; offset?: number }): Promise<AuditLogEntry[]> {
  const rows = await db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      occurredAt: auditLogs.occurredAt,
      resourceType: auditLogs.resourceType,
      resourceId: auditLogs.resourceId,
      changes: auditLogs.changes,
      actorId: users.id,
      familyNameJa: users.familyNameJa,
      givenNameJa: users.givenNameJa,
      familyNameEn: users.familyNameEn,
      givenNameEn: users.givenNameEn,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorUserId))
    .where(query.where)
    .orderBy(desc(auditLogs.occurredAt), desc(auditLogs.seq))
    .limit(query.limit)
    .offset(query.offset ?? 0);
  const ja = query.locale === 'ja-JP';
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    occurredAt: r.occurredAt.toISOString(),
    actor: r.actorId
      ? { userId: r.actorId, name: ja ? `${r.familyNameJa} ${r.givenNameJa}` : `${r.givenNameEn} ${r.familyNameEn}` }
      : null,
    resourceType: r.resourceType as AuditResourceType,
    resourceId: r.resourceId,
    changes: (r.changes as StoredAuditChange[]).map((change) => changeForLocale(change, query.locale)),
  }));
}

/**
 * Audit entries in the company (see `queryAuditEntries`); `pageIndex` is 0-based. One record's
 * history: one `resourceType` and its `resourceId`; a module's operation activity: the module's
 * types and no `resourceId`. `withoutAccess`: leave out `ACCESS` entries (reads of a My Number,
 * for a reader who is not a My Number handler; issue 29).
 */
export async function listAuditEntries(
  db: DbOrTx,
  query: {
    companyId: string;
    resourceType: AuditResourceType | readonly AuditResourceType[];
    resourceId?: string;
    locale: Locale;
    pageIndex: number;
    pageSize: number;
    withoutAccess?: boolean;
  },
): Promise<AuditLogEntry[]> {
  const types = typeof query.resourceType === 'string' ? [query.resourceType] : query.resourceType;
  const where = and(
    eq(auditLogs.companyId, query.companyId),
    inArray(auditLogs.resourceType, [...types]),
    query.resourceId === undefined ? undefined : eq(auditLogs.resourceId, query.resourceId),
    query.withoutAccess ? ne(auditLogs.action, 'ACCESS') : undefined,
  ) as SQL;
  return queryAuditEntries(db, { where, locale: query.locale, limit: query.pageSize, offset: query.pageIndex * query.pageSize });
}
