import { sql, type SQL } from 'drizzle-orm';
import type { AppAlertCategory, AppAlertCounts, AppAlertRow, AppAlertSortBy, AppUserAction, AppUserCategory, AppUserRow, AppUserSortColumn, Locale, RuleMatching, SortOrder } from '@kanri/contracts';
import { shadowItAlertWindowDays } from '@kanri/contracts';
import type { DbOrTx } from '../audit/audit-log';
import { containsPattern } from '../http/list-sql';
import { pageLimit } from '../http/json-page';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * Rule matching of app accounts (docs/software.md "Rule matching"; 001 §3 "App user row", §5, §6):
 * the one place that decides which worker an account belongs to and which category and flags a row
 * has. The users tab (`app-users.ts`) and the alerts (`app-alerts.ts`) both read their rows here.
 *
 * An account's worker is, in order: the hand link `app_users.person_id`; else the person of the
 * company whose lower-cased e-mail is the account's (lowest id if several); else the owner of a
 * known alias (`person_email_aliases`). Then:
 * - no worker → NO_WORKER;
 * - a worker without an `app_assignments` row for the integration → VIOLATED;
 * - an assignment with a role whose name differs from the account's `actual_role_name` → VIOLATED_ROLE;
 * - otherwise (same role, or an assignment without a role) → MATCHED.
 * An assignment that no account of the integration belongs to is a NO_USER row (workers who left,
 * ALUMNI, are left out). Flags: inactive (an active account whose last sign-in — or, never signed
 * in, its creation — is older than the integration's `inactive_days`), alumni (an active account
 * whose worker is ALUMNI or whose leaving date is before today in Asia/Tokyo).
 *
 * Everything is computed in SQL at read time, so a change of a person's e-mail, an alias or an
 * assignment shows on the next read. The shapes keep the users tab's default page cheap: with
 * category ALL the page is an index scan of `(app_integration_id, name, id)` cut at the page size,
 * the worker looked up only for those rows (`people (company_id, lower(email))`, the aliases'
 * unique e-mail index); the categories and the alerts need every account's match (one hash pass).
 * The alert list keys every row in that pass (narrow columns), cuts the page on the keys and reads
 * what a row shows for the page's rows only (`listAppAlertRows`).
 */

/** Where rows come from: one integration, or every ACTIVE integration of the company (the alerts). */
export type MatchScope = { companyId: string; appIntegrationId: string } | { companyId: string; allActive: true };

/** Clock of a read: `now` for inactivity, Tokyo's date for leaving dates. */
export interface MatchClock {
  now: Date;
  today: string;
}

/** The clock of a request. */
export const matchClock = (now = new Date()): MatchClock => ({ now, today: tokyoToday(now) });

/**
 * The worker of every account of a scan (categories, counts, alerts), by hash joins instead of a
 * lookup per account: `em` is the company's people by lower-cased e-mail (the lowest id of an
 * address several people share), `al` the aliases; the worker's id is
 * `coalesce(u.person_id, em.id, al.person_id)` (`matchedIdOf`). Same answer as `matchedPerson`.
 */
const matchJoins = (companyId: string) => sql`
    LEFT JOIN (SELECT DISTINCT ON (lower(pe.email)) lower(pe.email) AS email, pe.id FROM people pe WHERE pe.company_id = ${companyId} ORDER BY lower(pe.email), pe.id) em
      ON u.person_id IS NULL AND em.email = u.email
    LEFT JOIN person_email_aliases al ON u.person_id IS NULL AND em.id IS NULL AND al.company_id = ${companyId} AND al.email = u.email`;
const matchedIdOf = sql.raw(`coalesce(u.person_id, em.id, al.person_id)`);

/**
 * The worker of one account (a page's rows), as the person's row (a LATERAL subquery over `u`): the
 * branches run in order and stop at the first row, so a hand link never looks at e-mails and the
 * e-mail is read once through `people (company_id, lower(email))` instead of an id lookup and then
 * the row.
 */
const matchedPerson = sql.raw(`(SELECT pe.* FROM people pe WHERE u.person_id IS NOT NULL AND pe.id = u.person_id AND pe.company_id = u.company_id)
  UNION ALL
  (SELECT pe.* FROM people pe WHERE u.person_id IS NULL AND pe.company_id = u.company_id AND lower(pe.email) = u.email ORDER BY pe.id LIMIT 1)
  UNION ALL
  (SELECT pe.* FROM person_email_aliases al JOIN people pe ON pe.id = al.person_id
    WHERE u.person_id IS NULL AND al.company_id = u.company_id AND al.email = u.email AND pe.company_id = u.company_id)
  LIMIT 1`);

