import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, users } from '../db/schema';
import { people } from '../hr-people/schema';
import { devices } from '../it-ops/schema';
import { roles } from '../settings/schema';

/**
 * The tables of operations (packages, instances, tasks, device self-reports) (issue 32, docs/api-layout.md): the `operations` domain owns them; another
 * domain may import this file (tables are the SQL contract, joins across domains are allowed). The
 * migrations stay one ordered sequence in api/drizzle/ (drizzle.config.ts reads every
 * `src/<domain>/schema.ts`).
 */

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
