import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  errorCodes,
  operationEndpointsByCore,
  operationMessages,
  type FormDefinition,
  type Locale,
  type OperationCore,
  type OperationInstanceDetail,
  type OperationInstanceRow,
  type OperationInstancesQuery,
  type OperationStepStatus,
  type OperationTaskInstance,
} from '@kanri/contracts';
import * as t from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { apiMessages } from '../i18n/messages';
import { ApiError, notFound } from '../lib/errors';
import { tokyoToday } from '../lib/tokyo-date';
import { registerEndpoint } from '../http/register';
import type { AppContext } from '../http/context';
import { abortInstance, completeTask, decideApproval, isUuid } from './engine';
import { containsPattern, page } from '../http/list-sql';
import { sortKey } from '../http/resource';

/**
 * Operation instances of the four cores (issue 14; docs/operation-packages.md): the instance list of
 * a pattern, one instance with its steps and tasks, abort and "complete on behalf". The moves are
 * the engine's (`api/src/operations/engine.ts`), each in one transaction with its audit entries.
 */

const ja = (locale: Locale) => locale === 'ja-JP';
const pick = (locale: Locale, jaText: SQL | ReturnType<typeof sql>, enText: SQL | ReturnType<typeof sql>) => (ja(locale) ? jaText : enText);
type NameColumns = { familyNameJa: AnyColumn; givenNameJa: AnyColumn; familyNameEn: AnyColumn; givenNameEn: AnyColumn };
const userNameSql = (u: NameColumns, locale: Locale) =>
  ja(locale) ? sql<string>`${u.familyNameJa} || ' ' || ${u.givenNameJa}` : sql<string>`${u.givenNameEn} || ' ' || ${u.familyNameEn}`;

const starter = alias(t.users, 'starter');
const tasks = t.operationTaskInstances;
const i = t.operationInstances;

/** The subject's name, detail (worker number, device tag, place address) and avatar, by kind. */
function subjectSql(locale: Locale) {
  const personName = ja(locale) ? sql`${t.people.familyNameJa} || ' ' || ${t.people.givenNameJa}` : sql`${t.people.givenNameEn} || ' ' || ${t.people.familyNameEn}`;
  const placeName = ja(locale) ? t.places.nameJa : t.places.nameEn;
  const placeAddress = ja(locale) ? t.places.addressJa : t.places.addressEn;
  return {
    name: sql<string>`coalesce(${personName}, ${t.devices.name}, ${placeName}, '')`,
    detail: sql<string | null>`coalesce(${t.people.workerNumber}, ${t.devices.deviceTag}, ${placeAddress})`,
    avatarUrl: sql<string | null>`coalesce(${t.people.avatarUrl}, ${t.devices.avatarUrl})`,
  };
}

const openStatuses = sql`('NOT_STARTED', 'IN_PROGRESS')`;
const nextDueSql = sql<string | null>`(select min(${tasks.dueDate})::text from ${tasks} where ${tasks.instanceId} = ${i.id} and ${tasks.status} in ${openStatuses})`;

