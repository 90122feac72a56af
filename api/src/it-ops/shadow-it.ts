import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  countShadowItAppsEndpoint,
  countShadowItVisitsEndpoint,
  listShadowItAppsEndpoint,
  listShadowItVisitsEndpoint,
  shadowItAlertWindowDays,
  shadowItMaxUsersPerRow,
  type Locale,
  type ShadowItAppRow,
  type ShadowItAppSort,
  type ShadowItDetectionTool,
  type ShadowItUnknownUserFilter,
  type ShadowItUser,
  type ShadowItVisit,
  type SoftwareCategory,
  type SortOrder,
  type TraceableApp,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { queryRows, type Db } from '../db/client';
import { appIntegrations, people, shadowItVisits, traceableApps } from '../schema';
import { personName } from '../http/resource';

/**
 * Shadow IT (001 §2 "Software" Alerts, §3 "Shadow-IT visit", "Shadow-IT app row", §9; contracts
 * `it-ops/shadow-it.ts`; docs/software.md "Shadow IT"): the apps list aggregates the company's
 * visits per traceable app in one grouped query (7- and 30-day counts, distinct users), then reads
 * the page's latest five distinct visitors per app in a second one; the visit histories are a plain
 * page of visits. Every query is scoped to the session's company. An unknown user is a visit whose
 * `person_id` is null (only `user_email` is known).
 */

const dayMs = 86_400_000;

/** The visits the unknown-user filter keeps (001 §3): ONLY → no person, EXCLUDE → a person, INCLUDE → all. */
export function unknownUserWhere(filter: ShadowItUnknownUserFilter): SQL | undefined {
  if (filter === 'ONLY') return isNull(shadowItVisits.personId);
  if (filter === 'EXCLUDE') return isNotNull(shadowItVisits.personId);
  return undefined;
}

const visitsWhere = (companyId: string, filter: ShadowItUnknownUserFilter, traceableAppId?: string) =>
  and(eq(shadowItVisits.companyId, companyId), unknownUserWhere(filter), traceableAppId ? eq(shadowItVisits.traceableAppId, traceableAppId) : undefined);

/**
 * The visits the apps list is made of (docs/software.md "Shadow IT"; the same rule as `SHADOW_IT` of
 * `GET /v2/app-alerts/count`): the company's visits the filter keeps, in the last
 * `shadowItAlertWindowDays` (30) days, to apps the company has not integrated — a traceable app
 * whose marketplace app has an ACTIVE integration of the company is sanctioned, not shadow IT.
 */
export function shadowItAppVisitsWhere(companyId: string, filter: ShadowItUnknownUserFilter, now: Date): SQL | undefined {
  const since = new Date(now.getTime() - shadowItAlertWindowDays * dayMs).toISOString();
  return and(
    visitsWhere(companyId, filter),
    sql`${shadowItVisits.visitedAt} >= ${since}::timestamptz`,
    sql`NOT EXISTS (SELECT 1 FROM ${traceableApps} ta JOIN ${appIntegrations} ai ON ai.app_id = ta.integratable_app_id
                    WHERE ta.id = ${shadowItVisits.traceableAppId} AND ai.company_id = ${companyId} AND ai.status = 'ACTIVE')`,
  );
}

/** A distinct visitor: the person, else the lower-cased address of an unknown user. */
const visitorKey = sql`coalesce(${shadowItVisits.personId}::text, lower(${shadowItVisits.userEmail}))`;

const appColumns = {
  id: traceableApps.id,
  name: traceableApps.name,
  avatarUrl: traceableApps.avatarUrl,
  category: traceableApps.category,
  websiteUrl: traceableApps.websiteUrl,
  integratableAppId: traceableApps.integratableAppId,
};
type AppRecord = { id: string; name: string; avatarUrl: string | null; category: string; websiteUrl: string; integratableAppId: string | null };
const toTraceableApp = (a: AppRecord): TraceableApp => ({ ...a, category: a.category as SoftwareCategory });

