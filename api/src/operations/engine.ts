import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  describeIssue,
  errorCodes,
  formValuesSchemaFor,
  issuePath,
  operationMessages,
  patternDefinitionSchema,
  type ApprovalDecision,
  type FormDefinition,
  type MessageDescriptor,
  type OperationTaskStatus,
  type PatternDefinition,
} from '@kanri/contracts';
import * as t from '../schema';
import { recordAudit, recordAudits, type DbOrTx } from '../audit/audit-log';
import { apiMessages } from '../i18n/messages';
import { ApiError, notFound } from '../lib/errors';
import { tokyoToday } from '../lib/tokyo-date';
import { instanceMachine, isOpenTaskStatus, nextState, taskMachine, type TaskEvent } from './machines';
import { isUuid } from '../http/resource';

/**
 * The operation engine (issue 14; docs/operation-packages.md): starts patterns and moves tasks and
 * instances by the state machines of `./machines`. Every function takes `tx` — the caller's Drizzle
 * database or transaction (run it in a transaction: a move writes several rows and its audit
 * entries, all or nothing) — scopes every read and write to `companyId`, writes the audit log
 * (resource type `OPERATION_INSTANCE`) and throws the API's localized errors: 404 for a record that
 * is not the company's (or not a UUID), 409 `CONFLICT` with an `operationMessages` id for a move the
 * rules refuse, 400 with field paths for values a form refuses. Used by the staff routes of the four
 * cores, the device inventory and the individual area. Every function takes an optional `now` (the
 * time of the move; default the clock) and `startPattern` a `uuid` maker, so seeds can move
 * instances at past times with the same ids run to run.
 */

type TaskRow = typeof t.operationTaskInstances.$inferSelect;
type InstanceRow = typeof t.operationInstances.$inferSelect;

/** Whether `id` is a UUID (anything else is 404, never a database error): the resource kit's one test. */
export { isUuid };

const refused = (descriptor: MessageDescriptor) => new ApiError(409, errorCodes.conflict, descriptor);
const invalidField = (path: string, descriptor: MessageDescriptor) => new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path, descriptor }]);

/** `date` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD. */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A task's due date (YYYY-MM-DD): `dueOffsetDays` after the anchor date, but never before the day
 * the instance starts (`startDate`, Asia/Tokyo), so an instance is not overdue the moment it starts
 * (issue 30): a joiner's "7 days before the first day" task started 3 days before it is due on the
 * start day.
 */
export function dueDateOf(anchorDate: string, dueOffsetDays: number, startDate: string): string {
  const due = addDaysIso(anchorDate, dueOffsetDays);
  return due < startDate ? startDate : due;
}

/**
 * The devices a start accepts and the device pickers offer (issue 30: the start dialog offered
 * deleted devices the start refused): the company's devices that are not DELETED.
 */
export function startableDevice(companyId: string) {
  return and(eq(t.devices.companyId, companyId), ne(t.devices.lifecycleStatus, 'DELETED'));
}

function taskMove(status: OperationTaskStatus, event: TaskEvent, refusal: MessageDescriptor): OperationTaskStatus {
  const next = nextState(taskMachine, status, event);
  if (!next) throw refused(refusal);
  return next;
}

async function auditInstance(tx: DbOrTx, companyId: string, userId: string, instanceId: string, action: 'CREATE' | 'UPDATE', before: Record<string, unknown> | null, after: Record<string, unknown>) {
  await recordAudit(tx, { session: { companyId, userId }, action, resourceType: 'OPERATION_INSTANCE', resourceId: instanceId, before, after });
}

/* -------------------------------------------------------------------- start */

/** What `startPattern` needs: the tenant, the acting user (the requester), the pattern, the anchor date, an optional title and the subjects. */
export interface StartPatternInput {
  companyId: string;
  actorUserId: string;
  patternId: string;
  /** YYYY-MM-DD: tasks are due `dueOffsetDays` after it. */
  anchorDate: string;
  title: string | null;
  /** Ids of the package's subject kind (people, devices or places), no duplicates. */
  subjectIds: string[];
  /** The clock of the start (default: now); seeds pass their reference time. */
  now?: Date;
  /** The id maker of the new rows (default `randomUUID`); seeds pass their `prng(…).uuid` so the demo is the same run to run. */
  uuid?: () => string;
}

