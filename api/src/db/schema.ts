import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, boolean, check, date, index, integer, jsonb, numeric, pgTable, pgView, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The database schema. Every business row carries `company_id` (the tenant); repositories always
 * filter by the session's company. Bilingual texts are stored twice (`*_ja`, `*_en`). Columns
 * searched by `freeText` are folded into a generated, lower-cased `search_text` with a pg_trgm GIN
 * index (migration 0000 creates the extension).
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const companyId = () => uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A tenant: the customer company, or a device supplier of the marketplace. */
export const companies = pgTable('companies', {
  id: id(),
  nameJa: text('name_ja').notNull(),
  nameEn: text('name_en').notNull(),
  /** E-mail one-time codes as second factor (DECISIONS.md "Auth and accounts"). */
  mfaEmailEnabled: boolean('mfa_email_enabled').notNull().default(false),
  marketplaceAvailable: boolean('marketplace_available').notNull().default(true),
  isMarketplaceCustomer: boolean('is_marketplace_customer').notNull().default(false),
  isMarketplaceSupplier: boolean('is_marketplace_supplier').notNull().default(false),
  createdAt: createdAt(),
});

/** A person who can sign in. Belongs to one company; may hold an operator and/or individual account. */
export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyId(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64), or null until an invitation is accepted. */
    passwordHash: text('password_hash'),
    familyNameJa: text('family_name_ja').notNull(),
    givenNameJa: text('given_name_ja').notNull(),
    familyNameEn: text('family_name_en').notNull(),
    givenNameEn: text('given_name_en').notNull(),
    personId: uuid('person_id'),
    locale: text('locale').notNull().default('ja-JP'),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId)],
);

/** A user's account in an area (000 §6): `OPERATOR` (staff) or `INDIVIDUAL`. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['OPERATOR', 'INDIVIDUAL'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_user_kind_key').on(t.userId, t.kind), index('accounts_company_kind_idx').on(t.companyId, t.kind)],
);

/** An invitation to become a user with the given accounts. Only the SHA-256 of the code is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: companyId(),
    codeHash: text('code_hash').notNull(),
    email: text('email').notNull(),
    familyNameJa: text('family_name_ja').notNull(),
    givenNameJa: text('given_name_ja').notNull(),
    familyNameEn: text('family_name_en').notNull(),
    givenNameEn: text('given_name_en').notNull(),
    middleName: text('middle_name'),
    grantsOperator: boolean('grants_operator').notNull().default(false),
    grantsIndividual: boolean('grants_individual').notNull().default(true),
    personId: uuid('person_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_code_hash_key').on(t.codeHash), index('invitations_company_idx').on(t.companyId)],
);

/** A session: only the SHA-256 of the cookie token is kept. `mfaPending` until the code is verified. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    mfaPending: boolean('mfa_pending').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** An e-mailed one-time code (6 digits, hashed, 10 minutes, 5 tries) bound to a pending session. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    companyId: companyId(),
    sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_session_idx').on(t.sessionId)],
);

/**
 * An organization unit (001 §2 Organization): the company's units as a tree (`parent_id`), each with
 * its head, existing from `valid_from` until the day before `valid_to`. People belong to one unit
 * (`people.department_id`). Plans (`org_plans`) change units from their effective date.
 */
