import * as v from 'valibot';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { listEndpoints } from '../common/list-endpoints';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { createdIdSchema, listSchemas, versionSchema } from '../common/resource';
import { activityEndpoint } from '../system/audit-log';
import { imageFileNameSchema, presignedImageUrlSchema } from '../system/storage';
import { softwareTypeValues, softwareCategoryValues, softwareUsageStatusValues, softwareSchema, softwareListFields } from './software-list';

/*
 * The software record (issue 11): the detail, its forms and dialogs, their calls and the record's
 * fields. The registry's list — its row, enumerations, search, list and count calls and the fields
 * its table shows — is `./software-list` (issue 27: the registry's first screen loads only that);
 * this module builds on it.
 */

/** Server messages of the software record (catalog `contracts`). */
export const softwareMessages = {
  nameWhitespaceOnly: /*i18n*/ { id: 'validation.software.name.whitespaceOnly', message: 'The software name cannot be only spaces' },
  customSaasTypeRequired: /*i18n*/ { id: 'validation.software.customSaasType.required', message: 'Choose the custom SaaS type' },
  logoBoth: /*i18n*/ { id: 'validation.software.logo.both', message: 'A logo cannot be changed and deleted at once' },
  logoFileRequired: /*i18n*/ { id: 'validation.software.logoFile.required', message: 'Upload the logo image first' },
  logoFileMissing: /*i18n*/ { id: 'validation.software.logoFile.missing', message: 'The uploaded logo was not found. Upload it again.' },
  conflict: /*i18n*/ { id: 'api.software.conflict', message: 'Someone else changed this software while you were editing it. Reload it and try again.' },
} as const;

/** Custom SaaS categories (001 §3), the `{customSaasType}` of `/software/custom-saas/add/{customSaasType}`. */
export const customSaasTypeValues = [
  'COMMUNICATION', 'DESIGN', 'DEVELOPMENT', 'STORAGE', 'FINANCE_ACCOUNTING', 'GENERAL_AFFAIRS', 'HUMAN_RESOURCES',
  'IT_SECURITY', 'LEGAL', 'MARKETING', 'PROJECT_MANAGEMENT', 'SALES_CRM',
] as const;
export const customSaasTypeSchema = v.picklist(customSaasTypeValues, messages.picklist.id);
export type CustomSaasType = v.InferOutput<typeof customSaasTypeSchema>;

/** Software types added through `/software/add/{type}`: every type but custom SaaS (its own form). */
export const softwareAddTypeValues = ['SAAS', 'INSTALLED', 'MW_OS', 'SCRATCH', 'PRODUCT'] as const;
export type SoftwareAddType = (typeof softwareAddTypeValues)[number];

/** Hosting (001 §3): cloud, on-premise, hybrid. */
export const softwareHostingValues = ['CLOUD', 'ON_PREMISE', 'HYBRID'] as const;
/** Environments (001 §3): SaaS tenant, on-premise, dev, test, prod; also stg (dev/stg/prod). */
export const softwareEnvironmentValues = ['SAAS_TENANT', 'ON_PREMISE', 'DEV', 'TEST', 'STG', 'PROD'] as const;
/** Auth method (001 §3): SAML, OAuth, self, other. */
export const softwareAuthMethodValues = ['SAML', 'OAUTH', 'SELF', 'OTHER'] as const;
/** Install/provision method (001 §3): manual, MDM, installer. */
export const softwareProvisionMethodValues = ['MANUAL', 'MDM', 'INSTALLER'] as const;
/** Compliance (001 §3): compliant, in progress, non-compliant. */
export const softwareComplianceValues = ['COMPLIANT', 'IN_PROGRESS', 'NON_COMPLIANT'] as const;
/** Patch state (001 §3): patched, scheduled, not patched. */
export const softwarePatchStateValues = ['PATCHED', 'SCHEDULED', 'NOT_PATCHED'] as const;
export type SoftwareHosting = (typeof softwareHostingValues)[number];
export type SoftwareEnvironment = (typeof softwareEnvironmentValues)[number];
export type SoftwareAuthMethod = (typeof softwareAuthMethodValues)[number];
export type SoftwareProvisionMethod = (typeof softwareProvisionMethodValues)[number];
export type SoftwareCompliance = (typeof softwareComplianceValues)[number];
export type SoftwarePatchState = (typeof softwarePatchStateValues)[number];

