import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  countDeviceInventoryEndpoint,
  deviceInventoryMessages,
  deviceInventorySortOrderOf,
  errorCodes,
  getDeviceInventorySummaryEndpoint,
  listDeviceInventoryEndpoint,
  reviewDeviceInventoryEndpoint,
  type DeviceInventoryCountQuery,
  type DeviceInventoryItem,
  type DeviceInventoryListQuery,
  type DeviceInventorySummary,
  type Locale,
  type SortOrder,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { queryRows, type Db } from '../db/client';
import { operationInstances, operationPackagePatterns, operationPackages, operationRequests, operationTaskInstances, users } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { containsPattern } from '../http/list-sql';
import { isUuid, personName } from '../http/resource';
import { completeTask } from './engine';

/**
 * Device inventory of the IT operation core (000 §2, §3 "Device inventory task item", §4, §5;
 * 001 §2, §5, §9; docs/operation-packages.md "Device inventory"), product IT: a request's devices
 * with their self-report, the request's summary, and marking devices as reviewed.
 *
 * One item is one operation instance of the request whose subject is a device: its
 * DEVICE_SELF_REPORT task, that task's report (`device_self_reports`), its REVIEW task, the task it
 * stands at now, the device and the device's assigned person. The filters, the text search, the
 * sort and the page are one SQL statement (a request may hold thousands of devices).
 */

/** Tasks still waiting for someone: the item's current task is the first of these. */
const openStatuses = sql.raw(`('NOT_STARTED', 'IN_PROGRESS')`);

/** A request the calls may read: the pattern's package is one of the company's IT device packages. */
interface RequestScope {
  companyId: string;
  requestId: string;
  patternId: string;
  packageId: string;
}

const packageNotFound = () => new ApiError(404, errorCodes.packageNotFound, deviceInventoryMessages.packageNotFound);
const requestNotFound = () => new ApiError(404, errorCodes.notFound, deviceInventoryMessages.requestNotFound);

/**
 * Resolves `patternId` / `requestId` in the company: 404 `PACKAGE_NOT_FOUND` when no IT package with
 * device subjects has the pattern (an id that is not a UUID included), 404 `NOT_FOUND` when the
 * request is not one of the pattern's.
 */
export async function resolveInventoryRequest(db: DbOrTx, companyId: string, patternId: string, requestId: string): Promise<RequestScope & { row: RequestRow }> {
  if (!isUuid(patternId)) throw packageNotFound();
  const [pattern] = await db
    .select({ patternId: operationPackagePatterns.id, packageId: operationPackages.id })
    .from(operationPackagePatterns)
    .innerJoin(operationPackages, eq(operationPackages.id, operationPackagePatterns.packageId))
    .where(
      and(
        eq(operationPackagePatterns.id, patternId),
        eq(operationPackagePatterns.companyId, companyId),
        eq(operationPackages.companyId, companyId),
        eq(operationPackages.core, 'IT'),
        eq(operationPackages.subjectKind, 'DEVICE'),
      ),
    );
  if (!pattern) throw packageNotFound();
  if (!isUuid(requestId)) throw requestNotFound();
  const [request] = await db
    .select({
      id: operationRequests.id,
      title: operationRequests.title,
      anchorDate: operationRequests.anchorDate,
      requestedAt: operationRequests.requestedAt,
      requestedBy: { familyNameJa: users.familyNameJa, givenNameJa: users.givenNameJa, familyNameEn: users.familyNameEn, givenNameEn: users.givenNameEn },
    })
    .from(operationRequests)
    .leftJoin(users, eq(users.id, operationRequests.requestedBy))
    .where(and(eq(operationRequests.id, requestId), eq(operationRequests.companyId, companyId), eq(operationRequests.patternId, patternId)));
  if (!request) throw requestNotFound();
  return { companyId, requestId, patternId, packageId: pattern.packageId, row: request };
}
type RequestRow = {
  id: string;
  title: string | null;
  anchorDate: string;
  requestedAt: Date;
  requestedBy: { familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string } | null;
};

/**
 * The item query's FROM: the request's device instances, their device and its assigned person,
 * the self-report task (`st`) and its report (`r`), the review task (`rt`) and the current task
 * (`ct`: the first open task, else the last one), each at most one row per instance.
 */
