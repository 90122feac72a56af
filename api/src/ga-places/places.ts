import { eq } from 'drizzle-orm';
import { listPlaceTypesEndpoint, placesResource } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { placeTypes } from '../schema';
import { registerResourceRoutes } from '../http/resource';
import { placeResourceOptions } from './places-write';

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type PlacesContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Places list, count and type options (000 §2 Places, §3 Place). */
export function registerPlacesRoutes(ctx: PlacesContext): void {
  const { app, db, sessions } = ctx;

  registerResourceRoutes(ctx, placesResource.endpoints, { ...placeResourceOptions, calls: ['list', 'count'] });

  registerEndpoint(app, listPlaceTypesEndpoint, sessions, async ({ session, locale }) => {
    const rows = await db
      .select()
      .from(placeTypes)
      .where(eq(placeTypes.companyId, session.companyId))
      .orderBy(placeTypes.kind, placeTypes.displayOrder);
    return { items: rows.map((r) => ({ id: r.id, kind: r.kind, name: locale === 'ja-JP' ? r.nameJa : r.nameEn })) };
  });
}
