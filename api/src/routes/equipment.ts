import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  countEquipmentEndpoint,
  createEquipmentEndpoint,
  disableEquipmentEndpoint,
  enableEquipmentEndpoint,
  errorCodes,
  getEquipmentEndpoint,
  listEquipmentEndpoint,
  updateEquipmentEndpoint,
  type CreateEquipmentBody,
  type EquipmentCountQuery,
  type EquipmentDetail,
  type EquipmentListQuery,
  type EquipmentRow,
  type Locale,
  type SortOrder,
} from '@kanri/contracts';
import type { AppContext } from '../server';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { equipment, equipmentItems, equipmentTypes, people, places } from '../db/schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { containsPattern, page, selectRows } from './common';

/**
 * Equipment (001 §2 Equipment list and its search, §3 Equipment, §4 enable/disable, §5, §7
 * `GET/PATCH /v2/equipment/{id}`, `GET /v2/equipment`, `GET /v2/equipment-count`; DECISIONS.md:
 * `POST /v2/equipment` and `PATCH /v2/equipment/{id}/enable|disable`). Every write records an
 * audit entry (`EQUIPMENT`) in its own transaction.
 */

export type EquipmentRecord = Omit<typeof equipment.$inferSelect, 'searchText'>;
const { searchText: _searchText, ...equipmentColumns } = getTableColumns(equipment);

/** Japanese: family name first; English: given name first (as the people list shows names). */
export const personName = (p: { familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string }, locale: Locale) =>
  locale === 'ja-JP' ? `${p.familyNameJa} ${p.givenNameJa}` : `${p.givenNameEn} ${p.familyNameEn}`;

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
 * WHERE of the list, count and view export: tenant, category (`DISPOSED`: status disposed;
 * `PENDING_DISPOSAL`: to be disposed and not yet disposed), the four id filters, and freeText over
 * name, model, serial number, asset tag (trigram index), type and item names and the assigned
 * person's names and e-mail.
 */
export function equipmentWhere(companyId: string, q: EquipmentCountQuery): SQL | undefined {
  const pattern = containsPattern(q.freeText);
  return and(
    eq(equipment.companyId, companyId),
    q.category === 'DISPOSED' ? eq(equipment.status, 'DISPOSED') : undefined,
    q.category === 'PENDING_DISPOSAL' ? and(eq(equipment.locationStatus, 'TO_BE_DISPOSED'), ne(equipment.status, 'DISPOSED')) : undefined,
    q.equipmentTypeIdIn.length ? inArray(equipment.equipmentTypeId, q.equipmentTypeIdIn) : undefined,
    q.equipmentItemIdIn.length ? inArray(equipment.equipmentItemId, q.equipmentItemIdIn) : undefined,
    q.assignedWorkerIdIn.length ? inArray(equipment.assignedPersonId, q.assignedWorkerIdIn) : undefined,
    q.placementPlaceIdIn.length ? inArray(equipment.placementPlaceId, q.placementPlaceIdIn) : undefined,
    pattern
      ? sql`(${equipment.searchText} LIKE ${pattern}
          OR lower(${equipmentTypes.nameJa} || ' ' || ${equipmentTypes.nameEn} || ' ' || ${equipmentTypes.code}) LIKE ${pattern}
          OR lower(coalesce(${equipmentItems.nameJa} || ' ' || ${equipmentItems.nameEn} || ' ' || ${equipmentItems.code}, '')) LIKE ${pattern}
          OR coalesce(${people.searchText}, '') LIKE ${pattern})`
      : undefined,
  );
}

/** ORDER BY of the list: the sort column (names in the request's language), then id as the tie-breaker. */
export function equipmentOrder(sortColumn: EquipmentListQuery['sortColumn'], order: SortOrder, locale: Locale): SQL[] {
  const ja = locale === 'ja-JP';
  const dir = (c: AnyColumn | SQL) => (order === 'desc' ? desc(c) : asc(c));
  const nullsLast = (c: AnyColumn | SQL) => (order === 'desc' ? sql`${c} desc nulls last` : sql`${c} asc nulls last`);
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
  return [...keys[sortColumn], dir(equipment.id)];
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

/** True for a UUID (any other id is simply not found). */
export const isUuid = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);

async function loadEquipment(db: DbOrTx, companyId: string, id: string, locale: Locale): Promise<EquipmentDetail> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectEquipment(db).where(and(eq(equipment.companyId, companyId), eq(equipment.id, id)));
  if (!row) throw notFound();
  return toDetail(row, locale);
}

