import { and, asc, count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import {
  activateAppMdmEndpoint,
  appIntegrationMessages,
  appIntegrationsResource,
  authenticateAppIntegrationEndpoint,
  billingCycleUnitValues,
  currencyCodeValues,
  deactivateAppIntegrationEndpoint,
  errorCodes,
  getAppContractOverviewEndpoint,
  getAppIntegrationSettingsEndpoint,
  getBillingCostOverviewEndpoint,
  getMonthlyActiveUserRateOverviewEndpoint,
  getMonthlyCostOverviewEndpoint,
  getRecommendedActionsOverviewEndpoint,
  getRenewalDateOverviewEndpoint,
  getSavingCostOverviewEndpoint,
  getUserAndPeopleOverviewEndpoint,
  getUserGrowthOverviewEndpoint,
  listAppRolesEndpoint,
  perUnitBasisValues,
  pricingModelValues,
  reactivateAppIntegrationEndpoint,
  updateCustomAppContractEndpoint,
  updateCustomAppEndpoint,
  updateExternalTenantEndpoint,
  updateFeaturesEndpoint,
  updateInactiveDaysEndpoint,
  updatePricingPlanEndpoint,
  type AppContract,
  type AppUserCategory,
  type AppIntegration,
  type AppIntegrationSettings,
  type BillingCostOverview,
  type EndpointDef,
  type MonthlyCostOverview,
  type RecommendedActionsOverview,
  type UserGrowthOverview,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import type { Db } from '../db/client';
import { appAssignments, appIntegrations, appRoles, appUsers, apps, people, software } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { isUuid, registerResourceRoutes, resourceKit, type ResourceRouteOptions } from '../http/resource';
import { countAppUsers, matchClock } from './app-rule-matching';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The app integration record (001 §2 "App integrations and apps", §3 "App integration", §4, §7
 * "App integrations"; docs/software.md "App integration record"): the record and its delete
 * (resource kit), the nine overview figures computed from the integration's accounts, roles and
 * contract, the roles of the groups tab, the settings read and every settings PATCH (each a kit
 * update with its own stored columns: one transaction, the row locked, 409 on a stale `version`,
 * an `APP_INTEGRATION` audit entry). Deactivate, reactivate and delete keep the linked software
 * row's `integration_status` in step, in the same transaction.
 */

type IntegrationRecord = typeof appIntegrations.$inferSelect;
const integrationColumns = getTableColumns(appIntegrations);

/** Accounts of the integration row in scope. */
const accountCountSql = sql<number>`(select count(*)::int from ${appUsers} where ${appUsers.appIntegrationId} = ${appIntegrations.id})`;

function selectIntegrations(db: DbOrTx) {
  return db
    .select({
      integration: integrationColumns,
      app: { name: apps.name, logoUrl: apps.logoUrl, vendorName: apps.vendorName, features: apps.features, authMethod: apps.authMethod },
      softwareLogoUrl: software.logoUrl,
      softwareVendor: software.vendorName,
      accountCount: accountCountSql,
    })
    .from(appIntegrations)
    .leftJoin(apps, eq(apps.id, appIntegrations.appId))
    .leftJoin(software, eq(software.id, appIntegrations.softwareId));
}
type SelectedIntegration = Awaited<ReturnType<ReturnType<typeof selectIntegrations>['execute']>>[number];

/** A stored value if it is one of `values`, else null (a value written outside the contract's enumeration shows as not set). */
const oneOf = <V extends string>(values: readonly V[], value: string | null): V | null => (values.includes(value as V) ? (value as V) : null);

/**
 * The stored contract as the contract schema shapes it. `unit` `USER` (a per-user price, as
 * connectors and the demo seed say it) is the per-unit basis BILLABLE_USER.
 */
export function contractOf(i: IntegrationRecord): AppContract {
  return {
    contractAnchorMonth: i.contractAnchorMonth,
    contractAnchorDay: i.contractAnchorDay,
    billingCycleUnit: oneOf(billingCycleUnitValues, i.billingCycleUnit),
    billingCycleLength: i.billingCycleLength,
    pricingModel: oneOf(pricingModelValues, i.pricingModel),
    priceOfUnitPerBillingCycle: i.priceOfUnitPerBillingCycle,
    currencyCode: oneOf(currencyCodeValues, i.currencyCode) ?? 'JPY',
    planName: i.planName,
    unit: i.unit === 'USER' ? 'BILLABLE_USER' : oneOf(perUnitBasisValues, i.unit),
  };
}

/* ------------------------------------------------------------ contract dates */

/** Months of one billing cycle: `length` × 1 (MONTH) or × 12 (YEAR); without a unit the anchor is a yearly anniversary. */
export function cycleMonths(c: Pick<AppContract, 'billingCycleUnit' | 'billingCycleLength'>): number {
  const length = c.billingCycleLength ?? 1;
  return c.billingCycleUnit === 'MONTH' ? length : 12 * (c.billingCycleUnit === 'YEAR' ? length : 1);
}

const daysIn = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
const isoOf = (year: number, month0: number, day: number) => new Date(Date.UTC(year, month0, Math.min(day, daysIn(year, month0)))).toISOString().slice(0, 10);

/**
 * The next renewal on or after `today` (`YYYY-MM-DD`): the anchor month and day (the day clamped
 * to the month's last day) in `anchorYear` (the year the integration was created), stepped by
 * whole billing cycles. Null without an anchor month.
 */
export function nextRenewalDate(c: Pick<AppContract, 'contractAnchorMonth' | 'contractAnchorDay' | 'billingCycleUnit' | 'billingCycleLength'>, today: string, anchorYear: number): string | null {
  if (c.contractAnchorMonth === null) return null;
  const step = cycleMonths(c);
  const day = c.contractAnchorDay ?? 1;
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const start = anchorYear * 12 + (c.contractAnchorMonth - 1);
  // the first cycle boundary not before this month, then one more if its day has passed
  let index = start + Math.max(0, Math.ceil((ty * 12 + (tm - 1) - start) / step)) * step;
  let date = isoOf(Math.floor(index / 12), index % 12, day);
  if (date < today) {
    index += step;
    date = isoOf(Math.floor(index / 12), index % 12, day);
  }
  return date;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The last 12 months in Asia/Tokyo, oldest first, as `YYYY-MM` with the instant their month ends (exclusive). */
export function lastTwelveMonths(today: string): { month: string; end: Date }[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, k) => {
    const index = y * 12 + (m - 1) - 11 + k;
    const year = Math.floor(index / 12);
    const month0 = index % 12;
    const next = index + 1;
    // midnight of the next month's first day in Tokyo (UTC+9, no daylight saving)
    const end = new Date(Date.UTC(Math.floor(next / 12), next % 12, 1) - 9 * 3_600_000);
    return { month: `${year}-${String(month0 + 1).padStart(2, '0')}`, end };
  });
}

/** The instant the first of the last 12 months starts (midnight in Asia/Tokyo). */
function lastMonthStart(today: string): Date {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 11;
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 1) - 9 * 3_600_000);
}