export const orgUnits = pgTable(
  'org_units',
  {
    id: id(),
    companyId: companyId(),
    /** The unit's level: 本部 DIVISION, 部 DEPARTMENT, 課 SECTION, チーム TEAM. */
    kind: text('kind', { enum: ['DIVISION', 'DEPARTMENT', 'SECTION', 'TEAM'] }).notNull(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    /** The unit above (null: a top unit directly under the company). */
    parentId: uuid('parent_id').references((): AnyPgColumn => orgUnits.id),
    /** The unit's head (部長, 課長…). */
    headPersonId: uuid('head_person_id').references((): AnyPgColumn => people.id, { onDelete: 'set null' }),
    /** First day the unit exists (YYYY-MM-DD) and its first day of no longer existing (null: open ended). */
    validFrom: date('valid_from', { mode: 'string' }).notNull().default('1900-01-01'),
    validTo: date('valid_to', { mode: 'string' }),
    displayOrder: integer('display_order').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('org_units_company_order_idx').on(t.companyId, t.displayOrder),
    index('org_units_parent_idx').on(t.parentId),
    uniqueIndex('org_units_company_code_key').on(t.companyId, t.code),
  ],
);

/**
 * The people settings' master data (001 §2 "People settings catalogs", §3 "Master data lists"): one
 * row per entry of one of the 17 catalogs (`catalog`: EMPLOYMENT_TYPE, POSITION, JOB_TYPE…, see
 * `hrCatalogValues` in the contracts). `name` is what HR typed (shown in Japanese), `name_en` the
 * English name when given (English falls back to `name`); `rank` orders grades and levels;
 * `display_order` orders the choices; a disabled entry is kept on the people who hold it but offered
 * to nobody new.
 */
export const hrMasterItems = pgTable(
  'hr_master_items',
  {
    id: id(),
    companyId: companyId(),
    catalog: text('catalog').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    rank: integer('rank'),
    displayOrder: integer('display_order').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('hr_master_items_company_catalog_code_key').on(t.companyId, t.catalog, t.code),
    index('hr_master_items_company_catalog_order_idx').on(t.companyId, t.catalog, t.displayOrder, t.id),
  ],
);

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

/** A worker (001 §2 People). Names in kanji, kana and romaji. */
export const people = pgTable(
  'people',
  {
    id: id(),
    companyId: companyId(),
    workerNumber: text('worker_number').notNull(),
    familyNameJa: text('family_name_ja').notNull(),
    givenNameJa: text('given_name_ja').notNull(),
    familyNameKana: text('family_name_kana').notNull(),
    givenNameKana: text('given_name_kana').notNull(),
    familyNameEn: text('family_name_en').notNull(),
    givenNameEn: text('given_name_en').notNull(),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    workerType: text('worker_type').notNull(),
    status: text('status').notNull(),
    departmentId: uuid('department_id').references(() => orgUnits.id),
    positionId: uuid('position_id').references(() => hrMasterItems.id),
    jobTypeId: uuid('job_type_id').references(() => hrMasterItems.id),
    placeId: uuid('place_id').references(() => places.id),
    joinedAt: date('joined_at', { mode: 'string' }),
    leavingAt: date('leaving_at', { mode: 'string' }),
    // Personal information (/person/{id}/personal-information)
    middleNameEn: text('middle_name_en'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** MALE, FEMALE, OTHER, UNANSWERED. */
    gender: text('gender'),
    personalEmail: text('personal_email'),
    phoneNumber: text('phone_number'),
    postalCode: text('postal_code'),
    address: text('address'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    emergencyContactPhone: text('emergency_contact_phone'),
    // Employee information (/person/{id}/employee-information): the people settings' catalogs
    employmentTypeId: uuid('employment_type_id').references(() => hrMasterItems.id),
    jobTitleId: uuid('job_title_id').references(() => hrMasterItems.id),
    jobLevelId: uuid('job_level_id').references(() => hrMasterItems.id),
    jobGradeId: uuid('job_grade_id').references(() => hrMasterItems.id),
    gradeId: uuid('grade_id').references(() => hrMasterItems.id),
    jobFunctionId: uuid('job_function_id').references(() => hrMasterItems.id),
    jobCompetencyId: uuid('job_competency_id').references(() => hrMasterItems.id),
    workModeId: uuid('work_mode_id').references(() => hrMasterItems.id),
    boardMemberTypeId: uuid('board_member_type_id').references(() => hrMasterItems.id),
    contractorTypeId: uuid('contractor_type_id').references(() => hrMasterItems.id),
    collaboratorTypeId: uuid('collaborator_type_id').references(() => hrMasterItems.id),
    healthInsuranceAssociationId: uuid('health_insurance_association_id').references(() => hrMasterItems.id),
    placeSocialInsuranceId: uuid('place_social_insurance_id').references(() => hrMasterItems.id),
    /** Contractors and collaborators: the company they come from. */
    affiliatedCompanyName: text('affiliated_company_name'),
    /** Fixed-term contract (契約社員, contractors): first and last day. */
    contractStartDate: date('contract_start_date', { mode: 'string' }),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    // Leaving (退職): the reason and a note; `leaving_at` is the last day of work, the person is alumni from the next day
    retirementReasonId: uuid('retirement_reason_id').references(() => hrMasterItems.id),
    contractEndReasonId: uuid('contract_end_reason_id').references(() => hrMasterItems.id),
    leavingNote: text('leaving_note'),
    // Salary and payment (/people/salary-and-payment): MONTHLY, DAILY or HOURLY pay, amounts in JPY
    payType: text('pay_type'),
    baseSalaryJpy: integer('base_salary_jpy'),
    commutingAllowanceJpy: integer('commuting_allowance_jpy'),
    bankName: text('bank_name'),
    bankBranchName: text('bank_branch_name'),
    /** ORDINARY (普通) or CHECKING (当座). */
    bankAccountType: text('bank_account_type'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountHolderKana: text('bank_account_holder_kana'),
    /** An HR SaaS's id of this worker (the external-hr-saas import matches on it, then on e-mail). */
    externalHrId: text('external_hr_id'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    nameKana: text('name_kana').generatedAlwaysAs(sql`family_name_kana || ' ' || given_name_kana`),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(family_name_ja || given_name_ja || ' ' || family_name_kana || given_name_kana || ' ' || given_name_en || ' ' || family_name_en || ' ' || email || ' ' || worker_number)`,
    ),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(family_name_ja || given_name_ja || '|' || given_name_ja || '|' || family_name_kana || given_name_kana || '|' || given_name_kana || '|' || given_name_en || family_name_en || '|' || family_name_en || given_name_en || '|' || email || '|' || worker_number)`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('people_company_worker_number_key').on(t.companyId, t.workerNumber),
    index('people_company_name_kana_idx').on(t.companyId, t.nameKana, t.id),
    index('people_company_name_en_idx').on(t.companyId, t.familyNameEn, t.givenNameEn, t.id),
    index('people_company_email_idx').on(t.companyId, t.email),
    // app accounts find their worker by lower-cased e-mail (docs/software.md "Rule matching")
    index('people_company_lower_email_idx').on(t.companyId, sql`lower(${t.email})`, t.id),
    index('people_company_joined_idx').on(t.companyId, t.joinedAt, t.id),
    index('people_company_type_status_idx').on(t.companyId, t.workerType, t.status),
    index('people_company_department_idx').on(t.companyId, t.departmentId),
    index('people_company_leaving_idx').on(t.companyId, t.leavingAt, t.id),
    // the alumni list (status ALUMNI, latest leavers first) and the daily leaving run (LEAVING, leaving_at < today):
    // without it the alumni page scanned the whole company's NULL leaving dates first (docs/people.md "Speed on 100k people")
    index('people_company_status_leaving_idx').on(t.companyId, t.status, t.leavingAt, t.id),
    // the people lists filtered by department and position (001 §2's id filters): ~1/6 of a department's rows read
    index('people_company_department_position_idx').on(t.companyId, t.departmentId, t.positionId),
    index('people_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('people_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/**
 * A worker's family member (/person/{id}/family/{familyPersonId}): name and reading, relationship
 * (SPOUSE, CHILD, PARENT, SIBLING, GRANDPARENT, GRANDCHILD, OTHER), birth date, and the flags payroll
 * and social insurance read: a dependant for tax (税扶養), for health insurance (社保扶養), living together.
 */
export const personFamilyMembers = pgTable(
  'person_family_members',
  {
    id: id(),
    companyId: companyId(),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull(),
    familyNameKana: text('family_name_kana'),
    givenNameKana: text('given_name_kana'),
    relationship: text('relationship').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    isTaxDependent: boolean('is_tax_dependent').notNull().default(false),
    isHealthInsuranceDependent: boolean('is_health_insurance_dependent').notNull().default(false),
    livesTogether: boolean('lives_together').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('person_family_members_person_idx').on(t.personId)],
);

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

/** A device product a supplier offers in the marketplace. Visible to every customer company. */
export const marketplaceProducts = pgTable(
  'marketplace_products',
  {
    id: id(),
    supplierCompanyId: uuid('supplier_company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    maker: text('maker').notNull(),
    model: text('model').notNull(),
    genre: text('genre').notNull(),
    imageUrl: text('image_url'),
    /** In `currency_code` units (yen for JPY); null for a quotation. */
    price: bigint('price', { mode: 'number' }),
    currencyCode: text('currency_code').notNull(),
    priceKind: text('price_kind').notNull(),
    contractMethod: text('contract_method').notNull(),
    /** The product page's text (issue 15), per language; null when the supplier wrote none. */
    descriptionJa: text('description_ja'),
    descriptionEn: text('description_en'),
    /** Working days from acceptance to delivery the supplier promises (issue 15); null: ask. */
    leadTimeDays: integer('lead_time_days'),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name_ja || ' ' || name_en || ' ' || maker || ' ' || model)`),
    createdAt: createdAt(),
  },
  (t) => [index('marketplace_products_name_idx').on(t.nameEn, t.id)],
);

/**
 * The audit log (see `api/src/audit/audit-log.ts`): one row per create, update or delete, written
 * in the same transaction as the change. `changes` is `[{ field, before, after }]` with dotted
 * payload paths. `occurred_at` defaults to `clock_timestamp()`; `seq` breaks ties in write order
 * (a clock can give two entries of one transaction the same instant: PGlite's did), so several
 * entries of one transaction keep their order. The actor becomes null when the user is deleted; the entries of a
 * deleted record stay.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    companyId: companyId(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    action: text('action', { enum: ['CREATE', 'UPDATE', 'DELETE', 'ACCESS'] }).notNull(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
  },
  (t) => [index('audit_logs_resource_idx').on(t.companyId, t.resourceType, t.resourceId, t.occurredAt.desc(), t.seq.desc())],
);

/** A user's column settings of one list (`tableId`, e.g. `networks`): `columns` is `[{ key, visible }]` in display order. */
export const tableSettings = pgTable(
  'table_settings',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tableId: text('table_id').notNull(),
    columns: jsonb('columns').$type<{ key: string; visible: boolean }[]>().notNull(),
    density: text('density', { enum: ['default', 'compact'] }).notNull().default('default'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'table_settings_pkey', columns: [t.userId, t.tableId] })],
);

/**
 * A saved view of a list (issue 31 "Saved views"; contracts `settings/saved-views.ts`): the list's
 * URL search and visible columns under a name, owned by a user, optionally shared with a people
 * group (its holders see it; a deleted group leaves the view the owner's alone).
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tableId: text('table_id').notNull(),
    name: text('name').notNull(),
    search: text('search').notNull(),
    columns: jsonb('columns').$type<string[]>(),
    peopleGroupId: uuid('people_group_id').references(() => peopleGroups.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_user_table_name_key').on(t.userId, t.tableId, t.name),
    index('saved_views_company_table_idx').on(t.companyId, t.tableId),
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
    index('equipment_company_type_idx').on(t.companyId, t.equipmentTypeId),
    index('equipment_company_person_idx').on(t.companyId, t.assignedPersonId),
    index('equipment_company_place_idx').on(t.companyId, t.placementPlaceId),
    // the palette's record search (docs/search.md "Equipment's index"): without it every search read all equipment
    index('equipment_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/**
 * Failed sign-ins, one row per failure, keyed by what is throttled (`account:<e-mail>`,
 * `address:<client address>`): the throttle lives in the database so that every API replica sees
 * the same count (issue 9 "Hardening"; `api/src/auth/throttle.ts`). Rows older than the window are
 * deleted as new failures arrive. Not tenant data: a sign-in has no company yet.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.key, t.failedAt)],
);

/**
 * A product permission (001 §3 "Product permission columns"; issue 9): a name and the products
 * (`IT`, `HR`, `GA`, `LEGAL`, `MARKETPLACE`, `SETTINGS`) it grants, in that order. `version` counts
 * updates (optimistic concurrency). Names are unique per company.
 */
export const productPermissions = pgTable(
  'product_permissions',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    /** Privileges besides the products (issue 13): `MY_NUMBER_HANDLER` (個人番号事務取扱担当者) may reveal and export My Numbers. */
    privileges: text('privileges').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_permissions_company_name_key').on(t.companyId, t.name)],
);

/**
 * A people group (001 §3 "People group columns"): holds the company's people whose worker type is
 * in `worker_types`, plus those included by name, minus those excluded by name (exclusion wins),
 * never alumni. Membership is computed when asked (view `people_group_holders`), so it follows HR
 * data without anyone acting.
 */
export const peopleGroups = pgTable(
  'people_groups',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    workerTypes: text('worker_types').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('people_groups_company_name_key').on(t.companyId, t.name)],
);

/** A person named in a people group: `INCLUDE` (a member whatever the worker type) or `EXCLUDE` (never a member). */
export const peopleGroupMembers = pgTable(
  'people_group_members',
  {
    peopleGroupId: uuid('people_group_id').notNull().references(() => peopleGroups.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.peopleGroupId, t.personId] }), index('people_group_members_person_idx').on(t.personId)],
);

/**
 * A role (001 §3 "Role list columns", §6): a name joining product permissions to people groups;
 * everyone its groups hold may use the union of its permissions' products.
 */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_company_name_key').on(t.companyId, t.name)],
);

/** A role's product permissions (a permission referenced by a role cannot be deleted). */
export const roleProductPermissions = pgTable(
  'role_product_permissions',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    productPermissionId: uuid('product_permission_id').notNull().references(() => productPermissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.productPermissionId] }), index('role_product_permissions_permission_idx').on(t.productPermissionId)],
);

/** A role's people groups (a group referenced by a role cannot be deleted). */
export const rolePeopleGroups = pgTable(
  'role_people_groups',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    peopleGroupId: uuid('people_group_id').notNull().references(() => peopleGroups.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.peopleGroupId] }), index('role_people_groups_group_idx').on(t.peopleGroupId)],
);

/** View (migration 0007): the people each people group holds now (see `peopleGroups`). */
export const peopleGroupHolders = pgView('people_group_holders', {
  peopleGroupId: uuid('people_group_id').notNull(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
}).existing();

/** View (migration 0007): the products each person may use, one row per product (union over their roles). */
export const personProducts = pgView('person_products', {
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  product: text('product').notNull(),
}).existing();

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
// Organization plans (issue 12)
// ---------------------------------------------------------------------------------------------

/**
 * An organization plan (組織改編, 001 §2 "Organization" plans): a future organization that takes
 * effect on `effective_date`. DRAFT → SCHEDULED (checked) → APPLIED (by `applyDuePlans` on that
 * date); DRAFT or SCHEDULED → CANCELED. Its changes are `org_plan_changes`.
 */
export const orgPlans = pgTable(
  'org_plans',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['DRAFT', 'SCHEDULED', 'APPLIED', 'CANCELED'] }).notNull().default('DRAFT'),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('org_plans_company_date_idx').on(t.companyId, t.effectiveDate), index('org_plans_status_date_idx').on(t.status, t.effectiveDate)],
);

/**
 * What a plan does to one unit: ADD (a new unit whose id, `unit_id`, is chosen now so other changes
 * may name it as parent), CHANGE (the unit as it will be: code, kind, names, parent, head) or ABOLISH.
 * `parent_id` may name a unit the plan adds, so it has no foreign key.
 */
export const orgPlanChanges = pgTable(
  'org_plan_changes',
  {
    id: id(),
    companyId: companyId(),
    planId: uuid('plan_id').notNull().references(() => orgPlans.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    action: text('action', { enum: ['ADD', 'CHANGE', 'ABOLISH'] }).notNull(),
    kind: text('kind', { enum: ['DIVISION', 'DEPARTMENT', 'SECTION', 'TEAM'] }).notNull(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    parentId: uuid('parent_id'),
    headPersonId: uuid('head_person_id').references(() => people.id, { onDelete: 'set null' }),
    /**
     * Optimistic concurrency (issue 29): the plan's version after the change was last written, so it
     * grows with every write and never repeats for the unit, also after a revert dropped the row
     * (a unit the plan does not change reads 0). A `PUT …/units/{unitId}` with another answers 409.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('org_plan_changes_plan_unit_key').on(t.planId, t.unitId)],
);

/**
 * A unit's former state: its kind, code, names, parent and head from `valid_from` until the day
 * before `valid_to`. A change (a plan applied, a settings edit) closes the unit's current state here
 * before writing the new one into `org_units`, so the chart as of a past date draws the past.
 */
export const orgUnitHistory = pgTable(
  'org_unit_history',
  {
    id: id(),
    companyId: companyId(),
    unitId: uuid('unit_id').notNull().references(() => orgUnits.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['DIVISION', 'DEPARTMENT', 'SECTION', 'TEAM'] }).notNull(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    parentId: uuid('parent_id'),
    headPersonId: uuid('head_person_id'),
    createdAt: createdAt(),
  },
  (t) => [index('org_unit_history_unit_idx').on(t.unitId, t.validFrom), index('org_unit_history_company_idx').on(t.companyId)],
);

// ---------------------------------------------------------------------------------------------
// Time and attendance (issue 13; 001 §2 "Time and attendance", §3 "Time attendance day",
// "Time-record edit payload", §5, §9; docs/time-and-attendance.md)
// ---------------------------------------------------------------------------------------------

/**
 * One clocking of a person (打刻): `record_type` CLOCK_IN / CLOCK_OUT (001 §5) or REST_START /
 * REST_END (a rest period, shown as the day's `restTimes`), at `time` ('HH:MM', 24-hour, Asia/Tokyo
 * wall clock) of the attendance day `work_date` (the edit payload allows 00–23 only, so a shift past
 * midnight has its clock-out on the next day, where it shows as that day's error). `place_id` is where the
 * record was made (the attendance link's place), `source` how: CLOCKING (a kiosk or the person),
 * EDIT (created by a staff edit with a reason), SEED (demo data). A staff edit sets `is_edited`,
 * `edit_reason`, `edited_by`, `edited_at` (the audit log keeps the before and after). Errors are not
 * stored: the server computes them from a day's records whenever it answers.
 */
export const timeRecords = pgTable(
  'time_records',
  {
    id: id(),
    companyId: companyId(),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    recordType: text('record_type', { enum: ['CLOCK_IN', 'CLOCK_OUT', 'REST_START', 'REST_END'] }).notNull(),
    time: text('time').notNull(),
    source: text('source', { enum: ['CLOCKING', 'EDIT', 'SEED'] }).notNull(),
    isEdited: boolean('is_edited').notNull().default(false),
    editReason: text('edit_reason'),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** Optimistic concurrency (issue 29): every edit adds one; a `PATCH /v2/time-records` changing or deleting it with another answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_records_person_date_idx').on(t.personId, t.workDate, t.time),
    index('time_records_company_date_idx').on(t.companyId, t.workDate),
    index('time_records_company_place_date_idx').on(t.companyId, t.placeId, t.workDate),
    check('time_records_time_format', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * A place's attendance link (勤怠打刻リンク, 001 §2 "attendance-links/{placeId}"): the URL (and its
 * QR code) a clocking terminal at the place opens, `/time-and-attendance/clocking?token=…`. `token`
 * is a random, unguessable value; reissuing it (`rotated_at`) makes the old link stop working;
 * `enabled` false stops it without losing it. One link per place.
 */
export const attendanceLinks = pgTable(
  'attendance_links',
  {
    id: id(),
    companyId: companyId(),
    placeId: uuid('place_id').notNull().references(() => places.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_links_place_key').on(t.placeId), uniqueIndex('attendance_links_token_key').on(t.token), index('attendance_links_company_idx').on(t.companyId)],
);

// ---------------------------------------------------------------------------------------------
// Contracts (issue 13; 001 §2 "Contracts", §3 contract types and currencies; docs/contracts.md)
// ---------------------------------------------------------------------------------------------

/**
 * A contract (契約) of the company: its title and number (unique in the company among the terms
 * not RENEWED, so a renewal keeps its number), type
 * (001 §3), stored lifecycle `status` (DRAFT, UNDER_APPROVAL, ACTIVE, RENEWED, TERMINATED; EXPIRED
 * is derived when read), the parties (counterparty and our party), the term (`start_date`,
 * `end_date` null = indefinite), auto-renewal with its `renewal_term_months` and
 * `notice_period_days` (解約予告期間), the amount in `currency` per `billing_cycle`, `notes`.
 * A renewal is a new row whose `previous_contract_id` is the term before; `terminated_on` is the
 * last day of a terminated contract. `search_text` feeds the list's freeText (trigram index).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    contractNumber: text('contract_number'),
    contractType: text('contract_type', { enum: ['EMPLOYMENT', 'DELEGATION', 'SERVICE', 'LEASE', 'SAAS_SOFTWARE', 'OFFICE_RENTAL', 'OTHER'] }).notNull(),
    status: text('status', { enum: ['DRAFT', 'UNDER_APPROVAL', 'ACTIVE', 'RENEWED', 'TERMINATED'] }).notNull().default('DRAFT'),
    counterpartyName: text('counterparty_name').notNull(),
    counterpartyContact: text('counterparty_contact'),
    ourPartyName: text('our_party_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    renewalTermMonths: integer('renewal_term_months'),
    noticePeriodDays: integer('notice_period_days'),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('JPY'),
    billingCycle: text('billing_cycle', { enum: ['ONE_TIME', 'MONTHLY', 'YEARLY'] }).notNull().default('MONTHLY'),
    notes: text('notes'),
    terminatedOn: date('terminated_on', { mode: 'string' }),
    previousContractId: uuid('previous_contract_id').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || coalesce(contract_number, '') || ' ' || counterparty_name || ' ' || coalesce(counterparty_contact, '') || ' ' || our_party_name || ' ' || coalesce(notes, ''))`,
    ),
    /** Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by. */
    searchKey: text('search_key').generatedAlwaysAs(sql`kanri_search_key(title || '|' || coalesce(contract_number, '') || '|' || counterparty_name)`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // a renewal keeps its number: only the term in force (not RENEWED) holds it
    uniqueIndex('contracts_company_number_key').on(t.companyId, t.contractNumber).where(sql`status <> 'RENEWED'`),
    index('contracts_company_type_title_idx').on(t.companyId, t.contractType, t.title, t.id),
    index('contracts_company_end_idx').on(t.companyId, t.endDate),
    index('contracts_previous_idx').on(t.previousContractId),
    index('contracts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('contracts_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    check('contracts_term_order', sql`end_date is null or end_date >= start_date`),
    check('contracts_amount_check', sql`amount is null or amount >= 0`),
  ],
);

/**
 * A record a contract covers: a person (the employee of an employment contract, a contractor of a
 * 業務委託), a device, equipment, an app integration or a place, by `subject_type` and
 * `subject_id` (no foreign key: the id points into the type's table; a deleted record shows as
 * gone). One row per record and contract.
 */
export const contractSubjects = pgTable(
  'contract_subjects',
  {
    id: id(),
    companyId: companyId(),
    contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', { enum: ['PERSON', 'DEVICE', 'EQUIPMENT', 'APP_INTEGRATION', 'PLACE'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contract_subjects_contract_subject_key').on(t.contractId, t.subjectType, t.subjectId), index('contract_subjects_subject_idx').on(t.companyId, t.subjectType, t.subjectId)],
);

/**
 * A contract's lifecycle event (the operation-activity timeline and the approvals, 稟議): CREATED,
 * SUBMITTED, APPROVED / REJECTED (the decision, by `actor_user_id`, with its `comment`), RENEWED
 * (on the old term; `related_contract_id` the new) / RENEWED_FROM (on the new term), TERMINATED,
 * IMPORTED. Written in the transaction of the move itself.
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: id(),
    companyId: companyId(),
    contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['CREATED', 'SUBMITTED', 'APPROVED', 'REJECTED', 'RENEWED', 'RENEWED_FROM', 'TERMINATED', 'IMPORTED'] }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    relatedContractId: uuid('related_contract_id').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.occurredAt)],
);

/**
 * A risk provision of a contract (a clause a legal review flags): `clause_kind` (損害賠償上限,
 * 秘密保持, 反社会的勢力排除, 中途解約, 自動更新, 準拠法・管轄, 知的財産, other), where it is
 * (`clause_reference`, e.g. 第12条), `risk_level` LOW / MEDIUM / HIGH and a `note`.
 */
export const contractRiskProvisions = pgTable(
  'contract_risk_provisions',
  {
    id: id(),
    companyId: companyId(),
    contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    clauseKind: text('clause_kind', {
      enum: ['LIABILITY_CAP', 'CONFIDENTIALITY', 'ANTI_SOCIAL_FORCES', 'TERMINATION_FOR_CONVENIENCE', 'AUTO_RENEWAL', 'GOVERNING_LAW', 'INTELLECTUAL_PROPERTY', 'OTHER'],
    }).notNull(),
    clauseReference: text('clause_reference'),
    riskLevel: text('risk_level', { enum: ['LOW', 'MEDIUM', 'HIGH'] }).notNull(),
    note: text('note'),
    /** Optimistic concurrency (issue 29): every update adds one; a PATCH of the provision with another answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contract_risk_provisions_contract_idx').on(t.contractId)],
);

/* ------------------------------------------------------------ public IDs (issue 13; docs/public-ids.md) */

/**
 * A person's public ID (001 §2 "Public IDs"): `public_id_type` NATIONAL_ID (with `national_id_type`
 * MY_NUMBER or NATIONAL_REGISTRATION_IDENTITY_CARD) or TRAVEL_DOCUMENT (passport; kind null). The
 * number is never stored in clear: `number_ciphertext` is AES-256-GCM (base64 of iv | tag | cipher
 * text, the company id as associated data) under the keyring key `number_key_id`;
 * `number_blind_index` is a keyed HMAC-SHA256 (hex, same key) of company, type, kind and number,
 * for duplicate checks and exact search; `masked_number` keeps only the last four characters
 * (`********5678`). One record per person, type and kind. Deleting is a hard delete (files too).
 */
export const publicIds = pgTable(
  'public_ids',
  {
    id: id(),
    companyId: companyId(),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    publicIdType: text('public_id_type', { enum: ['NATIONAL_ID', 'TRAVEL_DOCUMENT'] }).notNull(),
    nationalIdType: text('national_id_type', { enum: ['MY_NUMBER', 'NATIONAL_REGISTRATION_IDENTITY_CARD'] }),
    numberCiphertext: text('number_ciphertext').notNull(),
    numberKeyId: text('number_key_id').notNull(),
    numberBlindIndex: text('number_blind_index').notNull(),
    maskedNumber: text('masked_number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    issuingCountry: text('issuing_country'),
    nameOnDocument: text('name_on_document'),
    issuingAuthority: text('issuing_authority'),
    note: text('note'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('public_ids_person_type_key').on(t.personId, t.publicIdType, t.nationalIdType).nullsNotDistinct(),
    index('public_ids_company_type_idx').on(t.companyId, t.publicIdType, t.nationalIdType),
    index('public_ids_company_blind_index_idx').on(t.companyId, t.numberBlindIndex),
    index('public_ids_key_idx').on(t.numberKeyId),
  ],
);

/**
 * A scan of a public ID (the card's front, back or another page) kept in object storage under
 * `storage_key` (`public-id/{companyId}/{uuid}.{ext}`); downloaded only through short-lived presigned
 * GET URLs issued after the permission check. Deleted with its record (and its object).
 */
export const publicIdFiles = pgTable(
  'public_id_files',
  {
    id: id(),
    companyId: companyId(),
    publicIdId: uuid('public_id_id').notNull().references(() => publicIds.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    side: text('side', { enum: ['FRONT', 'BACK', 'OTHER'] }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('public_id_files_storage_key_key').on(t.storageKey), index('public_id_files_public_id_idx').on(t.publicIdId)],
);

/* ------------------------------------------------ operation packages (issue 14; docs/operation-packages.md) */

/**
 * An operation package (001 §2 "Operation packages"; DECISIONS.md "Operation cores"): a kind of work
 * the back office runs across people, e.g. 入社手続き, 退職手続き, オフィス移転, 年次デバイス棚卸. `core`
 * is the operation core it belongs to (IT, LABOR, GA or CONTRACTOR: the screens under
 * `/it-operation-core`, `/labor-core`, `/ga-operation-core`, `/contractor-core`); `subject_kind` what
 * one instance is about (a person, a device or a place). `self_service` packages may be started by
 * an individual for themselves (`/individual/operation-package/{id}`). Archived packages
 * (`archived_at` set) start nothing new; their instances run on.
 */
export const operationPackages = pgTable(
  'operation_packages',
  {
    id: id(),
    companyId: companyId(),
    core: text('core', { enum: ['IT', 'LABOR', 'GA', 'CONTRACTOR'] }).notNull(),
    kind: text('kind', {
      enum: ['ONBOARDING', 'OFFBOARDING', 'TRANSFER', 'LEAVE_OF_ABSENCE', 'OFFICE_MOVE', 'EQUIPMENT_ROUND', 'FACILITY_REQUEST', 'CONTRACTOR_ONBOARDING', 'CONTRACTOR_OFFBOARDING', 'DEVICE_INVENTORY', 'DEVICE_PROVISIONING', 'ACCOUNT_REVIEW', 'OTHER'],
    }).notNull(),
    subjectKind: text('subject_kind', { enum: ['PERSON', 'DEVICE', 'PLACE'] }).notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionJa: text('description_ja'),
    descriptionEn: text('description_en'),
    selfService: boolean('self_service').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('operation_packages_company_core_idx').on(t.companyId, t.core, t.archivedAt)],
);

/**
 * A pattern of a package (000 §3 "Operation package pattern"): one configuration of the work —
 * `definition` is the `PatternDefinition` of `@kanri/contracts` (steps in order, each with tasks:
 * kind TODO / FORM / APPROVAL / DEVICE_SELF_REPORT / REVIEW, who does it, a due date relative to
 * the anchor date; and the forms the FORM tasks fill). Started instances copy what they need, so a
 * later change of the definition never rewrites running work.
 */
export const operationPackagePatterns = pgTable(
  'operation_package_patterns',
  {
    id: id(),
    companyId: companyId(),
    packageId: uuid('package_id').notNull().references(() => operationPackages.id, { onDelete: 'cascade' }),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionJa: text('description_ja'),
    descriptionEn: text('description_en'),
    definition: jsonb('definition').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('operation_package_patterns_package_idx').on(t.companyId, t.packageId)],
);

/**
 * One start of a pattern (`POST …/patterns/{patternId}`) for one or many subjects: the device
 * inventory's `requestId` (000 §3). `anchor_date` (YYYY-MM-DD) is the date the tasks' relative due
 * dates count from (a joining date, a move date, an inventory's start).
 */
export const operationRequests = pgTable(
  'operation_requests',
  {
    id: id(),
    companyId: companyId(),
    packageId: uuid('package_id').notNull().references(() => operationPackages.id, { onDelete: 'cascade' }),
    patternId: uuid('pattern_id').notNull().references(() => operationPackagePatterns.id, { onDelete: 'cascade' }),
    title: text('title'),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('operation_requests_pattern_idx').on(t.companyId, t.patternId, t.requestedAt)],
);

/**
 * An operation instance: a pattern running for one subject (`subject_id` is a person, device or
 * place id per `subject_kind`; no foreign key, the kinds differ). `status` IN_PROGRESS → COMPLETED
 * (every task done) or ABORTED (`PATCH …/abort`, with `abort_reason`), moved only by the state
 * machine of `api/src/operations/`. `current_step_index` is the open step (0-based). At most one
 * instance per pattern and subject is in progress (partial unique index).
 */
export const operationInstances = pgTable(
  'operation_instances',
  {
    id: id(),
    companyId: companyId(),
    packageId: uuid('package_id').notNull().references(() => operationPackages.id, { onDelete: 'cascade' }),
    patternId: uuid('pattern_id').notNull().references(() => operationPackagePatterns.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull().references(() => operationRequests.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: ['PERSON', 'DEVICE', 'PLACE'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['IN_PROGRESS', 'COMPLETED', 'ABORTED'] }).notNull().default('IN_PROGRESS'),
    currentStepIndex: integer('current_step_index').notNull().default(0),
    /** The pattern's forms as they were at start (`FormDefinition[]`): the FORM tasks fill these even after the pattern changes (OE). */
    forms: jsonb('forms').notNull().default([]),
    abortReason: text('abort_reason'),
    abortedAt: timestamp('aborted_at', { withTimezone: true, mode: 'date' }),
    abortedBy: uuid('aborted_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_instances_pattern_status_idx').on(t.companyId, t.patternId, t.status),
    index('operation_instances_package_status_idx').on(t.companyId, t.packageId, t.status),
    index('operation_instances_request_idx').on(t.requestId),
    index('operation_instances_subject_idx').on(t.companyId, t.subjectKind, t.subjectId),
    uniqueIndex('operation_instances_one_open_key').on(t.patternId, t.subjectId).where(sql`status = 'IN_PROGRESS'`),
  ],
);

/**
 * A task of an instance, copied from the pattern's step at start. `status` WAITING (its step is not
 * open yet) → NOT_STARTED → IN_PROGRESS (a draft saved) → DONE; CANCELED when the instance is
 * aborted; an approval's send-back returns the previous step's tasks to NOT_STARTED. The assignee is
 * resolved at start: `assignee_user_id` (a person with a sign-in, the subject, the requester), or
 * null for work the core's staff do (`assignee_kind` ROLE / STAFF). FORM tasks keep `form_values`
 * (`{ [fieldKey]: string | number | boolean | null }`); APPROVAL tasks keep `decision` and `comment`.
 */
export const operationTaskInstances = pgTable(
  'operation_task_instances',
  {
    id: id(),
    companyId: companyId(),
    instanceId: uuid('instance_id').notNull().references(() => operationInstances.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    stepKey: text('step_key').notNull(),
    stepNameJa: text('step_name_ja').notNull(),
    stepNameEn: text('step_name_en').notNull(),
    taskKey: text('task_key').notNull(),
    taskIndex: integer('task_index').notNull(),
    kind: text('kind', { enum: ['TODO', 'FORM', 'APPROVAL', 'DEVICE_SELF_REPORT', 'REVIEW'] }).notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    assigneeKind: text('assignee_kind', { enum: ['SUBJECT', 'REQUESTER', 'PERSON', 'ROLE', 'STAFF'] }).notNull(),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    assigneePersonId: uuid('assignee_person_id').references(() => people.id, { onDelete: 'set null' }),
    assigneeRoleId: uuid('assignee_role_id').references(() => roles.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['WAITING', 'NOT_STARTED', 'IN_PROGRESS', 'DONE', 'CANCELED'] }).notNull().default('WAITING'),
    dueDate: date('due_date', { mode: 'string' }),
    formId: text('form_id'),
    formValues: jsonb('form_values'),
    decision: text('decision', { enum: ['APPROVED', 'SENT_BACK'] }),
    comment: text('comment'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_task_instances_instance_idx').on(t.instanceId, t.stepIndex, t.taskIndex),
    index('operation_task_instances_assignee_idx').on(t.companyId, t.assigneeUserId, t.status, t.dueDate),
  ],
);

/**
 * A device self-report (000 §3 "Device inventory task item" selfReport, §4): the assigned person's
 * answer to a DEVICE_SELF_REPORT task. `report_result` OWNED (the person holds the device: the
 * scanned or typed tag matched) or NOT_OWNED (they do not have it; a memo says why);
 * `device_condition` GOOD or BAD; `scan_mode` SCAN (camera) or ASSET_TAG (typed), `scanned_value`
 * what was read. One report per task; a task without one is UNREPORTED.
 */
export const deviceSelfReports = pgTable(
  'device_self_reports',
  {
    id: id(),
    companyId: companyId(),
    taskInstanceId: uuid('task_instance_id').notNull().references(() => operationTaskInstances.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull().references(() => operationRequests.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull().references(() => devices.id, { onDelete: 'cascade' }),
    reportResult: text('report_result', { enum: ['OWNED', 'NOT_OWNED'] }).notNull(),
    deviceCondition: text('device_condition', { enum: ['GOOD', 'BAD'] }).notNull(),
    scanMode: text('scan_mode', { enum: ['SCAN', 'ASSET_TAG'] }),
    scannedValue: text('scanned_value'),
    memo: text('memo'),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_self_reports_task_key').on(t.taskInstanceId), index('device_self_reports_request_idx').on(t.companyId, t.requestId)],
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
 * `billing_cycle_start`. `latitude` / `longitude` in WGS84 degrees (null: never located).
 */
export const starlinks = pgTable(
  'starlinks',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
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
      sql`lower(name || ' ' || kit_serial_number || ' ' || coalesce(service_line_number, '') || ' ' || plan_name || ' ' || coalesce(router_serial_number, ''))`,
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

/**
 * A company vehicle (001 §2 "fleets"; 000 §2 `/fleets/add` with `mainType`). `main_type` CAR |
 * KEI_CAR | VAN | TRUCK | MOTORCYCLE; `ownership` OWNED | LEASED | RENTAL; `fuel_type` GASOLINE |
 * DIESEL | HYBRID | ELECTRIC; `status` ACTIVE | IN_MAINTENANCE | RETIRED. Due dates: 車検
 * (`inspection_due_date`), 自賠責 (`compulsory_insurance_due_date`), 任意保険
 * (`insurance_due_date`). `mileage_km` is the odometer reading in kilometres at `mileage_recorded_on`.
 */
export const fleets = pgTable(
  'fleets',
  {
    id: id(),
    companyId: companyId(),
    mainType: text('main_type', { enum: ['CAR', 'KEI_CAR', 'VAN', 'TRUCK', 'MOTORCYCLE'] }).notNull(),
    name: text('name').notNull(),
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
      sql`lower(name || ' ' || registration_number || ' ' || maker || ' ' || model || ' ' || coalesce(lease_company, '') || ' ' || coalesce(insurance_company, ''))`,
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
 * A line of a staff member's marketplace cart (`/marketplace/cart`): a product, a quantity (1–999)
 * and the contract method chosen (RENTAL | PURCHASE | SERVICE_CONTRACT). Each user has their own cart.
 */
export const marketplaceCartItems = pgTable(
  'marketplace_cart_items',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => marketplaceProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    contractMethod: text('contract_method', { enum: ['RENTAL', 'PURCHASE', 'SERVICE_CONTRACT'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketplace_cart_items_user_product_key').on(t.userId, t.productId, t.contractMethod)],
);

/**
 * A marketplace order (001 §3 "Marketplace order"): one customer company, one supplier company;
 * both see it, nobody else. `order_number` is global and increasing. `status` UNTOUCHED →
 * ACCEPTED → SENT → DELIVERED, or CANCELED from UNTOUCHED or ACCEPTED (docs/marketplace.md); the
 * list categories UNTOUCHED / ACCEPTED / CANCELED group them. Amounts in `currency_code` units:
 * `total_one_shot` (one-shot prices × quantities) and `total_monthly` (recurring prices per month);
 * quotation lines count in neither.
 */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: id(),
    orderNumber: bigserial('order_number', { mode: 'number' }).notNull(),
    customerCompanyId: uuid('customer_company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    supplierCompanyId: uuid('supplier_company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    orderedByUserId: uuid('ordered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderedByPersonId: uuid('ordered_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['UNTOUCHED', 'ACCEPTED', 'SENT', 'DELIVERED', 'CANCELED'] }).notNull().default('UNTOUCHED'),
    deliveryPlaceId: uuid('delivery_place_id').references(() => places.id, { onDelete: 'set null' }),
    deliveryAddress: text('delivery_address'),
    note: text('note'),
    currencyCode: text('currency_code').notNull(),
    totalOneShot: bigint('total_one_shot', { mode: 'number' }).notNull().default(0),
    totalMonthly: bigint('total_monthly', { mode: 'number' }).notNull().default(0),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    orderedAt: timestamp('ordered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('marketplace_orders_number_key').on(t.orderNumber),
    index('marketplace_orders_customer_idx').on(t.customerCompanyId, t.orderNumber),
    index('marketplace_orders_supplier_idx').on(t.supplierCompanyId, t.acceptedAt),
  ],
);

/** A line of an order, copied from the product when ordered (later product edits never change it). */
export const marketplaceOrderItems = pgTable(
  'marketplace_order_items',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => marketplaceProducts.id, { onDelete: 'set null' }),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    maker: text('maker').notNull(),
    model: text('model').notNull(),
    quantity: integer('quantity').notNull(),
    contractMethod: text('contract_method', { enum: ['RENTAL', 'PURCHASE', 'SERVICE_CONTRACT'] }).notNull(),
    priceKind: text('price_kind', { enum: ['ONE_SHOT', 'RECURRING', 'QUOTATION'] }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }),
    currencyCode: text('currency_code').notNull(),
  },
  (t) => [index('marketplace_order_items_order_idx').on(t.orderId)],
);

/**
 * What happened to an order, seen by both companies (`/marketplace/store/sent-orders/{orderId}/activities`):
 * `kind` ORDERED | ACCEPTED | SENT | DELIVERED | CANCELED | COMMENTED, by which company and user
 * (`actor_name` kept as written, so it survives the user), a comment, and the delivery date a SENT names.
 */
export const marketplaceOrderActivities = pgTable(
  'marketplace_order_activities',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ORDERED', 'ACCEPTED', 'SENT', 'DELIVERED', 'CANCELED', 'COMMENTED'] }).notNull(),
    actorCompanyId: uuid('actor_company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    comment: text('comment'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('marketplace_order_activities_order_idx').on(t.orderId, t.occurredAt, t.seq)],
);

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

/**
 * One CSV import that wrote its file (issue 29, docs/security.md "Data integrity"): an upload is
 * consumed once. The real import inserts this row in its own transaction, so a second import of the
 * same `uploaded_file_key` (unique per company) answers 409 with this row's `id` and writes nothing.
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: id(),
    companyId: companyId(),
    uploadedFileKey: text('uploaded_file_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdCount: integer('created_count').notNull(),
    updatedCount: integer('updated_count').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('csv_imports_company_key_key').on(t.companyId, t.uploadedFileKey)],
);

/**
 * The first answer to a request with an `Idempotency-Key` header (issue 29; IETF httpapi
 * "The Idempotency-Key HTTP Header Field"): per user, key, method and path, with the request body's
 * `fingerprint` (SHA-256 hex). `status` is null while the first request is still running; then
 * `status`, `content_type` and `body` are replayed to a repeat until `expires_at` (24 hours).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.method, t.path] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
