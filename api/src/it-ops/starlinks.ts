import { and, asc, count, eq, getTableColumns, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  errorCodes,
  getStarlinkMapSettingsEndpoint,
  getStarlinkUsageEndpoint,
  resolveStarlinkAlertEndpoint,
  starlinkAlertsResource,
  starlinksResource,
  type Locale,
  type StarlinkAlertRow,
  type StarlinkDetail,
  type StarlinkRow,
  type StarlinksListQuery,
  type UpdateStarlinkBody,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { people, places, starlinkAlerts, starlinks, starlinkUsageDaily, users } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { registerEndpoint } from '../http/register';
import { matchesText } from '../http/list-sql';
import { isUuid, personName, registerResourceRoutes, sortKey } from '../http/resource';
import { bilingualNameOf, englishNameColumn, shownName, shownNameSql } from '../http/bilingual-name';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * Starlink terminals (000 §2 "Starlinks", §3; 001 §2; docs/starlinks.md): the list and its count,
 * one terminal and its edit (name, place, admin person, note; optimistic `version`), the daily data
 * use of the last 30 days, the alerts list and count, and resolving an alert (audit logged). Every
 * call is staff only with product IT and scoped to the session's company.
 */

type StarlinkRecord = Omit<typeof starlinks.$inferSelect, 'searchText'>;
const { searchText: _searchText, ...starlinkColumns } = getTableColumns(starlinks);

/** Open alerts of the row's terminal (a correlated count; the alerts index is by terminal). */
const openAlertCount = sql<number>`(select count(*)::int from ${starlinkAlerts} where ${starlinkAlerts.starlinkId} = ${starlinks.id} and ${starlinkAlerts.resolvedAt} is null)`;

/** The row query: the terminal with its place, admin person and open alert count (joins by key). */
function selectStarlinks(db: DbOrTx) {
  return db
    .select({
      starlink: starlinkColumns,
      openAlertCount,
      admin: { id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, avatarUrl: people.avatarUrl },
      place: { id: places.id, nameJa: places.nameJa, nameEn: places.nameEn },
    })
    .from(starlinks)
    .leftJoin(people, eq(people.id, starlinks.adminPersonId))
    .leftJoin(places, eq(places.id, starlinks.placeId));
}
type SelectedStarlink = Awaited<ReturnType<ReturnType<typeof selectStarlinks>['execute']>>[number];

function toRow(r: SelectedStarlink, locale: Locale): StarlinkRow {
  const s = r.starlink;
  return {
    id: s.id,
    ...bilingualNameOf(s, locale),
    kitSerialNumber: s.kitSerialNumber,
    status: s.status,
    networkStatus: s.networkStatus,
    simStatus: s.simStatus,
    planName: s.planName,
    planDataGb: s.planDataGb,
    dataUsageGb: s.dataUsageGb,
    lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
    place: r.place ? { id: r.place.id, name: locale === 'ja-JP' ? r.place.nameJa : r.place.nameEn } : null,
    admin: r.admin ? { personId: r.admin.id, name: personName(r.admin, locale), avatarUrl: r.admin.avatarUrl } : null,
    openAlertCount: Number(r.openAlertCount),
  };
}

function toDetail(r: SelectedStarlink, locale: Locale): StarlinkDetail {
  const s = r.starlink;
  return {
    ...toRow(r, locale),
    serviceLineNumber: s.serviceLineNumber,
    billingCycleStart: s.billingCycleStart,
    latitude: s.latitude,
    longitude: s.longitude,
    softwareVersion: s.softwareVersion,
    routerSerialNumber: s.routerSerialNumber,
    activatedAt: s.activatedAt,
    note: s.note,
    placeId: s.placeId,
    adminPersonId: s.adminPersonId,
    version: s.version,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The terminal as the audit log compares it: the edited fields, by the body's paths (the English name beside the name typed). */
export function starlinkPayload(s: StarlinkRecord) {
  return { name: s.name, nameEn: s.nameEn, placeId: s.placeId, adminPersonId: s.adminPersonId, note: s.note };
}

/** The stored columns of a validated body: `''` note becomes null; an absent `nameEn` keeps the stored one. */
function toColumns(body: UpdateStarlinkBody, before: StarlinkRecord | undefined) {
  return { name: body.name, nameEn: englishNameColumn(body.nameEn, before), placeId: body.placeId, adminPersonId: body.adminPersonId, note: body.note === '' ? null : body.note };
}

/** 400 at `placeId` / `adminPersonId` when the reference is not one of the company's. */
async function checkReferences(tx: DbOrTx, companyId: string, c: Partial<ReturnType<typeof toColumns>>): Promise<void> {
  const exists = async (table: typeof places | typeof people, id: string | null | undefined) =>
    !id || (await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.companyId, companyId)))).length > 0;
  const errors: PendingFieldError[] = [];
  if (!(await exists(places, c.placeId))) errors.push({ path: 'placeId', descriptor: apiMessages.placeNotFound });
  if (!(await exists(people, c.adminPersonId))) errors.push({ path: 'adminPersonId', descriptor: apiMessages.personNotFound });
  if (errors.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, errors);
}

