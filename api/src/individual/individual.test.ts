import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import {
  individualPackageDetailSchema,
  individualPatternDetailSchema,
  individualTaskDetailSchema,
  individualTaskFormSchema,
  listResponse,
  startIndividualPatternResultSchema,
  taskSchema,
  type PatternDefinition,
} from '@kanri/contracts';
import * as t from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { addDaysIso, startPattern } from '../operations';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The individual area (issue 14): the task list, one task's calls (done, approval, form, device
 * self-report) and the self-service packages, on patterns made here so that the test does not
 * depend on the demo seed's packages.
 */

const company = seedCompanyIds.customer;
const text = (ja: string, en: string) => ({ ja, en });

const moveDefinition = (approverPersonId: string): PatternDefinition => ({
  steps: [
    {
      key: 'fill',
      name: text('届出', 'Report'),
      tasks: [
        { key: 'address-form', name: text('新住所の入力', 'Enter your new address'), kind: 'FORM', assignee: { kind: 'SUBJECT' }, dueOffsetDays: 3, formId: 'address' },
        { key: 'card', name: text('通勤経路の確認', 'Check your commuting route'), kind: 'TODO', assignee: { kind: 'SUBJECT' }, dueOffsetDays: 5, formId: null },
      ],
    },
    {
      key: 'approve',
      name: text('承認', 'Approval'),
      tasks: [{ key: 'approval', name: text('住所変更の承認', 'Approve the address change'), kind: 'APPROVAL', assignee: { kind: 'PERSON', personId: approverPersonId }, dueOffsetDays: 7, formId: null }],
    },
  ],
  forms: [
    {
      id: 'address',
      name: text('住所変更届', 'Change of address'),
      fields: [
        { key: 'address', label: text('新住所', 'New address'), type: 'TEXT', required: true, maxLength: 40, options: null },
        { key: 'moveDate', label: text('転居日', 'Moving day'), type: 'DATE', required: true, maxLength: null, options: null },
        {
          key: 'housing', label: text('住居区分', 'Housing'), type: 'SELECT', required: false, maxLength: null,
          options: [{ value: 'own', label: text('持ち家', 'Own home') }, { value: 'rent', label: text('賃貸', 'Rented') }],
        },
      ],
    },
  ],
});

const inventoryDefinition: PatternDefinition = {
  steps: [
    { key: 'self-report', name: text('自己申告', 'Self-report'), tasks: [{ key: 'report', name: text('デバイスの自己申告', 'Report your device'), kind: 'DEVICE_SELF_REPORT', assignee: { kind: 'SUBJECT' }, dueOffsetDays: 14, formId: null }] },
    { key: 'review', name: text('結果確認', 'Review'), tasks: [{ key: 'review', name: text('結果確認', 'Review the result'), kind: 'REVIEW', assignee: { kind: 'STAFF' }, dueOffsetDays: 21, formId: null }] },
  ],
  forms: [],
};

