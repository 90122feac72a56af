import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  addDeviceLifecycleEventEndpoint,
  allowedLifecycleEvents,
  checkInDeviceEndpoint,
  checkOutDeviceEndpoint,
  countDevicesEndpoint,
  createDeviceEndpoint,
  deleteDeviceEndpoint,
  deviceGenreFields,
  deviceLifecycleTransitions,
  deviceMessages,
  errorCodes,
  getDeviceEndpoint,
  lifecycleRefusal,
  listDeviceAssignmentsEndpoint,
  listDeviceLifecycleEventsEndpoint,
  listDevicesEndpoint,
  updateDeviceEndpoint,
  type CreateDeviceBody,
  type DeviceDetail,
  type DeviceGenre,
  type DeviceLifecycleEvent,
  type DeviceLifecycleStatus,
  type DeviceRow,
  type Locale,
  type MessageDescriptor,
  type UpdateDeviceBody,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint, type JsonBody } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { deviceAssignments, deviceExternalRecords, deviceLifecycleEvents, deviceModels, devices, networks, people, places, users } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { directionOf, isUuid, personName, registerResourceRoutes, resourceKit, sortKey, type ResourceRouteOptions, type ResourceScope } from '../http/resource';
import { isoTimestamp, jsonObject, orderedPage, pageJson, renderedOnce } from '../http/json-page';
import { page } from '../http/list-sql';
import { externalSourceOf, type ReportedDevice } from './devices-connector';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * Devices (001 §2 "Devices", §3, §4; docs/devices.md): the inventory list and count on the resource
 * kit (tenant, one WHERE, freeText on the trigram-indexed `search_text`, id tiebreak), and the
 * device's own writes, which the kit's generic create/update do not cover: a create also records
 * the first lifecycle event and an optional first check-out; lifecycle events follow the order
 * rules; check-out and check-in move the assignment. Every write locks the device, checks
 * `version` (409), and records its audit entry in the same transaction.
 */

type DeviceRecord = typeof devices.$inferSelect;
/** Who writes: the session's company and user (an import passes the same two). */
type Actor = Pick<SessionContext, 'companyId' | 'userId'>;
const { searchText: _searchText, category: _category, ...deviceColumns } = getTableColumns(devices);

/** The list's and detail's row query: the device with its assignee (person or place), by key. */
export function selectDevices(db: DbOrTx) {
  return db
    .select({
      device: { ...deviceColumns, category: devices.category },
      person: { id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, email: people.email, avatarUrl: people.avatarUrl },
      place: { id: places.id, nameJa: places.nameJa, nameEn: places.nameEn },
    })
    .from(devices)
    .leftJoin(people, eq(people.id, devices.assignedPersonId))
    .leftJoin(places, eq(places.id, devices.assignedPlaceId));
}
type SelectedDevice = Awaited<ReturnType<ReturnType<typeof selectDevices>['execute']>>[number];

/** A list row from a selected device, names in `locale`. */
export function toDeviceRow(r: SelectedDevice, locale: Locale): DeviceRow {
  const d = r.device;
  return {
    id: d.id,
    name: d.name,
    avatarUrl: d.avatarUrl,
    genre: d.genre as DeviceRow['genre'],
    maker: d.maker,
    model: d.model,
    os: d.os as DeviceRow['os'],
    serialNumber: d.serialNumber,
    deviceTag: d.deviceTag,
    assetTag: d.assetTag,
    category: d.category as DeviceRow['category'],
    lifecycleStatus: d.lifecycleStatus as DeviceRow['lifecycleStatus'],
    acquisition: d.acquisition as DeviceRow['acquisition'],
    purchaseDate: d.purchaseDate,
    purchasePrice: d.purchasePrice,
    leaseEndOn: d.leaseEndOn,
    lifecycleEndOn: d.lifecycleEndOn,
    assignedPerson: r.person ? { personId: r.person.id, name: personName(r.person, locale), avatarUrl: r.person.avatarUrl, email: r.person.email } : null,
    assignedPlace: r.place ? { id: r.place.id, name: locale === 'ja-JP' ? r.place.nameJa : r.place.nameEn } : null,
    createdAt: d.createdAt.toISOString(),
  };
}

/**
 * A device as the audit log compares it: the editable fields (as the payload names them), the
 * lifecycle state and the assignment.
 */
