import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  appMessages,
  customAppMarkerId,
  errorCodes,
  getAppEndpoint,
  installAppEndpoint,
  listAppCategoriesEndpoint,
  listAppsEndpoint,
  type App,
  type Locale,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { appCategories, appIntegrations, apps, software } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { enqueueRefresh } from '../jobs/refresh';
import { matchesText } from '../http/list-sql';
import { isUuid } from '../http/resource';

/**
 * The app marketplace (001 §2 "/software/marketplace", §5, §7; docs/software.md "Marketplace"):
 * the global catalog with each app's integration by the caller's company, its categories, and
 * the install call that creates the integration, links the software registry and queues the first
 * refresh of its accounts.
 */

const isJa = (locale: Locale) => locale === 'ja-JP';

function selectApps(db: DbOrTx, companyId: string, locale: Locale) {
  return db
    .select({
      id: apps.id,
      name: apps.name,
      vendorName: apps.vendorName,
      categoryId: apps.categoryId,
      categoryName: isJa(locale) ? appCategories.nameJa : appCategories.nameEn,
      description: isJa(locale) ? apps.descriptionJa : apps.descriptionEn,
      logoUrl: apps.logoUrl,
      websiteUrl: apps.websiteUrl,
      features: apps.features,
      authMethod: apps.authMethod,
      // the company's integration of the app (the oldest, should there be several)
      appIntegrationId: sql<string | null>`(select ${appIntegrations.id} from ${appIntegrations} where ${appIntegrations.companyId} = ${companyId} and ${appIntegrations.appId} = ${apps.id} order by ${appIntegrations.createdAt}, ${appIntegrations.id} limit 1)`,
    })
    .from(apps)
    .innerJoin(appCategories, eq(appCategories.id, apps.categoryId));
}

type SelectedApp = Awaited<ReturnType<ReturnType<typeof selectApps>['execute']>>[number];
const toApp = (r: SelectedApp): App => ({ ...r, features: r.features ?? [], isIntegrated: r.appIntegrationId !== null });

/** One catalog app by id, or null for a non-UUID, unknown or custom-app marker id. */
async function findApp(db: DbOrTx, companyId: string, locale: Locale, id: string): Promise<App | null> {
  if (!isUuid(id) || id === customAppMarkerId) return null;
  const [row] = await selectApps(db, companyId, locale).where(eq(apps.id, id));
  return row ? toApp(row) : null;
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type AppsContext = Pick<AppContext, 'app' | 'config' | 'db' | 'sessions'>;

/** Registers `GET /v2/apps`, `GET /v2/apps/{id}`, `GET /v2/app-categories` and `POST /v2/apps/{id}/install`. */
export function registerAppRoutes(ctx: AppsContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listAppsEndpoint, sessions, async ({ query, session, locale }) => {
    const where: (SQL | undefined)[] = [matchesText(apps.searchText, query.freeText)];
    if (query.categoryId) where.push(eq(apps.categoryId, query.categoryId));
    const rows = await selectApps(db, session.companyId, locale)
      .where(and(...where))
      .orderBy(asc(appCategories.displayOrder), asc(apps.displayOrder), asc(apps.name), asc(apps.id));
    return { items: rows.map(toApp) };
  });

  registerEndpoint(app, getAppEndpoint, sessions, async ({ params, session, locale }) => {
    const found = await findApp(db, session.companyId, locale, params.id);
    if (!found) throw notFound();
    return found;
  });

  registerEndpoint(app, listAppCategoriesEndpoint, sessions, async ({ locale }) => {
    const rows = await db
      .select({ id: appCategories.id, name: isJa(locale) ? appCategories.nameJa : appCategories.nameEn })
      .from(appCategories)
      .orderBy(asc(appCategories.displayOrder), asc(appCategories.id));
    return { items: rows };
  });

  registerEndpoint(app, installAppEndpoint, sessions, async ({ params, body, session, locale, reply }) => {
    const appIntegrationId = await db.transaction(async (tx) => {
      const target = await findApp(tx, session.companyId, locale, params.id);
      if (!target) throw notFound();
      // one install of an app per company at a time: the check below cannot go stale
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`app-install:${session.companyId}:${target.id}`}))`);
      const [existing] = await tx
        .select({ id: appIntegrations.id })
        .from(appIntegrations)
        .where(and(eq(appIntegrations.companyId, session.companyId), eq(appIntegrations.appId, target.id)))
        .limit(1);
      if (existing) throw new ApiError(409, errorCodes.conflict, appMessages.alreadyIntegrated);
      const [catalog] = await tx.select().from(apps).where(eq(apps.id, target.id));
      const softwareId = await linkSoftware(tx, session, catalog!);
      const tenant = body.integratedTenantName.trim();
      const [created] = await tx
        .insert(appIntegrations)
        .values({
          companyId: session.companyId,
          appId: target.id,
          softwareId,
          name: target.name,
          isCustomApp: false,
          integratedTenantName: tenant,
          status: 'ACTIVE',
          createdBy: session.userId,
          updatedBy: session.userId,
        })
        .returning({ id: appIntegrations.id });
      await recordAudit(tx, {
        session,
        action: 'CREATE',
        resourceType: 'APP_INTEGRATION',
        resourceId: created!.id,
        before: null,
        after: { appId: target.id, name: target.name, integratedTenantName: tenant, status: 'ACTIVE', softwareId },
      });
      return created!.id;
    });
    // after the commit: the job's worker must see the integration
    await enqueueRefresh(ctx, session.companyId, appIntegrationId);
    reply.header('location', `/v2/app-integrations/${appIntegrationId}`);
    return { appIntegrationId };
  });
}

/**
 * The company's SaaS registry row of the app's name: linked (integration status INTEGRATED) or
 * created (type SAAS, the app's category, vendor, logo and site, usage ACTIVE); returns its id.
 */
async function linkSoftware(tx: DbOrTx, session: { companyId: string; userId: string }, catalog: typeof apps.$inferSelect): Promise<string> {
  const [row] = await tx
    .select({ id: software.id, integrationStatus: software.integrationStatus })
    .from(software)
    .where(and(eq(software.companyId, session.companyId), eq(software.type, 'SAAS'), eq(software.name, catalog.name)))
    .orderBy(asc(software.createdAt), asc(software.id))
    .limit(1);
  if (row) {
    if (row.integrationStatus !== 'INTEGRATED') {
      await tx.update(software).set({ integrationStatus: 'INTEGRATED', updatedAt: new Date(), updatedBy: session.userId, version: sql`${software.version} + 1` }).where(eq(software.id, row.id));
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'SOFTWARE', resourceId: row.id, before: { integrationStatus: row.integrationStatus }, after: { integrationStatus: 'INTEGRATED' } });
    }
    return row.id;
  }
  const values = {
    companyId: session.companyId,
    name: catalog.name,
    type: 'SAAS',
    category: catalog.categoryId,
    vendorName: catalog.vendorName,
    usageStatus: 'ACTIVE',
    integrationStatus: 'INTEGRATED',
    logoUrl: catalog.logoUrl,
    websiteUrl: catalog.websiteUrl,
    authMethod: catalog.authMethod,
    createdBy: session.userId,
    updatedBy: session.userId,
  };
  const [created] = await tx.insert(software).values(values).returning({ id: software.id });
  await recordAudit(tx, {
    session,
    action: 'CREATE',
    resourceType: 'SOFTWARE',
    resourceId: created!.id,
    before: null,
    after: { name: values.name, type: values.type, category: values.category, vendorName: values.vendorName, usageStatus: values.usageStatus, integrationStatus: values.integrationStatus },
  });
  return created!.id;
}
