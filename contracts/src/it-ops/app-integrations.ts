import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { resource, versionSchema } from '../common/resource';
import { currencyCodeValues } from '../marketplace/store';
import { perUnitBasisValues } from './licenses';
import { integratedTenantNameSchema } from './apps';
import { fields } from '../common/fields';
import { appUserFields } from './app-users';
import { csvExportQuery, csvExportResultSchema, csvImportBodySchema, csvImportResultSchema } from '../common/csv-import';

/**
 * The app integration record (001 §2 "App integrations and apps": `/app-integrations/{id}` with
 * tabs overview, users, groups, detail, architecture, rule-and-policy, settings, and the header;
 * §3 "App integration"; §4 deactivate, reactivate, delete; §7 "App integrations": the record, the
 * nine overview calls, the settings calls; §8 toasts). The users tab's calls are in
 * `app-users.ts`, the refresh calls in `app-refresh.ts`. docs/software.md "App integration record".
 */

/** Server messages of the app integration record (catalog `contracts`). */
export const appIntegrationMessages = {
  conflict: /*i18n*/ { id: 'api.appIntegration.conflict', message: 'This app integration was changed by someone else. Reload it and try again.' },
  notCustomApp: /*i18n*/ { id: 'api.appIntegration.notCustomApp', message: 'Only a custom app can be changed this way.' },
  customAppNoConnector: /*i18n*/ { id: 'api.appIntegration.customAppNoConnector', message: 'A custom app has no connector to authenticate.' },
  deactivated: /*i18n*/ { id: 'api.appIntegration.deactivated', message: 'This app integration is deactivated. Reactivate it first.' },
  nameWhitespaceOnly: /*i18n*/ { id: 'validation.appIntegration.name.whitespaceOnly', message: 'The app name cannot be only spaces' },
} as const;

/** Status of an integration (001 §4): ACTIVE, or DEACTIVATED (no refresh; reactivate to resume). */
export const appIntegrationStatusValues = ['ACTIVE', 'DEACTIVATED'] as const;
export const appIntegrationStatusSchema = v.picklist(appIntegrationStatusValues, messages.picklist.id);
export type AppIntegrationStatus = v.InferOutput<typeof appIntegrationStatusSchema>;

/** Billing cycle unit of a contract: the cycle is `billingCycleLength` months or years. */
export const billingCycleUnitValues = ['MONTH', 'YEAR'] as const;
export const billingCycleUnitSchema = v.picklist(billingCycleUnitValues, messages.picklist.id);
export type BillingCycleUnit = v.InferOutput<typeof billingCycleUnitSchema>;

/**
 * Pricing model of a contract: FREE (no cost), FIXED (`priceOfUnitPerBillingCycle` is the whole
 * price per cycle), LINEAR (that price per unit: per billable user or per license seat, `unit`).
 */
export const pricingModelValues = ['FREE', 'FIXED', 'LINEAR'] as const;
export const pricingModelSchema = v.picklist(pricingModelValues, messages.picklist.id);
export type PricingModel = v.InferOutput<typeof pricingModelSchema>;

/** Per-unit basis of a LINEAR price (001 §3): BILLABLE_USER or LICENSE_SEAT. */
export const appContractUnitSchema = v.picklist(perUnitBasisValues, messages.picklist.id);
/** Contract currency (001 §9). */
export const appCurrencySchema = v.picklist(currencyCodeValues, messages.picklist.id);

/** Custom app name: 1–100 characters, not only spaces. */
export const customAppNameMaxLength = 100;
/** Custom app type (the custom SaaS category it was added under): at most 50 characters. */
export const customAppTypeMaxLength = 50;
/** Plan name: at most 100 characters. */
export const planNameMaxLength = 100;
/** Price per unit per billing cycle: 0 to 10,000,000,000, at most two decimals. */
export const appPriceMax = 10_000_000_000;
/** Billing cycle length: 1 to 36 units. */
export const billingCycleLengthMax = 36;
/** Days without a sign-in after which an active account counts as inactive: 1 to 3650 (default 90). */
export const inactiveDaysMax = 3650;

/**
 * The contract of an integration (001 §3 "App integration" `contract`): the anchor month (1–12) and
 * day (1–31, clamped to the month's last day) from which the billing cycles run, the cycle unit and
 * length, the pricing model, the price per unit per cycle, the currency, the plan name and the
 * per-unit basis. Each is null until set, except the currency (JPY by default).
 */
