import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { defaultPatternDefinition, operationMessages, type MessageDescriptor, type PatternDefinition } from '@kanri/contracts';
import type { Database } from '../db/client';
import * as t from '../schema';
import type { SeedResult } from '../seed/seed';
import { openTestDatabase } from '../test/support';
import { ApiError } from '../lib/errors';
import { abortInstance, completeTask, decideApproval, saveTaskDraft, startPattern, taskFormDefinition } from './engine';

const name = (ja: string, en: string) => ({ ja, en });
/** 1 書類提出 (FORM by the subject + TODO by staff) → 2 承認 (APPROVAL by the requester) → 3 確認 (REVIEW by staff). */
const onboarding: PatternDefinition = {
  steps: [
    {
      key: 'documents', name: name('書類提出', 'Documents'),
      tasks: [
        { key: 'profile-form', name: name('入社書類の提出', 'Submit your documents'), kind: 'FORM', assignee: { kind: 'SUBJECT' }, dueOffsetDays: -7, formId: 'profile' },
        { key: 'prepare-pc', name: name('PCの準備', 'Prepare a PC'), kind: 'TODO', assignee: { kind: 'STAFF' }, dueOffsetDays: -3, formId: null },
      ],
    },
    { key: 'approval', name: name('承認', 'Approval'), tasks: [{ key: 'approve', name: name('承認', 'Approve'), kind: 'APPROVAL', assignee: { kind: 'REQUESTER' }, dueOffsetDays: 0, formId: null }] },
    { key: 'review', name: name('確認', 'Review'), tasks: [{ key: 'review', name: name('最終確認', 'Final review'), kind: 'REVIEW', assignee: { kind: 'STAFF' }, dueOffsetDays: 7, formId: null }] },
  ],
  forms: [
    {
      id: 'profile', name: name('入社書類', 'Joining documents'),
      fields: [
        { key: 'address', label: name('住所', 'Address'), type: 'TEXT', required: true, maxLength: 20, options: null },
        { key: 'commute', label: name('通勤手段', 'Commute'), type: 'SELECT', required: true, maxLength: null, options: [{ value: 'train', label: name('電車', 'Train') }, { value: 'car', label: name('車', 'Car') }] },
        { key: 'agreed', label: name('同意', 'Agreed'), type: 'CHECKBOX', required: false, maxLength: null, options: null },
      ],
    },
  ],
};

async function refusedWith(promise: Promise<unknown>, status: number, message?: MessageDescriptor) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof ApiError, String(error));
    assert.equal(error.status, status);
    if (message) assert.equal(status === 400 ? error.fieldErrors?.[0]?.descriptor.id : error.descriptor.id, message.id);
    return true;
  });
}