/** A unique-index violation on the asset tag (two saves racing) as the same 400 the check gives. */
function assetTagRace(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if ((e.code ?? e.cause?.code) === '23505') {
    throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'assetTag', descriptor: apiMessages.assetTagTaken }]);
  }
  throw error;
}

const conflict = () => new ApiError(409, errorCodes.conflict, apiMessages.equipmentConflict);

/** Equipment list, count, one, create, update, enable and disable. */
export function registerEquipmentRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listEquipmentEndpoint, sessions, async ({ query, session, locale }) => {
    const { limit, offset } = page(query);
    const rows = await selectRows(
      selectEquipment(db)
        .where(equipmentWhere(session.companyId, query))
        .orderBy(...equipmentOrder(query.sortColumn, query.orderDirection, locale))
        .limit(limit)
        .offset(offset),
    );
    return { items: rows.map((r) => toEquipmentRow(r, locale)) };
  });

  registerEndpoint(app, countEquipmentEndpoint, sessions, async ({ query, session }) => {
    const base = db.select({ count: count() }).from(equipment);
    // the joins are needed only for freeText (names of types, items and people)
    const [row] = query.freeText
      ? await base
          .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipment.equipmentTypeId))
          .leftJoin(equipmentItems, eq(equipmentItems.id, equipment.equipmentItemId))
          .leftJoin(people, eq(people.id, equipment.assignedPersonId))
          .where(equipmentWhere(session.companyId, query))
      : await base.where(equipmentWhere(session.companyId, query));
    return { count: row?.count ?? 0 };
  });

  registerEndpoint(app, getEquipmentEndpoint, sessions, async ({ params, session, locale }) => loadEquipment(db, session.companyId, params.id, locale));

  registerEndpoint(app, createEquipmentEndpoint, sessions, async ({ body, session }) => {
    const columns = toColumns(body);
    const id = await db
      .transaction(async (tx) => {
        await checkReferences(tx, session.companyId, columns);
        const [row] = await tx.insert(equipment).values({ ...columns, companyId: session.companyId }).returning(equipmentColumns);
        await recordAudit(tx, { session, action: 'CREATE', resourceType: 'EQUIPMENT', resourceId: row!.id, before: null, after: equipmentPayload(row!) });
        return row!.id;
      })
      .catch(assetTagRace);
    return { id };
  });

  registerEndpoint(app, updateEquipmentEndpoint, sessions, async ({ params, body, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    const columns = toColumns(body);
    return db
      .transaction(async (tx) => {
        const mine = and(eq(equipment.id, params.id), eq(equipment.companyId, session.companyId));
        const [before] = await tx.select(equipmentColumns).from(equipment).where(mine).for('update');
        if (!before) throw notFound();
        if (before.version !== body.version) throw conflict();
        await checkReferences(tx, session.companyId, columns, before);
        const [after] = await tx
          .update(equipment)
          .set({ ...columns, version: sql`${equipment.version} + 1`, updatedAt: sql`now()` })
          .where(and(mine, eq(equipment.version, body.version)))
          .returning(equipmentColumns);
        if (!after) throw conflict();
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'EQUIPMENT', resourceId: after.id, before: equipmentPayload(before), after: equipmentPayload(after) });
        return loadEquipment(tx, session.companyId, after.id, locale);
      })
      .catch(assetTagRace);
  });

  for (const [endpoint, disabled] of [[enableEquipmentEndpoint, false], [disableEquipmentEndpoint, true]] as const) {
    registerEndpoint(app, endpoint, sessions, async ({ params, session, locale }) => {
      if (!isUuid(params.id)) throw notFound();
      return db.transaction(async (tx) => {
        const mine = and(eq(equipment.id, params.id), eq(equipment.companyId, session.companyId));
        const [before] = await tx.select(equipmentColumns).from(equipment).where(mine).for('update');
        if (!before) throw notFound();
        if (before.disabled !== disabled) {
          const [after] = await tx
            .update(equipment)
            .set({ disabled, version: sql`${equipment.version} + 1`, updatedAt: sql`now()` })
            .where(mine)
            .returning(equipmentColumns);
          await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'EQUIPMENT', resourceId: before.id, before: equipmentPayload(before), after: equipmentPayload(after!) });
        }
        return loadEquipment(tx, session.companyId, before.id, locale);
      });
    });
  }
}
