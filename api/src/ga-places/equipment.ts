import { and, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  equipmentResource,
  errorCodes,
  type CreateEquipmentBody,
  type EquipmentCountQuery,
  type EquipmentDetail,
  type EquipmentListQuery,
  type EquipmentRow,
  type Locale,
  type SortOrder,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint, type JsonBody } from '../http/register';
import { isoTimestamp, jsonObject, orderedPage, pageJson, renderedOnce } from '../http/json-page';
import { page } from '../http/list-sql';
import { ApiError, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { equipment, equipmentItems, equipmentTypes, people, places } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { containsPattern } from '../http/list-sql';
import { directionOf, isUuid, personName, registerResourceRoutes, resourceKit, sortKey, type ResourceRouteOptions, type ResourceScope } from '../http/resource';
import type { Db } from '../db/client';

export { isUuid, personName };

/**
 * Equipment (001 §2 Equipment list and its search, §3 Equipment, §4 enable/disable, §5, §7
 * `GET/PATCH /v2/equipment/{id}`, `GET /v2/equipment`, `GET /v2/equipment-count`; DECISIONS.md:
 * `POST /v2/equipment` and `PATCH /v2/equipment/{id}/enable|disable`) on the resource kit. Every
 * write records an audit entry (`EQUIPMENT`) in its own transaction. The CSV export and import
 * reuse the row query, WHERE, order and payload exported here.
 */

export type EquipmentRecord = Omit<typeof equipment.$inferSelect, 'searchText'>;
const { searchText: _searchText, ...equipmentColumns } = getTableColumns(equipment);

/**
 * The row query: equipment with its type, item, assigned person and place (joins on primary keys;
 * writes check every reference is the company's).
 */
export function selectEquipment(db: DbOrTx) {
  return db
    .select({
      equipment: equipmentColumns,
      type: { id: equipmentTypes.id, code: equipmentTypes.code, nameJa: equipmentTypes.nameJa, nameEn: equipmentTypes.nameEn },
      item: { id: equipmentItems.id, code: equipmentItems.code, nameJa: equipmentItems.nameJa, nameEn: equipmentItems.nameEn },
      person: {
        id: people.id,
        workerNumber: people.workerNumber,
        familyNameJa: people.familyNameJa,
        givenNameJa: people.givenNameJa,
        familyNameEn: people.familyNameEn,
        givenNameEn: people.givenNameEn,
        avatarUrl: people.avatarUrl,
      },
      place: { id: places.id, code: places.code, nameJa: places.nameJa, nameEn: places.nameEn },
    })
    .from(equipment)
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipment.equipmentTypeId))
    .leftJoin(equipmentItems, eq(equipmentItems.id, equipment.equipmentItemId))
    .leftJoin(people, eq(people.id, equipment.assignedPersonId))
    .leftJoin(places, eq(places.id, equipment.placementPlaceId));
}

export type SelectedEquipment = Awaited<ReturnType<ReturnType<typeof selectEquipment>['execute']>>[number];

/**
 * The list's own filters: category (`DISPOSED`: status disposed; `PENDING_DISPOSAL`: to be
 * disposed and not yet disposed) and the four id filters.
 */
function equipmentFilters(q: EquipmentCountQuery): (SQL | undefined)[] {
  return [
    q.category === 'DISPOSED' ? eq(equipment.status, 'DISPOSED') : undefined,
    q.category === 'PENDING_DISPOSAL' ? and(eq(equipment.locationStatus, 'TO_BE_DISPOSED'), ne(equipment.status, 'DISPOSED')) : undefined,
    q.equipmentTypeIdIn.length ? inArray(equipment.equipmentTypeId, q.equipmentTypeIdIn) : undefined,
    q.equipmentItemIdIn.length ? inArray(equipment.equipmentItemId, q.equipmentItemIdIn) : undefined,
    q.assignedWorkerIdIn.length ? inArray(equipment.assignedPersonId, q.assignedWorkerIdIn) : undefined,
    q.placementPlaceIdIn.length ? inArray(equipment.placementPlaceId, q.placementPlaceIdIn) : undefined,
  ];
}