export function devicePayload(d: Omit<DeviceRecord, 'searchText' | 'category'>) {
  return {
    name: d.name, genre: d.genre, deviceModelId: d.deviceModelId, maker: d.maker, model: d.model, os: d.os, osVersion: d.osVersion,
    network: d.network, storage: d.storage, storageCapacityGb: d.storageCapacityGb, memoryGb: d.memoryGb, condition: d.condition,
    acquisition: d.acquisition, priceType: d.priceType, serialNumber: d.serialNumber, deviceTag: d.deviceTag, assetTag: d.assetTag,
    purchaseDate: d.purchaseDate, purchasePrice: d.purchasePrice, leaseEndOn: d.leaseEndOn, lifecycleEndOn: d.lifecycleEndOn, memo: d.memo,
    lifecycleStatus: d.lifecycleStatus, assignedPersonId: d.assignedPersonId, assignedPlaceId: d.assignedPlaceId,
  };
}

/** Blank text is no value. */
const blank = (s: string | null) => (s === null || s.trim() === '' ? null : s);

/**
 * The stored columns of a validated body: texts trimmed by the schema, blanks as null, and the
 * genre-dependent fields the genre does not have (`deviceGenreFields`) as null.
 */
export function deviceColumnsOf(body: Omit<CreateDeviceBody, 'initialEvent' | 'assignedPersonId' | 'assignedPlaceId'>) {
  const has = new Set(deviceGenreFields[body.genre as DeviceGenre]);
  const only = <T>(field: (typeof deviceGenreFields)[DeviceGenre][number], value: T) => (has.has(field) ? value : null);
  return {
    name: body.name,
    genre: body.genre,
    deviceModelId: body.deviceModelId,
    maker: blank(body.maker),
    model: blank(body.model),
    os: only('os', body.os),
    osVersion: only('osVersion', blank(body.osVersion)),
    network: only('network', body.network),
    storage: only('storage', body.storage),
    storageCapacityGb: only('storageCapacityGb', body.storageCapacityGb),
    memoryGb: only('memoryGb', body.memoryGb),
    condition: body.condition,
    acquisition: body.acquisition,
    priceType: body.priceType,
    serialNumber: blank(body.serialNumber),
    deviceTag: blank(body.deviceTag),
    assetTag: blank(body.assetTag),
    purchaseDate: body.purchaseDate,
    purchasePrice: body.purchasePrice,
    leaseEndOn: body.leaseEndOn,
    lifecycleEndOn: body.lifecycleEndOn,
    memo: blank(body.memo),
  };
}
type DeviceColumns = ReturnType<typeof deviceColumnsOf>;

const invalid = (errors: PendingFieldError[], message: MessageDescriptor = apiMessages.validation) => new ApiError(400, errorCodes.validation, message, errors);
/** 400 whose message is the rule's own (one field). */
const refused = (path: string, descriptor: MessageDescriptor, values?: Record<string, unknown>) => invalid([{ path, descriptor, values }], descriptor);
const conflict = () => new ApiError(409, errorCodes.conflict, deviceMessages.conflict);

/** 400 when a referenced model, person or place is not the company's; 409 when the device tag or asset tag is taken. */
async function checkDeviceColumns(tx: DbOrTx, companyId: string, c: Partial<DeviceColumns>, selfId: string | null): Promise<void> {
  const errors: PendingFieldError[] = [];
  if (c.deviceModelId) {
    const [m] = await tx.select({ id: deviceModels.id }).from(deviceModels).where(and(eq(deviceModels.id, c.deviceModelId), eq(deviceModels.companyId, companyId)));
    if (!m) errors.push({ path: 'deviceModelId', descriptor: deviceMessages.modelNotFound });
  }
  if (errors.length) throw invalid(errors);
  const taken: PendingFieldError[] = [];
  const other = selfId ? sql`${devices.id} <> ${selfId}` : undefined;
  if (c.deviceTag) {
    const [d] = await tx.select({ id: devices.id }).from(devices).where(and(eq(devices.companyId, companyId), eq(devices.deviceTag, c.deviceTag), other));
    if (d) taken.push({ path: 'deviceTag', descriptor: deviceMessages.deviceTagTaken });
  }
  if (c.assetTag) {
    const [d] = await tx.select({ id: devices.id }).from(devices).where(and(eq(devices.companyId, companyId), eq(devices.assetTag, c.assetTag), other));
    if (d) taken.push({ path: 'assetTag', descriptor: deviceMessages.assetTagTaken });
  }
  if (taken.length) throw new ApiError(409, errorCodes.conflict, taken[0]!.descriptor, taken);
}

