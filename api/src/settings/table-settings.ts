import { and, eq, sql } from 'drizzle-orm';
import { getTableSettingsEndpoint, putTableSettingsEndpoint } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { tableSettings } from '../schema';

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type TableSettingsContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/**
 * A user's column settings per list (contracts `settings/table-settings.ts`): `GET` answers the
 * signed-in user's saved `{ columns }` of `tableId` (`{ columns: [] }` when never saved), `PUT`
 * saves them (insert or replace) and answers what was saved. Settings belong to the user, never to
 * another user of the same company.
 */
export function registerTableSettingsRoutes(ctx: TableSettingsContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, getTableSettingsEndpoint, sessions, async ({ params, session }) => {
    const [row] = await db
      .select({ columns: tableSettings.columns, density: tableSettings.density })
      .from(tableSettings)
      .where(and(eq(tableSettings.userId, session.userId), eq(tableSettings.tableId, params.tableId)));
    return { columns: row?.columns ?? [], density: row?.density ?? 'default' };
  });

  registerEndpoint(app, putTableSettingsEndpoint, sessions, async ({ params, body, session }) => {
    const columns = body.columns.map(({ key, visible }) => ({ key, visible }));
    const { density } = body;
    await db
      .insert(tableSettings)
      .values({ userId: session.userId, tableId: params.tableId, columns, density })
      .onConflictDoUpdate({ target: [tableSettings.userId, tableSettings.tableId], set: { columns, density, updatedAt: sql`now()` } });
    return { columns, density };
  });
}
