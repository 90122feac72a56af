import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  csvContentType,
  csvMaxFileBytes,
  errorCodes,
  presignImportCsvEndpoint,
  storageUrlTtlSeconds,
  type CsvExportMode,
  type CsvImportBody,
  type EndpointBodyOutput,
  type EndpointDef,
  type EndpointParamsOutput,
  type EndpointQueryOutput,
  type Locale,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import type { Db } from '../db/client';
import type { SessionContext } from '../auth/sessions';
import type { Translator } from '../i18n/i18n';
import { runCsvImport, type CsvImportModule } from './engine';
import { exportAndPublish, exportQuery, type CsvExporter } from './export';
import { storageFromEnv, StorageLimitError, type ObjectStorage } from '../storage/storage';
import { LocalStorage } from '../storage/local-storage';
import { registerStorageRoutes } from '../storage/images';

/**
 * CSV import and export (000 §2 "CSV import wizard", §7 CSV calls, §8; 001 §7; DECISIONS.md
 * "CSV"; issue 31 "Every list to Excel"; issue 32): the one mechanism every domain's CSV calls go
 * through. The domains do not register their own export and import handlers: each domain's
 * `index.ts` exports a `CsvRegistration` (its `csvExport` and `csvImport` bindings: an endpoint and
 * the exporter or import module made per request, plus any call that needs the storage), and
 * `server.ts` hands them to `registerCsvImportRoutes`. So this folder imports no domain.
 *
 * The storage is chosen from the environment at start-up (`storageFromEnv`: S3-compatible with
 * `S3_ENDPOINT` and `S3_BUCKET`, else the API's own disk with the signed-URL routes of
 * storage/images.ts). Upload keys are `import-csv/{companyId}/{uuid}.csv`: an import names the
 * key, and a key of another company — or one that does not exist or has expired — is answered 404
 * like a missing file. A key is imported once (`runCsvImport`: a second real import answers 409
 * with the first's `importId`), and its upload URL takes one PUT (issue 29).
 */

/**
 * What a domain's CSV calls get (issue 32: a narrow context, declared here): the app scope the CSV
 * calls share, the database, sessions and messages, the storage chosen at start-up, and
 * `readUpload` (an uploaded import file of the company: 404 for a key that is not the company's or
 * not there, 400 at `uploadedFileKey` for a file over 10 MB or not `text/csv`).
 */
export interface CsvContext extends Pick<AppContext, 'db' | 'sessions' | 'translator'> {
  app: FastifyInstance;
  storage: ObjectStorage;
  readUpload(companyId: string, key: string): Promise<Buffer>;
}

/** The query keys every export call takes besides the list's own (`csvExportQuery`). */
type ExportKeys = 'mode' | 'encoding' | 'format' | 'columns';

/** One export call as its binding sees it: the list's `filters` (and sort), the `mode`, who asks and in which language. */
export interface CsvExportRequest<E extends EndpointDef> {
  /** The validated query without `mode`, `encoding`, `format` and `columns`: the list's filters and sort. */
  filters: Omit<EndpointQueryOutput<E>, ExportKeys>;
  mode: CsvExportMode;
  session: SessionContext;
  locale: Locale;
  translator: Translator;
  db: Db;
}

/**
 * One export call (`GET /v2/{module}-csv`, `csvExportQuery`): the `endpoint`, the download's
 * `module` name (`{module}-export-{date}.csv|xlsx`; a function when the query decides it), and the
 * `exporter` of one request, which may refuse (throw an `ApiError`) before any file is written.
 * The mechanism reads `mode`, `format` and `columns`, streams the file (CSV with BOM or XLSX,
 * `buildExport`) into the storage and answers `{ url, mode, fileName }`.
 */
export interface CsvExportBinding<E extends EndpointDef = EndpointDef> {
  endpoint: E;
  module: string | ((request: CsvExportRequest<E>) => string);
  // the exporter's filter type is the binding's own business: rows get `request.filters`
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  exporter(request: CsvExportRequest<E>): CsvExporter<any> | Promise<CsvExporter<any>>;
}

/** One import call as its binding sees it: the validated params and body, who asks. */
export interface CsvImportRequest<E extends EndpointDef> {
  params: EndpointParamsOutput<E>;
  body: EndpointBodyOutput<E>;
  session: SessionContext;
  locale: Locale;
  translator: Translator;
  db: Db;
}