describe('individual area', () => {
  let server: TestServer;
  let admin: string;
  let member: string;
  let memberPersonId: string;
  let adminPersonId: string;
  let adminUserId: string;
  let movePackageId: string;
  let movePatternId: string;
  let instanceId: string;
  let deviceTaskId: string;
  const deviceTag = 'IN-TEST-DEVICE-1';
  const assetTag = 'AT-IN-0001';

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, cookie = member, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const myTasks = async (cookie: string, category = 'OPEN', locale = 'ja-JP') => {
    const res = await call('GET', `/v2/individual/tasks?category=${category}`, undefined, cookie, locale);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(listResponse(taskSchema), res.body).items;
  };
  const tasksOf = async (id: string) =>
    server.database.db.select().from(t.operationTaskInstances).where(eq(t.operationTaskInstances.instanceId, id));

  before(async () => {
    server = await startTestServer({}, 60);
    const db = server.database.db;
    admin = await server.signIn(demoAccounts.admin);
    member = await server.signIn(demoAccounts.member);
    const users = await db.select().from(t.users).where(eq(t.users.companyId, company));
    const adminUser = users.find((u) => u.email === demoAccounts.admin)!;
    adminUserId = adminUser.id;
    adminPersonId = adminUser.personId!;
    memberPersonId = users.find((u) => u.email === demoAccounts.member)!.personId!;

    // a self-service labor package: form + to-do by the person, then the admin's approval
    const [pkg] = await db
      .insert(t.operationPackages)
      .values({ companyId: company, core: 'LABOR', kind: 'OTHER', subjectKind: 'PERSON', nameJa: 'テスト住所変更', nameEn: 'Test address change', selfService: true })
      .returning();
    movePackageId = pkg!.id;
    const [pattern] = await db
      .insert(t.operationPackagePatterns)
      .values({ companyId: company, packageId: pkg!.id, nameJa: '標準', nameEn: 'Standard', definition: moveDefinition(adminPersonId) })
      .returning();
    movePatternId = pattern!.id;
    const started = await db.transaction((tx) =>
      startPattern(tx, { companyId: company, actorUserId: adminUserId, patternId: pattern!.id, anchorDate: '2026-04-01', title: null, subjectIds: [memberPersonId], now: new Date('2026-03-01T09:00:00+09:00') }),
    );
    instanceId = started.instanceIds[0]!;

    // a device inventory of one device held by the member
    const [device] = await db.select().from(t.devices).where(and(eq(t.devices.companyId, company), ne(t.devices.lifecycleStatus, 'DELETED'))).limit(1);
    await db.update(t.devices).set({ assignedPersonId: memberPersonId, assignedPlaceId: null, deviceTag, assetTag }).where(eq(t.devices.id, device!.id));
    const [inv] = await db
      .insert(t.operationPackages)
      .values({ companyId: company, core: 'IT', kind: 'DEVICE_INVENTORY', subjectKind: 'DEVICE', nameJa: 'テスト棚卸', nameEn: 'Test inventory' })
      .returning();
    const [invPattern] = await db
      .insert(t.operationPackagePatterns)
      .values({ companyId: company, packageId: inv!.id, nameJa: 'テスト棚卸 2026', nameEn: 'Test inventory 2026', definition: inventoryDefinition })
      .returning();
    const inventory = await db.transaction((tx) =>
      startPattern(tx, { companyId: company, actorUserId: adminUserId, patternId: invPattern!.id, anchorDate: '2026-04-01', title: null, subjectIds: [device!.id], now: new Date('2026-03-01T09:00:00+09:00') }),
    );
    deviceTaskId = (await tasksOf(inventory.instanceIds[0]!)).find((x) => x.kind === 'DEVICE_SELF_REPORT')!.id;
  });
  after(async () => server?.close());

  it("lists the user's own open tasks with kind, step, package and subject, and the approver's waiting task only under ALL", async () => {
    const mine = (await myTasks(member)).filter((x) => x.instanceId === instanceId);
    assert.deepEqual(mine.map((x) => [x.title, x.kind, x.status, x.stepName]).sort(), [
      ['新住所の入力', 'FORM', 'NOT_STARTED', '届出'],
      ['通勤経路の確認', 'TODO', 'NOT_STARTED', '届出'],
    ]);
    assert.ok(mine.every((x) => x.subjectName === '佐藤 花子' && x.operationPackageName === 'テスト住所変更'));
    const english = (await myTasks(member, 'OPEN', 'en-US')).find((x) => x.kind === 'FORM' && x.instanceId === instanceId)!;
    assert.equal(english.subjectName, 'Hanako Sato');
    assert.equal(english.dueDate, '2026-04-04');
    assert.ok((await myTasks(member)).some((x) => x.id === deviceTaskId));
    // the approval is the admin's and waits for the first step
    assert.ok(!(await myTasks(admin)).some((x) => x.instanceId === instanceId));
    const waiting = (await myTasks(admin, 'ALL')).find((x) => x.instanceId === instanceId)!;
    assert.equal(waiting.status, 'WAITING');
    const count = await call('GET', '/v2/individual/tasks-count?category=OPEN');
    assert.equal(count.body.count, (await myTasks(member)).length);
    const search = await myTasks(member, 'ALL&freeText=通勤');
    assert.deepEqual(search.map((x) => x.title), ['通勤経路の確認']);
  });

  it('refuses staff-only users (403) and anyone else\'s task (404)', async () => {
    const it = await server.signIn(demoAccounts.it);
    assert.equal((await call('GET', '/v2/individual/tasks', undefined, it)).status, 403);
    const approval = (await tasksOf(instanceId)).find((x) => x.kind === 'APPROVAL')!;
    assert.equal((await call('GET', `/v2/individual/tasks/${approval.id}`, undefined, it)).status, 403);
    assert.equal((await call('GET', '/v2/individual/operation-packages', undefined, it)).status, 403);
    // the admin holds both accounts
    assert.equal((await call('GET', `/v2/individual/tasks/${approval.id}`, undefined, admin)).status, 200);
    // the member cannot see nor act on the admin's approval
    assert.equal((await call('GET', `/v2/individual/tasks/${approval.id}`)).status, 404);
    assert.equal((await call('POST', `/v2/individual/tasks/${approval.id}/approval`, { decision: 'APPROVED', comment: null })).status, 404);
    assert.equal((await call('GET', '/v2/individual/tasks/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/individual/tasks/00000000-0000-4000-8000-000000000000')).status, 404);
  });

  it('refuses a waiting task with a localized 409, and an action of another kind', async () => {
    const approval = (await tasksOf(instanceId)).find((x) => x.kind === 'APPROVAL')!;
    const ja = await call('POST', `/v2/individual/tasks/${approval.id}/approval`, { decision: 'APPROVED', comment: null }, admin);
    assert.equal(ja.status, 409);
    assert.equal(ja.body.message, 'このタスクはまだ開始できません。前のステップが進行中です。');
    const en = await call('POST', `/v2/individual/tasks/${approval.id}/approval`, { decision: 'APPROVED', comment: null }, admin, 'en-US');
    assert.equal(en.body.message, 'This task is not open yet: an earlier step is still in progress.');
    const form = (await tasksOf(instanceId)).find((x) => x.kind === 'FORM')!;
    assert.equal((await call('POST', `/v2/individual/tasks/${form.id}/complete`, {})).status, 409);
  });

  it('checks the form on the server: field paths on submit, a draft without the required fields, then the submit', async () => {
    const form = (await tasksOf(instanceId)).find((x) => x.kind === 'FORM')!;
    const url = `/v2/individual/tasks/${form.id}/forms/address`;
    const got = await call('GET', url);
    assert.equal(got.status, 200);
    const parsed = v.parse(individualTaskFormSchema, got.body);
    assert.deepEqual(parsed.form.fields.map((f) => f.label), ['新住所', '転居日', '住居区分']);
    assert.equal(parsed.editable, true);
    assert.equal((await call('GET', `/v2/individual/tasks/${form.id}/forms/other`)).status, 404);

    const refused = await call('PUT', url, { values: { address: '', moveDate: '2026-13-01', housing: 'castle' }, submit: true });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.fieldErrors.map((e: { path: string }) => e.path).sort(), ['values.address', 'values.housing', 'values.moveDate']);
    assert.ok(refused.body.fieldErrors.some((e: { path: string; message: string }) => e.path === 'values.address' && e.message === 'この項目は必須です'), JSON.stringify(refused.body));

    const draft = await call('PUT', url, { values: { address: '東京都千代田区' }, submit: false });
    assert.equal(draft.status, 200, JSON.stringify(draft.body));
    assert.equal(draft.body.status, 'IN_PROGRESS');
    assert.equal(draft.body.values.address, '東京都千代田区');

    const tooLong = await call('PUT', url, { values: { address: 'x'.repeat(41) }, submit: false });
    assert.deepEqual(tooLong.body.fieldErrors.map((e: { path: string }) => e.path), ['values.address']);

    const submitted = await call('PUT', url, { values: { address: '東京都千代田区丸の内1-1', moveDate: '2026-03-28', housing: 'rent' }, submit: true });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    assert.equal(submitted.body.status, 'DONE');
    assert.equal(submitted.body.editable, false);
    const again = await call('PUT', url, { values: { address: 'x', moveDate: '2026-03-28' }, submit: true });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'このタスクはすでに完了しているか、中止されています。');
  });

  it('marks a to-do done, which opens the approval for the admin with the submitted answers to approve', async () => {
    const todo = (await tasksOf(instanceId)).find((x) => x.kind === 'TODO')!;
    const done = await call('POST', `/v2/individual/tasks/${todo.id}/complete`, { comment: '確認しました' });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const detail = v.parse(individualTaskDetailSchema, done.body);
    assert.equal(detail.status, 'DONE');
    assert.equal(detail.completedBy?.name, '佐藤 花子');
    assert.deepEqual(detail.steps.map((s) => s.status), ['DONE', 'OPEN']);
    assert.equal((await call('POST', `/v2/individual/tasks/${todo.id}/complete`, {})).status, 409);

    const approval = (await myTasks(admin)).find((x) => x.instanceId === instanceId)!;
    assert.equal(approval.kind, 'APPROVAL');
    const page = v.parse(individualTaskDetailSchema, (await call('GET', `/v2/individual/tasks/${approval.id}`, undefined, admin)).body);
    const formTask = page.approvalSubject!.tasks.find((x) => x.kind === 'FORM')!;
    assert.equal(page.approvalSubject!.stepName, '届出');
    assert.deepEqual(formTask.form!.fields.map((f) => [f.label, f.value, f.optionLabel]), [
      ['新住所', '東京都千代田区丸の内1-1', null],
      ['転居日', '2026-03-28', null],
      ['住居区分', 'rent', '賃貸'],
    ]);
    assert.equal(page.approvalSubject!.tasks.find((x) => x.kind === 'TODO')!.comment, '確認しました');
  });

  it('sends back only with a comment, reopening the form with it; the corrected form is approved and the instance completes', async () => {
    const approval = (await tasksOf(instanceId)).find((x) => x.kind === 'APPROVAL')!;
    const url = `/v2/individual/tasks/${approval.id}/approval`;
    const noComment = await call('POST', url, { decision: 'SENT_BACK', comment: '  ' }, admin);
    assert.equal(noComment.status, 400);
    assert.deepEqual(noComment.body.fieldErrors.map((e: { path: string }) => e.path), ['comment']);
    const sent = await call('POST', url, { decision: 'SENT_BACK', comment: '番地まで入力してください' }, admin);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.equal(sent.body.decision, 'SENT_BACK');

    const form = (await tasksOf(instanceId)).find((x) => x.kind === 'FORM')!;
    assert.equal(form.status, 'NOT_STARTED');
    const reopened = await call('GET', `/v2/individual/tasks/${form.id}/forms/address`);
    assert.equal(reopened.body.comment, '番地まで入力してください');
    assert.equal(reopened.body.values.address, '東京都千代田区丸の内1-1', 'the answers are kept to correct');
    assert.equal((await call('PUT', `/v2/individual/tasks/${form.id}/forms/address`, { values: { ...reopened.body.values, address: '東京都千代田区丸の内1-1-1' }, submit: true })).status, 200);
    const todo = (await tasksOf(instanceId)).find((x) => x.kind === 'TODO')!;
    assert.equal((await call('POST', `/v2/individual/tasks/${todo.id}/complete`, {})).status, 200);

    const approved = await call('POST', url, { decision: 'APPROVED', comment: null }, admin);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.instance.status, 'COMPLETED');
    assert.equal(approved.body.actionable, false);
  });

  it('takes the device self-report: the tag must be the device\'s, a memo when the device is not held', async () => {
    const url = `/v2/individual/tasks/${deviceTaskId}/device-self-report`;
    const page = v.parse(individualTaskDetailSchema, (await call('GET', `/v2/individual/tasks/${deviceTaskId}`)).body);
    assert.equal(page.device?.assetTag, assetTag);
    assert.equal(page.selfReport, null);

    const wrong = await call('POST', url, { reportResult: 'OWNED', deviceCondition: 'GOOD', scanMode: 'ASSET_TAG', scannedValue: 'AT-SOMEONE-ELSE', memo: null });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body.fieldErrors, [{ path: 'scannedValue', message: 'この番号はこのデバイスの資産管理番号・デバイスタグと一致しません。デバイスのラベルを確かめて、もう一度お試しください。' }]);
    const english = await call('POST', url, { reportResult: 'OWNED', deviceCondition: 'GOOD', scanMode: 'SCAN', scannedValue: 'nope', memo: null }, member, 'en-US');
    assert.match(english.body.fieldErrors[0].message, /does not match the device's asset tag or device tag/);
    const missing = await call('POST', url, { reportResult: 'OWNED', deviceCondition: null, scanMode: null, scannedValue: null, memo: null });
    assert.deepEqual(missing.body.fieldErrors.map((e: { path: string }) => e.path).sort(), ['deviceCondition', 'scanMode', 'scannedValue']);
    const noMemo = await call('POST', url, { reportResult: 'NOT_OWNED', memo: ' ' });
    assert.deepEqual(noMemo.body.fieldErrors.map((e: { path: string }) => e.path), ['memo']);
    assert.equal((await server.database.db.select().from(t.deviceSelfReports).where(eq(t.deviceSelfReports.taskInstanceId, deviceTaskId))).length, 0);

    // the typed asset tag matches regardless of case and spaces; the device tag would too
    const ok = await call('POST', url, { reportResult: 'OWNED', deviceCondition: 'BAD', scanMode: 'ASSET_TAG', scannedValue: ' at-in-0001 ', memo: '画面に傷があります' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const detail = v.parse(individualTaskDetailSchema, ok.body);
    assert.equal(detail.status, 'DONE');
    assert.deepEqual([detail.selfReport?.reportResult, detail.selfReport?.deviceCondition, detail.selfReport?.scanMode], ['OWNED', 'BAD', 'ASSET_TAG']);
    const [row] = await server.database.db.select().from(t.deviceSelfReports).where(eq(t.deviceSelfReports.taskInstanceId, deviceTaskId));
    assert.equal(row?.memo, '画面に傷があります');
    const again = await call('POST', url, { reportResult: 'NOT_OWNED', memo: '紛失' });
    assert.equal(again.status, 409);
  });

  it('offers self-service packages and starts one for oneself with an anchor date, once', async () => {
    const list = await call('GET', '/v2/individual/operation-packages');
    assert.equal(list.status, 200);
    const row = list.body.items.find((p: { id: string }) => p.id === movePackageId);
    assert.equal(row?.name, 'テスト住所変更');
    assert.equal(row?.patternCount, 1);
    assert.ok(!list.body.items.some((p: { name: string }) => p.name === 'テスト棚卸'), 'not self-service');

    const pkg = v.parse(individualPackageDetailSchema, (await call('GET', `/v2/individual/operation-packages/${movePackageId}`)).body);
    assert.deepEqual(pkg.patterns.map((p) => [p.name, p.stepCount, p.taskCount]), [['標準', 2, 3]]);
    assert.ok(pkg.myInstances.some((i) => i.id === instanceId && i.status === 'COMPLETED'));

    const patternUrl = `/v2/individual/operation-packages/${movePackageId}/patterns/${movePatternId}`;
    const pattern = v.parse(individualPatternDetailSchema, (await call('GET', patternUrl)).body);
    assert.equal(pattern.openInstance, null);
    assert.deepEqual(pattern.steps.map((s) => s.tasks.map((x) => x.kind)), [['FORM', 'TODO'], ['APPROVAL']]);

    const badDate = await call('POST', `${patternUrl}/start`, { anchorDate: '2026-02-30' });
    assert.equal(badDate.status, 400);
    assert.deepEqual(badDate.body.fieldErrors.map((e: { path: string }) => e.path), ['anchorDate']);
    // an anchor after today: the due dates count from it (none is before the start day, issue 30)
    const anchor = addDaysIso(tokyoToday(), 30);
    const started = await call('POST', `${patternUrl}/start`, { anchorDate: anchor });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    const result = v.parse(startIndividualPatternResultSchema, started.body);
    const first = v.parse(individualTaskDetailSchema, (await call('GET', `/v2/individual/tasks/${result.firstTaskId}`)).body);
    assert.equal(first.kind, 'FORM');
    assert.equal(first.dueDate, addDaysIso(anchor, 3));
    assert.equal(first.instance.subject.name, '佐藤 花子');
    const twice = await call('POST', `${patternUrl}/start`, { anchorDate: '2026-05-01' });
    assert.equal(twice.status, 409);
    assert.equal(v.parse(individualPatternDetailSchema, (await call('GET', patternUrl)).body).openInstance?.nextTaskId, result.firstTaskId);
    // not self-service, unknown ids: 404
    const [inv] = await server.database.db.select().from(t.operationPackages).where(eq(t.operationPackages.nameJa, 'テスト棚卸'));
    assert.equal((await call('GET', `/v2/individual/operation-packages/${inv!.id}`)).status, 404);
    assert.equal((await call('GET', '/v2/individual/operation-packages/x')).status, 404);
    assert.equal((await call('POST', `/v2/individual/operation-packages/${movePackageId}/patterns/${inv!.id}/start`, { anchorDate: '2026-05-01' })).status, 404);
  });
});
