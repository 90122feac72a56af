import * as v from 'valibot';
import { endpoint, type Product } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { countResponseSchema, freeTextSchema, idSchema, queryBoolean } from '../common/list-query';
import { listSchemas, versionSchema } from '../common/resource';
import { listEndpoints } from '../common/list-endpoints';
import {
  type ApprovalDecision,
  approvalDecisionSchema,
  formDefinitionSchema,
  localizedTextSchema,
  operationAssigneeKindSchema,
  operationTaskKindSchema,
  patternDefinitionSchema,
  type PatternDefinition,
} from './pattern-definition';

/**
 * Operation packages in the four operation cores (001 §2 "Operation packages", §4, §7 "Operation
 * packages"; 000 §3 "Operation package pattern"; DECISIONS.md "Operation cores"; issue 14;
 * docs/operation-packages.md).
 *
 * A **package** (入社手続き, 退職手続き, 年次デバイス棚卸…) belongs to one core and holds **patterns**
 * (a `PatternDefinition`: steps → tasks, forms). Starting a pattern for one or many subjects (people,
 * devices or places) is one **request** and creates one **instance** per subject, with its task
 * instances copied from the definition.
 *
 * Instance states: IN_PROGRESS → COMPLETED (the last step's tasks done) | ABORTED (`PATCH …/abort`,
 * with a reason). Task states: WAITING (its step is not open) → NOT_STARTED → IN_PROGRESS (a draft
 * saved) → DONE; any open or waiting task → CANCELED when the instance is aborted; an approval's
 * send-back returns the previous step's tasks to NOT_STARTED. Any other move is refused with 409
 * `CONFLICT` and a localized message (`operationMessages`).
 */

/* ------------------------------------------------------------------ cores */

/** The four operation cores. */
export const operationCoreValues = ['IT', 'LABOR', 'GA', 'CONTRACTOR'] as const;
export const operationCoreSchema = v.picklist(operationCoreValues, messages.picklist.id);
export type OperationCore = v.InferOutput<typeof operationCoreSchema>;

/**
 * Where each core lives: `apiPrefix` of its calls, `screenPrefix` of its screens and the `product`
 * permission every staff call of the core requires (IT core IT, labor core HR, GA core GA,
 * contractor core LEGAL).
 */
export const operationCores = {
  IT: { apiPrefix: '/v2/it-operation-core', screenPrefix: '/it-operation-core', product: 'IT' },
  LABOR: { apiPrefix: '/v2/labor-core', screenPrefix: '/labor-core', product: 'HR' },
  GA: { apiPrefix: '/v2/ga/core', screenPrefix: '/ga-operation-core', product: 'GA' },
  CONTRACTOR: { apiPrefix: '/v2/contractor-core', screenPrefix: '/contractor-core', product: 'LEGAL' },
} as const satisfies Record<OperationCore, { apiPrefix: string; screenPrefix: string; product: Product }>;

/** Names of the cores (context `OperationCore`). */
export const operationCoreLabels = {
  IT: /*i18n*/ { id: 'operation.core.IT', message: 'IT operation core', context: 'OperationCore' },
  LABOR: /*i18n*/ { id: 'operation.core.LABOR', message: 'Labor core', context: 'OperationCore' },
  GA: /*i18n*/ { id: 'operation.core.GA', message: 'GA core', context: 'OperationCore' },
  CONTRACTOR: /*i18n*/ { id: 'operation.core.CONTRACTOR', message: 'Contractor core', context: 'OperationCore' },
} as const satisfies Record<OperationCore, MessageDescriptor>;

/* ------------------------------------------------------------ enumerations */

/** Kinds of package (what work it is; each kind has default steps for a new pattern). */
export const operationPackageKindValues = [
  'ONBOARDING', 'OFFBOARDING', 'TRANSFER', 'LEAVE_OF_ABSENCE', 'OFFICE_MOVE', 'EQUIPMENT_ROUND', 'FACILITY_REQUEST',
  'CONTRACTOR_ONBOARDING', 'CONTRACTOR_OFFBOARDING', 'DEVICE_INVENTORY', 'DEVICE_PROVISIONING', 'ACCOUNT_REVIEW', 'OTHER',
] as const;
export const operationPackageKindSchema = v.picklist(operationPackageKindValues, messages.picklist.id);
export type OperationPackageKind = v.InferOutput<typeof operationPackageKindSchema>;

/** What one instance is about: a person, a device or a place. */
export const operationSubjectKindValues = ['PERSON', 'DEVICE', 'PLACE'] as const;
export const operationSubjectKindSchema = v.picklist(operationSubjectKindValues, messages.picklist.id);
export type OperationSubjectKind = v.InferOutput<typeof operationSubjectKindSchema>;

/** Instance states (see the module docstring). */
export const operationInstanceStatusValues = ['IN_PROGRESS', 'COMPLETED', 'ABORTED'] as const;
export const operationInstanceStatusSchema = v.picklist(operationInstanceStatusValues, messages.picklist.id);
export type OperationInstanceStatus = v.InferOutput<typeof operationInstanceStatusSchema>;

