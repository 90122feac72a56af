import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countPlacesEndpoint, listPlacesEndpoint, listPlaceTypesEndpoint, type Place, type PlacesCountQuery } from '@kanri/contracts';
import type { AppContext } from '../server';
import { registerEndpoint } from '../http/register';
import { places, placeTypes } from '../db/schema';
import { matchesText, orderBy, page } from './common';

const businessType = alias(placeTypes, 'business_type');
const officeType = alias(placeTypes, 'office_type');
const ownershipType = alias(placeTypes, 'ownership_type');

/** WHERE of the places list: tenant, category (a status), the three type filters, freeText. */
function placesWhere(companyId: string, q: PlacesCountQuery): SQL | undefined {
  return and(
    eq(places.companyId, companyId),
    q.category === 'ALL' ? undefined : eq(places.status, q.category),
    q.businessPlaceTypeIdIn.length ? inArray(places.businessPlaceTypeId, q.businessPlaceTypeIdIn) : undefined,
    q.officeTypeIdIn.length ? inArray(places.officeTypeId, q.officeTypeIdIn) : undefined,
    q.ownershipTypeIdIn.length ? inArray(places.ownershipTypeId, q.ownershipTypeIdIn) : undefined,
    matchesText(places.searchText, q.freeText),
  );
}

/** Places list, count and type options (000 §2 Places, §3 Place). */
export function registerPlacesRoutes(ctx: AppContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listPlacesEndpoint, sessions, async ({ query, session, locale }) => {
    const ja = locale === 'ja-JP';
    const sort = query.sortColumn === 'CODE' ? places.code : ja ? places.nameJa : places.nameEn;
    const rows = await db
      .select({
        place: places,
        businessType: { id: businessType.id, ja: businessType.nameJa, en: businessType.nameEn },
        officeType: { id: officeType.id, ja: officeType.nameJa, en: officeType.nameEn },
        ownershipType: { id: ownershipType.id, ja: ownershipType.nameJa, en: ownershipType.nameEn },
      })
      .from(places)
      .leftJoin(businessType, eq(businessType.id, places.businessPlaceTypeId))
      .leftJoin(officeType, eq(officeType.id, places.officeTypeId))
      .leftJoin(ownershipType, eq(ownershipType.id, places.ownershipTypeId))
      .where(placesWhere(session.companyId, query))
      .orderBy(...orderBy(query.sortOrder, sort, places.id))
      .limit(page(query).limit)
      .offset(page(query).offset);
    const ref = (t: { id: string; ja: string; en: string } | null) => (t ? { id: t.id, name: ja ? t.ja : t.en } : null);
    return {
      items: rows.map(
        ({ place: p, ...types }): Place => ({
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
          businessPlaceType: ref(types.businessType),
          officeType: ref(types.officeType),
          ownershipType: ref(types.ownershipType),
        }),
      ),
    };
  });

  registerEndpoint(app, countPlacesEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ count: count() }).from(places).where(placesWhere(session.companyId, query));
    return { count: row?.count ?? 0 };
  });

  registerEndpoint(app, listPlaceTypesEndpoint, sessions, async ({ session, locale }) => {
    const rows = await db
      .select()
      .from(placeTypes)
      .where(eq(placeTypes.companyId, session.companyId))
      .orderBy(placeTypes.kind, placeTypes.displayOrder);
    return { items: rows.map((r) => ({ id: r.id, kind: r.kind, name: locale === 'ja-JP' ? r.nameJa : r.nameEn })) };
  });
}