/**
 * freeText over name, model, serial number, asset tag (`search_text`), type and item names and the
 * assigned person's names and e-mail. The types, items and people that match are found first, each
 * in its own table (`IN (SELECT id …)`: the people through their trigram index), and the equipment
 * tested by id — not by the row query's joined columns, which made PostgreSQL test every
 * equipment's joined rows (100k equipment: ~550 → ~90 ms, docs/performance.md §2 "Page queries
 * PostgreSQL plans once"). It names only `equipment`'s columns, so the count needs no join.
 */
function equipmentText(freeText: string | undefined): SQL | undefined {
  const pattern = containsPattern(freeText);
  return pattern
    ? sql`(${equipment.searchText} LIKE ${pattern}
        OR ${equipment.equipmentTypeId} IN (SELECT ${equipmentTypes.id} FROM ${equipmentTypes}
          WHERE lower(${equipmentTypes.nameJa} || ' ' || ${equipmentTypes.nameEn} || ' ' || ${equipmentTypes.code}) LIKE ${pattern})
        OR ${equipment.equipmentItemId} IN (SELECT ${equipmentItems.id} FROM ${equipmentItems}
          WHERE lower(coalesce(${equipmentItems.nameJa} || ' ' || ${equipmentItems.nameEn} || ' ' || ${equipmentItems.code}, '')) LIKE ${pattern})
        OR ${equipment.assignedPersonId} IN (SELECT ${people.id} FROM ${people} WHERE ${people.searchText} LIKE ${pattern}))`
    : undefined;
}

/** WHERE of the view export (the list's and count's, as the kit builds it): tenant, filters, freeText. */
export function equipmentWhere(companyId: string, q: EquipmentCountQuery): SQL | undefined {
  return and(eq(equipment.companyId, companyId), ...equipmentFilters(q), equipmentText(q.freeText));
}

/** ORDER BY keys of the list before the id tiebreak: the sort column (names in the request's language). */
function equipmentSortKeys(sortColumn: EquipmentListQuery['sortColumn'], order: SortOrder, locale: Locale): SQL[] {
  const ja = locale === 'ja-JP';
  const dir = (c: Parameters<typeof sortKey>[0]) => sortKey(c, order);
  const nullsLast = (c: Parameters<typeof sortKey>[0]) => sortKey(c, order, { nullsLast: true });
  const keys: Record<EquipmentListQuery['sortColumn'], SQL[]> = {
    NAME: [dir(equipment.name)],
    EQUIPMENT_TYPE: [dir(ja ? equipmentTypes.nameJa : equipmentTypes.nameEn), dir(equipment.name)],
    MODEL: [nullsLast(equipment.model)],
    SERIAL_NUMBER: [nullsLast(equipment.serialNumber)],
    ASSET_TAG: [nullsLast(equipment.assetTag)],
    ASSIGNED_PERSON: ja ? [nullsLast(people.nameKana)] : [nullsLast(people.familyNameEn), nullsLast(people.givenNameEn)],
    ASSIGNED_PLACE: [nullsLast(ja ? places.nameJa : places.nameEn)],
    CREATED_AT: [dir(equipment.createdAt)],
  };
  return keys[sortColumn];
}

/** ORDER BY of the view export: the list's keys, then id as the tie-breaker (as the kit sorts the list). */
export function equipmentOrder(sortColumn: EquipmentListQuery['sortColumn'], order: SortOrder, locale: Locale): SQL[] {
  return [...equipmentSortKeys(sortColumn, order, locale), sortKey(equipment.id, order)];
}

/** A list row (001 §3) from the row query, names in `locale`. */
export function toEquipmentRow(r: SelectedEquipment, locale: Locale): EquipmentRow {
  const ja = locale === 'ja-JP';
  const e = r.equipment;
  return {
    id: e.id,
    name: e.name,
    equipmentTypeId: r.type.id,
    equipmentTypeName: ja ? r.type.nameJa : r.type.nameEn,
    equipmentItemId: r.item?.id ?? null,
    equipmentItemName: r.item ? (ja ? r.item.nameJa : r.item.nameEn) : null,
    model: e.model,
    serialNumber: e.serialNumber,
    assetTag: e.assetTag,
    status: e.status as EquipmentRow['status'],
    locationStatus: e.locationStatus as EquipmentRow['locationStatus'],
    assignedPerson: r.person ? { personId: r.person.id, name: personName(r.person, locale), avatarUrl: r.person.avatarUrl } : null,
    assignedPlace: r.place ? { placeId: r.place.id, placeLabel: ja ? r.place.nameJa : r.place.nameEn } : null,
    disabled: e.disabled,
    createdAt: e.createdAt.toISOString(),
  };
}

