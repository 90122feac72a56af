import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  csvContentType,
  csvMaxFileBytes,
  equipmentCsvEndpoints,
  errorCodes,
  placesCsvEndpoints,
  presignImportCsvEndpoint,
  storageUrlTtlSeconds,
  type CsvExportMode,
  type EndpointDef,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import type { Db } from '../db/client';
import type { Translator } from '../i18n/i18n';
import { runCsvImport, type CsvImportModule } from './engine';
import { exportAndPublish, exportQuery, type CsvExporter } from './export';
import { equipmentCsvModule, equipmentExporter } from '../ga-places/equipment-csv-module';
import { placesCsvModule, placesExporter } from '../ga-places/places-csv-module';
import { storageFromEnv, StorageLimitError, type ObjectStorage } from '../storage/storage';
import { LocalStorage } from '../storage/local-storage';
import { registerStorageRoutes } from '../storage/images';
import { registerEquipmentRoutes } from '../ga-places/equipment';
import { registerEquipmentTypeRoutes } from '../ga-places/equipment-types';
import { registerPlaceWriteRoutes } from '../ga-places/places-write';
import { registerDevicesCsvRoutes } from '../it-ops/devices-csv';
import { registerAppIntegrationsCsvRoutes } from '../it-ops/app-integrations-csv';
import { registerAppAlertsCsvRoutes } from '../it-ops/app-alerts';
import { registerPersonImportCsvRoutes } from '../hr-people/person-import';
import { registerPeopleCsvRoutes } from '../hr-people/people-csv';
import { registerPublicIdRoutes } from '../hr-people/public-ids/public-ids';
import { registerContractsCsvRoutes } from '../legal/contracts-csv';
import { registerLicensesCsvRoutes } from '../it-ops/licenses';

/**
 * CSV import and export (000 §2 "CSV import wizard", §7 CSV calls, §8; 001 §7; DECISIONS.md
 * "CSV"), with the records the imports write: equipment, equipment types and items, and one-place
 * writes. One registration for all of it, because every part needs the storage, which is chosen
 * from the environment at start-up (`storageFromEnv`: S3-compatible with `S3_ENDPOINT` and
 * `S3_BUCKET`, else the API's own disk with the signed-URL routes of routes/storage.ts).
 *
 * Upload keys are `import-csv/{companyId}/{uuid}.csv`: an import names the key, and a key of
 * another company — or one that does not exist or has expired — is answered 404 like a missing file.
 * A key is imported once (`runCsvImport`: a second real import answers 409 with the first's
 * `importId`), and its upload URL takes one PUT (routes/storage.ts; issue 29).
 */
export function registerCsvImportRoutes(ctx: AppContext): void {
  ctx.app.register(async (app) => {
    const storage = await storageFromEnv();
    const scoped = { ...ctx, app };
    registerEquipmentRoutes(scoped);
    registerEquipmentTypeRoutes(scoped);
    registerPlaceWriteRoutes(scoped);
    registerCsvRoutes(scoped, storage);
    registerDevicesCsvRoutes(scoped, storage, readUpload);
    registerAppIntegrationsCsvRoutes(scoped, storage, readUpload);
    registerAppAlertsCsvRoutes(scoped, storage);
    registerPersonImportCsvRoutes(scoped, storage, readUpload);
    registerPeopleCsvRoutes(scoped, storage);
    registerPublicIdRoutes(scoped, storage, readUpload);
    registerContractsCsvRoutes(scoped, storage, readUpload);
    registerLicensesCsvRoutes(scoped, storage);
    if (storage instanceof LocalStorage) await app.register(async (child) => registerStorageRoutes(child, storage));
  });
}

/** A module's pair of CSV calls: its import module and exporter, made per request. */
interface CsvModuleBinding<F> {
  module: string;
  endpoints: { export: EndpointDef; import: EndpointDef };
  importer(options: { translator: Translator; companyId: string; userId: string }): CsvImportModule<string, unknown, unknown>;
  exporter(options: { companyId: string; locale: 'en-US' | 'ja-JP'; translator: Translator }): CsvExporter<F>;
}

/** The modules whose CSV calls are served; each further module adds one entry. */
const csvModules: CsvModuleBinding<never>[] = [
  { module: 'equipment', endpoints: equipmentCsvEndpoints, importer: equipmentCsvModule as never, exporter: equipmentExporter as never },
  { module: 'places', endpoints: placesCsvEndpoints, importer: placesCsvModule as never, exporter: placesExporter as never },
];

/** Reads an uploaded import file of the caller's company; 404 for a key that is not theirs or not there, 400 for a file over 10 MB or not text/csv. */
async function readUpload(storage: ObjectStorage, companyId: string, key: string): Promise<Buffer> {
  const missing = () => new ApiError(404, errorCodes.notFound, apiMessages.csvFileNotFound);
  const parts = key.split('/');
  if (parts.length !== 3 || parts[0] !== 'import-csv' || parts[1] !== companyId || !/^[0-9a-f-]{36}\.csv$/.test(parts[2]!)) throw missing();
  try {
    const bytes = await storage.read(key, { maxBytes: csvMaxFileBytes, contentTypes: [csvContentType] });
    if (!bytes) throw missing();
    return bytes;
  } catch (error) {
    if (!(error instanceof StorageLimitError)) throw error;
    const descriptor = error.reason === 'tooLarge' ? apiMessages.csvFileTooLarge : apiMessages.csvContentType;
    throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'uploadedFileKey', descriptor }]);
  }
}

function registerCsvRoutes(ctx: Omit<AppContext, 'app'> & { app: FastifyInstance }, storage: ObjectStorage): void {
  const { app, db, sessions, translator } = ctx;

  registerEndpoint(app, presignImportCsvEndpoint, sessions, async ({ session }) => {
    const key = `import-csv/${session.companyId}/${randomUUID()}.csv`;
    const { url, expiresAt, headers } = await storage.presignPut(key, { contentType: csvContentType, maxBytes: csvMaxFileBytes, ttlSeconds: storageUrlTtlSeconds });
    return { url, key, method: 'PUT' as const, headers: { ...headers, 'content-type': csvContentType }, expiresAt: expiresAt.toISOString() };
  });

  for (const binding of csvModules) {
    registerEndpoint(app, binding.endpoints.import, sessions, async ({ body, session, locale }) => {
      const input = body as Parameters<typeof runCsvImport>[0]['body'];
      const bytes = await readUpload(storage, session.companyId, input.uploadedFileKey);
      return runCsvImport({
        db: db as Db,
        module: binding.importer({ translator, companyId: session.companyId, userId: session.userId }),
        bytes,
        body: input,
        companyId: session.companyId,
        userId: session.userId,
        locale,
        translator,
      }) as never;
    });

    registerEndpoint(app, binding.endpoints.export, sessions, async ({ query, session, locale }) => {
      const { mode, options, filters } = exportQuery(query as { mode: CsvExportMode } & Record<string, unknown>);
      const exporter = binding.exporter({ companyId: session.companyId, locale, translator });
      return (await exportAndPublish(db, storage, session.companyId, binding.module, exporter, { mode, options, filters: filters as never })) as never;
    });
  }
}