/** Task states (see the module docstring). NOT_STARTED and IN_PROGRESS are "open": the assignee can act. */
export const operationTaskStatusValues = ['WAITING', 'NOT_STARTED', 'IN_PROGRESS', 'DONE', 'CANCELED'] as const;
export const operationTaskStatusSchema = v.picklist(operationTaskStatusValues, messages.picklist.id);
export type OperationTaskStatus = v.InferOutput<typeof operationTaskStatusSchema>;

/** A step's state as the instance page shows it: WAITING (later), OPEN (the current step), DONE, CANCELED (aborted). */
export const operationStepStatusValues = ['WAITING', 'OPEN', 'DONE', 'CANCELED'] as const;
export type OperationStepStatus = (typeof operationStepStatusValues)[number];

/** Device categories a device inventory can be started for (instead of listing devices): checked out to a person, or to a place. */
export const operationDeviceCategoryValues = ['IN_USED', 'IN_PLACED'] as const;
export type OperationDeviceCategory = (typeof operationDeviceCategoryValues)[number];

export const operationPackageKindLabels = {
  ONBOARDING: /*i18n*/ { id: 'operation.packageKind.ONBOARDING', message: 'Onboarding', context: 'OperationPackageKind' },
  OFFBOARDING: /*i18n*/ { id: 'operation.packageKind.OFFBOARDING', message: 'Offboarding', context: 'OperationPackageKind' },
  TRANSFER: /*i18n*/ { id: 'operation.packageKind.TRANSFER', message: 'Transfer', context: 'OperationPackageKind' },
  LEAVE_OF_ABSENCE: /*i18n*/ { id: 'operation.packageKind.LEAVE_OF_ABSENCE', message: 'Leave of absence', context: 'OperationPackageKind' },
  OFFICE_MOVE: /*i18n*/ { id: 'operation.packageKind.OFFICE_MOVE', message: 'Office move', context: 'OperationPackageKind' },
  EQUIPMENT_ROUND: /*i18n*/ { id: 'operation.packageKind.EQUIPMENT_ROUND', message: 'Equipment inspection', context: 'OperationPackageKind' },
  FACILITY_REQUEST: /*i18n*/ { id: 'operation.packageKind.FACILITY_REQUEST', message: 'Facility request', context: 'OperationPackageKind' },
  CONTRACTOR_ONBOARDING: /*i18n*/ { id: 'operation.packageKind.CONTRACTOR_ONBOARDING', message: 'Contractor start', context: 'OperationPackageKind' },
  CONTRACTOR_OFFBOARDING: /*i18n*/ { id: 'operation.packageKind.CONTRACTOR_OFFBOARDING', message: 'Contractor end', context: 'OperationPackageKind' },
  DEVICE_INVENTORY: /*i18n*/ { id: 'operation.packageKind.DEVICE_INVENTORY', message: 'Device inventory', context: 'OperationPackageKind' },
  DEVICE_PROVISIONING: /*i18n*/ { id: 'operation.packageKind.DEVICE_PROVISIONING', message: 'Device provisioning', context: 'OperationPackageKind' },
  ACCOUNT_REVIEW: /*i18n*/ { id: 'operation.packageKind.ACCOUNT_REVIEW', message: 'Account review', context: 'OperationPackageKind' },
  OTHER: /*i18n*/ { id: 'operation.packageKind.OTHER', message: 'Other', context: 'OperationPackageKind' },
} as const satisfies Record<OperationPackageKind, MessageDescriptor>;

export const operationSubjectKindLabels = {
  PERSON: /*i18n*/ { id: 'operation.subjectKind.PERSON', message: 'Person', context: 'OperationSubjectKind' },
  DEVICE: /*i18n*/ { id: 'operation.subjectKind.DEVICE', message: 'Device', context: 'OperationSubjectKind' },
  PLACE: /*i18n*/ { id: 'operation.subjectKind.PLACE', message: 'Place', context: 'OperationSubjectKind' },
} as const satisfies Record<OperationSubjectKind, MessageDescriptor>;

export const operationInstanceStatusLabels = {
  IN_PROGRESS: /*i18n*/ { id: 'operation.instanceStatus.IN_PROGRESS', message: 'In progress', context: 'OperationInstanceStatus' },
  COMPLETED: /*i18n*/ { id: 'operation.instanceStatus.COMPLETED', message: 'Completed', context: 'OperationInstanceStatus' },
  ABORTED: /*i18n*/ { id: 'operation.instanceStatus.ABORTED', message: 'Aborted', context: 'OperationInstanceStatus' },
} as const satisfies Record<OperationInstanceStatus, MessageDescriptor>;

export const operationTaskStatusLabels = {
  WAITING: /*i18n*/ { id: 'operation.taskStatus.WAITING', message: 'Waiting', context: 'OperationTaskStatus' },
  NOT_STARTED: /*i18n*/ { id: 'operation.taskStatus.NOT_STARTED', message: 'Not started', context: 'OperationTaskStatus' },
  IN_PROGRESS: /*i18n*/ { id: 'operation.taskStatus.IN_PROGRESS', message: 'In progress', context: 'OperationTaskStatus' },
  DONE: /*i18n*/ { id: 'operation.taskStatus.DONE', message: 'Done', context: 'OperationTaskStatus' },
  CANCELED: /*i18n*/ { id: 'operation.taskStatus.CANCELED', message: 'Canceled', context: 'OperationTaskStatus' },
} as const satisfies Record<OperationTaskStatus, MessageDescriptor>;

