import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  createSoftwareEndpoint,
  createSoftwareForAppIntegrationEndpoint,
  errorCodes,
  getSoftwareEndpoint,
  getSoftwareForAppIntegrationEndpoint,
  getSoftwareLogoPresignedUrlEndpoint,
  messages,
  softwareMessages,
  storageUrlTtlSeconds,
  updateSoftwareArchitectureEndpoint,
  updateSoftwareDetailEndpoint,
  type CustomSaasType,
  type Locale,
  type Software,
  type SoftwareArchitecture,
  type SoftwareDetail,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { appIntegrations, apps, software } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import type { ObjectStorage } from '../storage/storage';
import { isUuid, resourceKit, type KitRecord } from '../http/resource';
import { presignImageUpload, readCompanyImage, storedImageKey, storedImageUrl } from '../storage/images';

const { searchText: _searchText, ...softwareColumns } = getTableColumns(software);

/**
 * The integration shown for a software: its oldest integration. Written with qualified names: in a
 * one-table select drizzle leaves column names unqualified, and inside a subquery they would bind
 * to the subquery's own table.
 */
const integrationIdSql = sql<string | null>`(select ai.id from app_integrations ai where ai.software_id = "software"."id" order by ai.created_at, ai.id limit 1)`;
const accountsSql = (activeOnly: boolean) =>
  sql<number>`(select count(*)::int from app_users au where au.app_integration_id = ${integrationIdSql}${activeOnly ? sql` and au.is_active` : sql``})`;

/** The one-software query (no WHERE): the row, its integration's id and account counts. */
export const selectSoftware = (db: DbOrTx) =>
  db
    .select({ s: softwareColumns, appIntegrationId: integrationIdSql, total: accountsSql(false), active: accountsSql(true) })
    .from(software);
type SoftwareSelected = { s: KitRecord<typeof software>; appIntegrationId: string | null; total: number; active: number };

/** A software row as the registry lists it (`GET /v2/software`, 001 §3 "Software"); the start of its detail. */
export function toSoftware(
  r: Pick<KitRecord<typeof software>, 'id' | 'name' | 'type' | 'category' | 'logoUrl' | 'vendorName' | 'usageStatus' | 'integrationStatus' | 'userCount'>,
): Software {
  return {
    id: r.id,
    info: { name: r.name, type: r.type as Software['info']['type'], category: r.category as Software['info']['category'], logoUrl: r.logoUrl },
    vendor: { name: r.vendorName },
    operationalStatus: { usageStatus: r.usageStatus as Software['operationalStatus']['usageStatus'] },
    integrationStatus: r.integrationStatus as Software['integrationStatus'],
    isCustomSaas: r.type === 'CUSTOM_SAAS',
    userCount: r.userCount,
  };
}

/** A selected software as `GET /v2/software/{softwareId}` answers it (001 §3). */
export function toSoftwareDetail(r: SoftwareSelected): SoftwareDetail {
  const s = r.s;
  return {
    ...toSoftware(s),
    description: s.description,
    websiteUrl: s.websiteUrl,
    customSaasType: s.customSaasType as CustomSaasType | null,
    renewalDate: s.renewalDate,
    architecture: {
      hosting: s.hosting as SoftwareArchitecture['hosting'],
      environments: s.environments as SoftwareArchitecture['environments'],
      authMethod: s.authMethod as SoftwareArchitecture['authMethod'],
      provisionMethod: s.provisionMethod as SoftwareArchitecture['provisionMethod'],
      compliance: s.compliance as SoftwareArchitecture['compliance'],
      patchState: s.patchState as SoftwareArchitecture['patchState'],
      notes: s.architectureNotes,
    },
    appIntegrationId: r.appIntegrationId,
    accounts: r.appIntegrationId ? { total: Number(r.total), active: Number(r.active) } : null,
    version: s.version,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The software as the audit log compares it (field paths of the detail and architecture forms). */
const softwarePayload = (s: KitRecord<typeof software>) => ({
  name: s.name,
  type: s.type,
  customSaasType: s.customSaasType,
  vendorName: s.vendorName,
  category: s.category,
  usageStatus: s.usageStatus,
  description: s.description,
  websiteUrl: s.websiteUrl,
  renewalDate: s.renewalDate,
  logoUrl: s.logoUrl,
  hosting: s.hosting,
  environments: s.environments,
  authMethod: s.authMethod,
  provisionMethod: s.provisionMethod,
  compliance: s.compliance,
  patchState: s.patchState,
  notes: s.architectureNotes,
});

const badLogo = () =>
  new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'logoFile', descriptor: softwareMessages.logoFileMissing }]);

