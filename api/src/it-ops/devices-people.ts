import { and, asc, count, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  countDeviceAlertsEndpoint,
  countDevicePeopleEndpoint,
  getDeviceBillAndCostEndpoint,
  listDeviceAlertsEndpoint,
  listDevicePeopleEndpoint,
  type DeviceAlertKind,
  type DeviceBillAndCost,
  type DevicePeopleCountQuery,
  type DevicePersonRow,
  type Locale,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { devices, people, places } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { matchesText, orderBy, page, selectRows } from '../http/list-sql';
import { personName, sortKey } from '../http/resource';
import { peopleWhere } from '../hr-people';
import { selectDevices, toDeviceRow } from './devices';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * Who holds which devices (001 §2 people list search, §7 `GET /v2/device-people`, `/count`), the
 * device alerts and the price totals by month (docs/devices.md §Alerts, §Costs).
 */

/**
 * A device "holding" condition: the company's device checked out to the person, of the chosen
 * genres (any when none). The company keeps the `(company_id, assigned_person_id)` index usable.
 */
const holds = (companyId: string, personId: SQL | typeof people.id, genres: readonly string[]) =>
  and(eq(devices.companyId, companyId), eq(devices.assignedPersonId, personId), genres.length ? inArray(devices.genre, genres) : undefined);

/** WHERE of the people list and count: tenant, menu, category, places, freeText, and with genres only holders of such a device. */
export function devicePeopleWhere(companyId: string, q: DevicePeopleCountQuery): SQL | undefined {
  return and(
    peopleWhere(companyId, { menu: q.menu, category: q.category, freeText: q.freeText, placeIdIn: q.placeIds }),
    q.genres.length ? sql`EXISTS (SELECT 1 FROM ${devices} WHERE ${holds(companyId, people.id, q.genres)})` : undefined,
  );
}

/** One page of people with the devices they hold (only the chosen genres when some are chosen). */
export async function listDevicePeople(db: DbOrTx, companyId: string, locale: Locale, q: DevicePeopleCountQuery & { sortColumn: 'NAME' | 'WORKER_NUMBER' | 'DEVICE_COUNT'; sortOrder: 'asc' | 'desc'; pageIndex: number; pageSize: number }): Promise<DevicePersonRow[]> {
  const ja = locale === 'ja-JP';
  const nameKeys = ja ? [people.nameKana] : [people.familyNameEn, people.givenNameEn];
  // DEVICE_COUNT: the holdings counted once per person (one pass over the company's devices),
  // joined to people — a per-person count subquery would run once per person of the company
  const held = db
    .select({ personId: devices.assignedPersonId, n: sql<number>`count(*)::int`.as('n') })
    .from(devices)
    .where(and(eq(devices.companyId, companyId), isNotNull(devices.assignedPersonId), q.genres.length ? inArray(devices.genre, q.genres) : undefined))
    .groupBy(devices.assignedPersonId)
    .as('held');
  const byCount = q.sortColumn === 'DEVICE_COUNT';
  const keys = q.sortColumn === 'NAME' ? nameKeys : q.sortColumn === 'WORKER_NUMBER' ? [people.workerNumber] : [sql`coalesce(${held.n}, 0)`, ...nameKeys];
  const { limit, offset } = page(q);
  const base = db
    .select({
      id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn,
      email: people.email, avatarUrl: people.avatarUrl, workerNumber: people.workerNumber, workerType: people.workerType, status: people.status,
      place: { id: places.id, nameJa: places.nameJa, nameEn: places.nameEn },
    })
    .from(people)
    .leftJoin(places, eq(places.id, people.placeId))
    .$dynamic();
  const rows = await selectRows(
    (byCount ? base.leftJoin(held, eq(held.personId, people.id)) : base)
      .where(devicePeopleWhere(companyId, q))
      .orderBy(...orderBy(q.sortOrder, ...keys, people.id))
      .limit(limit)
      .offset(offset),
  );
  const ids = rows.map((r) => r.id);
  const holdings = ids.length
    ? await db
        .select({ personId: devices.assignedPersonId, id: devices.id, name: devices.name, genre: devices.genre, deviceTag: devices.deviceTag, avatarUrl: devices.avatarUrl })
        .from(devices)
        .where(and(eq(devices.companyId, companyId), inArray(devices.assignedPersonId, ids), q.genres.length ? inArray(devices.genre, q.genres) : undefined))
        .orderBy(asc(devices.deviceTag))
    : [];
  const byPerson = new Map<string, DevicePersonRow['devices']>();
  for (const d of holdings) {
    const list = byPerson.get(d.personId!) ?? [];
    list.push({ id: d.id, name: d.name, genre: d.genre as DevicePersonRow['devices'][number]['genre'], deviceTag: d.deviceTag, avatarUrl: d.avatarUrl });
    byPerson.set(d.personId!, list);
  }
  return rows.map((r) => {
    const mine = byPerson.get(r.id) ?? [];
    return {
      personId: r.id, name: personName(r, locale), avatarUrl: r.avatarUrl, email: r.email, workerNumber: r.workerNumber,
      workerType: r.workerType as DevicePersonRow['workerType'], status: r.status as DevicePersonRow['status'],
      place: r.place ? { id: r.place.id, name: ja ? r.place.nameJa : r.place.nameEn } : null,
      deviceCount: mine.length, devices: mine,
    };
  });
}

/** How many people the filters match. */
export async function countDevicePeople(db: DbOrTx, companyId: string, q: DevicePeopleCountQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(people).where(devicePeopleWhere(companyId, q));
  return row?.n ?? 0;
}

/* ------------------------------------------------------------------------------------ alerts */

const retired = ['DECOMMISSIONED', 'DELETED'];

/** Each alert kind's condition on `devices` (docs/devices.md §Alerts); `today` is Tokyo's date. */
export function alertConditions(today: string): Record<Exclude<DeviceAlertKind, 'ALL'>, SQL> {
  return {
    NO_ASSIGNEE: and(eq(devices.lifecycleStatus, 'IN_SERVICE'), isNull(devices.assignedPersonId), isNull(devices.assignedPlaceId))!,
    LIFECYCLE_ENDED: and(notInArray(devices.lifecycleStatus, retired), isNotNull(devices.lifecycleEndOn), lt(devices.lifecycleEndOn, today))!,
    LEASE_ENDED: and(notInArray(devices.lifecycleStatus, retired), inArray(devices.acquisition, ['LEASE', 'RENTAL']), isNotNull(devices.leaseEndOn), lt(devices.leaseEndOn, today))!,
  };
}

const alertKinds = ['NO_ASSIGNEE', 'LIFECYCLE_ENDED', 'LEASE_ENDED'] as const;

function alertsWhere(companyId: string, kind: DeviceAlertKind, freeText: string | undefined, today: string) {
  const c = alertConditions(today);
  return and(eq(devices.companyId, companyId), kind === 'ALL' ? or(...alertKinds.map((k) => c[k])) : c[kind], matchesText(devices.searchText, freeText));
}

/* --------------------------------------------------------------------------------- routes */

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type DevicesPeopleContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** `/v2/device-people`, `/v2/device-people/count`, `/v2/device-alerts`, `/v2/device-alerts-count`, `/v2/device-bill-and-cost`. */
export function registerDevicePeopleRoutes(ctx: DevicesPeopleContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listDevicePeopleEndpoint, sessions, async ({ query, session, locale }) => ({
    items: await listDevicePeople(db, session.companyId, locale, query),
  }));
  registerEndpoint(app, countDevicePeopleEndpoint, sessions, async ({ query, session }) => ({ count: await countDevicePeople(db, session.companyId, query) }));

  registerEndpoint(app, listDeviceAlertsEndpoint, sessions, async ({ query, session, locale }) => {
    const today = tokyoToday();
    const c = alertConditions(today);
    const { limit, offset } = page(query);
    const order = query.sortOrder;
    const rows = await selectRows(
      selectDevices(db)
        .where(alertsWhere(session.companyId, query.kind, query.freeText, today))
        .orderBy(sortKey(query.sortColumn === 'DEVICE_TAG' ? devices.deviceTag : devices.name, order), sortKey(devices.id, order))
        .limit(limit)
        .offset(offset),
    );
    // which kinds each row raises: one query for the page
    const ids = rows.map((r) => r.device.id);
    const flags = ids.length
      ? await db
          .select({ id: devices.id, NO_ASSIGNEE: sql<boolean>`${c.NO_ASSIGNEE}`, LIFECYCLE_ENDED: sql<boolean>`${c.LIFECYCLE_ENDED}`, LEASE_ENDED: sql<boolean>`${c.LEASE_ENDED}` })
          .from(devices)
          .where(inArray(devices.id, ids))
      : [];
    const byId = new Map(flags.map((f) => [f.id, f]));
    return {
      items: rows.map((r) => {
        const f = byId.get(r.device.id);
        return { device: toDeviceRow(r, locale), kinds: alertKinds.filter((k) => f?.[k] === true) };
      }),
    };
  });

  registerEndpoint(app, countDeviceAlertsEndpoint, sessions, async ({ query, session }) => {
    const today = tokyoToday();
    const c = alertConditions(today);
    const mine = and(eq(devices.companyId, session.companyId), matchesText(devices.searchText, query.freeText));
    const [row] = await db
      .select({
        all: sql<number>`count(*) FILTER (WHERE ${or(...alertKinds.map((k) => c[k]))})::int`,
        NO_ASSIGNEE: sql<number>`count(*) FILTER (WHERE ${c.NO_ASSIGNEE})::int`,
        LIFECYCLE_ENDED: sql<number>`count(*) FILTER (WHERE ${c.LIFECYCLE_ENDED})::int`,
        LEASE_ENDED: sql<number>`count(*) FILTER (WHERE ${c.LEASE_ENDED})::int`,
      })
      .from(devices)
      .where(mine);
    const byKind = { NO_ASSIGNEE: Number(row?.NO_ASSIGNEE ?? 0), LIFECYCLE_ENDED: Number(row?.LIFECYCLE_ENDED ?? 0), LEASE_ENDED: Number(row?.LEASE_ENDED ?? 0) };
    return { count: query.kind === 'ALL' ? Number(row?.all ?? 0) : byKind[query.kind], byKind };
  });

  // Price totals by purchase month, this month and the `months - 1` before it (Tokyo's calendar).
  registerEndpoint(app, getDeviceBillAndCostEndpoint, sessions, async ({ query, session }) => {
    const today = tokyoToday();
    const [y, m] = today.split('-').map(Number) as [number, number];
    const months = Array.from({ length: query.months }, (_, i) => {
      const d = new Date(Date.UTC(y, m - 1 - (query.months - 1 - i), 1));
      return d.toISOString().slice(0, 7);
    });
    const from = `${months[0]}-01`;
    const rows = await db
      .select({
        month: sql<string>`to_char(${devices.purchaseDate}, 'YYYY-MM')`,
        acquisition: devices.acquisition,
        n: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${devices.purchasePrice}), 0)::bigint`,
      })
      .from(devices)
      .where(and(eq(devices.companyId, session.companyId), sql`${devices.purchaseDate} >= ${from}`, sql`${devices.purchaseDate} <= ${today}`))
      .groupBy(sql`1`, devices.acquisition);
    const result: DeviceBillAndCost = {
      currencyCode: 'JPY',
      months: months.map((month) => ({ month, deviceCount: 0, total: 0, byAcquisition: { PURCHASE: 0, LEASE: 0, RENTAL: 0, OTHER: 0, UNSET: 0 } })),
      total: 0,
    };
    for (const r of rows) {
      const bucket = result.months.find((b) => b.month === r.month);
      if (!bucket) continue;
      const amount = Number(r.total);
      bucket.deviceCount += Number(r.n);
      bucket.total += amount;
      bucket.byAcquisition[(r.acquisition ?? 'UNSET') as keyof typeof bucket.byAcquisition] += amount;
      result.total += amount;
    }
    return result;
  });
}
