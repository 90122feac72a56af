import { aliasedTable, and, asc, eq, inArray } from 'drizzle-orm';
import {
  completeIndividualTaskEndpoint,
  decideIndividualApprovalEndpoint,
  errorCodes,
  getIndividualTaskEndpoint,
  getIndividualTaskFormEndpoint,
  individualTaskMessages,
  reportIndividualDeviceEndpoint,
  saveIndividualTaskFormEndpoint,
  selfReportTagMatches,
  type FormDefinition,
  type IndividualApprovalSubject,
  type IndividualForm,
  type IndividualStep,
  type IndividualTaskDetail,
  type IndividualTaskForm,
  type Locale,
  type MessageDescriptor,
  type OperationStepStatus,
  type OperationTaskKind,
  type PatternDefinition,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import type { DbOrTx } from '../audit/audit-log';
import * as t from '../schema';
import { isUuid } from '../http/resource';
import { completeTask, decideApproval, saveTaskDraft } from '../operations';
import { subjectColumns, subjectJoins, subjectNameOf } from './subjects';

/**
 * One task of the individual area (001 §2 "Individual area"; issue 14; docs/operation-packages.md
 * "The individual area"): its detail, a TODO's "done", an approval's decision, a FORM task's form
 * (draft / submit) and the device self-report. The signed-in user reaches only tasks assigned to
 * them (`assignee_user_id`) in their company — any other id is 404. Each action runs in one
 * transaction: it locks the instance row, re-reads the task, refuses a task of another kind or one
 * that is not open (409 with `individualTaskMessages`) and moves it with the operation engine.
 */

type TaskRow = typeof t.operationTaskInstances.$inferSelect;
type InstanceRow = typeof t.operationInstances.$inferSelect;

const refused = (descriptor: MessageDescriptor) => new ApiError(409, errorCodes.conflict, descriptor);
const fieldError = (path: string, descriptor: MessageDescriptor) => new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path, descriptor }]);
const loc = (locale: Locale, ja: string, en: string) => (locale === 'ja-JP' ? ja : en);
/** A user's or person's name in the locale (family name first in Japanese); null without one. */
const userName = (u: { familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string } | null, locale: Locale) =>
  u === null ? null : locale === 'ja-JP' ? `${u.familyNameJa} ${u.givenNameJa}` : `${u.givenNameEn} ${u.familyNameEn}`;

/** The user's task (404 when it is not theirs, not the company's, or not a UUID). */
async function findMyTask(db: DbOrTx, session: SessionContext, id: string): Promise<TaskRow> {
  if (!isUuid(id)) throw notFound();
  const [task] = await db
    .select()
    .from(t.operationTaskInstances)
    .where(and(eq(t.operationTaskInstances.id, id), eq(t.operationTaskInstances.companyId, session.companyId), eq(t.operationTaskInstances.assigneeUserId, session.userId)));
  if (!task) throw notFound();
  return task;
}

/**
 * In a transaction: the user's task, re-read after locking its instance (so two moves of one
 * instance run one after the other), checked to be of `kind` (409 `wrongKind`) and open (409
 * `waiting` for WAITING, `closed` for DONE / CANCELED or a closed instance).
 */
async function lockMyOpenTask(tx: DbOrTx, session: SessionContext, id: string, kind: OperationTaskKind): Promise<{ task: TaskRow; instance: InstanceRow }> {
  const found = await findMyTask(tx, session, id);
  const [instance] = await tx.select().from(t.operationInstances).where(eq(t.operationInstances.id, found.instanceId)).for('update');
  if (!instance) throw notFound();
  const task = await findMyTask(tx, session, id);
  if (task.kind !== kind) throw refused(individualTaskMessages.wrongKind);
  if (task.status === 'WAITING') throw refused(individualTaskMessages.waiting);
  if (task.status !== 'NOT_STARTED' && task.status !== 'IN_PROGRESS') throw refused(individualTaskMessages.closed);
  if (instance.status !== 'IN_PROGRESS') throw refused(individualTaskMessages.closed);
  return { task, instance };
}

