import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { idParamsSchema } from '../common/resource';
import {
  approvalDecisionSchema,
  formFieldTypeSchema,
  operationTaskKindSchema,
} from '../operations/pattern-definition';
import {
  operationInstanceStatusSchema,
  operationStepStatusValues,
  operationSubjectKindSchema,
  operationTaskStatusSchema,
} from '../operations/operation-packages';
import { deviceReportConditionSchema, deviceReportResultSchema, deviceScanModeSchema } from '../operations/device-inventory';
import { formValuesObjectSchema } from '../operations/form-values';

/**
 * One task of the individual area (001 §2 "Individual area": `/individual/task/{id}`, `…/approval`,
 * `…/form/{formId}`; 000 §3 "Device inventory task item", §4; issue 14; docs/operation-packages.md
 * "The individual area"). Access `individual`: the signed-in user sees and acts on their own tasks
 * only (`assignee_user_id`); any other id — another user's task, another company's, not a UUID — is
 * 404. Acting on a task that is not open (WAITING: its step has not opened; DONE; CANCELED) is 409
 * `CONFLICT` with `individualTaskMessages`; a task of another kind than the call handles is 409 too.
 *
 * The calls: `getIndividualTaskEndpoint` (what to do, the instance's steps, the due date, for an
 * approval what is being approved, for a device self-report the device), `completeIndividualTaskEndpoint`
 * (a TODO's "done"), `decideIndividualApprovalEndpoint` (approve, or send back with a comment),
 * `getIndividualTaskFormEndpoint` / `saveIndividualTaskFormEndpoint` (a FORM task's form: save a draft
 * or submit, checked with `formValuesSchemaFor`, 400 at `values.<key>`), and
 * `reportIndividualDeviceEndpoint` (the device self-report).
 */

/* ---------------------------------------------------------------- messages */

/** The server's messages of the individual task calls (catalog `contracts`). */
export const individualTaskMessages = {
  waiting: /*i18n*/ { id: 'api.individual.task.waiting', message: 'This task is not open yet: an earlier step is still in progress.' },
  closed: /*i18n*/ { id: 'api.individual.task.closed', message: 'This task is already done or canceled.' },
  wrongKind: /*i18n*/ { id: 'api.individual.task.wrongKind', message: 'This task is not of the kind this action handles.' },
  tagMismatch: /*i18n*/ {
    id: 'api.individual.selfReport.tagMismatch',
    message: "This tag does not match the device's asset tag or device tag. Check the label on the device and try again.",
  },
  noDevice: /*i18n*/ { id: 'api.individual.selfReport.noDevice', message: 'The device of this task no longer exists. Ask your IT staff.' },
} as const;

/* ------------------------------------------------------------------ shapes */

const nameRef = v.nullable(v.object({ name: v.string() }));

/** A form field as the pages render it: labels and option labels in the request's language; the rules `formValuesSchemaFor` reads. */
export const individualFormFieldSchema = v.object({
  key: v.string(),
  label: v.string(),
  type: formFieldTypeSchema,
  required: v.boolean(),
  maxLength: v.nullable(v.number()),
  options: v.nullable(v.array(v.object({ value: v.string(), label: v.string() }))),
});
export type IndividualFormField = v.InferOutput<typeof individualFormFieldSchema>;

/** A form of the pattern in the request's language: `id`, `name`, `fields`. */
export const individualFormSchema = v.object({ id: v.string(), name: v.string(), fields: v.array(individualFormFieldSchema) });
export type IndividualForm = v.InferOutput<typeof individualFormSchema>;

const formValueSchema = v.nullable(v.union([v.string(), v.number(), v.boolean()]));

/**
 * A task of the instance's steps as the task page lists them: `mine` when the signed-in user is
 * its assignee; `assigneeName` the person's or role's name (null for the core's staff).
 */
export const individualStepTaskSchema = v.object({
  id: v.string(),
  name: v.string(),
  kind: operationTaskKindSchema,
  status: operationTaskStatusSchema,
  assigneeName: v.nullable(v.string()),
  mine: v.boolean(),
  dueDate: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
});
export type IndividualStepTask = v.InferOutput<typeof individualStepTaskSchema>;

/** A step of the instance: `index` (0-based), `name`, `status` (WAITING, OPEN, DONE, CANCELED), its tasks. */
export const individualStepSchema = v.object({
  index: v.number(),
  name: v.string(),
  status: v.picklist(operationStepStatusValues),
  tasks: v.array(individualStepTaskSchema),
});
export type IndividualStep = v.InferOutput<typeof individualStepSchema>;