interface Assignee {
  userId: string | null;
  personId: string | null;
}

/**
 * Starts a pattern: one request and, per subject, an instance IN_PROGRESS with its task instances
 * copied from the definition (the first step's tasks NOT_STARTED, the others WAITING; due dates
 * from the anchor date, none before the start day: `dueDateOf`), and the pattern's forms copied to the instance. Assignees resolve now:
 * SUBJECT is the subject person's user (a device's assigned person's user; a device without a
 * person and a place go to the requester), REQUESTER the actor, PERSON that person's user, ROLE and
 * STAFF the core's staff (no user). In a DEVICE_INVENTORY package the first step's TODO tasks of the
 * requester are done by the start itself (the start is the request), so the self-report step opens.
 *
 * @returns `{ requestId, instanceIds }` (instances in the order of `subjectIds`)
 * @throws 404 when the pattern is not the company's; 409 `patternArchived` / `packageArchived`;
 *   400 at `subjectIds` when a subject is not the company's; 409 `subjectBusy` (field `subjectIds`)
 *   when a subject already has the pattern in progress
 */
export async function startPattern(tx: DbOrTx, input: StartPatternInput): Promise<{ requestId: string; instanceIds: string[] }> {
  const { companyId, actorUserId, patternId, anchorDate, title, subjectIds } = input;
  if (!isUuid(patternId)) throw notFound();
  const [found] = await tx
    .select({ pattern: t.operationPackagePatterns, pkg: t.operationPackages })
    .from(t.operationPackagePatterns)
    .innerJoin(t.operationPackages, eq(t.operationPackages.id, t.operationPackagePatterns.packageId))
    .where(and(eq(t.operationPackagePatterns.id, patternId), eq(t.operationPackagePatterns.companyId, companyId)))
    .for('update', { of: t.operationPackagePatterns });
  if (!found) throw notFound();
  const { pattern, pkg } = found;
  if (pkg.archivedAt) throw refused(operationMessages.packageArchived);
  if (pattern.archivedAt) throw refused(operationMessages.patternArchived);
  const definition = v.parse(patternDefinitionSchema, pattern.definition);
  if (subjectIds.length === 0) throw invalidField('subjectIds', operationMessages.noSubjects);

  // the subjects, and who acts for each
  const subjectUser = new Map<string, Assignee>();
  const uniqueIds = [...new Set(subjectIds)];
  if (!uniqueIds.every(isUuid)) throw invalidField('subjectIds', operationMessages.subjectNotFound);
  let personOfSubject: Map<string, string | null>;
  if (pkg.subjectKind === 'PERSON') {
    const rows = await tx.select({ id: t.people.id }).from(t.people).where(and(eq(t.people.companyId, companyId), inArray(t.people.id, uniqueIds)));
    personOfSubject = new Map(rows.map((r) => [r.id, r.id]));
  } else if (pkg.subjectKind === 'DEVICE') {
    const rows = await tx
      .select({ id: t.devices.id, personId: t.devices.assignedPersonId })
      .from(t.devices)
      .where(and(startableDevice(companyId), inArray(t.devices.id, uniqueIds)));
    personOfSubject = new Map(rows.map((r) => [r.id, r.personId]));
  } else {
    const rows = await tx.select({ id: t.places.id }).from(t.places).where(and(eq(t.places.companyId, companyId), inArray(t.places.id, uniqueIds)));
    personOfSubject = new Map(rows.map((r) => [r.id, null]));
  }
  if (personOfSubject.size !== uniqueIds.length) throw invalidField('subjectIds', operationMessages.subjectNotFound);

  const busy = await tx
    .select({ id: t.operationInstances.id })
    .from(t.operationInstances)
    .where(and(eq(t.operationInstances.companyId, companyId), eq(t.operationInstances.patternId, patternId), eq(t.operationInstances.status, 'IN_PROGRESS'), inArray(t.operationInstances.subjectId, uniqueIds)))
    .limit(1);
  if (busy.length) throw new ApiError(409, errorCodes.conflict, operationMessages.subjectBusy, [{ path: 'subjectIds', descriptor: operationMessages.subjectBusy }]);

  const namedPersonIds = definition.steps.flatMap((s) => s.tasks.flatMap((task) => (task.assignee.kind === 'PERSON' ? [task.assignee.personId] : [])));
  const personIds = [...new Set([...[...personOfSubject.values()].filter((p): p is string => p !== null), ...namedPersonIds])];
  const userOfPerson = new Map<string, string>();
  if (personIds.length) {
    const rows = await tx
      .select({ id: t.users.id, personId: t.users.personId })
      .from(t.users)
      .where(and(eq(t.users.companyId, companyId), inArray(t.users.personId, personIds)))
      .orderBy(asc(t.users.createdAt), asc(t.users.id));
    for (const r of rows) if (r.personId && !userOfPerson.has(r.personId)) userOfPerson.set(r.personId, r.id);
  }
  for (const id of uniqueIds) {
    const personId = personOfSubject.get(id) ?? null;
    subjectUser.set(id, personId ? { personId, userId: userOfPerson.get(personId) ?? null } : { personId: null, userId: actorUserId });
  }

  const now = input.now ?? new Date();
  const uuid = input.uuid ?? randomUUID;
  const requestId = uuid();
  await tx.insert(t.operationRequests).values({ id: requestId, companyId, packageId: pkg.id, patternId, title, anchorDate, requestedBy: actorUserId, requestedAt: now });

  const instanceIds: string[] = [];
  const instanceRows: (typeof t.operationInstances.$inferInsert)[] = [];
  const taskRows: (typeof t.operationTaskInstances.$inferInsert)[] = [];
  for (const subjectId of subjectIds) {
    const instanceId = uuid();
    instanceIds.push(instanceId);
    const subject = subjectUser.get(subjectId)!;
    const tasks = planTasks(definition, { subject, actorUserId, anchorDate, startDate: tokyoToday(now), autoRequest: pkg.kind === 'DEVICE_INVENTORY', userOfPerson, now, pkgSubjectKind: pkg.subjectKind });
    const { currentStepIndex } = tasks;
    instanceRows.push({
      id: instanceId, companyId, packageId: pkg.id, patternId, requestId, subjectKind: pkg.subjectKind, subjectId, anchorDate,
      status: 'IN_PROGRESS', currentStepIndex, forms: definition.forms, startedBy: actorUserId, createdAt: now, updatedAt: now,
    });
    for (const row of tasks.rows) taskRows.push({ ...row, id: uuid(), companyId, instanceId });
  }
  for (let i = 0; i < instanceRows.length; i += 500) await tx.insert(t.operationInstances).values(instanceRows.slice(i, i + 500));
  for (let i = 0; i < taskRows.length; i += 500) await tx.insert(t.operationTaskInstances).values(taskRows.slice(i, i + 500));
  await recordAudits(
    tx,
    instanceRows.map((row) => ({
      session: { companyId, userId: actorUserId },
      action: 'CREATE' as const,
      resourceType: 'OPERATION_INSTANCE' as const,
      resourceId: row.id!,
      before: null,
      after: { status: 'IN_PROGRESS', patternId, requestId, subjectKind: pkg.subjectKind, subjectId: row.subjectId, anchorDate, currentStepIndex: row.currentStepIndex },
    })),
  );
  return { requestId, instanceIds };
}