type PersonColumns = { familyNameJa: string | null; givenNameJa: string | null; familyNameEn: string | null; givenNameEn: string | null; avatarUrl: string | null };
const personColumns = { familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, avatarUrl: people.avatarUrl };

/** A visitor as rows show it: the person's localized name and avatar, or nulls for an unknown user; the e-mail the tool saw. */
function toUser(personId: string | null, email: string, p: PersonColumns | null, locale: Locale): ShadowItUser {
  if (!personId || !p?.familyNameJa) return { personId: null, name: null, email, avatarUrl: null };
  return { personId, name: personName(p as Parameters<typeof personName>[0], locale), email, avatarUrl: p.avatarUrl };
}

/** Sort expressions of the apps list, on the aggregate's columns. */
const appSortKeys: Record<ShadowItAppSort, SQL> = {
  COUNT_30_DAYS: sql`c30`,
  COUNT_7_DAYS: sql`c7`,
  UNIQUE_USERS: sql`uu`,
  NAME: sql`name`,
  CATEGORY: sql`category`,
};

interface ListAppsInput {
  companyId: string;
  unknownUser: ShadowItUnknownUserFilter;
  sortBy: ShadowItAppSort;
  sortOrder: SortOrder;
  page: number;
  pageSize: number;
  now: Date;
  locale: Locale;
}

/**
 * One page of shadow-IT app rows (001 §3, §9) over `shadowItAppVisitsWhere`'s visits: the apps with at least one,
 * sorted by `sortBy` (ties: 30-day count descending, name, id), each with its counts and its
 * latest distinct visitors (at most `shadowItMaxUsersPerRow`, newest first).
 */