export const operationStepStatusLabels = {
  WAITING: /*i18n*/ { id: 'operation.stepStatus.WAITING', message: 'Waiting', context: 'OperationStepStatus' },
  OPEN: /*i18n*/ { id: 'operation.stepStatus.OPEN', message: 'Open', context: 'OperationStepStatus' },
  DONE: /*i18n*/ { id: 'operation.stepStatus.DONE', message: 'Done', context: 'OperationStepStatus' },
  CANCELED: /*i18n*/ { id: 'operation.stepStatus.CANCELED', message: 'Canceled', context: 'OperationStepStatus' },
} as const satisfies Record<OperationStepStatus, MessageDescriptor>;

export const approvalDecisionLabels = {
  APPROVED: /*i18n*/ { id: 'operation.decision.APPROVED', message: 'Approved', context: 'ApprovalDecision' },
  SENT_BACK: /*i18n*/ { id: 'operation.decision.SENT_BACK', message: 'Sent back', context: 'ApprovalDecision' },
} as const satisfies Record<ApprovalDecision, MessageDescriptor>;

export const operationDeviceCategoryLabels = {
  IN_USED: /*i18n*/ { id: 'operation.deviceCategory.IN_USED', message: 'Devices in use by a person', context: 'OperationDeviceCategory' },
  IN_PLACED: /*i18n*/ { id: 'operation.deviceCategory.IN_PLACED', message: 'Devices installed at a place', context: 'OperationDeviceCategory' },
} as const satisfies Record<OperationDeviceCategory, MessageDescriptor>;

/* ---------------------------------------------------------------- messages */

/**
 * The server's messages of the operation packages (catalog `contracts`: the API answers them and
 * the pages may show them). Each refused move is a 409 `CONFLICT` with one of these.
 */
export const operationMessages = {
  conflict: /*i18n*/ { id: 'api.operation.conflict', message: 'This record was changed by someone else. Reload it and try again.' },
  packageArchived: /*i18n*/ { id: 'api.operation.packageArchived', message: 'This package is archived. Restore it before starting a pattern.' },
  patternArchived: /*i18n*/ { id: 'api.operation.patternArchived', message: 'This pattern is archived. Restore it before starting it.' },
  alreadyArchived: /*i18n*/ { id: 'api.operation.alreadyArchived', message: 'This is already archived.' },
  notArchived: /*i18n*/ { id: 'api.operation.notArchived', message: 'This is not archived.' },
  subjectBusy: /*i18n*/ { id: 'api.operation.subjectBusy', message: 'A subject already has this pattern in progress. Finish or abort that instance first.' },
  subjectNotFound: /*i18n*/ { id: 'api.operation.subjectNotFound', message: 'A chosen subject was not found. Choose again.' },
  noSubjects: /*i18n*/ { id: 'api.operation.noSubjects', message: 'No device is in the chosen categories.' },
  abortRefused: /*i18n*/ { id: 'api.operation.refused.abort', message: 'Only an instance in progress can be aborted.' },
  instanceClosed: /*i18n*/ { id: 'api.operation.refused.instanceClosed', message: 'This instance is no longer in progress: its tasks cannot change.' },
  completeRefused: /*i18n*/ { id: 'api.operation.refused.complete', message: 'Only an open task (not started or in progress) can be completed.' },
  approvalRefused: /*i18n*/ { id: 'api.operation.refused.approval', message: 'Only an open approval can be approved or sent back.' },
  draftRefused: /*i18n*/ { id: 'api.operation.refused.draft', message: 'Only an open form task can be saved as a draft.' },
  wrongKind: /*i18n*/ { id: 'api.operation.refused.kind', message: 'This task is not of the kind this action handles.' },
  sendBackFirstStep: /*i18n*/ { id: 'api.operation.refused.sendBackFirstStep', message: 'An approval in the first step has no earlier step to send back to.' },
  selfReportMissing: /*i18n*/ { id: 'api.operation.refused.selfReportMissing', message: 'A device self-report task is completed by its report.' },
  decisionRequired: /*i18n*/ { id: 'api.operation.decisionRequired', message: 'Choose approve or send back.' },
  formValuesRequired: /*i18n*/ { id: 'api.operation.formValuesRequired', message: 'Fill in the form.' },
  deviceSelfReportNotRelevant: messages.operationDeviceSelfReportNotRelevant,
  subjectsOrCategories: messages.operationSubjectsOrCategories,
  deviceCategoriesNotRelevant: messages.operationDeviceCategoriesNotRelevant,
} as const;

/* ------------------------------------------------------------------- rows */

const nameRef = v.nullable(v.object({ name: v.string() }));

/**
 * A package as the lists show it: `name` and `description` in the request's language, `archived`,
 * `patternCount` (unarchived patterns), `inProgressCount` (instances in progress), `updatedAt` ISO.
 */