type Labels<V extends string> = Record<V, MessageDescriptor>;

/**
 * The software's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * keys the `SOFTWARE` audit entries name (the detail and architecture payloads, plus the
 * integration state the marketplace install and the integration settings change): the registry's
 * column titles, type tabs and cells, the add and edit forms' labels and choices, the record page
 * and the history tab (labels and enumeration values) read these labels. The registry's name and
 * user-count columns are the list's own (a name with its logo, an aggregate).
 */
export const softwareFields = fields({
  name: { label: /*i18n*/ { id: 'field.software.name', message: 'Name' }, kind: 'text' },
  type: softwareListFields.type,
  customSaasType: {
    label: /*i18n*/ { id: 'field.software.customSaasType', message: 'Custom SaaS type' },
    kind: 'enum',
    values: {
      COMMUNICATION: /*i18n*/ { id: 'field.software.customSaasType.COMMUNICATION', message: 'Communication' },
      DESIGN: /*i18n*/ { id: 'field.software.customSaasType.DESIGN', message: 'Design' },
      DEVELOPMENT: /*i18n*/ { id: 'field.software.customSaasType.DEVELOPMENT', message: 'Development' },
      STORAGE: /*i18n*/ { id: 'field.software.customSaasType.STORAGE', message: 'Storage' },
      FINANCE_ACCOUNTING: /*i18n*/ { id: 'field.software.customSaasType.FINANCE_ACCOUNTING', message: 'Finance and accounting' },
      GENERAL_AFFAIRS: /*i18n*/ { id: 'field.software.customSaasType.GENERAL_AFFAIRS', message: 'General affairs' },
      HUMAN_RESOURCES: /*i18n*/ { id: 'field.software.customSaasType.HUMAN_RESOURCES', message: 'Human resources' },
      IT_SECURITY: /*i18n*/ { id: 'field.software.customSaasType.IT_SECURITY', message: 'IT security' },
      LEGAL: /*i18n*/ { id: 'field.software.customSaasType.LEGAL', message: 'Legal' },
      MARKETING: /*i18n*/ { id: 'field.software.customSaasType.MARKETING', message: 'Marketing' },
      PROJECT_MANAGEMENT: /*i18n*/ { id: 'field.software.customSaasType.PROJECT_MANAGEMENT', message: 'Project management' },
      SALES_CRM: /*i18n*/ { id: 'field.software.customSaasType.SALES_CRM', message: 'Sales / CRM' },
    } satisfies Labels<CustomSaasType>,
  },
  vendorName: softwareListFields.vendorName,
  category: softwareListFields.category,
  usageStatus: softwareListFields.usageStatus,
  integrationStatus: softwareListFields.integrationStatus,
  description: { label: /*i18n*/ { id: 'field.software.description', message: 'Description' }, kind: 'text' },
  websiteUrl: { label: /*i18n*/ { id: 'field.software.websiteUrl', message: 'Website' }, kind: 'text' },
  renewalDate: { label: /*i18n*/ { id: 'field.software.renewalDate', message: 'Renewal date' }, kind: 'date' },
  logoUrl: { label: /*i18n*/ { id: 'field.software.logoUrl', message: 'Logo' }, kind: 'text' },
  hosting: {
    label: /*i18n*/ { id: 'field.software.hosting', message: 'Hosting' },
    kind: 'enum',
    values: {
      CLOUD: /*i18n*/ { id: 'field.software.hosting.CLOUD', message: 'Cloud' },
      ON_PREMISE: /*i18n*/ { id: 'field.software.hosting.ON_PREMISE', message: 'On-premise' },
      HYBRID: /*i18n*/ { id: 'field.software.hosting.HYBRID', message: 'Hybrid' },
    } satisfies Labels<SoftwareHosting>,
  },
  environments: {
    label: /*i18n*/ { id: 'field.software.environments', message: 'Environments' },
    kind: 'enum',
    values: {
      SAAS_TENANT: /*i18n*/ { id: 'field.software.environments.SAAS_TENANT', message: 'SaaS tenant' },
      ON_PREMISE: /*i18n*/ { id: 'field.software.environments.ON_PREMISE', message: 'On-premise' },
      DEV: /*i18n*/ { id: 'field.software.environments.DEV', message: 'Development' },
      TEST: /*i18n*/ { id: 'field.software.environments.TEST', message: 'Test' },
      STG: /*i18n*/ { id: 'field.software.environments.STG', message: 'Staging' },
      PROD: /*i18n*/ { id: 'field.software.environments.PROD', message: 'Production' },
    } satisfies Labels<SoftwareEnvironment>,
  },
  authMethod: {
    label: /*i18n*/ { id: 'field.software.authMethod', message: 'Authentication' },
    kind: 'enum',
    values: {
      SAML: /*i18n*/ { id: 'field.software.authMethod.SAML', message: 'SAML' },
      OAUTH: /*i18n*/ { id: 'field.software.authMethod.OAUTH', message: 'OAuth' },
      SELF: /*i18n*/ { id: 'field.software.authMethod.SELF', message: 'Own sign-in' },
      OTHER: /*i18n*/ { id: 'field.software.authMethod.OTHER', message: 'Other' },
    } satisfies Labels<SoftwareAuthMethod>,
  },
  provisionMethod: {
    label: /*i18n*/ { id: 'field.software.provisionMethod', message: 'Install / provisioning' },
    kind: 'enum',
    values: {
      MANUAL: /*i18n*/ { id: 'field.software.provisionMethod.MANUAL', message: 'Manual' },
      MDM: /*i18n*/ { id: 'field.software.provisionMethod.MDM', message: 'MDM' },
      INSTALLER: /*i18n*/ { id: 'field.software.provisionMethod.INSTALLER', message: 'Installer' },
    } satisfies Labels<SoftwareProvisionMethod>,
  },
  compliance: {
    label: /*i18n*/ { id: 'field.software.compliance', message: 'Compliance' },
    kind: 'enum',
    values: {
      COMPLIANT: /*i18n*/ { id: 'field.software.compliance.COMPLIANT', message: 'Compliant' },
      IN_PROGRESS: /*i18n*/ { id: 'field.software.compliance.IN_PROGRESS', message: 'In progress' },
      NON_COMPLIANT: /*i18n*/ { id: 'field.software.compliance.NON_COMPLIANT', message: 'Non-compliant' },
    } satisfies Labels<SoftwareCompliance>,
  },
  patchState: {
    label: /*i18n*/ { id: 'field.software.patchState', message: 'Patch state' },
    kind: 'enum',
    values: {
      PATCHED: /*i18n*/ { id: 'field.software.patchState.PATCHED', message: 'Patched' },
      SCHEDULED: /*i18n*/ { id: 'field.software.patchState.SCHEDULED', message: 'Scheduled' },
      NOT_PATCHED: /*i18n*/ { id: 'field.software.patchState.NOT_PATCHED', message: 'Not patched' },
    } satisfies Labels<SoftwarePatchState>,
  },
  notes: { label: /*i18n*/ { id: 'field.software.notes', message: 'Notes' }, kind: 'text' },
});