function itemsFrom(scope: RequestScope): SQL {
  return sql`
    FROM operation_instances i
    JOIN devices d ON d.id = i.subject_id AND d.company_id = i.company_id
    LEFT JOIN people p ON p.id = d.assigned_person_id
    LEFT JOIN LATERAL (
      SELECT t.id, t.status FROM operation_task_instances t
      WHERE t.instance_id = i.id AND t.kind = 'DEVICE_SELF_REPORT'
      ORDER BY t.step_index, t.task_index LIMIT 1
    ) st ON true
    LEFT JOIN device_self_reports r ON r.task_instance_id = st.id
    LEFT JOIN users ru ON ru.id = r.reported_by
    LEFT JOIN LATERAL (
      SELECT t.id, t.status FROM operation_task_instances t
      WHERE t.instance_id = i.id AND t.kind = 'REVIEW'
      ORDER BY t.step_index DESC, t.task_index DESC LIMIT 1
    ) rt ON true
    LEFT JOIN LATERAL (
      SELECT t.id, t.status, t.name_ja, t.name_en, t.step_name_ja, t.step_name_en FROM operation_task_instances t
      WHERE t.instance_id = i.id
      ORDER BY (t.status IN ${openStatuses}) DESC,
        CASE WHEN t.status IN ${openStatuses} THEN t.step_index * 1000 + t.task_index ELSE -(t.step_index * 1000 + t.task_index) END
      LIMIT 1
    ) ct ON true
    WHERE i.company_id = ${scope.companyId} AND i.request_id = ${scope.requestId} AND i.pattern_id = ${scope.patternId} AND i.subject_kind = 'DEVICE'`;
}

/** The filters of list and count: statusFilter, typeFilter and freeText (device, tags, model, person, memo). */
function itemsWhere(query: DeviceInventoryCountQuery): SQL {
  const parts: SQL[] = [];
  if (query.statusFilter === 'good') parts.push(sql`r.device_condition = 'GOOD'`);
  if (query.statusFilter === 'bad') parts.push(sql`r.device_condition = 'BAD'`);
  if (query.statusFilter === 'unreported') parts.push(sql`r.id IS NULL`);
  if (query.typeFilter === 'assigned') parts.push(sql`d.assigned_person_id IS NOT NULL`);
  if (query.typeFilter === 'installed') parts.push(sql`d.assigned_person_id IS NULL`);
  const pattern = containsPattern(query.freeText);
  if (pattern) {
    parts.push(sql`(d.search_text LIKE ${pattern}
      OR lower(coalesce(p.family_name_ja || ' ' || p.given_name_ja, '')) LIKE ${pattern}
      OR lower(coalesce(p.family_name_ja || p.given_name_ja, '')) LIKE ${pattern}
      OR lower(coalesce(p.given_name_en || ' ' || p.family_name_en, '')) LIKE ${pattern}
      OR lower(coalesce(p.family_name_kana || p.given_name_kana, '')) LIKE ${pattern}
      OR lower(coalesce(r.memo, '')) LIKE ${pattern})`);
  }
  return parts.length ? sql` AND ${sql.join(parts, sql` AND `)}` : sql``;
}

/**
 * ORDER BY of the list: the column (nullable ones last in both directions), then the device name
 * and the instance id as tiebreaks. CONDITION sorts BAD, GOOD, UNREPORTED ascending; ASSIGNED_PERSON
 * by the reading (kana) in Japanese, by family then given name in English.
 */
function itemsOrder(query: DeviceInventoryListQuery, locale: Locale): SQL {
  const order: SortOrder = deviceInventorySortOrderOf(query);
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  const key = (expr: SQL, nullable = false) => (nullable ? sql`${expr} ${dir} NULLS LAST` : sql`${expr} ${dir}`);
  const personKey = locale === 'ja-JP' ? sql`p.family_name_kana || ' ' || p.given_name_kana` : sql`p.family_name_en || ' ' || p.given_name_en`;
  const columns: Record<DeviceInventoryListQuery['sortColumn'], SQL> = {
    DEVICE_NAME: key(sql`d.name`),
    DEVICE_TAG: key(sql`d.device_tag`),
    ASSET_TAG: key(sql`d.asset_tag`, true),
    ASSIGNED_PERSON: key(personKey, true),
    REPORTED_AT: key(sql`r.reported_at`, true),
    CONDITION: key(sql`CASE r.device_condition WHEN 'BAD' THEN 0 WHEN 'GOOD' THEN 1 ELSE 2 END`),
  };
  return sql`ORDER BY ${columns[query.sortColumn]}, d.name ${dir}, i.id ${dir}`;
}

const isoTimestamp = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