export const appContractSchema = v.object({
  contractAnchorMonth: v.nullable(v.number()),
  contractAnchorDay: v.nullable(v.number()),
  billingCycleUnit: v.nullable(billingCycleUnitSchema),
  billingCycleLength: v.nullable(v.number()),
  pricingModel: v.nullable(pricingModelSchema),
  priceOfUnitPerBillingCycle: v.nullable(v.number()),
  currencyCode: appCurrencySchema,
  planName: v.nullable(v.string()),
  unit: v.nullable(appContractUnitSchema),
});
export type AppContract = v.InferOutput<typeof appContractSchema>;

/**
 * An app integration (the record's header and detail tab, 001 §2, §3): `id`; the integrated app —
 * `appId` (null for a custom app), `name`, `logoUrl`, `vendorName`, the app's `features`
 * (`USER_PROVISIONING`, `SSO`, `MDM`) and `authMethod`; `isCustomApp` and `customAppType`;
 * `integratedTenantName`; `status`; `softwareId` (the registry row it shows under, or null);
 * `contract`; `planName` and `price` (the contract's, repeated for the header); `renewalDate`
 * (the next renewal from the anchor, `YYYY-MM-DD` in Asia/Tokyo, null without an anchor);
 * `userProvisioning` (the features flag), `authenticatedAt` / `mdmActivatedAt` (ISO 8601 or null),
 * `inactiveDays`; the last refresh (`refreshStatus`, `lastRefreshedAt`); `accountCount`;
 * `version` (optimistic concurrency) and `createdAt` / `updatedAt`.
 */