/** Limits of the software fields (characters). */
export const softwareNameMaxLength = 100;
export const softwareVendorMaxLength = 100;
export const softwareDescriptionMaxLength = 2000;
export const softwareWebsiteMaxLength = 500;
export const softwareNotesMaxLength = 2000;

const optionalSoftwareText = (max: number) =>
  v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(max, messages.maxLength.id)));
const requiredSoftwareText = (max: number) =>
  v.pipe(
    v.string(messages.required.id),
    v.nonEmpty(messages.required.id),
    v.check((s) => s === '' || s.trim() !== '', softwareMessages.nameWhitespaceOnly.id),
    v.maxLength(max, messages.maxLength.id),
  );

const softwareDetailEntries = {
  name: requiredSoftwareText(softwareNameMaxLength),
  vendorName: v.pipe(v.string(messages.invalidType.id), v.maxLength(softwareVendorMaxLength, messages.maxLength.id)),
  category: v.picklist(softwareCategoryValues, messages.picklist.id),
  usageStatus: v.picklist(softwareUsageStatusValues, messages.picklist.id),
  description: optionalSoftwareText(softwareDescriptionMaxLength),
  websiteUrl: v.nullable(
    v.pipe(v.string(messages.invalidType.id), v.regex(/^https?:\/\/\S+$/i, messages.url.id), v.maxLength(softwareWebsiteMaxLength, messages.maxLength.id)),
  ),
  renewalDate: v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id))),
};

