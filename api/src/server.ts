import helmet from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { errorCodes, type ApiErrorBody } from '@kanri/contracts';
import type { Db } from './db/client';
import { SessionStore, sessionCookieName, type CacheInvalidations } from './auth/sessions';
import { Throttle } from './auth/throttle';
import { createMailer, type Mailer } from './auth/mailer';
import { loadTranslator, resolveLocale, type Translator } from './i18n/i18n';
import { apiMessages } from './i18n/messages';
import { ApiError } from './lib/errors';
import { loadSession, requestLocale } from './http/register';
import { registerAuthRoutes } from './routes/auth';
import { registerSoftwareRoutes } from './routes/software';
import { registerPlacesRoutes } from './routes/places';
import { registerPeopleRoutes } from './routes/people';
import { registerAlumniRoutes } from './routes/alumni';
import { registerPeopleInsightsRoutes } from './routes/people-insights';
import { registerPersonRoutes } from './routes/person';
import { registerHrCalendar } from './jobs/hr-calendar';
import { registerOrganizationRoutes } from './routes/organization';
import { registerOrganizationPlanRoutes } from './routes/organization-plans';
import { registerMarketplaceRoutes } from './routes/marketplace';
import { registerMarketplaceCartRoutes } from './routes/marketplace-cart';
import { registerMarketplaceOrderRoutes } from './routes/marketplace-orders';
import { registerSettingsRoutes } from './routes/settings';
import { registerRoleRoutes } from './routes/settings-roles';
import { registerInvitationRoutes } from './routes/settings-invitations';
import { registerIndividualRoutes } from './routes/individual';
import { registerSystemRoutes } from './routes/system';
import { registerNetworksRoutes } from './routes/networks';
import { registerFleetsRoutes } from './routes/fleets';
import { registerIdManagementRoutes } from './routes/id-management';
import { registerStarlinksRoutes } from './routes/starlinks';
import { registerDeviceModuleRoutes } from './routes/devices-module';
import { registerLicensesRoutes } from './routes/licenses';
import { registerContractsRoutes } from './routes/contracts';
import { registerDeviceInventoryRoutes } from './routes/device-inventory';
import { registerCockpitRoutes } from './routes/cockpit';
import { registerOperationPackageRoutes } from './routes/operation-packages';
import { registerAppUsersRoutes } from './routes/app-users';
import { registerAppAlertsRoutes } from './routes/app-alerts';
import { registerAppIntegrationRoutes } from './routes/app-integrations';
import { registerShadowItRoutes } from './routes/shadow-it';
import { registerSelectOptionsRoutes } from './routes/select-options';
import { registerTableSettingsRoutes } from './routes/table-settings';
import { registerAuditLogRoutes } from './audit/routes';
import { registerCsvImportRoutes } from './routes/csv-import';
import { registerAppRoutes } from './routes/apps';
import { registerAppRefreshRoutes } from './routes/app-refresh';
import { registerHrMasterItemRoutes } from './routes/hr-master-items';
import { registerAttendanceLinkRoutes } from './routes/attendance-links';
import { registerPersonCreateRoutes } from './routes/person-create';
import { registerHrSaasRoutes } from './routes/hr-saas';
import { registerTimeAndAttendanceRoutes } from './routes/time-and-attendance';
import { registerPlaceAdministratorRoutes } from './routes/place-administrators';
import { defaultJobsConfig, type JobsConfig } from './jobs/queue';

/** Server settings (see README "API configuration"). */
export interface ServerConfig {
  /** Serve `GET /v2/dev/mailbox` (`KANRI_DEV_MAILBOX=1`). */
  devMailbox: boolean;
  /** Extra origins allowed to make state-changing calls (`KANRI_ALLOWED_ORIGINS`). */
  allowedOrigins: string[];
  /** SMTP URL for one-time codes (`SMTP_URL`); without it codes go to the log. */
  smtpUrl?: string;
  /** Sign-in throttling: failures per account and per client address within `windowMs`. */
  throttle: { accountMax: number; addressMax: number; windowMs: number };
  /**
   * How long a session lookup may be reused in this process, in ms (0: every request reads the
   * database). Every state-changing call drops the cache (`SessionStore`).
   */
  sessionCacheMs: number;
  /** The background job queue (pg-boss on the same database; docs/software.md "Refresh"). */
  jobs: JobsConfig;
}

/** What route modules get: the app and the services. */
export interface AppContext {
  app: FastifyInstance;
  db: Db;
  sessions: SessionStore;
  translator: Translator;
  mailer: Mailer;
  config: ServerConfig;
  throttles: { account: Throttle; address: Throttle };
}