export const appIntegrationSchema = v.object({
  id: v.string(),
  appId: v.nullable(v.string()),
  name: v.string(),
  logoUrl: v.nullable(v.string()),
  vendorName: v.nullable(v.string()),
  features: v.array(v.string()),
  authMethod: v.nullable(v.string()),
  isCustomApp: v.boolean(),
  customAppType: v.nullable(v.string()),
  integratedTenantName: v.nullable(v.string()),
  status: appIntegrationStatusSchema,
  softwareId: v.nullable(v.string()),
  contract: appContractSchema,
  planName: v.nullable(v.string()),
  price: v.nullable(v.number()),
  renewalDate: v.nullable(v.string()),
  userProvisioning: v.boolean(),
  authenticatedAt: v.nullable(v.string()),
  mdmActivatedAt: v.nullable(v.string()),
  inactiveDays: v.number(),
  refreshStatus: v.string(),
  lastRefreshedAt: v.nullable(v.string()),
  accountCount: v.number(),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type AppIntegration = v.InferOutput<typeof appIntegrationSchema>;

/** Labels of the integration's status (the header's tag, the detail tab, the history). */
export const appIntegrationStatusLabels = {
  ACTIVE: /*i18n*/ { id: 'field.appIntegration.status.ACTIVE', message: 'Active' },
  DEACTIVATED: /*i18n*/ { id: 'field.appIntegration.status.DEACTIVATED', message: 'Deactivated' },
} as const satisfies Record<AppIntegrationStatus, { id: string; message: string }>;

/** Labels of the contract's pricing models. */
export const pricingModelLabels = {
  FREE: /*i18n*/ { id: 'field.appIntegration.contract.pricingModel.FREE', message: 'Free' },
  FIXED: /*i18n*/ { id: 'field.appIntegration.contract.pricingModel.FIXED', message: 'Fixed price' },
  LINEAR: /*i18n*/ { id: 'field.appIntegration.contract.pricingModel.LINEAR', message: 'Per unit' },
} as const satisfies Record<PricingModel, { id: string; message: string }>;

/** Labels of the contract's billing cycle units. */
export const billingCycleUnitLabels = {
  MONTH: /*i18n*/ { id: 'field.appIntegration.contract.billingCycleUnit.MONTH', message: 'Month' },
  YEAR: /*i18n*/ { id: 'field.appIntegration.contract.billingCycleUnit.YEAR', message: 'Year' },
} as const satisfies Record<BillingCycleUnit, { id: string; message: string }>;

/** Labels of the contract's per-unit basis (001 §3). */
export const appContractUnitLabels = {
  BILLABLE_USER: /*i18n*/ { id: 'field.appIntegration.contract.unit.BILLABLE_USER', message: 'Billable user' },
  LICENSE_SEAT: /*i18n*/ { id: 'field.appIntegration.contract.unit.LICENSE_SEAT', message: 'License seat' },
} as const satisfies Record<(typeof perUnitBasisValues)[number], { id: string; message: string }>;

/**
 * The fields of an app integration, described once (issue 30; docs/fields.md), keyed by the
 * `APP_INTEGRATION` audit entries' dotted paths (`contract.planName`, `features.USER_PROVISIONING`,
 * …): the detail tab, the settings tab's forms and choices, the overview's contract card, the
 * record's header and the history read these labels. `vendorName`, `isCustomApp` and `renewalDate`
 * are the record's, never changed by a call (not audited).
 */
export const appIntegrationFields = fields({
  name: { label: /*i18n*/ { id: 'field.appIntegration.name', message: 'App name' }, kind: 'text' },
  vendorName: { label: /*i18n*/ { id: 'field.appIntegration.vendorName', message: 'Vendor' }, kind: 'text' },
  isCustomApp: { label: /*i18n*/ { id: 'field.appIntegration.isCustomApp', message: 'Custom app' }, kind: 'boolean' },
  customAppType: { label: /*i18n*/ { id: 'field.appIntegration.customAppType', message: 'Custom app type' }, kind: 'text' },
  integratedTenantName: { label: /*i18n*/ { id: 'field.appIntegration.integratedTenantName', message: 'Tenant' }, kind: 'text' },
  status: { label: /*i18n*/ { id: 'field.appIntegration.status', message: 'Status' }, kind: 'enum', values: appIntegrationStatusLabels },
  'contract.contractAnchorMonth': { label: /*i18n*/ { id: 'field.appIntegration.contract.contractAnchorMonth', message: 'Contract anchor month' }, kind: 'number' },
  'contract.contractAnchorDay': { label: /*i18n*/ { id: 'field.appIntegration.contract.contractAnchorDay', message: 'Contract anchor day' }, kind: 'number' },
  'contract.billingCycleUnit': { label: /*i18n*/ { id: 'field.appIntegration.contract.billingCycleUnit', message: 'Billing cycle unit' }, kind: 'enum', values: billingCycleUnitLabels },
  'contract.billingCycleLength': { label: /*i18n*/ { id: 'field.appIntegration.contract.billingCycleLength', message: 'Billing cycle length' }, kind: 'number' },
  'contract.pricingModel': { label: /*i18n*/ { id: 'field.appIntegration.contract.pricingModel', message: 'Pricing model' }, kind: 'enum', values: pricingModelLabels },
  'contract.priceOfUnitPerBillingCycle': { label: /*i18n*/ { id: 'field.appIntegration.contract.priceOfUnitPerBillingCycle', message: 'Price per unit per cycle' }, kind: 'number' },
  'contract.currencyCode': { label: /*i18n*/ { id: 'field.appIntegration.contract.currencyCode', message: 'Currency' }, kind: 'text' },
  'contract.planName': { label: /*i18n*/ { id: 'field.appIntegration.contract.planName', message: 'Plan' }, kind: 'text' },
  'contract.unit': { label: /*i18n*/ { id: 'field.appIntegration.contract.unit', message: 'Per-unit basis' }, kind: 'enum', values: appContractUnitLabels },
  renewalDate: { label: /*i18n*/ { id: 'field.appIntegration.renewalDate', message: 'Renewal date' }, kind: 'date' },
  'features.USER_PROVISIONING': { label: /*i18n*/ { id: 'field.appIntegration.features.USER_PROVISIONING', message: 'User provisioning' }, kind: 'boolean' },
  inactiveDays: { label: /*i18n*/ { id: 'field.appIntegration.inactiveDays', message: 'Inactive after (days)' }, kind: 'number' },
  authenticatedAt: { label: /*i18n*/ { id: 'field.appIntegration.authenticatedAt', message: 'Authenticated' }, kind: 'date' },
  mdmActivatedAt: { label: /*i18n*/ { id: 'field.appIntegration.mdmActivatedAt', message: 'MDM activated' }, kind: 'date' },
});

/**
 * The app integration resource (001 §7; DECISIONS.md paths):
 * - `GET /v2/app-integrations/{id}` — the record; 404 when the id is not a UUID or not the company's;
 * - `DELETE /v2/app-integrations/{id}` — removes the integration with its roles, assignments and
 *   accounts (204); its software row stays, marked NOT_INTEGRATED. DELETE audit entry.
 */
export const appIntegrationsResource = resource({
  path: '/v2/app-integrations', access: 'operator', product: 'IT', detail: appIntegrationSchema,
  get: { summary: 'One app integration' },
  delete: { summary: 'Delete an app integration' },
});
export const { get: getAppIntegrationEndpoint, delete: deleteAppIntegrationEndpoint } = appIntegrationsResource.endpoints;

/** Path params of the one-integration calls (`id`; not a UUID → 404). */
export const appIntegrationRecordParamsSchema = appIntegrationsResource.params;

const common = { access: 'operator', product: 'IT', params: appIntegrationRecordParamsSchema } as const;

/* ------------------------------------------------------------------ overview */

/** `GET …/overview/app-contract`: the contract plus the next renewal date (`YYYY-MM-DD`, Asia/Tokyo, or null). */
export const appContractOverviewSchema = v.object({ ...appContractSchema.entries, nextRenewalDate: v.nullable(v.string()) });
export type AppContractOverview = v.InferOutput<typeof appContractOverviewSchema>;

/**
 * `GET …/overview/user-and-people`: `accounts` (every account of the app), `activeAccounts`
 * (not deactivated), `linkedAccounts` (accounts matched to a worker), `assignedWorkers` (workers
 * who should hold an account: app assignments), `companyPeople` (the company's people who have
 * not left).
 */
export const userAndPeopleOverviewSchema = v.object({
  accounts: v.number(),
  activeAccounts: v.number(),
  linkedAccounts: v.number(),
  assignedWorkers: v.number(),
  companyPeople: v.number(),
});
export type UserAndPeopleOverview = v.InferOutput<typeof userAndPeopleOverviewSchema>;

/**
 * `GET …/overview/billing-cost`: `billableUnits` (active accounts for LINEAR, 1 for FIXED, 0 for
 * FREE), `costPerCycle` (price × units), `monthlyCost` (the cycle's cost spread over its months)
 * and `yearlyCost` (12 × monthly), in `currencyCode`; null amounts when the price or cycle is not set.
 */
export const billingCostOverviewSchema = v.object({
  currencyCode: appCurrencySchema,
  pricingModel: v.nullable(pricingModelSchema),
  unit: v.nullable(appContractUnitSchema),
  priceOfUnitPerBillingCycle: v.nullable(v.number()),
  billingCycleUnit: v.nullable(billingCycleUnitSchema),
  billingCycleLength: v.nullable(v.number()),
  billableUnits: v.number(),
  costPerCycle: v.nullable(v.number()),
  monthlyCost: v.nullable(v.number()),
  yearlyCost: v.nullable(v.number()),
});
export type BillingCostOverview = v.InferOutput<typeof billingCostOverviewSchema>;

/**
 * `GET …/overview/user-growth`: the last 12 months (`YYYY-MM`, Asia/Tokyo, oldest first): accounts
 * created that month (`newAccounts`, from the app's `external_created_at`) and the accounts
 * existing at its end (`totalAccounts`).
 */
export const userGrowthOverviewSchema = v.object({
  months: v.array(v.object({ month: v.string(), newAccounts: v.number(), totalAccounts: v.number() })),
});
export type UserGrowthOverview = v.InferOutput<typeof userGrowthOverviewSchema>;

/**
 * `GET …/overview/monthly-active-user-rate`: of the active accounts, how many signed in within the
 * last 30 days; `rate` is that share from 0 to 1 (null with no active account).
 */
export const monthlyActiveUserRateOverviewSchema = v.object({
  activeAccounts: v.number(),
  signedInAccounts: v.number(),
  rate: v.nullable(v.number()),
});
export type MonthlyActiveUserRateOverview = v.InferOutput<typeof monthlyActiveUserRateOverviewSchema>;

/**
 * `GET …/overview/monthly-cost`: the last 12 months (`YYYY-MM`, oldest first) with the month's cost
 * in `currencyCode`: the monthly equivalent of the price times the billable units that existed at
 * the month's end (accounts created by then and not deactivated before it); null without a price.
 */
export const monthlyCostOverviewSchema = v.object({
  currencyCode: appCurrencySchema,
  months: v.array(v.object({ month: v.string(), amount: v.nullable(v.number()) })),
});
export type MonthlyCostOverview = v.InferOutput<typeof monthlyCostOverviewSchema>;

/** `GET …/overview/renewal-date`: the next renewal (`YYYY-MM-DD`, Asia/Tokyo; today counts) and the days left, or nulls without an anchor. */
export const renewalDateOverviewSchema = v.object({ renewalDate: v.nullable(v.string()), daysLeft: v.nullable(v.number()) });
export type RenewalDateOverview = v.InferOutput<typeof renewalDateOverviewSchema>;

/**
 * `GET …/overview/saving-cost`: unused seats — `inactiveAccounts` (active accounts without a
 * sign-in for `inactiveDays`) — and what removing them saves: `savingPerCycle` (LINEAR: inactive ×
 * unit price; other models 0) and `savingPerMonth`, in `currencyCode`; null without a price.
 */
export const savingCostOverviewSchema = v.object({
  currencyCode: appCurrencySchema,
  inactiveDays: v.number(),
  inactiveAccounts: v.number(),
  priceOfUnitPerBillingCycle: v.nullable(v.number()),
  savingPerCycle: v.nullable(v.number()),
  savingPerMonth: v.nullable(v.number()),
});
export type SavingCostOverview = v.InferOutput<typeof savingCostOverviewSchema>;

/**
 * A recommended action (from the rule matching, 001 §3): remove accounts without a worker
 * (NO_WORKER) or of alumni (ALUMNI), remove inactive accounts (INACTIVE), fix a role (VIOLATED_ROLE),
 * remove or approve an unassigned account (VIOLATED), create a missing account (NO_USER).
 */
export const recommendedActionValues = ['REMOVE_NO_WORKER', 'REMOVE_ALUMNI', 'REMOVE_INACTIVE', 'FIX_VIOLATED_ROLE', 'REVIEW_VIOLATED', 'ADD_NO_USER'] as const;
export type RecommendedAction = (typeof recommendedActionValues)[number];

/**
 * `GET …/overview/recommended-actions`: `items` — each action with its users-tab `category`
 * (`NO_WORKER`, `ALUMNI`, …: the link is `/app-integrations/{id}/users?category=…`) and how many
 * accounts or workers it concerns; only actions with a count above 0, in the order above.
 */
export const recommendedActionsOverviewSchema = v.object({
  items: v.array(v.object({ action: v.picklist(recommendedActionValues), category: v.string(), count: v.number() })),
});
export type RecommendedActionsOverview = v.InferOutput<typeof recommendedActionsOverviewSchema>;

const overview = <const P extends string, const S extends v.GenericSchema>(part: P, summary: string, schema: S) =>
  endpoint({
    method: 'GET', path: `/v2/app-integrations/{id}/overview/${part}`, summary, ...common,
    responses: { 200: schema, ...errorResponses(401, 403, 404) },
  });

/** `GET /v2/app-integrations/{id}/overview/app-contract` (001 §7). */
export const getAppContractOverviewEndpoint = overview('app-contract', 'App integration contract', appContractOverviewSchema);
/** `GET /v2/app-integrations/{id}/overview/user-and-people` (001 §7). */
export const getUserAndPeopleOverviewEndpoint = overview('user-and-people', 'App accounts and people', userAndPeopleOverviewSchema);
/** `GET /v2/app-integrations/{id}/overview/billing-cost` (001 §7). */
export const getBillingCostOverviewEndpoint = overview('billing-cost', 'App billing cost', billingCostOverviewSchema);
/** `GET /v2/app-integrations/{id}/overview/user-growth` (001 §7). */
export const getUserGrowthOverviewEndpoint = overview('user-growth', 'App account growth', userGrowthOverviewSchema);
/** `GET /v2/app-integrations/{id}/overview/monthly-active-user-rate` (001 §7). */
export const getMonthlyActiveUserRateOverviewEndpoint = overview('monthly-active-user-rate', 'App monthly active user rate', monthlyActiveUserRateOverviewSchema);
/** `GET /v2/app-integrations/{id}/overview/monthly-cost` (001 §7). */
export const getMonthlyCostOverviewEndpoint = overview('monthly-cost', 'App monthly cost', monthlyCostOverviewSchema);
/** `GET /v2/app-integrations/{id}/overview/renewal-date` (001 §7). */
export const getRenewalDateOverviewEndpoint = overview('renewal-date', 'App renewal date', renewalDateOverviewSchema);
/** `GET /v2/app-integrations/{id}/overview/saving-cost` (001 §7). */
export const getSavingCostOverviewEndpoint = overview('saving-cost', 'App saving cost', savingCostOverviewSchema);
/** `GET /v2/app-integrations/{id}/overview/recommended-actions` (001 §7). */
export const getRecommendedActionsOverviewEndpoint = overview('recommended-actions', 'App recommended actions', recommendedActionsOverviewSchema);

/* ------------------------------------------------------------------- groups */

/** A role of the app (the groups tab): name, how many workers are assigned it, how many accounts hold it now. */
export const appRoleRowSchema = v.object({ id: v.string(), name: v.string(), assignedWorkers: v.number(), accounts: v.number() });
export type AppRoleRow = v.InferOutput<typeof appRoleRowSchema>;

/** `GET /v2/app-integrations/{id}/roles` — the app's roles in display order (this module's own call, the groups tab). */
export const listAppRolesEndpoint = endpoint({
  method: 'GET', path: '/v2/app-integrations/{id}/roles', summary: 'Roles of an app integration', ...common,
  responses: { 200: v.object({ items: v.array(appRoleRowSchema) }), ...errorResponses(401, 403, 404) },
});

/* ----------------------------------------------------------------- settings */

/**
 * `GET /v2/app-integrations/{id}/settings` answer (001 §3 "App integration", §7): the integrated app
 * (`name`, `avatarUrl`, `appId`), `integratedTenantName`, `contract`, `features` (`USER_PROVISIONING`),
 * whether the app supports provisioning and MDM (`supportsUserProvisioning`, `supportsMdm`), the
 * custom app fields, `status`, `authenticatedAt`, `mdmActivatedAt`, `inactiveDays`, `version`.
 */
export const appIntegrationSettingsSchema = v.object({
  integratedApp: v.object({ name: v.string(), avatarUrl: v.nullable(v.string()), appId: v.nullable(v.string()) }),
  integratedTenantName: v.nullable(v.string()),
  contract: appContractSchema,
  features: v.object({ USER_PROVISIONING: v.boolean() }),
  supportsUserProvisioning: v.boolean(),
  supportsMdm: v.boolean(),
  isCustomApp: v.boolean(),
  customAppType: v.nullable(v.string()),
  status: appIntegrationStatusSchema,
  authenticatedAt: v.nullable(v.string()),
  mdmActivatedAt: v.nullable(v.string()),
  inactiveDays: v.number(),
  version: v.number(),
});
export type AppIntegrationSettings = v.InferOutput<typeof appIntegrationSettingsSchema>;

/** `GET /v2/app-integrations/{id}/settings` (001 §7). */
export const getAppIntegrationSettingsEndpoint = endpoint({
  method: 'GET', path: '/v2/app-integrations/{id}/settings', summary: 'App integration settings', ...common,
  responses: { 200: appIntegrationSettingsSchema, ...errorResponses(401, 403, 404) },
});

const optionalNumber = (min: number, max: number, integer: boolean) =>
  v.nullable(
    integer
      ? v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(min, messages.minValue.id), v.maxValue(max, messages.maxValue.id))
      : v.pipe(
          v.number(messages.invalidType.id),
          v.minValue(min, messages.minValue.id),
          v.maxValue(max, messages.maxValue.id),
          v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, messages.invalid.id),
        ),
  );

