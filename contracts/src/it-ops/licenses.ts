import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { queryInteger } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { listSchemas, resource, versionSchema } from '../common/resource';
import { currencyCodeValues } from '../marketplace/store';
import { activityEndpoint } from '../system/audit-log';

/**
 * Licenses (001 §2 "Licenses", §3 per-unit basis, billing unit and currencies, §4 add flow ending
 * on a completed step). The calls are "not shown" in 001 §7, so they follow DECISIONS.md:
 * `GET /v2/licenses` + `/v2/licenses-count`, `GET`/`POST`/`PATCH`/`DELETE /v2/licenses/{id}`; the
 * seats, alerts, people, contract cost and activity calls are this module's own (docs/licenses.md).
 */

/** Server messages of the licenses module (catalog `contracts`: the API and the pages share them). */
export const licenseMessages = {
  seatsExhausted: /*i18n*/ {
    id: 'api.license.seatsExhausted',
    message: 'All seats of this license are in use. Unassign a seat or raise the number of seats first.',
  },
  alreadyAssigned: /*i18n*/ { id: 'api.license.alreadyAssigned', message: 'This license is already assigned to them.' },
  conflict: /*i18n*/ { id: 'api.license.conflict', message: 'This license was changed by someone else. Reload it and try again.' },
  softwareNotFound: /*i18n*/ { id: 'api.license.softwareNotFound', message: 'This software was not found. Choose another software.' },
  nameWhitespaceOnly: /*i18n*/ { id: 'validation.license.name.whitespaceOnly', message: 'The license name cannot be only spaces' },
} as const;

/** Allocation type of a license (001 §2 "Licenses" categories; the software types a license is for). */
export const licenseAllocationTypeValues = ['SAAS', 'INSTALLED', 'MW_OS', 'SCRATCH'] as const;
export const licenseAllocationTypeSchema = v.picklist(licenseAllocationTypeValues, messages.picklist.id);
export type LicenseAllocationType = v.InferOutput<typeof licenseAllocationTypeSchema>;

/** Per-unit basis (001 §3): priced per billable (assigned) user or per purchased license seat. */
export const perUnitBasisValues = ['BILLABLE_USER', 'LICENSE_SEAT'] as const;
export const perUnitBasisSchema = v.picklist(perUnitBasisValues, messages.picklist.id);
export type PerUnitBasis = v.InferOutput<typeof perUnitBasisSchema>;

/** Billing unit (001 §3): the price is per month or per year. */
export const licenseBillingUnitValues = ['MONTH', 'YEAR'] as const;
export const licenseBillingUnitSchema = v.picklist(licenseBillingUnitValues, messages.picklist.id);
export type LicenseBillingUnit = v.InferOutput<typeof licenseBillingUnitSchema>;

/** Currencies (001 §9): JPY, USD, IDR, THB, VND. */
export const licenseCurrencySchema = v.picklist(currencyCodeValues, messages.picklist.id);
export type LicenseCurrency = v.InferOutput<typeof licenseCurrencySchema>;

/** License name length: 1 to 100 characters. */
export const licenseNameMaxLength = 100;
/** Vendor name and app integration id length: at most 100 characters. */
export const licenseShortTextMaxLength = 100;
/** Notes length: at most 1000 characters. */
export const licenseNotesMaxLength = 1000;
/** Seats: a whole number from 0 to 100,000. */
export const licenseSeatsMax = 100_000;
/** Price: 0 to 10,000,000,000 in the currency's unit, at most two decimals. */
export const licensePriceMax = 10_000_000_000;
/** Window of the "expiring" alert: the expiry date falls within this many days from today. */
export const licenseExpiringWithinDays = 30;

/**
 * The license's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * payload's keys as the `LICENSE` audit entries name them: the inventory's column titles, the add
 * and edit forms (labels and choices), the license's page, its history tab (labels and enumeration
 * values) and the export's headers and cells (`licensesCsvColumnLabels`) read these labels.
 * `softwareId` names a software registry row (the history shows its current name; the audit entry
 * stores no name for it yet, docs/fields.md). `currency` is a code (JPY …) shown as is.
 */