export const operationPackageRowSchema = v.object({
  id: v.string(),
  core: operationCoreSchema,
  kind: operationPackageKindSchema,
  subjectKind: operationSubjectKindSchema,
  name: v.string(),
  description: v.nullable(v.string()),
  selfService: v.boolean(),
  archived: v.boolean(),
  patternCount: v.number(),
  inProgressCount: v.number(),
  updatedAt: v.string(),
});
export type OperationPackageRow = v.InferOutput<typeof operationPackageRowSchema>;

/** One package: the row and its `version`. */
export const operationPackageDetailSchema = v.object({ ...operationPackageRowSchema.entries, version: v.number() });
export type OperationPackageDetail = v.InferOutput<typeof operationPackageDetailSchema>;

/**
 * A pattern as the lists show it: names in the request's language, `stepCount` / `taskCount` of
 * its definition, `inProgressCount` / `completedCount` of its instances, `updatedAt` ISO.
 */
export const operationPatternRowSchema = v.object({
  id: v.string(),
  packageId: v.string(),
  packageName: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  archived: v.boolean(),
  stepCount: v.number(),
  taskCount: v.number(),
  inProgressCount: v.number(),
  completedCount: v.number(),
  updatedAt: v.string(),
});
export type OperationPatternRow = v.InferOutput<typeof operationPatternRowSchema>;

/**
 * One pattern: the row plus its `definition`, the package's `subjectKind`, `packageKind`,
 * `packageArchived`, `core`, the names in both languages (`localizedName`, `localizedDescription`,
 * what the config editor edits) and `version`.
 */
export const operationPatternDetailSchema = v.object({
  ...operationPatternRowSchema.entries,
  core: operationCoreSchema,
  definition: patternDefinitionSchema,
  subjectKind: operationSubjectKindSchema,
  packageKind: operationPackageKindSchema,
  packageArchived: v.boolean(),
  localizedName: localizedTextSchema,
  localizedDescription: v.nullable(localizedTextSchema),
  version: v.number(),
});
export type OperationPatternDetail = v.InferOutput<typeof operationPatternDetailSchema>;

/**
 * An instance as the lists show it: the `subject` (`name`; `detail` the worker number, device tag
 * or place address; `avatarUrl`), `anchorDate` YYYY-MM-DD, `status`, the open step
 * (`currentStep`, null once closed), `progress` (tasks done of all, canceled ones excluded),
 * `nextDueDate` (the earliest due date of an open task), `overdue` (that date is before today in
 * Asia/Tokyo), `startedAt`, `startedBy`, `completedAt`, `abortedAt` (ISO).
 */
export const operationInstanceRowSchema = v.object({
  id: v.string(),
  packageId: v.string(),
  patternId: v.string(),
  requestId: v.string(),
  subject: v.object({ kind: operationSubjectKindSchema, id: v.string(), name: v.string(), detail: v.nullable(v.string()), avatarUrl: v.nullable(v.string()) }),
  anchorDate: v.string(),
  status: operationInstanceStatusSchema,
  currentStep: v.nullable(v.object({ index: v.number(), name: v.string() })),
  progress: v.object({ done: v.number(), total: v.number() }),
  nextDueDate: v.nullable(v.string()),
  overdue: v.boolean(),
  startedAt: v.string(),
  startedBy: nameRef,
  completedAt: v.nullable(v.string()),
  abortedAt: v.nullable(v.string()),
});
export type OperationInstanceRow = v.InferOutput<typeof operationInstanceRowSchema>;

/**
 * A task of an instance: `stepIndex`, `key`, `kind`, `name` (request's language), `status`, the
 * `assignee` (`kind`; `name` the person's or role's name, null for STAFF; `userId` whose task it
 * is in the individual area, null for staff work), `dueDate`, `formId` / `formValues` (FORM),
 * `decision` / `comment` (APPROVAL; `comment` also the approver's note on sent-back tasks),
 * `completedAt`, `completedBy`, `version`.
 */
export const operationTaskInstanceSchema = v.object({
  id: v.string(),
  stepIndex: v.number(),
  key: v.string(),
  kind: operationTaskKindSchema,
  name: v.string(),
  status: operationTaskStatusSchema,
  assignee: v.object({ kind: operationAssigneeKindSchema, name: v.nullable(v.string()), userId: v.nullable(v.string()) }),
  dueDate: v.nullable(v.string()),
  formId: v.nullable(v.string()),
  formValues: v.nullable(v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()])))),
  decision: v.nullable(approvalDecisionSchema),
  comment: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
  completedBy: nameRef,
  version: v.number(),
});
export type OperationTaskInstance = v.InferOutput<typeof operationTaskInstanceSchema>;

/**
 * One instance: the row plus `core`, `packageName`, `patternName`, `abortReason`, `abortedBy`,
 * `version`, its `steps` (each with its state and tasks, in order) and the pattern's `forms` (as the
 * instance's FORM tasks fill them).
 */
export const operationInstanceDetailSchema = v.object({
  ...operationInstanceRowSchema.entries,
  core: operationCoreSchema,
  packageName: v.string(),
  patternName: v.string(),
  abortReason: v.nullable(v.string()),
  abortedBy: nameRef,
  version: v.number(),
  steps: v.array(v.object({ index: v.number(), key: v.string(), name: v.string(), status: v.picklist(operationStepStatusValues), tasks: v.array(operationTaskInstanceSchema) })),
  forms: v.array(formDefinitionSchema),
});
export type OperationInstanceDetail = v.InferOutput<typeof operationInstanceDetailSchema>;