/** Body of `PATCH …/settings/external-tenant`: `integratedTenantName` (1–100, not only spaces) and `version`. The UI toasts "Success!!" (001 §8). */
export const updateExternalTenantBodySchema = v.object({ integratedTenantName: integratedTenantNameSchema, version: versionSchema });
export type UpdateExternalTenantBody = v.InferOutput<typeof updateExternalTenantBodySchema>;

/** Body of `PATCH …/settings/custom-app` (custom apps only, else 409): `name` (1–100, not only spaces), `customAppType` (≤ 50 or null), `version`. */
export const updateCustomAppBodySchema = v.object({
  name: v.pipe(
    v.string(messages.required.id),
    v.nonEmpty(messages.required.id),
    v.check((name) => name === '' || name.replace(/[\s\u3000]/g, '') !== '', appIntegrationMessages.nameWhitespaceOnly.id),
    v.maxLength(customAppNameMaxLength, messages.maxLength.id),
  ),
  customAppType: v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(customAppTypeMaxLength, messages.maxLength.id))),
  version: versionSchema,
});
export type UpdateCustomAppBody = v.InferOutput<typeof updateCustomAppBodySchema>;

/**
 * Body of `PATCH …/settings/custom-app-contract`: the contract's terms — `contractAnchorMonth`
 * (1–12), `contractAnchorDay` (1–31), `billingCycleUnit`, `billingCycleLength` (1–36), each null
 * to clear — and `version`. Any integration may set them (the simulated connector reads no
 * contract; docs/software.md).
 */
