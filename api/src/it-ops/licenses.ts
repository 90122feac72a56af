import { and, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  countLicensePeopleEndpoint,
  createLicenseAssignmentEndpoint,
  deleteLicenseAssignmentEndpoint,
  errorCodes,
  getLicenseContractCostEndpoint,
  licenseExpiringWithinDays,
  licenseMessages,
  licensesCsvEndpoint,
  licensesCsvValueLabels,
  licensesCsvColumnLabels,
  licensesResource,
  listLicenseActivitiesEndpoint,
  listLicenseAlertsEndpoint,
  listLicenseAssignmentsEndpoint,
  listLicensePeopleEndpoint,
  type CreateLicenseBody,
  type LicenseAlert,
  type LicenseAssignment,
  type LicenseContractCost,
  type LicenseCurrency,
  type LicenseDetail,
  type LicenseRow,
  type LicensesCountQuery,
  type LicensesCsvColumn,
  type LicensesListQuery,
  type Locale,
  type MessageDescriptor,
  type UpdateLicenseBody,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { devices, licenseAssignments, licenses, people, software } from '../schema';
import { recordAudit, recordAudits, type DbOrTx } from '../audit/audit-log';
import { registerActivityRoutes } from '../audit/routes';
import { matchesText, orderBy, page } from '../http/list-sql';
import { isUuid, personName, registerResourceRoutes, resourceKit, sortKey, type ResourceRouteOptions } from '../http/resource';
import type { Translator } from '../i18n/i18n';
import type { CsvExporter, ExportColumn } from '../csv/export';
import { csvExport } from '../csv/routes';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * Licenses (001 §2 "Licenses"; docs/licenses.md): the inventory with its category tabs, one
 * license, its seats held by people and devices, and the list area's alerts, people, contract cost
 * and operation activity. Every write records its audit entry in the write's transaction;
 * assignments lock the license row so that concurrent requests never pass `seats_total`.
 */

type LicenseRecord = typeof licenses.$inferSelect;
const { searchText: _searchText, ...licenseColumns } = getTableColumns(licenses);

/** Seats in use of the license row in scope (people and devices). */
const seatsUsedSql = sql<number>`(select count(*)::int from ${licenseAssignments} where ${licenseAssignments.licenseId} = ${licenses.id})`;

/** Today's date in Asia/Tokyo (`YYYY-MM-DD`): a license expires after its expiry date there. */
export const licenseToday = (now = new Date()) => tokyoToday(now);

/**
 * The inventory's `category` (the kit adds the tenant and freeText on the trigram-indexed
 * `search_text`): an allocation type (not expired: no expiry date, or on/after today), `EXPIRED`
 * (expiry before today), `ALL` (no condition).
 */
function categoryWhere(q: LicensesCountQuery, today: string): SQL | undefined {
  if (q.category === 'ALL') return undefined;
  if (q.category === 'EXPIRED') return lt(licenses.expiryDate, today);
  return and(eq(licenses.allocationType, q.category), or(isNull(licenses.expiryDate), gte(licenses.expiryDate, today)));
}

function selectLicenses(db: DbOrTx) {
  return db
    .select({ license: licenseColumns, seatsUsed: seatsUsedSql, software: { id: software.id, name: software.name, logoUrl: software.logoUrl } })
    .from(licenses)
    .leftJoin(software, eq(software.id, licenses.softwareId));
}
type SelectedLicense = Awaited<ReturnType<ReturnType<typeof selectLicenses>['execute']>>[number];

function toRow(r: SelectedLicense, today: string): LicenseRow {
  const l = r.license;
  return {
    id: l.id,
    licenseName: l.licenseName,
    allocationType: l.allocationType as LicenseRow['allocationType'],
    softwareId: l.softwareId,
    software: r.software,
    appIntegrationId: l.appIntegrationId,
    vendorName: l.vendorName,
    seatsTotal: l.seatsTotal,
    seatsUsed: Number(r.seatsUsed),
    perUnitBasis: l.perUnitBasis as LicenseRow['perUnitBasis'],
    price: l.price === null ? null : Number(l.price),
    currency: l.currency as LicenseCurrency,
    billingUnit: l.billingUnit as LicenseRow['billingUnit'],
    termStart: l.termStart,
    expiryDate: l.expiryDate,
    autoRenewal: l.autoRenewal,
    isExpired: l.expiryDate !== null && l.expiryDate < today,
    isOverAssigned: Number(r.seatsUsed) > l.seatsTotal,
  };
}

/** A license as its payload shapes it: what the audit log compares. */
export function licensePayload(l: Omit<LicenseRecord, 'searchText'>): CreateLicenseBody {
  return {
    licenseName: l.licenseName,
    allocationType: l.allocationType as CreateLicenseBody['allocationType'],
    softwareId: l.softwareId,
    appIntegrationId: l.appIntegrationId,
    vendorName: l.vendorName,
    seatsTotal: l.seatsTotal,
    perUnitBasis: l.perUnitBasis as CreateLicenseBody['perUnitBasis'],
    price: l.price === null ? null : Number(l.price),
    currency: l.currency as LicenseCurrency,
    billingUnit: l.billingUnit as CreateLicenseBody['billingUnit'],
    termStart: l.termStart,
    expiryDate: l.expiryDate,
    autoRenewal: l.autoRenewal,
    notes: l.notes,
  };
}

/** Stored columns of a validated create or update body (`version` is the kit's): empty optional texts become null. */
function toColumns(body: CreateLicenseBody | UpdateLicenseBody) {
  const { version: _version, ...b } = body as UpdateLicenseBody;
  const blank = (s: string | null) => (s === null || s.trim() === '' ? null : s);
  return { ...b, appIntegrationId: blank(b.appIntegrationId), vendorName: blank(b.vendorName), notes: blank(b.notes) };
}

/** 400 at `softwareId` when the software is not the company's. */
async function checkSoftware(tx: DbOrTx, companyId: string, softwareId: string | null): Promise<void> {
  if (softwareId === null) return;
  const [found] = await tx.select({ id: software.id }).from(software).where(and(eq(software.id, softwareId), eq(software.companyId, companyId)));
  if (!found) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'softwareId', descriptor: licenseMessages.softwareNotFound }]);
}

