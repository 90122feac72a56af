import helmet from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { errorCodes, type ApiErrorBody } from '@kanri/contracts';
import type { Db } from './db/client';
import { SessionStore, sessionCookieName, type CacheInvalidations } from './auth/sessions';
import { Throttle } from './auth/throttle';
import { createMailer } from './auth/mailer';
import { registerOriginGuard } from './auth/origin-guard';
import { defaultRateLimits, registerRateLimits, type RateLimits } from './auth/rate-limit';
import { loadTranslator, resolveLocale } from './i18n/i18n';
import { apiMessages } from './i18n/messages';
import { ApiError } from './lib/errors';
import { loadSession, requestLocale } from './http/register';
import { registerAuthRoutes } from './auth/routes';
import { deviceBulkActions, licenseBulkActions, itOpsCsv, registerAppAlertsRoutes, registerAppIntegrationRoutes, registerAppRefreshRoutes, registerAppRoutes, registerAppUsersRoutes, registerDeviceModuleRoutes, registerIdManagementRoutes, registerLicensesRoutes, registerNetworksRoutes, registerShadowItRoutes, registerSoftwareRoutes, registerStarlinksRoutes } from './it-ops';
import { equipmentBulkActions, gaPlacesCsv, registerEquipmentRoutes, registerEquipmentTypeRoutes, registerFleetsRoutes, registerPlaceAdministratorRoutes, registerPlacesRoutes, registerPlaceWriteRoutes } from './ga-places';
import { handlesMyNumber, hrPeopleCsv, peopleBulkActions, registerAlumniRoutes, registerAttendanceLinkRoutes, registerHrCalendar, registerHrMasterItemRoutes, registerHrSaasRoutes, registerOrganizationPlanRoutes, registerOrganizationRoutes, registerPeopleInsightsRoutes, registerPeopleRoutes, registerPersonCreateRoutes, registerPersonRoutes, registerTimeAndAttendanceRoutes } from './hr-people';
import { registerMarketplaceCartRoutes, registerMarketplaceOrderRoutes, registerMarketplaceRoutes } from './marketplace';
import { registerInvitationRoutes, registerRoleRoutes, registerSavedViewRoutes, registerSettingsRoutes, registerTableSettingsRoutes } from './settings';
import { registerIndividualRoutes } from './individual';
import { registerSelectOptionsRoutes, registerSystemRoutes } from './system';
import { legalCsv, registerContractsRoutes } from './legal';
import { registerDeviceInventoryRoutes, registerOperationPackageRoutes } from './operations';
import { registerCockpitRoutes } from './cockpit';
import { registerAuditLogRoutes } from './audit/routes';
import { registerSearchRoutes } from './search/routes';
import { registerCsvImportRoutes } from './csv/routes';
import { registerBulkActionRoutes } from './bulk/routes';
import { defaultJobsConfig } from './jobs/queue';
import { registerIdempotency } from './http/idempotency';
import { maxEventLoopDelayMs, registerLoadShedding, type LoadShedding } from './http/under-pressure';
import type { AppContext, ServerConfig } from './http/context';

export type { AppContext, ServerConfig } from './http/context';

/** Sign-in throttling defaults: 5 free failures per (account, client), 30 per client, in 15 minutes; then 1 s doubling up to 15 minutes. */
export const defaultSignInThrottle: ServerConfig['throttle'] = { accountFree: 5, addressFree: 30, baseDelayMs: 1000, maxDelayMs: 15 * 60_000, windowMs: 15 * 60_000 };

