/**
 * What the server hands its domains (issue 32): `ServerConfig`, the settings read from the
 * environment, and `AppContext`, the app and its services. A domain's registration declares the
 * narrow part it uses (`Pick<AppContext, 'app' | 'db'>` …) where it is used; `server.ts` builds the
 * whole context and registers the domains, and no domain imports `server.ts`.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { SessionStore } from '../auth/sessions';
import type { Throttle } from '../auth/throttle';
import type { Mailer } from '../auth/mailer';
import type { Limiter, RateLimits } from '../auth/rate-limit';
import type { Translator } from '../i18n/i18n';
import type { JobsConfig } from '../jobs/queue';

/** Server settings (see README "API configuration"). */
export interface ServerConfig {
  /** Serve `GET /v2/dev/mailbox` (`KANRI_DEV_MAILBOX=1`). */
  devMailbox: boolean;
  /**
   * The origin people open the app at, scheme included (`KANRI_PUBLIC_ORIGIN`): state-changing
   * calls must come from it. Unset: the request's own origin (`auth/origin-guard.ts`).
   */
  publicOrigin?: string;
  /** Extra origins allowed to make state-changing calls (`KANRI_ALLOWED_ORIGINS`). */
  allowedOrigins: string[];
  /** SMTP URL for mail with one-time codes and invitations (`SMTP_URL`). */
  smtpUrl?: string;
  /** Without `smtpUrl`: the mbox file (mode 0600) mail is written to (`KANRI_DEV_OUTBOX`; `auth/mailer.ts`). */
  outboxPath?: string;
  /**
   * Sign-in throttling with growing delays, never a lock (`auth/throttle.ts`): `accountFree`
   * failures per (account, client address) and `addressFree` per client address within `windowMs`
   * cost nothing; each further one doubles the wait, from `baseDelayMs` up to `maxDelayMs`.
   */
  throttle: { accountFree: number; addressFree: number; baseDelayMs: number; maxDelayMs: number; windowMs: number };
  /** General request limits per client and per session, and the invitation look-up's (`auth/rate-limit.ts`). */
  rateLimit: RateLimits;
  /** Days a clocking-terminal token works after it was issued or reissued (`KANRI_CLOCKING_TOKEN_DAYS`). */
  clockingTokenDays: number;
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
  /** Per-client limit of the invitation look-up and acceptance (`config.rateLimit.invitationsPerClient`). */
  invitationLimit: Limiter;
}