export const licenseFields = fields({
  licenseName: { label: /*i18n*/ { id: 'field.license.licenseName', message: 'License name' }, kind: 'text' },
  allocationType: {
    label: /*i18n*/ { id: 'field.license.allocationType', message: 'Allocation type' },
    kind: 'enum',
    values: {
      SAAS: /*i18n*/ { id: 'field.license.allocationType.SAAS', message: 'SaaS' },
      INSTALLED: /*i18n*/ { id: 'field.license.allocationType.INSTALLED', message: 'Installed software' },
      MW_OS: /*i18n*/ { id: 'field.license.allocationType.MW_OS', message: 'Middleware / OS' },
      SCRATCH: /*i18n*/ { id: 'field.license.allocationType.SCRATCH', message: 'Scratch-built' },
    } satisfies Record<LicenseAllocationType, MessageDescriptor>,
  },
  softwareId: { label: /*i18n*/ { id: 'field.license.softwareId', message: 'Software' }, kind: 'reference', references: 'software' },
  appIntegrationId: { label: /*i18n*/ { id: 'field.license.appIntegrationId', message: 'App integration ID' }, kind: 'text' },
  vendorName: { label: /*i18n*/ { id: 'field.license.vendorName', message: 'Vendor' }, kind: 'text' },
  seatsTotal: { label: /*i18n*/ { id: 'field.license.seatsTotal', message: 'Seats' }, kind: 'number' },
  perUnitBasis: {
    label: /*i18n*/ { id: 'field.license.perUnitBasis', message: 'Per-unit basis' },
    kind: 'enum',
    values: {
      BILLABLE_USER: /*i18n*/ { id: 'field.license.perUnitBasis.BILLABLE_USER', message: 'Per billable user' },
      LICENSE_SEAT: /*i18n*/ { id: 'field.license.perUnitBasis.LICENSE_SEAT', message: 'Per license seat' },
    } satisfies Record<PerUnitBasis, MessageDescriptor>,
  },
  price: { label: /*i18n*/ { id: 'field.license.price', message: 'Price' }, kind: 'number' },
  currency: { label: /*i18n*/ { id: 'field.license.currency', message: 'Currency' }, kind: 'text' },
  billingUnit: {
    label: /*i18n*/ { id: 'field.license.billingUnit', message: 'Billing unit' },
    kind: 'enum',
    values: {
      MONTH: /*i18n*/ { id: 'field.license.billingUnit.MONTH', message: 'Monthly' },
      YEAR: /*i18n*/ { id: 'field.license.billingUnit.YEAR', message: 'Yearly' },
    } satisfies Record<LicenseBillingUnit, MessageDescriptor>,
  },
  termStart: { label: /*i18n*/ { id: 'field.license.termStart', message: 'Term start' }, kind: 'date' },
  expiryDate: { label: /*i18n*/ { id: 'field.license.expiryDate', message: 'Expiry date' }, kind: 'date' },
  autoRenewal: { label: /*i18n*/ { id: 'field.license.autoRenewal', message: 'Automatic renewal' }, kind: 'text' },
  notes: { label: /*i18n*/ { id: 'field.license.notes', message: 'Notes' }, kind: 'text' },
});

const optionalText = (max: number) => v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(max, messages.maxLength.id)));
const optionalId = v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id)));
const optionalDate = v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id)));

/** `licenseName`: required, 1–100 characters, not only spaces (ASCII or U+3000). */
export const licenseNameSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.check((name) => name === '' || name.trim() !== '', licenseMessages.nameWhitespaceOnly.id),
  v.maxLength(licenseNameMaxLength, messages.maxLength.id),
);

const licenseEntries = {
  licenseName: licenseNameSchema,
  allocationType: licenseAllocationTypeSchema,
  softwareId: optionalId,
  appIntegrationId: optionalText(licenseShortTextMaxLength),
  vendorName: optionalText(licenseShortTextMaxLength),
  seatsTotal: v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(0, messages.minValue.id), v.maxValue(licenseSeatsMax, messages.maxValue.id)),
  perUnitBasis: perUnitBasisSchema,
  price: v.nullable(
    v.pipe(
      v.number(messages.invalidType.id),
      v.minValue(0, messages.minValue.id),
      v.maxValue(licensePriceMax, messages.maxValue.id),
      // at most two decimals (yen and dong have none, but a USD price has cents)
      v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, messages.invalid.id),
    ),
  ),
  currency: licenseCurrencySchema,
  billingUnit: licenseBillingUnitSchema,
  termStart: optionalDate,
  expiryDate: optionalDate,
  autoRenewal: v.boolean(messages.invalidType.id),
  notes: optionalText(licenseNotesMaxLength),
};

