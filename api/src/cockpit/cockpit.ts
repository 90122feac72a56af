import { sql } from 'drizzle-orm';
import {
  deviceRowCategoryValues,
  getGaCockpitEndpoint,
  getHrCockpitEndpoint,
  getItCockpitEndpoint,
  placeCategoryValues,
  placeStatusValues,
  starlinkAlertCategoryValues,
  workerTypeValues,
  type CockpitFigure,
  type CockpitLink,
  type CockpitTile,
  type Locale,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { queryRows, type DbOrTx } from '../db/client';
import { registerEndpoint } from '../http/register';
import { tokyoToday } from '../lib/tokyo-date';
import { countAppAlerts, integrationMonthlyCost, licenseMonthlyCost, matchClock, round2 } from '../it-ops';

/**
 * The cockpit's dashboards (issue 15 "Cockpit"; docs/cockpit.md): `GET /v2/cockpit/it`, `/ga`, `/hr`.
 * Every figure is an aggregate query over the session's company (GROUP BY / count FILTER): the cost
 * of a dashboard does not grow with a loop over people or devices. Each tile and figure links to the
 * list that shows the same rows, with that list's own search names; a figure whose list has no
 * such filter has no link of its own (the tile's link stands).
 */

/** A link to `path` with `search` (values as the URL carries them). */
export const link = (path: string, search: Record<string, string> = {}): CockpitLink => ({ path, search });

/** A one-value figure. */
const figure = (key: string, value: number, to: CockpitLink | null, label: string | null = null): CockpitFigure => ({ key, label, values: [value], link: to });

/** `count` per key of `rows`, every key of `keys` present (0 when absent), in `keys`' order. */
function countsBy(rows: { key: string | null; count: number }[], keys: readonly string[]): Map<string, number> {
  const map = new Map<string, number>(keys.map((k) => [k, 0]));
  for (const r of rows) if (r.key !== null && map.has(r.key)) map.set(r.key, Number(r.count));
  return map;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** `count` months starting `offset` months from `today`'s month (negative: back), oldest first, as YYYY-MM. */
export function monthRange(today: string, offset: number, count: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m - 1 + offset + i, 1)).toISOString().slice(0, 7));
}