/** Options of `buildServer`: a database plus optional overrides of the config and Fastify's logger. */
export interface BuildServerOptions extends Partial<ServerConfig> {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Fastify `trustProxy` (default: loopback, i.e. the host's dev proxy). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * How API processes sharing the database drop each other's cached session lookups
   * (`Database.invalidations`); without it the session cache serves this process alone.
   */
  sessionInvalidations?: CacheInvalidations;
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Builds the API server (not listening): routes registered from the contract descriptors,
 * cookie sessions, the foreign-Origin guard for state-changing calls, localized error answers.
 * Tests call `app.inject`; `main.ts` calls `listen`.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const config: ServerConfig = {
    devMailbox: options.devMailbox ?? false,
    allowedOrigins: options.allowedOrigins ?? [],
    smtpUrl: options.smtpUrl,
    throttle: options.throttle ?? { accountMax: 5, addressMax: 30, windowMs: 15 * 60_000 },
    sessionCacheMs: options.sessionCacheMs ?? 0,
    jobs: { ...defaultJobsConfig(), ...options.jobs },
  };
  const translator = await loadTranslator();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? ['127.0.0.1', '::1'],
    bodyLimit: 1024 * 1024,
    // a path that is not valid UTF-8 (`%ED%A0%80`, a lone surrogate's bytes) fails in the router,
    // before the error handler: answer it in the same shape as every 400
    frameworkErrors: (error, request, reply) => {
      const locale = resolveLocale(request.headers['accept-language']);
      const message = translator.t(locale, apiMessages.badRequest);
      void (reply as unknown as FastifyReply).code(400).send({ code: errorCodes.validation, message, fieldErrors: [{ path: 'path', message }] } satisfies ApiErrorBody);
    },
  });
  await app.register(cookie);
  // the API answers JSON only: nothing it sends may run, be framed or leak the referring URL
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    // the API is same-origin behind the host; HTTPS is the proxy's business
    strictTransportSecurity: false,
  });
  const ctx: AppContext = {
    app,
    db: options.db,
    sessions: new SessionStore(options.db, config.sessionCacheMs, options.sessionInvalidations),
    translator,
    mailer: await createMailer({ smtpUrl: config.smtpUrl, devMailbox: config.devMailbox, log: app.log }),
    config,
    throttles: { account: new Throttle(options.db, config.throttle.accountMax, config.throttle.windowMs), address: new Throttle(options.db, config.throttle.addressMax, config.throttle.windowMs) },
  };

  // A browser always sends Origin on cross-site state-changing requests; refuse foreign ones.
  // Same origin = the request's own Host (or X-Forwarded-Host from the host's proxy).
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? '').split(',')[0]?.trim();
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = '';
    }
    if (originHost && originHost === host) return;
    if (config.allowedOrigins.includes(origin)) return;
    throw new ApiError(403, errorCodes.foreignOrigin, apiMessages.foreignOrigin);
  });

  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    // a body Fastify refused (too large, unreadable) fails before any handler read the session:
    // read it here, so the message is in the user's saved language as on every other answer
    if (request.kanriSession === undefined && request.cookies?.[sessionCookieName]) await loadSession(request, ctx.sessions).catch(() => null);
    const locale = requestLocale(request);
    let body: ApiErrorBody;
    let status: number;
    if (error instanceof ApiError) {
      status = error.status;
      body = { code: error.code, message: translator.t(locale, error.descriptor) };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors.map((f) => ({ path: f.path, message: translator.t(locale, f.descriptor, f.values) }));
      if (error.headers) reply.headers(error.headers);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx: unreadable JSON, a `__proto__` key, wrong content type, body too large;
      // the whole body is the field at fault
      status = error.statusCode === 413 || error.statusCode === 415 ? error.statusCode : 400;
      const message = translator.t(locale, apiMessages.badRequest);
      body = { code: errorCodes.validation, message, fieldErrors: [{ path: 'body', message }] };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { code: errorCodes.internal, message: translator.t(locale, apiMessages.internal) };
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const locale = resolveLocale(request.headers['accept-language']);
    return reply.code(404).send({ code: errorCodes.notFound, message: translator.t(locale, apiMessages.notFound) } satisfies ApiErrorBody);
  });

  registerSystemRoutes(ctx);
  registerAuthRoutes(ctx);
  registerSoftwareRoutes(ctx);
  registerPlacesRoutes(ctx);
  registerPeopleRoutes(ctx);
  registerAlumniRoutes(ctx);
  registerPeopleInsightsRoutes(ctx);
  registerPersonRoutes(ctx);
  registerHrCalendar(ctx);
  registerOrganizationRoutes(ctx);
  registerOrganizationPlanRoutes(ctx);
  registerMarketplaceRoutes(ctx);
  registerMarketplaceCartRoutes(ctx);
  registerMarketplaceOrderRoutes(ctx);
  registerSettingsRoutes(ctx);
  registerRoleRoutes(ctx);
  registerInvitationRoutes(ctx);
  registerIndividualRoutes(ctx);
  registerNetworksRoutes(ctx);
  registerFleetsRoutes(ctx);
  registerIdManagementRoutes(ctx);
  registerStarlinksRoutes(ctx);
  registerDeviceModuleRoutes(ctx);
  registerLicensesRoutes(ctx);
  registerContractsRoutes(ctx);
  registerDeviceInventoryRoutes(ctx);
  registerCockpitRoutes(ctx);
  registerOperationPackageRoutes(ctx);
  registerAppUsersRoutes(ctx);
  registerAppAlertsRoutes(ctx);
  registerAppIntegrationRoutes(ctx);
  registerShadowItRoutes(ctx);
  registerSelectOptionsRoutes(ctx);
  registerTableSettingsRoutes(ctx);
  registerAuditLogRoutes(ctx);
  registerCsvImportRoutes(ctx);
  registerAppRoutes(ctx);
  registerAppRefreshRoutes(ctx);
  registerHrMasterItemRoutes(ctx);
  registerAttendanceLinkRoutes(ctx);
  registerPersonCreateRoutes(ctx);
  registerHrSaasRoutes(ctx);
  registerTimeAndAttendanceRoutes(ctx);
  registerPlaceAdministratorRoutes(ctx);
  return app;
}
