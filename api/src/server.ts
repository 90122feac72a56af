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
import { registerSoftwareRoutes } from './it-ops/software';
import { registerPlacesRoutes } from './ga-places/places';
import { registerPeopleRoutes } from './hr-people/people';
import { registerAlumniRoutes } from './hr-people/alumni';
import { registerPeopleInsightsRoutes } from './hr-people/people-insights';
import { registerPersonRoutes } from './hr-people/person';
import { registerHrCalendar } from './hr-people/hr-calendar';
import { registerOrganizationRoutes } from './hr-people/organization';
import { registerOrganizationPlanRoutes } from './hr-people/organization-plans';
import { registerMarketplaceRoutes } from './marketplace/marketplace';
import { registerMarketplaceCartRoutes } from './marketplace/marketplace-cart';
import { registerMarketplaceOrderRoutes } from './marketplace/marketplace-orders';
import { registerSettingsRoutes } from './settings/settings';
import { registerRoleRoutes } from './settings/settings-roles';
import { registerInvitationRoutes } from './settings/settings-invitations';
import { registerIndividualRoutes } from './individual/individual';
import { registerSystemRoutes } from './system/system';
import { registerNetworksRoutes } from './it-ops/networks';
import { registerFleetsRoutes } from './ga-places/fleets';
import { registerIdManagementRoutes } from './it-ops/id-management';
import { registerStarlinksRoutes } from './it-ops/starlinks';
import { registerDeviceModuleRoutes } from './it-ops/devices-module';
import { registerLicensesRoutes } from './it-ops/licenses';
import { registerContractsRoutes } from './legal/contracts';
import { registerDeviceInventoryRoutes } from './operations/device-inventory';
import { registerCockpitRoutes } from './cockpit/cockpit';
import { registerOperationPackageRoutes } from './operations/operation-packages';
import { registerAppUsersRoutes } from './it-ops/app-users';
import { registerAppAlertsRoutes } from './it-ops/app-alerts';
import { registerAppIntegrationRoutes } from './it-ops/app-integrations';
import { registerShadowItRoutes } from './it-ops/shadow-it';
import { registerSelectOptionsRoutes } from './system/select-options';
import { registerSavedViewRoutes } from './settings/saved-views';
import { registerTableSettingsRoutes } from './settings/table-settings';
import { registerAuditLogRoutes } from './audit/routes';
import { handlesMyNumber } from './hr-people/public-ids/privilege';
import { registerSearchRoutes } from './search/routes';
import { registerCsvImportRoutes } from './csv/routes';
import { registerAppRoutes } from './it-ops/apps';
import { registerAppRefreshRoutes } from './it-ops/app-refresh';
import { registerHrMasterItemRoutes } from './hr-people/hr-master-items';
import { registerAttendanceLinkRoutes } from './hr-people/attendance-links';
import { registerPersonCreateRoutes } from './hr-people/person-create';
import { registerHrSaasRoutes } from './hr-people/hr-saas';
import { registerTimeAndAttendanceRoutes } from './hr-people/time-and-attendance';
import { registerPlaceAdministratorRoutes } from './ga-places/place-administrators';
import { defaultJobsConfig } from './jobs/queue';
import { registerIdempotency } from './http/idempotency';
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