/**
 * Equipment as its create payload shapes it (plus `disabled`): what the form edits and what the
 * audit log compares.
 */
export function equipmentPayload(e: EquipmentRecord): CreateEquipmentBody & { disabled: boolean } {
  return {
    name: e.name,
    equipmentTypeId: e.equipmentTypeId,
    equipmentItemId: e.equipmentItemId,
    model: e.model,
    serialNumber: e.serialNumber,
    assetTag: e.assetTag,
    managementType: e.managementType as CreateEquipmentBody['managementType'],
    status: e.status as CreateEquipmentBody['status'],
    usageType: e.usageType as CreateEquipmentBody['usageType'],
    placementType: e.placementType as CreateEquipmentBody['placementType'],
    locationStatus: e.locationStatus as CreateEquipmentBody['locationStatus'],
    assignedPersonId: e.assignedPersonId,
    placementPlaceId: e.placementPlaceId,
    memo: e.memo,
    disabled: e.disabled,
  };
}

function toDetail(r: SelectedEquipment, locale: Locale): EquipmentDetail {
  const e = r.equipment;
  return {
    ...toEquipmentRow(r, locale),
    managementType: e.managementType as EquipmentDetail['managementType'],
    usageType: e.usageType as EquipmentDetail['usageType'],
    placementType: e.placementType as EquipmentDetail['placementType'],
    assignedPersonId: e.assignedPersonId,
    placementPlaceId: e.placementPlaceId,
    memo: e.memo,
    version: e.version,
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** The stored columns of a validated body: empty texts become null. */
function toColumns(body: CreateEquipmentBody) {
  const blank = (s: string | null) => (s === null || s === '' ? null : s);
  return {
    name: body.name,
    equipmentTypeId: body.equipmentTypeId,
    equipmentItemId: body.equipmentItemId,
    model: blank(body.model),
    serialNumber: blank(body.serialNumber),
    assetTag: blank(body.assetTag),
    managementType: body.managementType,
    status: body.status,
    usageType: body.usageType,
    placementType: body.placementType,
    locationStatus: body.locationStatus,
    assignedPersonId: body.assignedPersonId,
    placementPlaceId: body.placementPlaceId,
    memo: blank(body.memo),
  };
}

/**
 * 400 with field paths when a reference is not the company's: the type and item must exist and be
 * enabled (unless unchanged from `current`), the item must be of the type, the person and place
 * must exist; and the asset tag must be free.
 */
async function checkReferences(tx: DbOrTx, companyId: string, c: ReturnType<typeof toColumns>, current?: EquipmentRecord): Promise<void> {
  const errors: PendingFieldError[] = [];
  const [type] = await tx.select().from(equipmentTypes).where(and(eq(equipmentTypes.id, c.equipmentTypeId), eq(equipmentTypes.companyId, companyId)));
  if (!type || (type.disabled && current?.equipmentTypeId !== type.id)) errors.push({ path: 'equipmentTypeId', descriptor: apiMessages.equipmentTypeNotFound });
  if (c.equipmentItemId) {
    const [item] = await tx.select().from(equipmentItems).where(and(eq(equipmentItems.id, c.equipmentItemId), eq(equipmentItems.companyId, companyId)));
    if (!item || (item.disabled && current?.equipmentItemId !== item.id)) errors.push({ path: 'equipmentItemId', descriptor: apiMessages.equipmentItemNotFound });
    else if (type && item.equipmentTypeId !== type.id) errors.push({ path: 'equipmentItemId', descriptor: apiMessages.equipmentItemNotOfType });
  }
  const exists = async (table: typeof places | typeof people, id: string | null) =>
    id === null || (await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.companyId, companyId)))).length > 0;
  if (!(await exists(people, c.assignedPersonId))) errors.push({ path: 'assignedPersonId', descriptor: apiMessages.personNotFound });
  if (!(await exists(places, c.placementPlaceId))) errors.push({ path: 'placementPlaceId', descriptor: apiMessages.placeNotFound });
  if (c.assetTag) {
    const [taken] = await tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.companyId, companyId), eq(equipment.assetTag, c.assetTag), current ? ne(equipment.id, current.id) : undefined));
    if (taken) errors.push({ path: 'assetTag', descriptor: apiMessages.assetTagTaken });
  }
  if (errors.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, errors);
}