function instanceSelect(db: DbOrTx, locale: Locale) {
  const subject = subjectSql(locale);
  return db
    .select({
      id: i.id,
      packageId: i.packageId,
      patternId: i.patternId,
      requestId: i.requestId,
      subjectKind: i.subjectKind,
      subjectId: i.subjectId,
      subjectName: subject.name,
      subjectDetail: subject.detail,
      subjectAvatarUrl: subject.avatarUrl,
      anchorDate: i.anchorDate,
      status: i.status,
      currentStepIndex: i.currentStepIndex,
      currentStepName: sql<string | null>`(select ${pick(locale, sql`${tasks.stepNameJa}`, sql`${tasks.stepNameEn}`)} from ${tasks} where ${tasks.instanceId} = ${i.id} and ${tasks.stepIndex} = ${i.currentStepIndex} limit 1)`,
      done: sql<number>`(select count(*)::int from ${tasks} where ${tasks.instanceId} = ${i.id} and ${tasks.status} = 'DONE')`,
      total: sql<number>`(select count(*)::int from ${tasks} where ${tasks.instanceId} = ${i.id} and ${tasks.status} <> 'CANCELED')`,
      nextDueDate: nextDueSql,
      startedAt: i.createdAt,
      startedByName: sql<string | null>`case when ${starter.id} is null then null else ${userNameSql(starter, locale)} end`,
      completedAt: i.completedAt,
      abortedAt: i.abortedAt,
      abortReason: i.abortReason,
      abortedBy: i.abortedBy,
      version: i.version,
      forms: i.forms,
    })
    .from(i)
    .leftJoin(t.people, and(eq(i.subjectKind, 'PERSON'), eq(t.people.id, i.subjectId)))
    .leftJoin(t.devices, and(eq(i.subjectKind, 'DEVICE'), eq(t.devices.id, i.subjectId)))
    .leftJoin(t.places, and(eq(i.subjectKind, 'PLACE'), eq(t.places.id, i.subjectId)))
    .leftJoin(starter, eq(starter.id, i.startedBy));
}
type SelectedInstance = Awaited<ReturnType<ReturnType<typeof instanceSelect>['execute']>>[number];

function toRow(r: SelectedInstance, today: string): OperationInstanceRow {
  const open = r.status === 'IN_PROGRESS';
  return {
    id: r.id,
    packageId: r.packageId,
    patternId: r.patternId,
    requestId: r.requestId,
    subject: { kind: r.subjectKind, id: r.subjectId, name: r.subjectName, detail: r.subjectDetail, avatarUrl: r.subjectAvatarUrl },
    anchorDate: r.anchorDate,
    status: r.status,
    currentStep: open && r.currentStepName !== null ? { index: r.currentStepIndex, name: r.currentStepName } : null,
    progress: { done: r.done, total: r.total },
    nextDueDate: open ? r.nextDueDate : null,
    overdue: open && r.nextDueDate !== null && r.nextDueDate < today,
    startedAt: r.startedAt.toISOString(),
    startedBy: r.startedByName === null ? null : { name: r.startedByName },
    completedAt: r.completedAt?.toISOString() ?? null,
    abortedAt: r.abortedAt?.toISOString() ?? null,
  };
}

/** The filters of a pattern's instance list (tenant, pattern, status, request, freeText). */
function instanceWhere(companyId: string, patternId: string, q: Pick<OperationInstancesQuery, 'status' | 'requestId' | 'freeText'>, locale: Locale): SQL | undefined {
  const pattern = containsPattern(q.freeText);
  const subject = subjectSql(locale);
  return and(
    eq(i.companyId, companyId),
    eq(i.patternId, patternId),
    q.status === 'ALL' ? undefined : eq(i.status, q.status),
    q.requestId ? eq(i.requestId, q.requestId) : undefined,
    pattern ? sql`lower(${subject.name} || ' ' || coalesce(${subject.detail}, '')) like ${pattern}` : undefined,
  );
}

/** One page of a pattern's instances (`listPatternInstances`). */
export async function listInstances(db: DbOrTx, companyId: string, patternId: string, q: OperationInstancesQuery, locale: Locale): Promise<OperationInstanceRow[]> {
  const subject = subjectSql(locale);
  const key = q.sortColumn === 'subject' ? subject.name : q.sortColumn === 'anchorDate' ? i.anchorDate : q.sortColumn === 'dueDate' ? nextDueSql : i.createdAt;
  const { limit, offset } = page(q);
  const rows = await instanceSelect(db, locale)
    .where(instanceWhere(companyId, patternId, q, locale))
    .orderBy(sortKey(key, q.sortOrder, { nullsLast: q.sortColumn === 'dueDate' }), asc(i.id))
    .limit(limit)
    .offset(offset);
  const today = tokyoToday();
  return rows.map((r) => toRow(r, today));
}

