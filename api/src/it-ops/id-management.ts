import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  countIdsEndpoint,
  deleteGroupIdMemberEndpoint,
  errorCodes,
  groupIdsResource,
  idManagementMessages,
  idMatchTypeLabels,
  idsSortOrderOf,
  listGroupIdMembersEndpoint,
  listIdAppsEndpoint,
  listIdsEndpoint,
  putGroupIdMemberEndpoint,
  workerContractTypeLabels,
  workerStatusLabels,
  workerTypeLabels,
  type GroupIdDetail,
  type GroupIdMember,
  type IdApp,
  type IdMatchType,
  type IdRow,
  type IdsCountQuery,
  type IdsListQuery,
  type Locale,
  type MessageDescriptor,
  type WorkerStatus,
  type WorkerType,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { queryRows, type Db } from '../db/client';
import { groupIdMembers, groupIds, people } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { containsPattern, page } from '../http/list-sql';
import { isUuid, personName, registerResourceRoutes } from '../http/resource';

/**
 * ID management (000 §2, §3 "ID management row"; 001 §2, §3 "Group ID", §7; docs/id-management.md).
 *
 * The ID list is computed in SQL, one statement per page and one for the count: the company's app
 * accounts (`app_users`) are grouped by login id (lower-cased e-mail, else the account's name),
 * joined with the company's group IDs' login ids (so a group ID no app knows yet still has its
 * row), then matched to a person — the account linked by hand (`app_users.person_id`), else the
 * person's work e-mail (`lower(people.email)`, indexed), else an alias (`person_email_aliases`).
 * A login id registered as a group ID has no person. Category, freeText, haveAppIdIn and the sort
 * are conditions of that statement; the page's apps are aggregated after LIMIT. In login-id order
 * without a person filter the page is cut before the match (only its ids are matched); otherwise
 * every id is matched by hash joins (`matchedIds`, `needsEveryMatch`), and the count skips the
 * match when no filter needs it.
 *
 * Group IDs are served by the resource kit (tenant scope, version, audit); members are a
 * sub-resource with their own audit entries (`GROUP_ID_MEMBER`).
 */

/* ----------------------------------------------------------------------------- the ID list */

/**
 * The ids of the company with their apps, group ID and matched person (a CTE chain; `m` is the
 * result). Two shapes of the same answer: `page` looks the work e-mail up per id (a LATERAL probe
 * of `people (company_id, lower(email), id)`), which PostgreSQL runs for the page's ids only when
 * the list is cut in login-id order before the match; `scan` matches every id at once (the sort or
 * a filter needs every id's person): the company's people by hash, the lowest id of an e-mail by a
 * hash anti join, instead of ~100k probes.
 */