/**
 * Body of `POST /v2/software` (`/software/add/{type}`, `/software/custom-saas/add/{customSaasType}`):
 * `type` (a software type), `customSaasType` (required with `CUSTOM_SAAS`, else null), `name`
 * (1–100, not only spaces), `vendorName` (0–100), `category`, `usageStatus`, `description`,
 * `websiteUrl` (http(s)), `renewalDate` (`YYYY-MM-DD`); optional fields are null when not set.
 * Answers 201 `{ id }`; 400 with field paths.
 */
export const createSoftwareBodySchema = v.pipe(
  v.object({
    type: v.picklist(softwareTypeValues, messages.picklist.id),
    customSaasType: v.nullable(customSaasTypeSchema),
    ...softwareDetailEntries,
  }),
  v.forward(
    v.partialCheck([['type'], ['customSaasType']], (s) => s.type !== 'CUSTOM_SAAS' || s.customSaasType !== null, softwareMessages.customSaasTypeRequired.id),
    ['customSaasType'],
  ),
);
export type CreateSoftwareBody = v.InferOutput<typeof createSoftwareBodySchema>;
export type CreateSoftwareInput = v.InferInput<typeof createSoftwareBodySchema>;

/**
 * Body of `PUT /v2/software/{softwareId}/detail` (001 §3, §7): the detail fields, `version` (stale →
 * 409 `CONFLICT`), and the logo: `logoChanged` with `logoFile` (the key answered by the logo
 * presign call, uploaded before; another company's key or a missing object → 400 at `logoFile`),
 * or `logoDeleted` (clears the logo). Both at once → 400 at `logoDeleted`.
 */
export const updateSoftwareDetailBodySchema = v.pipe(
  v.object({
    ...softwareDetailEntries,
    logoChanged: v.boolean(messages.invalidType.id),
    logoDeleted: v.boolean(messages.invalidType.id),
    logoFile: v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(300, messages.maxLength.id))),
    version: versionSchema,
  }),
  v.forward(v.partialCheck([['logoChanged'], ['logoDeleted']], (s) => !(s.logoChanged && s.logoDeleted), softwareMessages.logoBoth.id), ['logoDeleted']),
  v.forward(v.partialCheck([['logoChanged'], ['logoFile']], (s) => !s.logoChanged || !!s.logoFile, softwareMessages.logoFileRequired.id), ['logoFile']),
);
export type UpdateSoftwareDetailBody = v.InferOutput<typeof updateSoftwareDetailBodySchema>;
export type UpdateSoftwareDetailInput = v.InferInput<typeof updateSoftwareDetailBodySchema>;

/** The architecture of a software (001 §3 enumerations); each value null (or `[]`) until set. */
const softwareArchitectureEntries = {
  hosting: v.nullable(v.picklist(softwareHostingValues, messages.picklist.id)),
  environments: v.pipe(v.array(v.picklist(softwareEnvironmentValues, messages.picklist.id)), v.maxLength(softwareEnvironmentValues.length, messages.invalid.id)),
  authMethod: v.nullable(v.picklist(softwareAuthMethodValues, messages.picklist.id)),
  provisionMethod: v.nullable(v.picklist(softwareProvisionMethodValues, messages.picklist.id)),
  compliance: v.nullable(v.picklist(softwareComplianceValues, messages.picklist.id)),
  patchState: v.nullable(v.picklist(softwarePatchStateValues, messages.picklist.id)),
  notes: optionalSoftwareText(softwareNotesMaxLength),
};
export const softwareArchitectureSchema = v.object(softwareArchitectureEntries);
export type SoftwareArchitecture = v.InferOutput<typeof softwareArchitectureSchema>;

