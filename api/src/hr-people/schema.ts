import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, users } from '../db/schema';
import { places } from '../ga-places/schema';

/**
 * The tables of HR and people (issue 32, docs/api-layout.md): the `hr-people` domain owns them; another
 * domain may import this file (tables are the SQL contract, joins across domains are allowed). The
 * migrations stay one ordered sequence in api/drizzle/ (drizzle.config.ts reads every
 * `src/<domain>/schema.ts`).
 */

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