function matchedIds(companyId: string, mode: 'page' | 'scan'): SQL {
  const none = sql``;
  // every id: the e-mail's person (the lowest id) and the alias's are the same for every account of
  // a login id, so they are joined to the accounts by hash before the grouping (the planner cannot
  // estimate the grouped ids, ~200 for ~100k, and would look each id up in a loop)
  const ids =
    mode === 'page'
      ? loginIds(companyId, none, none, none)
      : loginIds(
          companyId,
          sql`, ep.id AS email_person_id, al.person_id AS alias_person_id`,
          sql`LEFT JOIN (
              SELECT p.id, lower(p.email) AS email FROM people p
               WHERE p.company_id = ${companyId}
                 AND NOT EXISTS (SELECT 1 FROM people q WHERE q.company_id = ${companyId} AND lower(q.email) = lower(p.email) AND q.id < p.id)
            ) ep ON ep.email = a.login_id
            LEFT JOIN person_email_aliases al ON al.company_id = ${companyId} AND al.email = a.login_id`,
          sql`, (array_agg(email_person_id))[1] AS email_person_id, (array_agg(alias_person_id))[1] AS alias_person_id`,
        );
  const [emailId, aliasId] = mode === 'page' ? [sql`ep.id`, sql`al.person_id`] : [sql`i.email_person_id`, sql`i.alias_person_id`];
  const lookups =
    mode === 'page'
      ? sql`LEFT JOIN LATERAL (
          SELECT p.id FROM people p WHERE p.company_id = ${companyId} AND lower(p.email) = i.login_id ORDER BY p.id LIMIT 1
        ) ep ON lp.id IS NULL
        LEFT JOIN person_email_aliases al ON al.company_id = ${companyId} AND al.email = i.login_id AND lp.id IS NULL AND ep.id IS NULL`
      : none;
  return sql`
    ${ids},
    m AS (
      SELECT i.login_id, i.app_ids, g.id AS group_id, g.name AS group_name,
             CASE WHEN g.id IS NOT NULL THEN NULL ELSE coalesce(lp.id, ${emailId}, ${aliasId}) END AS person_id,
             CASE WHEN g.id IS NOT NULL THEN NULL WHEN lp.id IS NOT NULL THEN 'LINKED' WHEN ${emailId} IS NOT NULL THEN 'EMAIL'
                  WHEN ${aliasId} IS NOT NULL THEN 'ALIAS' END AS match_type
        FROM ids i
        LEFT JOIN group_ids g ON g.company_id = ${companyId} AND lower(g.login_id) = i.login_id
        LEFT JOIN people lp ON lp.id = i.linked_id AND lp.company_id = ${companyId}
        ${lookups}
    )`;
}

/**
 * The company's login ids (`ids`: lower-cased e-mail, else name, of its accounts, and its group
 * IDs' login ids) with their apps and the account linked by hand (`linked_id`, the lowest);
 * `columns` / `joins` add to each account row (alias `a`), `aggregates` to each id.
 */
function loginIds(companyId: string, columns: SQL, joins: SQL, aggregates: SQL): SQL {
  return sql`
    WITH accounts AS (
      SELECT a.*${columns} FROM (
        SELECT lower(coalesce(au.email, au.name)) AS login_id, au.app_integration_id AS app_id, au.person_id
          FROM app_users au WHERE au.company_id = ${companyId}
        UNION ALL
        SELECT lower(g.login_id), NULL::uuid, NULL::uuid FROM group_ids g WHERE g.company_id = ${companyId}
      ) a
      ${joins}
    ),
    ids AS (
      SELECT login_id,
             coalesce(array_agg(DISTINCT app_id) FILTER (WHERE app_id IS NOT NULL), '{}'::uuid[]) AS app_ids,
             (array_agg(person_id ORDER BY person_id) FILTER (WHERE person_id IS NOT NULL))[1] AS linked_id${aggregates}
        FROM accounts GROUP BY login_id
    )`;
}

/**
 * Whether the list's filters or sort need every id's person before the page is cut: a category
 * other than ALL (persons, group IDs, worker types), freeText (the person's names and e-mail, the
 * group's name) or a sort by anything but the login id. Otherwise the page is cut in login-id
 * order first (the ids of every account still have to be grouped and sorted: the login id is an
 * expression of two columns that no index holds).
 */
const needsEveryMatch = (q: IdsCountQuery & { sortColumn?: IdsListQuery['sortColumn'] }): boolean =>
  q.category !== 'ALL' || containsPattern(q.freeText) !== null || (q.sortColumn !== undefined && q.sortColumn !== 'LOGIN_ID');

/** FROM of the list and the count: the matched ids with their person. */
const idsFrom = sql`FROM m LEFT JOIN people p ON p.id = m.person_id`;