/**
 * Body of `POST /v2/licenses` and what the add form validates: `licenseName`, `allocationType`,
 * the software (`softwareId`, a registry row of the company) or app integration
 * (`appIntegrationId`) it belongs to, `vendorName`, `seatsTotal` (0–100,000), `perUnitBasis`,
 * `price` (per unit and billing unit, in `currency`; null = not known), `billingUnit`,
 * `termStart` / `expiryDate` (`YYYY-MM-DD`; the expiry not before the start, reported at
 * `expiryDate`), `autoRenewal`, `notes`. Every optional field is `null` when not set.
 */
export const createLicenseBodySchema = v.pipe(
  v.object(licenseEntries),
  v.forward(
    v.partialCheck([['termStart'], ['expiryDate']], (l) => l.termStart === null || l.expiryDate === null || l.termStart <= l.expiryDate, messages.periodOrder.id),
    ['expiryDate'],
  ),
);
export type CreateLicenseBody = v.InferOutput<typeof createLicenseBodySchema>;
export type CreateLicenseInput = v.InferInput<typeof createLicenseBodySchema>;

/** Body of `PATCH /v2/licenses/{id}`: the whole payload plus the `version` read (stale → 409 `CONFLICT`). */
const updateLicenseEntries = {
  ...licenseEntries,
  version: versionSchema,
};
export const updateLicenseBodySchema = v.pipe(
  v.object(updateLicenseEntries),
  // the same term rule as create
  v.forward(
    v.partialCheck([['termStart'], ['expiryDate']], (l) => l.termStart === null || l.expiryDate === null || l.termStart <= l.expiryDate, messages.periodOrder.id),
    ['expiryDate'],
  ),
);
export type UpdateLicenseBody = v.InferOutput<typeof updateLicenseBodySchema>;

/** The software a license belongs to, as rows show it. */
export const licenseSoftwareSchema = v.object({ id: v.string(), name: v.string(), logoUrl: v.nullable(v.string()) });

/**
 * A row of the license inventory: the payload's fields, the software (`softwareId` and its name and
 * logo as `software`, or null), `seatsUsed` (seats
 * assigned to people and devices), `isExpired` (expiry date before today in Asia/Tokyo) and
 * `isOverAssigned` (more seats used than `seatsTotal`, after the seats were lowered).
 */
export const licenseRowSchema = v.object({
  id: v.string(),
  licenseName: v.string(),
  allocationType: licenseAllocationTypeSchema,
  softwareId: v.nullable(v.string()),
  software: v.nullable(licenseSoftwareSchema),
  appIntegrationId: v.nullable(v.string()),
  vendorName: v.nullable(v.string()),
  seatsTotal: v.number(),
  seatsUsed: v.number(),
  perUnitBasis: perUnitBasisSchema,
  price: v.nullable(v.number()),
  currency: licenseCurrencySchema,
  billingUnit: licenseBillingUnitSchema,
  termStart: v.nullable(v.string()),
  expiryDate: v.nullable(v.string()),
  autoRenewal: v.boolean(),
  isExpired: v.boolean(),
  isOverAssigned: v.boolean(),
});
export type LicenseRow = v.InferOutput<typeof licenseRowSchema>;

