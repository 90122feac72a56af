import { and, count, eq, type SQL } from 'drizzle-orm';
import { countSoftwareEndpoint, listSoftwareEndpoint, type SoftwareCountQuery } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { software } from '../schema';
import { matchesText, orderBy, page } from '../http/list-sql';
import { storageFromEnv } from '../storage/storage';
import { registerImageRoutes } from '../storage/images';
import { registerSoftwareRecordRoutes, toSoftware } from './software-record';
import { registerSoftwareListRoutes } from './software-lists';

const integrationFilter = {
  INTEGRATIONS: 'INTEGRATED',
  CUSTOM_APPS: 'CUSTOM_APP',
  DEACTIVATED: 'DEACTIVATED',
  ALL: null,
} as const;

/** WHERE of the registry: tenant, type (`status`), SaaS integration state, freeText. */
function softwareWhere(companyId: string, q: SoftwareCountQuery): SQL | undefined {
  const integration = q.status === 'SAAS' ? integrationFilter[q.integration] : null;
  return and(
    eq(software.companyId, companyId),
    q.status === 'ALL' ? undefined : eq(software.type, q.status),
    integration ? eq(software.integrationStatus, integration) : undefined,
    matchesText(software.searchText, q.freeText),
  );
}

/** What the software calls use of the server's context (issue 32: declared where used), also handed to the record's, lists' and images' registrations. */
export type SoftwareContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/**
 * The software registry (001 §2 Software; DECISIONS.md `status`/`integration`), the software
 * record (software-record.ts), the area's lists (software-lists.ts) and the image uploads of
 * routes/storage.ts — on the storage the environment chooses (local or S3).
 */
export function registerSoftwareRoutes(ctx: SoftwareContext): void {
  const { app, db, sessions } = ctx;
  app.register(async (child) => {
    const storage = await storageFromEnv();
    const scoped = { ...ctx, app: child };
    registerSoftwareRecordRoutes(scoped, storage);
    registerSoftwareListRoutes(scoped);
    registerImageRoutes(scoped, storage);
  });

  registerEndpoint(app, listSoftwareEndpoint, sessions, async ({ query, session }) => {
    const sort = {
      NAME: software.name,
      TYPE: software.type,
      CATEGORY: software.category,
      VENDOR: software.vendorName,
      USAGE_STATUS: software.usageStatus,
      USER_COUNT: software.userCount,
    }[query.sortColumn];
    const rows = await db
      .select()
      .from(software)
      .where(softwareWhere(session.companyId, query))
      .orderBy(...orderBy(query.sortOrder, sort, software.name, software.id))
      .limit(page(query).limit)
      .offset(page(query).offset);
    return {
      items: rows.map(toSoftware),
    };
  });

  registerEndpoint(app, countSoftwareEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ count: count() }).from(software).where(softwareWhere(session.companyId, query));
    return { count: row?.count ?? 0 };
  });
}