/**
 * The cost of `units` billable units for one month, from the contract: FREE 0; FIXED the price per
 * cycle spread over its months; LINEAR price × units spread likewise; null without a price (or model).
 */
export function monthlyCostOf(c: AppContract, units: number): number | null {
  if (c.pricingModel === 'FREE') return 0;
  if (c.priceOfUnitPerBillingCycle === null || c.pricingModel === null) return null;
  const perCycle = c.pricingModel === 'FIXED' ? c.priceOfUnitPerBillingCycle : c.priceOfUnitPerBillingCycle * units;
  return round2(perCycle / cycleMonths(c));
}
const round2 = (n: number) => Math.round(n * 100) / 100;

/* ------------------------------------------------------------------ answers */

function toDetail(r: SelectedIntegration): AppIntegration {
  const i = r.integration;
  const contract = contractOf(i);
  return {
    id: i.id,
    appId: i.appId,
    name: i.name,
    logoUrl: r.app?.logoUrl ?? r.softwareLogoUrl ?? null,
    vendorName: r.app?.vendorName ?? r.softwareVendor ?? null,
    features: r.app?.features ?? [],
    authMethod: r.app?.authMethod ?? null,
    isCustomApp: i.isCustomApp,
    customAppType: i.customAppType,
    integratedTenantName: i.integratedTenantName,
    status: i.status as AppIntegration['status'],
    softwareId: i.softwareId,
    contract,
    planName: i.planName,
    price: i.priceOfUnitPerBillingCycle,
    renewalDate: nextRenewalDate(contract, tokyoToday(), Number(tokyoToday(i.createdAt).slice(0, 4))),
    userProvisioning: i.userProvisioning,
    authenticatedAt: i.authenticatedAt?.toISOString() ?? null,
    mdmActivatedAt: i.mdmActivatedAt?.toISOString() ?? null,
    inactiveDays: i.inactiveDays,
    refreshStatus: i.refreshStatus,
    lastRefreshedAt: i.lastRefreshedAt?.toISOString() ?? null,
    accountCount: r.accountCount,
    version: i.version,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

/** The integration as the audit log compares it (dotted paths: `contract.planName`, …). */
function integrationPayload(i: IntegrationRecord) {
  return {
    name: i.name,
    customAppType: i.customAppType,
    integratedTenantName: i.integratedTenantName,
    status: i.status,
    contract: contractOf(i),
    features: { USER_PROVISIONING: i.userProvisioning },
    inactiveDays: i.inactiveDays,
    authenticatedAt: i.authenticatedAt?.toISOString() ?? null,
    mdmActivatedAt: i.mdmActivatedAt?.toISOString() ?? null,
  };
}

/** The registry status of an integration's software row: DEACTIVATED, else CUSTOM_APP or INTEGRATED. */
const softwareStatusOf = (i: Pick<IntegrationRecord, 'status' | 'isCustomApp'>) => (i.status === 'DEACTIVATED' ? 'DEACTIVATED' : i.isCustomApp ? 'CUSTOM_APP' : 'INTEGRATED');

async function setSoftwareStatus(tx: DbOrTx, companyId: string, softwareId: string | null, integrationStatus: string) {
  if (!softwareId) return;
  await tx.update(software).set({ integrationStatus, updatedAt: sql`now()` }).where(and(eq(software.id, softwareId), eq(software.companyId, companyId)));
}

/** The integration of the session's company, or 404 (an id that is not a UUID included). */
async function loadIntegration(db: DbOrTx, companyId: string, id: string): Promise<IntegrationRecord> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(appIntegrations).where(and(eq(appIntegrations.id, id), eq(appIntegrations.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

const conflict = (descriptor: (typeof appIntegrationMessages)[keyof typeof appIntegrationMessages]) => new ApiError(409, errorCodes.conflict, descriptor);

/* ----------------------------------------------------------------- figures */

interface AccountFigures {
  accounts: number;
  activeAccounts: number;
  signedInAccounts: number;
  inactiveAccounts: number;
}

/** Counts over the integration's accounts: all, active, signed in within 30 days, inactive (active, no sign-in for `inactiveDays`). */
async function accountFigures(db: Db, i: IntegrationRecord, now: Date): Promise<AccountFigures> {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const inactiveSince = new Date(now.getTime() - i.inactiveDays * 86_400_000);
  const [row] = await db
    .select({
      accounts: count(),
      activeAccounts: sql<number>`count(*) filter (where ${appUsers.isActive})::int`,
      signedInAccounts: sql<number>`count(*) filter (where ${appUsers.isActive} and ${appUsers.lastSignedInAt} >= ${monthAgo.toISOString()})::int`,
      inactiveAccounts: sql<number>`count(*) filter (where ${appUsers.isActive} and coalesce(${appUsers.lastSignedInAt}, ${appUsers.externalCreatedAt}, ${appUsers.createdAt}) < ${inactiveSince.toISOString()})::int`,
    })
    .from(appUsers)
    .where(eq(appUsers.appIntegrationId, i.id));
  return row!;
}

/** Accounts created per month of the last 12 (by `external_created_at`, else when the account was read), and those existing and not deactivated at each month's end. */
async function monthlyAccounts(db: Db, i: IntegrationRecord, today: string) {
  const months = lastTwelveMonths(today);
  const created = sql`coalesce(${appUsers.externalCreatedAt}, ${appUsers.createdAt})`;
  const cells = months.flatMap((m, k) => {
    // the month's start is the previous month's end (the first: 12 months ago)
    const start = k === 0 ? lastMonthStart(today) : months[k - 1]!.end;
    const end = m.end.toISOString();
    return [
      sql`count(*) filter (where ${created} < ${end} and ${created} >= ${start.toISOString()})::int`,
      sql`count(*) filter (where ${created} < ${end})::int`,
      sql`count(*) filter (where ${created} < ${end} and (${appUsers.deactivatedAt} is null or ${appUsers.deactivatedAt} >= ${end}))::int`,
    ];
  });
  const fields = Object.fromEntries(cells.map((cell, k) => [`c${k}`, cell.mapWith(Number)]));
  const [row] = await db.select(fields).from(appUsers).where(eq(appUsers.appIntegrationId, i.id));
  const values = cells.map((_, k) => Number((row as Record<string, unknown> | undefined)?.[`c${k}`] ?? 0));
  return months.map((m, k) => ({
    month: m.month,
    newAccounts: values[k * 3] ?? 0,
    totalAccounts: values[k * 3 + 1] ?? 0,
    billableAccounts: values[k * 3 + 2] ?? 0,
  }));
}

/* ---------------------------------------------------------------- the routes */

type SettingsEndpoint = EndpointDef & { params: unknown };

/** Registers the record, overview, roles and settings calls of app integrations. */
export function registerAppIntegrationRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  const { app, db, sessions } = ctx;
  const base = {
    table: appIntegrations,
    auditType: 'APP_INTEGRATION' as const,
    conflict: appIntegrationMessages.conflict,
    payload: integrationPayload,
    select: selectIntegrations,
    toDetail,
  };

  registerResourceRoutes(ctx, appIntegrationsResource.endpoints, {
    ...base,
    beforeDelete: (tx, record) => setSoftwareStatus(tx, record.companyId, record.softwareId, 'NOT_INTEGRATED'),
  });

  /**
   * One settings PATCH on the kit's update: `columns` from the body and the locked record; `check`
   * runs in the transaction (a rule of the call, the software row's status).
   */
  const settingsPatch = <E extends SettingsEndpoint>(
    endpoint: E,
    columns: (body: never, before: IntegrationRecord) => Partial<typeof appIntegrations.$inferInsert>,
    check?: (tx: DbOrTx, before: IntegrationRecord) => Promise<void>,
  ) => {
    const options = {
      ...base,
      columns: (body: never, before: IntegrationRecord | undefined) => columns(body ?? ({} as never), before!),
      check: async (tx: DbOrTx, _c: unknown, { before }: { before: IntegrationRecord | undefined }) => check?.(tx, before!),
    } as unknown as ResourceRouteOptions<{ update: E }, typeof appIntegrations, SelectedIntegration>;
    const kit = resourceKit(db, { update: endpoint }, options);
    registerEndpoint(app, endpoint, sessions, (async ({ params, body, session, locale }: { params: { id: string }; body: never; session: SessionContext; locale: never }) =>
      kit.update(session, params.id, (body ?? {}) as never, locale)) as never);
  };

  settingsPatch(deactivateAppIntegrationEndpoint, () => ({ status: 'DEACTIVATED' }), (tx, before) => setSoftwareStatus(tx, before.companyId, before.softwareId, 'DEACTIVATED'));
  settingsPatch(reactivateAppIntegrationEndpoint, () => ({ status: 'ACTIVE' }), (tx, before) =>
    setSoftwareStatus(tx, before.companyId, before.softwareId, softwareStatusOf({ status: 'ACTIVE', isCustomApp: before.isCustomApp })),
  );
  settingsPatch(updateExternalTenantEndpoint, (body: { integratedTenantName: string }) => ({ integratedTenantName: body.integratedTenantName.trim() }));
  settingsPatch(
    updateCustomAppEndpoint,
    (body: { name: string; customAppType: string | null }) => ({ name: body.name.trim(), customAppType: body.customAppType }),
    async (_tx, before) => {
      if (!before.isCustomApp) throw conflict(appIntegrationMessages.notCustomApp);
    },
  );
  settingsPatch(updateCustomAppContractEndpoint, (body: Pick<AppContract, 'contractAnchorMonth' | 'contractAnchorDay' | 'billingCycleUnit' | 'billingCycleLength'>) => ({
    contractAnchorMonth: body.contractAnchorMonth,
    contractAnchorDay: body.contractAnchorDay,
    billingCycleUnit: body.billingCycleUnit,
    billingCycleLength: body.billingCycleLength,
  }));
  settingsPatch(updatePricingPlanEndpoint, (body: Pick<AppContract, 'planName' | 'pricingModel' | 'priceOfUnitPerBillingCycle' | 'currencyCode' | 'unit'>) => ({
    planName: body.planName?.trim() || null,
    pricingModel: body.pricingModel,
    priceOfUnitPerBillingCycle: body.priceOfUnitPerBillingCycle,
    currencyCode: body.currencyCode,
    unit: body.unit,
  }));
  settingsPatch(updateFeaturesEndpoint, (body: { USER_PROVISIONING: boolean }) => ({ userProvisioning: body.USER_PROVISIONING }));
  settingsPatch(updateInactiveDaysEndpoint, (body: { inactiveDays: number }) => ({ inactiveDays: body.inactiveDays }));
  settingsPatch(
    authenticateAppIntegrationEndpoint as unknown as SettingsEndpoint,
    () => ({ authenticatedAt: new Date() }),
    async (_tx, before) => {
      if (before.isCustomApp) throw conflict(appIntegrationMessages.customAppNoConnector);
      if (before.status === 'DEACTIVATED') throw conflict(appIntegrationMessages.deactivated);
    },
  );

  registerEndpoint(app, activateAppMdmEndpoint, sessions, async ({ params, session }) => {
    const current = await loadIntegration(db, session.companyId, params.id);
    const [catalogApp] = current.appId ? await db.select({ features: apps.features }).from(apps).where(eq(apps.id, current.appId)) : [];
    if (current.status !== 'ACTIVE' || !catalogApp?.features.includes('MDM')) return { success: false };
    const mdmKit = resourceKit(db, { update: updateFeaturesEndpoint }, {
      ...base,
      columns: () => ({ mdmActivatedAt: new Date() }),
    } as unknown as ResourceRouteOptions<{ update: typeof updateFeaturesEndpoint }, typeof appIntegrations, SelectedIntegration>);
    await mdmKit.update(session, current.id, {} as never, 'en-US');
    return { success: true };
  });

  registerEndpoint(app, getAppIntegrationSettingsEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const [catalogApp] = i.appId ? await db.select({ name: apps.name, logoUrl: apps.logoUrl, features: apps.features }).from(apps).where(eq(apps.id, i.appId)) : [];
    const [softwareRow] = i.softwareId ? await db.select({ logoUrl: software.logoUrl }).from(software).where(eq(software.id, i.softwareId)) : [];
    const answer: AppIntegrationSettings = {
      integratedApp: { name: i.name, avatarUrl: catalogApp?.logoUrl ?? softwareRow?.logoUrl ?? null, appId: i.appId },
      integratedTenantName: i.integratedTenantName,
      contract: contractOf(i),
      features: { USER_PROVISIONING: i.userProvisioning },
      supportsUserProvisioning: catalogApp?.features.includes('USER_PROVISIONING') ?? false,
      supportsMdm: catalogApp?.features.includes('MDM') ?? false,
      isCustomApp: i.isCustomApp,
      customAppType: i.customAppType,
      status: i.status as AppIntegrationSettings['status'],
      authenticatedAt: i.authenticatedAt?.toISOString() ?? null,
      mdmActivatedAt: i.mdmActivatedAt?.toISOString() ?? null,
      inactiveDays: i.inactiveDays,
      version: i.version,
    };
    return answer;
  });

  registerEndpoint(app, listAppRolesEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const items = await db
      .select({
        id: appRoles.id,
        name: appRoles.name,
        // the outer columns spelled out: drizzle leaves a one-table select's columns unqualified
        assignedWorkers: sql<number>`(select count(*)::int from app_assignments a where a.app_role_id = app_roles.id)`,
        accounts: sql<number>`(select count(*)::int from app_users u where u.app_integration_id = app_roles.app_integration_id and u.actual_role_name = app_roles.name)`,
      })
      .from(appRoles)
      .where(eq(appRoles.appIntegrationId, i.id))
      .orderBy(asc(appRoles.displayOrder), asc(appRoles.name));
    return { items };
  });

  /* overview */

  registerEndpoint(app, getAppContractOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const contract = contractOf(i);
    return { ...contract, nextRenewalDate: nextRenewalDate(contract, tokyoToday(), Number(tokyoToday(i.createdAt).slice(0, 4))) };
  });

  registerEndpoint(app, getUserAndPeopleOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const figures = await accountFigures(db, i, new Date());
    const noWorker = await countAppUsers(db, { companyId: session.companyId, appIntegrationId: i.id }, matchClock(), { category: 'NO_WORKER' });
    const [assigned] = await db.select({ n: count() }).from(appAssignments).where(eq(appAssignments.appIntegrationId, i.id));
    const [company] = await db.select({ n: count() }).from(people).where(and(eq(people.companyId, session.companyId), ne(people.status, 'ALUMNI')));
    return { accounts: figures.accounts, activeAccounts: figures.activeAccounts, linkedAccounts: figures.accounts - noWorker, assignedWorkers: assigned!.n, companyPeople: company!.n };
  });

  registerEndpoint(app, getBillingCostOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const c = contractOf(i);
    const { activeAccounts } = await accountFigures(db, i, new Date());
    const billableUnits = c.pricingModel === 'LINEAR' ? activeAccounts : c.pricingModel === 'FIXED' ? 1 : 0;
    const monthly = monthlyCostOf(c, activeAccounts);
    const answer: BillingCostOverview = {
      currencyCode: c.currencyCode,
      pricingModel: c.pricingModel,
      unit: c.unit,
      priceOfUnitPerBillingCycle: c.priceOfUnitPerBillingCycle,
      billingCycleUnit: c.billingCycleUnit,
      billingCycleLength: c.billingCycleLength,
      billableUnits,
      costPerCycle: monthly === null ? null : round2(monthly * cycleMonths(c)),
      monthlyCost: monthly,
      yearlyCost: monthly === null ? null : round2(monthly * 12),
    };
    return answer;
  });

  registerEndpoint(app, getUserGrowthOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const months = await monthlyAccounts(db, i, tokyoToday());
    const answer: UserGrowthOverview = { months: months.map(({ month, newAccounts, totalAccounts }) => ({ month, newAccounts, totalAccounts })) };
    return answer;
  });

  registerEndpoint(app, getMonthlyActiveUserRateOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const { activeAccounts, signedInAccounts } = await accountFigures(db, i, new Date());
    return { activeAccounts, signedInAccounts, rate: activeAccounts === 0 ? null : Math.round((signedInAccounts / activeAccounts) * 10_000) / 10_000 };
  });

  registerEndpoint(app, getMonthlyCostOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const c = contractOf(i);
    const months = await monthlyAccounts(db, i, tokyoToday());
    const answer: MonthlyCostOverview = { currencyCode: c.currencyCode, months: months.map((m) => ({ month: m.month, amount: monthlyCostOf(c, m.billableAccounts) })) };
    return answer;
  });

  registerEndpoint(app, getRenewalDateOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const today = tokyoToday();
    const renewalDate = nextRenewalDate(contractOf(i), today, Number(tokyoToday(i.createdAt).slice(0, 4)));
    return { renewalDate, daysLeft: renewalDate === null ? null : daysBetween(today, renewalDate) };
  });

  registerEndpoint(app, getSavingCostOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const c = contractOf(i);
    const { inactiveAccounts } = await accountFigures(db, i, new Date());
    const perCycle =
      c.pricingModel === 'LINEAR' ? (c.priceOfUnitPerBillingCycle === null ? null : round2(c.priceOfUnitPerBillingCycle * inactiveAccounts)) : c.pricingModel === null ? null : 0;
    return {
      currencyCode: c.currencyCode,
      inactiveDays: i.inactiveDays,
      inactiveAccounts,
      priceOfUnitPerBillingCycle: c.priceOfUnitPerBillingCycle,
      savingPerCycle: perCycle,
      savingPerMonth: perCycle === null ? null : round2(perCycle / cycleMonths(c)),
    };
  });

  registerEndpoint(app, getRecommendedActionsOverviewEndpoint, sessions, async ({ params, session }) => {
    const i = await loadIntegration(db, session.companyId, params.id);
    const plan: [RecommendedActionsOverview['items'][number]['action'], AppUserCategory][] = [
      ['REMOVE_NO_WORKER', 'NO_WORKER'],
      ['REMOVE_ALUMNI', 'ALUMNI'],
      ['REMOVE_INACTIVE', 'INACTIVE'],
      ['FIX_VIOLATED_ROLE', 'VIOLATED_ROLE'],
      ['REVIEW_VIOLATED', 'VIOLATED'],
      ['ADD_NO_USER', 'NO_USER'],
    ];
    // the users tab's own counts (the rule matching), so a card's number is what its link lists
    const scope = { companyId: session.companyId, appIntegrationId: i.id };
    const clock = matchClock();
    const counted = await Promise.all(plan.map(async ([action, category]) => ({ action, category, count: await countAppUsers(db, scope, clock, { category }) })));
    const answer: RecommendedActionsOverview = { items: counted.filter((a) => a.count > 0) };
    return answer;
  });
}
