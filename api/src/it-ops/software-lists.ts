import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  countSoftwarePeopleEndpoint,
  getSoftwareBillAndCostEndpoint,
  getSoftwareContractsCostEndpoint,
  listSoftwareActivitiesEndpoint,
  listSoftwarePeopleEndpoint,
  type Locale,
  type SoftwareContractsCost,
  type SoftwarePersonRow,
  type SortOrder,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { notFound } from '../lib/errors';
import { appIntegrations, appUsers, licenses, software } from '../schema';
import { registerActivityRoutes } from '../audit/routes';
import type { DbOrTx } from '../audit/audit-log';
import { containsPattern, page } from '../http/list-sql';
import { pageLimit } from '../http/json-page';
import { queryRows } from '../db/client';
import { directionOf, isUuid, personName } from '../http/resource';
import { integrationMonthlyCost, licenseMonthlyCost, round2 } from './software-record';
import { tokyoToday } from '../lib/tokyo-date';

// qualified by hand: in a one-table select drizzle leaves names unqualified, which a subquery would rebind
const seatsUsedSql = sql<number>`(select count(*)::int from license_assignments la where la.license_id = "licenses"."id")`;
const activeAccountsSql = sql<number>`(select count(*)::int from app_users au where au.app_integration_id = "app_integrations"."id" and au.is_active)`;

/** The integrations of the company (optionally of one software) with their active account counts. */
function integrationsWithAccounts(db: DbOrTx, companyId: string, softwareId?: string) {
  return db
    .select({ integration: appIntegrations, active: activeAccountsSql })
    .from(appIntegrations)
    .where(and(eq(appIntegrations.companyId, companyId), softwareId ? eq(appIntegrations.softwareId, softwareId) : undefined))
    .orderBy(asc(appIntegrations.createdAt), asc(appIntegrations.id));
}

/** The licenses of the company (optionally of one software) with their seats used. */
function licensesWithSeats(db: DbOrTx, companyId: string, softwareId?: string) {
  return db
    .select({ license: licenses, seatsUsed: seatsUsedSql })
    .from(licenses)
    .where(and(eq(licenses.companyId, companyId), softwareId ? eq(licenses.softwareId, softwareId) : undefined))
    .orderBy(asc(licenses.licenseName), asc(licenses.id));
}

/** Adds `amount` to `totals[currency]` (amounts stay per currency: no conversion). */
function addTo(totals: Map<string, number>, currency: string, amount: number | null) {
  if (amount === null) return;
  totals.set(currency, round2((totals.get(currency) ?? 0) + amount));
}