/** The asset tag's unique index (two saves racing past the check) answers as the check does. */
const assetTagTaken = () => new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'assetTag', descriptor: apiMessages.assetTagTaken }]);

/** The equipment resource's kit options (list, writes, enable/disable): the routes' and the bulk actions'. */
const equipmentOptions = {
  table: equipment,
  auditType: 'EQUIPMENT',
  conflict: apiMessages.equipmentConflict,
  payload: equipmentPayload,
  select: selectEquipment,
  toRow: toEquipmentRow,
  toDetail,
  where: equipmentFilters,
  text: equipmentText,
  sort: (q, locale) => equipmentSortKeys(q.sortColumn, q.orderDirection, locale),
  columns: toColumns,
  check: (tx, columns, { companyId, before }) => checkReferences(tx, companyId, columns as ReturnType<typeof toColumns>, before),
  uniqueViolation: assetTagTaken,
} satisfies ResourceRouteOptions<typeof equipmentResource.endpoints, typeof equipment, SelectedEquipment>;

/** The equipment kit on `db` (a transaction too: its writes then run in savepoints of it). */
export const equipmentKit = (db: Db) => resourceKit(db, equipmentResource.endpoints, equipmentOptions);

/**
 * One page of the equipment list as JSON text built by PostgreSQL (issue 28 "PostgreSQL builds the
 * page"; docs/performance.md §2): `{ items: EquipmentRow[] }`, rows as `toEquipmentRow` makes them —
 * type, item and place names in `locale`, the assigned person's name in `locale` (Japanese family
 * name first), `createdAt` as `toISOString()` (UTC, milliseconds, `Z`). `where` and `order` are the
 * kit's (`equipmentWhere`/`equipmentOrder`). `where` names only equipment's columns
 * (`equipmentText`), so when `order` does too (`orderByJoined` false: every sort but the type's,
 * person's and place's names) the page is cut over `equipment` alone and the type, item, person and
 * place are joined to its rows only (a late row lookup: ~0.06–0.13 ms of ~0.9 ms of PostgreSQL CPU
 * at 100k); otherwise it is cut over the row query's joins (`selectEquipment`'s). Both shapes give
 * the page's rows the same columns, under the alias `equipment`. The row, columns and joins are
 * rendered to SQL text once (`renderedOnce`); only the WHERE, order and page are built per request.
 */
export async function equipmentPageJson(
  db: AppContext['db'], locale: Locale, where: SQL | undefined, order: SQL[], limit: number, offset: number, orderByJoined: boolean,
): Promise<JsonBody<{ items: EquipmentRow[] }>> {
  const row = renderedOnce(equipmentPageParts, 'row', () => equipmentRowJson());
  const columns = renderedOnce(equipmentPageParts, `columns:${locale}`, () => equipmentPageColumns(locale));
  const joins = renderedOnce(equipmentPageParts, 'joins', () => sql`
    INNER JOIN ${equipmentTypes} ON ${equipmentTypes.id} = ${equipment.equipmentTypeId}
    LEFT JOIN ${equipmentItems} ON ${equipmentItems.id} = ${equipment.equipmentItemId}
    LEFT JOIN ${people} ON ${people.id} = ${equipment.assignedPersonId}
    LEFT JOIN ${places} ON ${places.id} = ${equipment.placementPlaceId}`);
  if (orderByJoined) return pageJson(db, row, orderedPage(columns, sql`${equipment} ${joins}`, where, order, limit, offset));
  const own = renderedOnce(equipmentPageParts, 'own', () => equipmentOwnColumns());
  return pageJson(db, row, sql`SELECT ${columns}, ${equipment}.ord FROM (${orderedPage(own, sql`${equipment}`, where, order, limit, offset)}) ${equipment} ${joins}`);
}