/** WHERE of the list and the count: category, freeText (login id, the person's names and e-mail, the group's name), haveAppIdIn. */
function idsWhere(q: IdsCountQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  const byType: Partial<Record<IdsCountQuery['category'], WorkerType>> = {
    EMPLOYEE_ID: 'EMPLOYEE', BOARD_MEMBER_ID: 'BOARD_MEMBER', CONTRACTOR_ID: 'CONTRACTOR', COLLABORATOR_ID: 'COLLABORATOR',
  };
  if (q.category === 'PERSONAL_ID') conditions.push(sql`m.person_id IS NOT NULL`);
  else if (q.category === 'UNKNOWN_ID') conditions.push(sql`m.person_id IS NULL AND m.group_id IS NULL`);
  else if (byType[q.category]) conditions.push(sql`p.worker_type = ${byType[q.category]}`);
  const pattern = containsPattern(q.freeText);
  if (pattern) conditions.push(sql`(m.login_id LIKE ${pattern} OR p.search_text LIKE ${pattern} OR lower(coalesce(m.group_name, '')) LIKE ${pattern})`);
  if (q.haveAppIdIn.length) conditions.push(sql`m.app_ids && ${`{${q.haveAppIdIn.join(',')}}`}::uuid[]`);
  return sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The name of a catalog item (an HR master item) in `locale`: English falls back to the Japanese name. */
const itemName = (alias: string, locale: Locale) => sql.raw(locale === 'ja-JP' ? `${alias}.name` : `coalesce(${alias}.name_en, ${alias}.name)`);

/** The sort key of `sortColumn` (text; null where the id has no such value, sorted last in both directions). */
function sortKeyOf(column: IdsListQuery['sortColumn'], locale: Locale): SQL {
  switch (column) {
    case 'PERSON':
      return locale === 'ja-JP' ? sql`p.family_name_kana || ' ' || p.given_name_kana` : sql`p.family_name_en || ' ' || p.given_name_en`;
    case 'LOGIN_ID':
      return sql`m.login_id`;
    case 'MATCH_TYPE':
      return sql`m.match_type`;
    case 'WORKER_TYPE':
      return sql`p.worker_type`;
    case 'CONTRACT_TYPE':
      return sql`CASE WHEN p.id IS NULL THEN NULL WHEN p.contract_end_date IS NOT NULL THEN 'FIXED_TERM' ELSE 'OPEN_ENDED' END`;
    case 'EMPLOYMENT_TYPE':
      return sql`(SELECT ${itemName('x', locale)} FROM hr_master_items x WHERE x.id = p.employment_type_id)`;
    case 'BOARD_MEMBER_TYPE':
      return sql`(SELECT ${itemName('x', locale)} FROM hr_master_items x WHERE x.id = p.board_member_type_id)`;
    case 'CONTRACTOR_TYPE':
      return sql`(SELECT ${itemName('x', locale)} FROM hr_master_items x WHERE x.id = p.contractor_type_id)`;
    case 'COLLABORATOR_TYPE':
      return sql`(SELECT ${itemName('x', locale)} FROM hr_master_items x WHERE x.id = p.collaborator_type_id)`;
  }
}

interface IdPageRow {
  login_id: string;
  group_id: string | null;
  group_name: string | null;
  match_type: IdMatchType | null;
  person_id: string | null;
  family_name_ja: string | null;
  given_name_ja: string | null;
  family_name_en: string | null;
  given_name_en: string | null;
  email: string | null;
  avatar_url: string | null;
  worker_type: WorkerType | null;
  status: WorkerStatus | null;
  fixed_term: boolean | null;
  employment_type_name: string | null;
  board_member_type_name: string | null;
  contractor_type_name: string | null;
  collaborator_type_name: string | null;
  apps: IdApp[] | string | null;
}

/**
 * One page of the ID list, in one statement: the ids filtered and sorted, cut to the page
 * (`LIMIT`/`OFFSET`), then for the page's ids only the person's row, catalog names and apps. The
 * person is matched per id for the page alone, or for every id by hash joins when a filter or the
 * sort needs it (`needsEveryMatch`).
 */
export async function listIds(db: Db, companyId: string, q: IdsListQuery, locale: Locale, t: (d: MessageDescriptor) => string): Promise<IdRow[]> {
  const direction = sql.raw(idsSortOrderOf(q) === 'desc' ? 'DESC' : 'ASC');
  const { limit, offset } = page(q);
  const rows = await queryRows<IdPageRow>(
    db,
    sql`${matchedIds(companyId, needsEveryMatch(q) ? 'scan' : 'page')},
    pg AS MATERIALIZED (
      SELECT m.login_id, m.app_ids, m.group_id, m.group_name, m.match_type, m.person_id, ${sortKeyOf(q.sortColumn, locale)} AS sort_key
        ${idsFrom} ${idsWhere(q)}
        ORDER BY sort_key ${direction} NULLS LAST, m.login_id ${direction}
        LIMIT ${limit} OFFSET ${offset}
    )
    SELECT pg.login_id, pg.group_id, pg.group_name, pg.match_type, pg.person_id,
           p.family_name_ja, p.given_name_ja, p.family_name_en, p.given_name_en, p.email, p.avatar_url, p.worker_type, p.status,
           (p.contract_end_date IS NOT NULL) AS fixed_term,
           (SELECT ${itemName('x', locale)} FROM hr_master_items x WHERE x.id = p.employment_type_id) AS employment_type_name,
           (SELECT ${itemName('x', locale)} FROM hr_master_items x WHERE x.id = p.board_member_type_id) AS board_member_type_name,
           (SELECT ${itemName('x', locale)} FROM hr_master_items x WHERE x.id = p.contractor_type_id) AS contractor_type_name,
           (SELECT ${itemName('x', locale)} FROM hr_master_items x WHERE x.id = p.collaborator_type_id) AS collaborator_type_name,
           (SELECT coalesce(json_agg(json_build_object('appIntegrationId', ai.id, 'name', ai.name, 'avatarUrl', coalesce(a.logo_url, s.logo_url)) ORDER BY ai.name, ai.id), '[]'::json)
              FROM app_integrations ai LEFT JOIN apps a ON a.id = ai.app_id LEFT JOIN software s ON s.id = ai.software_id
             WHERE ai.id = ANY(pg.app_ids) AND ai.company_id = ${companyId}) AS apps
      FROM pg LEFT JOIN people p ON p.id = pg.person_id
     ORDER BY pg.sort_key ${direction} NULLS LAST, pg.login_id ${direction}`,
  );
  return rows.map((r) => toIdRow(r, locale, t));
}

function toIdRow(r: IdPageRow, locale: Locale, t: (d: MessageDescriptor) => string): IdRow {
  const apps = (typeof r.apps === 'string' ? JSON.parse(r.apps) : (r.apps ?? [])) as IdApp[];
  const person =
    r.person_id && r.match_type && r.worker_type && r.status
      ? {
          id: r.person_id,
          name: personName({ familyNameJa: r.family_name_ja!, givenNameJa: r.given_name_ja!, familyNameEn: r.family_name_en!, givenNameEn: r.given_name_en! }, locale),
          email: r.email!,
          avatarUrl: r.avatar_url,
          matchType: r.match_type,
          matchTypeLabel: t(idMatchTypeLabels[r.match_type]),
          workerTypeLabel: t(workerTypeLabels[r.worker_type]),
          statusLabel: t(workerStatusLabels[r.status]),
          workerContractTypeLabel: t(workerContractTypeLabels[r.fixed_term ? 'FIXED_TERM' : 'OPEN_ENDED']),
          employmentTypeName: r.employment_type_name,
          boardMemberTypeName: r.board_member_type_name,
          contractorTypeName: r.contractor_type_name,
          collaboratorTypeName: r.collaborator_type_name,
        }
      : null;
  return { loginId: r.login_id, apps, person, groupId: r.group_id ? { id: r.group_id, name: r.group_name! } : null };
}

/**
 * How many ids the filters match (one statement, the list's FROM and WHERE): without a filter on
 * the person or group (category ALL, no freeText) the ids are counted without matching them.
 */
export async function countIds(db: Db, companyId: string, q: IdsCountQuery): Promise<number> {
  const query = needsEveryMatch(q)
    ? sql`${matchedIds(companyId, 'scan')} SELECT count(*)::int AS count ${idsFrom} ${idsWhere(q)}`
    : sql`${loginIds(companyId, sql``, sql``, sql``)} SELECT count(*)::int AS count FROM ids m ${idsWhere(q)}`;
  const [row] = await queryRows<{ count: number | string }>(db, query);
  return Number(row?.count ?? 0);
}

/* ----------------------------------------------------------------------------- group IDs */

type GroupIdRecord = Omit<typeof groupIds.$inferSelect, 'searchText'>;

/** The apps that know the group's login id (JSON, by name). */
const groupAppsSql = sql<IdApp[] | string>`(
  SELECT coalesce(json_agg(json_build_object('appIntegrationId', x.id, 'name', x.name, 'avatarUrl', x.logo) ORDER BY x.name, x.id), '[]'::json)
    FROM (SELECT DISTINCT ai.id, ai.name, coalesce(a.logo_url, s.logo_url) AS logo
            FROM app_users au JOIN app_integrations ai ON ai.id = au.app_integration_id
            LEFT JOIN apps a ON a.id = ai.app_id LEFT JOIN software s ON s.id = ai.software_id
           WHERE au.company_id = ${groupIds.companyId} AND lower(coalesce(au.email, au.name)) = lower(${groupIds.loginId})) x)`;
const memberCountSql = sql<number>`(SELECT count(*)::int FROM ${groupIdMembers} WHERE ${groupIdMembers.groupIdId} = ${groupIds.id})`;

function selectGroupIds(db: DbOrTx) {
  return db
    .select({
      id: groupIds.id,
      loginId: groupIds.loginId,
      name: groupIds.name,
      description: groupIds.description,
      ownerPersonId: groupIds.ownerPersonId,
      passwordRotationDays: groupIds.passwordRotationDays,
      mfaRequired: groupIds.mfaRequired,
      reviewIntervalMonths: groupIds.reviewIntervalMonths,
      lastReviewedAt: groupIds.lastReviewedAt,
      version: groupIds.version,
      createdAt: groupIds.createdAt,
      updatedAt: groupIds.updatedAt,
      owner: { id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, email: people.email, avatarUrl: people.avatarUrl },
      memberCount: memberCountSql,
      apps: groupAppsSql,
    })
    .from(groupIds)
    .leftJoin(people, eq(people.id, groupIds.ownerPersonId));
}
type SelectedGroupId = Awaited<ReturnType<ReturnType<typeof selectGroupIds>['execute']>>[number];

/** `YYYY-MM-DD` plus `months` calendar months (the day clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

function toDetail(r: SelectedGroupId, locale: Locale): GroupIdDetail {
  return {
    id: r.id,
    loginId: r.loginId,
    name: r.name,
    description: r.description,
    owner: r.owner ? { personId: r.owner.id, name: personName(r.owner, locale), email: r.owner.email, avatarUrl: r.owner.avatarUrl } : null,
    passwordRotationDays: r.passwordRotationDays,
    mfaRequired: r.mfaRequired,
    reviewIntervalMonths: r.reviewIntervalMonths,
    lastReviewedAt: r.lastReviewedAt,
    nextReviewDue: r.lastReviewedAt && r.reviewIntervalMonths ? addMonths(r.lastReviewedAt, r.reviewIntervalMonths) : null,
    memberCount: Number(r.memberCount),
    apps: (typeof r.apps === 'string' ? JSON.parse(r.apps) : r.apps) as IdApp[],
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A group ID as the audit log compares it (the fields the tabs edit). */
function groupIdPayload(g: GroupIdRecord) {
  return {
    loginId: g.loginId,
    name: g.name,
    description: g.description,
    ownerPersonId: g.ownerPersonId,
    passwordRotationDays: g.passwordRotationDays,
    mfaRequired: g.mfaRequired,
    reviewIntervalMonths: g.reviewIntervalMonths,
    lastReviewedAt: g.lastReviewedAt,
  };
}

/** 409 with the localized field error on `loginId`: the company has this login id already (any case). */
const loginIdTaken = () =>
  new ApiError(409, errorCodes.conflict, idManagementMessages.loginIdTaken, [{ path: 'loginId', descriptor: idManagementMessages.loginIdTaken }]);

/** The write's checks: the login id is free in the company (case-insensitively), the owner is the company's person. */
async function checkGroupId(tx: DbOrTx, columns: Partial<typeof groupIds.$inferInsert>, companyId: string, before: GroupIdRecord | undefined): Promise<void> {
  if (columns.loginId !== undefined && columns.loginId.toLowerCase() !== before?.loginId.toLowerCase()) {
    const [taken] = await tx
      .select({ id: groupIds.id })
      .from(groupIds)
      .where(and(eq(groupIds.companyId, companyId), sql`lower(${groupIds.loginId}) = ${columns.loginId.toLowerCase()}`));
    if (taken && taken.id !== before?.id) throw loginIdTaken();
  }
  if (columns.ownerPersonId) {
    const [owner] = await tx.select({ id: people.id }).from(people).where(and(eq(people.id, columns.ownerPersonId), eq(people.companyId, companyId)));
    if (!owner) throw new ApiError(400, errorCodes.validation, idManagementMessages.personNotFound, [{ path: 'ownerPersonId', descriptor: idManagementMessages.personNotFound }]);
  }
}

/** The group ID of the company, locked for a member change; 404 when the id is not a UUID or not the company's. */
async function lockGroupId(tx: DbOrTx, companyId: string, id: string): Promise<GroupIdRecord> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select().from(groupIds).where(and(eq(groupIds.id, id), eq(groupIds.companyId, companyId))).for('update');
  if (!row) throw notFound();
  return row;
}