export const updateCustomAppContractBodySchema = v.object({
  contractAnchorMonth: optionalNumber(1, 12, true),
  contractAnchorDay: optionalNumber(1, 31, true),
  billingCycleUnit: v.nullable(billingCycleUnitSchema),
  billingCycleLength: optionalNumber(1, billingCycleLengthMax, true),
  version: versionSchema,
});
export type UpdateCustomAppContractBody = v.InferOutput<typeof updateCustomAppContractBodySchema>;

/**
 * Body of `PATCH …/settings/pricing-plan`: `planName` (≤ 100 or null), `pricingModel`,
 * `priceOfUnitPerBillingCycle` (0–10,000,000,000, two decimals at most, or null), `currencyCode`,
 * `unit` (the per-unit basis, or null), `version`.
 */
export const updatePricingPlanBodySchema = v.object({
  planName: v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(planNameMaxLength, messages.maxLength.id))),
  pricingModel: v.nullable(pricingModelSchema),
  priceOfUnitPerBillingCycle: optionalNumber(0, appPriceMax, false),
  currencyCode: appCurrencySchema,
  unit: v.nullable(appContractUnitSchema),
  version: versionSchema,
});
export type UpdatePricingPlanBody = v.InferOutput<typeof updatePricingPlanBodySchema>;