/** The form `formId` as the instance copied it (or the pattern's current one); null when neither has it. */
function formOf(formId: string | null, copied: unknown, definition: unknown): FormDefinition | null {
  if (!formId) return null;
  const forms = [...(Array.isArray(copied) ? (copied as FormDefinition[]) : []), ...((definition as PatternDefinition | null)?.forms ?? [])];
  return forms.find((f) => f.id === formId) ?? null;
}

/** A form in the request's language (labels and option labels), with the rules `formValuesSchemaFor` reads. */
export function localizeForm(form: FormDefinition, locale: Locale): IndividualForm {
  return {
    id: form.id,
    name: loc(locale, form.name.ja, form.name.en),
    fields: form.fields.map((f) => ({
      key: f.key,
      label: loc(locale, f.label.ja, f.label.en),
      type: f.type,
      required: f.required,
      maxLength: f.maxLength,
      options: f.options ? f.options.map((o) => ({ value: o.value, label: loc(locale, o.label.ja, o.label.en) })) : null,
    })),
  };
}

/** A step's state: OPEN while it is the instance's open step, DONE when all its tasks are, CANCELED when aborted, else WAITING. */
function stepStatus(index: number, tasks: TaskRow[], instance: InstanceRow): OperationStepStatus {
  if (instance.status === 'IN_PROGRESS' && index === instance.currentStepIndex) return 'OPEN';
  if (tasks.every((x) => x.status === 'DONE')) return 'DONE';
  if (tasks.some((x) => x.status === 'CANCELED')) return 'CANCELED';
  return 'WAITING';
}

/**
 * The detail of one of the user's tasks (`IndividualTaskDetail`): the task, its instance and
 * subject, every step with its tasks (assignee names), for an APPROVAL the previous step's work
 * with its submitted forms, for a DEVICE_SELF_REPORT the device and its report.
 *
 * @throws 404 when the task is not the user's
 */