function toDetail(r: SelectedLicense): LicenseDetail {
  return { ...toRow(r, licenseToday()), notes: r.license.notes, version: r.license.version, createdAt: r.license.createdAt.toISOString(), updatedAt: r.license.updatedAt.toISOString() };
}

async function loadLicense(db: DbOrTx, companyId: string, id: string): Promise<LicenseDetail> {
  if (!isUuid(id)) throw notFound();
  const [r] = await selectLicenses(db).where(and(eq(licenses.companyId, companyId), eq(licenses.id, id)));
  if (!r) throw notFound();
  return toDetail(r);
}

/** The license row of the company, locked for the rest of the transaction (seat checks, updates); 404 when absent. */
export async function lockLicense(tx: DbOrTx, companyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select(licenseColumns).from(licenses).where(and(eq(licenses.id, id), eq(licenses.companyId, companyId))).for('update');
  if (!row) throw notFound();
  return row;
}

/** The seats of one license held by people or devices, newest first. */
async function listAssignments(db: DbOrTx, licenseId: string, assigneeType: 'PERSON' | 'DEVICE', locale: Locale): Promise<LicenseAssignment[]> {
  const rows = await db
    .select({
      id: licenseAssignments.id,
      assigneeType: licenseAssignments.assigneeType,
      assignedAt: licenseAssignments.assignedAt,
      person: { id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, email: people.email, avatarUrl: people.avatarUrl },
      device: { id: devices.id, name: devices.name, genre: devices.genre, avatarUrl: devices.avatarUrl },
    })
    .from(licenseAssignments)
    .leftJoin(people, eq(people.id, licenseAssignments.personId))
    .leftJoin(devices, eq(devices.id, licenseAssignments.deviceId))
    .where(and(eq(licenseAssignments.licenseId, licenseId), eq(licenseAssignments.assigneeType, assigneeType)))
    .orderBy(desc(licenseAssignments.assignedAt), desc(licenseAssignments.id));
  return rows.map((r) => ({
    id: r.id,
    assigneeType: r.assigneeType,
    assignedAt: r.assignedAt.toISOString(),
    person: r.person ? { id: r.person.id, name: personName(r.person, locale), email: r.person.email, avatarUrl: r.person.avatarUrl } : null,
    device: r.device ? { id: r.device.id, name: r.device.name, genre: r.device.genre, avatarUrl: r.device.avatarUrl } : null,
  }));
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`, calendar dates). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Alerts (001 §2 list tab "alerts"; issue 10): expiring within 30 days (soonest first), then over-assigned (by name). */
async function listAlerts(db: DbOrTx, companyId: string, today: string): Promise<LicenseAlert[]> {
  const limit = addDays(today, licenseExpiringWithinDays);
  const rows = await selectLicenses(db)
    .where(
      and(
        eq(licenses.companyId, companyId),
        or(and(gte(licenses.expiryDate, today), sql`${licenses.expiryDate} <= ${limit}`), sql`${seatsUsedSql} > ${licenses.seatsTotal}`),
      ),
    )
    .orderBy(licenses.licenseName, licenses.id);
  const alert = (kind: LicenseAlert['kind'], r: SelectedLicense): LicenseAlert => ({
    kind,
    licenseId: r.license.id,
    licenseName: r.license.licenseName,
    expiryDate: r.license.expiryDate,
    daysUntilExpiry: r.license.expiryDate === null ? null : daysBetween(today, r.license.expiryDate),
    seatsTotal: r.license.seatsTotal,
    seatsUsed: Number(r.seatsUsed),
  });
  const expiring = rows
    .filter((r) => r.license.expiryDate !== null && r.license.expiryDate >= today && r.license.expiryDate <= limit)
    .map((r) => alert('EXPIRING', r))
    .sort((a, b) => a.daysUntilExpiry! - b.daysUntilExpiry! || a.licenseName.localeCompare(b.licenseName));
  const over = rows.filter((r) => Number(r.seatsUsed) > r.license.seatsTotal).map((r) => alert('OVER_ASSIGNED', r));
  return [...expiring, ...over];
}

/**
 * Contract cost of `year` (see `licenseContractCostSchema`): a license counts in a month when its
 * term overlaps the month; its month's cost is price × billed seats (÷ 12 for a yearly price).
 * Amounts are rounded to cents per month and per currency; currencies are never added together.
 */
export function contractCost(
  rows: { vendorName: string | null; price: number | null; currency: LicenseCurrency; billingUnit: string; perUnitBasis: string; seatsTotal: number; seatsUsed: number; termStart: string | null; expiryDate: string | null }[],
  year: number,
): LicenseContractCost {
  const round = (n: number) => Math.round(n * 100) / 100;
  const add = (m: Map<LicenseCurrency, number>, c: LicenseCurrency, n: number) => m.set(c, (m.get(c) ?? 0) + n);
  const totals = (m: Map<LicenseCurrency, number>) => [...m].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount: round(amount) }));
  const vendors = new Map<string | null, Map<LicenseCurrency, number>>();
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    const first = `${month}-01`;
    const last = addDays(i === 11 ? `${year + 1}-01-01` : `${year}-${String(i + 2).padStart(2, '0')}-01`, -1);
    const sums = new Map<LicenseCurrency, number>();
    for (const r of rows) {
      if (r.price === null) continue;
      if ((r.termStart !== null && r.termStart > last) || (r.expiryDate !== null && r.expiryDate < first)) continue;
      const seats = r.perUnitBasis === 'LICENSE_SEAT' ? r.seatsTotal : r.seatsUsed;
      const amount = (r.price * seats) / (r.billingUnit === 'YEAR' ? 12 : 1);
      add(sums, r.currency, amount);
      if (!vendors.has(r.vendorName)) vendors.set(r.vendorName, new Map());
      add(vendors.get(r.vendorName)!, r.currency, amount);
    }
    return { month, totals: totals(sums) };
  });
  const byVendor = [...vendors]
    .map(([vendorName, m]) => ({ vendorName, totals: totals(m) }))
    .sort((a, b) => (a.vendorName === null ? 1 : b.vendorName === null ? -1 : a.vendorName.localeCompare(b.vendorName)));
  return { year, months, byVendor, unpricedLicenses: rows.filter((r) => r.price === null).length };
}

/** The inventory on the resource kit: tenant, category, freeText, sort by name then id (the list, its count and its export share them). */
const licensesOptions = {
  table: licenses,
  auditType: 'LICENSE',
  conflict: licenseMessages.conflict,
  payload: licensePayload,
  select: selectLicenses,
  toRow: (r) => toRow(r, licenseToday()),
  toDetail,
  where: (q) => [categoryWhere(q, licenseToday())],
  sort: (q) => [sortKey(licenses.licenseName, q.sortOrder)],
  columns: toColumns,
  check: (tx, columns, { companyId }) => checkSoftware(tx, companyId, columns.softwareId ?? null),
} satisfies ResourceRouteOptions<typeof licensesResource.endpoints, typeof licenses, SelectedLicense>;

/** The licenses list's kit on `db` (its WHERE: the list's, count's and bulk actions' "all that match"). */
export const licensesKit = (db: AppContext['db']) => resourceKit(db, licensesResource.endpoints, licensesOptions);

/**
 * Unassigns seats of a locked license (`DELETE /v2/licenses/{id}/assignments/{assignmentId}` and
 * the bulk "unassign seats"): the given assignment, or every seat when `assignmentId` is null,
 * each with its DELETE history entry (`LICENSE_ASSIGNMENT`) by `session`'s user. Returns how many.
 * @throws ApiError 404 when a given assignment is not the license's
 */
export async function unassignSeats(tx: DbOrTx, session: { companyId: string; userId: string }, license: Awaited<ReturnType<typeof lockLicense>>, assignmentId: string | null): Promise<number> {
  const gone = await tx
    .delete(licenseAssignments)
    .where(and(eq(licenseAssignments.licenseId, license.id), assignmentId === null ? undefined : eq(licenseAssignments.id, assignmentId)))
    .returning();
  if (assignmentId !== null && gone.length === 0) throw notFound();
  if (gone.length) {
    await recordAudits(
      tx,
      gone.map((g) => ({ session, action: 'DELETE' as const, resourceType: 'LICENSE_ASSIGNMENT' as const, resourceId: g.id, before: assignmentPayload(g, license.licenseName), after: null })),
    );
  }
  return gone.length;
}

/** The export's columns in file order: the inventory table's keys (`NAME`, `seats`, `price`) and the XLSX cell types. */
const licenseExportColumns: readonly (ExportColumn & { key: LicensesCsvColumn })[] = [
  { key: 'licenseName', aliases: ['name'] },
  { key: 'allocationType' },
  { key: 'software' },
  { key: 'vendorName' },
  { key: 'seatsUsed', aliases: ['seats'], type: 'number' },
  { key: 'seatsTotal', aliases: ['seats'], type: 'number' },
  { key: 'price', type: 'number' },
  { key: 'currency', aliases: ['price'] },
  { key: 'perUnitBasis', aliases: ['price'] },
  { key: 'billingUnit', aliases: ['price'] },
  { key: 'termStart', type: 'date' },
  { key: 'expiryDate', type: 'date' },
  { key: 'expired', aliases: ['expiryDate'] },
  { key: 'autoRenewal' },
];

/**
 * The license inventory's export (issue 31 "Every list to Excel": `GET /v2/licenses-csv`): the
 * list's WHERE (the kit's: tenant, `category`, `freeText`) and ORDER BY (name, then id), read 2000
 * rows at a time; headers and values in `locale`.
 */
export function licensesExporter(options: { companyId: string; locale: Locale; translator: Translator; query: Omit<LicensesListQuery, 'pageIndex' | 'pageSize'> }): CsvExporter<never> {
  const { companyId, locale, translator, query } = options;
  const t = (d: MessageDescriptor) => translator.t(locale, d);
  const values = licensesCsvValueLabels;
  const cells = (r: LicenseRow): Record<LicensesCsvColumn, string> => ({
    licenseName: r.licenseName,
    allocationType: t(values.allocationType[r.allocationType]),
    software: r.software?.name ?? '',
    vendorName: r.vendorName ?? '',
    seatsUsed: String(r.seatsUsed),
    seatsTotal: String(r.seatsTotal),
    price: r.price === null ? '' : String(r.price),
    currency: r.price === null ? '' : r.currency,
    perUnitBasis: t(values.perUnitBasis[r.perUnitBasis]),
    billingUnit: t(values.billingUnit[r.billingUnit]),
    termStart: r.termStart ?? '',
    expiryDate: r.expiryDate ?? '',
    expired: t(r.isExpired ? values.yes : values.no),
    autoRenewal: t(r.autoRenewal ? values.yes : values.no),
  });
  return {
    editHeaders: () => [],
    viewHeaders: () => licenseExportColumns.map((c) => t(licensesCsvColumnLabels[c.key])),
    viewColumns: () => licenseExportColumns,
    async *rows(db) {
      const kit = resourceKit(db, licensesResource.endpoints, licensesOptions);
      const where = await kit.where({ db, companyId, locale }, { category: query.category, freeText: query.freeText });
      const order = [...licensesOptions.sort({ ...query, pageIndex: 0, pageSize: 1 }), sortKey(licenses.id, query.sortOrder)];
      const today = licenseToday();
      const pageSize = 2000;
      for (let offset = 0; ; offset += pageSize) {
        const batch = await selectLicenses(db).where(where).orderBy(...order).limit(pageSize).offset(offset);
        for (const r of batch) {
          const row = cells(toRow(r, today));
          yield licenseExportColumns.map((c) => row[c.key]);
        }
        if (batch.length < pageSize) break;
      }
    },
  };
}

/**
 * `GET /v2/licenses-csv` (CSV or XLSX, `format` and `columns`): the licenses list as filtered and
 * sorted (`licensesExporter`), served by the CSV mechanism (`csv/routes.ts`).
 */
export const licensesCsvExport = csvExport({
  endpoint: licensesCsvEndpoint,
  module: 'licenses',
  exporter: ({ filters, session, locale, translator }) => licensesExporter({ companyId: session.companyId, locale, translator, query: filters }),
});

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type LicensesContext = Pick<AppContext, 'app' | 'db' | 'sessions' | 'translator'>;

/** Licenses: inventory and CRUD on the resource kit; seats, alerts, people, contract cost, activity (001 §2 Licenses; DECISIONS.md "not shown" calls). */
export function registerLicensesRoutes(ctx: LicensesContext): void {
  const { app, db, sessions } = ctx;

  registerResourceRoutes(ctx, licensesResource.endpoints, licensesOptions);

  registerEndpoint(app, listLicenseAssignmentsEndpoint, sessions, async ({ params, query, session, locale }) => {
    const license = await loadLicense(db, session.companyId, params.id);
    return { items: await listAssignments(db, license.id, query.assigneeType, locale), seatsTotal: license.seatsTotal, seatsUsed: license.seatsUsed };
  });

  registerEndpoint(app, createLicenseAssignmentEndpoint, sessions, async ({ params, body, session }) => {
    const id = await db.transaction(async (tx) => {
      // The lock serializes every assignment of this license: the count below cannot go stale.
      const license = await lockLicense(tx, session.companyId, params.id);
      const holderId = body.assigneeType === 'PERSON' ? body.personId : body.deviceId;
      const table = body.assigneeType === 'PERSON' ? people : devices;
      const [holder] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, holderId), eq(table.companyId, session.companyId)));
      if (!holder) {
        const path = body.assigneeType === 'PERSON' ? 'personId' : 'deviceId';
        throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path, descriptor: body.assigneeType === 'PERSON' ? apiMessages.personNotFound : apiMessages.deviceNotFound }]);
      }
      const holderColumn = body.assigneeType === 'PERSON' ? licenseAssignments.personId : licenseAssignments.deviceId;
      const [taken] = await tx.select({ id: licenseAssignments.id }).from(licenseAssignments).where(and(eq(licenseAssignments.licenseId, license.id), eq(holderColumn, holderId)));
      if (taken) throw new ApiError(409, errorCodes.conflict, licenseMessages.alreadyAssigned);
      const [used] = await tx.select({ n: count() }).from(licenseAssignments).where(eq(licenseAssignments.licenseId, license.id));
      if ((used?.n ?? 0) >= license.seatsTotal) {
        throw new ApiError(409, errorCodes.conflict, licenseMessages.seatsExhausted);
      }
      const [row] = await tx
        .insert(licenseAssignments)
        .values({
          companyId: session.companyId,
          licenseId: license.id,
          assigneeType: body.assigneeType,
          personId: body.assigneeType === 'PERSON' ? holderId : null,
          deviceId: body.assigneeType === 'DEVICE' ? holderId : null,
          assignedBy: session.userId,
        })
        .returning();
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'LICENSE_ASSIGNMENT', resourceId: row!.id, before: null, after: assignmentPayload(row!, license.licenseName) });
      return row!.id;
    });
    return { id };
  });

  registerEndpoint(app, deleteLicenseAssignmentEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.assignmentId)) throw notFound();
    await db.transaction(async (tx) => {
      const license = await lockLicense(tx, session.companyId, params.id);
      await unassignSeats(tx, session, license, params.assignmentId);
    });
    return undefined;
  });

  registerEndpoint(app, listLicenseAlertsEndpoint, sessions, async ({ session }) => ({ items: await listAlerts(db, session.companyId, licenseToday()) }));

  registerEndpoint(app, listLicensePeopleEndpoint, sessions, async ({ query, session, locale }) => {
    const { limit, offset } = page(query);
    const nameKeys = locale === 'ja-JP' ? [people.nameKana] : [people.familyNameEn, people.givenNameEn];
    const holders = await db
      .select({ id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, email: people.email, avatarUrl: people.avatarUrl })
      .from(people)
      .where(peopleHoldingWhere(session.companyId, query.freeText))
      .orderBy(...orderBy(query.sortOrder, ...nameKeys, people.id))
      .limit(limit)
      .offset(offset);
    const held = holders.length
      ? await db
          .select({ personId: licenseAssignments.personId, id: licenses.id, licenseName: licenses.licenseName })
          .from(licenseAssignments)
          .innerJoin(licenses, eq(licenses.id, licenseAssignments.licenseId))
          .where(inArray(licenseAssignments.personId, holders.map((h) => h.id)))
          .orderBy(licenses.licenseName, licenses.id)
      : [];
    return {
      items: holders.map((h) => ({
        personId: h.id,
        name: personName(h, locale),
        email: h.email,
        avatarUrl: h.avatarUrl,
        licenses: held.filter((x) => x.personId === h.id).map((x) => ({ id: x.id, licenseName: x.licenseName })),
      })),
    };
  });

  registerEndpoint(app, countLicensePeopleEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ n: count() }).from(people).where(peopleHoldingWhere(session.companyId, query.freeText));
    return { count: row?.n ?? 0 };
  });

  registerEndpoint(app, getLicenseContractCostEndpoint, sessions, async ({ query, session }) => {
    const year = query.year ?? Number(licenseToday().slice(0, 4));
    const rows = await selectLicenses(db).where(eq(licenses.companyId, session.companyId));
    return contractCost(
      rows.map((r) => ({ ...r.license, price: r.license.price === null ? null : Number(r.license.price), currency: r.license.currency as LicenseCurrency, seatsUsed: Number(r.seatsUsed) })),
      year,
    );
  });

  registerActivityRoutes(ctx, listLicenseActivitiesEndpoint, ['LICENSE', 'LICENSE_ASSIGNMENT']);
}

/** People of the company holding at least one seat, matching freeText (names, e-mail) when given. */
function peopleHoldingWhere(companyId: string, freeText: string | undefined): SQL | undefined {
  return and(
    eq(people.companyId, companyId),
    sql`exists (select 1 from ${licenseAssignments} where ${licenseAssignments.personId} = ${people.id})`,
    matchesText(people.searchText, freeText),
  );
}

/** A seat as the audit log keeps it: the license (id and name at the time) and the holder. */
function assignmentPayload(a: typeof licenseAssignments.$inferSelect, licenseName: string) {
  return { licenseId: a.licenseId, licenseName, assigneeType: a.assigneeType, personId: a.personId, deviceId: a.deviceId };
}
