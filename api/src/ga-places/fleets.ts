import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  fleetsResource,
  countFleetAlertsEndpoint,
  getFleetSettingsEndpoint,
  getFleetsOverviewEndpoint,
  listFleetAlertsEndpoint,
  listFleetMileageEndpoint,
  recordFleetMileageEndpoint,
  updateFleetSettingsEndpoint,
  fleetsOverviewHorizonDays,
  fleetMainTypeValues,
  fleetStatusValues,
  type CreateFleetBody,
  type FleetAlert,
  type FleetAlertCategory,
  type FleetDetail,
  type FleetRow,
  type FleetSettings,
  type FleetsOverview,
  type Locale,
  type UpdateFleetBody,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { fleetMileageLogs, fleetSettings, fleets, people, places, users } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { queryRows, type Db } from '../db/client';
import { registerEndpoint } from '../http/register';
import { tokyoToday } from '../lib/tokyo-date';
import { page, selectRows } from '../http/list-sql';
import { isUuid, personName, registerResourceRoutes, resourceKit, sortKey } from '../http/resource';
import { bilingualNameOf, englishNameColumn, shownNameSql } from '../http/bilingual-name';

/**
 * Fleets, the company's vehicles (001 §2 "fleets"; docs/fleets.md), product GA: the vehicles
 * resource on the kit (list, count, create, one, update with `version`, delete), odometer readings
 * (`/v2/fleets/{id}/mileage`), alerts computed in SQL from the due dates and the company's
 * `fleet_settings` windows (`/v2/fleet-alerts`), the overview (`/v2/fleets-overview`) and the
 * settings (`/v2/fleet-settings`, one row per company, created with its defaults on first read).
 * Every query is scoped to the session's company. "Today" is the Tokyo date (`tokyoToday`).
 */

type FleetRecord = Omit<typeof fleets.$inferSelect, 'searchText'>;
const { searchText: _searchText, ...fleetColumns } = getTableColumns(fleets);

/** The row query: the vehicle with its place (保管拠点) and person (使用者), joined by key. */
function selectFleets(db: DbOrTx) {
  return db
    .select({
      fleet: fleetColumns,
      place: { id: places.id, nameJa: places.nameJa, nameEn: places.nameEn },
      person: { id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn },
    })
    .from(fleets)
    .leftJoin(places, eq(places.id, fleets.placeId))
    .leftJoin(people, eq(people.id, fleets.assignedPersonId));
}
type SelectedFleet = Awaited<ReturnType<ReturnType<typeof selectFleets>['execute']>>[number];

function toRow(r: SelectedFleet, locale: Locale): FleetRow {
  const f = r.fleet;
  return {
    id: f.id,
    mainType: f.mainType,
    ...bilingualNameOf(f, locale),
    registrationNumber: f.registrationNumber,
    maker: f.maker,
    model: f.model,
    status: f.status,
    ownership: f.ownership,
    place: r.place ? { id: r.place.id, name: locale === 'ja-JP' ? r.place.nameJa : r.place.nameEn } : null,
    assignedPerson: r.person ? { id: r.person.id, name: personName(r.person, locale) } : null,
    inspectionDueDate: f.inspectionDueDate,
    compulsoryInsuranceDueDate: f.compulsoryInsuranceDueDate,
    insuranceDueDate: f.insuranceDueDate,
    mileageKm: f.mileageKm,
    mileageRecordedOn: f.mileageRecordedOn,
  };
}

