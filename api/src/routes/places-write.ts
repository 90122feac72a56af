import { and, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  createPlaceEndpoint,
  errorCodes,
  getPlaceEndpoint,
  updatePlaceEndpoint,
  type CreatePlaceBody,
  type Locale,
  type PlaceDetail,
  type UpdatePlaceBody,
} from '@kanri/contracts';
import type { AppContext } from '../server';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { places, placeTypes } from '../db/schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { isUuid } from './equipment';

/**
 * One place: create (`/places/add`), read and update (`/places/{id}`) (000 §2, §3 Place;
 * DECISIONS.md "not shown" calls: `POST /v2/places`, `GET`/`PATCH /v2/places/{id}`). The code is
 * unique in the company (409). Writes record audit entries (`PLACE`).
 */

export type PlaceRecord = Omit<typeof places.$inferSelect, 'searchText'>;
const { searchText: _searchText, ...placeColumns } = getTableColumns(places);
const businessType = alias(placeTypes, 'business_type');
const officeType = alias(placeTypes, 'office_type');
const ownershipType = alias(placeTypes, 'ownership_type');

/** A place as its create payload shapes it: what the form edits and the audit log compares. */
export function placePayload(p: PlaceRecord): CreatePlaceBody {
  return {
    code: p.code,
    nameJa: p.nameJa,
    nameEn: p.nameEn,
    status: p.status as CreatePlaceBody['status'],
    email: p.email,
    phoneNumber: p.phoneNumber,
    website: p.website,
    addressJa: p.addressJa,
    addressEn: p.addressEn,
    establishedDate: p.establishedDate,
    businessPlaceTypeId: p.businessPlaceTypeId,
    officeTypeId: p.officeTypeId,
    ownershipTypeId: p.ownershipTypeId,
  };
}

/** The stored columns of a validated body: empty texts become null, a missing English name is the Japanese one. */
export function placeColumnsOf(body: CreatePlaceBody) {
  const blank = (s: string | null) => (s === null || s === '' ? null : s);
  return {
    code: body.code,
    nameJa: body.nameJa,
    nameEn: body.nameEn || body.nameJa,
    status: body.status,
    email: blank(body.email),
    phoneNumber: blank(body.phoneNumber),
    website: blank(body.website),
    addressJa: blank(body.addressJa),
    addressEn: blank(body.addressEn),
    establishedDate: body.establishedDate,
    businessPlaceTypeId: body.businessPlaceTypeId,
    officeTypeId: body.officeTypeId,
    ownershipTypeId: body.ownershipTypeId,
  };
}

/** 400 at the type's path when a type id is not one of the company's types of that kind; 409 when the code is taken. */
async function checkPlace(tx: DbOrTx, companyId: string, c: ReturnType<typeof placeColumnsOf>, currentId?: string): Promise<void> {
  const refs = [
    ['businessPlaceTypeId', c.businessPlaceTypeId, 'BUSINESS_PLACE'],
    ['officeTypeId', c.officeTypeId, 'OFFICE'],
    ['ownershipTypeId', c.ownershipTypeId, 'OWNERSHIP'],
  ] as const;
  const ids = refs.map(([, id]) => id).filter((id): id is string => !!id);
  const found = ids.length
    ? await tx.select({ id: placeTypes.id, kind: placeTypes.kind }).from(placeTypes).where(and(eq(placeTypes.companyId, companyId), inArray(placeTypes.id, ids)))
    : [];
  const errors: PendingFieldError[] = refs
    .filter(([, id, kind]) => id && !found.some((f) => f.id === id && f.kind === kind))
    .map(([path]) => ({ path, descriptor: apiMessages.placeTypeNotFound }));
  if (errors.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, errors);
  const [taken] = await tx
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.companyId, companyId), eq(places.code, c.code), currentId ? ne(places.id, currentId) : undefined));
  if (taken) throw codeConflict();
}

const codeConflict = () => new ApiError(409, errorCodes.conflict, apiMessages.codeTaken, [{ path: 'code', descriptor: apiMessages.codeTaken }]);

function codeRace(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if ((e.code ?? e.cause?.code) === '23505') throw codeConflict();
  throw error;
}

async function loadPlace(db: DbOrTx, companyId: string, id: string, locale: Locale): Promise<PlaceDetail> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({
      place: placeColumns,
      business: { id: businessType.id, ja: businessType.nameJa, en: businessType.nameEn },
      office: { id: officeType.id, ja: officeType.nameJa, en: officeType.nameEn },
      ownership: { id: ownershipType.id, ja: ownershipType.nameJa, en: ownershipType.nameEn },
    })
    .from(places)
    .leftJoin(businessType, eq(businessType.id, places.businessPlaceTypeId))
    .leftJoin(officeType, eq(officeType.id, places.officeTypeId))
    .leftJoin(ownershipType, eq(ownershipType.id, places.ownershipTypeId))
    .where(and(eq(places.companyId, companyId), eq(places.id, id)));
  if (!row) throw notFound();
  const ja = locale === 'ja-JP';
  const p = row.place;
  const ref = (t: { id: string; ja: string; en: string } | null) => (t ? { id: t.id, name: ja ? t.ja : t.en } : null);
  return {
    id: p.id,
    name: ja ? p.nameJa : p.nameEn,
    code: p.code,
    avatarUrl: p.avatarUrl,
    status: p.status as PlaceDetail['status'],
    email: p.email,
    phoneNumber: p.phoneNumber,
    website: p.website,
    address: ja ? p.addressJa : p.addressEn,
    establishedDate: p.establishedDate,
    businessPlaceType: ref(row.business),
    officeType: ref(row.office),
    ownershipType: ref(row.ownership),
    nameJa: p.nameJa,
    nameEn: p.nameEn,
    addressJa: p.addressJa,
    addressEn: p.addressEn,
    businessPlaceTypeId: p.businessPlaceTypeId,
    officeTypeId: p.officeTypeId,
    ownershipTypeId: p.ownershipTypeId,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Create, read and update one place. */
export function registerPlaceWriteRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, createPlaceEndpoint, sessions, async ({ body, session }) => {
    const columns = placeColumnsOf(body);
    const id = await db
      .transaction(async (tx) => {
        await checkPlace(tx, session.companyId, columns);
        const [row] = await tx.insert(places).values({ ...columns, companyId: session.companyId }).returning(placeColumns);
        await recordAudit(tx, { session, action: 'CREATE', resourceType: 'PLACE', resourceId: row!.id, before: null, after: placePayload(row!) });
        return row!.id;
      })
      .catch(codeRace);
    return { id };
  });

  registerEndpoint(app, getPlaceEndpoint, sessions, async ({ params, session, locale }) => loadPlace(db, session.companyId, params.id, locale));

  registerEndpoint(app, updatePlaceEndpoint, sessions, async ({ params, body, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    return db
      .transaction(async (tx) => {
        const mine = and(eq(places.id, params.id), eq(places.companyId, session.companyId));
        const [before] = await tx.select(placeColumns).from(places).where(mine).for('update');
        if (!before) throw notFound();
        // fields left out keep their value
        const merged = { ...placePayload(before), ...(Object.fromEntries(Object.entries(body).filter(([, x]) => x !== undefined)) as UpdatePlaceBody) };
        const columns = placeColumnsOf(merged);
        await checkPlace(tx, session.companyId, columns, before.id);
        const [after] = await tx.update(places).set(columns).where(mine).returning(placeColumns);
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PLACE', resourceId: before.id, before: placePayload(before), after: placePayload(after!) });
        return loadPlace(tx, session.companyId, before.id, locale);
      })
      .catch(codeRace);
  });
}