export async function listShadowItApps(db: Db, q: ListAppsInput): Promise<ShadowItAppRow[]> {
  const since7 = new Date(q.now.getTime() - 7 * dayMs).toISOString();
  const since30 = new Date(q.now.getTime() - 30 * dayMs).toISOString();
  const direction = q.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await queryRows<AppRecord & { c7: number; c30: number; uu: number }>(
    db,
    sql`WITH agg AS (
          SELECT ${shadowItVisits.traceableAppId} AS app_id,
                 count(*) FILTER (WHERE ${shadowItVisits.visitedAt} >= ${since7}::timestamptz)::int AS c7,
                 count(*) FILTER (WHERE ${shadowItVisits.visitedAt} >= ${since30}::timestamptz)::int AS c30,
                 count(DISTINCT ${visitorKey})::int AS uu
          FROM ${shadowItVisits}
          WHERE ${shadowItAppVisitsWhere(q.companyId, q.unknownUser, q.now)}
          GROUP BY ${shadowItVisits.traceableAppId}
        )
        SELECT * FROM (
          SELECT a.id, a.name, a.avatar_url AS "avatarUrl", a.category, a.website_url AS "websiteUrl",
                 a.integratable_app_id AS "integratableAppId", agg.c7, agg.c30, agg.uu
          FROM agg JOIN ${traceableApps} a ON a.id = agg.app_id
        ) r
        ORDER BY ${appSortKeys[q.sortBy]} ${direction}, c30 DESC, name ASC, id ASC
        LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  if (rows.length === 0) return [];
  const users = await latestVisitors(db, q.companyId, shadowItAppVisitsWhere(q.companyId, q.unknownUser, q.now), rows.map((r) => r.id), q.locale);
  return rows.map((r) => {
    const app = toTraceableApp({ id: r.id, name: r.name, avatarUrl: r.avatarUrl, category: r.category, websiteUrl: r.websiteUrl, integratableAppId: r.integratableAppId });
    return { traceableApp: app, category: app.category, users: users.get(r.id) ?? [], countUniqueUser: Number(r.uu), count7DaysHistory: Number(r.c7), count30DaysHistory: Number(r.c30) };
  });
}

/** The latest distinct visitors of each app (at most `shadowItMaxUsersPerRow`, newest visit first; ties by person or e-mail). */
async function latestVisitors(db: Db, companyId: string, where: SQL | undefined, appIds: string[], locale: Locale): Promise<Map<string, ShadowItUser[]>> {
  const rows = await queryRows<{ appId: string; personId: string | null; email: string; familyNameJa: string | null; givenNameJa: string | null; familyNameEn: string | null; givenNameEn: string | null; avatarUrl: string | null }>(
    db,
    sql`SELECT v."appId", v."personId", coalesce(p.email, v.email) AS email,
               p.family_name_ja AS "familyNameJa", p.given_name_ja AS "givenNameJa",
               p.family_name_en AS "familyNameEn", p.given_name_en AS "givenNameEn", p.avatar_url AS "avatarUrl"
        FROM (
          SELECT ${shadowItVisits.traceableAppId} AS "appId", ${shadowItVisits.personId} AS "personId",
                 min(lower(${shadowItVisits.userEmail})) AS email, max(${shadowItVisits.visitedAt}) AS last_at,
                 row_number() OVER (PARTITION BY ${shadowItVisits.traceableAppId} ORDER BY max(${shadowItVisits.visitedAt}) DESC, ${visitorKey}) AS rn
          FROM ${shadowItVisits}
          WHERE ${and(where, inArray(shadowItVisits.traceableAppId, appIds))}
          GROUP BY ${shadowItVisits.traceableAppId}, ${shadowItVisits.personId}, ${visitorKey}
        ) v
        LEFT JOIN ${people} p ON p.id = v."personId" AND p.company_id = ${companyId}
        WHERE v.rn <= ${shadowItMaxUsersPerRow}
        ORDER BY v."appId", v.rn`,
  );
  const byApp = new Map<string, ShadowItUser[]>();
  for (const r of rows) {
    const list = byApp.get(r.appId) ?? [];
    list.push(toUser(r.personId, r.email, r, locale));
    byApp.set(r.appId, list);
  }
  return byApp;
}

/** How many apps the filter lists: the traceable apps with at least one kept visit. */
export async function countShadowItApps(db: Db, companyId: string, filter: ShadowItUnknownUserFilter, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${shadowItVisits.traceableAppId})::int` })
    .from(shadowItVisits)
    .where(shadowItAppVisitsWhere(companyId, filter, now));
  return Number(row?.n ?? 0);
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type ShadowItContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the shadow-IT calls (IT product, operator). `now` is the clock of the 7- and 30-day windows. */
export function registerShadowItRoutes(ctx: ShadowItContext, now: () => Date = () => new Date()): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listShadowItAppsEndpoint, sessions, async ({ query, session, locale }) => ({
    items: await listShadowItApps(db, { ...query, companyId: session.companyId, now: now(), locale }),
  }));

  registerEndpoint(app, countShadowItAppsEndpoint, sessions, async ({ query, session }) => ({ count: await countShadowItApps(db, session.companyId, query.unknownUser, now()) }));

  registerEndpoint(app, listShadowItVisitsEndpoint, sessions, async ({ query, session, locale }) => {
    const order = query.sortOrder === 'desc' ? desc : asc;
    const rows = await db
      .select({ visit: shadowItVisits, app: appColumns, person: personColumns })
      .from(shadowItVisits)
      .innerJoin(traceableApps, eq(traceableApps.id, shadowItVisits.traceableAppId))
      .leftJoin(people, and(eq(people.id, shadowItVisits.personId), eq(people.companyId, shadowItVisits.companyId)))
      .where(visitsWhere(session.companyId, query.unknownUser, query.traceableAppId))
      .orderBy(order(shadowItVisits.visitedAt), order(shadowItVisits.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      items: rows.map(({ visit, app: a, person }): ShadowItVisit => ({
        id: visit.id,
        visitedAt: visit.visitedAt.toISOString(),
        user: toUser(visit.personId, visit.userEmail, person, locale),
        traceableApp: toTraceableApp(a),
        url: visit.url,
        detectionTool: visit.detectionTool as ShadowItDetectionTool,
      })),
    };
  });

  registerEndpoint(app, countShadowItVisitsEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(shadowItVisits).where(visitsWhere(session.companyId, query.unknownUser, query.traceableAppId));
    return { count: Number(row?.n ?? 0) };
  });
}