const memberColumns = {
  personId: people.id,
  familyNameJa: people.familyNameJa,
  givenNameJa: people.givenNameJa,
  familyNameEn: people.familyNameEn,
  givenNameEn: people.givenNameEn,
  email: people.email,
  avatarUrl: people.avatarUrl,
  addedAt: groupIdMembers.addedAt,
};
type MemberRow = { personId: string; familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string; email: string; avatarUrl: string | null; addedAt: Date };
const toMember = (m: MemberRow, locale: Locale): GroupIdMember => ({ personId: m.personId, name: personName(m, locale), email: m.email, avatarUrl: m.avatarUrl, addedAt: m.addedAt.toISOString() });

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type IdManagementContext = Pick<AppContext, 'app' | 'db' | 'sessions' | 'translator'>;

/** ID management: the ID list and count, group IDs (resource kit) and their members (001 §7). */
export function registerIdManagementRoutes(ctx: IdManagementContext): void {
  const { app, db, sessions, translator } = ctx;

  registerEndpoint(app, listIdsEndpoint, sessions, async ({ query, session, locale }) => ({
    items: await listIds(db, session.companyId, query, locale, (d) => translator.t(locale, d)),
  }));
  registerEndpoint(app, countIdsEndpoint, sessions, async ({ query, session }) => ({ count: await countIds(db, session.companyId, query) }));

  registerEndpoint(app, listIdAppsEndpoint, sessions, async ({ session }) => {
    const rows = await queryRows<{ id: string; name: string; avatar_url: string | null; id_count: number | string }>(
      db,
      sql`SELECT ai.id, ai.name, coalesce(a.logo_url, s.logo_url) AS avatar_url,
                 (SELECT count(DISTINCT lower(coalesce(au.email, au.name))) FROM app_users au WHERE au.app_integration_id = ai.id) AS id_count
            FROM app_integrations ai LEFT JOIN apps a ON a.id = ai.app_id LEFT JOIN software s ON s.id = ai.software_id
           WHERE ai.company_id = ${session.companyId}
           ORDER BY ai.name, ai.id`,
    );
    return { items: rows.map((r) => ({ appIntegrationId: r.id, name: r.name, avatarUrl: r.avatar_url, idCount: Number(r.id_count) })) };
  });

  registerResourceRoutes(ctx, groupIdsResource.endpoints, {
    table: groupIds,
    auditType: 'GROUP_ID',
    conflict: idManagementMessages.conflict,
    payload: groupIdPayload,
    select: selectGroupIds,
    toDetail,
    columns: (body, before) => {
      if (!before) {
        const b = body as { loginId: string; name: string; description: string | null };
        return { loginId: b.loginId, name: b.name.trim(), description: b.description?.trim() || null };
      }
      const { version: _version, ...rest } = body as Record<string, unknown>;
      const columns = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Partial<typeof groupIds.$inferInsert>;
      if (typeof columns.name === 'string') columns.name = columns.name.trim();
      if ('description' in columns) columns.description = columns.description?.trim() || null;
      return columns;
    },
    check: (tx, columns, { companyId, before }) => checkGroupId(tx, columns, companyId, before),
    uniqueViolation: loginIdTaken,
  });

  registerEndpoint(app, listGroupIdMembersEndpoint, sessions, async ({ params, session, locale }) => {
    const group = await lockGroupId(db, session.companyId, params.id);
    const rows = await db
      .select(memberColumns)
      .from(groupIdMembers)
      .innerJoin(people, eq(people.id, groupIdMembers.personId))
      .where(eq(groupIdMembers.groupIdId, group.id))
      .orderBy(...(locale === 'ja-JP' ? [asc(people.familyNameKana), asc(people.givenNameKana)] : [asc(people.familyNameEn), asc(people.givenNameEn)]), asc(people.id));
    return { items: rows.map((m) => toMember(m, locale)) };
  });

  registerEndpoint(app, putGroupIdMemberEndpoint, sessions, async ({ params, session, locale }) =>
    db.transaction(async (tx) => {
      const group = await lockGroupId(tx, session.companyId, params.id);
      if (!isUuid(params.personId)) throw notFound();
      const [person] = await tx.select({ id: people.id }).from(people).where(and(eq(people.id, params.personId), eq(people.companyId, session.companyId)));
      if (!person) throw notFound();
      const inserted = await tx
        .insert(groupIdMembers)
        .values({ companyId: session.companyId, groupIdId: group.id, personId: person.id, addedBy: session.userId })
        .onConflictDoNothing()
        .returning({ id: groupIdMembers.id });
      if (inserted[0]) {
        await recordAudit(tx, { session, action: 'CREATE', resourceType: 'GROUP_ID_MEMBER', resourceId: inserted[0].id, before: null, after: { groupIdId: group.id, loginId: group.loginId, personId: person.id } });
      }
      const [member] = await tx
        .select(memberColumns)
        .from(groupIdMembers)
        .innerJoin(people, eq(people.id, groupIdMembers.personId))
        .where(and(eq(groupIdMembers.groupIdId, group.id), eq(groupIdMembers.personId, person.id)));
      return toMember(member!, locale);
    }),
  );

  registerEndpoint(app, deleteGroupIdMemberEndpoint, sessions, async ({ params, session }) => {
    await db.transaction(async (tx) => {
      const group = await lockGroupId(tx, session.companyId, params.id);
      if (!isUuid(params.personId)) throw notFound();
      const [gone] = await tx
        .delete(groupIdMembers)
        .where(and(eq(groupIdMembers.groupIdId, group.id), eq(groupIdMembers.personId, params.personId)))
        .returning();
      if (!gone) throw notFound();
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'GROUP_ID_MEMBER', resourceId: gone.id, before: { groupIdId: group.id, loginId: group.loginId, personId: gone.personId }, after: null });
    });
    return undefined;
  });
}
