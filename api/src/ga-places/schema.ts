import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from '../db/schema';

/**
 * The tables of general affairs and places (issue 32, docs/api-layout.md): the `ga-places` domain owns them; another
 * domain may import this file (tables are the SQL contract, joins across domains are allowed). The
 * migrations stay one ordered sequence in api/drizzle/ (drizzle.config.ts reads every
 * `src/<domain>/schema*.ts`).
 *
 * Split in two so that no import circle ties this domain's tables to hr-people's: this file holds
 * the places and equipment catalogue (hr-people's `people`, time records and attendance links point
 * at `places`), and `schema-people-linked.ts` the tables that point at people (equipment, vehicles,
 * fleet settings, place administrators). Another domain may import either.
 */

/** Place types: business place types, office types and ownership types (000 §2 Places filters). */
export const placeTypes = pgTable(
  'place_types',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind', { enum: ['BUSINESS_PLACE', 'OFFICE', 'OWNERSHIP'] }).notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('place_types_company_kind_idx').on(t.companyId, t.kind, t.displayOrder)],
);

/** A place (000 §3). */
export const places = pgTable(
  'places',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    status: text('status').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    addressJa: text('address_ja'),
    addressEn: text('address_en'),
    establishedDate: date('established_date', { mode: 'string' }),
    avatarUrl: text('avatar_url'),
    businessPlaceTypeId: uuid('business_place_type_id').references(() => placeTypes.id),
    officeTypeId: uuid('office_type_id').references(() => placeTypes.id),
    ownershipTypeId: uuid('ownership_type_id').references(() => placeTypes.id),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(code || ' ' || name_ja || ' ' || name_en || ' ' || coalesce(address_ja, '') || ' ' || coalesce(address_en, '') || ' ' || coalesce(email, ''))`,
    ),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(code || '|' || name_ja || '|' || name_en)`),
    /** Optimistic concurrency (issue 29): every update and CSV import of the place adds one; a PATCH with another answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('places_company_code_key').on(t.companyId, t.code),
    index('places_company_name_en_idx').on(t.companyId, t.nameEn, t.id),
    index('places_company_name_ja_idx').on(t.companyId, t.nameJa, t.id),
    index('places_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('places_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/* ----------------------------------------------------------- equipment (001 §3 Equipment) */

/** An equipment type (001 §3; master data: code, names, display order, disabled flag). */
export const equipmentTypes = pgTable(
  'equipment_types',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    /** Optimistic concurrency (issue 29): every update, enable and disable adds one; a PATCH with another answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('equipment_types_company_code_key').on(t.companyId, t.code)],
);

/** An equipment item: a catalogue entry of one equipment type (001 §3). */
export const equipmentItems = pgTable(
  'equipment_items',
  {
    id: id(),
    companyId: companyId(),
    equipmentTypeId: uuid('equipment_type_id').notNull().references(() => equipmentTypes.id),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    maker: text('maker'),
    model: text('model'),
    displayOrder: integer('display_order').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    /** Optimistic concurrency (issue 29): every update, enable and disable adds one; a PATCH with another answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('equipment_items_company_code_key').on(t.companyId, t.code), index('equipment_items_type_idx').on(t.equipmentTypeId)],
);