export async function loadIndividualTask(db: DbOrTx, session: SessionContext, locale: Locale, id: string): Promise<IndividualTaskDetail> {
  const task = await findMyTask(db, session, id);
  const [head] = await db
    .select({
      instance: t.operationInstances,
      packageNameJa: t.operationPackages.nameJa,
      packageNameEn: t.operationPackages.nameEn,
      patternNameJa: t.operationPackagePatterns.nameJa,
      patternNameEn: t.operationPackagePatterns.nameEn,
      definition: t.operationPackagePatterns.definition,
      ...subjectColumns,
    })
    .from(t.operationInstances)
    .innerJoin(t.operationPackages, eq(t.operationPackages.id, t.operationInstances.packageId))
    .innerJoin(t.operationPackagePatterns, eq(t.operationPackagePatterns.id, t.operationInstances.patternId))
    .leftJoin(t.people, subjectJoins.person)
    .leftJoin(t.devices, subjectJoins.device)
    .leftJoin(t.places, subjectJoins.place)
    .where(and(eq(t.operationInstances.id, task.instanceId), eq(t.operationInstances.companyId, session.companyId)));
  if (!head) throw notFound();
  const { instance } = head;

  // every task of the instance with its assignee's and finisher's names
  const assigneeUser = aliasedTable(t.users, 'assignee_user');
  const doneBy = aliasedTable(t.users, 'done_by');
  const rows = await db
    .select({
      task: t.operationTaskInstances,
      assigneeUser: { familyNameJa: assigneeUser.familyNameJa, givenNameJa: assigneeUser.givenNameJa, familyNameEn: assigneeUser.familyNameEn, givenNameEn: assigneeUser.givenNameEn },
      assigneePerson: { familyNameJa: t.people.familyNameJa, givenNameJa: t.people.givenNameJa, familyNameEn: t.people.familyNameEn, givenNameEn: t.people.givenNameEn },
      roleName: t.roles.name,
      roleNameEn: t.roles.nameEn,
      doneBy: { familyNameJa: doneBy.familyNameJa, givenNameJa: doneBy.givenNameJa, familyNameEn: doneBy.familyNameEn, givenNameEn: doneBy.givenNameEn },
    })
    .from(t.operationTaskInstances)
    .leftJoin(assigneeUser, eq(assigneeUser.id, t.operationTaskInstances.assigneeUserId))
    .leftJoin(t.people, eq(t.people.id, t.operationTaskInstances.assigneePersonId))
    .leftJoin(t.roles, eq(t.roles.id, t.operationTaskInstances.assigneeRoleId))
    .leftJoin(doneBy, eq(doneBy.id, t.operationTaskInstances.completedBy))
    .where(and(eq(t.operationTaskInstances.instanceId, instance.id), eq(t.operationTaskInstances.companyId, session.companyId)))
    .orderBy(asc(t.operationTaskInstances.stepIndex), asc(t.operationTaskInstances.taskIndex));

  const stepIndexes = [...new Set(rows.map((r) => r.task.stepIndex))];
  const steps: IndividualStep[] = stepIndexes.map((index) => {
    const inStep = rows.filter((r) => r.task.stepIndex === index);
    const first = inStep[0]!.task;
    return {
      index,
      name: loc(locale, first.stepNameJa, first.stepNameEn),
      status: stepStatus(index, inStep.map((r) => r.task), instance),
      tasks: inStep.map((r) => ({
        id: r.task.id,
        name: loc(locale, r.task.nameJa, r.task.nameEn),
        kind: r.task.kind,
        status: r.task.status,
        assigneeName: userName(r.assigneeUser, locale) ?? userName(r.assigneePerson, locale) ?? (locale === 'ja-JP' ? r.roleName : (r.roleNameEn ?? r.roleName)),
        mine: r.task.assigneeUserId === session.userId,
        dueDate: r.task.dueDate,
        completedAt: r.task.completedAt?.toISOString() ?? null,
      })),
    };
  });

  let approvalSubject: IndividualApprovalSubject | null = null;
  if (task.kind === 'APPROVAL' && task.stepIndex > 0) {
    const previous = rows.filter((r) => r.task.stepIndex === task.stepIndex - 1);
    approvalSubject = {
      stepName: previous[0] ? loc(locale, previous[0].task.stepNameJa, previous[0].task.stepNameEn) : '',
      tasks: previous.map((r) => {
        const form = r.task.kind === 'FORM' ? formOf(r.task.formId, instance.forms, head.definition) : null;
        const values = (r.task.formValues ?? {}) as Record<string, string | number | boolean | null>;
        return {
          id: r.task.id,
          name: loc(locale, r.task.nameJa, r.task.nameEn),
          kind: r.task.kind,
          status: r.task.status,
          completedAt: r.task.completedAt?.toISOString() ?? null,
          completedBy: r.task.completedAt ? { name: userName(r.doneBy, locale) ?? '' } : null,
          comment: r.task.comment,
          form: form
            ? {
                name: loc(locale, form.name.ja, form.name.en),
                fields: form.fields.map((f) => {
                  const value = values[f.key] ?? null;
                  const option = f.type === 'SELECT' ? f.options?.find((o) => o.value === value) : undefined;
                  return { key: f.key, label: loc(locale, f.label.ja, f.label.en), type: f.type, value, optionLabel: option ? loc(locale, option.label.ja, option.label.en) : null };
                }),
              }
            : null,
        };
      }),
    };
  }

  let device: IndividualTaskDetail['device'] = null;
  let selfReport: IndividualTaskDetail['selfReport'] = null;
  if (task.kind === 'DEVICE_SELF_REPORT') {
    if (instance.subjectKind === 'DEVICE') {
      const [d] = await db
        .select({ id: t.devices.id, name: t.devices.name, deviceTag: t.devices.deviceTag, assetTag: t.devices.assetTag, genre: t.devices.genre, model: t.devices.model })
        .from(t.devices)
        .where(and(eq(t.devices.id, instance.subjectId), eq(t.devices.companyId, session.companyId)));
      device = d ?? null;
    }
    const [report] = await db.select().from(t.deviceSelfReports).where(eq(t.deviceSelfReports.taskInstanceId, task.id));
    if (report) {
      selfReport = {
        reportResult: report.reportResult,
        deviceCondition: report.deviceCondition,
        scanMode: report.scanMode,
        scannedValue: report.scannedValue,
        memo: report.memo,
        reportedAt: report.reportedAt.toISOString(),
      };
    }
  }

  const own = rows.find((r) => r.task.id === task.id)!;
  const form = task.kind === 'FORM' ? formOf(task.formId, instance.forms, head.definition) : null;
  const subject = subjectNameOf(head, locale);
  return {
    id: task.id,
    name: loc(locale, task.nameJa, task.nameEn),
    kind: task.kind,
    status: task.status,
    actionable: (task.status === 'NOT_STARTED' || task.status === 'IN_PROGRESS') && instance.status === 'IN_PROGRESS',
    dueDate: task.dueDate,
    stepIndex: task.stepIndex,
    stepName: loc(locale, task.stepNameJa, task.stepNameEn),
    instance: {
      id: instance.id,
      status: instance.status,
      packageName: loc(locale, head.packageNameJa, head.packageNameEn),
      patternName: loc(locale, head.patternNameJa, head.patternNameEn),
      anchorDate: instance.anchorDate,
      subject: { kind: instance.subjectKind, name: subject.name, detail: subject.detail },
    },
    formId: task.formId,
    formName: form ? loc(locale, form.name.ja, form.name.en) : null,
    decision: task.decision,
    comment: task.comment,
    completedAt: task.completedAt?.toISOString() ?? null,
    completedBy: task.completedAt ? { name: userName(own.doneBy, locale) ?? '' } : null,
    steps,
    approvalSubject,
    device,
    selfReport,
  };
}