/** ORDER BY of the list's sort columns, then the name shown in `locale`; nullable ones (last seen) keep their nulls last. */
function sortOf(q: StarlinksListQuery & { sortOrder: 'asc' | 'desc' }, locale: Locale) {
  const o = q.sortOrder;
  const name = sortKey(shownNameSql(starlinks.name, starlinks.nameEn, locale), o);
  switch (q.sortColumn) {
    case 'KIT_SERIAL_NUMBER':
      return [sortKey(starlinks.kitSerialNumber, o)];
    case 'NETWORK_STATUS':
      return [sortKey(starlinks.networkStatus, o), name];
    case 'SIM_STATUS':
      return [sortKey(starlinks.simStatus, o), name];
    case 'DATA_USAGE':
      return [sortKey(starlinks.dataUsageGb, o), name];
    case 'LAST_SEEN_AT':
      return [sortKey(starlinks.lastSeenAt, o, { nullsLast: true }), name];
    default:
      return [name];
  }
}

/** The alert's row query: the alert, its terminal and the user who resolved it. */
function selectAlerts(db: DbOrTx) {
  return db
    .select({
      alert: getTableColumns(starlinkAlerts),
      starlink: { id: starlinks.id, name: starlinks.name, nameEn: starlinks.nameEn, kitSerialNumber: starlinks.kitSerialNumber },
      resolver: { familyNameJa: users.familyNameJa, givenNameJa: users.givenNameJa, familyNameEn: users.familyNameEn, givenNameEn: users.givenNameEn },
    })
    .from(starlinkAlerts)
    .innerJoin(starlinks, eq(starlinks.id, starlinkAlerts.starlinkId))
    .leftJoin(users, eq(users.id, starlinkAlerts.resolvedBy));
}
type SelectedAlert = Awaited<ReturnType<ReturnType<typeof selectAlerts>['execute']>>[number];

function toAlertRow(r: SelectedAlert, locale: Locale): StarlinkAlertRow {
  const a = r.alert;
  return {
    id: a.id,
    category: a.category,
    message: locale === 'ja-JP' ? a.messageJa : a.messageEn,
    detectedAt: a.detectedAt.toISOString(),
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    resolvedBy: r.resolver ? { name: personName(r.resolver, locale) } : null,
    starlink: { id: r.starlink.id, name: shownName(r.starlink, locale), kitSerialNumber: r.starlink.kitSerialNumber },
  };
}

/** The alert as the audit log compares it: when and by whom it was resolved. */
const alertPayload = (a: { resolvedAt: Date | null; resolvedBy: string | null }) => ({ resolvedAt: a.resolvedAt?.toISOString() ?? null, resolvedBy: a.resolvedBy });

/** Today's date in Asia/Tokyo (`YYYY-MM-DD`), the day the usage chart ends on. */
export function tokyoDay(now: Date = new Date(), offsetDays = 0): string {
  const day = new Date(now.getTime() + offsetDays * 86_400_000);
  return tokyoToday(day);
}

/**
 * The last `days` calendar days (Asia/Tokyo) ending today, oldest first, each with the stored data
 * use or 0: the usage chart's series has no holes.
 */
export function fillUsageDays(stored: { day: string; dataGb: number }[], now: Date, days: number): { day: string; dataGb: number }[] {
  const byDay = new Map(stored.map((d) => [d.day, Number(d.dataGb)]));
  return Array.from({ length: days }, (_, i) => {
    const day = tokyoDay(now, i - days + 1);
    return { day, dataGb: byDay.get(day) ?? 0 };
  });
}

/**
 * The location map's tile layer from the environment: `KANRI_MAP_TILE_URL` (a Leaflet URL
 * template) and `KANRI_MAP_TILE_ATTRIBUTION`; null when unset or blank (the map stays offline).
 */