/**
 * The software record's calls (001 §3, §7 "Software"), on the resource kit's operations (tenant
 * scope, 404 for an id that is not a UUID or not the company's, 409 on a stale `version`, the
 * `SOFTWARE` audit entry in the write's transaction):
 * - `GET /v2/software/{softwareId}`, `POST /v2/software`;
 * - `PUT …/detail` (logo: `logoChanged` + `logoFile` names a `software-logo/{companyId}/…` key that
 *   was uploaded — else 400 at `logoFile` —, `logoDeleted` clears it), `PUT …/architecture`;
 * - `GET …/logo/presigned-url` (PUT a new logo, or DELETE the current one);
 * - `GET|POST /v2/software/app-integrations/{appIntegrationId}` (POST creates the row when GET 404s).
 */
export function registerSoftwareRecordRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>, storage: ObjectStorage): void {
  const { app, db, sessions } = ctx;
  const common = {
    table: software,
    auditType: 'SOFTWARE' as const,
    conflict: softwareMessages.conflict,
    payload: softwarePayload,
    select: selectSoftware,
    toDetail: toSoftwareDetail,
  };
  const detailKit = resourceKit(db, { get: getSoftwareEndpoint, create: createSoftwareEndpoint, update: updateSoftwareDetailEndpoint }, {
    ...common,
    columns: (body, before) => {
      const fields = {
        name: body.name.trim(),
        vendorName: body.vendorName.trim(),
        category: body.category,
        usageStatus: body.usageStatus,
        description: body.description || null,
        websiteUrl: body.websiteUrl || null,
        renewalDate: body.renewalDate,
      };
      if ('type' in body) {
        return { ...fields, type: body.type, customSaasType: body.type === 'CUSTOM_SAAS' ? body.customSaasType : null, integrationStatus: 'NOT_INTEGRATED' };
      }
      const logoUrl = body.logoDeleted ? null : body.logoChanged && body.logoFile ? storedImageUrl(body.logoFile) : (before?.logoUrl ?? null);
      return { ...fields, logoUrl };
    },
    check: async (_tx, columns, { companyId, before }) => {
      if (!before || columns.logoUrl === undefined || columns.logoUrl === null || columns.logoUrl === before.logoUrl) return;
      const key = storedImageKey(columns.logoUrl);
      if (!key || !key.startsWith(`software-logo/${companyId}/`) || !(await readCompanyImage(storage, companyId, key))) throw badLogo();
    },
  });
  const architectureKit = resourceKit(db, { get: getSoftwareEndpoint, update: updateSoftwareArchitectureEndpoint }, {
    ...common,
    columns: (body) => ({
      hosting: body.hosting,
      environments: [...new Set(body.environments)],
      authMethod: body.authMethod,
      provisionMethod: body.provisionMethod,
      compliance: body.compliance,
      patchState: body.patchState,
      architectureNotes: body.notes || null,
    }),
  });

  registerEndpoint(app, getSoftwareEndpoint, sessions, async ({ params, session, locale }) => detailKit.get(session.companyId, params.softwareId, locale));

  registerEndpoint(app, createSoftwareEndpoint, sessions, async ({ body, session }) => ({ id: await detailKit.create(session, body) }));

  registerEndpoint(app, updateSoftwareDetailEndpoint, sessions, async ({ params, body, session, locale }) => {
    const [old] = isUuid(params.softwareId)
      ? await db.select({ logoUrl: software.logoUrl }).from(software).where(and(eq(software.id, params.softwareId), eq(software.companyId, session.companyId)))
      : [];
    const answer = await detailKit.update(session, params.softwareId, body, locale);
    // the replaced or deleted logo is no longer shown anywhere: drop its object (best effort)
    const oldKey = storedImageKey(old?.logoUrl ?? null);
    if (oldKey && old?.logoUrl !== answer.info.logoUrl) await storage.remove(oldKey).catch(() => undefined);
    return answer;
  });

  registerEndpoint(app, updateSoftwareArchitectureEndpoint, sessions, async ({ params, body, session, locale }) =>
    architectureKit.update(session, params.softwareId, body, locale),
  );

  registerEndpoint(app, getSoftwareLogoPresignedUrlEndpoint, sessions, async ({ params, query, session, locale }) => {
    const current = await detailKit.get(session.companyId, params.softwareId, locale);
    if (query.method === 'DELETE') {
      const key = storedImageKey(current.info.logoUrl);
      if (!key) throw notFound();
      const { url, expiresAt } = await storage.presignDelete(key, { ttlSeconds: storageUrlTtlSeconds });
      return { url, key, method: 'DELETE' as const, headers: {}, expiresAt: expiresAt.toISOString() };
    }
    if (!query.filename) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'filename', descriptor: messages.required }]);
    return presignImageUpload(storage, 'software-logo', session.companyId, query.filename);
  });

  const integrationOf = async (companyId: string, appIntegrationId: string) => {
    if (!isUuid(appIntegrationId)) throw notFound();
    const [row] = await db
      .select({ integration: appIntegrations })
      .from(appIntegrations)
      .where(and(eq(appIntegrations.id, appIntegrationId), eq(appIntegrations.companyId, companyId)));
    if (!row) throw notFound();
    return row;
  };

  registerEndpoint(app, getSoftwareForAppIntegrationEndpoint, sessions, async ({ params, session, locale }) => {
    const { integration } = await integrationOf(session.companyId, params.appIntegrationId);
    if (!integration.softwareId) throw notFound();
    return detailKit.get(session.companyId, integration.softwareId, locale);
  });

  registerEndpoint(app, createSoftwareForAppIntegrationEndpoint, sessions, async ({ params, session, locale }) => {
    const id = await db.transaction(async (tx) => {
      // lock the integration: two fallbacks racing create one row
      const [integration] = await tx
        .select()
        .from(appIntegrations)
        .where(and(eq(appIntegrations.id, isUuid(params.appIntegrationId) ? params.appIntegrationId : '00000000-0000-0000-0000-000000000000'), eq(appIntegrations.companyId, session.companyId)))
        .for('update');
      if (!integration) throw notFound();
      if (integration.softwareId) return integration.softwareId;
      const [catalogApp] = integration.appId
        ? await tx.select({ vendorName: apps.vendorName, categoryId: apps.categoryId, logoUrl: apps.logoUrl }).from(apps).where(eq(apps.id, integration.appId))
        : [];
      const [row] = await tx
        .insert(software)
        .values({
          companyId: session.companyId,
          name: integration.name,
          type: integration.isCustomApp ? 'CUSTOM_SAAS' : 'SAAS',
          category: catalogApp?.categoryId ?? 'OTHER',
          vendorName: catalogApp?.vendorName ?? '',
          usageStatus: 'ACTIVE',
          integrationStatus: integration.status === 'DEACTIVATED' ? 'DEACTIVATED' : integration.isCustomApp ? 'CUSTOM_APP' : 'INTEGRATED',
          logoUrl: catalogApp?.logoUrl ?? null,
          createdBy: session.userId,
          updatedBy: session.userId,
        })
        .returning(softwareColumns);
      await tx.update(appIntegrations).set({ softwareId: row!.id }).where(eq(appIntegrations.id, integration.id));
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'SOFTWARE', resourceId: row!.id, before: null, after: softwarePayload(row!) });
      return row!.id;
    });
    return detailKit.get(session.companyId, id, locale as Locale);
  });
}