describe('operation engine', () => {
  let database: Database;
  let seed: SeedResult;
  let companyId: string;
  let admin: string;
  let member: string;
  let memberPersonId: string;
  let otherPersonId: string;
  let patternId: string;
  let devicePatternId: string;

  const tx = <T>(fn: (tx: Database['db']) => Promise<T>) => database.db.transaction(async (x) => fn(x as unknown as Database['db']));
  const tasksOf = (instanceId: string) =>
    database.db.select().from(t.operationTaskInstances).where(eq(t.operationTaskInstances.instanceId, instanceId)).orderBy(asc(t.operationTaskInstances.stepIndex), asc(t.operationTaskInstances.taskIndex));
  const instanceOf = async (id: string) => (await database.db.select().from(t.operationInstances).where(eq(t.operationInstances.id, id)))[0]!;
  const task = async (instanceId: string, key: string) => (await tasksOf(instanceId)).find((x) => x.taskKey === key)!;

  before(async () => {
    const opened = await openTestDatabase({ scale: 10 });
    database = opened;
    seed = opened.seed!;
    companyId = seed.customerCompanyId;
    admin = seed.adminUserId!;
    member = seed.memberUserId!;
    const [m] = await database.db.select({ personId: t.users.personId }).from(t.users).where(eq(t.users.id, member));
    memberPersonId = m!.personId!;
    const people = await database.db.select({ id: t.people.id }).from(t.people).where(eq(t.people.companyId, companyId));
    otherPersonId = people.find((p) => p.id !== memberPersonId)!.id;
    const packageId = randomUUID();
    await database.db.insert(t.operationPackages).values({ id: packageId, companyId, core: 'LABOR', kind: 'ONBOARDING', subjectKind: 'PERSON', nameJa: '入社手続き', nameEn: 'Onboarding' });
    patternId = randomUUID();
    await database.db.insert(t.operationPackagePatterns).values({ id: patternId, companyId, packageId, nameJa: '正社員', nameEn: 'Employees', definition: onboarding });
    const devicePackageId = randomUUID();
    await database.db.insert(t.operationPackages).values({ id: devicePackageId, companyId, core: 'IT', kind: 'DEVICE_INVENTORY', subjectKind: 'DEVICE', nameJa: '棚卸', nameEn: 'Inventory' });
    devicePatternId = randomUUID();
    await database.db.insert(t.operationPackagePatterns).values({ id: devicePatternId, companyId, packageId: devicePackageId, nameJa: '2026', nameEn: '2026', definition: defaultPatternDefinition('DEVICE_INVENTORY', 'DEVICE') });
  });
  after(() => database.close());

  it('dates no task before the day the instance starts, so it is not overdue at its start (issue 30)', async () => {
    // the anchor is in 3 days; the form task is due 7 days before it, the PC 3 days before
    const now = new Date('2026-06-10T10:00:00+09:00');
    const { instanceIds } = await tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId, anchorDate: '2026-06-13', title: null, subjectIds: [otherPersonId], now }));
    const tasks = await tasksOf(instanceIds[0]!);
    assert.deepEqual(tasks.map((x) => [x.taskKey, x.dueDate]), [['profile-form', '2026-06-10'], ['prepare-pc', '2026-06-10'], ['approve', '2026-06-13'], ['review', '2026-06-20']]);
    assert.ok(tasks.every((x) => x.dueDate! >= '2026-06-10'), 'none overdue on the start day');
    const instance = await instanceOf(instanceIds[0]!);
    await tx((x) => abortInstance(x, { companyId, actorUserId: admin, instanceId: instance.id, reason: 'test', version: instance.version }));
  });

  it('walks an instance from start through a send-back to completion', async () => {
    // started well before the anchor: due dates count from the anchor date
    const started = await tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId, anchorDate: '2026-04-01', title: '4月入社', subjectIds: [memberPersonId, otherPersonId], now: new Date('2026-03-01T09:00:00+09:00') }));
    assert.equal(started.instanceIds.length, 2);
    const [id] = started.instanceIds as [string];
    const instance = await instanceOf(id);
    assert.equal(instance.status, 'IN_PROGRESS');
    assert.equal(instance.currentStepIndex, 0);
    assert.equal((instance.forms as unknown[]).length, 1, 'the forms are copied to the instance');
    const tasks = await tasksOf(id);
    assert.deepEqual(tasks.map((x) => [x.taskKey, x.status, x.dueDate]), [
      ['profile-form', 'NOT_STARTED', '2026-03-25'], ['prepare-pc', 'NOT_STARTED', '2026-03-29'], ['approve', 'WAITING', '2026-04-01'], ['review', 'WAITING', '2026-04-08'],
    ]);
    assert.equal(tasks[0]!.assigneeUserId, member, 'SUBJECT is the person\'s user');
    assert.equal(tasks[0]!.assigneePersonId, memberPersonId);
    assert.equal(tasks[1]!.assigneeUserId, null, 'STAFF work has no user');
    assert.equal(tasks[2]!.assigneeUserId, admin, 'REQUESTER is who started it');

    // a waiting task cannot move; an approval completes only by a decision
    await refusedWith(tx((x) => completeTask(x, { companyId, actorUserId: admin, taskInstanceId: tasks[3]!.id, onBehalf: true })), 409, operationMessages.completeRefused);
    await refusedWith(tx((x) => completeTask(x, { companyId, actorUserId: admin, taskInstanceId: tasks[2]!.id, onBehalf: true })), 409, operationMessages.wrongKind);
    await refusedWith(tx((x) => saveTaskDraft(x, { companyId, actorUserId: admin, taskInstanceId: tasks[1]!.id, formValues: {} })), 409, operationMessages.wrongKind);

    // the form: a draft, a refused submit (field paths), a good one
    const form = await taskFormDefinition(database.db, { companyId, taskInstanceId: tasks[0]!.id });
    assert.equal(form?.id, 'profile');
    const draft = await tx((x) => saveTaskDraft(x, { companyId, actorUserId: member, taskInstanceId: tasks[0]!.id, formValues: { address: '東京都' } }));
    assert.equal(draft.taskStatus, 'IN_PROGRESS');
    await assert.rejects(tx((x) => saveTaskDraft(x, { companyId, actorUserId: member, taskInstanceId: tasks[0]!.id, formValues: { commute: 'bike' }, valuesPath: 'values' })), (e: ApiError) => {
      assert.equal(e.status, 400);
      assert.deepEqual(e.fieldErrors?.map((f) => f.path), ['values.commute']);
      return true;
    });
    await assert.rejects(tx((x) => completeTask(x, { companyId, actorUserId: member, taskInstanceId: tasks[0]!.id, onBehalf: false })), (e: ApiError) => {
      assert.equal(e.status, 400);
      assert.deepEqual(e.fieldErrors?.map((f) => f.path), ['formValues.commute'], 'the saved draft is checked: commute is missing');
      return true;
    });
    assert.equal((await task(id, 'profile-form')).status, 'IN_PROGRESS', 'a refused move changes nothing');
    await tx((x) => completeTask(x, { companyId, actorUserId: member, taskInstanceId: tasks[0]!.id, onBehalf: false, formValues: { address: '東京都千代田区', commute: 'train' } }));
    assert.equal((await instanceOf(id)).currentStepIndex, 0, 'the step stays open until all its tasks are done');
    await tx((x) => completeTask(x, { companyId, actorUserId: admin, taskInstanceId: tasks[1]!.id, onBehalf: false, comment: '準備済み' }));
    assert.equal((await instanceOf(id)).currentStepIndex, 1);
    assert.equal((await task(id, 'approve')).status, 'NOT_STARTED');
    await refusedWith(tx((x) => completeTask(x, { companyId, actorUserId: admin, taskInstanceId: tasks[1]!.id, onBehalf: false })), 409, operationMessages.completeRefused);

    // send back: the documents step opens again with the approver's comment
    const back = await tx((x) => decideApproval(x, { companyId, actorUserId: admin, taskInstanceId: tasks[2]!.id, decision: 'SENT_BACK', comment: '住所に番地を入れてください', onBehalf: false }));
    assert.equal(back.taskStatus, 'WAITING');
    const afterBack = await tasksOf(id);
    assert.deepEqual(afterBack.map((x) => x.status), ['NOT_STARTED', 'NOT_STARTED', 'WAITING', 'WAITING']);
    assert.equal(afterBack[0]!.comment, '住所に番地を入れてください');
    assert.deepEqual(afterBack[0]!.formValues, { address: '東京都千代田区', commute: 'train', agreed: null }, 'the form keeps its values to correct');
    assert.equal(afterBack[2]!.decision, 'SENT_BACK');
    assert.equal((await instanceOf(id)).currentStepIndex, 0);
    await refusedWith(tx((x) => decideApproval(x, { companyId, actorUserId: admin, taskInstanceId: tasks[2]!.id, decision: 'APPROVED', comment: null, onBehalf: false })), 409, operationMessages.approvalRefused);

    // again, approve, review: completed
    await tx((x) => completeTask(x, { companyId, actorUserId: member, taskInstanceId: tasks[0]!.id, onBehalf: false, formValues: { address: '東京都千代田区1-1', commute: 'train', agreed: true } }));
    await tx((x) => completeTask(x, { companyId, actorUserId: admin, taskInstanceId: tasks[1]!.id, onBehalf: false }));
    await tx((x) => decideApproval(x, { companyId, actorUserId: admin, taskInstanceId: tasks[2]!.id, decision: 'APPROVED', comment: 'OK', onBehalf: false }));
    const done = await tx((x) => completeTask(x, { companyId, actorUserId: admin, taskInstanceId: tasks[3]!.id, onBehalf: true }));
    assert.equal(done.instanceStatus, 'COMPLETED');
    const completed = await instanceOf(id);
    assert.equal(completed.status, 'COMPLETED');
    assert.ok(completed.completedAt);
    await refusedWith(tx((x) => completeTask(x, { companyId, actorUserId: admin, taskInstanceId: tasks[3]!.id, onBehalf: true })), 409, operationMessages.instanceClosed);
    await refusedWith(tx((x) => abortInstance(x, { companyId, actorUserId: admin, instanceId: id, reason: 'x', version: completed.version })), 409, operationMessages.abortRefused);

    const audit = await database.db.select().from(t.auditLogs).where(and(eq(t.auditLogs.resourceType, 'OPERATION_INSTANCE'), eq(t.auditLogs.resourceId, id)));
    assert.ok(audit.length >= 8, `every move is in the audit log (${audit.length})`);
    assert.ok(audit.some((a) => JSON.stringify(a.changes).includes('completedOnBehalf')), 'a task done on behalf says so');

    // the subject is free again once completed
    const again = await tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId, anchorDate: '2026-05-01', title: null, subjectIds: [memberPersonId] }));
    assert.equal(again.instanceIds.length, 1);
  });

  it('refuses a second open instance for a subject, a first-step send-back and unknown subjects', async () => {
    await assert.rejects(tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId, anchorDate: '2026-05-01', title: null, subjectIds: [memberPersonId] })), (e: ApiError) => {
      assert.equal(e.status, 409);
      assert.equal(e.descriptor.id, operationMessages.subjectBusy.id);
      assert.deepEqual(e.fieldErrors?.map((f) => f.path), ['subjectIds']);
      return true;
    });
    await refusedWith(tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId, anchorDate: '2026-05-01', title: null, subjectIds: [randomUUID()] })), 400, operationMessages.subjectNotFound);
    await refusedWith(tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId: randomUUID(), anchorDate: '2026-05-01', title: null, subjectIds: [memberPersonId] })), 404);
    await refusedWith(tx((x) => startPattern(x, { companyId: seed.supplierCompanyId, actorUserId: admin, patternId, anchorDate: '2026-05-01', title: null, subjectIds: [memberPersonId] })), 404);

    const firstStep: PatternDefinition = { steps: [{ key: 'a', name: name('承認', 'Approval'), tasks: [{ key: 'a', name: name('承認', 'Approve'), kind: 'APPROVAL', assignee: { kind: 'STAFF' }, dueOffsetDays: 0, formId: null }] }], forms: [] };
    const [pkg] = await database.db.select().from(t.operationPackages).where(eq(t.operationPackages.kind, 'ONBOARDING'));
    const pid = randomUUID();
    await database.db.insert(t.operationPackagePatterns).values({ id: pid, companyId, packageId: pkg!.id, nameJa: '承認のみ', nameEn: 'Approval only', definition: firstStep });
    const { instanceIds } = await tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId: pid, anchorDate: '2026-05-01', title: null, subjectIds: [otherPersonId] }));
    const [approval] = await tasksOf(instanceIds[0]!);
    await refusedWith(tx((x) => decideApproval(x, { companyId, actorUserId: admin, taskInstanceId: approval!.id, decision: 'SENT_BACK', comment: null, onBehalf: false })), 409, operationMessages.sendBackFirstStep);
    const approved = await tx((x) => decideApproval(x, { companyId, actorUserId: admin, taskInstanceId: approval!.id, decision: 'APPROVED', comment: null, onBehalf: true }));
    assert.equal(approved.instanceStatus, 'COMPLETED');

    await database.db.update(t.operationPackagePatterns).set({ archivedAt: new Date() }).where(eq(t.operationPackagePatterns.id, pid));
    await refusedWith(tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId: pid, anchorDate: '2026-05-01', title: null, subjectIds: [otherPersonId] })), 409, operationMessages.patternArchived);
  });

  it('aborts an instance once: open and waiting tasks are canceled, a stale version is refused', async () => {
    const [open] = await database.db.select().from(t.operationInstances).where(and(eq(t.operationInstances.patternId, patternId), eq(t.operationInstances.subjectId, otherPersonId), eq(t.operationInstances.status, 'IN_PROGRESS')));
    assert.ok(open);
    await refusedWith(tx((x) => abortInstance(x, { companyId, actorUserId: admin, instanceId: open.id, reason: '入社辞退', version: open.version + 1 })), 409, operationMessages.conflict);
    const aborted = await tx((x) => abortInstance(x, { companyId, actorUserId: admin, instanceId: open.id, reason: '入社辞退', version: open.version }));
    assert.equal(aborted.status, 'ABORTED');
    assert.equal(aborted.abortReason, '入社辞退');
    assert.equal(aborted.abortedBy, admin);
    assert.deepEqual([...new Set((await tasksOf(open.id)).map((x) => x.status))], ['CANCELED']);
    await refusedWith(tx((x) => abortInstance(x, { companyId, actorUserId: admin, instanceId: aborted.id, reason: 'again', version: aborted.version })), 409, operationMessages.abortRefused);
    await refusedWith(tx((x) => abortInstance(x, { companyId, actorUserId: admin, instanceId: 'not-a-uuid', reason: 'x', version: 1 })), 404);
  });

  it('starts a device inventory with the request done and the self-report open for the device\'s person', async () => {
    const devices = await database.db.select().from(t.devices).where(eq(t.devices.companyId, companyId));
    const assigned = devices.find((d) => d.assignedPersonId !== null && d.lifecycleStatus !== 'DELETED');
    assert.ok(assigned, 'the seed has an assigned device');
    const { instanceIds } = await tx((x) => startPattern(x, { companyId, actorUserId: admin, patternId: devicePatternId, anchorDate: '2026-06-01', title: '2026年度', subjectIds: [assigned.id] }));
    const tasks = await tasksOf(instanceIds[0]!);
    assert.deepEqual(tasks.map((x) => [x.taskKey, x.status]), [['request', 'DONE'], ['self-report', 'NOT_STARTED'], ['review', 'WAITING']]);
    assert.equal((await instanceOf(instanceIds[0]!)).currentStepIndex, 1);
    const [holder] = await database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.personId, assigned.assignedPersonId!));
    assert.equal(tasks[1]!.assigneeUserId, holder?.id ?? null);
    await refusedWith(tx((x) => completeTask(x, { companyId, actorUserId: admin, taskInstanceId: tasks[1]!.id, onBehalf: true })), 409, operationMessages.selfReportMissing);
  });
});
