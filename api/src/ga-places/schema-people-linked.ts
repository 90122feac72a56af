import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, companyId, createdAt, id, users } from '../db/schema';
import { people } from '../hr-people/schema';
import { equipmentItems, equipmentTypes, places } from './schema';

/**
 * The ga-places tables that point at people (issue 32, docs/api-layout.md): equipment (its user),
 * vehicles (their driver) with their mileage logs and settings (the safe-driving manager), and
 * place administrators. Apart from `schema.ts` because hr-people's tables point at `places`: in one
 * file the two domains' schemas imported each other. Another domain may import this file.
 */

/**
 * A piece of equipment (001 §3 Equipment and its enumerations). `asset_tag` is unique in the
 * company when set; `version` counts updates (optimistic concurrency); `search_text` folds name,
 * model, serial number and asset tag for `freeText`. It has no trigram index: the list's freeText
 * also matches type, item and person names (an OR across joined tables no single index serves),
 * and maintaining a GIN index tripled the time of a 100k-row CSV import.
 */
export const equipment = pgTable(
  'equipment',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    equipmentTypeId: uuid('equipment_type_id').notNull().references(() => equipmentTypes.id),
    equipmentItemId: uuid('equipment_item_id').references(() => equipmentItems.id),
    model: text('model'),
    serialNumber: text('serial_number'),
    assetTag: text('asset_tag'),
    managementType: text('management_type'),
    status: text('status').notNull(),
    usageType: text('usage_type'),
    placementType: text('placement_type'),
    locationStatus: text('location_status'),
    assignedPersonId: uuid('assigned_person_id').references(() => people.id),
    placementPlaceId: uuid('placement_place_id').references(() => places.id),
    memo: text('memo'),
    disabled: boolean('disabled').notNull().default(false),
    version: integer('version').notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, '') || ' ' || coalesce(asset_tag, ''))`,
    ),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(name || '|' || coalesce(serial_number, '') || '|' || coalesce(asset_tag, '') || '|' || coalesce(model, ''))`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('equipment_company_asset_tag_key').on(t.companyId, t.assetTag),
    index('equipment_company_name_idx').on(t.companyId, t.name, t.id),
    index('equipment_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // the list's MODEL and SERIAL_NUMBER sorts, ascending (`asc nulls last`, then id): without them each page sorted
    // the company's whole equipment (docs/performance.md §2 "Page queries PostgreSQL plans once")
    index('equipment_company_model_idx').on(t.companyId, t.model, t.id),
    index('equipment_company_serial_number_idx').on(t.companyId, t.serialNumber, t.id),
    index('equipment_company_type_idx').on(t.companyId, t.equipmentTypeId),
    index('equipment_company_person_idx').on(t.companyId, t.assignedPersonId),
    index('equipment_company_place_idx').on(t.companyId, t.placementPlaceId),
    // the palette's record search (docs/search.md "Equipment's index"): without it every search read all equipment
    index('equipment_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/**
 * A company vehicle (001 §2 "fleets"; 000 §2 `/fleets/add` with `mainType`). `main_type` CAR |
 * KEI_CAR | VAN | TRUCK | MOTORCYCLE; `ownership` OWNED | LEASED | RENTAL; `fuel_type` GASOLINE |
 * DIESEL | HYBRID | ELECTRIC; `status` ACTIVE | IN_MAINTENANCE | RETIRED. Due dates: 車検
 * (`inspection_due_date`), 自賠責 (`compulsory_insurance_due_date`), 任意保険
 * (`insurance_due_date`). `mileage_km` is the odometer reading in kilometres at `mileage_recorded_on`.
 * `name` is the name the company typed and `name_en` its English name (issue 30; migration 0024),
 * null when none given: English screens fall back to `name` (docs/fields.md "Names a company defines").
 */
export const fleets = pgTable(
  'fleets',
  {
    id: id(),
    companyId: companyId(),
    mainType: text('main_type', { enum: ['CAR', 'KEI_CAR', 'VAN', 'TRUCK', 'MOTORCYCLE'] }).notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    registrationNumber: text('registration_number').notNull(),
    maker: text('maker').notNull(),
    model: text('model').notNull(),
    modelYear: integer('model_year'),
    color: text('color'),
    fuelType: text('fuel_type', { enum: ['GASOLINE', 'DIESEL', 'HYBRID', 'ELECTRIC'] }),
    ownership: text('ownership', { enum: ['OWNED', 'LEASED', 'RENTAL'] }).notNull(),
    leaseCompany: text('lease_company'),
    leaseEndDate: date('lease_end_date', { mode: 'string' }),
    status: text('status', { enum: ['ACTIVE', 'IN_MAINTENANCE', 'RETIRED'] }).notNull().default('ACTIVE'),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    assignedPersonId: uuid('assigned_person_id').references(() => people.id, { onDelete: 'set null' }),
    inspectionDueDate: date('inspection_due_date', { mode: 'string' }),
    compulsoryInsuranceDueDate: date('compulsory_insurance_due_date', { mode: 'string' }),
    insuranceCompany: text('insurance_company'),
    insuranceDueDate: date('insurance_due_date', { mode: 'string' }),
    mileageKm: integer('mileage_km'),
    mileageRecordedOn: date('mileage_recorded_on', { mode: 'string' }),
    note: text('note'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(name_en, '') || ' ' || registration_number || ' ' || maker || ' ' || model || ' ' || coalesce(lease_company, '') || ' ' || coalesce(insurance_company, ''))`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fleets_company_registration_key').on(t.companyId, t.registrationNumber),
    index('fleets_company_name_idx').on(t.companyId, t.name, t.id),
    index('fleets_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** An odometer reading of a vehicle (kilometres on a day): the overview's mileage trend. */
export const fleetMileageLogs = pgTable(
  'fleet_mileage_logs',
  {
    id: id(),
    companyId: companyId(),
    fleetId: uuid('fleet_id').notNull().references(() => fleets.id, { onDelete: 'cascade' }),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    mileageKm: integer('mileage_km').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('fleet_mileage_logs_fleet_day_key').on(t.fleetId, t.recordedOn)],
);

/**
 * The company's fleet settings and policy, one row per company (`/fleets/settings`,
 * `/fleets/rule-and-policy`): alert windows in days before the 車検 and insurance due dates, the
 * mileage (km) past which a vehicle is flagged, the 安全運転管理者 (safe-driving manager), whether
 * the alcohol check before and after driving is required, how often driving licences are checked
 * (months), and the company's rules as text per language.
 */
export const fleetSettings = pgTable('fleet_settings', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  inspectionAlertDays: integer('inspection_alert_days').notNull().default(60),
  insuranceAlertDays: integer('insurance_alert_days').notNull().default(30),
  mileageAlertKm: integer('mileage_alert_km').notNull().default(100000),
  safeDrivingManagerPersonId: uuid('safe_driving_manager_person_id').references(() => people.id, { onDelete: 'set null' }),
  alcoholCheckRequired: boolean('alcohol_check_required').notNull().default(true),
  licenseCheckIntervalMonths: integer('license_check_interval_months').notNull().default(12),
  rulesJa: text('rules_ja'),
  rulesEn: text('rules_en'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A person who administers a place (`/places/{id}/administrators`): `role` MANAGER (拠点責任者) |
 * GA_CONTACT (総務担当) | IT_CONTACT (IT担当) | SAFETY_MANAGER (安全衛生担当). One row per place, person and role.
 */
export const placeAdministrators = pgTable(
  'place_administrators',
  {
    id: id(),
    companyId: companyId(),
    placeId: uuid('place_id').notNull().references(() => places.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['MANAGER', 'GA_CONTACT', 'IT_CONTACT', 'SAFETY_MANAGER'] }).notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('place_administrators_place_person_role_key').on(t.placeId, t.personId, t.role), index('place_administrators_person_idx').on(t.personId)],
);