/** One license: the row plus `notes`, `version` (starts at 1) and ISO 8601 `createdAt` / `updatedAt`. */
export const licenseDetailSchema = v.object({
  ...licenseRowSchema.entries,
  notes: v.nullable(v.string()),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type LicenseDetail = v.InferOutput<typeof licenseDetailSchema>;

/**
 * Inventory `category` (001 §2): an allocation type (its licenses that have not expired), `ALL`
 * (every license) or `EXPIRED` (expiry date before today, any type). Default `SAAS`, the first tab,
 * as the software registry's `status` defaults to SAAS (docs/licenses.md).
 */
export const licenseCategoryValues = [...licenseAllocationTypeValues, 'ALL', 'EXPIRED'] as const;
export type LicenseCategory = (typeof licenseCategoryValues)[number];
/** Inventory `sortColumn` (001 §2 "sort by NAME"); ties break on the id. */
export const licenseSortColumnValues = ['NAME'] as const;

const licensesSearch = listSchemas({
  sortColumns: licenseSortColumnValues,
  sortColumn: 'NAME',
  filters: { category: v.optional(v.picklist(licenseCategoryValues, messages.picklist.id), 'SAAS') },
});
/** Query of `GET /v2/licenses`: `category`, `freeText` (name, vendor, notes), `sortColumn` NAME, `sortOrder`, `pageIndex` 0, `pageSize` 100 (1–1000). */
export const licensesListQuerySchema = licensesSearch.query;
export type LicensesListQuery = v.InferOutput<typeof licensesListQuerySchema>;
/** Query of `GET /v2/licenses-count`: `category` and `freeText`. */
export const licensesCountQuerySchema = licensesSearch.count;
export type LicensesCountQuery = v.InferOutput<typeof licensesCountQuerySchema>;
/** URL search of `/licenses/inventory`: invalid values fall back to their defaults. */
export const licensesSearchSchema = licensesSearch.search;
export type LicensesSearch = v.InferOutput<typeof licensesSearchSchema>;

/** URL search of `/licenses/add/{allocationType}` (001 §2): `appIntegrationId`, `softwareId` prefill the form. */
export const licenseAddSearchSchema = v.object({
  appIntegrationId: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(licenseShortTextMaxLength))), undefined),
  softwareId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
/** URL search of `…/completed` (001 §2): `addedLicenseID` (required to link the record) and `licenseName`. */
export const licenseCompletedSearchSchema = v.object({
  addedLicenseID: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  licenseName: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(licenseNameMaxLength))), undefined),
});

/**
 * The license resource (contracts `resource`, DECISIONS.md "not shown" calls; IT product):
 * - `GET /v2/licenses` — one page of the inventory; `GET /v2/licenses-count` — how many match;
 * - `POST /v2/licenses` — 201 `{ id }`; 400 with field paths (a rule, or a `softwareId` not the company's);
 * - `GET /v2/licenses/{id}` — one license; 404 when not the company's;
 * - `PATCH /v2/licenses/{id}` — replaces the fields, answers the license with its new `version`;
 *   409 `CONFLICT` on a stale `version`. Lowering `seatsTotal` below the seats in use is allowed
 *   (a renewal with fewer seats): the license then shows as over-assigned until seats are freed;
 * - `DELETE /v2/licenses/{id}` — deletes the license and its seat assignments (204).
 */
export const licensesResource = resource({
  path: '/v2/licenses', access: 'operator', product: 'IT', detail: licenseDetailSchema,
  list: { summary: 'Licenses', row: licenseRowSchema, query: licensesListQuerySchema, countQuery: licensesCountQuerySchema },
  get: { summary: 'One license' },
  create: { summary: 'Create a license', body: createLicenseBodySchema },
  update: { summary: 'Update a license', body: updateLicenseBodySchema },
  delete: { summary: 'Delete a license' },
});
export const {
  list: listLicensesEndpoint,
  count: countLicensesEndpoint,
  get: getLicenseEndpoint,
  create: createLicenseEndpoint,
  update: updateLicenseEndpoint,
  delete: deleteLicenseEndpoint,
} = licensesResource.endpoints;

/** Path params of the one-license calls (`id`; not a UUID → 404). */
export const licenseIdParamsSchema = licensesResource.params;

/* ---------------------------------------------------------------- seats */

/** Who holds a seat: a person or a device. */
export const licenseAssigneeTypeValues = ['PERSON', 'DEVICE'] as const;
export const licenseAssigneeTypeSchema = v.picklist(licenseAssigneeTypeValues, messages.picklist.id);
export type LicenseAssigneeType = v.InferOutput<typeof licenseAssigneeTypeSchema>;