type PlannedTask = Omit<typeof t.operationTaskInstances.$inferInsert, 'id' | 'companyId' | 'instanceId'>;

/** The task rows of one new instance and its open step (steps done by the start itself are skipped). */
function planTasks(
  definition: PatternDefinition,
  ctx: { subject: Assignee; actorUserId: string; anchorDate: string; startDate: string; autoRequest: boolean; userOfPerson: Map<string, string>; now: Date; pkgSubjectKind: string },
): { rows: PlannedTask[]; currentStepIndex: number } {
  const rows: PlannedTask[] = [];
  definition.steps.forEach((step, stepIndex) =>
    step.tasks.forEach((task, taskIndex) => {
      let assignee: Assignee & { roleId: string | null } = { userId: null, personId: null, roleId: null };
      if (task.assignee.kind === 'SUBJECT') assignee = { ...ctx.subject, roleId: null };
      else if (task.assignee.kind === 'REQUESTER') assignee = { userId: ctx.actorUserId, personId: null, roleId: null };
      else if (task.assignee.kind === 'PERSON') assignee = { userId: ctx.userOfPerson.get(task.assignee.personId) ?? null, personId: task.assignee.personId, roleId: null };
      else if (task.assignee.kind === 'ROLE') assignee = { userId: null, personId: null, roleId: task.assignee.roleId };
      const autoDone = ctx.autoRequest && stepIndex === 0 && task.kind === 'TODO' && task.assignee.kind === 'REQUESTER';
      rows.push({
        stepIndex, stepKey: step.key, stepNameJa: step.name.ja, stepNameEn: step.name.en, taskKey: task.key, taskIndex,
        kind: task.kind, nameJa: task.name.ja, nameEn: task.name.en, assigneeKind: task.assignee.kind,
        assigneeUserId: assignee.userId, assigneePersonId: assignee.personId, assigneeRoleId: assignee.roleId,
        status: autoDone ? 'DONE' : stepIndex === 0 ? 'NOT_STARTED' : 'WAITING',
        dueDate: dueDateOf(ctx.anchorDate, task.dueOffsetDays, ctx.startDate), formId: task.formId,
        completedAt: autoDone ? ctx.now : null, completedBy: autoDone ? ctx.actorUserId : null, startedAt: autoDone ? ctx.now : null,
        createdAt: ctx.now, updatedAt: ctx.now,
      });
    }),
  );
  // open the next step while the open one is all done (only the start's own request step can be)
  let current = 0;
  while (current < definition.steps.length - 1 && rows.filter((r) => r.stepIndex === current).every((r) => r.status === 'DONE')) {
    current += 1;
    for (const r of rows) if (r.stepIndex === current) r.status = 'NOT_STARTED';
  }
  return { rows, currentStepIndex: current };
}