function toDetail(r: SelectedFleet, locale: Locale): FleetDetail {
  const f = r.fleet;
  return {
    ...toRow(r, locale),
    modelYear: f.modelYear,
    color: f.color,
    fuelType: f.fuelType,
    leaseCompany: f.leaseCompany,
    leaseEndDate: f.leaseEndDate,
    insuranceCompany: f.insuranceCompany,
    note: f.note,
    version: f.version,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

/** The vehicle as the audit log compares it (the edit form's fields, by name; the English name beside the name typed). */
export function fleetPayload(f: FleetRecord) {
  return {
    mainType: f.mainType, name: f.name, nameEn: f.nameEn, registrationNumber: f.registrationNumber, maker: f.maker, model: f.model, modelYear: f.modelYear,
    color: f.color, fuelType: f.fuelType, ownership: f.ownership, leaseCompany: f.leaseCompany, leaseEndDate: f.leaseEndDate, status: f.status,
    placeId: f.placeId, assignedPersonId: f.assignedPersonId, inspectionDueDate: f.inspectionDueDate, compulsoryInsuranceDueDate: f.compulsoryInsuranceDueDate,
    insuranceCompany: f.insuranceCompany, insuranceDueDate: f.insuranceDueDate, note: f.note,
  };
}

const blankToNull = (s: string | null) => (s === null || s.trim() === '' ? null : s);

/**
 * The stored columns of a create or update body: blank optional texts become null; an absent
 * `nameEn` is none on a create and the stored one on an update (`before`); a create's first reading
 * sets the odometer.
 */
function toColumns(body: CreateFleetBody | UpdateFleetBody, before: FleetRecord | undefined) {
  const columns = {
    mainType: body.mainType,
    name: body.name,
    nameEn: englishNameColumn(body.nameEn, before),
    registrationNumber: body.registrationNumber.trim(),
    maker: body.maker,
    model: body.model,
    modelYear: body.modelYear,
    color: blankToNull(body.color),
    fuelType: body.fuelType,
    ownership: body.ownership,
    leaseCompany: blankToNull(body.leaseCompany),
    leaseEndDate: body.leaseEndDate,
    placeId: body.placeId,
    assignedPersonId: body.assignedPersonId,
    inspectionDueDate: body.inspectionDueDate,
    compulsoryInsuranceDueDate: body.compulsoryInsuranceDueDate,
    insuranceCompany: blankToNull(body.insuranceCompany),
    insuranceDueDate: body.insuranceDueDate,
    note: blankToNull(body.note),
  };
  if ('status' in body) return { ...columns, status: body.status };
  return body.mileageKm === null ? columns : { ...columns, mileageKm: body.mileageKm, mileageRecordedOn: tokyoToday() };
}

const registrationTaken = () =>
  new ApiError(409, errorCodes.conflict, apiMessages.fleetRegistrationTaken, [{ path: 'registrationNumber', descriptor: apiMessages.fleetRegistrationTaken }]);

/**
 * Before a write: the place and the person are the company's (400 at `placeId` /
 * `assignedPersonId`), and no other vehicle of the company has the registration number (409 at
 * `registrationNumber`; the unique index catches a race).
 */
async function checkFleet(tx: DbOrTx, c: Partial<typeof fleets.$inferInsert>, companyId: string, before: FleetRecord | undefined) {
  const errors: PendingFieldError[] = [];
  if (c.placeId && (await tx.select({ id: places.id }).from(places).where(and(eq(places.id, c.placeId), eq(places.companyId, companyId)))).length === 0) {
    errors.push({ path: 'placeId', descriptor: apiMessages.placeNotFound });
  }
  if (c.assignedPersonId && (await tx.select({ id: people.id }).from(people).where(and(eq(people.id, c.assignedPersonId), eq(people.companyId, companyId)))).length === 0) {
    errors.push({ path: 'assignedPersonId', descriptor: apiMessages.personNotFound });
  }
  if (errors.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, errors);
  if (c.registrationNumber !== undefined) {
    const taken = await tx
      .select({ id: fleets.id })
      .from(fleets)
      .where(and(eq(fleets.companyId, companyId), eq(fleets.registrationNumber, c.registrationNumber), before ? ne(fleets.id, before.id) : undefined))
      .limit(1);
    if (taken.length) throw registrationTaken();
  }
}

/** The list's sort keys: by the column in force (nullable ones nulls last), then the name shown in `locale`. */
function sortKeys(column: string, o: 'asc' | 'desc', locale: Locale): SQL[] {
  const name = sortKey(shownNameSql(fleets.name, fleets.nameEn, locale), o);
  switch (column) {
    case 'REGISTRATION_NUMBER':
      return [sortKey(fleets.registrationNumber, o)];
    case 'INSPECTION_DUE_DATE':
      return [sortKey(fleets.inspectionDueDate, o, { nullsLast: true }), name];
    case 'INSURANCE_DUE_DATE':
      return [sortKey(fleets.insuranceDueDate, o, { nullsLast: true }), name];
    case 'MILEAGE':
      return [sortKey(fleets.mileageKm, o, { nullsLast: true }), name];
    default:
      return [name];
  }
}

/* ----------------------------------------------------------------------------- settings */

/** The company's settings row, created with the table's defaults when it does not exist yet. */
async function settingsRow(db: DbOrTx, companyId: string) {
  await db.insert(fleetSettings).values({ companyId }).onConflictDoNothing();
  const [row] = await db.select().from(fleetSettings).where(eq(fleetSettings.companyId, companyId));
  return row!;
}

async function loadSettings(db: DbOrTx, companyId: string, locale: Locale): Promise<FleetSettings> {
  const s = await settingsRow(db, companyId);
  const [manager] = s.safeDrivingManagerPersonId
    ? await db
        .select({ id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn })
        .from(people)
        .where(eq(people.id, s.safeDrivingManagerPersonId))
    : [];
  return {
    inspectionAlertDays: s.inspectionAlertDays,
    insuranceAlertDays: s.insuranceAlertDays,
    mileageAlertKm: s.mileageAlertKm,
    safeDrivingManager: manager ? { id: manager.id, name: personName(manager, locale) } : null,
    alcoholCheckRequired: s.alcoholCheckRequired,
    licenseCheckIntervalMonths: s.licenseCheckIntervalMonths,
    rulesJa: s.rulesJa,
    rulesEn: s.rulesEn,
    version: s.version,
    updatedAt: s.updatedAt.toISOString(),
  };
}

/* ----------------------------------------------------------------------------- alerts */

/**
 * The alerts of the company's vehicles that are not retired, as one SQL union over the three due
 * dates and the odometer, each against the settings' window: a date alerts when `date - today <=
 * days` (today, and overdue, included; `days + 1` ahead does not), the odometer when above the
 * threshold. `daysLeft` is the date minus today in days. Order: daysLeft ascending (overdue
 * first), MILEAGE last, then vehicle name, kind and id. `name` is the vehicle's name shown in
 * `locale` (English: the English name, else the name typed).
 */
function alertsQuery(companyId: string, today: string, s: { inspectionAlertDays: number; insuranceAlertDays: number; mileageAlertKm: number }, category: FleetAlertCategory, locale: Locale) {
  const name = locale === 'ja-JP' ? sql`name` : sql`coalesce(name_en, name)`;
  const due = (kind: string, column: string, days: number) => sql`
    SELECT id, ${name} AS name, registration_number, main_type, ${kind}::text AS kind, ${sql.raw(column)} AS due_date,
      (${sql.raw(column)} - ${today}::date) AS days_left, NULL::integer AS mileage_km, NULL::integer AS threshold_km
    FROM fleets
    WHERE company_id = ${companyId} AND status <> 'RETIRED' AND ${sql.raw(column)} IS NOT NULL
      AND ${sql.raw(column)} - ${today}::date <= ${days}`;
  const parts: SQL[] = [];
  if (category === 'ALL' || category === 'INSPECTION') parts.push(due('INSPECTION', 'inspection_due_date', s.inspectionAlertDays));
  if (category === 'ALL' || category === 'INSURANCE') {
    parts.push(due('COMPULSORY_INSURANCE', 'compulsory_insurance_due_date', s.insuranceAlertDays), due('INSURANCE', 'insurance_due_date', s.insuranceAlertDays));
  }
  if (category === 'ALL' || category === 'MILEAGE') {
    parts.push(sql`
      SELECT id, ${name} AS name, registration_number, main_type, 'MILEAGE'::text AS kind, NULL::date AS due_date, NULL::integer AS days_left,
        mileage_km, ${s.mileageAlertKm}::integer AS threshold_km
      FROM fleets
      WHERE company_id = ${companyId} AND status <> 'RETIRED' AND mileage_km > ${s.mileageAlertKm}`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

interface AlertRow {
  id: string;
  name: string;
  registration_number: string;
  main_type: FleetAlert['mainType'];
  kind: FleetAlert['kind'];
  due_date: string | Date | null;
  days_left: number | null;
  mileage_km: number | null;
  threshold_km: number | null;
}

const isoDay = (d: string | Date | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

async function listAlerts(db: DbOrTx, companyId: string, category: FleetAlertCategory, paging: { pageIndex: number; pageSize: number }, locale: Locale): Promise<FleetAlert[]> {
  const s = await settingsRow(db, companyId);
  const { limit, offset } = page(paging);
  const rows = await queryRows<AlertRow>(db as Db, sql`
    SELECT * FROM (${alertsQuery(companyId, tokyoToday(), s, category, locale)}) a
    ORDER BY days_left ASC NULLS LAST, name, kind, id LIMIT ${limit} OFFSET ${offset}`);
  return rows.map((r) => ({
    fleetId: r.id,
    fleetName: r.name,
    registrationNumber: r.registration_number,
    mainType: r.main_type,
    kind: r.kind,
    dueDate: isoDay(r.due_date),
    daysLeft: r.days_left === null ? null : Number(r.days_left),
    mileageKm: r.mileage_km === null ? null : Number(r.mileage_km),
    thresholdKm: r.threshold_km === null ? null : Number(r.threshold_km),
  }));
}

async function countAlerts(db: DbOrTx, companyId: string, category: FleetAlertCategory): Promise<number> {
  const s = await settingsRow(db, companyId);
  const [row] = await queryRows<{ n: number }>(db as Db, sql`SELECT count(*)::integer AS n FROM (${alertsQuery(companyId, tokyoToday(), s, category, 'ja-JP')}) a`);
  return Number(row?.n ?? 0);
}

/* ----------------------------------------------------------------------------- overview */

async function overview(db: DbOrTx, companyId: string): Promise<FleetsOverview> {
  const s = await settingsRow(db, companyId);
  const today = tokyoToday();
  const mine = eq(fleets.companyId, companyId);
  const inUse = and(mine, ne(fleets.status, 'RETIRED'));
  const statusRows = await db.select({ status: fleets.status, n: count() }).from(fleets).where(mine).groupBy(fleets.status);
  const typeRows = await db.select({ mainType: fleets.mainType, n: count() }).from(fleets).where(inUse).groupBy(fleets.mainType);
  const horizon = sql`${today}::date + ${fleetsOverviewHorizonDays}::integer`;
  const months = await queryRows<{ month: string; kind: 'inspection' | 'compulsoryInsurance' | 'insurance'; n: number }>(db as Db, sql`
    SELECT to_char(d, 'YYYY-MM') AS month, kind, count(*)::integer AS n FROM (
      SELECT inspection_due_date AS d, 'inspection' AS kind FROM fleets WHERE company_id = ${companyId} AND status <> 'RETIRED'
      UNION ALL SELECT compulsory_insurance_due_date, 'compulsoryInsurance' FROM fleets WHERE company_id = ${companyId} AND status <> 'RETIRED'
      UNION ALL SELECT insurance_due_date, 'insurance' FROM fleets WHERE company_id = ${companyId} AND status <> 'RETIRED'
    ) x WHERE d >= ${today}::date AND d <= ${horizon} GROUP BY 1, 2 ORDER BY 1`);
  // every month of the horizon, even without a due date, so the chart's axis is continuous
  const upcoming: FleetsOverview['upcoming'] = [];
  const start = new Date(`${today}T00:00:00Z`);
  const end = new Date(start.getTime() + fleetsOverviewHorizonDays * 86_400_000);
  for (let d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1)); d <= end; d.setUTCMonth(d.getUTCMonth() + 1)) {
    upcoming.push({ month: d.toISOString().slice(0, 7), inspection: 0, compulsoryInsurance: 0, insurance: 0 });
  }
  for (const r of months) {
    const m = upcoming.find((u) => u.month === r.month);
    if (m) m[r.kind] = Number(r.n);
  }
  const overdueCount = async (column: typeof fleets.inspectionDueDate | typeof fleets.compulsoryInsuranceDueDate | typeof fleets.insuranceDueDate) => (await db.select({ n: count() }).from(fleets).where(and(inUse, lt(column, today))))[0]?.n ?? 0;
  const [mileage] = await db
    .select({
      total: sql<string>`coalesce(sum(${fleets.mileageKm}), 0)`,
      average: sql<string | null>`round(avg(${fleets.mileageKm}))`,
      withReading: sql<number>`count(${fleets.mileageKm})::integer`,
      over: sql<number>`count(*) filter (where ${fleets.mileageKm} > ${s.mileageAlertKm})::integer`,
    })
    .from(fleets)
    .where(inUse);
  return {
    byStatus: fleetStatusValues.map((status) => ({ status, count: statusRows.find((r) => r.status === status)?.n ?? 0 })),
    byMainType: fleetMainTypeValues.map((mainType) => ({ mainType, count: typeRows.find((r) => r.mainType === mainType)?.n ?? 0 })),
    upcoming,
    overdue: {
      inspection: await overdueCount(fleets.inspectionDueDate),
      compulsoryInsurance: await overdueCount(fleets.compulsoryInsuranceDueDate),
      insurance: await overdueCount(fleets.insuranceDueDate),
    },
    alerts: {
      inspection: await countAlerts(db, companyId, 'INSPECTION'),
      insurance: await countAlerts(db, companyId, 'INSURANCE'),
      mileage: await countAlerts(db, companyId, 'MILEAGE'),
    },
    mileage: {
      totalKm: Number(mileage?.total ?? 0),
      averageKm: mileage?.average === null || mileage?.average === undefined ? null : Number(mileage.average),
      vehiclesWithReading: Number(mileage?.withReading ?? 0),
      overThreshold: Number(mileage?.over ?? 0),
      thresholdKm: s.mileageAlertKm,
    },
  };
}

/* ----------------------------------------------------------------------------- routes */

/** The vehicle of the company with this id, locked for the write; 404 when it is not the company's. */
async function lockFleet(tx: DbOrTx, companyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select({ id: fleets.id }).from(fleets).where(and(eq(fleets.id, id), eq(fleets.companyId, companyId))).for('update');
  if (!row) throw notFound();
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type FleetsContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the fleet calls (001 §2 "fleets"; docs/fleets.md). */
export function registerFleetsRoutes(ctx: FleetsContext): void {
  const { app, db, sessions } = ctx;
  const options = {
    table: fleets,
    auditType: 'FLEET' as const,
    conflict: apiMessages.fleetConflict,
    payload: fleetPayload,
    select: selectFleets,
    toRow,
    toDetail,
    where: (q: { category: string; mainType: string[] }) => [
      q.category === 'ALL' ? undefined : eq(fleets.status, q.category as FleetRecord['status']),
      q.mainType.length ? inArray(fleets.mainType, q.mainType as FleetRecord['mainType'][]) : undefined,
    ],
    sort: (q: { sortColumn: string; sortOrder: 'asc' | 'desc' }, locale: Locale) => sortKeys(q.sortColumn, q.sortOrder, locale),
    columns: (body: CreateFleetBody | UpdateFleetBody, before: FleetRecord | undefined) => toColumns(body, before),
    check: (tx: DbOrTx, columns: Partial<typeof fleets.$inferInsert>, { companyId, before }: { companyId: string; before: FleetRecord | undefined }) => checkFleet(tx, columns, companyId, before),
    uniqueViolation: registrationTaken,
  };
  registerResourceRoutes(ctx, fleetsResource.endpoints, { ...options, calls: ['list', 'count', 'get', 'update', 'delete'] });
  const kit = resourceKit(db, fleetsResource.endpoints, options);

  registerEndpoint(app, fleetsResource.endpoints.create, sessions, async ({ body, session }) => {
    const id = await kit.create(session, body);
    // the first odometer reading of a new vehicle is its history's first entry
    if (body.mileageKm !== null) {
      await db.insert(fleetMileageLogs).values({ companyId: session.companyId, fleetId: id, recordedOn: tokyoToday(), mileageKm: body.mileageKm, recordedBy: session.userId });
    }
    return { id };
  });

  const userName = { familyNameJa: users.familyNameJa, givenNameJa: users.givenNameJa, familyNameEn: users.familyNameEn, givenNameEn: users.givenNameEn };
  registerEndpoint(app, listFleetMileageEndpoint, sessions, async ({ params, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    const [fleet] = await db.select({ id: fleets.id }).from(fleets).where(and(eq(fleets.id, params.id), eq(fleets.companyId, session.companyId)));
    if (!fleet) throw notFound();
    const rows = await selectRows(
      db
        .select({ id: fleetMileageLogs.id, recordedOn: fleetMileageLogs.recordedOn, mileageKm: fleetMileageLogs.mileageKm, user: userName })
        .from(fleetMileageLogs)
        .leftJoin(users, eq(users.id, fleetMileageLogs.recordedBy))
        .where(and(eq(fleetMileageLogs.fleetId, params.id), eq(fleetMileageLogs.companyId, session.companyId)))
        .orderBy(desc(fleetMileageLogs.recordedOn))
        .limit(100),
    );
    return { items: rows.map((r) => ({ id: r.id, recordedOn: r.recordedOn, mileageKm: r.mileageKm, recordedBy: r.user ? personName(r.user, locale) : null })) };
  });

  registerEndpoint(app, recordFleetMileageEndpoint, sessions, async ({ params, body, session, locale, reply }) => {
    const { companyId } = session;
    const log = await db.transaction(async (tx) => {
      await lockFleet(tx, companyId, params.id);
      if (body.recordedOn > tokyoToday()) {
        throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'recordedOn', descriptor: apiMessages.fleetMileageFutureDay }]);
      }
      const mine = and(eq(fleetMileageLogs.fleetId, params.id), eq(fleetMileageLogs.companyId, companyId));
      const [before] = await tx.select().from(fleetMileageLogs).where(and(mine, lte(fleetMileageLogs.recordedOn, body.recordedOn))).orderBy(desc(fleetMileageLogs.recordedOn)).limit(1);
      if (before && body.mileageKm < before.mileageKm) {
        throw new ApiError(400, errorCodes.validation, apiMessages.validation, [
          { path: 'mileageKm', descriptor: apiMessages.fleetMileageBelowLast, values: { value: before.mileageKm.toLocaleString('en-US') } },
        ]);
      }
      const [after] = await tx.select().from(fleetMileageLogs).where(and(mine, gt(fleetMileageLogs.recordedOn, body.recordedOn))).orderBy(asc(fleetMileageLogs.recordedOn)).limit(1);
      if (after && body.mileageKm > after.mileageKm) {
        throw new ApiError(400, errorCodes.validation, apiMessages.validation, [
          { path: 'mileageKm', descriptor: apiMessages.fleetMileageAboveLater, values: { value: after.mileageKm.toLocaleString('en-US') } },
        ]);
      }
      const [row] = await tx
        .insert(fleetMileageLogs)
        .values({ companyId, fleetId: params.id, recordedOn: body.recordedOn, mileageKm: body.mileageKm, recordedBy: session.userId })
        .onConflictDoUpdate({ target: [fleetMileageLogs.fleetId, fleetMileageLogs.recordedOn], set: { mileageKm: body.mileageKm, recordedBy: session.userId } })
        .returning();
      // the vehicle shows its latest reading
      const [latest] = await tx.select().from(fleetMileageLogs).where(mine).orderBy(desc(fleetMileageLogs.recordedOn)).limit(1);
      await tx.update(fleets).set({ mileageKm: latest!.mileageKm, mileageRecordedOn: latest!.recordedOn }).where(and(eq(fleets.id, params.id), eq(fleets.companyId, companyId)));
      return row!;
    });
    const [who] = await db.select(userName).from(users).where(eq(users.id, session.userId));
    reply.status(201);
    return { id: log.id, recordedOn: log.recordedOn, mileageKm: log.mileageKm, recordedBy: who ? personName(who, locale) : null };
  });

  registerEndpoint(app, listFleetAlertsEndpoint, sessions, async ({ query, session, locale }) => ({
    items: await listAlerts(db, session.companyId, query.category, query, locale),
  }));
  registerEndpoint(app, countFleetAlertsEndpoint, sessions, async ({ query, session }) => ({ count: await countAlerts(db, session.companyId, query.category) }));
  registerEndpoint(app, getFleetsOverviewEndpoint, sessions, async ({ session }) => overview(db, session.companyId));

  registerEndpoint(app, getFleetSettingsEndpoint, sessions, async ({ session, locale }) => loadSettings(db, session.companyId, locale));
  registerEndpoint(app, updateFleetSettingsEndpoint, sessions, async ({ body, session, locale }) => {
    const { companyId } = session;
    await db.transaction(async (tx) => {
      await settingsRow(tx, companyId);
      const [current] = await tx.select().from(fleetSettings).where(eq(fleetSettings.companyId, companyId)).for('update');
      if (current!.version !== body.version) throw new ApiError(409, errorCodes.conflict, apiMessages.fleetSettingsConflict);
      const managerId = body.safeDrivingManagerPersonId;
      if (managerId && (await tx.select({ id: people.id }).from(people).where(and(eq(people.id, managerId), eq(people.companyId, companyId)))).length === 0) {
        throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'safeDrivingManagerPersonId', descriptor: apiMessages.personNotFound }]);
      }
      const { version: _version, ...changes } = body;
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      await tx
        .update(fleetSettings)
        .set({ ...set, version: current!.version + 1, updatedAt: new Date() })
        .where(and(eq(fleetSettings.companyId, companyId), lte(fleetSettings.version, body.version)));
    });
    return loadSettings(db, companyId, locale);
  });
}