/**
 * A seat: `id`, `assigneeType`, `assignedAt` (ISO 8601) and the holder — `person` (name in the
 * request's language, e-mail, avatar) or `device` (name, genre, avatar); the other is null.
 */
export const licenseAssignmentSchema = v.object({
  id: v.string(),
  assigneeType: licenseAssigneeTypeSchema,
  assignedAt: v.string(),
  person: v.nullable(v.object({ id: v.string(), name: v.string(), email: v.nullable(v.string()), avatarUrl: v.nullable(v.string()) })),
  device: v.nullable(v.object({ id: v.string(), name: v.string(), genre: v.nullable(v.string()), avatarUrl: v.nullable(v.string()) })),
});
export type LicenseAssignment = v.InferOutput<typeof licenseAssignmentSchema>;

/** Query of `GET /v2/licenses/{id}/assignments`: `assigneeType` (PERSON or DEVICE). */
export const licenseAssignmentsQuerySchema = v.strictObject({ assigneeType: licenseAssigneeTypeSchema }, messages.invalid.id);

/** `GET /v2/licenses/{id}/assignments?assigneeType=` — `{ items, seatsTotal, seatsUsed }`: the seats held by people or by devices, newest first. */
export const listLicenseAssignmentsEndpoint = endpoint({
  method: 'GET', path: '/v2/licenses/{id}/assignments', summary: 'Seats of a license', access: 'operator', product: 'IT',
  params: licenseIdParamsSchema, query: licenseAssignmentsQuerySchema,
  responses: { 200: v.object({ items: v.array(licenseAssignmentSchema), seatsTotal: v.number(), seatsUsed: v.number() }), ...errorResponses(400, 401, 403, 404) },
});

/** Body of `POST /v2/licenses/{id}/assignments`: `{ assigneeType: 'PERSON', personId }` or `{ assigneeType: 'DEVICE', deviceId }`. */
export const createLicenseAssignmentBodySchema = v.variant(
  'assigneeType',
  [
    v.object({ assigneeType: v.literal('PERSON'), personId: v.pipe(v.string(messages.required.id), v.uuid(messages.uuid.id)) }),
    v.object({ assigneeType: v.literal('DEVICE'), deviceId: v.pipe(v.string(messages.required.id), v.uuid(messages.uuid.id)) }),
  ],
  messages.picklist.id,
);
export type CreateLicenseAssignmentBody = v.InferOutput<typeof createLicenseAssignmentBodySchema>;

/**
 * `POST /v2/licenses/{id}/assignments` — gives a seat to a person or device (201 `{ id }`). 409
 * `CONFLICT` with `api.license.seatsExhausted` when every seat is taken (checked with the license
 * row locked, so concurrent requests cannot pass the limit) or `api.license.alreadyAssigned`;
 * 400 at `personId` / `deviceId` when the holder is not the company's.
 */
export const createLicenseAssignmentEndpoint = endpoint({
  method: 'POST', path: '/v2/licenses/{id}/assignments', summary: 'Assign a seat', access: 'operator', product: 'IT',
  params: licenseIdParamsSchema, body: createLicenseAssignmentBodySchema,
  responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403, 404, 409) },
});

/** `DELETE /v2/licenses/{id}/assignments/{assignmentId}` — frees the seat (204); 404 when gone. */
export const deleteLicenseAssignmentEndpoint = endpoint({
  method: 'DELETE', path: '/v2/licenses/{id}/assignments/{assignmentId}', summary: 'Unassign a seat', access: 'operator', product: 'IT',
  params: v.object({ id: v.string(), assignmentId: v.string() }),
  responses: { 204: null, ...errorResponses(401, 403, 404) },
});

/* ------------------------------------------------------- list area tabs */

/** A license alert kind: the expiry date is within 30 days (`EXPIRING`), or more seats are used than bought (`OVER_ASSIGNED`). */
export const licenseAlertKindValues = ['EXPIRING', 'OVER_ASSIGNED'] as const;
export type LicenseAlertKind = (typeof licenseAlertKindValues)[number];