/** The sorts whose keys are a joined table's column (`equipmentSortKeys`): their page is cut over the joins. */
const sortsByJoined: ReadonlySet<EquipmentListQuery['sortColumn']> = new Set(['EQUIPMENT_TYPE', 'ASSIGNED_PERSON', 'ASSIGNED_PLACE']);

/** The columns of `equipment` that `equipmentPageColumns` and the joins read, under their own names (the late row lookup's page). */
function equipmentOwnColumns(): SQL {
  const names = ['id', 'name', 'equipmentTypeId', 'equipmentItemId', 'model', 'serialNumber', 'assetTag', 'status', 'locationStatus', 'assignedPersonId', 'placementPlaceId', 'disabled', 'createdAt'] as const;
  return sql.join(names.map((key) => sql`${equipment[key]} AS ${sql.identifier(equipment[key].name)}`), sql`, `);
}

const equipmentPageParts = new Map<string, SQL>();

/** The JSON row of `equipmentPageJson` over its page's columns (`r`), keys in `EquipmentRow`'s order. */
function equipmentRowJson(): SQL {
  return jsonObject({
    id: sql`r.id`, name: sql`r.name`, equipmentTypeId: sql`r.equipment_type_id`, equipmentTypeName: sql`r.equipment_type_name`,
    equipmentItemId: sql`r.equipment_item_id`, equipmentItemName: sql`r.equipment_item_name`, model: sql`r.model`,
    serialNumber: sql`r.serial_number`, assetTag: sql`r.asset_tag`, status: sql`r.status`, locationStatus: sql`r.location_status`,
    assignedPerson: sql`CASE WHEN r.person_id IS NOT NULL THEN ${jsonObject({ personId: sql`r.person_id`, name: sql`r.person_name`, avatarUrl: sql`r.person_avatar_url` })} END`,
    assignedPlace: sql`CASE WHEN r.place_id IS NOT NULL THEN ${jsonObject({ placeId: sql`r.place_id`, placeLabel: sql`r.place_label` })} END`,
    disabled: sql`r.disabled`,
    createdAt: isoTimestamp(sql.raw('r.created_at')),
  });
}

/** The page's columns of `equipmentPageJson`: the equipment's, and the joined names in `locale`. */
function equipmentPageColumns(locale: Locale): SQL {
  const ja = locale === 'ja-JP';
  const personNameSql = ja ? sql`${people.familyNameJa} || ' ' || ${people.givenNameJa}` : sql`${people.givenNameEn} || ' ' || ${people.familyNameEn}`;
  return sql`${equipment.id} AS id, ${equipment.name} AS name, ${equipmentTypes.id} AS equipment_type_id,
    ${ja ? equipmentTypes.nameJa : equipmentTypes.nameEn} AS equipment_type_name, ${equipmentItems.id} AS equipment_item_id,
    ${ja ? equipmentItems.nameJa : equipmentItems.nameEn} AS equipment_item_name, ${equipment.model} AS model,
    ${equipment.serialNumber} AS serial_number, ${equipment.assetTag} AS asset_tag, ${equipment.status} AS status,
    ${equipment.locationStatus} AS location_status, ${people.id} AS person_id, ${personNameSql} AS person_name,
    ${people.avatarUrl} AS person_avatar_url, ${places.id} AS place_id, ${ja ? places.nameJa : places.nameEn} AS place_label,
    ${equipment.disabled} AS disabled, ${equipment.createdAt} AS created_at`;
}

/** Equipment list, count, one, create, update, enable and disable. */
export function registerEquipmentRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  const { app, db, sessions } = ctx;
  // the list is sent as PostgreSQL's JSON text (below); the kit registers the other calls
  registerResourceRoutes(ctx, equipmentResource.endpoints, { ...equipmentOptions, calls: ['count', 'get', 'create', 'update', 'enable', 'disable'] });
  const kit = equipmentKit(db);
  registerEndpoint(app, equipmentResource.endpoints.list, sessions, async ({ query, session, locale }) => {
    const scope: ResourceScope = { db, companyId: session.companyId, locale };
    const where = await kit.where(scope, query);
    const { limit, offset } = page(query);
    return equipmentPageJson(db, locale, where, equipmentOrder(query.sortColumn, directionOf(query), locale), limit, offset, sortsByJoined.has(query.sortColumn));
  });
}