/** Body of `PUT /v2/software/{softwareId}/architecture`: the architecture (duplicates in `environments` are dropped) and `version`. */
export const updateSoftwareArchitectureBodySchema = v.object({ ...softwareArchitectureEntries, version: versionSchema });
export type UpdateSoftwareArchitectureBody = v.InferOutput<typeof updateSoftwareArchitectureBodySchema>;
export type UpdateSoftwareArchitectureInput = v.InferInput<typeof updateSoftwareArchitectureBodySchema>;

/**
 * One software (`GET /v2/software/{softwareId}`, 001 §2 header, §3): the registry row, `description`,
 * `websiteUrl`, `customSaasType`, `renewalDate` (`YYYY-MM-DD` or null), `architecture`,
 * `appIntegrationId` (its integration, or null), `accounts` (the integration's accounts: `total`,
 * `active`; null without an integration), `version`, ISO 8601 `createdAt` / `updatedAt`.
 */
export const softwareDetailSchema = v.object({
  ...softwareSchema.entries,
  description: v.nullable(v.string()),
  websiteUrl: v.nullable(v.string()),
  customSaasType: v.nullable(customSaasTypeSchema),
  renewalDate: v.nullable(v.string()),
  architecture: softwareArchitectureSchema,
  appIntegrationId: v.nullable(v.string()),
  accounts: v.nullable(v.object({ total: v.number(), active: v.number() })),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SoftwareDetail = v.InferOutput<typeof softwareDetailSchema>;

/** Path params of the one-software calls (`softwareId`; not a UUID or not the company's → 404). */
export const softwareIdParamsSchema = v.object({ softwareId: v.string() });
/** Path params of the software-of-an-integration calls. */
export const softwareAppIntegrationParamsSchema = v.object({ appIntegrationId: v.string() });

/** `GET /v2/software/{softwareId}` — one software of the company (001 §7). */
export const getSoftwareEndpoint = endpoint({
  method: 'GET', path: '/v2/software/{softwareId}', summary: 'One software', access: 'operator', product: 'IT',
  params: softwareIdParamsSchema,
  responses: { 200: softwareDetailSchema, ...errorResponses(401, 403, 404) },
});

/** `POST /v2/software` — adds a software (`type` from the add route); 201 `{ id }`; 400 with field paths. Audit `SOFTWARE` CREATE. */
export const createSoftwareEndpoint = endpoint({
  method: 'POST', path: '/v2/software', summary: 'Add a software', access: 'operator', product: 'IT',
  body: createSoftwareBodySchema,
  responses: { 201: createdIdSchema, ...errorResponses(400, 401, 403) },
});

/** `PUT /v2/software/{softwareId}/detail` — the detail tab's save (001 §7); answers the software; 409 on a stale version. */
export const updateSoftwareDetailEndpoint = endpoint({
  method: 'PUT', path: '/v2/software/{softwareId}/detail', summary: 'Update a software detail', access: 'operator', product: 'IT',
  params: softwareIdParamsSchema, body: updateSoftwareDetailBodySchema,
  responses: { 200: softwareDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `PUT /v2/software/{softwareId}/architecture` — the architecture tab's save (001 §7); answers the software; 409 on a stale version. */
export const updateSoftwareArchitectureEndpoint = endpoint({
  method: 'PUT', path: '/v2/software/{softwareId}/architecture', summary: 'Update a software architecture', access: 'operator', product: 'IT',
  params: softwareIdParamsSchema, body: updateSoftwareArchitectureBodySchema,
  responses: { 200: softwareDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * Query of `GET /v2/software/{softwareId}/logo/presigned-url`: `method` `PUT` (default: a new logo,
 * `filename` required, `.png`/`.jpg`/`.jpeg`/`.gif`/`.webp`) or `DELETE` (the current logo; 404 when
 * the software has no uploaded logo).
 */
export const softwareLogoPresignQuerySchema = v.strictObject(
  {
    method: v.optional(v.picklist(['PUT', 'DELETE'], messages.picklist.id), 'PUT'),
    filename: v.optional(imageFileNameSchema),
  },
  messages.invalid.id,
);

/**
 * `GET /v2/software/{softwareId}/logo/presigned-url` (001 §7) — `{ url, key, method, headers, expiresAt }`:
 * the page `PUT`s the image to `url` with `headers` (then saves the detail with `logoChanged` and
 * `logoFile: key`), or `DELETE`s `url` (then saves with `logoDeleted`). 400 without `filename` for PUT.
 */
export const getSoftwareLogoPresignedUrlEndpoint = endpoint({
  method: 'GET', path: '/v2/software/{softwareId}/logo/presigned-url', summary: 'Upload or delete URL of a software logo', access: 'operator', product: 'IT',
  params: softwareIdParamsSchema, query: softwareLogoPresignQuerySchema,
  responses: { 200: presignedImageUrlSchema, ...errorResponses(400, 401, 403, 404) },
});

/** `GET /v2/software/app-integrations/{appIntegrationId}` — the software row of an integration (001 §7); 404 when it has none (then POST). */
export const getSoftwareForAppIntegrationEndpoint = endpoint({
  method: 'GET', path: '/v2/software/app-integrations/{appIntegrationId}', summary: 'The software of an app integration', access: 'operator', product: 'IT',
  params: softwareAppIntegrationParamsSchema,
  responses: { 200: softwareDetailSchema, ...errorResponses(401, 403, 404) },
});

/**
 * `POST /v2/software/app-integrations/{appIntegrationId}` — the fallback when GET fails (001 §7):
 * creates the integration's software row (SaaS, the app's name, vendor and category; a custom app
 * as CUSTOM_SAAS) and links it, or answers the row it already has. 201 with the software; 404 for
 * an integration that is not the company's.
 */
export const createSoftwareForAppIntegrationEndpoint = endpoint({
  method: 'POST', path: '/v2/software/app-integrations/{appIntegrationId}', summary: 'Create the software of an app integration', access: 'operator', product: 'IT',
  params: softwareAppIntegrationParamsSchema,
  responses: { 201: softwareDetailSchema, ...errorResponses(401, 403, 404) },
});

/* ----------------------------------------------------------- contracts and cost, people, activity */

/** An amount in one currency (no conversion between currencies). */
export const softwareAmountSchema = v.object({ currency: v.string(), amount: v.number() });

/**
 * Answer of `GET /v2/software/{softwareId}/contracts-cost`: the integration's contract (`integration`,
 * null without one) with its `monthlyCost` (FREE 0; FIXED the price per cycle spread over the months
 * of the cycle; LINEAR that times the active accounts) and its accounts (`total`, `active`,
 * `signedInWithinInactiveDays`, `inactiveDays`); the licenses of the software with their
 * `monthlyCost` (price per billing unit, a yearly price 1/12 a month, × seats: `seatsTotal` for
 * LICENSE_SEAT, the seats used for BILLABLE_USER; null without a price); `monthlyTotals` per currency;
 * `lastSignInsByMonth`: for the last 12 months (`YYYY-MM`, Asia/Tokyo, oldest first) how many of the
 * integration's accounts last signed in that month (empty without an integration).
 */
export const softwareContractsCostSchema = v.object({
  integration: v.nullable(
    v.object({
      appIntegrationId: v.string(),
      name: v.string(),
      status: v.string(),
      planName: v.nullable(v.string()),
      pricingModel: v.nullable(v.string()),
      priceOfUnitPerBillingCycle: v.nullable(v.number()),
      billingCycleUnit: v.nullable(v.string()),
      billingCycleLength: v.nullable(v.number()),
      currencyCode: v.string(),
      monthlyCost: v.nullable(v.number()),
      accounts: v.object({ total: v.number(), active: v.number(), signedInWithinInactiveDays: v.number(), inactiveDays: v.number() }),
    }),
  ),
  licenses: v.array(
    v.object({
      id: v.string(),
      licenseName: v.string(),
      seatsTotal: v.number(),
      seatsUsed: v.number(),
      perUnitBasis: v.string(),
      price: v.nullable(v.number()),
      currency: v.string(),
      billingUnit: v.string(),
      expiryDate: v.nullable(v.string()),
      monthlyCost: v.nullable(v.number()),
    }),
  ),
  monthlyTotals: v.array(softwareAmountSchema),
  lastSignInsByMonth: v.array(v.object({ month: v.string(), accounts: v.number() })),
});
export type SoftwareContractsCost = v.InferOutput<typeof softwareContractsCostSchema>;

/** `GET /v2/software/{softwareId}/contracts-cost` — the software's contract, licenses and monthly cost. */
export const getSoftwareContractsCostEndpoint = endpoint({
  method: 'GET', path: '/v2/software/{softwareId}/contracts-cost', summary: 'Contracts and cost of a software', access: 'operator', product: 'IT',
  params: softwareIdParamsSchema,
  responses: { 200: softwareContractsCostSchema, ...errorResponses(401, 403, 404) },
});

/**
 * Answer of `GET /v2/software-bill-and-cost`: the last 12 months (`months`, `YYYY-MM`, oldest first,
 * ending with this month in Asia/Tokyo) and per software and currency the cost of each month (the
 * integration's contract while the integration existed and is active, licenses in term that month),
 * computed as in `softwareContractsCostSchema`; `totals` per month and currency.
 */
export const softwareBillAndCostSchema = v.object({
  months: v.array(v.string()),
  rows: v.array(v.object({ softwareId: v.string(), name: v.string(), currency: v.string(), amounts: v.array(v.number()) })),
  totals: v.array(v.object({ currency: v.string(), amounts: v.array(v.number()) })),
});
export type SoftwareBillAndCost = v.InferOutput<typeof softwareBillAndCostSchema>;

/** `GET /v2/software-bill-and-cost` — monthly SaaS cost by software over 12 months. */
export const getSoftwareBillAndCostEndpoint = endpoint({
  method: 'GET', path: '/v2/software-bill-and-cost', summary: 'Monthly SaaS cost by software', access: 'operator', product: 'IT',
  responses: { 200: softwareBillAndCostSchema, ...errorResponses(401, 403) },
});

/**
 * A row of `/software/people`: a person and the SaaS accounts they hold (accounts linked to them or
 * with their e-mail): `accountCount`, `activeAccountCount`, and up to 5 `apps` (integration id and name).
 */
export const softwarePersonRowSchema = v.object({
  personId: v.string(),
  personName: v.string(),
  email: v.string(),
  accountCount: v.number(),
  activeAccountCount: v.number(),
  apps: v.array(v.object({ appIntegrationId: v.string(), name: v.string() })),
});
export type SoftwarePersonRow = v.InferOutput<typeof softwarePersonRowSchema>;

/** Sortable columns of `/software/people`; default ACCOUNT_COUNT descending. */
export const softwarePeopleSortColumnValues = ['ACCOUNT_COUNT', 'NAME'] as const;
const softwarePeopleSearch = listSchemas({ sortColumns: softwarePeopleSortColumnValues, sortColumn: 'ACCOUNT_COUNT', sortOrder: 'desc' });
/** Query of `GET /v2/software-people`: `freeText` (name, e-mail), `sortColumn`, `sortOrder`, `pageIndex` 0, `pageSize` 100 (1–1000). */
export const softwarePeopleListQuerySchema = softwarePeopleSearch.query;
export const softwarePeopleCountQuerySchema = softwarePeopleSearch.count;
/** URL search of `/software/people`. */
export const softwarePeopleSearchSchema = softwarePeopleSearch.search;
export type SoftwarePeopleSearch = v.InferOutput<typeof softwarePeopleSearchSchema>;

/** `GET /v2/software-people` — people holding SaaS accounts; `GET /v2/software-people-count` — how many. */
export const { list: listSoftwarePeopleEndpoint, count: countSoftwarePeopleEndpoint } = listEndpoints({
  path: '/v2/software-people', countPath: '/v2/software-people-count', summary: 'People and their SaaS accounts', access: 'operator', product: 'IT',
  row: softwarePersonRowSchema, query: softwarePeopleListQuerySchema, countQuery: softwarePeopleCountQuerySchema,
});

/** `GET /v2/software-activities` — the audit log of software, app integrations and app accounts, newest first. */
export const listSoftwareActivitiesEndpoint = activityEndpoint({ path: '/v2/software-activities', summary: 'Software operation activity', product: 'IT' });
