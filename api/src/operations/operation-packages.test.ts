import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  operationCores,
  operationCoreValues,
  operationInstanceDetailSchema,
  operationInstanceRowSchema,
  operationPackageRowSchema,
  operationPatternDetailSchema,
  operationPatternRowSchema,
  operationRequestRowSchema,
  type OperationCore,
  type OperationInstanceDetail,
  type PatternDefinition,
} from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { demoAccounts } from '../seed/seed';
import { tokyoToday } from '../lib/tokyo-date';
import * as t from '../schema';
import { startTestServer, type TestServer } from '../test/support';

const packagesOf = v.object({ items: v.array(operationPackageRowSchema) });
const patternsOf = v.object({ items: v.array(operationPatternRowSchema) });
const instancesOf = v.object({ items: v.array(operationInstanceRowSchema) });
const requestsOf = v.object({ items: v.array(operationRequestRowSchema) });
const name = (ja: string, en: string) => ({ ja, en });

/** 1 書類 (FORM by the subject + TODO by staff) → 2 承認 (APPROVAL by the requester) → 3 確認 (REVIEW by staff). */
const walkDefinition: PatternDefinition = {
  steps: [
    {
      key: 'documents', name: name('書類提出', 'Documents'),
      tasks: [
        { key: 'form', name: name('届出', 'Notice'), kind: 'FORM', assignee: { kind: 'SUBJECT' }, dueOffsetDays: -3, formId: 'notice' },
        { key: 'prepare', name: name('準備', 'Prepare'), kind: 'TODO', assignee: { kind: 'STAFF' }, dueOffsetDays: -1, formId: null },
      ],
    },
    { key: 'approval', name: name('承認', 'Approval'), tasks: [{ key: 'approve', name: name('承認', 'Approve'), kind: 'APPROVAL', assignee: { kind: 'REQUESTER' }, dueOffsetDays: 0, formId: null }] },
    { key: 'review', name: name('確認', 'Review'), tasks: [{ key: 'review', name: name('確認', 'Review'), kind: 'REVIEW', assignee: { kind: 'STAFF' }, dueOffsetDays: 5, formId: null }] },
  ],
  forms: [
    {
      id: 'notice', name: name('届出', 'Notice'),
      fields: [
        { key: 'reason', label: name('理由', 'Reason'), type: 'TEXT', required: true, maxLength: 50, options: null },
        { key: 'days', label: name('日数', 'Days'), type: 'NUMBER', required: false, maxLength: null, options: null },
      ],
    },
  ],
};