/** Columns every row source selects, in this order (accounts and NO_USER rows alike). */
const rowColumns = (locale: Locale, personSort: SQL) => sql`
  i.id AS integration_id, i.name AS integration_name, i.app_id, i.integrated_tenant_name, i.is_custom_app, i.inactive_days,
  ap.name AS app_name, ap.logo_url AS app_logo_url,
  p.id AS person_id, ${locale === 'ja-JP' ? sql.raw(`p.family_name_ja || ' ' || p.given_name_ja`) : sql.raw(`p.given_name_en || ' ' || p.family_name_en`)} AS person_name,
  ${personSort} AS person_sort,
  p.email AS worker_email, p.worker_number, p.worker_type, p.status AS worker_status, p.avatar_url AS worker_avatar_url,
  r.id AS role_id, r.name AS role_name`;

/** The person's sort name in `locale` (kana in Japanese, family and given name in English), of the people row aliased `alias`. */
const personSortOf = (locale: Locale, alias = 'p') => sql.raw(locale === 'ja-JP' ? `${alias}.name_kana` : `${alias}.family_name_en || ' ' || ${alias}.given_name_en`);

function scopeWhere(scope: MatchScope, table: 'u' | 'asg'): SQL {
  const t = sql.raw(table);
  return 'appIntegrationId' in scope
    ? sql`${t}.company_id = ${scope.companyId} AND ${t}.app_integration_id = ${scope.appIntegrationId}`
    : sql`${t}.company_id = ${scope.companyId} AND i.status = 'ACTIVE'`;
}

/**
 * The accounts of the scope with their worker, assignment, rule matching and flags: a subquery
 * with the columns of `rowColumns` plus the account's (`user_*`), `rule`, `is_inactive`,
 * `is_alumni`, `linked_by_hand`, `sort_name` (the account's name), `row_user_id` and
 * `row_person_id` (tie-breakers). PostgreSQL flattens it into the outer query, so an outer
 * `ORDER BY sort_name, row_user_id LIMIT n` on one integration reads the name index.
 */
function accountsSource(scope: MatchScope, locale: Locale, clock: MatchClock, freeText: string | undefined, mode: 'page' | 'scan'): SQL {
  const pattern = containsPattern(freeText);
  const person =
    mode === 'page'
      ? sql`LEFT JOIN LATERAL (${matchedPerson}) p ON true`
      : sql`${matchJoins(scope.companyId)}
    LEFT JOIN people p ON p.id = ${matchedIdOf} AND p.company_id = u.company_id`;
  return sql`
    SELECT ${rowColumns(locale, personSortOf(locale))},
      u.id AS user_id, u.name AS user_name, u.display_name AS user_display_name, u.email AS user_email, u.avatar_url AS user_avatar_url,
      u.configured_mfa AS user_configured_mfa, u.is_active AS user_is_active, u.external_created_at AS user_created_at,
      u.deactivated_at AS user_deactivated_at, u.last_signed_in_at AS user_last_signed_in_at, u.status_name AS user_status_name,
      u.actual_role_name AS user_actual_role_name,
      (u.person_id IS NOT NULL) AS linked_by_hand,
      CASE WHEN p.id IS NULL THEN 'NO_WORKER' WHEN asg.id IS NULL THEN 'VIOLATED'
           WHEN r.id IS NOT NULL AND r.name IS DISTINCT FROM u.actual_role_name THEN 'VIOLATED_ROLE' ELSE 'MATCHED' END AS rule,
      (u.is_active AND coalesce(u.last_signed_in_at, u.external_created_at, u.created_at) < ${clock.now.toISOString()}::timestamptz - make_interval(days => i.inactive_days)) AS is_inactive,
      (u.is_active AND p.id IS NOT NULL AND (p.status = 'ALUMNI' OR p.leaving_at < ${clock.today}::date)) AS is_alumni,
      u.name AS sort_name, u.email AS sort_email, u.last_signed_in_at AS sort_signed_in, coalesce(u.external_created_at, u.created_at) AS sort_created,
      u.id AS row_user_id, p.id AS row_person_id
    FROM app_users u
    JOIN app_integrations i ON i.id = u.app_integration_id
    LEFT JOIN apps ap ON ap.id = i.app_id
    ${person}
    LEFT JOIN app_assignments asg ON asg.app_integration_id = u.app_integration_id AND asg.person_id = p.id
    LEFT JOIN app_roles r ON r.id = asg.app_role_id
    WHERE ${scopeWhere(scope, 'u')}${pattern ? sql` AND u.search_text LIKE ${pattern}` : sql``}`;
}