/** Body of `PATCH …/settings/features` (001 §7): `{ USER_PROVISIONING: boolean }` — a switch, no version. */
export const updateFeaturesBodySchema = v.object({ USER_PROVISIONING: v.boolean(messages.invalidType.id) });
export type UpdateFeaturesBody = v.InferOutput<typeof updateFeaturesBodySchema>;

/** Body of `PATCH …/settings/inactive-days` (this module's own; the rule-and-policy tab): `inactiveDays` (1–3650) and `version`. */
export const updateInactiveDaysBodySchema = v.object({
  inactiveDays: v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1, messages.minValue.id), v.maxValue(inactiveDaysMax, messages.maxValue.id)),
  version: versionSchema,
});
export type UpdateInactiveDaysBody = v.InferOutput<typeof updateInactiveDaysBodySchema>;

const patch = <const P extends string, const B extends v.GenericSchema | undefined>(part: P, summary: string, body: B) =>
  endpoint({
    method: 'PATCH', path: `/v2/app-integrations/{id}/settings/${part}`, summary, ...common, body,
    responses: { 200: appIntegrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });

/** `PATCH …/settings/deactivate` — status DEACTIVATED (its software row too); answers the record. No body; idempotent. */
export const deactivateAppIntegrationEndpoint = patch('deactivate', 'Deactivate an app integration', undefined);
/** `PATCH …/settings/reactivate` — status ACTIVE (its software row INTEGRATED or CUSTOM_APP); answers the record. */
export const reactivateAppIntegrationEndpoint = patch('reactivate', 'Reactivate an app integration', undefined);
/** `PATCH …/settings/external-tenant` — renames the integrated tenant; 409 on a stale version. */
export const updateExternalTenantEndpoint = patch('external-tenant', 'Change the integrated tenant', updateExternalTenantBodySchema);
/** `PATCH …/settings/custom-app` — renames a custom app and sets its type; 409 for a marketplace app or a stale version. */
export const updateCustomAppEndpoint = patch('custom-app', 'Change a custom app', updateCustomAppBodySchema);
/** `PATCH …/settings/custom-app-contract` — the contract's anchor and billing cycle; 409 on a stale version. */
export const updateCustomAppContractEndpoint = patch('custom-app-contract', 'Change the contract terms', updateCustomAppContractBodySchema);
/** `PATCH …/settings/pricing-plan` — plan, pricing model, price, currency and unit; 409 on a stale version. */
export const updatePricingPlanEndpoint = patch('pricing-plan', 'Change the pricing plan', updatePricingPlanBodySchema);
/** `PATCH …/settings/features` — the USER_PROVISIONING flag. */
export const updateFeaturesEndpoint = patch('features', 'Change the features', updateFeaturesBodySchema);
/** `PATCH …/settings/inactive-days` — after how many days without a sign-in an account is inactive; 409 on a stale version. */
export const updateInactiveDaysEndpoint = patch('inactive-days', 'Change the inactive rule', updateInactiveDaysBodySchema);

/**
 * `POST …/settings/authenticate` — (re)authenticates the connector (the simulated connector always
 * succeeds) and records `authenticatedAt`; answers the record. 409 for a custom app (no connector)
 * or a deactivated integration.
 */
export const authenticateAppIntegrationEndpoint = endpoint({
  method: 'POST', path: '/v2/app-integrations/{id}/settings/authenticate', summary: 'Authenticate an app integration', ...common,
  responses: { 200: appIntegrationSchema, ...errorResponses(401, 403, 404, 409) },
});

/**
 * `POST …/settings/mdm-activate` (001 §7, §8) — activates the app's MDM: `{ success: true }` and
 * `mdmActivatedAt` recorded when the app supports MDM and the integration is active, else
 * `{ success: false }` (the UI shows the update-error toast).
 */
export const activateAppMdmEndpoint = endpoint({
  method: 'POST', path: '/v2/app-integrations/{id}/settings/mdm-activate', summary: 'Activate MDM of an app integration', ...common,
  responses: { 200: v.object({ success: v.boolean() }), ...errorResponses(401, 403, 404) },
});


/* --------------------------------------------------------- accounts CSV */

/**
 * Columns of an integration's accounts CSV (`/app-integrations/import-csv/{id}`): `externalId`
 * (the app's own id; required, unique in the file: an existing one updates that account, a new one
 * adds it), `name` (required), `displayName`, `email`, `isActive`, `configuredMfa` (yes/no, true/false,
 * はい/いいえ), `actualRoleName`, `statusName`, `externalCreatedAt`, `lastSignedInAt`, `deactivatedAt`
 * (ISO 8601 date or date-time).
 */
export const appUsersCsvColumns = [
  'externalId', 'name', 'displayName', 'email', 'isActive', 'configuredMfa', 'actualRoleName', 'statusName', 'externalCreatedAt', 'lastSignedInAt', 'deactivatedAt',
] as const;
export type AppUsersCsvColumn = (typeof appUsersCsvColumns)[number];

/**
 * Column headers of the accounts CSV: the `appUserFields` labels (issue 30; docs/fields.md). A
 * header may be the key or the label in either language.
 */
export const appUsersCsvColumnLabels: Record<AppUsersCsvColumn, { id: string; message: string }> = {
  externalId: appUserFields.externalId.label,
  name: appUserFields.name.label,
  displayName: appUserFields.displayName.label,
  email: appUserFields.email.label,
  isActive: appUserFields.isActive.label,
  configuredMfa: appUserFields.configuredMfa.label,
  actualRoleName: appUserFields.actualRoleName.label,
  statusName: appUserFields.statusName.label,
  externalCreatedAt: appUserFields.externalCreatedAt.label,
  lastSignedInAt: appUserFields.lastSignedInAt.label,
  deactivatedAt: appUserFields.deactivatedAt.label,
};

/**
 * The accounts CSV of one integration (DECISIONS.md "CSV"; docs/csv.md), on the shared engine:
 * - `GET /v2/app-users-csv?appIntegrationId=…&mode=view|edit|edit-template&encoding=UTF-8` — the
 *   accounts (`view` and `edit`: every account by name) or the template; `{ url, mode, fileName }`
 *   (the integration is a query value: the wizard sends its `exportQuery`, its path params only to
 *   the import);
 * - `POST /v2/app-integrations/{id}/users-csv` — dry run or import, all or nothing
 *   (`csvImportResultSchema`); 404 for an integration that is not the company's.
 */
export const appUsersCsvEndpoints = {
  module: 'app-users',
  columns: appUsersCsvColumns,
  export: endpoint({
    method: 'GET', path: '/v2/app-users-csv', summary: 'App accounts: CSV export', access: 'operator', product: 'IT',
    query: csvExportQuery({ appIntegrationId: v.pipe(v.string(messages.required.id), v.maxLength(100, messages.maxLength.id)) }),
    responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  import: endpoint({
    method: 'POST', path: '/v2/app-integrations/{id}/users-csv', summary: 'App accounts: CSV import (dry run or real)', ...common,
    body: csvImportBodySchema,
    responses: { 200: csvImportResultSchema, ...errorResponses(400, 401, 403, 404) },
  }),
} as const;

/** Every call of the record (the `app-integrations` tag of `apiEndpoints`). */
export const appIntegrationEndpoints = [
  getAppIntegrationEndpoint, deleteAppIntegrationEndpoint,
  getAppContractOverviewEndpoint, getUserAndPeopleOverviewEndpoint, getBillingCostOverviewEndpoint, getUserGrowthOverviewEndpoint,
  getMonthlyActiveUserRateOverviewEndpoint, getMonthlyCostOverviewEndpoint, getRenewalDateOverviewEndpoint, getSavingCostOverviewEndpoint,
  getRecommendedActionsOverviewEndpoint, listAppRolesEndpoint, getAppIntegrationSettingsEndpoint,
  deactivateAppIntegrationEndpoint, reactivateAppIntegrationEndpoint, updateExternalTenantEndpoint, updateCustomAppEndpoint,
  updateCustomAppContractEndpoint, updatePricingPlanEndpoint, updateFeaturesEndpoint, updateInactiveDaysEndpoint,
  authenticateAppIntegrationEndpoint, activateAppMdmEndpoint, appUsersCsvEndpoints.export, appUsersCsvEndpoints.import,
] as const;

/** The two values of the accounts CSV's yes/no columns (`isActive`, `configuredMfa`); `true`/`false` are read too. */
export const appUsersCsvBooleanLabels = {
  TRUE: /*i18n*/ { id: 'appUser.csv.yes', message: 'Yes' },
  FALSE: /*i18n*/ { id: 'appUser.csv.no', message: 'No' },
} as const;