/** The number of a pattern's instances the same filters match (`countPatternInstances`). */
export async function countInstances(db: DbOrTx, companyId: string, patternId: string, q: Pick<OperationInstancesQuery, 'status' | 'requestId' | 'freeText'>, locale: Locale): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(i)
    .leftJoin(t.people, and(eq(i.subjectKind, 'PERSON'), eq(t.people.id, i.subjectId)))
    .leftJoin(t.devices, and(eq(i.subjectKind, 'DEVICE'), eq(t.devices.id, i.subjectId)))
    .leftJoin(t.places, and(eq(i.subjectKind, 'PLACE'), eq(t.places.id, i.subjectId)))
    .where(instanceWhere(companyId, patternId, q, locale));
  return row?.n ?? 0;
}

const assigneeUser = alias(t.users, 'assignee_user');
const completer = alias(t.users, 'completer');
const assigneePerson = alias(t.people, 'assignee_person');

/** The tasks of an instance, in order, as `OperationTaskInstance`s. */
export async function instanceTasks(db: DbOrTx, instanceId: string, locale: Locale): Promise<(OperationTaskInstance & { stepKey: string; stepName: string })[]> {
  const personName = ja(locale)
    ? sql`${assigneePerson.familyNameJa} || ' ' || ${assigneePerson.givenNameJa}`
    : sql`${assigneePerson.givenNameEn} || ' ' || ${assigneePerson.familyNameEn}`;
  const rows = await db
    .select({
      task: tasks,
      assigneeName: sql<string | null>`coalesce(${personName}, case when ${assigneeUser.id} is null then null else ${userNameSql(assigneeUser, locale)} end, ${ja(locale) ? t.roles.name : sql`coalesce(${t.roles.nameEn}, ${t.roles.name})`})`,
      completedByName: sql<string | null>`case when ${completer.id} is null then null else ${userNameSql(completer, locale)} end`,
    })
    .from(tasks)
    .leftJoin(assigneeUser, eq(assigneeUser.id, tasks.assigneeUserId))
    .leftJoin(assigneePerson, eq(assigneePerson.id, tasks.assigneePersonId))
    .leftJoin(t.roles, eq(t.roles.id, tasks.assigneeRoleId))
    .leftJoin(completer, eq(completer.id, tasks.completedBy))
    .where(eq(tasks.instanceId, instanceId))
    .orderBy(asc(tasks.stepIndex), asc(tasks.taskIndex));
  return rows.map(({ task: x, assigneeName, completedByName }) => ({
    id: x.id,
    stepIndex: x.stepIndex,
    stepKey: x.stepKey,
    stepName: ja(locale) ? x.stepNameJa : x.stepNameEn,
    key: x.taskKey,
    kind: x.kind,
    name: ja(locale) ? x.nameJa : x.nameEn,
    status: x.status,
    assignee: { kind: x.assigneeKind, name: assigneeName, userId: x.assigneeUserId },
    dueDate: x.dueDate,
    formId: x.formId,
    formValues: (x.formValues as OperationTaskInstance['formValues']) ?? null,
    decision: x.decision,
    comment: x.comment,
    completedAt: x.completedAt?.toISOString() ?? null,
    completedBy: completedByName === null ? null : { name: completedByName },
    version: x.version,
  }));
}

function stepStatus(statuses: string[]): OperationStepStatus {
  if (statuses.every((s) => s === 'DONE')) return 'DONE';
  if (statuses.some((s) => s === 'NOT_STARTED' || s === 'IN_PROGRESS')) return 'OPEN';
  if (statuses.some((s) => s === 'CANCELED')) return 'CANCELED';
  return 'WAITING';
}

/**
 * One instance of `core` as `getInstance` answers it (row, names, abort, steps with tasks, forms).
 *
 * @throws 404 when the id is not a UUID, not the company's or of another core
 */