/** The 12 months ending with this month in Asia/Tokyo, oldest first (`YYYY-MM`). */
export function lastTwelveMonths(now = new Date()): string[] {
  const [y, m] = tokyoToday(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (11 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The last day of a `YYYY-MM` month (`YYYY-MM-DD`). */
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * The software area's lists and the record's cost tab (docs/software.md "Software record"):
 * `GET /v2/software/{softwareId}/contracts-cost`, `GET /v2/software-bill-and-cost` (12 months by
 * software), `GET /v2/software-people` (+ `-count`: people and the SaaS accounts they hold — linked to
 * them or with their e-mail), `GET /v2/software-activities` (audit of SOFTWARE, APP_INTEGRATION, APP_USER).
 */
export function registerSoftwareListRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, getSoftwareContractsCostEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.softwareId)) throw notFound();
    const [found] = await db.select({ id: software.id }).from(software).where(and(eq(software.id, params.softwareId), eq(software.companyId, session.companyId)));
    if (!found) throw notFound();
    const [integrationRow] = await integrationsWithAccounts(db, session.companyId, found.id).limit(1);
    const licenseRows = await licensesWithSeats(db, session.companyId, found.id);
    const totals = new Map<string, number>();
    let integration: SoftwareContractsCost['integration'] = null;
    if (integrationRow) {
      const i = integrationRow.integration;
      const active = Number(integrationRow.active);
      const since = new Date(Date.now() - i.inactiveDays * 86_400_000);
      const [accounts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${appUsers.isActive}))::int`,
          recent: sql<number>`(count(*) filter (where ${appUsers.isActive} and ${appUsers.lastSignedInAt} >= ${since}))::int`,
        })
        .from(appUsers)
        .where(eq(appUsers.appIntegrationId, i.id));
      const monthlyCost = i.status === 'ACTIVE' ? integrationMonthlyCost(i, active) : 0;
      addTo(totals, i.currencyCode, monthlyCost);
      integration = {
        appIntegrationId: i.id,
        name: i.name,
        status: i.status,
        planName: i.planName,
        pricingModel: i.pricingModel,
        priceOfUnitPerBillingCycle: i.priceOfUnitPerBillingCycle === null ? null : Number(i.priceOfUnitPerBillingCycle),
        billingCycleUnit: i.billingCycleUnit,
        billingCycleLength: i.billingCycleLength,
        currencyCode: i.currencyCode,
        monthlyCost,
        accounts: { total: accounts?.total ?? 0, active: accounts?.active ?? 0, signedInWithinInactiveDays: accounts?.recent ?? 0, inactiveDays: i.inactiveDays },
      };
    }
    const today = tokyoToday();
    const months = lastTwelveMonths();
    const byMonth = new Map<string, number>();
    if (integrationRow) {
      const rows = await db
        .select({ month: sql<string>`to_char(${appUsers.lastSignedInAt} at time zone 'Asia/Tokyo', 'YYYY-MM')`, accounts: sql<number>`count(*)::int` })
        .from(appUsers)
        .where(and(eq(appUsers.appIntegrationId, integrationRow.integration.id), sql`${appUsers.lastSignedInAt} is not null`))
        .groupBy(sql`1`);
      for (const r of rows) byMonth.set(r.month, Number(r.accounts));
    }
    return {
      lastSignInsByMonth: integrationRow ? months.map((month) => ({ month, accounts: byMonth.get(month) ?? 0 })) : [],
      integration,
      licenses: licenseRows.map(({ license: l, seatsUsed }) => {
        const inTerm = (l.termStart === null || l.termStart <= today) && (l.expiryDate === null || l.expiryDate >= today);
        const monthlyCost = licenseMonthlyCost(l, Number(seatsUsed));
        if (inTerm) addTo(totals, l.currency, monthlyCost);
        return {
          id: l.id,
          licenseName: l.licenseName,
          seatsTotal: l.seatsTotal,
          seatsUsed: Number(seatsUsed),
          perUnitBasis: l.perUnitBasis,
          price: l.price === null ? null : Number(l.price),
          currency: l.currency,
          billingUnit: l.billingUnit,
          expiryDate: l.expiryDate,
          monthlyCost,
        };
      }),
      monthlyTotals: [...totals].map(([currency, amount]) => ({ currency, amount })),
    };
  });

  registerEndpoint(app, getSoftwareBillAndCostEndpoint, sessions, async ({ session }) => {
    const months = lastTwelveMonths();
    const names = new Map(
      (await db.select({ id: software.id, name: software.name }).from(software).where(eq(software.companyId, session.companyId))).map((s) => [s.id, s.name]),
    );
    const rows = new Map<string, { softwareId: string; name: string; currency: string; amounts: number[] }>();
    const rowOf = (softwareId: string, currency: string) => {
      const key = `${softwareId}\n${currency}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { softwareId, name: names.get(softwareId) ?? '', currency, amounts: months.map(() => 0) }));
      return row;
    };
    for (const { integration: i, active } of await integrationsWithAccounts(db, session.companyId)) {
      if (!i.softwareId || i.status !== 'ACTIVE') continue;
      const cost = integrationMonthlyCost(i, Number(active));
      if (cost === null) continue;
      const since = tokyoToday(i.createdAt).slice(0, 7);
      const row = rowOf(i.softwareId, i.currencyCode);
      months.forEach((month, index) => {
        if (month >= since) row.amounts[index] = round2(row.amounts[index]! + cost);
      });
    }
    for (const { license: l, seatsUsed } of await licensesWithSeats(db, session.companyId)) {
      if (!l.softwareId) continue;
      const cost = licenseMonthlyCost(l, Number(seatsUsed));
      if (cost === null) continue;
      const row = rowOf(l.softwareId, l.currency);
      months.forEach((month, index) => {
        const inTerm = (l.termStart === null || l.termStart <= monthEnd(month)) && (l.expiryDate === null || l.expiryDate >= `${month}-01`);
        if (inTerm) row.amounts[index] = round2(row.amounts[index]! + cost);
      });
    }
    const sorted = [...rows.values()].filter((r) => r.amounts.some((a) => a > 0)).sort((a, b) => b.amounts[11]! - a.amounts[11]! || a.name.localeCompare(b.name));
    const totals = new Map<string, number[]>();
    for (const row of sorted) {
      const t = totals.get(row.currency) ?? months.map(() => 0);
      row.amounts.forEach((a, i) => (t[i] = round2(t[i]! + a)));
      totals.set(row.currency, t);
    }
    return { months, rows: sorted, totals: [...totals].map(([currency, amounts]) => ({ currency, amounts })) };
  });

  registerEndpoint(app, listSoftwarePeopleEndpoint, sessions, async ({ query, session, locale }) => ({
    items: await listSoftwarePeople(db, session.companyId, locale, query),
  }));

  registerEndpoint(app, countSoftwarePeopleEndpoint, sessions, async ({ query, session }) => {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${heldFrom(session.companyId, query.freeText)}`);
    return { count: Number(row?.n ?? 0) };
  });

  registerActivityRoutes({ ...ctx, app }, listSoftwareActivitiesEndpoint, ['SOFTWARE', 'APP_INTEGRATION', 'APP_USER']);
}

/* ------------------------------------------------------------------- people and their accounts */

/**
 * FROM and WHERE of `GET /v2/software-people` and its count: the company's people (`p`) who hold at
 * least one SaaS account, with `held.n`, how many they hold. An account is held by the person it is
 * linked to (`app_users.person_id`), else by every person of the company whose lower-cased e-mail
 * is the account's. The number is needed before the page is cut (the default sort is by it, and a
 * person without an account is not a row), so it is counted for the whole company, as cheaply as
 * the indexes allow: the linked accounts grouped by `person_id` (`app_users_person_idx`), the
 * accounts by e-mail grouped over the index-only scan of `(company_id, email)` less the linked ones
 * with that e-mail (so the heap of `app_users` is not read), each joined to the people by hash.
 * `freeText` matches the person's `search_text`.
 */
function heldFrom(companyId: string, freeText: string | undefined): SQL {
  const pattern = containsPattern(freeText);
  return sql`FROM people p
    LEFT JOIN (SELECT u.person_id, count(*)::int AS n FROM app_users u WHERE u.company_id = ${companyId} AND u.person_id IS NOT NULL GROUP BY u.person_id) linked
      ON linked.person_id = p.id
    LEFT JOIN (
      SELECT a.email, a.n - coalesce(k.n, 0) AS n
        FROM (SELECT u.email, count(*)::int AS n FROM app_users u WHERE u.company_id = ${companyId} GROUP BY u.email) a
        LEFT JOIN (SELECT u.email, count(*)::int AS n FROM app_users u WHERE u.company_id = ${companyId} AND u.person_id IS NOT NULL GROUP BY u.email) k ON k.email = a.email
    ) mailed ON mailed.email = lower(p.email) AND mailed.n > 0
    CROSS JOIN LATERAL (SELECT coalesce(linked.n, 0) + coalesce(mailed.n, 0) AS n) held
    WHERE p.company_id = ${companyId} AND held.n > 0${pattern ? sql` AND p.search_text LIKE ${pattern}` : sql``}`;
}

interface SoftwarePersonPageRow {
  id: string;
  family_name_ja: string;
  given_name_ja: string;
  family_name_en: string;
  given_name_en: string;
  email: string;
  account_count: number;
  active_account_count: number;
  apps: { appIntegrationId: string; name: string }[] | string;
}

/**
 * One page of `GET /v2/software-people` (docs/software.md "People"), one statement: the holders
 * (`heldFrom`) sorted by `sortColumn` — ACCOUNT_COUNT: the number, then the name ascending; NAME:
 * the name (ja-JP family + given name in Japanese, en-US given + family name), ties by id — and cut
 * to the page; only then, for the page's people, their accounts are read again through the indexes
 * (`app_users_person_idx`, `(company_id, email)`) for the active count and the first five apps by
 * name (an app twice when the person holds two of its accounts).
 */
export async function listSoftwarePeople(
  db: DbOrTx,
  companyId: string,
  locale: Locale,
  q: { sortColumn: 'ACCOUNT_COUNT' | 'NAME'; sortOrder?: SortOrder; orderDirection?: SortOrder; freeText?: string; pageIndex: number; pageSize: number },
): Promise<SoftwarePersonRow[]> {
  const dir = sql.raw(directionOf(q) === 'desc' ? 'DESC' : 'ASC');
  const name = sql.raw(locale === 'ja-JP' ? `p.family_name_ja || p.given_name_ja` : `p.given_name_en || ' ' || p.family_name_en`);
  const order = q.sortColumn === 'NAME' ? sql`${name} ${dir}, p.id ASC` : sql`held.n ${dir}, ${name} ASC, p.id ASC`;
  const pageOrder = q.sortColumn === 'NAME' ? sql`pg.sort_name ${dir}, pg.id ASC` : sql`pg.n ${dir}, pg.sort_name ASC, pg.id ASC`;
  const { limit, offset } = page(q);
  const rows = await queryRows<SoftwarePersonPageRow>(
    db,
    sql`SELECT pg.id, pg.family_name_ja, pg.given_name_ja, pg.family_name_en, pg.given_name_en, pg.email, acc.account_count, acc.active_account_count, acc.apps
      FROM (SELECT p.id, p.family_name_ja, p.given_name_ja, p.family_name_en, p.given_name_en, p.email, ${name} AS sort_name, held.n
              ${heldFrom(companyId, q.freeText)}
             ORDER BY ${order} ${pageLimit(limit, offset)}) pg
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS account_count, (count(*) FILTER (WHERE u.is_active))::int AS active_account_count,
               jsonb_path_query_array(jsonb_agg(jsonb_build_object('appIntegrationId', ai.id, 'name', ai.name) ORDER BY ai.name, ai.id), '$[0 to 4]') AS apps
          FROM app_users u JOIN app_integrations ai ON ai.id = u.app_integration_id
         WHERE u.company_id = ${companyId} AND (u.person_id = pg.id OR (u.person_id IS NULL AND u.email = lower(pg.email)))
      ) acc
     ORDER BY ${pageOrder}`,
  );
  return rows.map((r) => ({
    personId: r.id,
    personName: personName({ familyNameJa: r.family_name_ja, givenNameJa: r.given_name_ja, familyNameEn: r.family_name_en, givenNameEn: r.given_name_en }, locale),
    email: r.email,
    accountCount: Number(r.account_count),
    activeAccountCount: Number(r.active_account_count),
    apps: typeof r.apps === 'string' ? (JSON.parse(r.apps) as SoftwarePersonRow['apps']) : r.apps,
  }));
}