/* ----------------------------------------------------------------- loading */

async function loadTask(tx: DbOrTx, companyId: string, taskInstanceId: string): Promise<{ task: TaskRow; instance: InstanceRow }> {
  if (!isUuid(taskInstanceId)) throw notFound();
  const [task] = await tx
    .select()
    .from(t.operationTaskInstances)
    .where(and(eq(t.operationTaskInstances.id, taskInstanceId), eq(t.operationTaskInstances.companyId, companyId)));
  if (!task) throw notFound();
  // the instance row is the lock every move of its tasks takes (concurrent moves wait, then see the result)
  const [instance] = await tx
    .select()
    .from(t.operationInstances)
    .where(and(eq(t.operationInstances.id, task.instanceId), eq(t.operationInstances.companyId, companyId)))
    .for('update');
  if (!instance) throw notFound();
  const [fresh] = await tx.select().from(t.operationTaskInstances).where(eq(t.operationTaskInstances.id, taskInstanceId));
  return { task: fresh ?? task, instance };
}

/**
 * The form a FORM task fills, as the instance copied it at start (or, for an instance started
 * before forms were copied, the pattern's current form); null for other kinds or an unknown form.
 *
 * @throws 404 when the task is not the company's
 */
export async function taskFormDefinition(tx: DbOrTx, input: { companyId: string; taskInstanceId: string }): Promise<FormDefinition | null> {
  if (!isUuid(input.taskInstanceId)) throw notFound();
  const [row] = await tx
    .select({ formId: t.operationTaskInstances.formId, forms: t.operationInstances.forms, definition: t.operationPackagePatterns.definition })
    .from(t.operationTaskInstances)
    .innerJoin(t.operationInstances, eq(t.operationInstances.id, t.operationTaskInstances.instanceId))
    .innerJoin(t.operationPackagePatterns, eq(t.operationPackagePatterns.id, t.operationInstances.patternId))
    .where(and(eq(t.operationTaskInstances.id, input.taskInstanceId), eq(t.operationTaskInstances.companyId, input.companyId)));
  if (!row) throw notFound();
  return formOf(row.formId, row.forms, row.definition);
}