/** 400 at `path` when the person or place is not the company's (both may be checked). */
async function checkAssignee(tx: DbOrTx, companyId: string, personId: string | null, placeId: string | null, paths: { person: string; place: string }): Promise<void> {
  const errors: PendingFieldError[] = [];
  if (personId) {
    const [p] = await tx.select({ id: people.id }).from(people).where(and(eq(people.id, personId), eq(people.companyId, companyId)));
    if (!p) errors.push({ path: paths.person, descriptor: apiMessages.personNotFound });
  }
  if (placeId) {
    const [p] = await tx.select({ id: places.id }).from(places).where(and(eq(places.id, placeId), eq(places.companyId, companyId)));
    if (!p) errors.push({ path: paths.place, descriptor: apiMessages.placeNotFound });
  }
  if (errors.length) throw invalid(errors);
}

/**
 * The next free `DV-00001`-style device tag of the company. Takes the company's device-tag lock for
 * the rest of the transaction first: two devices created at once on PostgreSQL would otherwise both
 * read the same highest tag and the second insert would break the unique index (a 500).
 */
async function nextDeviceTag(tx: DbOrTx, companyId: string): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('device_tag:' || ${companyId}))`);
  const [row] = await tx
    .select({ n: sql<number | null>`max(substring(${devices.deviceTag} from '^DV-([0-9]{1,9})$')::int)` })
    .from(devices)
    .where(eq(devices.companyId, companyId));
  return `DV-${String((row?.n ?? 0) + 1).padStart(5, '0')}`;
}

/** The MDM / monitoring / configuration tabs from the device's latest connector record (null without one). */
function connectorTabs(record: { appIntegrationId: string; externalId: string; payload: Record<string, unknown>; syncedAt: Date } | undefined): Pick<DeviceDetail, 'mdm' | 'monitoring' | 'configuration'> {
  if (!record) return { mdm: null, monitoring: null, configuration: null };
  const p = record.payload as Partial<ReportedDevice>;
  const source = externalSourceOf(record.appIntegrationId);
  const provider = source?.name ?? record.appIntegrationId;
  return {
    mdm:
      source?.kind === 'MDM'
        ? {
            appIntegrationId: record.appIntegrationId, provider, externalId: record.externalId, enrolled: p.enrolled ?? false, supervised: p.supervised ?? false,
            compliance: p.compliance ?? 'UNKNOWN', encrypted: p.encrypted ?? null, lastSyncAt: record.syncedAt.toISOString(),
          }
        : null,
    monitoring: { source: provider, lastSeenAt: p.lastSeenAt ?? null, ipAddress: p.ipAddress ?? null, storageUsedPercent: p.storageUsedPercent ?? null, batteryHealthPercent: p.batteryHealthPercent ?? null },
    configuration: {
      source: provider, hostname: p.hostname ?? null, osVersion: p.osVersion ?? null, cpu: p.cpu ?? null, memoryGb: p.memoryGb ?? null,
      storageCapacityGb: p.storageCapacityGb ?? null, macAddress: p.macAddress ?? null,
    },
  };
}

/** One device of the company with everything its profile shows; 404 when not a UUID or not the company's. */
export async function loadDevice(db: DbOrTx, companyId: string, id: string, locale: Locale): Promise<DeviceDetail> {
  if (!isUuid(id)) throw notFound();
  const [r] = await selectDevices(db).where(and(eq(devices.companyId, companyId), eq(devices.id, id)));
  if (!r) throw notFound();
  const d = r.device;
  const [model] = d.deviceModelId ? await db.select({ id: deviceModels.id, name: deviceModels.name }).from(deviceModels).where(eq(deviceModels.id, d.deviceModelId)) : [];
  const [open] = await db
    .select({ id: deviceAssignments.id, checkedOutOn: deviceAssignments.checkedOutOn, expectedCheckinOn: deviceAssignments.expectedCheckinOn, note: deviceAssignments.note })
    .from(deviceAssignments)
    .where(and(eq(deviceAssignments.deviceId, id), isNull(deviceAssignments.checkedInOn)));
  const [external] = await db.select().from(deviceExternalRecords).where(eq(deviceExternalRecords.deviceId, id)).orderBy(desc(deviceExternalRecords.syncedAt)).limit(1);
  const [anyEvent] = await db.select({ id: deviceLifecycleEvents.id }).from(deviceLifecycleEvents).where(eq(deviceLifecycleEvents.deviceId, id)).limit(1);
  const status = anyEvent ? (d.lifecycleStatus as DeviceLifecycleStatus) : null;
  const assigned = d.assignedPersonId !== null || d.assignedPlaceId !== null;
  return {
    ...toDeviceRow(r, locale),
    deviceModel: model ?? null,
    deviceModelId: d.deviceModelId,
    osVersion: d.osVersion,
    network: d.network as DeviceDetail['network'],
    storage: d.storage as DeviceDetail['storage'],
    storageCapacityGb: d.storageCapacityGb,
    memoryGb: d.memoryGb,
    condition: d.condition as DeviceDetail['condition'],
    priceType: d.priceType as DeviceDetail['priceType'],
    memo: d.memo,
    currentAssignment: open ?? null,
    allowedLifecycleEvents: allowedLifecycleEvents(status),
    canCheckOut: status === 'IN_SERVICE' && !assigned,
    canCheckIn: assigned,
    ...connectorTabs(external),
    version: d.version,
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** Locks the company's device for a write: 404 when gone, 409 when `version` is stale. */
export async function lockDevice(tx: DbOrTx, companyId: string, id: string, version: number | undefined) {
  if (!isUuid(id)) throw notFound();
  const [before] = await tx.select(deviceColumns).from(devices).where(and(eq(devices.id, id), eq(devices.companyId, companyId))).for('update');
  if (!before) throw notFound();
  if (version !== undefined && before.version !== version) throw conflict();
  return before;
}

/** Applies `set` to a locked device with the write stamps and records the UPDATE audit entry. */
export async function writeDevice(tx: DbOrTx, session: Actor, before: Awaited<ReturnType<typeof lockDevice>>, set: Partial<typeof devices.$inferInsert>) {
  const [after] = await tx
    .update(devices)
    .set({ ...set, version: sql`${devices.version} + 1`, updatedAt: sql`now()`, updatedBy: session.userId })
    .where(and(eq(devices.id, before.id), eq(devices.version, before.version)))
    .returning(deviceColumns);
  if (!after) throw conflict();
  await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'DEVICE', resourceId: before.id, before: devicePayload(before), after: devicePayload(after) });
  return after;
}

/** The state a device's events led to (null: no event yet) and the latest event's day. */
async function lifecycleState(tx: DbOrTx, device: { id: string; lifecycleStatus: string }) {
  const [latest] = await tx
    .select({ occurredOn: deviceLifecycleEvents.occurredOn })
    .from(deviceLifecycleEvents)
    .where(eq(deviceLifecycleEvents.deviceId, device.id))
    .orderBy(desc(deviceLifecycleEvents.seq))
    .limit(1);
  return { status: latest ? (device.lifecycleStatus as DeviceLifecycleStatus) : null, latestOn: latest?.occurredOn ?? null };
}

/**
 * Creates a device in one transaction: the row (a free device tag when none is given), its first
 * lifecycle event (`initialEvent`, default PROCURED, dated `purchaseDate` or today) and, when an
 * assignee is given, the open check-out — each with the device's CREATE audit entry.
 */
export async function createDevice(tx: DbOrTx, session: Actor, body: CreateDeviceBody, now = new Date()): Promise<string> {
  const columns = deviceColumnsOf(body);
  const initial = body.initialEvent ?? 'PROCURED';
  const today = tokyoToday(now);
  if (body.assignedPersonId && body.assignedPlaceId) throw refused('assignedPlaceId', deviceMessages.assignmentBoth);
  if (initial === 'ORDERED' && (body.assignedPersonId || body.assignedPlaceId)) throw refused(body.assignedPersonId ? 'assignedPersonId' : 'assignedPlaceId', deviceMessages.initialAssignmentNotInService);
  await checkDeviceColumns(tx, session.companyId, columns, null);
  await checkAssignee(tx, session.companyId, body.assignedPersonId, body.assignedPlaceId, { person: 'assignedPersonId', place: 'assignedPlaceId' });
  const deviceTag = columns.deviceTag ?? (await nextDeviceTag(tx, session.companyId));
  const [row] = await tx
    .insert(devices)
    .values({
      ...columns, deviceTag, companyId: session.companyId, lifecycleStatus: deviceLifecycleTransitions[initial].to,
      assignedPersonId: body.assignedPersonId, assignedPlaceId: body.assignedPlaceId, createdBy: session.userId, updatedBy: session.userId,
    })
    .returning(deviceColumns);
  const day = initial === 'PROCURED' && columns.purchaseDate && columns.purchaseDate <= today ? columns.purchaseDate : today;
  await tx.insert(deviceLifecycleEvents).values({ companyId: session.companyId, deviceId: row!.id, event: initial, occurredOn: day, createdBy: session.userId });
  if (body.assignedPersonId || body.assignedPlaceId) {
    await tx.insert(deviceAssignments).values({
      companyId: session.companyId, deviceId: row!.id, personId: body.assignedPersonId, placeId: body.assignedPlaceId, checkedOutOn: today, createdBy: session.userId,
    });
  }
  await recordAudit(tx, { session, action: 'CREATE', resourceType: 'DEVICE', resourceId: row!.id, before: null, after: devicePayload(row!) });
  return row!.id;
}

/** `sortColumn` → the column and whether it is nullable (nulls last both ways, as its indexes). */
const sortColumns = {
  NAME: { column: devices.name, nullable: false },
  MODEL: { column: devices.model, nullable: true },
  DEVICE_TAG: { column: devices.deviceTag, nullable: false },
  ASSET_TAG: { column: devices.assetTag, nullable: true },
} as const;

const deviceEndpoints = { list: listDevicesEndpoint, count: countDevicesEndpoint };
type DeviceEndpoints = typeof deviceEndpoints;

/**
 * The devices list on the resource kit: tenant, the category and genre filters, freeText on
 * `search_text`, and the sort with its tiebreak. `kit.list` is the mapped page (`toDeviceRow`);
 * `GET /v2/devices` sends `devicesPageJson` with the same WHERE and ORDER BY (issue 28).
 */
export const devicesListOptions = {
  table: devices,
  auditType: 'DEVICE',
  payload: devicePayload,
  select: selectDevices,
  toRow: toDeviceRow,
  where: (q) => [q.category === 'ALL' ? undefined : eq(devices.category, q.category), q.genres.length ? inArray(devices.genre, q.genres) : undefined],
  // DEVICE_TAG is unique: it is its own tiebreak; nullable columns match their `… nulls last, id` indexes
  // `sortOrder` arrives resolved by the kit (`orderDirection` folded in when `sortOrder` is not given)
  sort: (q) => (q.sortColumn === 'DEVICE_TAG' ? [] : [sortKey(sortColumns[q.sortColumn].column, q.sortOrder, { nullsLast: sortColumns[q.sortColumn].nullable })]),
  tiebreak: (o, q) => {
    if (q.sortColumn === 'DEVICE_TAG') return sortKey(devices.deviceTag, o);
    return sortColumns[q.sortColumn].nullable && o === 'desc' ? sql`${devices.id} desc nulls last` : sortKey(devices.id, o);
  },
} satisfies ResourceRouteOptions<DeviceEndpoints, typeof devices, SelectedDevice>;

/** The devices list's kit on `db` (WHERE, count, and the mapped page `list` the parity test compares with). */
export const devicesKit = (db: AppContext['db']) => resourceKit(db, deviceEndpoints, devicesListOptions);

/**
 * One page of the devices list as JSON text built by PostgreSQL (issue 28 "PostgreSQL builds the
 * page"; docs/performance.md §2): `{ items: DeviceRow[] }`, rows as `toDeviceRow` makes them —
 * the assignee's name in `locale` (Japanese family name first), the place's name in `locale`,
 * `createdAt` as `toISOString()` (UTC, milliseconds, `Z`). The page's devices are chosen in a
 * subquery by `where`, `order`, `limit`/`offset` and numbered; the person and place are joined to
 * those rows only; `json_agg` keeps the page's order and `::text` keeps the drivers from parsing.
 * The row, columns and joins are rendered to SQL text once per language (`renderedOnce`): Drizzle
 * walked their tree on every request, the larger part of this page's API CPU against people's
 * (docs/performance.md §2); only the WHERE, order and page are built per request.
 */
export async function devicesPageJson(db: AppContext['db'], locale: Locale, where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<JsonBody<{ items: DeviceRow[] }>> {
  // the row, columns and joins are the same for every page of a language: rendered once
  const row = renderedOnce(devicesPageParts, `row:${locale}`, () => deviceRowJson(locale));
  const columns = renderedOnce(devicesPageParts, 'columns', () => devicePageColumns());
  const joins = renderedOnce(devicesPageParts, 'joins', () => sql`
    LEFT JOIN ${people} p ON p.id = r.assigned_person_id
    LEFT JOIN ${places} pl ON pl.id = r.assigned_place_id`);
  return pageJson(db, row, orderedPage(columns, sql`${devices}`, where, order, limit, offset), joins);
}

const devicesPageParts = new Map<string, SQL>();

/** The `DeviceRow` `jsonObject` over the page alias `r` and the person `p` and place `pl` of `devicesPageJson`. */
function deviceRowJson(locale: Locale): SQL {
  const ja = locale === 'ja-JP';
  return jsonObject({
    id: sql`r.id`, name: sql`r.name`, avatarUrl: sql`r.avatar_url`, genre: sql`r.genre`, maker: sql`r.maker`, model: sql`r.model`, os: sql`r.os`,
    serialNumber: sql`r.serial_number`, deviceTag: sql`r.device_tag`, assetTag: sql`r.asset_tag`, category: sql`r.category`,
    lifecycleStatus: sql`r.lifecycle_status`, acquisition: sql`r.acquisition`, purchaseDate: sql`r.purchase_date`, purchasePrice: sql`r.purchase_price`,
    leaseEndOn: sql`r.lease_end_on`, lifecycleEndOn: sql`r.lifecycle_end_on`,
    assignedPerson: sql`CASE WHEN p.id IS NOT NULL THEN ${jsonObject({
      personId: sql`p.id`, name: sql.raw(ja ? `p.family_name_ja || ' ' || p.given_name_ja` : `p.given_name_en || ' ' || p.family_name_en`),
      avatarUrl: sql`p.avatar_url`, email: sql`p.email`,
    })} END`,
    assignedPlace: sql`CASE WHEN pl.id IS NOT NULL THEN ${jsonObject({ id: sql`pl.id`, name: sql.raw(ja ? 'pl.name_ja' : 'pl.name_en') })} END`,
    createdAt: isoTimestamp(sql.raw('r.created_at')),
  });
}

/** The columns a devices page carries to `deviceRowJson` and its joins (snake-case names, as `r`'s). */
function devicePageColumns(): SQL {
  return sql`${devices.id} AS id, ${devices.name} AS name, ${devices.avatarUrl} AS avatar_url, ${devices.genre} AS genre,
    ${devices.maker} AS maker, ${devices.model} AS model, ${devices.os} AS os, ${devices.serialNumber} AS serial_number,
    ${devices.deviceTag} AS device_tag, ${devices.assetTag} AS asset_tag, ${devices.category} AS category,
    ${devices.lifecycleStatus} AS lifecycle_status, ${devices.acquisition} AS acquisition, ${devices.purchaseDate} AS purchase_date,
    ${devices.purchasePrice} AS purchase_price, ${devices.leaseEndOn} AS lease_end_on, ${devices.lifecycleEndOn} AS lifecycle_end_on,
    ${devices.assignedPersonId} AS assigned_person_id, ${devices.assignedPlaceId} AS assigned_place_id, ${devices.createdAt} AS created_at`;
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type DevicesContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Devices: list, count, create, one, update, delete, lifecycle events, check-outs. */
export function registerDevicesRoutes(ctx: DevicesContext): void {
  const { app, db, sessions } = ctx;

  // the list is sent as PostgreSQL's JSON text (below); the kit registers the count
  registerResourceRoutes(ctx, deviceEndpoints, { ...devicesListOptions, calls: ['count'] });
  const kit = devicesKit(db);
  registerEndpoint(app, listDevicesEndpoint, sessions, async ({ query, session, locale }) => {
    const scope: ResourceScope = { db, companyId: session.companyId, locale };
    const where = await kit.where(scope, query);
    const sortOrder = directionOf(query);
    const sorted = { ...query, sortOrder };
    const { limit, offset } = page(query);
    return devicesPageJson(db, locale, where, [...devicesListOptions.sort(sorted), devicesListOptions.tiebreak(sortOrder, sorted)], limit, offset);
  });

  registerEndpoint(app, createDeviceEndpoint, sessions, async ({ body, session }) => ({ id: await db.transaction((tx) => createDevice(tx, session, body)) }));

  registerEndpoint(app, getDeviceEndpoint, sessions, async ({ params, session, locale }) => loadDevice(db, session.companyId, params.id, locale));

  registerEndpoint(app, updateDeviceEndpoint, sessions, async ({ params, body, session, locale }) =>
    db.transaction(async (tx) => {
      const before = await lockDevice(tx, session.companyId, params.id, body.version);
      const columns = deviceColumnsOf(body as UpdateDeviceBody);
      await checkDeviceColumns(tx, session.companyId, columns, before.id);
      await writeDevice(tx, session, before, { ...columns, deviceTag: columns.deviceTag ?? before.deviceTag });
      return loadDevice(tx, session.companyId, before.id, locale);
    }),
  );

  registerEndpoint(app, deleteDeviceEndpoint, sessions, async ({ params, session }) => {
    await db.transaction(async (tx) => {
      const before = await lockDevice(tx, session.companyId, params.id, undefined);
      const [network] = await tx.select({ id: networks.id }).from(networks).where(eq(networks.deviceId, before.id)).limit(1);
      if (network) throw new ApiError(409, errorCodes.inUse, deviceMessages.usedByNetwork);
      await tx.delete(devices).where(eq(devices.id, before.id));
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'DEVICE', resourceId: before.id, before: devicePayload(before), after: null });
    });
    return undefined;
  });

  registerEndpoint(app, listDeviceLifecycleEventsEndpoint, sessions, async ({ params, session, locale }) => {
    await lockFreeCheck(db, session.companyId, params.id);
    const rows = await db
      .select({ event: getTableColumns(deviceLifecycleEvents), user: { id: users.id, familyNameJa: users.familyNameJa, givenNameJa: users.givenNameJa, familyNameEn: users.familyNameEn, givenNameEn: users.givenNameEn } })
      .from(deviceLifecycleEvents)
      .leftJoin(users, eq(users.id, deviceLifecycleEvents.createdBy))
      .where(and(eq(deviceLifecycleEvents.deviceId, params.id), eq(deviceLifecycleEvents.companyId, session.companyId)))
      .orderBy(asc(deviceLifecycleEvents.seq));
    return {
      items: rows.map(({ event: e, user }) => ({
        id: e.id, event: e.event as never, occurredOn: e.occurredOn, note: e.note, recordedAt: e.createdAt.toISOString(),
        recordedBy: user ? { userId: user.id, name: personName(user, locale) } : null,
      })),
    };
  });

  // Lifecycle order rules (docs/devices.md §Lifecycle): the event must follow the current state,
  // be dated on or after the latest event and not in the future; decommissioning needs a check-in.
  registerEndpoint(app, addDeviceLifecycleEventEndpoint, sessions, async ({ params, body, session, locale }) =>
    db.transaction(async (tx) => {
      const before = await lockDevice(tx, session.companyId, params.id, body.version);
      await addLifecycleEvent(tx, session, before, body);
      return loadDevice(tx, session.companyId, before.id, locale);
    }),
  );

  registerEndpoint(app, listDeviceAssignmentsEndpoint, sessions, async ({ params, session, locale }) => {
    await lockFreeCheck(db, session.companyId, params.id);
    const rows = await db
      .select({
        a: getTableColumns(deviceAssignments),
        person: { id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, email: people.email, avatarUrl: people.avatarUrl },
        place: { id: places.id, nameJa: places.nameJa, nameEn: places.nameEn },
      })
      .from(deviceAssignments)
      .leftJoin(people, eq(people.id, deviceAssignments.personId))
      .leftJoin(places, eq(places.id, deviceAssignments.placeId))
      .where(and(eq(deviceAssignments.deviceId, params.id), eq(deviceAssignments.companyId, session.companyId)))
      .orderBy(desc(deviceAssignments.seq));
    return {
      items: rows.map(({ a, person, place }) => ({
        id: a.id,
        person: person ? { personId: person.id, name: personName(person, locale), avatarUrl: person.avatarUrl, email: person.email } : null,
        place: place ? { id: place.id, name: locale === 'ja-JP' ? place.nameJa : place.nameEn } : null,
        checkedOutOn: a.checkedOutOn, expectedCheckinOn: a.expectedCheckinOn, checkedInOn: a.checkedInOn, note: a.note, checkInNote: a.checkInNote,
      })),
    };
  });

  // Check-out (Snipe-IT): only a device in service and not checked out; to a person or a place.
  registerEndpoint(app, checkOutDeviceEndpoint, sessions, async ({ params, body, session, locale }) =>
    db.transaction(async (tx) => {
      const before = await lockDevice(tx, session.companyId, params.id, body.version);
      await checkOutDevice(tx, session, before, body);
      return loadDevice(tx, session.companyId, before.id, locale);
    }),
  );

  registerEndpoint(app, checkInDeviceEndpoint, sessions, async ({ params, body, session, locale }) =>
    db.transaction(async (tx) => {
      const before = await lockDevice(tx, session.companyId, params.id, body.version);
      await checkInDevice(tx, session, before, body);
      return loadDevice(tx, session.companyId, before.id, locale);
    }),
  );
}

type LockedDevice = Awaited<ReturnType<typeof lockDevice>>;

/**
 * Adds a lifecycle event to a locked device (docs/devices.md §Lifecycle), the rules of `POST
 * /v2/devices/{id}/lifecycle-events` and of the bulk "change status": the event must follow the
 * current state, be dated on or after the latest event and not in the future; decommissioning
 * needs a check-in. Writes the event, the new state and the audit entry.
 * @throws ApiError 400 at `event` or `occurredOn` (the rule's own message)
 */
export async function addLifecycleEvent(tx: DbOrTx, session: Actor, before: LockedDevice, body: { event: DeviceLifecycleEvent; occurredOn: string; note: string | null }): Promise<void> {
  const { status, latestOn } = await lifecycleState(tx, before);
  const rule = deviceLifecycleTransitions[body.event];
  if (!rule.from.includes(status)) throw refused('event', lifecycleRefusal[status ?? 'NONE']);
  if (body.event === 'DECOMMISSIONED' && (before.assignedPersonId || before.assignedPlaceId)) throw refused('event', deviceMessages.decommissionAssigned);
  if (latestOn && body.occurredOn < latestOn) throw refused('occurredOn', deviceMessages.lifecycleBeforeLatest, { date: latestOn });
  if (body.occurredOn > tokyoToday()) throw refused('occurredOn', deviceMessages.lifecycleInFuture);
  await tx.insert(deviceLifecycleEvents).values({ companyId: session.companyId, deviceId: before.id, event: body.event, occurredOn: body.occurredOn, note: blank(body.note), createdBy: session.userId });
  await writeDevice(tx, session, before, { lifecycleStatus: rule.to });
}

/**
 * Checks a locked device out to a person or a place (Snipe-IT's check-out; `POST
 * /v2/devices/{id}/checkout` and the bulk "assign to a place"): exactly one target, the device in
 * service and not checked out, the target the company's. Opens the assignment and records the audit entry.
 * @throws ApiError 400 at `personId` / `placeId`
 */
export async function checkOutDevice(
  tx: DbOrTx,
  session: Actor,
  before: LockedDevice,
  body: { personId: string | null; placeId: string | null; checkedOutOn: string; expectedCheckinOn: string | null; note: string | null },
): Promise<void> {
  if (body.personId && body.placeId) throw refused('placeId', deviceMessages.assignmentBoth);
  if (!body.personId && !body.placeId) throw refused('personId', deviceMessages.checkOutTarget);
  if (before.assignedPersonId || before.assignedPlaceId) throw refused(body.personId ? 'personId' : 'placeId', deviceMessages.checkOutAssigned);
  const { status } = await lifecycleState(tx, before);
  if (status !== 'IN_SERVICE' && status !== null) throw refused(body.personId ? 'personId' : 'placeId', deviceMessages.checkOutNotInService);
  await checkAssignee(tx, session.companyId, body.personId, body.placeId, { person: 'personId', place: 'placeId' });
  await tx.insert(deviceAssignments).values({
    companyId: session.companyId, deviceId: before.id, personId: body.personId, placeId: body.placeId, checkedOutOn: body.checkedOutOn,
    expectedCheckinOn: body.expectedCheckinOn, note: blank(body.note), createdBy: session.userId,
  });
  await writeDevice(tx, session, before, { assignedPersonId: body.personId, assignedPlaceId: body.placeId });
}

/**
 * Checks a locked device in (`POST /v2/devices/{id}/checkin` and the bulk "check in"): it must be
 * checked out, and `checkedInOn` not before the open check-out. Closes the assignment, clears the
 * assignee and records the audit entry.
 * @throws ApiError 400 at `checkedInOn`
 */
export async function checkInDevice(tx: DbOrTx, session: Actor, before: LockedDevice, body: { checkedInOn: string; note: string | null }): Promise<void> {
  const [open] = await tx.select().from(deviceAssignments).where(and(eq(deviceAssignments.deviceId, before.id), isNull(deviceAssignments.checkedInOn)));
  if (!open && !before.assignedPersonId && !before.assignedPlaceId) throw refused('checkedInOn', deviceMessages.checkInNotAssigned);
  if (open && body.checkedInOn < open.checkedOutOn) throw refused('checkedInOn', deviceMessages.checkInBeforeCheckOut, { date: open.checkedOutOn });
  if (open) await tx.update(deviceAssignments).set({ checkedInOn: body.checkedInOn, checkInNote: blank(body.note) }).where(eq(deviceAssignments.id, open.id));
  await writeDevice(tx, session, before, { assignedPersonId: null, assignedPlaceId: null });
}

/** 404 unless `id` is one of the company's devices (for the read-only sub-lists). */
async function lockFreeCheck(db: DbOrTx, companyId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [d] = await db.select({ id: devices.id }).from(devices).where(and(eq(devices.id, id), eq(devices.companyId, companyId)));
  if (!d) throw notFound();
}

/** The WHERE of devices that are the company's and match `extra` (used by the alerts and costs). */
export const companyDevices = (companyId: string, ...extra: (SQL | undefined)[]) => and(eq(devices.companyId, companyId), ...extra);