export function mapSettingsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  return { tileUrlTemplate: blankToNull(env.KANRI_MAP_TILE_URL), tileAttribution: blankToNull(env.KANRI_MAP_TILE_ATTRIBUTION) };
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type StarlinksContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the Starlink calls (list, count, get, update, usage, alerts list and count, resolve, map settings). */
export function registerStarlinksRoutes(ctx: StarlinksContext): void {
  const { app, db, sessions } = ctx;

  registerResourceRoutes(ctx, starlinksResource.endpoints, {
    table: starlinks,
    auditType: 'STARLINK',
    conflict: apiMessages.starlinkConflict,
    payload: starlinkPayload,
    select: selectStarlinks,
    toRow,
    toDetail,
    where: (q) => [q.category === 'ALL' ? undefined : eq(starlinks.status, q.category)],
    sort: (q, locale) => sortOf(q, locale),
    columns: (body, before) => toColumns(body as UpdateStarlinkBody, before),
    check: (tx, columns, { companyId }) => checkReferences(tx, companyId, columns as ReturnType<typeof toColumns>),
  });

  registerEndpoint(app, getStarlinkUsageEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.id)) throw notFound();
    const [s] = await db
      .select({ planDataGb: starlinks.planDataGb, dataUsageGb: starlinks.dataUsageGb, billingCycleStart: starlinks.billingCycleStart })
      .from(starlinks)
      .where(and(eq(starlinks.id, params.id), eq(starlinks.companyId, session.companyId)));
    if (!s) throw notFound();
    const now = new Date();
    const days = 30;
    const stored = await db
      .select({ day: starlinkUsageDaily.day, dataGb: starlinkUsageDaily.dataGb })
      .from(starlinkUsageDaily)
      .where(and(eq(starlinkUsageDaily.starlinkId, params.id), eq(starlinkUsageDaily.companyId, session.companyId), gte(starlinkUsageDaily.day, tokyoDay(now, 1 - days))))
      .orderBy(asc(starlinkUsageDaily.day));
    const filled = fillUsageDays(stored, now, days);
    const totalGb = Math.round(filled.reduce((sum, d) => sum + d.dataGb, 0) * 1000) / 1000;
    return { days: filled, totalGb, planDataGb: s.planDataGb, dataUsageGb: s.dataUsageGb, billingCycleStart: s.billingCycleStart };
  });

  registerEndpoint(app, getStarlinkMapSettingsEndpoint, sessions, async () => mapSettingsFromEnv());

  const alertOptions = {
    table: starlinkAlerts,
    auditType: 'STARLINK_ALERT' as const,
    payload: alertPayload,
    select: selectAlerts,
    toRow: toAlertRow,
    where: (q: { category: string; status: string }) => [
      q.category === 'ALL' ? undefined : eq(starlinkAlerts.category, q.category as StarlinkAlertRow['category']),
      q.status === 'OPEN' ? isNull(starlinkAlerts.resolvedAt) : q.status === 'RESOLVED' ? isNotNull(starlinkAlerts.resolvedAt) : undefined,
    ],
    text: (freeText: string | undefined) => matchesText(starlinks.searchText, freeText),
    countFrom: (d: DbOrTx) => d.select({ count: count() }).from(starlinkAlerts).innerJoin(starlinks, eq(starlinks.id, starlinkAlerts.starlinkId)),
    sort: (q: { sortOrder: 'asc' | 'desc' }) => [sortKey(starlinkAlerts.detectedAt, q.sortOrder)],
  };
  registerResourceRoutes(ctx, starlinkAlertsResource.endpoints, alertOptions);

  registerEndpoint(app, resolveStarlinkAlertEndpoint, sessions, async ({ params, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    await db.transaction(async (tx) => {
      const mine = and(eq(starlinkAlerts.id, params.id), eq(starlinkAlerts.companyId, session.companyId));
      const [before] = await tx.select().from(starlinkAlerts).where(mine).for('update');
      if (!before) throw notFound();
      if (before.resolvedAt) throw new ApiError(409, errorCodes.conflict, apiMessages.starlinkAlertResolved);
      const [after] = await tx.update(starlinkAlerts).set({ resolvedAt: sql`now()`, resolvedBy: session.userId }).where(mine).returning();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'STARLINK_ALERT', resourceId: params.id, before: alertPayload(before), after: alertPayload(after!) });
    });
    const [row] = await selectAlerts(db).where(eq(starlinkAlerts.id, params.id));
    return toAlertRow(row!, locale);
  });
}