/** A FORM task's form with its saved values (404 when the task is not the user's FORM task of `formId`). */
async function loadIndividualTaskForm(db: DbOrTx, session: SessionContext, locale: Locale, id: string, formId: string): Promise<IndividualTaskForm> {
  const task = await findMyTask(db, session, id);
  if (task.kind !== 'FORM' || task.formId !== formId) throw notFound();
  const [head] = await db
    .select({ instance: t.operationInstances, packageNameJa: t.operationPackages.nameJa, packageNameEn: t.operationPackages.nameEn, definition: t.operationPackagePatterns.definition, ...subjectColumns })
    .from(t.operationInstances)
    .innerJoin(t.operationPackages, eq(t.operationPackages.id, t.operationInstances.packageId))
    .innerJoin(t.operationPackagePatterns, eq(t.operationPackagePatterns.id, t.operationInstances.patternId))
    .leftJoin(t.people, subjectJoins.person)
    .leftJoin(t.devices, subjectJoins.device)
    .leftJoin(t.places, subjectJoins.place)
    .where(and(eq(t.operationInstances.id, task.instanceId), eq(t.operationInstances.companyId, session.companyId)));
  if (!head) throw notFound();
  const form = formOf(task.formId, head.instance.forms, head.definition);
  if (!form) throw notFound();
  return {
    taskId: task.id,
    taskName: loc(locale, task.nameJa, task.nameEn),
    status: task.status,
    editable: (task.status === 'NOT_STARTED' || task.status === 'IN_PROGRESS') && head.instance.status === 'IN_PROGRESS',
    dueDate: task.dueDate,
    packageName: loc(locale, head.packageNameJa, head.packageNameEn),
    subjectName: subjectNameOf(head, locale).name,
    form: localizeForm(form, locale),
    values: (task.formValues as IndividualTaskForm['values']) ?? null,
    comment: task.comment,
  };
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type IndividualTasksContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers one task's calls of the individual area. */
export function registerIndividualTaskRoutes(ctx: IndividualTasksContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, getIndividualTaskEndpoint, sessions, async ({ params, session, locale }) => loadIndividualTask(db, session, locale, params.id));

  registerEndpoint(app, completeIndividualTaskEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      await lockMyOpenTask(tx, session, params.id, 'TODO');
      await completeTask(tx, { companyId: session.companyId, actorUserId: session.userId, taskInstanceId: params.id, onBehalf: false, comment: body.comment });
    });
    return loadIndividualTask(db, session, locale, params.id);
  });

  registerEndpoint(app, decideIndividualApprovalEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      await lockMyOpenTask(tx, session, params.id, 'APPROVAL');
      await decideApproval(tx, { companyId: session.companyId, actorUserId: session.userId, taskInstanceId: params.id, decision: body.decision, comment: body.comment, onBehalf: false });
    });
    return loadIndividualTask(db, session, locale, params.id);
  });

  registerEndpoint(app, getIndividualTaskFormEndpoint, sessions, async ({ params, session, locale }) => loadIndividualTaskForm(db, session, locale, params.id, params.formId));

  registerEndpoint(app, saveIndividualTaskFormEndpoint, sessions, async ({ params, body, session, locale }) => {
    const task = await findMyTask(db, session, params.id);
    if (task.kind !== 'FORM' || task.formId !== params.formId) throw notFound();
    await db.transaction(async (tx) => {
      await lockMyOpenTask(tx, session, params.id, 'FORM');
      const common = { companyId: session.companyId, actorUserId: session.userId, taskInstanceId: params.id, valuesPath: 'values' };
      if (body.submit) await completeTask(tx, { ...common, onBehalf: false, formValues: body.values });
      else await saveTaskDraft(tx, { ...common, formValues: body.values });
    });
    return loadIndividualTaskForm(db, session, locale, params.id, params.formId);
  });

  registerEndpoint(app, reportIndividualDeviceEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const { task, instance } = await lockMyOpenTask(tx, session, params.id, 'DEVICE_SELF_REPORT');
      const [device] =
        instance.subjectKind === 'DEVICE'
          ? await tx
              .select({ id: t.devices.id, deviceTag: t.devices.deviceTag, assetTag: t.devices.assetTag })
              .from(t.devices)
              .where(and(eq(t.devices.id, instance.subjectId), eq(t.devices.companyId, session.companyId)))
          : [];
      if (!device) throw refused(individualTaskMessages.noDevice);
      const owned = body.reportResult === 'OWNED';
      if (owned && !selfReportTagMatches(body.scannedValue ?? '', device)) throw fieldError('scannedValue', individualTaskMessages.tagMismatch);
      // a report left from before a send-back is replaced (the engine removes it; this is the safety net)
      await tx.delete(t.deviceSelfReports).where(inArray(t.deviceSelfReports.taskInstanceId, [task.id]));
      await tx.insert(t.deviceSelfReports).values({
        companyId: session.companyId,
        taskInstanceId: task.id,
        requestId: instance.requestId,
        deviceId: device.id,
        reportResult: body.reportResult,
        deviceCondition: body.deviceCondition ?? 'BAD',
        scanMode: owned ? body.scanMode : null,
        scannedValue: owned ? body.scannedValue : null,
        memo: body.memo,
        reportedBy: session.userId,
        reportedAt: new Date(),
      });
      await completeTask(tx, { companyId: session.companyId, actorUserId: session.userId, taskInstanceId: task.id, onBehalf: false, comment: null });
    });
    return loadIndividualTask(db, session, locale, params.id);
  });
}