/** One start of a pattern (a request): `title`, `anchorDate`, who and when, and how many instances (in progress). */
export const operationRequestRowSchema = v.object({
  id: v.string(),
  title: v.nullable(v.string()),
  anchorDate: v.string(),
  requestedAt: v.string(),
  requestedBy: nameRef,
  instanceCount: v.number(),
  inProgressCount: v.number(),
});
export type OperationRequestRow = v.InferOutput<typeof operationRequestRowSchema>;

/* ------------------------------------------------------------ queries, bodies */

/** Query of `listPackages`: `tab` active (default) or archive, `freeText` (name, description). */
export const operationPackagesQuerySchema = v.strictObject(
  { tab: v.optional(v.picklist(['active', 'archive'] as const, messages.picklist.id), 'active'), freeText: v.optional(freeTextSchema) },
  messages.invalid.id,
);
export type OperationPackagesQuery = v.InferOutput<typeof operationPackagesQuerySchema>;

/** Query of `listPatterns`: `archived` (default false: the unarchived ones). */
export const operationPatternsQuerySchema = v.strictObject({ archived: v.optional(queryBoolean, false) }, messages.invalid.id);
/** Query of `listConfigs` (every pattern of the core): `archived` (default false), `freeText` (pattern or package name). */
export const operationConfigsQuerySchema = v.strictObject({ archived: v.optional(queryBoolean, false), freeText: v.optional(freeTextSchema) }, messages.invalid.id);

/** Instance list `status`: one state or ALL; default IN_PROGRESS. */
export const operationInstanceStatusFilterValues = [...operationInstanceStatusValues, 'ALL'] as const;
/** Instance list sort columns. */
export const operationInstanceSortColumnValues = ['startedAt', 'subject', 'anchorDate', 'dueDate'] as const;
const instancesSearch = listSchemas({
  sortColumns: operationInstanceSortColumnValues,
  sortColumn: 'startedAt',
  sortOrder: 'desc',
  filters: {
    status: v.optional(v.picklist(operationInstanceStatusFilterValues, messages.picklist.id), 'IN_PROGRESS'),
    requestId: v.optional(idSchema),
  },
});
/** Query of `listPatternInstances`: `status` (default IN_PROGRESS), `requestId`, `freeText` (subject name, detail), paging (100), `sortColumn` (startedAt), `sortOrder` (desc). */
export const operationInstancesQuerySchema = instancesSearch.query;
export type OperationInstancesQuery = v.InferOutput<typeof operationInstancesQuerySchema>;
/** Query of `countPatternInstances`. */
export const operationInstancesCountQuerySchema = instancesSearch.count;
/** URL search of an instance list (invalid values fall back to the defaults). */
export const operationInstancesSearchSchema = instancesSearch.search;

/** Body of `createPattern` (optional): `name` (default: the package's name), `copyFromPatternId` (copy that pattern of the same package; else the kind's default steps). */
export const createPatternBodySchema = v.optional(
  v.object({ name: v.optional(localizedTextSchema), copyFromPatternId: v.optional(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id))) }),
  {},
);
export type CreatePatternBody = v.InferOutput<typeof createPatternBodySchema>;

/** Most subjects one start may name. */
export const startPatternMaxSubjects = 5000;

/**
 * Body of `startPattern`: `anchorDate` (YYYY-MM-DD; the due dates count from it), `title` (≤100,
 * null = none), and exactly one of `subjectIds` (1–5000 ids of the package's subject kind, no
 * duplicates) or `deviceCategories` (DEVICE packages: every device checked out to a person
 * (IN_USED) and/or to a place (IN_PLACED)). The other one is null.
 */
export const startPatternBodySchema = v.pipe(
  v.object({
    anchorDate: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id)),
    title: v.optional(v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(100, messages.maxLength.id))), null),
    subjectIds: v.optional(
      v.nullable(
        v.pipe(
          v.array(v.pipe(v.string(messages.uuid.id), v.uuid(messages.uuid.id)), messages.invalidType.id),
          v.minLength(1, messages.required.id),
          v.maxLength(startPatternMaxSubjects, messages.maxItems.id),
          v.check((ids) => new Set(ids).size === ids.length, messages.duplicate.id),
        ),
      ),
      null,
    ),
    deviceCategories: v.optional(
      v.nullable(v.pipe(v.array(v.picklist(operationDeviceCategoryValues, messages.picklist.id), messages.invalidType.id), v.minLength(1, messages.required.id))),
      null,
    ),
  }),
  v.forward(
    v.partialCheck([['subjectIds'], ['deviceCategories']], (b) => (b.subjectIds === null) !== (b.deviceCategories === null), messages.operationSubjectsOrCategories.id),
    ['subjectIds'],
  ),
);
export type StartPatternBody = v.InferOutput<typeof startPatternBodySchema>;

/** Answer of `startPattern`: the request's id and the new instances' ids (one per subject, in the order given). */
export const startPatternResultSchema = v.object({ requestId: v.string(), instanceIds: v.array(v.string()) });
export type StartPatternResult = v.InferOutput<typeof startPatternResultSchema>;