/**
 * What an APPROVAL task approves: the tasks of the step before it, each with who finished it and
 * when, its comment, and for a FORM task the form's name and its submitted answers (`fields`: the
 * field's `label`, `type`, the stored `value` and, for a SELECT, the chosen option's `optionLabel`).
 */
export const individualApprovalSubjectSchema = v.object({
  stepName: v.string(),
  tasks: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      kind: operationTaskKindSchema,
      status: operationTaskStatusSchema,
      completedAt: v.nullable(v.string()),
      completedBy: nameRef,
      comment: v.nullable(v.string()),
      form: v.nullable(
        v.object({
          name: v.string(),
          fields: v.array(v.object({ key: v.string(), label: v.string(), type: formFieldTypeSchema, value: formValueSchema, optionLabel: v.nullable(v.string()) })),
        }),
      ),
    }),
  ),
});
export type IndividualApprovalSubject = v.InferOutput<typeof individualApprovalSubjectSchema>;

/** The device a DEVICE_SELF_REPORT task is about (000 §3 device: id, name, deviceTag, assetTag, genre, model). */
export const individualTaskDeviceSchema = v.object({
  id: v.string(),
  name: v.string(),
  deviceTag: v.nullable(v.string()),
  assetTag: v.nullable(v.string()),
  genre: v.nullable(v.string()),
  model: v.nullable(v.string()),
});
export type IndividualTaskDevice = v.InferOutput<typeof individualTaskDeviceSchema>;

/** A self-report as stored (000 §3 selfReport): result, condition, how the tag was read, the memo, when. */
export const individualSelfReportSchema = v.object({
  reportResult: deviceReportResultSchema,
  deviceCondition: deviceReportConditionSchema,
  scanMode: v.nullable(deviceScanModeSchema),
  scannedValue: v.nullable(v.string()),
  memo: v.nullable(v.string()),
  reportedAt: v.string(),
});
export type IndividualSelfReport = v.InferOutput<typeof individualSelfReportSchema>;

/**
 * One task of the signed-in user (`GET /v2/individual/tasks/{id}`): `name`, `kind`, `status`,
 * `dueDate` (YYYY-MM-DD or null), its step (`stepIndex`, `stepName`), the `instance` (status,
 * package and pattern names, anchor date, the subject), `actionable` (NOT_STARTED or IN_PROGRESS:
 * the page offers its action), `formId` / `formName` (FORM), `decision` (APPROVAL, once decided),
 * `comment` (the approver's note when the task was sent back, or the approval's own comment),
 * `completedAt` / `completedBy`, the instance's `steps`, `approvalSubject` (APPROVAL: what is being
 * approved, else null), `device` and `selfReport` (DEVICE_SELF_REPORT, else null). Names in the
 * request's language.
 */
export const individualTaskDetailSchema = v.object({
  id: v.string(),
  name: v.string(),
  kind: operationTaskKindSchema,
  status: operationTaskStatusSchema,
  actionable: v.boolean(),
  dueDate: v.nullable(v.string()),
  stepIndex: v.number(),
  stepName: v.string(),
  instance: v.object({
    id: v.string(),
    status: operationInstanceStatusSchema,
    packageName: v.string(),
    patternName: v.string(),
    anchorDate: v.string(),
    subject: v.object({ kind: operationSubjectKindSchema, name: v.nullable(v.string()), detail: v.nullable(v.string()) }),
  }),
  formId: v.nullable(v.string()),
  formName: v.nullable(v.string()),
  decision: v.nullable(approvalDecisionSchema),
  comment: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
  completedBy: nameRef,
  steps: v.array(individualStepSchema),
  approvalSubject: v.nullable(individualApprovalSubjectSchema),
  device: v.nullable(individualTaskDeviceSchema),
  selfReport: v.nullable(individualSelfReportSchema),
});
export type IndividualTaskDetail = v.InferOutput<typeof individualTaskDetailSchema>;

/* ------------------------------------------------------------------ bodies */

/** Longest comment of a completion, an approval or a send-back (characters). */
export const individualCommentMaxLength = 500;

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(max, messages.maxLength.id))), null);
const blankToNull = (s: string | null) => (s === null || s === '' ? null : s);

/** Body of `POST /v2/individual/tasks/{id}/complete` (a TODO): an optional `comment` (≤ 500). */
export const completeIndividualTaskBodySchema = v.optional(
  v.object({ comment: v.pipe(optionalText(individualCommentMaxLength), v.transform(blankToNull)) }),
  { comment: null },
);
export type CompleteIndividualTaskBody = v.InferOutput<typeof completeIndividualTaskBodySchema>;

