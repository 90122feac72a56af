import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  createEquipmentItemEndpoint,
  createEquipmentTypeEndpoint,
  disableEquipmentItemEndpoint,
  disableEquipmentTypeEndpoint,
  enableEquipmentItemEndpoint,
  enableEquipmentTypeEndpoint,
  errorCodes,
  listEquipmentItemsEndpoint,
  listEquipmentTypesEndpoint,
  updateEquipmentItemEndpoint,
  updateEquipmentTypeEndpoint,
  type CreateEquipmentItemBody,
  type CreateEquipmentTypeBody,
  type EquipmentItem,
  type EquipmentType,
  type Locale,
} from '@kanri/contracts';
import type { AppContext } from '../server';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { equipmentItems, equipmentTypes } from '../db/schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { containsPattern } from './common';
import { isUuid } from './equipment';

/**
 * Equipment types and equipment items (001 §3 "can be created, edited, enabled and disabled", §4,
 * §7 `POST/PATCH /v2/equipment-types[/{id}[/enable|/disable]]` and the same for items): the master
 * data equipment and its CSV import refer to. Codes are unique in the company (409 `CONFLICT`).
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
});

const typePayload = (r: TypeRecord) => ({ code: r.code, nameJa: r.nameJa, nameEn: r.nameEn, displayOrder: r.displayOrder, disabled: r.disabled });
const itemPayload = (r: ItemRecord) => ({
  equipmentTypeId: r.equipmentTypeId, code: r.code, nameJa: r.nameJa, nameEn: r.nameEn, maker: r.maker, model: r.model, displayOrder: r.displayOrder, disabled: r.disabled,
});

const typeColumns = (b: CreateEquipmentTypeBody) => ({ code: b.code, nameJa: b.nameJa, nameEn: b.nameEn || b.nameJa, displayOrder: b.displayOrder });
const itemColumns = (b: CreateEquipmentItemBody) => ({
  equipmentTypeId: b.equipmentTypeId, code: b.code, nameJa: b.nameJa, nameEn: b.nameEn || b.nameJa, maker: b.maker || null, model: b.model || null, displayOrder: b.displayOrder,
});

/** 409 `CONFLICT` for a code another record of the company has (checked, and the unique index for races). */
function codeTaken(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if ((e.code ?? e.cause?.code) === '23505') throw new ApiError(409, errorCodes.conflict, apiMessages.codeTaken, [{ path: 'code', descriptor: apiMessages.codeTaken }]);
  throw error;
}

async function typeOf(db: DbOrTx, companyId: string, id: string): Promise<TypeRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(equipmentTypes).where(and(eq(equipmentTypes.id, id), eq(equipmentTypes.companyId, companyId)));
  return row;
}

/** 400 at `equipmentTypeId` unless it names one of the company's types. */
async function requireType(db: DbOrTx, companyId: string, id: string): Promise<TypeRecord> {
  const type = await typeOf(db, companyId, id);
  if (!type) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'equipmentTypeId', descriptor: apiMessages.equipmentTypeNotFound }]);
  return type;
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

  registerEndpoint(app, createEquipmentTypeEndpoint, sessions, async ({ body, session, locale }) =>
    db
      .transaction(async (tx) => {
        const [row] = await tx.insert(equipmentTypes).values({ ...typeColumns(body), companyId: session.companyId }).returning();
        await recordAudit(tx, { session, action: 'CREATE', resourceType: 'EQUIPMENT_TYPE', resourceId: row!.id, before: null, after: typePayload(row!) });
        return toType(row!, locale);
      })
      .catch(codeTaken),
  );

  const updateType = (id: string, companyId: string, session: { companyId: string; userId: string }, set: Partial<TypeRecord>, locale: Locale) =>
    db
      .transaction(async (tx) => {
        const before = await typeOf(tx, companyId, id);
        if (!before) throw notFound();
        const [after] = await tx.update(equipmentTypes).set(set).where(eq(equipmentTypes.id, before.id)).returning();
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'EQUIPMENT_TYPE', resourceId: before.id, before: typePayload(before), after: typePayload(after!) });
        return toType(after!, locale);
      })
      .catch(codeTaken);

  registerEndpoint(app, updateEquipmentTypeEndpoint, sessions, async ({ params, body, session, locale }) =>
    updateType(params.id, session.companyId, session, typeColumns(body), locale),
  );
  registerEndpoint(app, enableEquipmentTypeEndpoint, sessions, async ({ params, session, locale }) => updateType(params.id, session.companyId, session, { disabled: false }, locale));
  registerEndpoint(app, disableEquipmentTypeEndpoint, sessions, async ({ params, session, locale }) => updateType(params.id, session.companyId, session, { disabled: true }, locale));

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

  registerEndpoint(app, createEquipmentItemEndpoint, sessions, async ({ body, session, locale }) =>
    db
      .transaction(async (tx) => {
        const type = await requireType(tx, session.companyId, body.equipmentTypeId);
        const [row] = await tx.insert(equipmentItems).values({ ...itemColumns(body), companyId: session.companyId }).returning();
        await recordAudit(tx, { session, action: 'CREATE', resourceType: 'EQUIPMENT_ITEM', resourceId: row!.id, before: null, after: itemPayload(row!) });
        return toItem(row!, type, locale);
      })
      .catch(codeTaken),
  );

  const updateItem = (id: string, session: { companyId: string; userId: string }, set: Partial<ItemRecord>, locale: Locale) =>
    db
      .transaction(async (tx) => {
        if (!isUuid(id)) throw notFound();
        const [before] = await tx.select().from(equipmentItems).where(and(eq(equipmentItems.id, id), eq(equipmentItems.companyId, session.companyId)));
        if (!before) throw notFound();
        const type = set.equipmentTypeId ? await requireType(tx, session.companyId, set.equipmentTypeId) : (await typeOf(tx, session.companyId, before.equipmentTypeId))!;
        const [after] = await tx.update(equipmentItems).set(set).where(eq(equipmentItems.id, before.id)).returning();
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'EQUIPMENT_ITEM', resourceId: before.id, before: itemPayload(before), after: itemPayload(after!) });
        return toItem(after!, type, locale);
      })
      .catch(codeTaken);

  registerEndpoint(app, updateEquipmentItemEndpoint, sessions, async ({ params, body, session, locale }) => updateItem(params.id, session, itemColumns(body), locale));
  registerEndpoint(app, enableEquipmentItemEndpoint, sessions, async ({ params, session, locale }) => updateItem(params.id, session, { disabled: false }, locale));
  registerEndpoint(app, disableEquipmentItemEndpoint, sessions, async ({ params, session, locale }) => updateItem(params.id, session, { disabled: true }, locale));
}