export async function instanceDetail(db: DbOrTx, core: OperationCore, companyId: string, instanceId: string, locale: Locale): Promise<OperationInstanceDetail> {
  if (!isUuid(instanceId)) throw notFound();
  const [found] = await db
    .select({ core: t.operationPackages.core, pkgJa: t.operationPackages.nameJa, pkgEn: t.operationPackages.nameEn, patJa: t.operationPackagePatterns.nameJa, patEn: t.operationPackagePatterns.nameEn })
    .from(i)
    .innerJoin(t.operationPackages, eq(t.operationPackages.id, i.packageId))
    .innerJoin(t.operationPackagePatterns, eq(t.operationPackagePatterns.id, i.patternId))
    .where(and(eq(i.id, instanceId), eq(i.companyId, companyId)));
  if (!found || found.core !== core) throw notFound();
  const [r] = await instanceSelect(db, locale).where(eq(i.id, instanceId));
  const row = toRow(r!, tokyoToday());
  let abortedBy: { name: string } | null = null;
  if (r!.abortedBy) {
    const [u] = await db.select().from(t.users).where(eq(t.users.id, r!.abortedBy));
    if (u) abortedBy = { name: ja(locale) ? `${u.familyNameJa} ${u.givenNameJa}` : `${u.givenNameEn} ${u.familyNameEn}` };
  }
  const taskRows = await instanceTasks(db, instanceId, locale);
  const stepIndexes = [...new Set(taskRows.map((x) => x.stepIndex))].sort((a, b) => a - b);
  const steps = stepIndexes.map((index) => {
    const own = taskRows.filter((x) => x.stepIndex === index);
    return {
      index,
      key: own[0]!.stepKey,
      name: own[0]!.stepName,
      status: stepStatus(own.map((x) => x.status)),
      tasks: own.map(({ stepKey: _k, stepName: _n, ...task }) => task),
    };
  });
  return {
    ...row,
    core,
    packageName: ja(locale) ? found.pkgJa : found.pkgEn,
    patternName: ja(locale) ? found.patJa : found.patEn,
    abortReason: r!.abortReason,
    abortedBy,
    version: r!.version,
    steps,
    forms: (Array.isArray(r!.forms) ? r!.forms : []) as FormDefinition[],
  };
}

/** The instance's core and tenant check before a move: 404 unless it is the company's and the core's. */
async function assertInstanceOfCore(db: DbOrTx, core: OperationCore, companyId: string, instanceId: string): Promise<void> {
  if (!isUuid(instanceId)) throw notFound();
  const [found] = await db
    .select({ core: t.operationPackages.core })
    .from(i)
    .innerJoin(t.operationPackages, eq(t.operationPackages.id, i.packageId))
    .where(and(eq(i.id, instanceId), eq(i.companyId, companyId)));
  if (!found || found.core !== core) throw notFound();
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type OperationInstancesContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the instance calls of one core: get, abort, complete on behalf. */
export function registerOperationInstanceRoutes(ctx: OperationInstancesContext, core: OperationCore): void {
  const { app, db, sessions } = ctx;
  const e = operationEndpointsByCore[core];

  registerEndpoint(app, e.getInstance, sessions, async ({ params, session, locale }) => instanceDetail(db, core, session.companyId, params.id, locale));

  registerEndpoint(app, e.abortInstance, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      await assertInstanceOfCore(tx, core, session.companyId, params.id);
      await abortInstance(tx, { companyId: session.companyId, actorUserId: session.userId, instanceId: params.id, reason: body.reason, version: body.version });
    });
    return instanceDetail(db, core, session.companyId, params.id, locale);
  });

  registerEndpoint(app, e.completeTaskOnBehalf, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      await assertInstanceOfCore(tx, core, session.companyId, params.id);
      if (!isUuid(params.taskId)) throw notFound();
      const [task] = await tx
        .select({ kind: tasks.kind })
        .from(tasks)
        .where(and(eq(tasks.id, params.taskId), eq(tasks.instanceId, params.id), eq(tasks.companyId, session.companyId)));
      if (!task) throw notFound();
      const base = { companyId: session.companyId, actorUserId: session.userId, taskInstanceId: params.taskId, onBehalf: true };
      if (task.kind === 'APPROVAL') {
        if (!body.decision) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'decision', descriptor: operationMessages.decisionRequired }]);
        await decideApproval(tx, { ...base, decision: body.decision, comment: body.comment });
      } else {
        await completeTask(tx, { ...base, comment: body.comment, formValues: body.formValues });
      }
    });
    return instanceDetail(db, core, session.companyId, params.id, locale);
  });
}