function formOf(formId: string | null, forms: unknown, definition: unknown): FormDefinition | null {
  if (!formId) return null;
  const copied = Array.isArray(forms) ? (forms as FormDefinition[]) : [];
  const current = (definition as PatternDefinition | null)?.forms ?? [];
  return copied.find((f) => f.id === formId) ?? current.find((f) => f.id === formId) ?? null;
}

async function formOfTask(tx: DbOrTx, task: TaskRow, instance: InstanceRow): Promise<FormDefinition> {
  let form = formOf(task.formId, instance.forms, null);
  if (!form) {
    const [pattern] = await tx.select({ definition: t.operationPackagePatterns.definition }).from(t.operationPackagePatterns).where(eq(t.operationPackagePatterns.id, instance.patternId));
    form = formOf(task.formId, [], pattern?.definition ?? null);
  }
  return form ?? { id: task.formId ?? 'form', name: { ja: task.nameJa, en: task.nameEn }, fields: [] };
}

/** The form's values checked against the form (`draft`: nothing required); 400 at `{path}.{key}`. */
function checkFormValues(form: FormDefinition, values: Record<string, unknown>, draft: boolean, path: string): Record<string, string | number | boolean | null> {
  const result = v.safeParse(formValuesSchemaFor(form, { draft }), values);
  if (result.success) return result.output;
  throw new ApiError(
    400,
    errorCodes.validation,
    apiMessages.validation,
    result.issues.map((issue) => {
      const { descriptor, values: vals } = describeIssue(issue);
      const key = issuePath(issue);
      return { path: key ? `${path}.${key}` : path, descriptor, values: vals };
    }),
  );
}

function assertOpenInstance(instance: InstanceRow) {
  if (instance.status !== 'IN_PROGRESS') throw refused(operationMessages.instanceClosed);
}

/**
 * After a task is done: while every task of the open step is done, the next step opens (its tasks
 * NOT_STARTED); after the last step the instance is COMPLETED. Writes the instance's audit entry.
 */
async function advance(tx: DbOrTx, companyId: string, actorUserId: string, instance: InstanceRow, now: Date): Promise<InstanceRow> {
  const tasks = await tx.select().from(t.operationTaskInstances).where(eq(t.operationTaskInstances.instanceId, instance.id));
  const lastStep = Math.max(...tasks.map((x) => x.stepIndex));
  let step = instance.currentStepIndex;
  let status = instance.status;
  while (tasks.filter((x) => x.stepIndex === step).every((x) => x.status === 'DONE')) {
    if (step >= lastStep) {
      status = nextState(instanceMachine, 'IN_PROGRESS', { type: 'COMPLETE' })!;
      break;
    }
    nextState(instanceMachine, 'IN_PROGRESS', { type: 'ADVANCE' });
    step += 1;
    const opening = tasks.filter((x) => x.stepIndex === step && x.status === 'WAITING');
    for (const x of opening) x.status = taskMove('WAITING', { type: 'OPEN' }, operationMessages.completeRefused);
    if (opening.length) {
      await tx
        .update(t.operationTaskInstances)
        .set({ status: 'NOT_STARTED', updatedAt: now, version: sql`${t.operationTaskInstances.version} + 1` })
        .where(inArray(t.operationTaskInstances.id, opening.map((x) => x.id)));
    }
  }
  if (step === instance.currentStepIndex && status === instance.status) return instance;
  const [updated] = await tx
    .update(t.operationInstances)
    .set({
      currentStepIndex: step, status, completedAt: status === 'COMPLETED' ? now : null, updatedAt: now,
      version: sql`${t.operationInstances.version} + 1`,
    })
    .where(eq(t.operationInstances.id, instance.id))
    .returning();
  await auditInstance(tx, companyId, actorUserId, instance.id, 'UPDATE', { status: instance.status, currentStepIndex: instance.currentStepIndex }, { status, currentStepIndex: step });
  return updated!;
}

/* ------------------------------------------------------------------- moves */