/** Options of `buildServer`: a database plus optional overrides of the config and Fastify's logger. */
export interface BuildServerOptions extends Partial<Omit<ServerConfig, 'throttle' | 'rateLimit'>> {
  throttle?: Partial<ServerConfig['throttle']>;
  rateLimit?: Partial<RateLimits>;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Fastify `trustProxy` (default: loopback, i.e. the host's dev proxy). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * How API processes sharing the database drop each other's cached session lookups
   * (`Database.invalidations`); without it the session cache serves this process alone.
   */
  sessionInvalidations?: CacheInvalidations;
  /** Load shedding on event-loop delay (default: `KANRI_MAX_EVENT_LOOP_DELAY_MS`, 0 off; `http/under-pressure.ts`). */
  loadShedding?: Partial<LoadShedding>;
}

/**
 * Builds the API server (not listening): routes registered from the contract descriptors,
 * cookie sessions, the foreign-Origin guard for state-changing calls, localized error answers.
 * Tests call `app.inject`; `main.ts` calls `listen`.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const config: ServerConfig = {
    devMailbox: options.devMailbox ?? false,
    publicOrigin: options.publicOrigin,
    allowedOrigins: options.allowedOrigins ?? [],
    smtpUrl: options.smtpUrl,
    outboxPath: options.outboxPath,
    throttle: { ...defaultSignInThrottle, ...options.throttle },
    rateLimit: { ...defaultRateLimits, ...options.rateLimit },
    clockingTokenDays: options.clockingTokenDays ?? 180,
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
  // an overloaded process sheds first (503 SERVER_BUSY), before anything else runs for the request (issue 28)
  await registerLoadShedding(app, { translator, maxEventLoopDelayMs: maxEventLoopDelayMs(process.env), ...options.loadShedding });
  // limits first: a flood is refused before anything else runs for it
  const limits = await registerRateLimits(app, config.rateLimit);
  registerOriginGuard(app, { publicOrigin: config.publicOrigin, allowedOrigins: config.allowedOrigins });
  const { windowMs, baseDelayMs, maxDelayMs } = config.throttle;
  const ctx: AppContext = {
    app,
    db: options.db,
    sessions: new SessionStore(options.db, config.sessionCacheMs, options.sessionInvalidations),
    translator,
    mailer: await createMailer({ smtpUrl: config.smtpUrl, outboxPath: config.outboxPath, devMailbox: config.devMailbox, log: app.log }),
    config,
    throttles: {
      account: new Throttle(options.db, { free: config.throttle.accountFree, baseDelayMs, maxDelayMs, windowMs }),
      address: new Throttle(options.db, { free: config.throttle.addressFree, baseDelayMs, maxDelayMs, windowMs }),
    },
    invitationLimit: limits.clientLimiter(config.rateLimit.invitationsPerClient, config.rateLimit.invitationWindowMs),
  };

  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    // a body Fastify refused (too large, unreadable) fails before any handler read the session:
    // read it here, so the message is in the user's saved language as on every other answer
    if (request.kanriSession === undefined && request.cookies?.[sessionCookieName]) await loadSession(request, ctx.sessions).catch(() => null);
    const locale = requestLocale(request);
    let body: ApiErrorBody;
    let status: number;
    if (error instanceof ApiError) {
      status = error.status;
      body = { ...error.details, code: error.code, message: translator.t(locale, error.descriptor) };
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

  // before the routes: every POST of the app and its plugins honours Idempotency-Key (issue 29)
  registerIdempotency(app, { db: ctx.db, sessions: ctx.sessions });
  registerSystemRoutes(ctx);
  registerAuthRoutes(ctx);
  registerSoftwareRoutes(ctx);
  registerPlacesRoutes(ctx);
  registerPlaceWriteRoutes(ctx);
  registerEquipmentRoutes(ctx);
  registerEquipmentTypeRoutes(ctx);
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
  registerSavedViewRoutes(ctx);
  registerAuditLogRoutes(ctx, (session) => handlesMyNumber(ctx.db, session));
  registerSearchRoutes(ctx);
  // the domains' CSV exports and imports, served by the one CSV mechanism (issues 31, 32)
  registerCsvImportRoutes(ctx, [itOpsCsv, gaPlacesCsv, hrPeopleCsv, legalCsv]);
  registerAppRoutes(ctx);
  registerAppRefreshRoutes(ctx);
  registerHrMasterItemRoutes(ctx);
  registerAttendanceLinkRoutes(ctx);
  registerPersonCreateRoutes(ctx);
  registerHrSaasRoutes(ctx);
  registerTimeAndAttendanceRoutes(ctx);
  registerPlaceAdministratorRoutes(ctx);
  // after registerAppRefreshRoutes (the job queue): the domains' bulk actions (issue 31 §2)
  registerBulkActionRoutes(ctx, [...deviceBulkActions, ...equipmentBulkActions, ...licenseBulkActions, ...peopleBulkActions]);
  return app;
}
