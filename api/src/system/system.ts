import { sql } from 'drizzle-orm';
import { healthEndpoint, openApiEndpoint } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { buildOpenApi } from '../http/openapi';

/** `/healthz` and `/v2/openapi.json`. */
export function registerSystemRoutes(ctx: AppContext): void {
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