/** Body of `updatePattern`: `name`, `description` (null = none), `definition`, the `version` read (stale → 409). */
export const updatePatternBodySchema = v.object({
  name: localizedTextSchema,
  description: v.nullable(localizedTextSchema),
  definition: patternDefinitionSchema,
  version: versionSchema,
});
export type UpdatePatternBody = v.InferOutput<typeof updatePatternBodySchema>;

/** Most characters of an abort reason and of a task comment. */
export const operationReasonMaxLength = 500;

/** Body of `abortInstance`: `reason` (1–500, required) and the `version` read (stale → 409). */
export const abortInstanceBodySchema = v.object({
  reason: v.pipe(v.string(messages.operationAbortReasonRequired.id), v.trim(), v.nonEmpty(messages.operationAbortReasonRequired.id), v.maxLength(operationReasonMaxLength, messages.maxLength.id)),
  version: versionSchema,
});
export type AbortInstanceBody = v.InferOutput<typeof abortInstanceBodySchema>;

/** A form's values: field key → text, number, boolean or null (checked against the form by `formValuesSchemaFor`). */
export const formValuesSchema = v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()], messages.invalidType.id)), messages.invalidType.id);
export type FormValues = v.InferOutput<typeof formValuesSchema>;

/**
 * Body of `completeTaskOnBehalf` (staff finish a task for its assignee; the audit log says so):
 * `comment` (≤500), `formValues` (FORM tasks: required, checked against the form), `decision`
 * (APPROVAL tasks: required). DEVICE_SELF_REPORT tasks are refused (the report completes them).
 */
export const completeTaskBodySchema = v.object({
  comment: v.optional(v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(operationReasonMaxLength, messages.maxLength.id))), null),
  formValues: v.optional(v.nullable(formValuesSchema), null),
  decision: v.optional(v.nullable(approvalDecisionSchema), null),
});
export type CompleteTaskBody = v.InferOutput<typeof completeTaskBodySchema>;

/* ---------------------------------------------------------------- endpoints */

const idParams = v.object({ id: v.string() });
const patternParams = v.object({ id: v.string(), patternId: v.string() });
const taskParams = v.object({ id: v.string(), taskId: v.string() });

/**
 * The staff calls of one core (`P` = `operationCores[core].apiPrefix`; access `operator`, product
 * the core's). 001 §7's seven pattern calls: `listPackages`, `countPackageInProgress`,
 * `listPatterns`, `createPattern`, `startPattern` (`POST …/patterns/{patternId}` starts the
 * pattern), `countPatternInProgress`, `listPatternInstances` (+ `countPatternInstances`); and ours
 * (DECISIONS.md "Other gaps"): `getPackage`, `archivePackage`, `unarchivePackage`, `listConfigs`,
 * `getPattern`, `updatePattern`, `archivePattern`, `unarchivePattern`, `listPatternRequests`,
 * `getInstance`, `abortInstance`, `completeTaskOnBehalf`. Ids that are not the company's (or not
 * UUIDs) are 404; refused moves 409 with `operationMessages`; bad bodies 400 with field paths.
 */