/**
 * Body of `POST /v2/individual/tasks/{id}/approval`: `decision` APPROVED or SENT_BACK and `comment`
 * (≤ 500; required to send back: 400 at `comment` with `validation.individual.sendBack.comment`).
 */
export const decideIndividualApprovalBodySchema = v.pipe(
  v.object({
    decision: approvalDecisionSchema,
    comment: v.pipe(optionalText(individualCommentMaxLength), v.transform(blankToNull)),
  }),
  v.forward(
    v.partialCheck([['decision'], ['comment']], (b) => b.decision !== 'SENT_BACK' || b.comment !== null, messages.individualSendBackComment.id),
    ['comment'],
  ),
);
export type DecideIndividualApprovalBody = v.InferOutput<typeof decideIndividualApprovalBodySchema>;

/**
 * Body of `PUT /v2/individual/tasks/{id}/forms/{formId}`: the answers (`values`, field key →
 * string | number | boolean | null) and `submit` (false: save a draft, nothing required; true:
 * submit, every rule of the form; the task is then DONE). The server checks `values` against the
 * form with `formValuesSchemaFor` (400 at `values.<key>`).
 */
export const saveIndividualTaskFormBodySchema = v.object({
  values: formValuesObjectSchema,
  submit: v.boolean(messages.invalidType.id),
});
export type SaveIndividualTaskFormBody = v.InferOutput<typeof saveIndividualTaskFormBodySchema>;

/** Longest typed or scanned tag (characters); longest self-report memo. */
export const selfReportTagMaxLength = 100;
export const selfReportMemoMaxLength = 500;

/**
 * Body of `POST /v2/individual/tasks/{id}/device-self-report` (000 §3, §4):
 * - `reportResult` OWNED ("I have this device"): `scanMode` SCAN (read with the camera) or
 *   ASSET_TAG (typed), `scannedValue` (what was read, ≤ 100) and `deviceCondition` GOOD / BAD are
 *   required (400 at the missing one); the server then checks the value matches the device's asset
 *   tag or device tag (spaces and letter case ignored), else 400 at `scannedValue`.
 * - NOT_OWNED ("I don't have it"): `memo` (≤ 500) is required (400 at `memo`); `deviceCondition`
 *   may be null and is then recorded as BAD (a device its holder does not have needs attention).
 */
export const reportIndividualDeviceBodySchema = v.pipe(
  v.object({
    reportResult: deviceReportResultSchema,
    deviceCondition: v.optional(v.nullable(deviceReportConditionSchema), null),
    scanMode: v.optional(v.nullable(deviceScanModeSchema), null),
    scannedValue: v.pipe(optionalText(selfReportTagMaxLength), v.transform(blankToNull)),
    memo: v.pipe(optionalText(selfReportMemoMaxLength), v.transform(blankToNull)),
  }),
  v.forward(v.partialCheck([['reportResult'], ['scanMode']], (b) => b.reportResult !== 'OWNED' || b.scanMode !== null, messages.selfReportScanModeRequired.id), ['scanMode']),
  v.forward(v.partialCheck([['reportResult'], ['scannedValue']], (b) => b.reportResult !== 'OWNED' || b.scannedValue !== null, messages.selfReportTagRequired.id), ['scannedValue']),
  v.forward(v.partialCheck([['reportResult'], ['deviceCondition']], (b) => b.reportResult !== 'OWNED' || b.deviceCondition !== null, messages.selfReportConditionRequired.id), ['deviceCondition']),
  v.forward(v.partialCheck([['reportResult'], ['memo']], (b) => b.reportResult !== 'NOT_OWNED' || b.memo !== null, messages.selfReportMemoRequired.id), ['memo']),
);
export type ReportIndividualDeviceBody = v.InferOutput<typeof reportIndividualDeviceBodySchema>;

/**
 * Whether a scanned or typed value names the device: it equals its asset tag or its device tag,
 * ignoring spaces and letter case (labels are read by people and cameras). The server's check of
 * `reportIndividualDeviceBodySchema`; the page may use it to warn before sending.
 */
export function selfReportTagMatches(value: string, device: { assetTag: string | null; deviceTag: string | null }): boolean {
  const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
  const read = norm(value);
  return read !== '' && [device.assetTag, device.deviceTag].some((tag) => tag !== null && norm(tag) === read);
}

