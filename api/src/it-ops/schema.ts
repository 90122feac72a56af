import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, users } from '../db/schema';
import { people } from '../hr-people/schema';
import { places } from '../ga-places/schema';

/**
 * The tables of IT operations (issue 32, docs/api-layout.md): the `it-ops` domain owns them; another
 * domain may import this file (tables are the SQL contract, joins across domains are allowed). The
 * migrations stay one ordered sequence in api/drizzle/ (drizzle.config.ts reads every
 * `src/<domain>/schema.ts`).
 */

/** A software product in the registry (001 §3 Software). */
export const software = pgTable(
  'software',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    vendorName: text('vendor_name').notNull(),
    usageStatus: text('usage_status').notNull(),
    integrationStatus: text('integration_status').notNull(),
    logoUrl: text('logo_url'),
    userCount: integer('user_count').notNull().default(0),
    /** Detail tab (001 §7 `PUT /v2/software/{id}/detail`): free description and the product's site. */
    description: text('description'),
    websiteUrl: text('website_url'),
    /** Custom SaaS only: the custom SaaS category it was added under (`/software/custom-saas/add/{customSaasType}`). */
    customSaasType: text('custom_saas_type'),
    /** Contract renewal date shown in the header (001 §2), when known. */
    renewalDate: date('renewal_date', { mode: 'string' }),
    /**
     * Architecture tab (001 §7 `PUT /v2/software/{id}/architecture`, 001 §3 enumerations): hosting
     * (cloud, on-premise, hybrid), environments (a JSON array), auth method, install/provision
     * method, compliance, patch state and notes; each null until set.
     */
    hosting: text('hosting'),
    environments: jsonb('environments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    authMethod: text('auth_method'),
    provisionMethod: text('provision_method'),
    compliance: text('compliance'),
    patchState: text('patch_state'),
    architectureNotes: text('architecture_notes'),
    version: integer('version').notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || vendor_name)`),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(name || '|' || vendor_name)`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('software_company_type_idx').on(t.companyId, t.type, t.integrationStatus),
    index('software_company_name_idx').on(t.companyId, t.name, t.id),
    index('software_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('software_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/**
 * A network (000 §3 Network, §5): the create payload's three groups flattened into columns —
 * `networkInformation` (name, type, connection, category, purpose, destination place or device),
 * `adminContact.personId` and `accessControl` (level, status, period as dates, subject type).
 * `version` starts at 1 and grows by one on every update (optimistic concurrency: an update names
 * the version it read). Every sort column has a `(company_id, column, id)` index (the nullable ones
 * one per direction, nulls last both ways); `search_text` (name + purpose, lower-cased) has a
 * pg_trgm GIN index for freeText, which also matches the admin contact through `people.search_text`.
 */
export const networks = pgTable(
  'networks',
  {
    id: id(),
    companyId: companyId(),
    networkName: text('network_name').notNull(),
    networkType: text('network_type'),
    connectionType: text('connection_type'),
    networkCategory: text('network_category'),
    purpose: text('purpose'),
    destinationType: text('destination_type'),
    placeId: uuid('place_id').references(() => places.id),
    deviceId: uuid('device_id').references(() => devices.id),
    adminPersonId: uuid('admin_person_id').references(() => people.id),
    accessLevel: text('access_level'),
    accessStatus: text('access_status'),
    accessPeriodFrom: date('access_period_from', { mode: 'string' }),
    accessPeriodTo: date('access_period_to', { mode: 'string' }),
    subjectType: text('subject_type'),
    version: integer('version').notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(network_name || ' ' || coalesce(purpose, ''))`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('networks_company_name_idx').on(t.companyId, t.networkName, t.id),
    index('networks_company_type_idx').on(t.companyId, t.networkType.asc().nullsLast(), t.id),
    index('networks_company_type_desc_idx').on(t.companyId, t.networkType.desc().nullsLast(), t.id.desc()),
    index('networks_company_purpose_idx').on(t.companyId, t.purpose.asc().nullsLast(), t.id),
    index('networks_company_purpose_desc_idx').on(t.companyId, t.purpose.desc().nullsLast(), t.id.desc()),
    index('networks_company_admin_idx').on(t.companyId, t.adminPersonId, t.id),
    index('networks_place_idx').on(t.placeId),
    index('networks_device_idx').on(t.deviceId),
    index('networks_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * A device (001 §2 "Devices", §3 device enumerations; docs/devices.md). Enumerations are stored as
 * the contract's values. `lifecycle_status` is the state its lifecycle events led to (written with
 * each event, in the event's transaction); `category` is generated from it and the assignment, so it
 * can never disagree with them (the contract's `deriveDeviceCategory` is the same expression). A
 * device is checked out to a person (`assigned_person_id`) or a place (`place_id`), never both; the
 * open check-out is also a `device_assignments` row. `version` counts updates (optimistic
 * concurrency). `search_text` folds name, device tag, maker, model, serial number and asset tag for
 * `freeText` (pg_trgm GIN). Every inventory sort has a `(company_id, column, id)` index (nullable
 * columns one per direction, nulls last both ways), plus `(company_id, category, name, id)` for the
 * category tabs.
 */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    genre: text('genre').notNull(),
    deviceModelId: uuid('device_model_id').references(() => deviceModels.id),
    maker: text('maker'),
    model: text('model'),
    os: text('os'),
    osVersion: text('os_version'),
    network: text('network'),
    storage: text('storage'),
    storageCapacityGb: integer('storage_capacity_gb'),
    memoryGb: integer('memory_gb'),
    condition: text('condition'),
    acquisition: text('acquisition'),
    priceType: text('price_type'),
    serialNumber: text('serial_number'),
    deviceTag: text('device_tag').notNull(),
    assetTag: text('asset_tag'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    purchasePrice: integer('purchase_price'),
    leaseEndOn: date('lease_end_on', { mode: 'string' }),
    lifecycleEndOn: date('lifecycle_end_on', { mode: 'string' }),
    memo: text('memo'),
    avatarUrl: text('avatar_url'),
    lifecycleStatus: text('lifecycle_status').notNull().default('IN_SERVICE'),
    assignedPersonId: uuid('assigned_person_id').references(() => people.id),
    assignedPlaceId: uuid('place_id').references(() => places.id),
    category: text('category').generatedAlwaysAs(
      sql`CASE WHEN lifecycle_status IN ('DECOMMISSIONED', 'DELETED') THEN 'DECOMMISSIONED' WHEN lifecycle_status = 'TROUBLED' THEN 'IN_TROUBLED' WHEN lifecycle_status = 'ORDERED' THEN 'IN_DISTRIBUTION' WHEN assigned_person_id IS NOT NULL THEN 'IN_USED' WHEN place_id IS NOT NULL THEN 'IN_PLACED' ELSE 'IN_STOCK' END`,
    ),
    version: integer('version').notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || device_tag || ' ' || coalesce(maker, '') || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, '') || ' ' || coalesce(asset_tag, ''))`,
    ),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(name || '|' || device_tag || '|' || coalesce(serial_number, '') || '|' || coalesce(asset_tag, ''))`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('devices_company_device_tag_key').on(t.companyId, t.deviceTag),
    uniqueIndex('devices_company_asset_tag_key').on(t.companyId, t.assetTag),
    index('devices_company_name_idx').on(t.companyId, t.name, t.id),
    index('devices_company_category_name_idx').on(t.companyId, t.category, t.name, t.id),
    index('devices_company_model_idx').on(t.companyId, t.model.asc().nullsLast(), t.id),
    index('devices_company_model_desc_idx').on(t.companyId, t.model.desc().nullsLast(), t.id.desc()),
    index('devices_company_asset_tag_desc_idx').on(t.companyId, t.assetTag.desc().nullsLast(), t.id.desc()),
    index('devices_company_person_idx').on(t.companyId, t.assignedPersonId),
    index('devices_company_place_idx').on(t.companyId, t.assignedPlaceId),
    index('devices_company_serial_idx').on(t.companyId, t.serialNumber),
    index('devices_model_idx').on(t.deviceModelId),
    index('devices_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('devices_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    check('devices_one_assignee_check', sql`assigned_person_id IS NULL OR place_id IS NULL`),
  ],
);

/** A device model of the catalog (`/devices/settings/catalog`): fills a new device's fields. */
export const deviceModels = pgTable(
  'device_models',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    genre: text('genre').notNull(),
    maker: text('maker'),
    model: text('model'),
    os: text('os'),
    lifecycleMonths: integer('lifecycle_months'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_models_company_name_key').on(t.companyId, t.name), index('device_models_company_genre_idx').on(t.companyId, t.genre, t.name)],
);

/**
 * A device's lifecycle events (001 §3, §4): `event` (ORDERED, PROCURED, …), the day it happened,
 * a note, who recorded it. `seq` orders a device's events as they were recorded (the order rules
 * of docs/devices.md are checked against the latest one). Deleted with the device.
 */
export const deviceLifecycleEvents = pgTable(
  'device_lifecycle_events',
  {
    id: id(),
    companyId: companyId(),
    deviceId: uuid('device_id').notNull().references(() => devices.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('device_lifecycle_events_device_idx').on(t.deviceId, t.seq)],
);

/**
 * Check-outs of a device (Snipe-IT style): to a person or a place, from `checked_out_on` until
 * `checked_in_on` (null while open). At most one open check-out per device (partial unique index).
 */
export const deviceAssignments = pgTable(
  'device_assignments',
  {
    id: id(),
    companyId: companyId(),
    deviceId: uuid('device_id').notNull().references(() => devices.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').references(() => people.id),
    placeId: uuid('place_id').references(() => places.id),
    checkedOutOn: date('checked_out_on', { mode: 'string' }).notNull(),
    expectedCheckinOn: date('expected_checkin_on', { mode: 'string' }),
    checkedInOn: date('checked_in_on', { mode: 'string' }),
    note: text('note'),
    checkInNote: text('check_in_note'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('device_assignments_device_idx').on(t.deviceId, t.seq),
    uniqueIndex('device_assignments_open_key').on(t.deviceId).where(sql`checked_in_on IS NULL`),
    check('device_assignments_one_target_check', sql`(person_id IS NULL) <> (place_id IS NULL)`),
  ],
);

/**
 * What an MDM / IT SaaS connector last reported about a device (`/devices/external-it-saas`):
 * the source (`app_integration_id`, a fixed id of the simulated connector), its `external_id`, the
 * reported values (`payload`: the profile's monitoring, configuration and mdm tabs) and when.
 */
export const deviceExternalRecords = pgTable(
  'device_external_records',
  {
    id: id(),
    companyId: companyId(),
    deviceId: uuid('device_id').notNull().references(() => devices.id, { onDelete: 'cascade' }),
    appIntegrationId: uuid('app_integration_id').notNull(),
    externalId: text('external_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_external_records_source_key').on(t.companyId, t.appIntegrationId, t.externalId),
    index('device_external_records_device_idx').on(t.deviceId),
  ],
);

/* ------------------------------------------------------------ licenses (001 §2 Licenses, §3) */

/**
 * A license (001 §2 "Licenses", §3 "Per-unit basis", currencies): what the company bought, for
 * which software (`software_id`, the registry's row) or app integration (`app_integration_id`),
 * `allocation_type` (SAAS, INSTALLED, MW_OS, SCRATCH), `seats_total` seats, priced `price` per
 * `per_unit_basis` (BILLABLE_USER: per assigned seat; LICENSE_SEAT: per purchased seat) and
 * `billing_unit` (MONTH, YEAR) in `currency`, valid from `term_start` to `expiry_date` (a license
 * is EXPIRED when that date is before today in Asia/Tokyo), renewed automatically or not.
 * `version` counts updates (optimistic concurrency); `search_text` (name, vendor, notes,
 * lower-cased) has a pg_trgm GIN index for freeText.
 */
export const licenses = pgTable(
  'licenses',
  {
    id: id(),
    companyId: companyId(),
    licenseName: text('license_name').notNull(),
    allocationType: text('allocation_type').notNull(),
    softwareId: uuid('software_id').references(() => software.id, { onDelete: 'set null' }),
    appIntegrationId: text('app_integration_id'),
    vendorName: text('vendor_name'),
    seatsTotal: integer('seats_total').notNull(),
    perUnitBasis: text('per_unit_basis').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('JPY'),
    billingUnit: text('billing_unit').notNull().default('MONTH'),
    termStart: date('term_start', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(license_name || ' ' || coalesce(vendor_name, '') || ' ' || coalesce(notes, ''))`),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(license_name || '|' || coalesce(vendor_name, ''))`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('licenses_company_name_idx').on(t.companyId, t.licenseName, t.id),
    index('licenses_company_type_name_idx').on(t.companyId, t.allocationType, t.licenseName, t.id),
    index('licenses_company_expiry_idx').on(t.companyId, t.expiryDate),
    index('licenses_software_idx').on(t.softwareId),
    index('licenses_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('licenses_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    check('licenses_seats_total_check', sql`seats_total >= 0`),
  ],
);

/**
 * A seat of a license held by a person or by a device (exactly one of `person_id`, `device_id`;
 * `assignee_type` says which). One seat per holder and license. The seats in use are the rows of
 * a license; the API refuses an assignment past `licenses.seats_total` while holding the license
 * row locked, so concurrent assignments cannot pass the limit together.
 */
export const licenseAssignments = pgTable(
  'license_assignments',
  {
    id: id(),
    companyId: companyId(),
    licenseId: uuid('license_id').notNull().references(() => licenses.id, { onDelete: 'cascade' }),
    assigneeType: text('assignee_type', { enum: ['PERSON', 'DEVICE'] }).notNull(),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('license_assignments_person_key').on(t.licenseId, t.personId),
    uniqueIndex('license_assignments_device_key').on(t.licenseId, t.deviceId),
    index('license_assignments_company_person_idx').on(t.companyId, t.personId),
    index('license_assignments_company_device_idx').on(t.companyId, t.deviceId),
    check(
      'license_assignments_holder_check',
      sql`(assignee_type = 'PERSON' AND person_id IS NOT NULL AND device_id IS NULL) OR (assignee_type = 'DEVICE' AND device_id IS NOT NULL AND person_id IS NULL)`,
    ),
  ],
);

/* ----------------------------------- SaaS: marketplace, app integrations, accounts, shadow IT */
/* 001 §2 "Software", "App integrations and apps", §3 "App user row", "App integration",      */
/* "Shadow-IT visit", "Shadow-IT app row"; docs/software.md                                     */

/** A category of the app marketplace (`GET /v2/app-categories`): the software category code as id, bilingual name. Global. */
export const appCategories = pgTable('app_categories', {
  id: text('id').primaryKey(),
  nameJa: text('name_ja').notNull(),
  nameEn: text('name_en').notNull(),
  displayOrder: integer('display_order').notNull(),
});

/**
 * An app of the marketplace catalog (`GET /v2/apps`, `/v2/apps/{id}`): a SaaS product the company
 * can integrate. Global (every company sees the same catalog). `connector` names the connector
 * that reads its accounts (docs/software.md: a simulated one today, behind the interface a real
 * Google Workspace or Entra ID connector implements); `features` lists what it supports
 * (`USER_PROVISIONING`, `MDM`, `SSO`…).
 */
export const apps = pgTable(
  'apps',
  {
    id: id(),
    name: text('name').notNull(),
    vendorName: text('vendor_name').notNull(),
    categoryId: text('category_id').notNull().references(() => appCategories.id),
    descriptionJa: text('description_ja').notNull(),
    descriptionEn: text('description_en').notNull(),
    websiteUrl: text('website_url'),
    logoUrl: text('logo_url'),
    connector: text('connector').notNull().default('simulated'),
    authMethod: text('auth_method'),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    displayOrder: integer('display_order').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || vendor_name)`),
  },
  (t) => [
    uniqueIndex('apps_name_key').on(t.name),
    index('apps_category_idx').on(t.categoryId, t.displayOrder),
    index('apps_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * A company's integration of an app (001 §3 "App integration"): the marketplace app (`app_id`), or a
 * custom app (`is_custom_app`, `app_id` null, its own `name` and `custom_app_type`); the software
 * registry row it is shown under (`software_id`); the integrated tenant; `status` ACTIVE or
 * DEACTIVATED (001 §4: deactivate, reactivate, delete); the contract (anchor month/day, billing
 * cycle unit and length, pricing model FREE/FIXED/LINEAR, price per unit per cycle, currency, plan
 * name, per-unit basis); the features flag `USER_PROVISIONING`; when it was authenticated and its MDM
 * activated; after how many days without sign-in an account counts as inactive; and the state of
 * the last resource refresh (001 §4: IN_PROGRESS while a job runs).
 */
export const appIntegrations = pgTable(
  'app_integrations',
  {
    id: id(),
    companyId: companyId(),
    appId: uuid('app_id').references(() => apps.id),
    softwareId: uuid('software_id').references(() => software.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    isCustomApp: boolean('is_custom_app').notNull().default(false),
    customAppType: text('custom_app_type'),
    integratedTenantName: text('integrated_tenant_name'),
    status: text('status').notNull().default('ACTIVE'),
    contractAnchorMonth: integer('contract_anchor_month'),
    contractAnchorDay: integer('contract_anchor_day'),
    billingCycleUnit: text('billing_cycle_unit'),
    billingCycleLength: integer('billing_cycle_length'),
    pricingModel: text('pricing_model'),
    priceOfUnitPerBillingCycle: numeric('price_of_unit_per_billing_cycle', { precision: 14, scale: 2, mode: 'number' }),
    currencyCode: text('currency_code').notNull().default('JPY'),
    planName: text('plan_name'),
    unit: text('unit'),
    userProvisioning: boolean('user_provisioning').notNull().default(false),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true, mode: 'date' }),
    mdmActivatedAt: timestamp('mdm_activated_at', { withTimezone: true, mode: 'date' }),
    inactiveDays: integer('inactive_days').notNull().default(90),
    refreshStatus: text('refresh_status').notNull().default('IDLE'),
    refreshRequestedAt: timestamp('refresh_requested_at', { withTimezone: true, mode: 'date' }),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true, mode: 'date' }),
    refreshError: text('refresh_error'),
    version: integer('version').notNull().default(1),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(name || '|' || coalesce(integrated_tenant_name, ''))`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('app_integrations_company_name_idx').on(t.companyId, t.name, t.id),
    index('app_integrations_software_idx').on(t.softwareId),
    index('app_integrations_app_idx').on(t.companyId, t.appId),
    index('app_integrations_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/** A role defined in an integrated app (Owner, Admin, Member…), by name; unique per integration. */
export const appRoles = pgTable(
  'app_roles',
  {
    id: id(),
    companyId: companyId(),
    appIntegrationId: uuid('app_integration_id').notNull().references(() => appIntegrations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [uniqueIndex('app_roles_integration_name_key').on(t.appIntegrationId, t.name)],
);

/**
 * Who should hold an account in an integrated app, and with which role (the assigned, correct role
 * of 001 §3 `worker.assignedRoleName` / §6): one row per worker and integration. An account whose
 * worker has no row here is VIOLATED (violated assignment); a row without an account is NO_USER.
 */
export const appAssignments = pgTable(
  'app_assignments',
  {
    id: id(),
    companyId: companyId(),
    appIntegrationId: uuid('app_integration_id').notNull().references(() => appIntegrations.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    appRoleId: uuid('app_role_id').references(() => appRoles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_assignments_integration_person_key').on(t.appIntegrationId, t.personId),
    index('app_assignments_company_person_idx').on(t.companyId, t.personId),
  ],
);

/**
 * An account in an integrated app (001 §3 "App user row", `user`), as its connector or a CSV import
 * reported it; `external_id` is the app's own id (unique per integration). `email` is lower-cased.
 * `person_id` is a worker linked by hand (`canChangePerson`); when null the worker is found by
 * e-mail or alias (docs/software.md "Rule matching").
 */
export const appUsers = pgTable(
  'app_users',
  {
    id: id(),
    companyId: companyId(),
    appIntegrationId: uuid('app_integration_id').notNull().references(() => appIntegrations.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name'),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    configuredMfa: boolean('configured_mfa').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    externalCreatedAt: timestamp('external_created_at', { withTimezone: true, mode: 'date' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true, mode: 'date' }),
    statusName: text('status_name'),
    actualRoleName: text('actual_role_name'),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || coalesce(display_name, '') || ' ' || coalesce(email, ''))`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_users_integration_external_key').on(t.appIntegrationId, t.externalId),
    index('app_users_integration_name_idx').on(t.appIntegrationId, t.name, t.id),
    index('app_users_integration_email_idx').on(t.appIntegrationId, t.email, t.id),
    index('app_users_integration_signed_in_idx').on(t.appIntegrationId, t.lastSignedInAt, t.id),
    index('app_users_company_email_idx').on(t.companyId, t.email),
    index('app_users_person_idx').on(t.personId),
    index('app_users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Further lower-cased e-mail addresses a worker is known by, for matching app accounts (one owner per address). */
export const personEmailAliases = pgTable(
  'person_email_aliases',
  {
    id: id(),
    companyId: companyId(),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (t) => [uniqueIndex('person_email_aliases_company_email_key').on(t.companyId, t.email), index('person_email_aliases_person_idx').on(t.personId)],
);

/**
 * A web app a shadow-IT detection tool recognizes (001 §3 "Shadow-IT visit" `traceableApp`): name,
 * avatar, software category, site, and the marketplace app it could be integrated as. Global.
 */
export const traceableApps = pgTable('traceable_apps', {
  id: id(),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  category: text('category').notNull(),
  websiteUrl: text('website_url').notNull(),
  integratableAppId: uuid('integratable_app_id').references(() => apps.id, { onDelete: 'set null' }),
});

/**
 * A detected visit to a traceable app (001 §3 "Shadow-IT visit"): when, by whom (`person_id`, or
 * null for an unknown user with only `user_email`), which URL, reported by which detection tool.
 */
export const shadowItVisits = pgTable(
  'shadow_it_visits',
  {
    id: id(),
    companyId: companyId(),
    traceableAppId: uuid('traceable_app_id').notNull().references(() => traceableApps.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    url: text('url').notNull(),
    detectionTool: text('detection_tool').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('shadow_it_visits_company_visited_idx').on(t.companyId, t.visitedAt, t.id),
    index('shadow_it_visits_company_app_idx').on(t.companyId, t.traceableAppId, t.visitedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Issue 15: ID management, Starlink terminals, fleets, marketplace orders and cart, place administrators
// ---------------------------------------------------------------------------------------------

/**
 * A group ID (001 §3 "Group ID (proxy user)"): a shared or proxy login id of the company's apps
 * (`info@`, `sales-team@`), owned by one person and used by its members. `login_id` is unique per
 * company, case-insensitively. The rule-and-policy tab edits `owner_person_id`,
 * `password_rotation_days` (null: no rotation rule), `mfa_required`, `review_interval_months` and
 * `last_reviewed_at`; `version` guards PATCH (409 on a stale one).
 */
export const groupIds = pgTable(
  'group_ids',
  {
    id: id(),
    companyId: companyId(),
    loginId: text('login_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    ownerPersonId: uuid('owner_person_id').references(() => people.id, { onDelete: 'set null' }),
    passwordRotationDays: integer('password_rotation_days'),
    mfaRequired: boolean('mfa_required').notNull().default(false),
    reviewIntervalMonths: integer('review_interval_months'),
    lastReviewedAt: date('last_reviewed_at', { mode: 'string' }),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(login_id || ' ' || name || ' ' || coalesce(description, ''))`),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(login_id || '|' || name)`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_ids_company_login_key').on(t.companyId, sql`lower(${t.loginId})`),
    index('group_ids_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('group_ids_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/** A member of a group ID (001 §3 "Members": personId, name, email, avatarUrl): who uses the shared login. */
export const groupIdMembers = pgTable(
  'group_id_members',
  {
    id: id(),
    companyId: companyId(),
    groupIdId: uuid('group_id_id').notNull().references(() => groupIds.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_id_members_group_person_key').on(t.groupIdId, t.personId), index('group_id_members_person_idx').on(t.personId)],
);

/**
 * A Starlink terminal (000 §2 "Starlinks", §3 network status and SIM status; 001 §2). `status`
 * ACTIVE | NOT_ACTIVE is the list's category; `network_status` CONNECTED | OUT_OF_SERVICE |
 * ROAMING | DISCONNECTED; `sim_status` ACTIVE | INACTIVE | SUSPENDED | UNKNOWN. Data in gigabytes:
 * `plan_data_gb` the plan's monthly allowance (null: unlimited), `data_usage_gb` used since
 * `billing_cycle_start`. `latitude` / `longitude` in WGS84 degrees (null: never located). `name` is
 * the name the company typed and `name_en` its English name (issue 30; migration 0024), null when
 * none given: English screens fall back to `name` (docs/fields.md "Names a company defines").
 */
export const starlinks = pgTable(
  'starlinks',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    kitSerialNumber: text('kit_serial_number').notNull(),
    serviceLineNumber: text('service_line_number'),
    status: text('status', { enum: ['ACTIVE', 'NOT_ACTIVE'] }).notNull(),
    networkStatus: text('network_status', { enum: ['CONNECTED', 'OUT_OF_SERVICE', 'ROAMING', 'DISCONNECTED'] }).notNull(),
    simStatus: text('sim_status', { enum: ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'UNKNOWN'] }).notNull(),
    planName: text('plan_name').notNull(),
    planDataGb: numeric('plan_data_gb', { precision: 10, scale: 2, mode: 'number' }),
    dataUsageGb: numeric('data_usage_gb', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    billingCycleStart: date('billing_cycle_start', { mode: 'string' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    adminPersonId: uuid('admin_person_id').references(() => people.id, { onDelete: 'set null' }),
    softwareVersion: text('software_version'),
    routerSerialNumber: text('router_serial_number'),
    activatedAt: date('activated_at', { mode: 'string' }),
    note: text('note'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(name_en, '') || ' ' || kit_serial_number || ' ' || coalesce(service_line_number, '') || ' ' || plan_name || ' ' || coalesce(router_serial_number, ''))`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('starlinks_company_kit_key').on(t.companyId, t.kitSerialNumber),
    index('starlinks_company_name_idx').on(t.companyId, t.name, t.id),
    index('starlinks_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** One day of a terminal's data use in gigabytes (the overview's usage chart). */
export const starlinkUsageDaily = pgTable(
  'starlink_usage_daily',
  {
    companyId: companyId(),
    starlinkId: uuid('starlink_id').notNull().references(() => starlinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dataGb: numeric('data_gb', { precision: 10, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.starlinkId, t.day] })],
);

/**
 * An alert raised on a terminal (001 §2 "starlinks alerts": category DISABLED | DATA_OVERAGE |
 * PERFORMANCE_ISSUE | UPDATE | ROUTER_ISSUE | OTHERS). Open while `resolved_at` is null.
 */
export const starlinkAlerts = pgTable(
  'starlink_alerts',
  {
    id: id(),
    companyId: companyId(),
    starlinkId: uuid('starlink_id').notNull().references(() => starlinks.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['DISABLED', 'DATA_OVERAGE', 'PERFORMANCE_ISSUE', 'UPDATE', 'ROUTER_ISSUE', 'OTHERS'] }).notNull(),
    messageJa: text('message_ja').notNull(),
    messageEn: text('message_en').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('starlink_alerts_company_category_idx').on(t.companyId, t.category, t.detectedAt), index('starlink_alerts_starlink_idx').on(t.starlinkId)],
);