export function operationCoreEndpoints<const C extends OperationCore>(core: C) {
  const { apiPrefix: P, product } = operationCores[core] as (typeof operationCores)[C];
  const common = { access: 'operator', product } as const;
  const pkg = `${P}/operation-packages/{id}` as const;
  const pattern = `${P}/operation-packages/{id}/patterns/{patternId}` as const;
  const instance = `${P}/operation-instances/{id}` as const;
  const instancesList = listEndpoints({
    path: `${pattern}/instances`, countPath: `${pattern}/instances-count`, ...common,
    summary: `${core}: instances of a pattern`, row: operationInstanceRowSchema, query: operationInstancesQuerySchema, countQuery: operationInstancesCountQuerySchema,
  });
  return {
    /** `GET P/operation-packages` — `{ items }` of the core's packages (`tab` active/archive, `freeText`), by name. */
    listPackages: endpoint({ method: 'GET', path: `${P}/operation-packages`, summary: `${core}: operation packages`, ...common, query: operationPackagesQuerySchema, responses: { 200: v.object({ items: v.array(operationPackageRowSchema) }), ...errorResponses(400, 401, 403) } }),
    /** `GET P/operation-packages/{id}/count-in-progress` — `{ count }` of the package's instances in progress. */
    countPackageInProgress: endpoint({ method: 'GET', path: `${pkg}/count-in-progress`, summary: `${core}: instances in progress of a package`, ...common, params: idParams, responses: { 200: countResponseSchema, ...errorResponses(401, 403, 404) } }),
    /** `GET P/operation-packages/{id}` — the package. */
    getPackage: endpoint({ method: 'GET', path: pkg, summary: `${core}: one operation package`, ...common, params: idParams, responses: { 200: operationPackageDetailSchema, ...errorResponses(401, 403, 404) } }),
    /** `PATCH P/operation-packages/{id}/archive` — archive (starts nothing new; running instances go on); 409 when archived. */
    archivePackage: endpoint({ method: 'PATCH', path: `${pkg}/archive`, summary: `${core}: archive a package`, ...common, params: idParams, responses: { 200: operationPackageDetailSchema, ...errorResponses(401, 403, 404, 409) } }),
    /** `PATCH P/operation-packages/{id}/unarchive` — restore; 409 when not archived. */
    unarchivePackage: endpoint({ method: 'PATCH', path: `${pkg}/unarchive`, summary: `${core}: restore a package`, ...common, params: idParams, responses: { 200: operationPackageDetailSchema, ...errorResponses(401, 403, 404, 409) } }),
    /** `GET P/operation-packages/{id}/patterns` — `{ items }` of the package's patterns (`archived` default false). */
    listPatterns: endpoint({ method: 'GET', path: `${pkg}/patterns`, summary: `${core}: patterns of a package`, ...common, params: idParams, query: operationPatternsQuerySchema, responses: { 200: v.object({ items: v.array(operationPatternRowSchema) }), ...errorResponses(400, 401, 403, 404) } }),
    /** `POST P/operation-packages/{id}/patterns` — a new pattern (201 `{ id }`): the kind's default steps, or a copy; 409 on an archived package. */
    createPattern: endpoint({ method: 'POST', path: `${pkg}/patterns`, summary: `${core}: create a pattern`, ...common, params: idParams, body: createPatternBodySchema, responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403, 404, 409) } }),
    /** `GET P/operation-patterns` — `{ items }` of every pattern of the core (the configs screen). */
    listConfigs: endpoint({ method: 'GET', path: `${P}/operation-patterns`, summary: `${core}: pattern configurations`, ...common, query: operationConfigsQuerySchema, responses: { 200: v.object({ items: v.array(operationPatternRowSchema) }), ...errorResponses(400, 401, 403) } }),
    /** `GET P/operation-packages/{id}/patterns/{patternId}` — the pattern with its definition. */
    getPattern: endpoint({ method: 'GET', path: pattern, summary: `${core}: one pattern`, ...common, params: patternParams, responses: { 200: operationPatternDetailSchema, ...errorResponses(401, 403, 404) } }),
    /** `POST P/operation-packages/{id}/patterns/{patternId}` — start the pattern (201 `{ requestId, instanceIds }`); 409 at `subjectIds` when a subject has it in progress; 409 archived. */
    startPattern: endpoint({ method: 'POST', path: pattern, summary: `${core}: start a pattern`, ...common, params: patternParams, body: startPatternBodySchema, responses: { 201: startPatternResultSchema, ...errorResponses(400, 401, 403, 404, 409) } }),
    /** `PATCH P/operation-packages/{id}/patterns/{patternId}` — change name, description, definition (stale version → 409); running instances keep their tasks. */
    updatePattern: endpoint({ method: 'PATCH', path: pattern, summary: `${core}: update a pattern`, ...common, params: patternParams, body: updatePatternBodySchema, responses: { 200: operationPatternDetailSchema, ...errorResponses(400, 401, 403, 404, 409) } }),
    /** `PATCH …/patterns/{patternId}/archive` — 409 when archived. */
    archivePattern: endpoint({ method: 'PATCH', path: `${pattern}/archive`, summary: `${core}: archive a pattern`, ...common, params: patternParams, responses: { 200: operationPatternDetailSchema, ...errorResponses(401, 403, 404, 409) } }),
    /** `PATCH …/patterns/{patternId}/unarchive` — 409 when not archived. */
    unarchivePattern: endpoint({ method: 'PATCH', path: `${pattern}/unarchive`, summary: `${core}: restore a pattern`, ...common, params: patternParams, responses: { 200: operationPatternDetailSchema, ...errorResponses(401, 403, 404, 409) } }),
    /** `GET …/patterns/{patternId}/count-in-progress` — `{ count }`. */
    countPatternInProgress: endpoint({ method: 'GET', path: `${pattern}/count-in-progress`, summary: `${core}: instances in progress of a pattern`, ...common, params: patternParams, responses: { 200: countResponseSchema, ...errorResponses(401, 403, 404) } }),
    /** `GET …/patterns/{patternId}/requests` — `{ items }` of the pattern's starts, newest first. */
    listPatternRequests: endpoint({ method: 'GET', path: `${pattern}/requests`, summary: `${core}: starts of a pattern`, ...common, params: patternParams, responses: { 200: v.object({ items: v.array(operationRequestRowSchema) }), ...errorResponses(401, 403, 404) } }),
    /** `GET …/patterns/{patternId}/instances` — one page of the pattern's instances. */
    listPatternInstances: { ...instancesList.list, params: patternParams, responses: { ...instancesList.list.responses, ...errorResponses(404) } },
    /** `GET …/patterns/{patternId}/instances-count` — `{ count }` with the same filters. */
    countPatternInstances: { ...instancesList.count, params: patternParams, responses: { ...instancesList.count.responses, ...errorResponses(404) } },
    /** `GET P/operation-instances/{id}` — one instance with its steps, tasks and forms. */
    getInstance: endpoint({ method: 'GET', path: instance, summary: `${core}: one operation instance`, ...common, params: idParams, responses: { 200: operationInstanceDetailSchema, ...errorResponses(401, 403, 404) } }),
    /** `PATCH P/operation-instances/{id}/abort` — IN_PROGRESS → ABORTED with the reason, open tasks CANCELED; 409 otherwise or stale. */
    abortInstance: endpoint({ method: 'PATCH', path: `${instance}/abort`, summary: `${core}: abort an operation instance`, ...common, params: idParams, body: abortInstanceBodySchema, responses: { 200: operationInstanceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) } }),
    /** `POST P/operation-instances/{id}/tasks/{taskId}/complete` — staff complete an open task for its assignee (APPROVAL: the decision). */
    completeTaskOnBehalf: endpoint({ method: 'POST', path: `${instance}/tasks/{taskId}/complete`, summary: `${core}: complete a task on behalf of its assignee`, ...common, params: taskParams, body: completeTaskBodySchema, responses: { 200: operationInstanceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) } }),
  } as const;
}
export type OperationCoreEndpoints<C extends OperationCore = OperationCore> = ReturnType<typeof operationCoreEndpoints<C>>;

