import { sql } from 'drizzle-orm';
import { healthEndpoint, openApiEndpoint } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { buildOpenApi } from '../http/openapi';

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type SystemContext = Pick<AppContext, 'app' | 'config' | 'db' | 'sessions'>;

/** `/healthz` and `/v2/openapi.json`. */
export function registerSystemRoutes(ctx: SystemContext): void {
  const { app, db, sessions } = ctx;
  registerEndpoint(app, healthEndpoint, sessions, async ({ reply, request }) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok', database: 'ok' } as const;
    } catch (error) {
      request.log.error({ err: error }, 'health check: database down');
      reply.code(503);
      return reply.send({ status: 'error', database: 'error' }) as never;
    }
  });
  const document = buildOpenApi({ devMailbox: ctx.config.devMailbox });
  registerEndpoint(app, openApiEndpoint, sessions, async () => document);
}