/** The result of a move: the task's and the instance's status afterwards. */
export interface MoveResult {
  instanceId: string;
  taskStatus: OperationTaskStatus;
  instanceStatus: 'IN_PROGRESS' | 'COMPLETED' | 'ABORTED';
}

/**
 * Completes an open task (TODO, FORM, REVIEW, DEVICE_SELF_REPORT): DONE with `comment` and, for a
 * FORM, `formValues` (or the saved draft) checked against the form. Then the next step opens when
 * the step is done, and the instance completes after the last one. `onBehalf`: staff finish the
 * task for its assignee (the audit entry says so). For DEVICE_SELF_REPORT the caller writes the
 * `device_self_reports` row first (same transaction).
 *
 * @throws 404 unknown task; 409 `instanceClosed` (instance not in progress), `wrongKind` (an
 *   APPROVAL: use `decideApproval`), `completeRefused` (task WAITING, DONE or CANCELED),
 *   `selfReportMissing`; 400 at `{valuesPath}` / `{valuesPath}.{field}` (default `formValues`)
 *   when the form's values are missing or refused
 */
export async function completeTask(
  tx: DbOrTx,
  input: { companyId: string; actorUserId: string; taskInstanceId: string; onBehalf: boolean; comment?: string | null; formValues?: Record<string, unknown> | null; valuesPath?: string; now?: Date },
): Promise<MoveResult> {
  const { companyId, actorUserId, onBehalf } = input;
  const { task, instance } = await loadTask(tx, companyId, input.taskInstanceId);
  assertOpenInstance(instance);
  if (task.kind === 'APPROVAL') throw refused(operationMessages.wrongKind);
  const status = taskMove(task.status, { type: 'COMPLETE' }, operationMessages.completeRefused);
  let formValues = task.formValues as Record<string, unknown> | null;
  if (task.kind === 'FORM') {
    const values = input.formValues ?? formValues;
    if (!values) throw invalidField(input.valuesPath ?? 'formValues', operationMessages.formValuesRequired);
    formValues = checkFormValues(await formOfTask(tx, task, instance), values, false, input.valuesPath ?? 'formValues');
  }
  if (task.kind === 'DEVICE_SELF_REPORT') {
    const [report] = await tx.select({ id: t.deviceSelfReports.id }).from(t.deviceSelfReports).where(eq(t.deviceSelfReports.taskInstanceId, task.id));
    if (!report) throw refused(operationMessages.selfReportMissing);
  }
  const now = input.now ?? new Date();
  await tx
    .update(t.operationTaskInstances)
    .set({
      status, formValues, comment: input.comment ?? task.comment, completedAt: now, completedBy: actorUserId, startedAt: task.startedAt ?? now,
      updatedAt: now, version: sql`${t.operationTaskInstances.version} + 1`,
    })
    .where(eq(t.operationTaskInstances.id, task.id));
  await auditInstance(tx, companyId, actorUserId, instance.id, 'UPDATE', { tasks: { [task.taskKey]: { status: task.status } } }, {
    tasks: { [task.taskKey]: { status, ...(onBehalf ? { completedOnBehalf: true } : {}), ...(input.comment ? { comment: input.comment } : {}) } },
  });
  const after = await advance(tx, companyId, actorUserId, instance, now);
  return { instanceId: instance.id, taskStatus: status, instanceStatus: after.status };
}

/**
 * Decides an open APPROVAL task. APPROVED: the task is DONE (decision and comment kept) and the
 * instance moves on as after `completeTask`. SENT_BACK: the previous step opens again — its tasks
 * return to NOT_STARTED with the approver's comment (a FORM keeps its values to correct; a device
 * self-report's report is removed), the approval's step waits again (its tasks WAITING, the
 * approval keeping the decision and comment) and the instance's open step is the previous one.
 *
 * @throws 404 unknown task; 409 `instanceClosed`, `wrongKind` (not an APPROVAL), `approvalRefused`
 *   (not open), `sendBackFirstStep` (SENT_BACK in the first step)
 */
