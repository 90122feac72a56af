import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { appUsersCsvEndpoints } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { notFound } from '../lib/errors';
import type { Db } from '../db/client';
import { appIntegrations } from '../schema';
import { runCsvImport } from '../csv/engine';
import { exportAndPublish, exportQuery } from '../csv/export';
import { appUsersCsvModule, appUsersExporter } from './app-users-csv-module';
import type { ObjectStorage } from '../storage/storage';
import { isUuid } from '../http/resource';

/**
 * The accounts CSV of an app integration (`/app-integrations/import-csv/{id}`; docs/software.md):
 * `GET /v2/app-users-csv?appIntegrationId=` (view, edit, edit-template) and
 * `POST /v2/app-integrations/{id}/users-csv` (the shared engine with the accounts module: dry run,
 * then an all-or-nothing import). 404 for an integration that is not the company's.
 */
export function registerAppIntegrationsCsvRoutes(
  ctx: Omit<AppContext, 'app'> & { app: FastifyInstance },
  storage: ObjectStorage,
  readUpload: (storage: ObjectStorage, companyId: string, key: string) => Promise<Buffer>,
): void {
  const { app, db, sessions, translator } = ctx;
  const integrationOf = async (companyId: string, id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await (db as Db).select({ id: appIntegrations.id }).from(appIntegrations).where(and(eq(appIntegrations.id, id), eq(appIntegrations.companyId, companyId)));
    if (!row) throw notFound();
    return row.id;
  };

  registerEndpoint(app, appUsersCsvEndpoints.export, sessions, async ({ query, session, locale }) => {
    const appIntegrationId = await integrationOf(session.companyId, query.appIntegrationId);
    const { mode, options } = exportQuery(query);
    return exportAndPublish(db as Db, storage, session.companyId, appUsersCsvEndpoints.module, appUsersExporter({ companyId: session.companyId, appIntegrationId, locale, translator }), { mode, options });
  });

  registerEndpoint(app, appUsersCsvEndpoints.import, sessions, async ({ params, body, session, locale }) => {
    const appIntegrationId = await integrationOf(session.companyId, params.id);
    const bytes = await readUpload(storage, session.companyId, body.uploadedFileKey);
    return runCsvImport({
      db: db as Db,
      module: appUsersCsvModule({ translator, companyId: session.companyId, userId: session.userId, appIntegrationId }),
      bytes,
      body,
      companyId: session.companyId,
      locale,
      translator,
    });
  });
}
