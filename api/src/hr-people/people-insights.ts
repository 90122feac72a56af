import { sql, type SQL } from 'drizzle-orm';
import {
  countPeopleAlertsEndpoint,
  countPeopleSalariesEndpoint,
  getPeopleCommunityEndpoint,
  getPeopleGraphEndpoint,
  getPeopleRulesEndpoint,
  listPeopleActivitiesEndpoint,
  listPeopleAlertsEndpoint,
  listPeopleSalariesEndpoint,
  type Locale,
  type PeopleTabPerson,
  type SalaryRow,
  type WorkerStatus,
  type WorkerType,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { queryRows } from '../db/client';
import { registerEndpoint } from '../http/register';
import { registerActivityRoutes } from '../audit/routes';
import { containsPattern } from '../http/list-sql';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The people area's list tabs (001 §2 People "Other tabs"; docs/people.md "The list tabs"): pay and
 * bank of the workforce, the people graph, community, the rules in force, the audit log of people
 * and the alerts on leavers who still hold company resources. Every query is scoped to the
 * session's company; the statuses "in the workforce" are ACTIVE, NEW_HIRE and LEAVING.
 */

/** The `count` months up to `today`'s month, oldest first, as YYYY-MM. */
export function monthsUpTo(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Statuses counted as the present workforce (joined and not yet alumni). */
const workforceStatuses = sql`('ACTIVE', 'NEW_HIRE', 'LEAVING')`;

/** The catalog each people column points into (`hr_master_items.catalog` → `people` column). */
const catalogColumns: Record<string, string> = {
  EMPLOYMENT_TYPE: 'employment_type_id', WORK_MODE: 'work_mode_id', RETIREMENT_REASON: 'retirement_reason_id', POSITION: 'position_id',
  PLACE_SOCIAL_INSURANCE: 'place_social_insurance_id', JOB_TYPE: 'job_type_id', JOB_TITLE: 'job_title_id', JOB_LEVEL: 'job_level_id',
  JOB_GRADE: 'job_grade_id', JOB_FUNCTION: 'job_function_id', JOB_COMPETENCY: 'job_competency_id',
  HEALTH_INSURANCE_ASSOCIATION: 'health_insurance_association_id', GRADE: 'grade_id', CONTRACTOR_TYPE: 'contractor_type_id',
  CONTRACT_END_REASON: 'contract_end_reason_id', COLLABORATOR_TYPE: 'collaborator_type_id', BOARD_MEMBER_TYPE: 'board_member_type_id',
};

/** SELECT list of a tab's person (alias `p`, department `d`), see {@link toTabPerson}. */
function personSelect(locale: Locale): SQL {
  return locale === 'ja-JP'
    ? sql`p.id, p.family_name_ja || ' ' || p.given_name_ja AS name, p.name_kana, p.worker_number, p.avatar_url, p.worker_type, p.status, d.id AS department_id, d.name_ja AS department_name`
    : sql`p.id, p.given_name_en || ' ' || p.family_name_en AS name, p.name_kana, p.worker_number, p.avatar_url, p.worker_type, p.status, d.id AS department_id, d.name_en AS department_name`;
}

interface TabPersonRow {
  id: string; name: string; name_kana: string | null; worker_number: string; avatar_url: string | null; worker_type: string; status: string;
  department_id: string | null; department_name: string | null;
}

function toTabPerson(r: TabPersonRow): PeopleTabPerson {
  return {
    id: r.id, name: r.name, nameKana: r.name_kana ?? '', workerNumber: r.worker_number, avatarUrl: r.avatar_url,
    workerType: r.worker_type as WorkerType, status: r.status as WorkerStatus,
    department: r.department_id && r.department_name !== null ? { id: r.department_id, name: r.department_name } : null,
  };
}

const nameOrder = (locale: Locale) => (locale === 'ja-JP' ? sql`p.name_kana` : sql`p.family_name_en, p.given_name_en`);
const textFilter = (freeText: string | undefined) => {
  const pattern = containsPattern(freeText);
  return pattern ? sql` AND p.search_text LIKE ${pattern}` : sql``;
};

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type PeopleInsightsContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the tabs' calls (contracts `hr-people/people-insights.ts`). */
export function registerPeopleInsightsRoutes(ctx: PeopleInsightsContext): void {
  const { app, db, sessions } = ctx;

  const salaryWhere = (companyId: string, q: { payType?: string | undefined; freeText?: string | undefined }) =>
    sql`p.company_id = ${companyId} AND p.status <> 'ALUMNI'${q.payType ? sql` AND p.pay_type = ${q.payType}` : sql``}${textFilter(q.freeText)}`;

  registerEndpoint(app, listPeopleSalariesEndpoint, sessions, async ({ query, session, locale }) => {
    const dir = query.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
    const order = {
      NAME: sql`${nameOrder(locale)} ${dir}`,
      WORKER_NUMBER: sql`p.worker_number ${dir}`,
      BASE_SALARY: sql`p.base_salary_jpy ${dir} NULLS LAST`,
      COMMUTING_ALLOWANCE: sql`p.commuting_allowance_jpy ${dir} NULLS LAST`,
    }[query.sortColumn];
    const rows = await queryRows<TabPersonRow & Record<string, unknown>>(
      db,
      sql`SELECT ${personSelect(locale)}, et.id AS employment_type_id, ${locale === 'ja-JP' ? sql`et.name` : sql`coalesce(et.name_en, et.name)`} AS employment_type_name,
            p.pay_type, p.base_salary_jpy, p.commuting_allowance_jpy, p.bank_name, p.bank_branch_name, p.bank_account_type, p.bank_account_number
          FROM people p LEFT JOIN org_units d ON d.id = p.department_id LEFT JOIN hr_master_items et ON et.id = p.employment_type_id
          WHERE ${salaryWhere(session.companyId, query)}
          ORDER BY ${order}, p.id ${dir} LIMIT ${query.pageSize} OFFSET ${query.pageIndex * query.pageSize}`,
    );
    const items: SalaryRow[] = rows.map((r) => {
      const account = r.bank_account_number as string | null;
      return {
        person: toTabPerson(r),
        employmentType: r.employment_type_id ? { id: r.employment_type_id as string, name: r.employment_type_name as string } : null,
        payType: (r.pay_type as SalaryRow['payType']) ?? null,
        baseSalaryJpy: r.base_salary_jpy === null ? null : Number(r.base_salary_jpy),
        commutingAllowanceJpy: r.commuting_allowance_jpy === null ? null : Number(r.commuting_allowance_jpy),
        bankName: (r.bank_name as string | null) ?? null,
        bankBranchName: (r.bank_branch_name as string | null) ?? null,
        bankAccountType: (r.bank_account_type as SalaryRow['bankAccountType']) ?? null,
        bankAccountNumberMasked: account ? `****${account.slice(-4)}` : null,
      };
    });
    return { items };
  });

  registerEndpoint(app, countPeopleSalariesEndpoint, sessions, async ({ query, session }) => {
    const [row] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM people p WHERE ${salaryWhere(session.companyId, query)}`);
    return { count: row?.count ?? 0 };
  });

  registerEndpoint(app, getPeopleGraphEndpoint, sessions, async ({ session, locale }) => {
    const companyId = session.companyId;
    const deptName = locale === 'ja-JP' ? sql`d.name_ja` : sql`d.name_en`;
    const byDepartment = await queryRows<{ id: string | null; name: string | null; count: number }>(
      db,
      sql`SELECT d.id, ${deptName} AS name, count(*)::int AS count FROM people p LEFT JOIN org_units d ON d.id = p.department_id
          WHERE p.company_id = ${companyId} AND p.status IN ${workforceStatuses} GROUP BY d.id, ${deptName} ORDER BY count DESC, name`,
    );
    const byType = await queryRows<{ worker_type: string; count: number }>(
      db,
      sql`SELECT p.worker_type, count(*)::int AS count FROM people p WHERE p.company_id = ${companyId} AND p.status IN ${workforceStatuses}
          GROUP BY p.worker_type ORDER BY count DESC`,
    );
    const months = monthsUpTo(tokyoToday(), 12);
    const from = `${months[0]}-01`;
    const [y, m] = months[months.length - 1]!.split('-').map(Number) as [number, number];
    const to = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    const joined = await queryRows<{ month: string; count: number }>(
      db,
      sql`SELECT to_char(p.joined_at, 'YYYY-MM') AS month, count(*)::int AS count FROM people p
          WHERE p.company_id = ${companyId} AND p.joined_at >= ${from} AND p.joined_at < ${to} GROUP BY 1`,
    );
    const left = await queryRows<{ month: string; count: number }>(
      db,
      sql`SELECT to_char(p.leaving_at, 'YYYY-MM') AS month, count(*)::int AS count FROM people p
          WHERE p.company_id = ${companyId} AND p.status IN ('LEAVING', 'ALUMNI') AND p.leaving_at >= ${from} AND p.leaving_at < ${to} GROUP BY 1`,
    );
    const countOf = (rows: { month: string; count: number }[], month: string) => rows.find((r) => r.month === month)?.count ?? 0;
    return {
      headcountByDepartment: byDepartment.map((r) => ({ department: r.id && r.name !== null ? { id: r.id, name: r.name } : null, count: r.count })),
      byWorkerType: byType.map((r) => ({ workerType: r.worker_type as WorkerType, count: r.count })),
      joinersAndLeavers: months.map((month) => ({ month, joiners: countOf(joined, month), leavers: countOf(left, month) })),
    };
  });

  registerEndpoint(app, getPeopleCommunityEndpoint, sessions, async ({ session, locale }) => {
    const companyId = session.companyId;
    const today = tokyoToday();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const from = sql`${today}::date`;
    const base = sql`FROM people p LEFT JOIN org_units d ON d.id = p.department_id WHERE p.company_id = ${companyId}`;
    const birthdays = await queryRows<TabPersonRow & { day: number }>(
      db,
      sql`SELECT ${personSelect(locale)}, extract(day FROM p.birth_date)::int AS day ${base}
          AND p.status IN ${workforceStatuses} AND extract(month FROM p.birth_date) = ${month}
          ORDER BY day, ${nameOrder(locale)}, p.id LIMIT 200`,
    );
    const newJoiners = await queryRows<TabPersonRow & { joined_at: string }>(
      db,
      sql`SELECT ${personSelect(locale)}, to_char(p.joined_at, 'YYYY-MM-DD') AS joined_at ${base}
          AND p.status <> 'ALUMNI' AND p.joined_at BETWEEN ${from} - 30 AND ${from} + 30
          ORDER BY p.joined_at DESC, ${nameOrder(locale)}, p.id LIMIT 200`,
    );
    const anniversaries = await queryRows<TabPersonRow & { joined_at: string; years: number }>(
      db,
      sql`SELECT ${personSelect(locale)}, to_char(p.joined_at, 'YYYY-MM-DD') AS joined_at, (${year} - extract(year FROM p.joined_at))::int AS years ${base}
          AND p.status IN ${workforceStatuses} AND extract(month FROM p.joined_at) = ${month} AND extract(year FROM p.joined_at) < ${year}
          ORDER BY years DESC, ${nameOrder(locale)}, p.id LIMIT 200`,
    );
    return {
      month: today.slice(0, 7),
      birthdays: birthdays.map((r) => ({ person: toTabPerson(r), day: r.day })),
      newJoiners: newJoiners.map((r) => ({ person: toTabPerson(r), joinedAt: r.joined_at })),
      anniversaries: anniversaries.map((r) => ({ person: toTabPerson(r), joinedAt: r.joined_at, years: r.years })),
    };
  });

  registerEndpoint(app, getPeopleRulesEndpoint, sessions, async ({ session }) => {
    const companyId = session.companyId;
    const [due] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM people WHERE company_id = ${companyId} AND status = 'LEAVING' AND leaving_at < ${tokyoToday()}`,
    );
    const items = await queryRows<{ catalog: string; enabled: number; disabled: number }>(
      db,
      sql`SELECT catalog, count(*) FILTER (WHERE NOT disabled)::int AS enabled, count(*) FILTER (WHERE disabled)::int AS disabled
          FROM hr_master_items WHERE company_id = ${companyId} GROUP BY catalog`,
    );
    const catalogs = Object.keys(catalogColumns);
    const usage = sql.join(catalogs.map((c) => sql`count(${sql.identifier(catalogColumns[c]!)})::int AS ${sql.identifier(c)}`), sql`, `);
    const [using] = await queryRows<Record<string, number>>(db, sql`SELECT ${usage} FROM people WHERE company_id = ${companyId}`);
    return {
      alumniWindowMonths: 1,
      timeZone: 'Asia/Tokyo',
      leavingsDue: due?.count ?? 0,
      catalogs: catalogs.map((catalog) => {
        const row = items.find((i) => i.catalog === catalog);
        return { catalog, enabled: row?.enabled ?? 0, disabled: row?.disabled ?? 0, peopleUsing: using?.[catalog] ?? 0 };
      }),
    };
  });

  registerActivityRoutes(ctx, listPeopleActivitiesEndpoint, ['PERSON']);

  /**
   * The people alerts (001 §2 People "Other tabs", docs/people.md): leavers and alumni (`status`,
   * ALL: both) matching `freeText` who still hold something of `kind` (ALL: anything) — devices not
   * decommissioned or deleted, equipment, license seats, active app accounts linked by hand
   * (`person_id`) or, unlinked, found by the person's e-mail (lower-cased).
   *
   * Page first (issue 28): whether a person holds something decides whether the person is listed,
   * so it must be known for every leaver before the page is cut. It is asked per person by
   * `alertHolds`, probes that stop at the first row found (a scalar subquery with `LIMIT 1`: PostgreSQL follows
   * the person's index entries instead of hashing the whole devices, equipment and accounts tables,
   * and skips the later kinds once one is held), and by e-mail through the CTE `emails`: the
   * accounts whose e-mail is a candidate's, counted per e-mail in one pass (no index serves
   * `lower(email)`, and a per-person OR could not use one; the list needs it for its page's counts
   * whatever the kind). The counts a row shows are made after the cut, for the page's rows only,
   * and its names joined to them. The list and its count share this filter.
   */
  const alertCandidates = (companyId: string, q: { status: string; freeText?: string | undefined }) =>
    sql`p.company_id = ${companyId} AND p.status IN ${q.status === 'ALL' ? sql`('LEAVING', 'ALUMNI')` : sql`(${q.status})`}${textFilter(q.freeText)}`;
  /** The CTE `emails` of the alerts (see above): unlinked active accounts per lower-cased e-mail of a candidate. */
  const alertEmails = (companyId: string, q: { status: string; freeText?: string | undefined }) => sql`emails AS MATERIALIZED (
      SELECT lower(x.email) AS email, count(*)::int AS n FROM app_users x
      WHERE x.company_id = ${companyId} AND x.is_active AND x.person_id IS NULL AND x.email IS NOT NULL
        AND lower(x.email) IN (SELECT lower(p.email) FROM people p WHERE ${alertCandidates(companyId, q)})
      GROUP BY 1)`;
  /** Whether the candidate `p` (its e-mail's accounts joined as `e`) holds something of `kind`: true, or null. */
  const alertHolds = (kind: string) => {
    const probe = (from: SQL) => sql`(SELECT true FROM ${from} LIMIT 1)`;
    const devices = probe(sql`devices x WHERE x.company_id = p.company_id AND x.assigned_person_id = p.id AND x.lifecycle_status NOT IN ('DECOMMISSIONED', 'DELETED')`);
    const equipment = probe(sql`equipment x WHERE x.company_id = p.company_id AND x.assigned_person_id = p.id`);
    const licenses = probe(sql`license_assignments x WHERE x.company_id = p.company_id AND x.person_id = p.id`);
    const appAccounts = sql`(${probe(sql`app_users x WHERE x.company_id = p.company_id AND x.is_active AND x.person_id = p.id`)} OR e.n IS NOT NULL)`;
    return { ALL: sql`(${devices} OR ${equipment} OR ${licenses} OR ${appAccounts})`, DEVICES: devices, EQUIPMENT: equipment, LICENSES: licenses, APP_ACCOUNTS: appAccounts }[kind as 'ALL'];
  };

  registerEndpoint(app, listPeopleAlertsEndpoint, sessions, async ({ query, session, locale }) => {
    const dir = query.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
    const order = (alias: string) => {
      const t = sql.raw(alias);
      const first = query.sortColumn === 'NAME'
        ? (locale === 'ja-JP' ? sql`${t}.name_kana ${dir}` : sql`${t}.family_name_en ${dir}, ${t}.given_name_en ${dir}`)
        : sql`${t}.leaving_at ${dir} NULLS LAST`;
      return sql`${first}, ${t}.id ${dir}`;
    };
    const rows = await queryRows<TabPersonRow & { leaving_at: string | null; devices: number; equipment: number; licenses: number; app_accounts: number }>(
      db,
      sql`WITH ${alertEmails(session.companyId, query)}
      SELECT ${personSelect(locale)}, to_char(p.leaving_at, 'YYYY-MM-DD') AS leaving_at,
        (SELECT count(*)::int FROM devices x WHERE x.company_id = p.company_id AND x.assigned_person_id = p.id
           AND x.lifecycle_status NOT IN ('DECOMMISSIONED', 'DELETED')) AS devices,
        (SELECT count(*)::int FROM equipment x WHERE x.company_id = p.company_id AND x.assigned_person_id = p.id) AS equipment,
        (SELECT count(*)::int FROM license_assignments x WHERE x.company_id = p.company_id AND x.person_id = p.id) AS licenses,
        (SELECT count(*)::int FROM app_users x WHERE x.company_id = p.company_id AND x.is_active AND x.person_id = p.id) + coalesce(a.by_email, 0) AS app_accounts
      FROM (
        SELECT p.id, p.name_kana, p.family_name_en, p.given_name_en, p.leaving_at, e.n AS by_email
        FROM people p LEFT JOIN emails e ON e.email = lower(p.email)
        WHERE ${alertCandidates(session.companyId, query)} AND ${alertHolds(query.kind)}
        ORDER BY ${order('p')} LIMIT ${query.pageSize} OFFSET ${query.pageIndex * query.pageSize}
      ) a JOIN people p ON p.id = a.id LEFT JOIN org_units d ON d.id = p.department_id
      ORDER BY ${order('a')}`,
    );
    return {
      items: rows.map((r) => ({
        person: toTabPerson(r), leavingAt: r.leaving_at, devices: r.devices, equipment: r.equipment, licenses: r.licenses, appAccounts: r.app_accounts,
      })),
    };
  });

  registerEndpoint(app, countPeopleAlertsEndpoint, sessions, async ({ query, session }) => {
    const byEmail = query.kind === 'ALL' || query.kind === 'APP_ACCOUNTS';
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`${byEmail ? sql`WITH ${alertEmails(session.companyId, query)} ` : sql``}SELECT count(*)::int AS count
        FROM people p${byEmail ? sql` LEFT JOIN emails e ON e.email = lower(p.email)` : sql``}
        WHERE ${alertCandidates(session.companyId, query)} AND ${alertHolds(query.kind)}`,
    );
    return { count: row?.count ?? 0 };
  });
}