interface ItemRow {
  instance_id: string;
  anchor_date: string;
  st_id: string | null;
  ct_id: string | null;
  ct_status: NonNullable<DeviceInventoryItem['currentTaskStatus']>['status'] | null;
  ct_name_ja: string | null;
  ct_name_en: string | null;
  ct_step_ja: string | null;
  ct_step_en: string | null;
  rt_status: string | null;
  device_id: string;
  device_name: string;
  device_tag: string;
  asset_tag: string | null;
  device_avatar: string | null;
  genre: string;
  model: string | null;
  person_id: string | null;
  family_name_ja: string | null;
  given_name_ja: string | null;
  family_name_en: string | null;
  given_name_en: string | null;
  person_avatar: string | null;
  report_id: string | null;
  reported_at: string | null;
  device_condition: 'GOOD' | 'BAD' | null;
  report_result: 'OWNED' | 'NOT_OWNED' | null;
  scan_mode: 'SCAN' | 'ASSET_TAG' | null;
  memo: string | null;
  ru_family_ja: string | null;
  ru_given_ja: string | null;
  ru_family_en: string | null;
  ru_given_en: string | null;
}

/** One page of the request's items (see `itemsFrom`), in the request's language. */
export async function listInventoryItems(db: Db, scope: RequestScope, query: DeviceInventoryListQuery, locale: Locale): Promise<DeviceInventoryItem[]> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT i.id AS instance_id, to_char(i.anchor_date, 'YYYY-MM-DD') AS anchor_date,
        st.id AS st_id, ct.id AS ct_id, ct.status AS ct_status, ct.name_ja AS ct_name_ja, ct.name_en AS ct_name_en,
        ct.step_name_ja AS ct_step_ja, ct.step_name_en AS ct_step_en, rt.status AS rt_status,
        d.id AS device_id, d.name AS device_name, d.device_tag, d.asset_tag, d.avatar_url AS device_avatar, d.genre, d.model,
        p.id AS person_id, p.family_name_ja, p.given_name_ja, p.family_name_en, p.given_name_en, p.avatar_url AS person_avatar,
        r.id AS report_id, ${isoTimestamp('r.reported_at')} AS reported_at, r.device_condition, r.report_result, r.scan_mode, r.memo,
        ru.family_name_ja AS ru_family_ja, ru.given_name_ja AS ru_given_ja, ru.family_name_en AS ru_family_en, ru.given_name_en AS ru_given_en
      ${itemsFrom(scope)}${itemsWhere(query)}
      ${itemsOrder(query, locale)}
      LIMIT ${query.pageSize} OFFSET ${query.pageIndex * query.pageSize}`,
  );
  const ja = locale === 'ja-JP';
  return rows.map((r) => ({
    instanceId: r.instance_id,
    taskInstanceId: r.st_id,
    deviceTaskId: r.ct_id,
    requestId: scope.requestId,
    anchorDate: r.anchor_date,
    status: r.report_id ? 'REPORTED' : 'NOT_REPORTED',
    currentTaskStatus: r.ct_id
      ? { taskName: (ja ? r.ct_name_ja : r.ct_name_en) ?? '', stepName: (ja ? r.ct_step_ja : r.ct_step_en) ?? '', status: r.ct_status! }
      : null,
    device: { id: r.device_id, name: r.device_name, deviceTag: r.device_tag, assetTag: r.asset_tag, avatarUrl: r.device_avatar, genre: r.genre, model: r.model },
    assignedPerson: r.person_id
      ? {
          id: r.person_id,
          name: personName({ familyNameJa: r.family_name_ja!, givenNameJa: r.given_name_ja!, familyNameEn: r.family_name_en!, givenNameEn: r.given_name_en! }, locale),
          avatarUrl: r.person_avatar,
        }
      : null,
    selfReport: r.report_id
      ? {
          reportedAt: r.reported_at!,
          reportedBy: r.ru_family_ja !== null ? { name: personName({ familyNameJa: r.ru_family_ja, givenNameJa: r.ru_given_ja!, familyNameEn: r.ru_family_en!, givenNameEn: r.ru_given_en! }, locale) } : null,
          deviceCondition: r.device_condition!,
          reportResult: r.report_result!,
          scanMode: r.scan_mode,
          memo: r.memo,
        }
      : null,
    condition: r.device_condition ?? 'UNREPORTED',
    reviewed: r.rt_status === 'DONE',
    reviewable: r.rt_status === 'NOT_STARTED' || r.rt_status === 'IN_PROGRESS',
  }));
}

/** How many of the request's items the filters match. */
export async function countInventoryItems(db: Db, scope: RequestScope, query: DeviceInventoryCountQuery): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(db, sql`SELECT count(*)::int AS count ${itemsFrom(scope)}${itemsWhere(query)}`);
  return Number(row?.count ?? 0);
}

/** The request's counts over all its device instances (the detail tab). */
async function summaryCounts(db: Db, scope: RequestScope): Promise<DeviceInventorySummary['counts']> {
  const [row] = await queryRows<Record<keyof DeviceInventorySummary['counts'], number | string>>(
    db,
    sql`SELECT count(*)::int AS total,
        count(r.id)::int AS reported,
        (count(*) - count(r.id))::int AS "notReported",
        count(*) FILTER (WHERE r.device_condition = 'GOOD')::int AS good,
        count(*) FILTER (WHERE r.device_condition = 'BAD')::int AS bad,
        count(*) FILTER (WHERE r.report_result = 'OWNED')::int AS owned,
        count(*) FILTER (WHERE r.report_result = 'NOT_OWNED')::int AS "notOwned",
        count(*) FILTER (WHERE rt.status = 'DONE')::int AS reviewed,
        count(*) FILTER (WHERE d.assigned_person_id IS NOT NULL)::int AS assigned,
        count(*) FILTER (WHERE d.assigned_person_id IS NULL)::int AS installed,
        count(*) FILTER (WHERE i.status = 'COMPLETED')::int AS completed,
        count(*) FILTER (WHERE i.status = 'ABORTED')::int AS aborted
      ${itemsFrom(scope)}`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, value]) => [k, Number(value)])) as DeviceInventorySummary['counts'];
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type DeviceInventoryContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the device inventory's calls (`contracts/src/operations/device-inventory.ts`). */
export function registerDeviceInventoryRoutes(ctx: DeviceInventoryContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listDeviceInventoryEndpoint, sessions, async ({ query, session, locale }) => {
    const scope = await resolveInventoryRequest(db, session.companyId, query.patternId, query.requestId);
    return { items: await listInventoryItems(db, scope, query, locale) };
  });

  registerEndpoint(app, countDeviceInventoryEndpoint, sessions, async ({ query, session }) => {
    const scope = await resolveInventoryRequest(db, session.companyId, query.patternId, query.requestId);
    return { count: await countInventoryItems(db, scope, query) };
  });

  registerEndpoint(app, getDeviceInventorySummaryEndpoint, sessions, async ({ query, session, locale }) => {
    const scope = await resolveInventoryRequest(db, session.companyId, query.patternId, query.requestId);
    const ja = locale === 'ja-JP';
    const [names] = await db
      .select({ packageJa: operationPackages.nameJa, packageEn: operationPackages.nameEn, patternJa: operationPackagePatterns.nameJa, patternEn: operationPackagePatterns.nameEn })
      .from(operationPackagePatterns)
      .innerJoin(operationPackages, eq(operationPackages.id, operationPackagePatterns.packageId))
      .where(eq(operationPackagePatterns.id, scope.patternId));
    const request = scope.row;
    return {
      request: {
        id: request.id,
        title: request.title,
        anchorDate: request.anchorDate,
        requestedAt: request.requestedAt.toISOString(),
        requestedBy: request.requestedBy ? { name: personName(request.requestedBy, locale) } : null,
      },
      package: { id: scope.packageId, name: ja ? names!.packageJa : names!.packageEn },
      pattern: { id: scope.patternId, name: ja ? names!.patternJa : names!.patternEn },
      counts: await summaryCounts(db, scope),
    };
  });

  registerEndpoint(app, reviewDeviceInventoryEndpoint, sessions, async ({ body, session }) => {
    return db.transaction(async (tx) => {
      const scope = await resolveInventoryRequest(tx, session.companyId, body.patternId, body.requestId);
      const instances = await tx
        .select({ id: operationInstances.id })
        .from(operationInstances)
        .where(
          and(
            inArray(operationInstances.id, body.instanceIds),
            eq(operationInstances.companyId, scope.companyId),
            eq(operationInstances.requestId, scope.requestId),
            eq(operationInstances.subjectKind, 'DEVICE'),
          ),
        );
      if (instances.length !== body.instanceIds.length) throw notFound();
      // each instance's open review task, locked so two reviewers cannot both complete it
      const tasks = await tx
        .select({ id: operationTaskInstances.id, instanceId: operationTaskInstances.instanceId })
        .from(operationTaskInstances)
        .where(
          and(
            inArray(operationTaskInstances.instanceId, body.instanceIds),
            eq(operationTaskInstances.companyId, scope.companyId),
            eq(operationTaskInstances.kind, 'REVIEW'),
            inArray(operationTaskInstances.status, ['NOT_STARTED', 'IN_PROGRESS']),
          ),
        )
        .for('update');
      const byInstance = new Map(tasks.map((t) => [t.instanceId, t.id]));
      if (body.instanceIds.some((id) => !byInstance.has(id))) throw new ApiError(409, errorCodes.conflict, deviceInventoryMessages.reviewRefused);
      for (const instanceId of body.instanceIds) {
        await completeTask(tx, { companyId: scope.companyId, actorUserId: session.userId, taskInstanceId: byInstance.get(instanceId)!, onBehalf: false, comment: null });
      }
      return { reviewed: body.instanceIds.length };
    });
  });
}