/** The first day of the month after `month` (YYYY-MM-DD). */
const nextMonthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** Instances in progress per operation core (IT, LABOR, GA, CONTRACTOR). */
async function openInstances(db: DbOrTx, companyId: string, core: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM operation_instances i JOIN operation_packages p ON p.id = i.package_id
        WHERE i.company_id = ${companyId} AND i.status = 'IN_PROGRESS' AND p.core = ${core}`,
  );
  return Number(row?.n ?? 0);
}

/** A tile whose headline is a count and whose figures are one count each. */
function countTile(key: CockpitTile['key'], chart: CockpitTile['chart'], figures: CockpitFigure[], to: CockpitLink, value?: number): CockpitTile {
  return { key, chart, unit: 'COUNT', currency: null, value: value ?? sum(figures.map((f) => f.values[0] ?? 0)), of: null, series: ['count'], figures, link: to };
}

/* ---------------------------------------------------------------------------------------- IT */

/** The SaaS alert categories and their list page under `/software/alerts/` (the category is the path there). */
const softwareAlertPages = {
  SHADOW_IT: 'shadow-it/apps', NO_WORKER: 'no-worker', VIOLATED: 'violated-assignment', VIOLATED_ROLE: 'violated-role',
  NO_USER: 'no-user', INACTIVE: 'inactive-user', ALUMNI: 'alumni',
} as const;

/**
 * Monthly SaaS spend over the last 12 months (Asia/Tokyo), as `/software/bill-and-cost` computes it:
 * active integrations' contracts since they were created, licenses in term that month. Two queries
 * (integrations with their active accounts, licenses with their seats in use); the sum runs over
 * integrations and licenses, a few hundred rows, never over accounts. One currency is shown: JPY
 * when any cost is in JPY, else the currency of the largest cost this month.
 */
async function saasSpend(db: DbOrTx, companyId: string, today: string): Promise<{ currency: string; months: string[]; amounts: number[] }> {
  const months = monthRange(today, -11, 12);
  const integrations = await queryRows<{
    pricing_model: string | null; price: string | null; cycle_unit: string | null; cycle_length: number | null; currency: string; since: string; active: number;
  }>(
    db,
    sql`SELECT i.pricing_model, i.price_of_unit_per_billing_cycle AS price, i.billing_cycle_unit AS cycle_unit, i.billing_cycle_length AS cycle_length,
          i.currency_code AS currency, to_char(i.created_at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM') AS since,
          (SELECT count(*)::int FROM app_users au WHERE au.app_integration_id = i.id AND au.is_active) AS active
        FROM app_integrations i WHERE i.company_id = ${companyId} AND i.status = 'ACTIVE' AND i.software_id IS NOT NULL`,
  );
  const licenses = await queryRows<{ price: string | null; billing_unit: string; per_unit_basis: string; seats_total: number; currency: string; term_start: string | null; expiry_date: string | null; used: number }>(
    db,
    sql`SELECT l.price, l.billing_unit, l.per_unit_basis, l.seats_total, l.currency, l.term_start::text, l.expiry_date::text,
          (SELECT count(*)::int FROM license_assignments la WHERE la.license_id = l.id) AS used
        FROM licenses l WHERE l.company_id = ${companyId} AND l.software_id IS NOT NULL`,
  );
  const totals = new Map<string, number[]>();
  const add = (currency: string, index: number, amount: number) => {
    const t = totals.get(currency) ?? months.map(() => 0);
    t[index] = round2(t[index]! + amount);
    totals.set(currency, t);
  };
  for (const i of integrations) {
    const cost = integrationMonthlyCost(
      { pricingModel: i.pricing_model, priceOfUnitPerBillingCycle: i.price === null ? null : Number(i.price), billingCycleUnit: i.cycle_unit, billingCycleLength: i.cycle_length },
      Number(i.active),
    );
    if (cost === null) continue;
    months.forEach((month, index) => month >= i.since && add(i.currency, index, cost));
  }
  for (const l of licenses) {
    const cost = licenseMonthlyCost({ price: l.price === null ? null : Number(l.price), billingUnit: l.billing_unit, perUnitBasis: l.per_unit_basis, seatsTotal: l.seats_total }, Number(l.used));
    if (cost === null) continue;
    months.forEach((month, index) => {
      if ((l.term_start === null || l.term_start <= monthEnd(month)) && (l.expiry_date === null || l.expiry_date >= `${month}-01`)) add(l.currency, index, cost);
    });
  }
  const currency = totals.has('JPY') ? 'JPY' : ([...totals].sort((a, b) => b[1][11]! - a[1][11]!)[0]?.[0] ?? 'JPY');
  return { currency, months, amounts: totals.get(currency) ?? months.map(() => 0) };
}

/** The IT dashboard's tiles (see `cockpitTileKeyValues`). */
export async function itTiles(db: DbOrTx, companyId: string, now = new Date()): Promise<CockpitTile[]> {
  const today = tokyoToday(now);
  const [spend, alerts, [seats], devices, [inventory], network, starlinkAlerts, itOpen] = await Promise.all([
    saasSpend(db, companyId, today),
    countAppAlerts(db, companyId, matchClock(now)),
    queryRows<{ free: number }>(
      db,
      sql`SELECT coalesce(sum(greatest(l.seats_total - coalesce(u.used, 0), 0)), 0)::int AS free
          FROM licenses l LEFT JOIN (SELECT license_id, count(*)::int AS used FROM license_assignments WHERE company_id = ${companyId} GROUP BY license_id) u ON u.license_id = l.id
          WHERE l.company_id = ${companyId} AND (l.expiry_date IS NULL OR l.expiry_date >= ${today}::date)`,
    ),
    queryRows<{ key: string; count: number }>(db, sql`SELECT category AS key, count(*)::int AS count FROM devices WHERE company_id = ${companyId} GROUP BY category`),
    queryRows<{ pattern_id: string; request_id: string; total: number; done: number }>(
      db,
      sql`SELECT r.pattern_id, r.id AS request_id, count(i.id)::int AS total, count(i.id) FILTER (WHERE i.status = 'COMPLETED')::int AS done
          FROM (SELECT r.id, r.pattern_id, r.requested_at FROM operation_requests r JOIN operation_packages p ON p.id = r.package_id
                WHERE r.company_id = ${companyId} AND p.kind = 'DEVICE_INVENTORY' ORDER BY r.requested_at DESC, r.id DESC LIMIT 1) r
          LEFT JOIN operation_instances i ON i.request_id = r.id AND i.status <> 'ABORTED'
          GROUP BY r.pattern_id, r.id`,
    ),
    queryRows<{ key: string; count: number }>(
      db,
      sql`SELECT network_status AS key, count(*)::int AS count FROM starlinks WHERE company_id = ${companyId} AND status = 'ACTIVE' GROUP BY network_status`,
    ),
    queryRows<{ key: string; count: number }>(
      db,
      sql`SELECT category AS key, count(*)::int AS count FROM starlink_alerts WHERE company_id = ${companyId} AND resolved_at IS NULL GROUP BY category`,
    ),
    openInstances(db, companyId, 'IT'),
  ]);
  const thisMonth = spend.amounts[spend.amounts.length - 1] ?? 0;
  const deviceCounts = countsBy(devices, deviceRowCategoryValues);
  const networkCounts = countsBy(network, ['CONNECTED', 'OUT_OF_SERVICE', 'ROAMING', 'DISCONNECTED']);
  const alertCounts = countsBy(starlinkAlerts, starlinkAlertCategoryValues);
  const freeSeats = Number(seats?.free ?? 0);
  return [
    {
      key: 'SAAS_SPEND', chart: 'LINE', unit: 'MONEY', currency: spend.currency, value: thisMonth, of: null, series: ['amount'],
      figures: spend.months.map((month, i) => ({ key: month, label: null, values: [spend.amounts[i]!], link: null })),
      link: link('/software/bill-and-cost'),
    },
    countTile('UNUSED_SEATS', 'NONE', [
      figure('UNASSIGNED_LICENSE_SEATS', freeSeats, link('/licenses/inventory')),
      figure('INACTIVE_ACCOUNTS', alerts.INACTIVE, link(`/software/alerts/${softwareAlertPages.INACTIVE}`)),
    ], link('/licenses/inventory')),
    countTile(
      'SOFTWARE_ALERTS', 'BAR',
      (Object.keys(softwareAlertPages) as (keyof typeof softwareAlertPages)[]).map((k) => figure(k, alerts[k], link(`/software/alerts/${softwareAlertPages[k]}`))),
      link('/software/alerts/shadow-it/apps'),
    ),
    countTile('DEVICES_BY_STATE', 'DONUT', [...deviceCounts].map(([k, n]) => figure(k, n, link('/devices/inventory', { category: k }))), link('/devices/inventory', { category: 'ALL' })),
    {
      key: 'DEVICE_INVENTORY', chart: 'NONE', unit: 'COUNT', currency: null, value: Number(inventory?.done ?? 0), of: Number(inventory?.total ?? 0), series: ['count'],
      figures: [],
      link: inventory ? link('/it-operation-core/device-inventory', { patternId: inventory.pattern_id, requestId: inventory.request_id }) : link('/it-operation-core/packages'),
    },
    countTile('STARLINKS_BY_NETWORK', 'DONUT', [...networkCounts].map(([k, n]) => figure(k, n, null)), link('/starlinks', { category: 'ACTIVE' })),
    countTile(
      'STARLINK_ALERTS', 'BAR',
      [...alertCounts].map(([k, n]) => figure(k, n, link('/starlinks/alerts', { category: k, status: 'OPEN' }))),
      link('/starlinks/alerts', { category: 'ALL', status: 'OPEN' }),
    ),
    countTile('IT_OPERATIONS', 'NONE', [], link('/it-operation-core/packages'), itOpen),
  ];
}

/* ---------------------------------------------------------------------------------------- GA */

/** The GA dashboard's tiles. */
export async function gaTiles(db: DbOrTx, companyId: string, locale: Locale, now = new Date()): Promise<CockpitTile[]> {
  const today = tokyoToday(now);
  const typeName = locale === 'ja-JP' ? sql`t.name_ja` : sql`t.name_en`;
  const [placeRows, equipmentRows, fleetRows, [due], gaOpen] = await Promise.all([
    queryRows<{ key: string; count: number }>(db, sql`SELECT status AS key, count(*)::int AS count FROM places WHERE company_id = ${companyId} GROUP BY status`),
    queryRows<{ id: string; name: string; count: number }>(
      db,
      sql`SELECT t.id, ${typeName} AS name, count(*)::int AS count FROM equipment e JOIN equipment_types t ON t.id = e.equipment_type_id
          WHERE e.company_id = ${companyId} GROUP BY t.id, ${typeName}, t.display_order ORDER BY count DESC, t.display_order, name`,
    ),
    queryRows<{ key: string; count: number }>(db, sql`SELECT status AS key, count(*)::int AS count FROM fleets WHERE company_id = ${companyId} GROUP BY status`),
    // the fleet alerts of `/fleets/alerts` (docs/fleets.md): vehicles not retired, a due date within the settings' window (overdue included)
    queryRows<{ inspection: number; insurance: number; mileage: number }>(
      db,
      sql`WITH s AS (SELECT coalesce((SELECT inspection_alert_days FROM fleet_settings WHERE company_id = ${companyId}), 60) AS inspection_days,
                            coalesce((SELECT insurance_alert_days FROM fleet_settings WHERE company_id = ${companyId}), 30) AS insurance_days,
                            coalesce((SELECT mileage_alert_km FROM fleet_settings WHERE company_id = ${companyId}), 100000) AS mileage_km)
          SELECT count(*) FILTER (WHERE f.inspection_due_date <= ${today}::date + s.inspection_days)::int AS inspection,
                 (count(*) FILTER (WHERE f.compulsory_insurance_due_date <= ${today}::date + s.insurance_days)
                  + count(*) FILTER (WHERE f.insurance_due_date <= ${today}::date + s.insurance_days))::int AS insurance,
                 count(*) FILTER (WHERE f.mileage_km > s.mileage_km)::int AS mileage
          FROM fleets f CROSS JOIN s WHERE f.company_id = ${companyId} AND f.status <> 'RETIRED'`,
    ),
    openInstances(db, companyId, 'GA'),
  ]);
  const placeCounts = countsBy(placeRows, placeStatusValues);
  const fleetCounts = countsBy(fleetRows, ['ACTIVE', 'IN_MAINTENANCE', 'RETIRED']);
  const listedPlaceCategory = (s: string) => (placeCategoryValues as readonly string[]).includes(s);
  return [
    countTile(
      'PLACES_BY_STATUS', 'DONUT',
      [...placeCounts].filter(([, n]) => n > 0).map(([k, n]) => figure(k, n, listedPlaceCategory(k) ? link('/places', { category: k }) : null)),
      link('/places', { category: 'ALL' }),
    ),
    countTile('EQUIPMENT_BY_TYPE', 'BAR', equipmentRows.map((r) => figure(r.id, Number(r.count), link('/equipment', { equipmentTypeIdIn: r.id }), r.name)), link('/equipment', { category: 'ALL' })),
    countTile('FLEETS_BY_STATUS', 'DONUT', [...fleetCounts].map(([k, n]) => figure(k, n, link('/fleets', { category: k }))), link('/fleets', { category: 'ALL' })),
    countTile('FLEETS_DUE', 'BAR', [
      figure('INSPECTION', Number(due?.inspection ?? 0), link('/fleets/alerts', { category: 'INSPECTION' })),
      figure('INSURANCE', Number(due?.insurance ?? 0), link('/fleets/alerts', { category: 'INSURANCE' })),
      figure('MILEAGE', Number(due?.mileage ?? 0), link('/fleets/alerts', { category: 'MILEAGE' })),
    ], link('/fleets/alerts', { category: 'ALL' })),
    countTile('GA_OPERATIONS', 'NONE', [], link('/ga-operation-core/packages'), gaOpen),
  ];
}

/* ---------------------------------------------------------------------------------------- HR */

/** The workforce list's menu tab of each worker type. */
const peopleMenuOf = { EMPLOYEE: 'Employee', BOARD_MEMBER: 'Board', CONTRACTOR: 'Contractor', COLLABORATOR: 'Collaborator' } as const;
/** The statuses of people who are coming or going (the pipeline tile), each a workforce category `ALL_<status>`. */
export const pipelineStatuses = ['JOINING', 'OFFERED', 'OFFER_ACCEPTED', 'NEW_HIRE', 'LEAVING'] as const;
/** How many days ahead the contracts-ending tile looks, in buckets. */
const contractBuckets = [30, 60, 90] as const;

/** The HR dashboard's tiles. */
export async function hrTiles(db: DbOrTx, companyId: string, now = new Date()): Promise<CockpitTile[]> {
  const today = tokyoToday(now);
  const months = monthRange(today, -11, 15);
  const from = `${months[0]}-01`;
  const to = nextMonthStart(months[months.length - 1]!);
  const [byType, byStatus, joined, left, [ending], laborOpen] = await Promise.all([
    queryRows<{ key: string; count: number }>(db, sql`SELECT worker_type AS key, count(*)::int AS count FROM people WHERE company_id = ${companyId} AND status <> 'ALUMNI' GROUP BY worker_type`),
    queryRows<{ key: string; count: number }>(
      db,
      sql`SELECT status AS key, count(*)::int AS count FROM people WHERE company_id = ${companyId} AND status IN ('JOINING', 'OFFERED', 'OFFER_ACCEPTED', 'NEW_HIRE', 'LEAVING') GROUP BY status`,
    ),
    queryRows<{ key: string; count: number }>(
      db,
      sql`SELECT to_char(joined_at, 'YYYY-MM') AS key, count(*)::int AS count FROM people WHERE company_id = ${companyId} AND joined_at >= ${from} AND joined_at < ${to} GROUP BY 1`,
    ),
    queryRows<{ key: string; count: number }>(
      db,
      sql`SELECT to_char(leaving_at, 'YYYY-MM') AS key, count(*)::int AS count FROM people
          WHERE company_id = ${companyId} AND status IN ('LEAVING', 'ALUMNI') AND leaving_at >= ${from} AND leaving_at < ${to} GROUP BY 1`,
    ),
    queryRows<Record<string, number>>(
      db,
      sql`SELECT ${sql.join(
        contractBuckets.map((d, i) => sql`count(*) FILTER (WHERE contract_end_date > ${today}::date + ${i === 0 ? -1 : contractBuckets[i - 1]!}::int AND contract_end_date <= ${today}::date + ${d}::int)::int AS ${sql.identifier(`d${d}`)}`),
        sql`, `,
      )} FROM people WHERE company_id = ${companyId} AND status <> 'ALUMNI' AND contract_end_date >= ${today}::date AND contract_end_date <= ${today}::date + 90`,
    ),
    openInstances(db, companyId, 'LABOR'),
  ]);
  const typeCounts = countsBy(byType, workerTypeValues);
  const statusCounts = countsBy(byStatus, pipelineStatuses);
  const joinedCounts = countsBy(joined, months);
  const leftCounts = countsBy(left, months);
  const thisMonth = today.slice(0, 7);
  const peopleLink = (category: string, menu = 'All') => link('/people/workforce', { menu, category });
  return [
    countTile(
      'HEADCOUNT', 'DONUT',
      [...typeCounts].map(([k, n]) => figure(k, n, peopleLink(`${k}_ALL`, peopleMenuOf[k as keyof typeof peopleMenuOf]))),
      peopleLink('ALL_ALL'),
    ),
    countTile('PEOPLE_PIPELINE', 'BAR', [...statusCounts].map(([k, n]) => figure(k, n, peopleLink(`ALL_${k}`))), peopleLink('ALL_ALL')),
    {
      key: 'JOINERS_LEAVERS', chart: 'BAR', unit: 'COUNT', currency: null, value: joinedCounts.get(thisMonth) ?? 0, of: null, series: ['joiners', 'leavers'],
      figures: months.map((m) => ({ key: m, label: null, values: [joinedCounts.get(m) ?? 0, leftCounts.get(m) ?? 0], link: null })),
      link: link('/people/people-graph'),
    },
    countTile('CONTRACTS_ENDING', 'BAR', contractBuckets.map((d) => figure(`WITHIN_${d}_DAYS`, Number(ending?.[`d${d}`] ?? 0), null)), peopleLink('ALL_ALL')),
    countTile('LABOR_OPERATIONS', 'NONE', [], link('/labor-core/packages'), laborOpen),
  ];
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type CockpitContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** `GET /v2/cockpit/it`, `/ga`, `/hr`: each dashboard of the session's company. */
export function registerCockpitRoutes(ctx: CockpitContext): void {
  const { app, db, sessions } = ctx;
  registerEndpoint(app, getItCockpitEndpoint, sessions, async ({ session }) => ({ id: 'it' as const, asOf: tokyoToday(), tiles: await itTiles(db, session.companyId) }));
  registerEndpoint(app, getGaCockpitEndpoint, sessions, async ({ session, locale }) => ({ id: 'ga' as const, asOf: tokyoToday(), tiles: await gaTiles(db, session.companyId, locale) }));
  registerEndpoint(app, getHrCockpitEndpoint, sessions, async ({ session }) => ({ id: 'hr' as const, asOf: tokyoToday(), tiles: await hrTiles(db, session.companyId) }));
}
