import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  equipmentItemsResource,
  equipmentTypesResource,
  errorCodes,
  listEquipmentItemsEndpoint,
  listEquipmentTypesEndpoint,
  type CreateEquipmentItemBody,
  type CreateEquipmentTypeBody,
  type EquipmentItem,
  type EquipmentType,
  type Locale,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { equipmentItems, equipmentTypes } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { containsPattern } from '../http/list-sql';
import { registerResourceRoutes } from '../http/resource';

/**
 * Equipment types and equipment items (001 §3 "can be created, edited, enabled and disabled", §4,
 * §7 `POST/PATCH /v2/equipment-types[/{id}[/enable|/disable]]` and the same for items): the master
 * data equipment and its CSV import refer to. Codes are unique in the company (409 `CONFLICT`); an
 * update with a stale `version` answers 409 (issue 29; the kit checks it and every write adds one).
 * Writes record audit entries (`EQUIPMENT_TYPE`, `EQUIPMENT_ITEM`).
 */

type TypeRecord = typeof equipmentTypes.$inferSelect;
type ItemRecord = typeof equipmentItems.$inferSelect;

const toType = (r: TypeRecord, locale: Locale): EquipmentType => ({
  id: r.id,
  code: r.code,
  name: locale === 'ja-JP' ? r.nameJa : r.nameEn,
  nameJa: r.nameJa,
  nameEn: r.nameEn,
  displayOrder: r.displayOrder,
  disabled: r.disabled,
  version: r.version,
});

const toItem = (r: ItemRecord, type: TypeRecord, locale: Locale): EquipmentItem => ({
  id: r.id,
  equipmentTypeId: r.equipmentTypeId,
  equipmentTypeName: locale === 'ja-JP' ? type.nameJa : type.nameEn,
  code: r.code,
  name: locale === 'ja-JP' ? r.nameJa : r.nameEn,
  nameJa: r.nameJa,
  nameEn: r.nameEn,
  maker: r.maker,
  model: r.model,
  displayOrder: r.displayOrder,
  disabled: r.disabled,
  version: r.version,
});

const typePayload = (r: TypeRecord) => ({ code: r.code, nameJa: r.nameJa, nameEn: r.nameEn, displayOrder: r.displayOrder, disabled: r.disabled });
const itemPayload = (r: ItemRecord) => ({
  equipmentTypeId: r.equipmentTypeId, code: r.code, nameJa: r.nameJa, nameEn: r.nameEn, maker: r.maker, model: r.model, displayOrder: r.displayOrder, disabled: r.disabled,
});

const typeColumns = (b: CreateEquipmentTypeBody) => ({ code: b.code, nameJa: b.nameJa, nameEn: b.nameEn || b.nameJa, displayOrder: b.displayOrder });
const itemColumns = (b: CreateEquipmentItemBody) => ({
  equipmentTypeId: b.equipmentTypeId, code: b.code, nameJa: b.nameJa, nameEn: b.nameEn || b.nameJa, maker: b.maker || null, model: b.model || null, displayOrder: b.displayOrder,
});

/** 409 `CONFLICT` for a code another record of the company has (the unique index). */
const codeTaken = () => new ApiError(409, errorCodes.conflict, apiMessages.codeTaken, [{ path: 'code', descriptor: apiMessages.codeTaken }]);

/** 400 at `equipmentTypeId` unless it names one of the company's types. */
async function requireType(db: DbOrTx, companyId: string, id: string): Promise<void> {
  const [type] = await db.select({ id: equipmentTypes.id }).from(equipmentTypes).where(and(eq(equipmentTypes.id, id), eq(equipmentTypes.companyId, companyId)));
  if (!type) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'equipmentTypeId', descriptor: apiMessages.equipmentTypeNotFound }]);
}

/** Equipment type and item routes. */
export function registerEquipmentTypeRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listEquipmentTypesEndpoint, sessions, async ({ query, session, locale }) => {
    const pattern = containsPattern(query.freeText);
    const rows = await db
      .select()
      .from(equipmentTypes)
      .where(
        and(
          eq(equipmentTypes.companyId, session.companyId),
          query.includeDisabled ? undefined : eq(equipmentTypes.disabled, false),
          pattern ? sql`lower(${equipmentTypes.code} || ' ' || ${equipmentTypes.nameJa} || ' ' || ${equipmentTypes.nameEn}) LIKE ${pattern}` : undefined,
        ),
      )
      .orderBy(asc(equipmentTypes.displayOrder), asc(equipmentTypes.code));
    return { items: rows.map((r) => toType(r, locale)) };
  });

  // create, update, enable and disable on the resource kit; each answers the type
  registerResourceRoutes(ctx, equipmentTypesResource.endpoints, {
    table: equipmentTypes,
    auditType: 'EQUIPMENT_TYPE',
    payload: typePayload,
    select: (d) => d.select().from(equipmentTypes),
    toDetail: toType,
    columns: (body) => typeColumns(body as CreateEquipmentTypeBody),
    createAnswer: 'detail',
    uniqueViolation: codeTaken,
  });

  registerEndpoint(app, listEquipmentItemsEndpoint, sessions, async ({ query, session, locale }) => {
    const pattern = containsPattern(query.freeText);
    const rows = await db
      .select({ item: equipmentItems, type: equipmentTypes })
      .from(equipmentItems)
      .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipmentItems.equipmentTypeId))
      .where(
        and(
          eq(equipmentItems.companyId, session.companyId),
          query.includeDisabled ? undefined : and(eq(equipmentItems.disabled, false), eq(equipmentTypes.disabled, false)),
          query.equipmentTypeIdIn.length ? inArray(equipmentItems.equipmentTypeId, query.equipmentTypeIdIn) : undefined,
          pattern ? sql`lower(${equipmentItems.code} || ' ' || ${equipmentItems.nameJa} || ' ' || ${equipmentItems.nameEn}) LIKE ${pattern}` : undefined,
        ),
      )
      .orderBy(asc(equipmentTypes.displayOrder), asc(equipmentTypes.code), asc(equipmentItems.displayOrder), asc(equipmentItems.code));
    return { items: rows.map((r) => toItem(r.item, r.type, locale)) };
  });

  // create, update, enable and disable on the resource kit; each answers the item with its type's name
  registerResourceRoutes(ctx, equipmentItemsResource.endpoints, {
    table: equipmentItems,
    auditType: 'EQUIPMENT_ITEM',
    payload: itemPayload,
    select: (d) => d.select({ item: equipmentItems, type: equipmentTypes }).from(equipmentItems).innerJoin(equipmentTypes, eq(equipmentTypes.id, equipmentItems.equipmentTypeId)),
    toDetail: (r, locale) => toItem(r.item, r.type, locale),
    columns: (body) => itemColumns(body as CreateEquipmentItemBody),
    check: (tx, columns, { companyId }) => requireType(tx, companyId, columns.equipmentTypeId!),
    createAnswer: 'detail',
    uniqueViolation: codeTaken,
  });
}
