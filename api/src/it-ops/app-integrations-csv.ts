import { and, eq } from 'drizzle-orm';
import { appUsersCsvEndpoints } from '@kanri/contracts';
import { notFound } from '../lib/errors';
import type { Db } from '../db/client';
import { appIntegrations } from '../schema';
import { csvExport, csvImport } from '../csv/routes';
import { appUsersCsvModule, appUsersExporter } from './app-users-csv-module';
import { isUuid } from '../http/resource';

/**
 * The accounts CSV of an app integration (`/app-integrations/import-csv/{id}`; docs/software.md),
 * served by the CSV mechanism (`csv/routes.ts`): `GET /v2/app-users-csv?appIntegrationId=` (view,
 * edit, edit-template) and `POST /v2/app-integrations/{id}/users-csv` (the shared engine with the
 * accounts module: dry run, then an all-or-nothing import). 404 for an integration that is not the
 * company's.
 */
async function integrationOf(db: Db, companyId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select({ id: appIntegrations.id }).from(appIntegrations).where(and(eq(appIntegrations.id, id), eq(appIntegrations.companyId, companyId)));
  if (!row) throw notFound();
  return row.id;
}

/** `GET /v2/app-users-csv`: see the file's docstring. */
export const appUsersCsvExport = csvExport({
  endpoint: appUsersCsvEndpoints.export,
  module: appUsersCsvEndpoints.module,
  exporter: async ({ filters, session, locale, translator, db }) =>
    appUsersExporter({ companyId: session.companyId, appIntegrationId: await integrationOf(db, session.companyId, filters.appIntegrationId), locale, translator }),
});

/** `POST /v2/app-integrations/{id}/users-csv`: see the file's docstring. */
export const appUsersCsvImport = csvImport({
  endpoint: appUsersCsvEndpoints.import,
  importer: async ({ params, session, translator, db }) =>
    appUsersCsvModule({ translator, companyId: session.companyId, userId: session.userId, appIntegrationId: await integrationOf(db, session.companyId, params.id) }),
});