/**
 * One import call (`POST /v2/{module}-csv[/{segment}]` with `CsvImportBody`): the `endpoint` and the
 * `importer` of one request (the module's columns and resolvers); it may refuse first (a path
 * segment naming no type: throw 404), before the upload is read. The mechanism reads the upload
 * and runs the shared engine (`runCsvImport`: dry run or all-or-nothing import).
 */
export interface CsvImportBinding<E extends EndpointDef = EndpointDef> {
  endpoint: E;
  importer(request: CsvImportRequest<E>): CsvImportModule<string, unknown, unknown> | Promise<CsvImportModule<string, unknown, unknown>>;
}

/** A domain's CSV part, exported from its `index.ts`: its export and import bindings, and `routes`, other calls that need the storage. */
export interface CsvRegistration {
  exports?: readonly CsvExportBinding[];
  imports?: readonly CsvImportBinding[];
  routes?(ctx: CsvContext): void;
}

/** Types an export binding against its endpoint (the request's `filters` are the endpoint's query). */
export function csvExport<const E extends EndpointDef>(binding: CsvExportBinding<E>): CsvExportBinding {
  return binding as unknown as CsvExportBinding;
}

/** Types an import binding against its endpoint (the request's `params` and `body`). */
export function csvImport<const E extends EndpointDef>(binding: CsvImportBinding<E>): CsvImportBinding {
  return binding as unknown as CsvImportBinding;
}

/**
 * Registers the CSV calls: the upload URL, every domain's export and import bindings and their
 * storage-bound routes, and (embedded storage) the signed storage routes. `domains` are the
 * domains' `CsvRegistration`s, handed over by `server.ts`.
 */
export function registerCsvImportRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions' | 'translator'>, domains: readonly CsvRegistration[]): void {
  ctx.app.register(async (app) => {
    const storage = await storageFromEnv();
    const csv: CsvContext = { db: ctx.db, sessions: ctx.sessions, translator: ctx.translator, app, storage, readUpload: (companyId, key) => readUpload(storage, companyId, key) };
    registerPresign(csv);
    for (const domain of domains) {
      for (const binding of domain.exports ?? []) registerCsvExport(csv, binding);
      for (const binding of domain.imports ?? []) registerCsvImport(csv, binding);
      domain.routes?.(csv);
    }
    if (storage instanceof LocalStorage) await app.register(async (child) => registerStorageRoutes(child, storage));
  });
}

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

/** `GET /v2/s3/presigned-url/import-csv`: a one-PUT upload URL under the company's import keys. */
function registerPresign({ app, sessions, storage }: CsvContext): void {
  registerEndpoint(app, presignImportCsvEndpoint, sessions, async ({ session }) => {
    const key = `import-csv/${session.companyId}/${randomUUID()}.csv`;
    const { url, expiresAt, headers } = await storage.presignPut(key, { contentType: csvContentType, maxBytes: csvMaxFileBytes, ttlSeconds: storageUrlTtlSeconds });
    return { url, key, method: 'PUT' as const, headers: { ...headers, 'content-type': csvContentType }, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * Serves one export binding: `mode`, `format` (`csv` | `xlsx`) and `columns` from the query, the
 * rest as the list's filters; the exporter's file streamed into the storage (`exportAndPublish`).
 */
export function registerCsvExport(ctx: CsvContext, binding: CsvExportBinding): void {
  const { app, db, sessions, translator, storage } = ctx;
  registerEndpoint(app, binding.endpoint, sessions, async ({ query, session, locale }) => {
    const { mode, options, filters } = exportQuery(query as { mode: CsvExportMode } & Record<string, unknown>);
    const request: CsvExportRequest<EndpointDef> = { filters: filters as never, mode, session: session!, locale, translator, db };
    const exporter = await binding.exporter(request);
    const module = typeof binding.module === 'string' ? binding.module : binding.module(request);
    return (await exportAndPublish(db, storage, session!.companyId, module, exporter, { mode, options, filters })) as never;
  });
}

/** Serves one import binding: the binding's module (or its refusal), then the upload, then the shared engine. */
export function registerCsvImport(ctx: CsvContext, binding: CsvImportBinding): void {
  const { app, db, sessions, translator, storage } = ctx;
  registerEndpoint(app, binding.endpoint, sessions, async ({ params, body, session, locale }) => {
    const module = await binding.importer({ params, body, session: session!, locale, translator, db } as CsvImportRequest<EndpointDef>);
    const input = body as CsvImportBody;
    const bytes = await readUpload(storage, session!.companyId, input.uploadedFileKey);
    return (await runCsvImport({ db, module, bytes, body: input, companyId: session!.companyId, userId: session!.userId, locale, translator })) as never;
  });
}