/* ------------------------------------------------------------------ cost helpers (shared with bill-and-cost) */

/** Months in one billing cycle: `billingCycleLength` × (12 for YEAR, 1 for MONTH); at least 1. */
const cycleMonths = (unit: string | null, length: number | null) => Math.max(1, (length ?? 1) * (unit === 'YEAR' ? 12 : 1));

/**
 * What an integration's contract costs a month: FREE 0; FIXED the price per cycle spread over the
 * cycle's months; LINEAR that times `activeAccounts`; null when the pricing or price is not known.
 */
export function integrationMonthlyCost(
  c: { pricingModel: string | null; priceOfUnitPerBillingCycle: number | null; billingCycleUnit: string | null; billingCycleLength: number | null },
  activeAccounts: number,
): number | null {
  if (c.pricingModel === 'FREE') return 0;
  if (c.priceOfUnitPerBillingCycle === null || (c.pricingModel !== 'FIXED' && c.pricingModel !== 'LINEAR')) return null;
  const perMonth = Number(c.priceOfUnitPerBillingCycle) / cycleMonths(c.billingCycleUnit, c.billingCycleLength);
  return round2(c.pricingModel === 'FIXED' ? perMonth : perMonth * activeAccounts);
}

/** What a license costs a month: price per billing unit (a year's 1/12) × seatsTotal (LICENSE_SEAT) or the seats used (BILLABLE_USER); null without a price. */
export function licenseMonthlyCost(l: { price: number | null; billingUnit: string; perUnitBasis: string; seatsTotal: number }, seatsUsed: number): number | null {
  if (l.price === null) return null;
  const perMonth = Number(l.price) / (l.billingUnit === 'YEAR' ? 12 : 1);
  return round2(perMonth * (l.perUnitBasis === 'BILLABLE_USER' ? seatsUsed : l.seatsTotal));
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