/**
 * The NO_USER rows of the scope: assignments of workers (not ALUMNI) whom no account of the
 * integration belongs to. Same columns as `accountsSource`, the account's ones null.
 */
function noUserSource(scope: MatchScope, locale: Locale, freeText: string | undefined): SQL {
  const pattern = containsPattern(freeText);
  const personSort = personSortOf(locale);
  return sql`
    SELECT ${rowColumns(locale, personSort)},
      NULL::uuid AS user_id, NULL::text AS user_name, NULL::text AS user_display_name, NULL::text AS user_email, NULL::text AS user_avatar_url,
      NULL::boolean AS user_configured_mfa, NULL::boolean AS user_is_active, NULL::timestamptz AS user_created_at,
      NULL::timestamptz AS user_deactivated_at, NULL::timestamptz AS user_last_signed_in_at, NULL::text AS user_status_name,
      NULL::text AS user_actual_role_name,
      false AS linked_by_hand, 'NO_USER' AS rule, false AS is_inactive, false AS is_alumni,
      ${personSort} AS sort_name, lower(p.email) AS sort_email, NULL::timestamptz AS sort_signed_in, NULL::timestamptz AS sort_created,
      NULL::uuid AS row_user_id, p.id AS row_person_id
    FROM app_assignments asg
    JOIN app_integrations i ON i.id = asg.app_integration_id
    LEFT JOIN apps ap ON ap.id = i.app_id
    JOIN people p ON p.id = asg.person_id AND p.company_id = asg.company_id
    LEFT JOIN app_roles r ON r.id = asg.app_role_id
    WHERE ${scopeWhere(scope, 'asg')} AND p.status <> 'ALUMNI'${pattern ? sql` AND p.search_text LIKE ${pattern}` : sql``}
      AND NOT EXISTS (SELECT 1 FROM (${matchedAccounts(scope)}) m WHERE m.app_integration_id = asg.app_integration_id AND m.person_id = asg.person_id)`;
}

/** `(app_integration_id, person_id)` of every account of the scope: whom each account belongs to. */
function matchedAccounts(scope: MatchScope): SQL {
  return sql`SELECT u.app_integration_id, ${matchedIdOf} AS person_id FROM app_users u ${matchJoins(scope.companyId)}
    WHERE u.company_id = ${scope.companyId}${'appIntegrationId' in scope ? sql` AND u.app_integration_id = ${scope.appIntegrationId}` : sql``}`;
}

/** The users tab's condition of a category on an `accountsSource` row (`acc`); ALL and NO_USER: none. */
function userCategoryWhere(category: AppUserCategory): SQL {
  switch (category) {
    case 'INACTIVE':
      return sql`WHERE acc.is_inactive`;
    case 'ALUMNI':
      return sql`WHERE acc.is_alumni`;
    case 'MATCHED':
    case 'VIOLATED':
    case 'VIOLATED_ROLE':
    case 'NO_WORKER':
      return sql`WHERE acc.rule = ${category}`;
    default:
      return sql``;
  }
}

/** An alert's condition on an account row (`acc`): the rule matching ones count active accounts only. */
const accountAlertCondition: Record<Exclude<AppAlertCategory, 'ALL' | 'NO_USER'>, SQL> = {
  NO_WORKER: sql.raw(`(acc.user_is_active AND acc.rule = 'NO_WORKER')`),
  VIOLATED: sql.raw(`(acc.user_is_active AND acc.rule = 'VIOLATED')`),
  VIOLATED_ROLE: sql.raw(`(acc.user_is_active AND acc.rule = 'VIOLATED_ROLE')`),
  INACTIVE: sql.raw(`acc.is_inactive`),
  ALUMNI: sql.raw(`acc.is_alumni`),
};
const anyAccountAlert = sql.join(Object.values(accountAlertCondition), sql` OR `);

