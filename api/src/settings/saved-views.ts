import { sql, type SQL } from 'drizzle-orm';
import { createSavedViewEndpoint, deleteSavedViewEndpoint, errorCodes, listSavedViewGroupsEndpoint, listSavedViewsEndpoint, updateSavedViewEndpoint, type Locale, type SavedView } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { isUniqueViolation, isUuid } from '../http/resource';
import { queryRows, type Db } from '../db/client';
import { apiMessages } from '../i18n/messages';
import { ApiError, notFound } from '../lib/errors';
import { shownName } from './settings-roles';

/** What the saved-view calls use of the server (issue 32: a narrow context). */
export type SavedViewsContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

const nameTaken = () => new ApiError(400, errorCodes.validation, apiMessages.nameTaken, [{ path: 'name', descriptor: apiMessages.nameTaken }]);
const groupNotFound = () => new ApiError(400, errorCodes.validation, apiMessages.peopleGroupNotFound, [{ path: 'peopleGroupId', descriptor: apiMessages.peopleGroupNotFound }]);
const conflict = () => new ApiError(409, errorCodes.conflict, apiMessages.recordConflict);

/**
 * The views `userId` may open: their own, and those shared with a people group that holds
 * `personId` (view `people_group_holders`), in one company; `where` narrows them (a list, one id).
 * Owners first, then by name. The owner's name is in `locale` (family name first in Japanese).
 */
function viewsOf(db: Db, viewer: { companyId: string; userId: string; personId: string | null }, locale: Locale, where: SQL): Promise<SavedView[]> {
  const owner = locale === 'ja-JP' ? sql`u.family_name_ja || ' ' || u.given_name_ja` : sql`u.given_name_en || ' ' || u.family_name_en`;
  return queryRows<SavedView>(db, sql`
    SELECT v.id, v.table_id AS "tableId", v.name, v.search, v.columns, v.user_id = ${viewer.userId} AS "isMine", ${owner} AS owner,
      CASE WHEN g.id IS NOT NULL THEN json_build_object('id', g.id, 'name', ${shownName('g', locale)}) END AS "peopleGroup",
      v.version, to_char(v.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
    FROM saved_views v
    JOIN users u ON u.id = v.user_id
    LEFT JOIN people_groups g ON g.id = v.people_group_id
    WHERE v.company_id = ${viewer.companyId} AND ${where}
      AND (v.user_id = ${viewer.userId} OR (${viewer.personId}::uuid IS NOT NULL AND EXISTS (
        SELECT 1 FROM people_group_holders h WHERE h.people_group_id = v.people_group_id AND h.person_id = ${viewer.personId}::uuid)))
    ORDER BY (v.user_id = ${viewer.userId}) DESC, v.name, v.id`);
}

/** 400 `peopleGroupId` unless the group is one of the company's. */
async function checkGroup(db: Db, companyId: string, peopleGroupId: string | null | undefined): Promise<void> {
  if (!peopleGroupId) return;
  const [found] = await queryRows<{ id: string }>(db, sql`SELECT id FROM people_groups WHERE id = ${peopleGroupId} AND company_id = ${companyId}`);
  if (!found) throw groupNotFound();
}

/**
 * Saved views (issue 31 §4; contracts `settings/saved-views.ts`): any staff product may keep views
 * of its lists. `GET` answers the views the viewer may open (own and shared with a group holding
 * them); `POST` saves a new one (400 `name` when the viewer already has that name on that list,
 * 400 `peopleGroupId` for another company's group); `PATCH` and `DELETE` act on the viewer's own
 * views only (another's, even one shared with them, is 404), `PATCH` with the version read (409
 * when it moved on). `GET /v2/saved-view-groups` lists the company's people groups for sharing.
 */
export function registerSavedViewRoutes(ctx: SavedViewsContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listSavedViewsEndpoint, sessions, async ({ query, session, locale }) => ({
    items: await viewsOf(db, session, locale, query.tableId ? sql`v.table_id = ${query.tableId}` : sql`true`),
  }));

  registerEndpoint(app, listSavedViewGroupsEndpoint, sessions, async ({ session, locale }) => ({
    // named in the request's language (issue 30: English shows the English name, else the name)
    items: await queryRows<{ id: string; name: string }>(db, sql`SELECT g.id, ${shownName('g', locale)} AS name FROM people_groups g WHERE g.company_id = ${session.companyId} ORDER BY 2, 1`),
  }));

  registerEndpoint(app, createSavedViewEndpoint, sessions, async ({ body, session, locale }) => {
    await checkGroup(db, session.companyId, body.peopleGroupId);
    let id: string;
    try {
      [{ id }] = (await queryRows<{ id: string }>(db, sql`
        INSERT INTO saved_views (company_id, user_id, table_id, name, search, columns, people_group_id)
        VALUES (${session.companyId}, ${session.userId}, ${body.tableId}, ${body.name}, ${body.search}, ${body.columns === null ? null : JSON.stringify(body.columns)}::jsonb, ${body.peopleGroupId})
        RETURNING id`)) as [{ id: string }];
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    return (await viewsOf(db, session, locale, sql`v.id = ${id}`))[0]!;
  });

  registerEndpoint(app, updateSavedViewEndpoint, sessions, async ({ params, body, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    const [current] = await queryRows<{ version: number }>(db, sql`SELECT version FROM saved_views WHERE id = ${params.id} AND company_id = ${session.companyId} AND user_id = ${session.userId}`);
    if (!current) throw notFound();
    if (current.version !== body.version) throw conflict();
    await checkGroup(db, session.companyId, body.peopleGroupId);
    const set: SQL[] = [sql`version = version + 1`, sql`updated_at = now()`];
    if (body.name !== undefined) set.push(sql`name = ${body.name}`);
    if (body.search !== undefined) set.push(sql`search = ${body.search}`);
    if (body.columns !== undefined) set.push(sql`columns = ${body.columns === null ? null : JSON.stringify(body.columns)}::jsonb`);
    if (body.peopleGroupId !== undefined) set.push(sql`people_group_id = ${body.peopleGroupId}`);
    let updated: { id: string }[];
    try {
      updated = await queryRows<{ id: string }>(db, sql`UPDATE saved_views SET ${sql.join(set, sql`, `)} WHERE id = ${params.id} AND version = ${body.version} RETURNING id`);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    if (updated.length === 0) throw conflict();
    return (await viewsOf(db, session, locale, sql`v.id = ${params.id}`))[0]!;
  });

  registerEndpoint(app, deleteSavedViewEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.id)) throw notFound();
    const deleted = await queryRows<{ id: string }>(db, sql`DELETE FROM saved_views WHERE id = ${params.id} AND company_id = ${session.companyId} AND user_id = ${session.userId} RETURNING id`);
    if (deleted.length === 0) throw notFound();
    return undefined;
  });
}