describe('operation packages', () => {
  let server: TestServer;
  let admin: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, cookie = admin, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const ok = async <S extends v.GenericSchema>(schema: S, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = 200): Promise<v.InferOutput<S>> => {
    const res = await call(method, url, body);
    assert.equal(res.status, status, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return v.parse(schema, res.body);
  };
  const P = (core: OperationCore) => operationCores[core].apiPrefix;
  const paths = (res: { body: { fieldErrors?: { path: string }[] } }) => (res.body.fieldErrors ?? []).map((f) => f.path).sort();
  let labor: { packageId: string; people: string[] };

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
    const items = (await ok(packagesOf, 'GET', `${P('LABOR')}/operation-packages`)).items;
    const transfer = items.find((p) => p.kind === 'TRANSFER')!;
    const rows = await server.database.db.select({ id: t.people.id, status: t.people.status }).from(t.people).where(eq(t.people.companyId, server.seed.customerCompanyId));
    labor = { packageId: transfer.id, people: rows.filter((r) => r.status !== 'ALUMNI').slice(-3).map((r) => r.id) };
  });
  after(() => server.close());

  it('lists every core\'s seeded packages, patterns, configs, requests and instances in every state', async () => {
    const expected: Record<OperationCore, string[]> = {
      IT: ['年次デバイス棚卸', 'PC キッティング', 'アカウント棚卸'],
      LABOR: ['入社手続き', '退職手続き', '異動', '休職', '住所変更届'],
      GA: ['オフィス移転', '備品点検', '備品貸出申請'],
      CONTRACTOR: ['業務委託開始', '業務委託終了'],
    };
    const statuses = new Set<string>();
    let overdue = false;
    for (const core of operationCoreValues) {
      const items = (await ok(packagesOf, 'GET', `${P(core)}/operation-packages`)).items;
      for (const n of expected[core]) assert.ok(items.some((p) => p.name === n && p.core === core && !p.archived), `${core} ${n}`);
      for (const pkg of items) {
        const patterns = (await ok(patternsOf, 'GET', `${P(core)}/operation-packages/${pkg.id}/patterns`)).items;
        assert.equal(patterns.length, pkg.patternCount, `${pkg.name} pattern count`);
        const inProgress = (await ok(v.object({ count: v.number() }), 'GET', `${P(core)}/operation-packages/${pkg.id}/count-in-progress`)).count;
        assert.equal(inProgress, pkg.inProgressCount);
        assert.equal(patterns.reduce((s, p) => s + p.inProgressCount, 0), inProgress, `${pkg.name}: the patterns' counts add up`);
        for (const pattern of patterns) {
          const all = (await ok(instancesOf, 'GET', `${P(core)}/operation-packages/${pkg.id}/patterns/${pattern.id}/instances?status=ALL`)).items;
          const count = (await ok(v.object({ count: v.number() }), 'GET', `${P(core)}/operation-packages/${pkg.id}/patterns/${pattern.id}/instances-count?status=ALL`)).count;
          assert.equal(all.length, count);
          for (const row of all) statuses.add(row.status);
          overdue ||= all.some((r) => r.overdue);
          assert.ok(all.every((r) => r.subject.name !== ''), 'every subject is named');
        }
      }
      const configs = (await ok(patternsOf, 'GET', `${P(core)}/operation-patterns`)).items;
      assert.ok(configs.length >= expected[core].length);
    }
    assert.deepEqual([...statuses].sort(), ['ABORTED', 'COMPLETED', 'IN_PROGRESS']);
    assert.ok(overdue, 'an overdue instance');
    // the archive tab
    const archived = (await ok(packagesOf, 'GET', `${P('LABOR')}/operation-packages?tab=archive`)).items;
    assert.ok(archived.length >= 1 && archived.every((p) => p.archived));
    // the IT device inventory package's two patterns
    const it = (await ok(packagesOf, 'GET', `${P('IT')}/operation-packages?freeText=棚卸`)).items.find((p) => p.kind === 'DEVICE_INVENTORY')!;
    const fy = (await ok(patternsOf, 'GET', `${P('IT')}/operation-packages/${it.id}/patterns`)).items.map((p) => p.name).sort();
    assert.deepEqual(fy.filter((n) => n.includes('年次デバイス棚卸')), ['2025年度 年次デバイス棚卸', '2026年度 年次デバイス棚卸']);
    const detail = await ok(operationPatternDetailSchema, 'GET', `${P('IT')}/operation-packages/${it.id}/patterns/${(await ok(patternsOf, 'GET', `${P('IT')}/operation-packages/${it.id}/patterns`)).items[0]!.id}`);
    assert.deepEqual(detail.definition.steps.map((s) => s.key), ['request', 'self-report', 'review']);
    // freeText
    assert.deepEqual((await ok(packagesOf, 'GET', `${P('LABOR')}/operation-packages?freeText=退職`)).items.map((p) => p.name), ['退職手続き']);
  });

  it("names a role assignee in the request's language (issue 30: a role's English name, else the name typed)", async () => {
    const [hr] = await server.database.db.select({ id: t.roles.id }).from(t.roles).where(eq(t.roles.name, '人事'));
    const [task] = await server.database.db.select({ instanceId: t.operationTaskInstances.instanceId }).from(t.operationTaskInstances).where(eq(t.operationTaskInstances.assigneeRoleId, hr!.id)).limit(1);
    const assignees = async (locale: string) => {
      const res = await call('GET', `${P('LABOR')}/operation-instances/${task!.instanceId}`, undefined, admin, locale);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return (res.body.steps as { tasks: { assignee: { kind: string; name: string | null } }[] }[]).flatMap((step) => step.tasks).filter((tk) => tk.assignee.kind === 'ROLE').map((tk) => tk.assignee.name);
    };
    assert.ok((await assignees('en-US')).includes('Human resources'));
    assert.ok((await assignees('ja-JP')).includes('人事'));
  });

  it('answers each core only to its product: admin everywhere, it@ IT, hr@ labor, ga@ GA, legal@ contractor, member@ nowhere', async () => {
    const owner: Record<string, OperationCore | 'ALL' | null> = {
      [demoAccounts.admin]: 'ALL', [demoAccounts.it]: 'IT', [demoAccounts.hr]: 'LABOR', [demoAccounts.ga]: 'GA', [demoAccounts.legal]: 'CONTRACTOR', [demoAccounts.member]: null,
    };
    const urls = (core: OperationCore) => [`${P(core)}/operation-packages`, `${P(core)}/operation-patterns`];
    for (const [account, core] of Object.entries(owner)) {
      const cookie = account === demoAccounts.admin ? admin : await server.signIn(account);
      for (const c of operationCoreValues) {
        const expected = core === 'ALL' || core === c ? 200 : 403;
        for (const url of urls(c)) assert.equal((await call('GET', url, undefined, cookie)).status, expected, `${account} ${url}`);
        assert.equal((await call('POST', `${P(c)}/operation-packages/${labor.packageId}/patterns`, undefined, cookie)).status, expected === 403 ? 403 : c === 'LABOR' ? 201 : 404, `${account} create in ${c}`);
      }
    }
  });

  it('walks start → tasks → send-back → completion, with the audit log and the refusals on the way', async () => {
    const base = `${P('LABOR')}/operation-packages/${labor.packageId}/patterns`;
    const { id: patternId } = await ok(v.object({ id: v.string() }), 'POST', base, { name: name('テスト異動', 'Test transfer') }, 201);
    const created = await ok(operationPatternDetailSchema, 'GET', `${base}/${patternId}`);
    assert.deepEqual(created.definition.steps.map((s) => s.key), ['prepare', 'confirm', 'review'], 'a person package\'s default steps');
    assert.equal(created.name, 'テスト異動');

    // bad definitions: field paths; a device self-report in a person package; a stale version
    const badForm = { ...walkDefinition, steps: [{ ...walkDefinition.steps[0]!, tasks: [{ ...walkDefinition.steps[0]!.tasks[0]!, formId: 'nope' }] }] };
    let res = await call('PATCH', `${base}/${patternId}`, { name: name('', 'x'), description: null, definition: badForm, version: created.version });
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['definition.steps.0.tasks.0.formId', 'name.ja'], 'every field at fault at once');
    const selfReport = { ...walkDefinition, steps: [{ ...walkDefinition.steps[1]!, tasks: [{ ...walkDefinition.steps[1]!.tasks[0]!, kind: 'DEVICE_SELF_REPORT' }] }] };
    res = await call('PATCH', `${base}/${patternId}`, { name: name('x', 'x'), description: null, definition: selfReport, version: created.version });
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['definition.steps.0.tasks.0.kind']);
    res = await call('PATCH', `${base}/${patternId}`, { name: name('x', 'x'), description: null, definition: walkDefinition, version: created.version + 5 });
    assert.equal(res.status, 409);
    const updated = await ok(operationPatternDetailSchema, 'PATCH', `${base}/${patternId}`, { name: name('テスト異動', 'Test transfer'), description: name('説明', 'About'), definition: walkDefinition, version: created.version });
    assert.equal(updated.stepCount, 3);
    assert.equal(updated.taskCount, 4);
    assert.equal(updated.version, created.version + 1);

    // start: bad bodies, then two subjects
    res = await call('POST', `${base}/${patternId}`, { anchorDate: '2026-13-01', title: null, subjectIds: ['x'], deviceCategories: null });
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['anchorDate', 'subjectIds.0']);
    res = await call('POST', `${base}/${patternId}`, { anchorDate: '2026-04-01', title: null, subjectIds: null, deviceCategories: ['IN_USED'] });
    assert.deepEqual(paths(res), ['deviceCategories'], 'device categories belong to device packages');
    res = await call('POST', `${base}/${patternId}`, { anchorDate: '2026-04-01', title: null, subjectIds: [labor.people[0]], deviceCategories: ['IN_USED'] });
    assert.deepEqual(paths(res), ['subjectIds'], 'not both');
    const started = await ok(v.object({ requestId: v.string(), instanceIds: v.array(v.string()) }), 'POST', `${base}/${patternId}`, { anchorDate: '2026-04-01', title: '4月異動', subjectIds: labor.people.slice(0, 2), deviceCategories: null }, 201);
    assert.equal(started.instanceIds.length, 2);
    res = await call('POST', `${base}/${patternId}`, { anchorDate: '2026-04-02', title: null, subjectIds: [labor.people[1], labor.people[2]], deviceCategories: null });
    assert.equal(res.status, 409, 'a subject already has this pattern in progress');
    assert.deepEqual(paths(res), ['subjectIds']);
    assert.match(res.body.message, /進行中/);
    assert.equal((await ok(v.object({ count: v.number() }), 'GET', `${base}/${patternId}/count-in-progress`)).count, 2, 'the refused start added nothing');
    const requests = (await ok(requestsOf, 'GET', `${base}/${patternId}/requests`)).items;
    assert.deepEqual(requests.map((r) => [r.id, r.title, r.instanceCount, r.inProgressCount]), [[started.requestId, '4月異動', 2, 2]]);
    const rows = (await ok(instancesOf, 'GET', `${base}/${patternId}/instances?requestId=${started.requestId}&sortColumn=subject`)).items;
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[0]!.currentStep, { index: 0, name: '書類提出' });
    assert.deepEqual(rows[0]!.progress, { done: 0, total: 4 });
    // the anchor is past: a task due before the start day is due on the start day (issue 30)
    const startDay = tokyoToday();
    assert.equal(rows[0]!.nextDueDate, startDay > '2026-03-29' ? startDay : '2026-03-29');

    const [id, other] = started.instanceIds as [string, string];
    const instanceUrl = `${P('LABOR')}/operation-instances/${id}`;
    let inst: OperationInstanceDetail = await ok(operationInstanceDetailSchema, 'GET', instanceUrl);
    assert.equal(inst.patternName, 'テスト異動');
    assert.deepEqual(inst.steps.map((s) => s.status), ['OPEN', 'WAITING', 'WAITING']);
    assert.equal(inst.forms[0]?.id, 'notice');
    const taskId = (key: string) => inst.steps.flatMap((s) => s.tasks).find((x) => x.key === key)!.id;
    const complete = (key: string, body: object) => call('POST', `${instanceUrl}/tasks/${taskId(key)}/complete`, { comment: null, formValues: null, decision: null, ...body });

    // refusals: a waiting task, a form without values, an approval without a decision
    res = await complete('review', {});
    assert.equal(res.status, 409);
    assert.match(res.body.message, /未着手|進行中|完了/);
    res = await complete('form', { formValues: { reason: '', days: 'x' } });
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['formValues.days', 'formValues.reason']);
    inst = await ok(operationInstanceDetailSchema, 'POST', `${instanceUrl}/tasks/${taskId('form')}/complete`, { comment: '代理で提出', formValues: { reason: '組織変更', days: 3 }, decision: null });
    inst = await ok(operationInstanceDetailSchema, 'POST', `${instanceUrl}/tasks/${taskId('prepare')}/complete`, { comment: null, formValues: null, decision: null });
    assert.deepEqual(inst.steps.map((s) => s.status), ['DONE', 'OPEN', 'WAITING']);
    res = await complete('approve', {});
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['decision']);

    // send back: the documents step opens again with the comment
    inst = await ok(operationInstanceDetailSchema, 'POST', `${instanceUrl}/tasks/${taskId('approve')}/complete`, { comment: '理由を詳しく', formValues: null, decision: 'SENT_BACK' });
    assert.deepEqual(inst.steps.map((s) => s.status), ['OPEN', 'WAITING', 'WAITING']);
    assert.equal(inst.steps[0]!.tasks[0]!.comment, '理由を詳しく');
    assert.deepEqual(inst.steps[0]!.tasks[0]!.formValues, { reason: '組織変更', days: 3 });
    assert.equal(inst.steps[1]!.tasks[0]!.decision, 'SENT_BACK');
    assert.equal(inst.currentStep?.index, 0);

    // and through to completion
    await ok(operationInstanceDetailSchema, 'POST', `${instanceUrl}/tasks/${taskId('form')}/complete`, { comment: null, formValues: { reason: '組織変更に伴う異動', days: null }, decision: null });
    await ok(operationInstanceDetailSchema, 'POST', `${instanceUrl}/tasks/${taskId('prepare')}/complete`, { comment: null, formValues: null, decision: null });
    await ok(operationInstanceDetailSchema, 'POST', `${instanceUrl}/tasks/${taskId('approve')}/complete`, { comment: '承認します', formValues: null, decision: 'APPROVED' });
    inst = await ok(operationInstanceDetailSchema, 'POST', `${instanceUrl}/tasks/${taskId('review')}/complete`, { comment: null, formValues: null, decision: null });
    assert.equal(inst.status, 'COMPLETED');
    assert.equal(inst.currentStep, null);
    assert.deepEqual(inst.progress, { done: 4, total: 4 });
    assert.ok(inst.completedAt);
    assert.equal((await complete('review', {})).status, 409, 'a closed instance moves no more');
    const completedRows = (await ok(instancesOf, 'GET', `${base}/${patternId}/instances?status=COMPLETED`)).items;
    assert.deepEqual(completedRows.map((r) => r.id), [id]);

    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=OPERATION_INSTANCE&resourceId=${id}&pageSize=200`)).body).items;
    assert.ok(history.some((e) => e.action === 'CREATE'), 'the start');
    assert.ok(history.some((e) => e.changes.some((c) => c.field === 'status' && c.after === 'COMPLETED')), 'the completion');
    assert.ok(history.some((e) => e.changes.some((c) => c.field.endsWith('completedOnBehalf'))), 'done on behalf');
    const patternHistory = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=OPERATION_PATTERN&resourceId=${patternId}`)).body).items;
    assert.deepEqual(patternHistory.map((e) => e.action).sort(), ['CREATE', 'UPDATE']);

    // abort: bad body, stale version, once, twice
    const otherUrl = `${P('LABOR')}/operation-instances/${other}`;
    const before = await ok(operationInstanceDetailSchema, 'GET', otherUrl);
    res = await call('PATCH', `${otherUrl}/abort`, { reason: '  ', version: before.version });
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['reason']);
    assert.equal((await call('PATCH', `${otherUrl}/abort`, { reason: '異動取消', version: before.version + 1 })).status, 409);
    const aborted = await ok(operationInstanceDetailSchema, 'PATCH', `${otherUrl}/abort`, { reason: '異動取消', version: before.version });
    assert.equal(aborted.status, 'ABORTED');
    assert.equal(aborted.abortReason, '異動取消');
    assert.equal(aborted.abortedBy?.name, '山田 太郎');
    assert.deepEqual(aborted.steps.map((s) => s.status), ['CANCELED', 'CANCELED', 'CANCELED']);
    res = await call('PATCH', `${otherUrl}/abort`, { reason: '異動取消', version: aborted.version }, admin, 'en-US');
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'Only an instance in progress can be aborted.');

    // archive: the start is refused; archiving twice is refused; restore
    await ok(operationPatternDetailSchema, 'PATCH', `${base}/${patternId}/archive`);
    assert.equal((await call('PATCH', `${base}/${patternId}/archive`)).status, 409);
    res = await call('POST', `${base}/${patternId}`, { anchorDate: '2026-04-01', title: null, subjectIds: [labor.people[2]], deviceCategories: null });
    assert.equal(res.status, 409);
    assert.ok((await ok(patternsOf, 'GET', `${base}?archived=true`)).items.some((p) => p.id === patternId));
    await ok(operationPatternDetailSchema, 'PATCH', `${base}/${patternId}/unarchive`);
    assert.equal((await call('POST', `${base}/${patternId}`, { anchorDate: '2026-04-01', title: null, subjectIds: [labor.people[2]], deviceCategories: null })).status, 201);

    // a copy keeps the definition
    const copy = await ok(v.object({ id: v.string() }), 'POST', base, { copyFromPatternId: patternId }, 201);
    const copied = await ok(operationPatternDetailSchema, 'GET', `${base}/${copy.id}`);
    assert.deepEqual(copied.definition, updated.definition);
    assert.equal(copied.name, 'テスト異動（コピー）');
  });

  it('archives a package: its patterns start nothing new; the archive tab shows it', async () => {
    const items = (await ok(packagesOf, 'GET', `${P('GA')}/operation-packages`)).items;
    const pkg = items.find((p) => p.kind === 'EQUIPMENT_ROUND')!;
    const pattern = (await ok(patternsOf, 'GET', `${P('GA')}/operation-packages/${pkg.id}/patterns`)).items[0]!;
    const archived = await ok(v.object({ archived: v.boolean(), version: v.number() }), 'PATCH', `${P('GA')}/operation-packages/${pkg.id}/archive`);
    assert.equal(archived.archived, true);
    assert.equal((await call('PATCH', `${P('GA')}/operation-packages/${pkg.id}/archive`)).status, 409);
    const places = await server.database.db.select({ id: t.places.id }).from(t.places).where(eq(t.places.companyId, server.seed.customerCompanyId));
    const res = await call('POST', `${P('GA')}/operation-packages/${pkg.id}/patterns/${pattern.id}`, { anchorDate: '2026-04-01', title: null, subjectIds: [places.at(-1)!.id], deviceCategories: null });
    assert.equal(res.status, 409);
    assert.ok((await ok(packagesOf, 'GET', `${P('GA')}/operation-packages?tab=archive`)).items.some((p) => p.id === pkg.id));
    assert.equal((await call('POST', `${P('GA')}/operation-packages/${pkg.id}/patterns`)).status, 409, 'no new pattern in an archived package');
    await ok(v.object({ archived: v.boolean() }), 'PATCH', `${P('GA')}/operation-packages/${pkg.id}/unarchive`);
    assert.equal((await call('PATCH', `${P('GA')}/operation-packages/${pkg.id}/unarchive`)).status, 409);
  });

  it('answers 404 for non-UUID ids, unknown ids and another core\'s records, and 400 for bad queries', async () => {
    const laborPkg = labor.packageId;
    const patterns = (await ok(patternsOf, 'GET', `${P('LABOR')}/operation-packages/${laborPkg}/patterns`)).items;
    const instance = (await ok(instancesOf, 'GET', `${P('LABOR')}/operation-packages/${laborPkg}/patterns/${patterns[0]!.id}/instances?status=ALL`)).items[0]!;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `${P('LABOR')}/operation-packages/not-a-uuid`,
      `${P('LABOR')}/operation-packages/${unknown}/patterns`,
      `${P('LABOR')}/operation-packages/${laborPkg}/patterns/not-a-uuid`,
      `${P('LABOR')}/operation-instances/not-a-uuid`,
      `${P('LABOR')}/operation-instances/${unknown}`,
      `${P('GA')}/operation-packages/${laborPkg}`,
      `${P('GA')}/operation-packages/${laborPkg}/patterns/${patterns[0]!.id}/instances`,
      `${P('IT')}/operation-instances/${instance.id}`,
    ]) {
      assert.equal((await call('GET', url)).status, 404, url);
    }
    assert.equal((await call('PATCH', `${P('GA')}/operation-instances/${instance.id}/abort`, { reason: 'x', version: 1 })).status, 404);
    assert.equal((await call('POST', `${P('LABOR')}/operation-instances/${instance.id}/tasks/not-a-uuid/complete`, {})).status, 404);
    let res = await call('GET', `${P('LABOR')}/operation-packages?tab=old`);
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['tab']);
    res = await call('GET', `${P('LABOR')}/operation-packages/${laborPkg}/patterns/${patterns[0]!.id}/instances?pageSize=5000&sortColumn=x&status=DONE`);
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['pageSize', 'sortColumn', 'status']);
    res = await call('POST', `${P('LABOR')}/operation-packages/${laborPkg}/patterns`, { copyFromPatternId: unknown });
    assert.deepEqual(paths(res), ['copyFromPatternId']);
  });

  it('starts a device pattern for device categories in the IT core', async () => {
    const it = (await ok(packagesOf, 'GET', `${P('IT')}/operation-packages`)).items.find((p) => p.kind === 'DEVICE_PROVISIONING')!;
    const pattern = (await ok(patternsOf, 'GET', `${P('IT')}/operation-packages/${it.id}/patterns`)).items[0]!;
    const started = await ok(v.object({ requestId: v.string(), instanceIds: v.array(v.string()) }), 'POST', `${P('IT')}/operation-packages/${it.id}/patterns/${pattern.id}`, { anchorDate: '2026-04-01', title: null, subjectIds: null, deviceCategories: ['IN_PLACED'] }, 201);
    const placed = await server.database.db.select({ id: t.devices.id }).from(t.devices).where(eq(t.devices.category, 'IN_PLACED'));
    assert.equal(started.instanceIds.length, placed.filter(Boolean).length);
    const inst = await ok(operationInstanceDetailSchema, 'GET', `${P('IT')}/operation-instances/${started.instanceIds[0]}`);
    assert.equal(inst.subject.kind, 'DEVICE');
    assert.ok(inst.subject.detail, 'the device tag');
  });
});