/** One alert: the kind, the license, its expiry date and days left (Asia/Tokyo), its seats. */
export const licenseAlertSchema = v.object({
  kind: v.picklist(licenseAlertKindValues),
  licenseId: v.string(),
  licenseName: v.string(),
  expiryDate: v.nullable(v.string()),
  daysUntilExpiry: v.nullable(v.number()),
  seatsTotal: v.number(),
  seatsUsed: v.number(),
});
export type LicenseAlert = v.InferOutput<typeof licenseAlertSchema>;

/** `GET /v2/license-alerts` — `{ items }`: expiring licenses (soonest first), then over-assigned ones (by name). */
export const listLicenseAlertsEndpoint = endpoint({
  method: 'GET', path: '/v2/license-alerts', summary: 'License alerts', access: 'operator', product: 'IT',
  responses: { 200: v.object({ items: v.array(licenseAlertSchema) }), ...errorResponses(401, 403) },
});

/** A person holding seats, with the licenses they hold (by name). */
export const licensePersonRowSchema = v.object({
  personId: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  avatarUrl: v.nullable(v.string()),
  licenses: v.array(v.object({ id: v.string(), licenseName: v.string() })),
});
export type LicensePersonRow = v.InferOutput<typeof licensePersonRowSchema>;

/** `GET /v2/license-people` (`freeText`: the person's names, e-mail; `sortColumn` NAME, `sortOrder`, paging), its count, and the URL search of `/licenses/people`. */
const licensePeopleSearch = listSchemas({ sortColumns: ['NAME'], sortColumn: 'NAME' });
export const licensePeopleListQuerySchema = licensePeopleSearch.query;
export const licensePeopleCountQuerySchema = licensePeopleSearch.count;
export const licensePeopleSearchSchema = licensePeopleSearch.search;
export type LicensePeopleSearch = v.InferOutput<typeof licensePeopleSearchSchema>;

/** `GET /v2/license-people` — who holds which seats; `GET /v2/license-people-count` — how many people hold one. */
export const { list: listLicensePeopleEndpoint, count: countLicensePeopleEndpoint } = listEndpoints({
  path: '/v2/license-people', countPath: '/v2/license-people-count', summary: 'People holding license seats', access: 'operator', product: 'IT',
  row: licensePersonRowSchema, query: licensePeopleListQuerySchema, countQuery: licensePeopleCountQuerySchema,
});

/** An amount in one currency (no conversion between currencies). */
export const currencyAmountSchema = v.object({ currency: licenseCurrencySchema, amount: v.number() });

/**
 * Answer of `GET /v2/license-contract-cost?year=`: for each month of the year (`YYYY-MM`) the
 * cost of the licenses in term that month, per currency; and per vendor the year's total. A month's
 * cost is the price per billing unit (a yearly price counts 1/12 a month) times the seats billed:
 * `seatsTotal` for LICENSE_SEAT, the seats in use for BILLABLE_USER. Licenses without a price are
 * counted in `unpricedLicenses`.
 */
export const licenseContractCostSchema = v.object({
  year: v.number(),
  months: v.array(v.object({ month: v.string(), totals: v.array(currencyAmountSchema) })),
  byVendor: v.array(v.object({ vendorName: v.nullable(v.string()), totals: v.array(currencyAmountSchema) })),
  unpricedLicenses: v.number(),
});
export type LicenseContractCost = v.InferOutput<typeof licenseContractCostSchema>;

/** `GET /v2/license-contract-cost` — totals by month and vendor for `year` (default: this year in Asia/Tokyo). */
export const getLicenseContractCostEndpoint = endpoint({
  method: 'GET', path: '/v2/license-contract-cost', summary: 'License contract cost', access: 'operator', product: 'IT',
  query: v.strictObject({ year: v.optional(queryInteger({ min: 2000, max: 2100 })) }, messages.invalid.id),
  responses: { 200: licenseContractCostSchema, ...errorResponses(400, 401, 403) },
});

/** `GET /v2/license-activities` — the module's audit log (licenses and seats), newest first: `pageIndex` 0, `pageSize` 50 (1–200). */
export const listLicenseActivitiesEndpoint = activityEndpoint({ path: '/v2/license-activities', summary: 'License operation activity', product: 'IT' });