export async function decideApproval(
  tx: DbOrTx,
  input: { companyId: string; actorUserId: string; taskInstanceId: string; decision: ApprovalDecision; comment: string | null; onBehalf: boolean; now?: Date },
): Promise<MoveResult> {
  const { companyId, actorUserId, decision, comment, onBehalf } = input;
  const { task, instance } = await loadTask(tx, companyId, input.taskInstanceId);
  assertOpenInstance(instance);
  if (task.kind !== 'APPROVAL') throw refused(operationMessages.wrongKind);
  if (!isOpenTaskStatus(task.status)) throw refused(operationMessages.approvalRefused);
  const now = input.now ?? new Date();
  const auditAfter = { tasks: { [task.taskKey]: { decision, ...(comment ? { comment } : {}), ...(onBehalf ? { completedOnBehalf: true } : {}) } } };
  if (decision === 'APPROVED') {
    const status = taskMove(task.status, { type: 'COMPLETE' }, operationMessages.approvalRefused);
    await tx
      .update(t.operationTaskInstances)
      .set({ status, decision, comment, completedAt: now, completedBy: actorUserId, updatedAt: now, version: sql`${t.operationTaskInstances.version} + 1` })
      .where(eq(t.operationTaskInstances.id, task.id));
    await auditInstance(tx, companyId, actorUserId, instance.id, 'UPDATE', { tasks: { [task.taskKey]: { status: task.status, decision: task.decision } } }, {
      tasks: { [task.taskKey]: { status, ...auditAfter.tasks[task.taskKey] } },
    });
    const after = await advance(tx, companyId, actorUserId, instance, now);
    return { instanceId: instance.id, taskStatus: status, instanceStatus: after.status };
  }
  if (task.stepIndex === 0) throw refused(operationMessages.sendBackFirstStep);
  if (!nextState(instanceMachine, instance.status, { type: 'SEND_BACK' })) throw refused(operationMessages.instanceClosed);
  const tasks = await tx.select().from(t.operationTaskInstances).where(eq(t.operationTaskInstances.instanceId, instance.id));
  const previous = tasks.filter((x) => x.stepIndex === task.stepIndex - 1);
  const current = tasks.filter((x) => x.stepIndex === task.stepIndex);
  for (const x of previous) {
    // a previous-step task not yet done (cannot happen while the step after it is open) stays as it is
    if (x.status !== 'DONE') continue;
    taskMove(x.status, { type: 'REOPEN' }, operationMessages.approvalRefused);
    await tx
      .update(t.operationTaskInstances)
      .set({ status: 'NOT_STARTED', comment, decision: null, completedAt: null, completedBy: null, updatedAt: now, version: sql`${t.operationTaskInstances.version} + 1` })
      .where(eq(t.operationTaskInstances.id, x.id));
    if (x.kind === 'DEVICE_SELF_REPORT') await tx.delete(t.deviceSelfReports).where(eq(t.deviceSelfReports.taskInstanceId, x.id));
  }
  for (const x of current) {
    if (x.status === 'WAITING' || x.status === 'CANCELED') continue;
    taskMove(x.status, { type: 'RESET' }, operationMessages.approvalRefused);
    const own = x.id === task.id;
    await tx
      .update(t.operationTaskInstances)
      .set({
        status: 'WAITING', completedAt: null, completedBy: null, updatedAt: now, version: sql`${t.operationTaskInstances.version} + 1`,
        ...(own ? { decision, comment } : {}),
      })
      .where(eq(t.operationTaskInstances.id, x.id));
  }
  await tx
    .update(t.operationInstances)
    .set({ currentStepIndex: task.stepIndex - 1, updatedAt: now, version: sql`${t.operationInstances.version} + 1` })
    .where(eq(t.operationInstances.id, instance.id));
  await auditInstance(
    tx, companyId, actorUserId, instance.id, 'UPDATE',
    { currentStepIndex: instance.currentStepIndex, tasks: { [task.taskKey]: { status: task.status, decision: task.decision } } },
    { currentStepIndex: task.stepIndex - 1, tasks: { [task.taskKey]: { status: 'WAITING', ...auditAfter.tasks[task.taskKey] } } },
  );
  return { instanceId: instance.id, taskStatus: 'WAITING', instanceStatus: 'IN_PROGRESS' };
}