/* ---------------------------------------------------------------- answers */

/**
 * A FORM task's form (`GET|PUT /v2/individual/tasks/{id}/forms/{formId}`): the task (`taskId`,
 * `taskName`, `status`, `editable` = NOT_STARTED or IN_PROGRESS), the instance's `packageName` and
 * `subjectName`, the `form` (localized), the saved `values` (a draft, a sent-back or a submitted
 * answer; null when none) and `comment` (the approver's note when the task was sent back).
 */
export const individualTaskFormSchema = v.object({
  taskId: v.string(),
  taskName: v.string(),
  status: operationTaskStatusSchema,
  editable: v.boolean(),
  dueDate: v.nullable(v.string()),
  packageName: v.string(),
  subjectName: v.nullable(v.string()),
  form: individualFormSchema,
  values: v.nullable(v.record(v.string(), formValueSchema)),
  comment: v.nullable(v.string()),
});
export type IndividualTaskForm = v.InferOutput<typeof individualTaskFormSchema>;

/* --------------------------------------------------------------- endpoints */

const formParams = v.object({ id: v.string(), formId: v.string() });

/** `GET /v2/individual/tasks/{id}` — one of the user's tasks (404 when not theirs). */
export const getIndividualTaskEndpoint = endpoint({
  method: 'GET', path: '/v2/individual/tasks/{id}', summary: "One of the signed-in user's tasks", access: 'individual',
  params: idParamsSchema, responses: { 200: individualTaskDetailSchema, ...errorResponses(401, 403, 404) },
});

/** `POST /v2/individual/tasks/{id}/complete` — mark a TODO done (409 not open / not a TODO); answers the task. */
export const completeIndividualTaskEndpoint = endpoint({
  method: 'POST', path: '/v2/individual/tasks/{id}/complete', summary: 'Mark one of my to-dos done', access: 'individual',
  params: idParamsSchema, body: completeIndividualTaskBodySchema, responses: { 200: individualTaskDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * `POST /v2/individual/tasks/{id}/approval` — approve (the task is DONE, the step may close) or send
 * back with a comment (the previous step's tasks return to NOT_STARTED); 409 not open / not an
 * APPROVAL / first step. Answers the task.
 */
export const decideIndividualApprovalEndpoint = endpoint({
  method: 'POST', path: '/v2/individual/tasks/{id}/approval', summary: 'Approve or send back one of my approvals', access: 'individual',
  params: idParamsSchema, body: decideIndividualApprovalBodySchema, responses: { 200: individualTaskDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `GET /v2/individual/tasks/{id}/forms/{formId}` — a FORM task's form and saved values (404: not the task's form). */
export const getIndividualTaskFormEndpoint = endpoint({
  method: 'GET', path: '/v2/individual/tasks/{id}/forms/{formId}', summary: 'The form of one of my form tasks', access: 'individual',
  params: formParams, responses: { 200: individualTaskFormSchema, ...errorResponses(401, 403, 404) },
});

/**
 * `PUT /v2/individual/tasks/{id}/forms/{formId}` — save a draft (`submit: false`; the task becomes
 * IN_PROGRESS) or submit (`submit: true`; DONE). 400 at `values.<key>`; 409 not open.
 */
export const saveIndividualTaskFormEndpoint = endpoint({
  method: 'PUT', path: '/v2/individual/tasks/{id}/forms/{formId}', summary: 'Save or submit the form of one of my form tasks', access: 'individual',
  params: formParams, body: saveIndividualTaskFormBodySchema, responses: { 200: individualTaskFormSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * `POST /v2/individual/tasks/{id}/device-self-report` — report a DEVICE_SELF_REPORT task's device
 * (writes the self-report, then completes the task). 400 on the body's rules or a tag that is not
 * the device's; 409 not open / already reported. Answers the task.
 */
export const reportIndividualDeviceEndpoint = endpoint({
  method: 'POST', path: '/v2/individual/tasks/{id}/device-self-report', summary: 'Report whether I have my device and its condition', access: 'individual',
  params: idParamsSchema, body: reportIndividualDeviceBodySchema, responses: { 200: individualTaskDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** The individual task calls (besides the list), for `apiEndpoints`. */
export const individualTaskEndpoints = [
  getIndividualTaskEndpoint,
  completeIndividualTaskEndpoint,
  decideIndividualApprovalEndpoint,
  getIndividualTaskFormEndpoint,
  saveIndividualTaskFormEndpoint,
  reportIndividualDeviceEndpoint,
] as const;