/** A raw row of either source, as the driver returns it. */
interface RawRow {
  integration_id: string;
  integration_name: string;
  app_id: string | null;
  integrated_tenant_name: string | null;
  is_custom_app: boolean;
  app_name: string | null;
  app_logo_url: string | null;
  person_id: string | null;
  person_name: string | null;
  worker_email: string | null;
  worker_number: string | null;
  worker_type: string | null;
  worker_status: string | null;
  worker_avatar_url: string | null;
  role_id: string | null;
  role_name: string | null;
  user_id: string | null;
  user_name: string | null;
  user_display_name: string | null;
  user_email: string | null;
  user_avatar_url: string | null;
  user_configured_mfa: boolean | null;
  user_is_active: boolean | null;
  user_created_at: Date | string | null;
  user_deactivated_at: Date | string | null;
  user_last_signed_in_at: Date | string | null;
  user_status_name: string | null;
  user_actual_role_name: string | null;
  linked_by_hand: boolean;
  rule: RuleMatching;
  is_inactive: boolean | null;
  is_alumni: boolean | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** What staff should do about a row (`appUserActionValues`): the rule matching first, then alumni, then inactive. */
export function actionOf(rule: RuleMatching, isAlumni: boolean, isInactive: boolean): AppUserAction | null {
  switch (rule) {
    case 'NO_WORKER':
      return 'LINK_OR_DELETE';
    case 'VIOLATED':
      return 'ASSIGN_OR_DELETE';
    case 'VIOLATED_ROLE':
      return 'CHANGE_ROLE';
    case 'NO_USER':
      return 'CREATE_ACCOUNT';
    default:
      return isAlumni ? 'DEACTIVATE' : isInactive ? 'REVIEW_USAGE' : null;
  }
}

/**
 * May the account be removed from the list: an account (not a NO_USER row) that is not MATCHED,
 * or deactivated in the app, or of a custom app (its accounts come from CSV imports, so staff keep
 * them by hand). A matched, active account of a connected app is kept by its connector.
 */
export function canDeleteRow(row: { hasUser: boolean; rule: RuleMatching; isActive: boolean; isCustomApp: boolean }): boolean {
  return row.hasUser && (row.rule !== 'MATCHED' || !row.isActive || row.isCustomApp);
}

/** Maps a raw row to the users tab's row (001 §3 "App user row"). */
export function toAppUserRow(r: RawRow): AppUserRow {
  const user: AppUserRow['user'] = r.user_id
    ? {
        id: r.user_id,
        name: r.user_name!,
        displayName: r.user_display_name,
        email: r.user_email,
        avatarUrl: r.user_avatar_url,
        configuredMfa: r.user_configured_mfa ?? false,
        isActive: r.user_is_active ?? false,
        createdAt: iso(r.user_created_at),
        deactivatedAt: iso(r.user_deactivated_at),
        lastSignedInAt: iso(r.user_last_signed_in_at),
        statusName: r.user_status_name,
        actualRoleName: r.user_actual_role_name,
      }
    : null;
  const worker: AppUserRow['worker'] = r.person_id
    ? {
        assignedRoleName: r.role_name,
        assignedRoleId: r.role_id,
        personId: r.person_id,
        personName: r.person_name!,
        workerEmail: r.worker_email,
        workerNumber: r.worker_number,
        workerType: r.worker_type as NonNullable<AppUserRow['worker']>['workerType'],
        status: r.worker_status as NonNullable<AppUserRow['worker']>['status'],
        avatarUrl: r.worker_avatar_url,
      }
    : null;
  const isInactive = r.is_inactive === true;
  const isAlumni = r.is_alumni === true;
  return {
    id: user ? user.id : `no-user:${r.person_id}`,
    user,
    worker,
    ruleMatching: r.rule,
    isInactive,
    isAlumni,
    action: actionOf(r.rule, isAlumni, isInactive),
    canChangePerson: user !== null,
    canDelete: canDeleteRow({ hasUser: user !== null, rule: r.rule, isActive: user?.isActive ?? false, isCustomApp: r.is_custom_app }),
    isLinkedByHand: r.linked_by_hand,
  };
}

/** Maps a raw row to an alert row (001 §3 alert-list row). */
export function toAppAlertRow(r: RawRow): AppAlertRow {
  const { isLinkedByHand: _linked, ...row } = toAppUserRow(r);
  return {
    ...row,
    app: { appId: r.app_id, name: r.app_name ?? r.integration_name, logoUrl: r.app_logo_url },
    appIntegration: { appIntegrationId: r.integration_id, appName: r.integration_name, avatarUrl: r.app_logo_url, tenantName: r.integrated_tenant_name },
  };
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const direction = (order: SortOrder) => sql.raw(order === 'desc' ? 'DESC' : 'ASC');
const nullsLast = (order: SortOrder) => sql.raw(order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST');

/**
 * ORDER BY of the users tab: the column, then the row's id — the account's (so that NAME is exactly
 * the `(app_integration_id, name, id)` index's order), or the person's for NO_USER rows.
 */
function userOrder(column: AppUserSortColumn, order: SortOrder, noUser: boolean): SQL {
  const d = direction(order);
  const key =
    column === 'NAME' ? sql`acc.sort_name ${d}`
    : column === 'EMAIL' ? sql`acc.sort_email ${nullsLast(order)}`
    : column === 'LAST_SIGNED_IN_AT' ? sql`acc.sort_signed_in ${nullsLast(order)}`
    : sql`acc.sort_created ${nullsLast(order)}`;
  return sql`ORDER BY ${key}, ${noUser ? sql`acc.row_person_id` : sql`acc.row_user_id`} ${d}`;
}

/** Filters of the users tab. */
export interface AppUsersFilter {
  category: AppUserCategory;
  freeText?: string;
}

/**
 * One page of an integration's users tab (`GET /v3/app-integrations/{id}/users`), in one query.
 * The caller checks that the integration is the company's (`scope.companyId`).
 */
export async function listAppUsers(
  db: DbOrTx,
  scope: { companyId: string; appIntegrationId: string },
  locale: Locale,
  clock: MatchClock,
  q: AppUsersFilter & { sortColumn: AppUserSortColumn; sortOrder: SortOrder; pageIndex: number; pageSize: number },
): Promise<AppUserRow[]> {
  // ALL in an index's order (name, e-mail, sign-in) stops at the page: the worker of those rows only
  const mode = q.category === 'ALL' && q.sortColumn !== 'CREATED_AT' ? 'page' : 'scan';
  const source = q.category === 'NO_USER' ? noUserSource(scope, locale, q.freeText) : accountsSource(scope, locale, clock, q.freeText, mode);
  const raw = await rows<RawRow>(
    db,
    sql`SELECT * FROM (${source}) acc ${userCategoryWhere(q.category)} ${userOrder(q.sortColumn, q.sortOrder, q.category === 'NO_USER')} LIMIT ${q.pageSize} OFFSET ${q.pageIndex * q.pageSize}`,
  );
  return raw.map(toAppUserRow);
}

/** How many rows the users tab's category and text match (ALL: the integration's accounts, counted on its index). */
export async function countAppUsers(db: DbOrTx, scope: { companyId: string; appIntegrationId: string }, clock: MatchClock, q: AppUsersFilter): Promise<number> {
  let query: SQL;
  if (q.category === 'ALL') {
    const pattern = containsPattern(q.freeText);
    query = sql`SELECT count(*)::int AS n FROM app_users u WHERE ${scopeWhere(scope, 'u')}${pattern ? sql` AND u.search_text LIKE ${pattern}` : sql``}`;
  } else if (q.category === 'NO_USER') {
    query = sql`SELECT count(*)::int AS n FROM (${noUserSource(scope, 'en-US', q.freeText)}) acc`;
  } else {
    query = sql`SELECT count(*)::int AS n FROM (${accountsSource(scope, 'en-US', clock, q.freeText, 'scan')}) acc ${userCategoryWhere(q.category)}`;
  }
  const [row] = await rows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** One account's row (after a change of its worker), or null when it is not in the integration. */
export async function getAppUserRow(db: DbOrTx, scope: { companyId: string; appIntegrationId: string }, appUserId: string, locale: Locale, clock: MatchClock): Promise<AppUserRow | null> {
  const [raw] = await rows<RawRow>(db, sql`SELECT * FROM (${accountsSource(scope, locale, clock, undefined, 'page')}) acc WHERE acc.user_id = ${appUserId}`);
  return raw ? toAppUserRow(raw) : null;
}

/* ---------------------------------------------------------------------------------- alerts */

/** Filters of the alert list and CSV. */
export interface AppAlertFilter {
  category: AppAlertCategory;
  freeText?: string;
  appIntegrationId?: string;
}

/**
 * The alert rows' keys, as CTEs ending in `keyed`: one row per alert row of the scope with what the
 * filters and the sorts need (ids, `integration_name`, `sort_name`, `user_name`, `person_sort`,
 * `email_key`, `user_last_signed_in_at`) and the rule matching (`rule`, `is_inactive`,
 * `is_alumni`, `linked_by_hand`). Whether an account is an alert depends on its worker, and the
 * worker on every account's e-mail (docs/software.md "Rule matching"), so this is computed for
 * every account of the scope before the page can be cut — once, with the narrowest columns:
 * `pp` reads the company's people once (id, lower-cased e-mail, status, leaving date, sort name;
 * the freeText match when there is one), `em` keeps the lowest id of an e-mail by a hash anti join
 * of `pp` with itself (no sort of the company) and is the worker of an account matched by e-mail;
 * `wl` reads by primary key the few people linked by hand or owning an alias; `m` is every account
 * with its worker, assignment and role by hash joins, and the NO_USER rows are the assignments
 * without an account in `m`.
 * Same answer as `accountsSource` / `noUserSource`.
 */
function alertKeys(companyId: string, locale: Locale, clock: MatchClock, f: AppAlertFilter): SQL {
  const pattern = containsPattern(f.freeText);
  const inScope = (t: 'u' | 'asg') =>
    f.appIntegrationId
      ? sql`${sql.raw(t)}.company_id = ${companyId} AND ${sql.raw(t)}.app_integration_id = ${f.appIntegrationId} AND i.status = 'ACTIVE'`
      : sql`${sql.raw(t)}.company_id = ${companyId} AND i.status = 'ACTIVE'`;
  const accountCondition = f.category === 'ALL' ? anyAccountAlert : f.category === 'NO_USER' ? null : accountAlertCondition[f.category];
  const accounts = sql`SELECT acc.integration_id, acc.integration_name, acc.user_name AS sort_name, acc.user_name, acc.person_sort,
        acc.email_key, acc.user_last_signed_in_at, acc.row_user_id, acc.row_person_id, acc.rule, acc.is_inactive, acc.is_alumni, acc.linked_by_hand
      FROM m acc WHERE (${accountCondition})${pattern ? sql` AND acc.text_match` : sql``}`;
  const noUsers = sql`SELECT i.id, i.name, p.person_sort, NULL::text, p.person_sort, p.email, NULL::timestamptz, NULL::uuid, p.id,
        'NO_USER', false, false, false
      FROM app_assignments asg
      JOIN app_integrations i ON i.id = asg.app_integration_id
      JOIN pp p ON p.id = asg.person_id
      WHERE ${inScope('asg')} AND p.status <> 'ALUMNI'${pattern ? sql` AND p.text_match` : sql``}
        AND NOT EXISTS (SELECT 1 FROM m WHERE m.integration_id = asg.app_integration_id AND m.matched_id = asg.person_id)`;
  return sql`WITH pp AS MATERIALIZED (
      SELECT pe.id, lower(pe.email) AS email, pe.status, pe.leaving_at, ${personSortOf(locale, 'pe')} AS person_sort,
             ${pattern ? sql`pe.search_text LIKE ${pattern}` : sql`true`} AS text_match
        FROM people pe WHERE pe.company_id = ${companyId}
    ),
    em AS (SELECT a.* FROM pp a WHERE NOT EXISTS (SELECT 1 FROM pp b WHERE b.email = a.email AND b.id < a.id)),
    wl AS (
      SELECT pe.id, lower(pe.email) AS email, pe.status, pe.leaving_at, ${personSortOf(locale, 'pe')} AS person_sort FROM people pe
       WHERE pe.company_id = ${companyId}
         AND pe.id IN (SELECT u.person_id FROM app_users u WHERE u.company_id = ${companyId} AND u.person_id IS NOT NULL
                       UNION SELECT al.person_id FROM person_email_aliases al WHERE al.company_id = ${companyId})
    ),
    m AS MATERIALIZED (
      SELECT u.id AS row_user_id, u.app_integration_id AS integration_id, i.name AS integration_name, u.name AS user_name, u.is_active AS user_is_active,
             u.last_signed_in_at AS user_last_signed_in_at, coalesce(u.email, wl.email, em.email) AS email_key, coalesce(wl.id, em.id) AS row_person_id, coalesce(wl.person_sort, em.person_sort) AS person_sort,
             coalesce(u.person_id, em.id, al.person_id) AS matched_id, (u.person_id IS NOT NULL) AS linked_by_hand,
             CASE WHEN wl.id IS NULL AND em.id IS NULL THEN 'NO_WORKER' WHEN asg.id IS NULL THEN 'VIOLATED'
                  WHEN r.id IS NOT NULL AND r.name IS DISTINCT FROM u.actual_role_name THEN 'VIOLATED_ROLE' ELSE 'MATCHED' END AS rule,
             (u.is_active AND coalesce(u.last_signed_in_at, u.external_created_at, u.created_at) < ${clock.now.toISOString()}::timestamptz - make_interval(days => i.inactive_days)) AS is_inactive,
             (u.is_active AND coalesce(wl.id, em.id) IS NOT NULL AND (coalesce(wl.status, em.status) = 'ALUMNI' OR coalesce(wl.leaving_at, em.leaving_at) < ${clock.today}::date)) AS is_alumni,
             ${pattern ? sql`u.search_text LIKE ${pattern}` : sql`true`} AS text_match
        FROM app_users u
        JOIN app_integrations i ON i.id = u.app_integration_id
        LEFT JOIN em ON u.person_id IS NULL AND em.email = u.email
        LEFT JOIN person_email_aliases al ON u.person_id IS NULL AND em.id IS NULL AND al.company_id = ${companyId} AND al.email = u.email
        LEFT JOIN wl ON wl.id = coalesce(u.person_id, al.person_id)
        LEFT JOIN app_assignments asg ON asg.app_integration_id = u.app_integration_id AND asg.person_id = coalesce(wl.id, em.id)
        LEFT JOIN app_roles r ON r.id = asg.app_role_id
        WHERE ${inScope('u')}
    ),
    keyed (integration_id, integration_name, sort_name, user_name, person_sort, email_key, user_last_signed_in_at, row_user_id, row_person_id, rule, is_inactive, is_alumni, linked_by_hand) AS (
      ${f.category === 'NO_USER' ? noUsers : f.category === 'ALL' ? sql`${accounts} UNION ALL ${noUsers}` : accounts}
    )`;
}

function alertOrder(sortBy: AppAlertSortBy, order: SortOrder): SQL {
  const d = direction(order);
  const key =
    sortBy === 'APP_NAME' ? sql`acc.integration_name ${d}, acc.sort_name ${d}`
    : sortBy === 'USER_NAME' ? sql`acc.user_name ${nullsLast(order)}, acc.person_sort ${d}`
    : sortBy === 'EMAIL' ? sql`acc.email_key ${nullsLast(order)}`
    : sortBy === 'PERSON_NAME' ? sql`acc.person_sort ${nullsLast(order)}, acc.sort_name ${d}`
    : sql`acc.user_last_signed_in_at ${nullsLast(order)}`;
  return sql`ORDER BY ${key}, acc.integration_id ${d}, acc.row_user_id ${d}, acc.row_person_id ${d}`;
}

/**
 * One page of alert rows (`GET /v2/app-alerts/users`) as sorted, and how many rows match
 * (`withCount: false`: the page's length, for the CSV's pages), in one statement: the keys of every
 * alert row (`alertKeys` — why they are needed before the cut is said there), the page cut on them
 * (`ORDER BY` the sort and the ids, `LIMIT`/`OFFSET`), and only then the page's rows joined to the
 * account, the worker, the integration, its app, the assignment and its role (by primary key) for
 * what a row shows. The count is taken on the same keys; an empty page still answers it.
 */
export async function listAppAlertRows(
  db: DbOrTx,
  companyId: string,
  locale: Locale,
  clock: MatchClock,
  q: AppAlertFilter & { sortBy: AppAlertSortBy; sortOrder: SortOrder; limit: number; offset: number; withCount?: boolean },
): Promise<{ items: AppAlertRow[]; count: number }> {
  const withCount = q.withCount !== false;
  const raw = await rows<RawRow & { total: number | null; has_row: boolean | null }>(
    db,
    sql`${alertKeys(companyId, locale, clock, q)},
    pg AS (SELECT acc.*, row_number() OVER () AS ord FROM (SELECT * FROM keyed acc ${alertOrder(q.sortBy, q.sortOrder)} ${pageLimit(q.limit, q.offset)}) acc)
    SELECT ${withCount ? sql`(SELECT count(*) FROM keyed)::int` : sql`NULL::int`} AS total, k.ord IS NOT NULL AS has_row,
      ${rowColumns(locale, sql.raw('k.person_sort'))},
      u.id AS user_id, u.name AS user_name, u.display_name AS user_display_name, u.email AS user_email, u.avatar_url AS user_avatar_url,
      u.configured_mfa AS user_configured_mfa, u.is_active AS user_is_active, u.external_created_at AS user_created_at,
      u.deactivated_at AS user_deactivated_at, u.last_signed_in_at AS user_last_signed_in_at, u.status_name AS user_status_name,
      u.actual_role_name AS user_actual_role_name,
      k.linked_by_hand, k.rule, k.is_inactive, k.is_alumni
    FROM (SELECT 1) one
    LEFT JOIN pg k ON true
    LEFT JOIN app_integrations i ON i.id = k.integration_id
    LEFT JOIN apps ap ON ap.id = i.app_id
    LEFT JOIN app_users u ON u.id = k.row_user_id
    LEFT JOIN people p ON p.id = k.row_person_id
    LEFT JOIN app_assignments asg ON asg.app_integration_id = k.integration_id AND asg.person_id = k.row_person_id
    LEFT JOIN app_roles r ON r.id = asg.app_role_id
    ORDER BY k.ord`,
  );
  const items = raw.filter((r) => r.has_row).map(toAppAlertRow);
  return { items, count: withCount ? Number(raw[0]?.total ?? 0) : items.length };
}

/**
 * The alert counts (001 §3 "Alert counts"): each category over the company's ACTIVE integrations,
 * counted on the list's own keys (`alertKeys`: every account matched once, the NO_USER rows by the
 * anti join on those matches — so each tab agrees with its list), and SHADOW_IT, the traceable apps
 * visited in the last 30 days that no ACTIVE integration of the company integrates.
 */
export async function countAppAlerts(db: DbOrTx, companyId: string, clock: MatchClock): Promise<AppAlertCounts> {
  const since = new Date(clock.now.getTime() - shadowItAlertWindowDays * 86_400_000).toISOString();
  const [[acc], [shadow]] = await Promise.all([
    rows<Record<string, number>>(
      db,
      sql`${alertKeys(companyId, 'en-US', clock, { category: 'NO_USER' })}
      SELECT
        count(*) FILTER (WHERE ${accountAlertCondition.NO_WORKER})::int AS "NO_WORKER",
        count(*) FILTER (WHERE ${accountAlertCondition.VIOLATED})::int AS "VIOLATED",
        count(*) FILTER (WHERE ${accountAlertCondition.VIOLATED_ROLE})::int AS "VIOLATED_ROLE",
        count(*) FILTER (WHERE ${accountAlertCondition.INACTIVE})::int AS "INACTIVE",
        count(*) FILTER (WHERE ${accountAlertCondition.ALUMNI})::int AS "ALUMNI",
        (SELECT count(*) FROM keyed)::int AS "NO_USER"
      FROM m acc`,
    ),
    rows<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT v.traceable_app_id)::int AS n
        FROM shadow_it_visits v JOIN traceable_apps ta ON ta.id = v.traceable_app_id
        WHERE v.company_id = ${companyId} AND v.visited_at >= ${since}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM app_integrations i WHERE i.company_id = ${companyId} AND i.status = 'ACTIVE' AND i.app_id = ta.integratable_app_id)`,
    ),
  ]);
  return {
    SHADOW_IT: Number(shadow?.n ?? 0),
    NO_WORKER: Number(acc?.NO_WORKER ?? 0),
    VIOLATED: Number(acc?.VIOLATED ?? 0),
    VIOLATED_ROLE: Number(acc?.VIOLATED_ROLE ?? 0),
    NO_USER: Number(acc?.NO_USER ?? 0),
    INACTIVE: Number(acc?.INACTIVE ?? 0),
    ALUMNI: Number(acc?.ALUMNI ?? 0),
  };
}

/** The alert kinds a row raises (the CSV writes one line per kind), in the order of `appAlertCategoryValues`. */
export function alertKindsOf(row: AppAlertRow): Exclude<AppAlertCategory, 'ALL'>[] {
  const kinds: Exclude<AppAlertCategory, 'ALL'>[] = [];
  const active = row.user?.isActive === true;
  if (row.ruleMatching === 'NO_WORKER' && active) kinds.push('NO_WORKER');
  if (row.ruleMatching === 'VIOLATED' && active) kinds.push('VIOLATED');
  if (row.ruleMatching === 'VIOLATED_ROLE' && active) kinds.push('VIOLATED_ROLE');
  if (row.ruleMatching === 'NO_USER') kinds.push('NO_USER');
  if (row.isInactive) kinds.push('INACTIVE');
  if (row.isAlumni) kinds.push('ALUMNI');
  return kinds;
}