/**
 * Saves a FORM task's draft: NOT_STARTED → IN_PROGRESS (or stays IN_PROGRESS) with `formValues`
 * checked as a draft (nothing required, types and lengths still checked).
 *
 * @throws 404 unknown task; 409 `instanceClosed`, `wrongKind` (not a FORM), `draftRefused` (not
 *   open); 400 at `{valuesPath}.{field}` (default `formValues`)
 */
export async function saveTaskDraft(
  tx: DbOrTx,
  input: { companyId: string; actorUserId: string; taskInstanceId: string; formValues: Record<string, unknown>; valuesPath?: string; now?: Date },
): Promise<MoveResult> {
  const { companyId, actorUserId } = input;
  const { task, instance } = await loadTask(tx, companyId, input.taskInstanceId);
  assertOpenInstance(instance);
  if (task.kind !== 'FORM') throw refused(operationMessages.wrongKind);
  const status = taskMove(task.status, { type: 'SAVE_DRAFT' }, operationMessages.draftRefused);
  const formValues = checkFormValues(await formOfTask(tx, task, instance), input.formValues, true, input.valuesPath ?? 'formValues');
  const now = input.now ?? new Date();
  await tx
    .update(t.operationTaskInstances)
    .set({ status, formValues, startedAt: task.startedAt ?? now, updatedAt: now, version: sql`${t.operationTaskInstances.version} + 1` })
    .where(eq(t.operationTaskInstances.id, task.id));
  if (status !== task.status) {
    await auditInstance(tx, companyId, actorUserId, instance.id, 'UPDATE', { tasks: { [task.taskKey]: { status: task.status } } }, { tasks: { [task.taskKey]: { status } } });
  }
  return { instanceId: instance.id, taskStatus: status, instanceStatus: 'IN_PROGRESS' };
}

/**
 * Aborts an instance: IN_PROGRESS → ABORTED with the reason, who and when; its waiting and open
 * tasks → CANCELED (done ones stay done).
 *
 * @throws 404 unknown instance; 409 `abortRefused` when not in progress (checked first), 409
 *   `conflict` when `version` is not the stored one
 */
export async function abortInstance(
  tx: DbOrTx,
  input: { companyId: string; actorUserId: string; instanceId: string; reason: string; version: number; now?: Date },
): Promise<InstanceRow> {
  const { companyId, actorUserId, instanceId, reason, version } = input;
  if (!isUuid(instanceId)) throw notFound();
  const [instance] = await tx
    .select()
    .from(t.operationInstances)
    .where(and(eq(t.operationInstances.id, instanceId), eq(t.operationInstances.companyId, companyId)))
    .for('update');
  if (!instance) throw notFound();
  const status = nextState(instanceMachine, instance.status, { type: 'ABORT' });
  if (!status) throw refused(operationMessages.abortRefused);
  if (instance.version !== version) throw refused(operationMessages.conflict);
  const now = input.now ?? new Date();
  const tasks = await tx
    .select({ id: t.operationTaskInstances.id, status: t.operationTaskInstances.status })
    .from(t.operationTaskInstances)
    .where(eq(t.operationTaskInstances.instanceId, instanceId));
  const canceled = tasks.filter((x) => nextState(taskMachine, x.status, { type: 'CANCEL' }) !== null).map((x) => x.id);
  if (canceled.length) {
    await tx
      .update(t.operationTaskInstances)
      .set({ status: 'CANCELED', updatedAt: now, version: sql`${t.operationTaskInstances.version} + 1` })
      .where(inArray(t.operationTaskInstances.id, canceled));
  }
  const [updated] = await tx
    .update(t.operationInstances)
    .set({ status, abortReason: reason, abortedAt: now, abortedBy: actorUserId, updatedAt: now, version: sql`${t.operationInstances.version} + 1` })
    .where(eq(t.operationInstances.id, instanceId))
    .returning();
  await auditInstance(tx, companyId, actorUserId, instanceId, 'UPDATE', { status: instance.status, abortReason: null }, { status, abortReason: reason });
  return updated!;
}