/** The calls of every core, built once (`operationEndpointsByCore.LABOR.listPackages`…). */
export const operationEndpointsByCore = {
  IT: operationCoreEndpoints('IT'),
  LABOR: operationCoreEndpoints('LABOR'),
  GA: operationCoreEndpoints('GA'),
  CONTRACTOR: operationCoreEndpoints('CONTRACTOR'),
} as const;

/** Every staff call of the four cores, for `apiEndpoints` (tag `operation-packages`). */
export const operationPackageEndpoints = operationCoreValues.flatMap((core) => Object.values(operationEndpointsByCore[core]));

/* ---------------------------------------------------------------------- paths */

/**
 * The screen of one instance: IT `/it-operation-core/operation-instances/{id}`; the other cores
 * `{screenPrefix}/operation-packages/{packageId}/patterns/{patternId}/instances/{id}`.
 */
export function operationInstancePath(core: OperationCore, instance: { id: string; packageId: string; patternId: string }): string {
  if (core === 'IT') return `${operationCores.IT.screenPrefix}/operation-instances/${instance.id}`;
  return `${operationCores[core].screenPrefix}/operation-packages/${instance.packageId}/patterns/${instance.patternId}/instances/${instance.id}`;
}

/* ------------------------------------------------------------ default steps */

const t = (ja: string, en: string) => ({ ja, en });

/**
 * The definition a new pattern starts with (`createPattern` without a copy), by package kind:
 * - DEVICE_INVENTORY: `request` (依頼: a TODO of the requester, done when the pattern starts),
 *   `self-report` (自己申告: DEVICE_SELF_REPORT of the device's person, due in 14 days),
 *   `review` (結果確認: REVIEW by the core's staff, due in 21 days);
 * - person packages: `prepare` (準備: a staff TODO, due on the anchor date), `confirm` (本人確認: a TODO of
 *   the subject, 7 days after), `review` (確認: staff REVIEW, 14 days after);
 * - device and place packages: `prepare` and `review` (staff).
 */
export function defaultPatternDefinition(kind: OperationPackageKind, subjectKind: OperationSubjectKind): PatternDefinition {
  if (kind === 'DEVICE_INVENTORY') {
    return {
      steps: [
        { key: 'request', name: t('依頼', 'Request'), tasks: [{ key: 'request', name: t('棚卸依頼', 'Inventory request'), kind: 'TODO', assignee: { kind: 'REQUESTER' }, dueOffsetDays: 0, formId: null }] },
        { key: 'self-report', name: t('自己申告', 'Self-report'), tasks: [{ key: 'self-report', name: t('デバイスの自己申告', 'Device self-report'), kind: 'DEVICE_SELF_REPORT', assignee: { kind: 'SUBJECT' }, dueOffsetDays: 14, formId: null }] },
        { key: 'review', name: t('結果確認', 'Review results'), tasks: [{ key: 'review', name: t('申告結果の確認', 'Review the report'), kind: 'REVIEW', assignee: { kind: 'STAFF' }, dueOffsetDays: 21, formId: null }] },
      ],
      forms: [],
    };
  }
  const prepare = { key: 'prepare', name: t('準備', 'Preparation'), tasks: [{ key: 'prepare', name: t('準備', 'Prepare'), kind: 'TODO' as const, assignee: { kind: 'STAFF' as const }, dueOffsetDays: 0, formId: null }] };
  const review = { key: 'review', name: t('確認', 'Review'), tasks: [{ key: 'review', name: t('完了確認', 'Confirm completion'), kind: 'REVIEW' as const, assignee: { kind: 'STAFF' as const }, dueOffsetDays: 14, formId: null }] };
  if (subjectKind !== 'PERSON') return { steps: [prepare, { ...review, tasks: [{ ...review.tasks[0]!, dueOffsetDays: 7 }] }], forms: [] };
  const confirm = { key: 'confirm', name: t('本人確認', 'Confirmation'), tasks: [{ key: 'confirm', name: t('内容の確認', 'Confirm the details'), kind: 'TODO' as const, assignee: { kind: 'SUBJECT' as const }, dueOffsetDays: 7, formId: null }] };
  return { steps: [prepare, confirm, review], forms: [] };
}
