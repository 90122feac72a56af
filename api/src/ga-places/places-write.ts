import { and, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { errorCodes, placesResource, type CreatePlaceBody, type Locale, type Place, type PlaceDetail, type UpdatePlaceBody } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { ApiError, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { places, placeTypes } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { registerResourceRoutes, sortKey, type ResourceRouteOptions } from '../http/resource';

/**
 * Places on the resource kit (000 §2 Places, §3 Place; DECISIONS.md "not shown" calls): the list
 * and count (`registerPlacesRoutes`), create (`/places/add`), read and update (`/places/{id}`:
 * `POST /v2/places`, `GET`/`PATCH /v2/places/{id}`; registered with the CSV routes). The code is
 * unique in the company (409); an update with a stale `version` answers 409 (issue 29). Writes record
 * audit entries (`PLACE`).
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

/** The row query: the place with its three type references (joins on primary keys). */
function selectPlaces(db: DbOrTx) {
  return db
    .select({
      place: placeColumns,
      business: { id: businessType.id, ja: businessType.nameJa, en: businessType.nameEn },
      office: { id: officeType.id, ja: officeType.nameJa, en: officeType.nameEn },
      ownership: { id: ownershipType.id, ja: ownershipType.nameJa, en: ownershipType.nameEn },
    })
    .from(places)
    .leftJoin(businessType, eq(businessType.id, places.businessPlaceTypeId))
    .leftJoin(officeType, eq(officeType.id, places.officeTypeId))
    .leftJoin(ownershipType, eq(ownershipType.id, places.ownershipTypeId));
}
type SelectedPlace = Awaited<ReturnType<ReturnType<typeof selectPlaces>['execute']>>[number];

/** A list row (000 §3 Place): name, address and type names in `locale`. */
function toPlace({ place: p, ...types }: SelectedPlace, locale: Locale): Place {
  const ja = locale === 'ja-JP';
  const ref = (t: { id: string; ja: string; en: string } | null) => (t ? { id: t.id, name: ja ? t.ja : t.en } : null);
  return {
    id: p.id,
    name: ja ? p.nameJa : p.nameEn,
    code: p.code,
    avatarUrl: p.avatarUrl,
    status: p.status as Place['status'],
    email: p.email,
    phoneNumber: p.phoneNumber,
    website: p.website,
    address: ja ? p.addressJa : p.addressEn,
    establishedDate: p.establishedDate,
    businessPlaceType: ref(types.business),
    officeType: ref(types.office),
    ownershipType: ref(types.ownership),
  };
}

/** One place (`/places/{id}`): the row plus both languages and the type ids for the edit form. */
function toPlaceDetail(row: SelectedPlace, locale: Locale): PlaceDetail {
  const p = row.place;
  return {
    ...toPlace(row, locale),
    nameJa: p.nameJa,
    nameEn: p.nameEn,
    addressJa: p.addressJa,
    addressEn: p.addressEn,
    businessPlaceTypeId: p.businessPlaceTypeId,
    officeTypeId: p.officeTypeId,
    ownershipTypeId: p.ownershipTypeId,
    createdAt: p.createdAt.toISOString(),
    version: p.version,
  };
}

/**
 * The places resource on the kit: WHERE (category = a status, the three type filters, freeText on
 * `search_text`), sort by code or the name in the request's language, an update merges the fields
 * given into the current place.
 */
export const placeResourceOptions: ResourceRouteOptions<typeof placesResource.endpoints, typeof places, SelectedPlace> = {
  table: places,
  auditType: 'PLACE',
  payload: placePayload,
  select: selectPlaces,
  toRow: toPlace,
  toDetail: toPlaceDetail,
  where: (q) => [
    q.category === 'ALL' ? undefined : eq(places.status, q.category),
    q.businessPlaceTypeIdIn.length ? inArray(places.businessPlaceTypeId, q.businessPlaceTypeIdIn) : undefined,
    q.officeTypeIdIn.length ? inArray(places.officeTypeId, q.officeTypeIdIn) : undefined,
    q.ownershipTypeIdIn.length ? inArray(places.ownershipTypeId, q.ownershipTypeIdIn) : undefined,
  ],
  sort: (q, locale) => [sortKey(q.sortColumn === 'CODE' ? places.code : locale === 'ja-JP' ? places.nameJa : places.nameEn, q.sortOrder)],
  // fields left out of an update keep their value; `version` is the kit's (409 when stale)
  columns: (body, before) =>
    placeColumnsOf(
      before
        ? { ...placePayload(before), ...(Object.fromEntries(Object.entries(body).filter(([key, x]) => x !== undefined && key !== 'version')) as Omit<UpdatePlaceBody, 'version'>) }
        : (body as CreatePlaceBody),
    ),
  check: (tx, columns, { companyId, before }) => checkPlace(tx, companyId, columns as ReturnType<typeof placeColumnsOf>, before?.id),
  uniqueViolation: codeConflict,
};

/** Create, read and update one place. */
export function registerPlaceWriteRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  registerResourceRoutes(ctx, placesResource.endpoints, { ...placeResourceOptions, calls: ['create', 'get', 'update'] });
}
