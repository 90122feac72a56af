import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  contractDetailSchema,
  contractEventSchema,
  contractRowSchema,
  contractStatusValues,
  contractTypeValues,
  csvImportResultSchema,
  listResponse,
  presignedUploadSchema,
  riskProvisionSchema,
  type CreateContractBody,
} from '@kanri/contracts';
import { contracts, people } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { addMonths, contractTerms, nextTermEnd } from './contracts';
import { tokyoToday } from '../lib/tokyo-date';

const rowsOf = listResponse(contractRowSchema);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const payload = (overrides: Partial<CreateContractBody> = {}): CreateContractBody => ({
  title: 'テスト用業務委託契約',
  contractNumber: null,
  contractType: 'DELEGATION',
  counterpartyName: '株式会社テスト',
  counterpartyContact: null,
  ourPartyName: '株式会社カンリ商事',
  startDate: '2026-04-01',
  endDate: '2027-03-31',
  autoRenewal: true,
  renewalTermMonths: 12,
  noticePeriodDays: 30,
  amount: 500000,
  currency: 'JPY',
  billingCycle: 'MONTHLY',
  notes: null,
  ...overrides,
});

describe('term dates', () => {
  it('adds months clamping the day, and rolls an auto-renewing term past its notice deadline', () => {
    assert.equal(addMonths('2026-01-31', 1), '2026-02-28');
    assert.equal(addMonths('2024-01-31', 1), '2024-02-29');
    assert.equal(addMonths('2026-11-15', 3), '2027-02-15');
    assert.equal(nextTermEnd('2026-03-31', 12), '2027-03-31');
    assert.equal(nextTermEnd('2026-09-30', 6), '2027-03-31');
    const base = { status: 'ACTIVE' as const, autoRenewal: true, endDate: '2026-03-31', renewalTermMonths: 12, noticePeriodDays: 30 };
    // deadline 2026-03-01 still ahead on 2026-02-20: this term, 9 days left, renewal soon
    assert.deepEqual(contractTerms(base, '2026-02-20'), { status: 'ACTIVE', currentTermEnd: '2026-03-31', noticeDeadline: '2026-03-01', daysUntilDeadline: 9, renewalSoon: true });
    // the deadline passed: the contract renews, the reminder is the next term's
    const later = contractTerms(base, '2026-03-05');
    assert.equal(later.currentTermEnd, '2027-03-31');
    assert.equal(later.noticeDeadline, '2027-03-01');
    assert.equal(later.renewalSoon, false);
    // without auto-renewal, past the end: EXPIRED, never "soon"
    const expired = contractTerms({ ...base, autoRenewal: false }, '2026-04-01');
    assert.equal(expired.status, 'EXPIRED');
    assert.equal(expired.renewalSoon, false);
    assert.equal(expired.daysUntilDeadline, -31);
    // indefinite: no deadline
    assert.deepEqual(contractTerms({ ...base, autoRenewal: false, endDate: null }, '2026-04-01'), { status: 'ACTIVE', currentTermEnd: null, noticeDeadline: null, daysUntilDeadline: null, renewalSoon: false });
  });
});

describe('contracts', () => {
  let server: TestServer;
  let admin: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie = admin, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const create = async (body: CreateContractBody) => {
    const res = await call('POST', '/v2/contracts', body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id as string;
  };
  const get = async (id: string) => {
    const res = await call('GET', `/v2/contracts/${id}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(contractDetailSchema, res.body);
  };
  const list = async (query: string) => {
    const res = await call('GET', `/v2/contracts?pageSize=1000&${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(rowsOf, res.body).items;
  };
  const move = (id: string, action: string, body: object) => call('POST', `/v2/contracts/${id}/${action}`, body);

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(() => server.close());

  it('seeds contracts of every type and state, renewals within 60 days, approvals and risk provisions', async () => {
    const all = await list('contractType=ALL');
    for (const type of contractTypeValues) assert.ok(all.some((c) => c.contractType === type && c.status === 'ACTIVE'), `an active ${type}`);
    for (const status of contractStatusValues) assert.ok(all.some((c) => c.status === status), `a ${status} contract`);
    assert.ok(all.filter((c) => c.renewalSoon).length >= 3, 'renewals coming up');
    assert.ok(all.some((c) => c.currency === 'USD') && all.some((c) => c.currency === 'IDR') && all.some((c) => c.currency === 'VND') && all.some((c) => c.currency === 'THB'));
    // the default tab is EMPLOYMENT
    assert.ok((await list('')).every((c) => c.contractType === 'EMPLOYMENT'));
    const saas = all.find((c) => c.contractType === 'SAAS_SOFTWARE' && c.status === 'ACTIVE')!;
    const detail = await get(saas.id);
    assert.equal(detail.subjects[0]?.subjectType, 'APP_INTEGRATION');
    assert.ok(detail.subjects[0]?.name, 'the app integration is named');
    const events = v.parse(v.object({ items: v.array(contractEventSchema) }), (await call('GET', `/v2/contracts/${saas.id}/events`)).body).items;
    assert.deepEqual(events.map((e) => e.kind), ['CREATED', 'SUBMITTED', 'APPROVED']);
    assert.equal(events[2]!.actor?.name, '高橋 誠');
    const risks = v.parse(v.object({ items: v.array(riskProvisionSchema) }), (await call('GET', `/v2/contracts/${saas.id}/risk-provisions`)).body).items;
    assert.ok(risks.length >= 1);
    const history = (await call('GET', `/v2/audit-logs?resourceType=CONTRACT&resourceId=${saas.id}`)).body;
    const entries = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), history).items;
    assert.ok(entries.some((e) => e.changes.some((c) => c.field === 'status' && c.after === 'ACTIVE')), 'the approval is in the history');
  });

  it('lets admins and the legal staff (法務, LEGAL only) in and answers 403 to HR, IT, GA and members on every contracts call', async () => {
    const seeded = (await list('contractType=ALL'))[0];
    const urls = ['/v2/contracts', '/v2/contracts-count', `/v2/contracts/${seeded!.id}`, `/v2/contracts/${seeded!.id}/events`, `/v2/contracts/${seeded!.id}/risk-provisions`, '/v2/contracts-csv?mode=edit-template&encoding=UTF-8'];
    for (const url of urls) assert.equal((await call('GET', url)).status, 200, url);
    const legal = await server.signIn(demoAccounts.legal);
    for (const url of urls) assert.equal((await call('GET', url, undefined, legal)).status, 200, `legal ${url}`);
    for (const account of [demoAccounts.hr, demoAccounts.it, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      for (const url of urls) assert.equal((await call('GET', url, undefined, cookie)).status, 403, `${account} ${url}`);
      assert.equal((await call('POST', '/v2/contracts', payload(), cookie)).status, 403, account);
      assert.equal((await call('POST', `/v2/contracts/${seeded!.id}/submit`, { version: 1 }, cookie)).status, 403, account);
    }
  });

  it('refuses bad input with field paths, an out-of-range page size and an unknown type; a non-UUID id is 404', async () => {
    const bad = await call('POST', '/v2/contracts', payload({ title: '　', startDate: '2026-04-01', endDate: '2026-03-01', renewalTermMonths: null, currency: 'EUR' as never, amount: 1.234 }), admin, 'en-US');
    assert.equal(bad.status, 400);
    const paths = (bad.body.fieldErrors as { path: string; message: string }[]).map((f) => f.path).sort();
    // the cross-field rules report too, as their fields are valid: the end before the start, auto-renewal without a term
    assert.deepEqual(paths, ['amount', 'currency', 'endDate', 'renewalTermMonths', 'title']);
    // the cross-field rules run once the fields are valid
    const cross = await call('POST', '/v2/contracts', payload({ endDate: '2026-03-01', renewalTermMonths: null }), admin, 'en-US');
    assert.equal(cross.status, 400);
    const byPath = Object.fromEntries((cross.body.fieldErrors as { path: string; message: string }[]).map((f) => [f.path, f.message]));
    assert.equal(byPath.endDate, 'The end date must be on or after the start date');
    assert.equal(byPath.renewalTermMonths, 'Enter the renewal term of an auto-renewing contract');
    const ja = await call('POST', '/v2/contracts', payload({ autoRenewal: true, endDate: null }));
    assert.equal(ja.body.fieldErrors[0].path, 'endDate');
    assert.match(ja.body.fieldErrors[0].message, /[ぁ-んァ-ン一-龯]/, 'localized in Japanese');
    assert.equal((await call('GET', '/v2/contracts?pageSize=1001')).status, 400);
    assert.equal((await call('GET', '/v2/contracts?pageSize=0')).status, 400);
    assert.equal((await call('GET', '/v2/contracts?contractType=ROBOT')).status, 400);
    assert.equal((await call('GET', '/v2/contracts?sortColumn=SALARY')).status, 400);
    assert.equal((await call('GET', '/v2/contracts/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/contracts/00000000-0000-4000-8000-000000000000')).status, 404);
  });

  it('filters by type and freeText, counts, and sorts by each column with the id as tie-breaker', async () => {
    await create(payload({ title: 'Sort-A 契約', contractNumber: 'SORT-2', contractType: 'OTHER', counterpartyName: 'Zeta', startDate: '2026-01-01', endDate: null, autoRenewal: false, renewalTermMonths: null }));
    await create(payload({ title: 'Sort-B 契約', contractNumber: 'SORT-1', contractType: 'OTHER', counterpartyName: 'Alpha', startDate: '2025-01-01', endDate: '2027-01-01', autoRenewal: false, renewalTermMonths: null }));
    const titles = async (q: string) => (await list(`contractType=OTHER&freeText=sort-&${q}`)).map((r) => r.title);
    assert.deepEqual(await titles('sortColumn=TITLE&sortOrder=asc'), ['Sort-A 契約', 'Sort-B 契約']);
    assert.deepEqual(await titles('sortColumn=TITLE&sortOrder=desc'), ['Sort-B 契約', 'Sort-A 契約']);
    assert.deepEqual(await titles('sortColumn=CONTRACT_NUMBER'), ['Sort-B 契約', 'Sort-A 契約']);
    assert.deepEqual(await titles('sortColumn=COUNTERPARTY'), ['Sort-B 契約', 'Sort-A 契約']);
    assert.deepEqual(await titles('sortColumn=START_DATE&sortOrder=desc'), ['Sort-A 契約', 'Sort-B 契約']);
    // blank end dates last both ways
    assert.deepEqual(await titles('sortColumn=END_DATE&sortOrder=desc'), ['Sort-B 契約', 'Sort-A 契約']);
    assert.deepEqual(await titles('sortColumn=END_DATE&sortOrder=asc'), ['Sort-B 契約', 'Sort-A 契約']);
    assert.equal((await list('contractType=EMPLOYMENT&freeText=sort-')).length, 0);
    assert.equal((await call('GET', '/v2/contracts-count?contractType=OTHER&freeText=sort-')).body.count, 2);
    assert.equal((await call('GET', '/v2/contracts-count?contractType=ALL&freeText=SORT-1')).body.count, 1);
  });

  it('moves through the lifecycle: submit, reject, resubmit, approve, renew, terminate; refuses the other moves with 409', async () => {
    const id = await create(payload({ title: 'ライフサイクル契約', contractNumber: 'LC-001' }));
    let c = await get(id);
    assert.equal(c.status, 'DRAFT');
    assert.deepEqual(c.allowedActions, ['submit']);
    // a draft cannot be approved, terminated or renewed
    for (const action of ['approve', 'terminate', 'renew']) {
      const body = { version: c.version, comment: 'x', terminatedOn: '2026-05-01', endDate: '2028-03-31', amount: null };
      const refused = await move(id, action, body);
      assert.equal(refused.status, 409, action);
      assert.equal(refused.body.code, 'CONFLICT');
    }
    assert.equal((await move(id, 'approve', { version: c.version })).body.message, '承認待ちの契約のみ承認できます。');
    // submit with a stale version: 409, nothing moves
    assert.equal((await move(id, 'submit', { version: c.version + 1 })).status, 409);
    const submitted = await move(id, 'submit', { version: c.version, comment: '稟議を申請します。' });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    c = v.parse(contractDetailSchema, submitted.body);
    assert.equal(c.status, 'UNDER_APPROVAL');
    assert.deepEqual(c.allowedActions, ['approve', 'reject']);
    // an edit or a delete is refused once submitted
    assert.equal((await call('PATCH', `/v2/contracts/${id}`, { ...payload(), version: c.version })).status, 409);
    assert.equal((await call('DELETE', `/v2/contracts/${id}`)).status, 409);
    // reject needs a reason
    const noReason = await move(id, 'reject', { version: c.version });
    assert.equal(noReason.status, 400);
    assert.equal(noReason.body.fieldErrors[0].path, 'comment');
    c = v.parse(contractDetailSchema, (await move(id, 'reject', { version: c.version, comment: '金額の根拠を添付してください。' })).body);
    assert.equal(c.status, 'DRAFT');
    // the draft can be edited again (409 on a stale version), then resubmitted and approved
    assert.equal((await call('PATCH', `/v2/contracts/${id}`, { ...payload({ title: 'ライフサイクル契約', contractNumber: 'LC-001' }), version: c.version - 1 })).status, 409);
    const edited = await call('PATCH', `/v2/contracts/${id}`, { ...payload({ title: 'ライフサイクル契約（改訂）', contractNumber: 'LC-001', amount: 480000 }), version: c.version });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    c = v.parse(contractDetailSchema, edited.body);
    c = v.parse(contractDetailSchema, (await move(id, 'submit', { version: c.version })).body);
    const approved = await move(id, 'approve', { version: c.version, comment: '承認します。' });
    assert.equal(approved.status, 200);
    c = v.parse(contractDetailSchema, approved.body);
    assert.equal(c.status, 'ACTIVE');
    assert.deepEqual(c.allowedActions, ['terminate', 'renew']);
    assert.ok((await list('contractType=DELEGATION&freeText=LC-001')).some((r) => r.id === id && r.status === 'ACTIVE'));

    // renew: the next term must end after this one; the new record is ACTIVE, the old RENEWED, the number kept
    const early = await move(id, 'renew', { version: c.version, endDate: '2027-03-31', amount: null });
    assert.equal(early.status, 400);
    assert.equal(early.body.fieldErrors[0].path, 'endDate');
    const renewed = await move(id, 'renew', { version: c.version, endDate: '2028-03-31', amount: 520000, comment: '単価改定のうえ更新' });
    assert.equal(renewed.status, 201, JSON.stringify(renewed.body));
    const next = await get(renewed.body.id);
    assert.equal(next.status, 'ACTIVE');
    assert.equal(next.startDate, '2027-04-01');
    assert.equal(next.amount, 520000);
    assert.equal(next.contractNumber, 'LC-001');
    assert.equal(next.previousContractId, id);
    const old = await get(id);
    assert.equal(old.status, 'RENEWED');
    assert.equal(old.nextContractId, next.id);
    assert.deepEqual(old.allowedActions, []);
    assert.equal((await move(id, 'terminate', { version: old.version, terminatedOn: '2026-06-30', comment: 'x' })).status, 409);
    // terminate the new term
    const terminated = await move(next.id, 'terminate', { version: next.version, terminatedOn: '2027-09-30', comment: '事業縮小のため' });
    assert.equal(terminated.status, 200);
    assert.equal(v.parse(contractDetailSchema, terminated.body).status, 'TERMINATED');
    // the timelines
    const kinds = async (contractId: string) => v.parse(v.object({ items: v.array(contractEventSchema) }), (await call('GET', `/v2/contracts/${contractId}/events`)).body).items.map((e) => e.kind);
    assert.deepEqual(await kinds(id), ['CREATED', 'SUBMITTED', 'REJECTED', 'SUBMITTED', 'APPROVED', 'RENEWED']);
    assert.deepEqual(await kinds(next.id), ['RENEWED_FROM', 'TERMINATED']);
  });

  it('keeps contract numbers unique (409 at contractNumber), deletes drafts only', async () => {
    await create(payload({ contractNumber: 'UNIQ-1' }));
    const taken = await call('POST', '/v2/contracts', payload({ contractNumber: 'UNIQ-1' }));
    assert.equal(taken.status, 409);
    assert.equal(taken.body.fieldErrors[0].path, 'contractNumber');
    const draft = await create(payload({ contractNumber: 'UNIQ-2' }));
    assert.equal((await call('DELETE', `/v2/contracts/${draft}`)).status, 204);
    assert.equal((await call('GET', `/v2/contracts/${draft}`)).status, 404);
  });

  it('adds and removes covered records and risk provisions, each in the audit log', async () => {
    const id = await create(payload({ title: 'カバー範囲テスト' }));
    const [person] = await server.database.db.select({ id: people.id }).from(people).where(eq(people.companyId, seedCompanyIds.customer)).limit(1);
    const added = await call('POST', `/v2/contracts/${id}/subjects`, { subjectType: 'PERSON', subjectId: person!.id, note: '受託者' });
    assert.equal(added.status, 201);
    assert.equal((await call('POST', `/v2/contracts/${id}/subjects`, { subjectType: 'PERSON', subjectId: person!.id })).status, 409);
    const missing = await call('POST', `/v2/contracts/${id}/subjects`, { subjectType: 'DEVICE', subjectId: person!.id });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.fieldErrors[0].path, 'subjectId');
    const c = await get(id);
    assert.equal(c.subjects.length, 1);
    assert.ok(c.subjects[0]!.name);
    assert.equal((await call('DELETE', `/v2/contracts/${id}/subjects/${added.body.id}`)).status, 204);
    assert.equal((await get(id)).subjects.length, 0);

    const risk = await call('POST', `/v2/contracts/${id}/risk-provisions`, { clauseKind: 'LIABILITY_CAP', clauseReference: '第15条', riskLevel: 'HIGH', note: '上限なし' });
    assert.equal(risk.status, 201);
    const badRisk = await call('POST', `/v2/contracts/${id}/risk-provisions`, { clauseKind: 'NOPE', clauseReference: null, riskLevel: 'HIGH', note: null });
    assert.equal(badRisk.status, 400);
    assert.equal(badRisk.body.fieldErrors[0].path, 'clauseKind');
    const updated = await call('PATCH', `/v2/contracts/${id}/risk-provisions/${risk.body.id}`, { clauseKind: 'LIABILITY_CAP', clauseReference: '第15条', riskLevel: 'LOW', note: '上限を委託料総額に修正済み', version: 1 });
    assert.equal(v.parse(riskProvisionSchema, updated.body).riskLevel, 'LOW');
    assert.equal(updated.body.version, 2);
    assert.equal((await call('DELETE', `/v2/contracts/${id}/risk-provisions/${risk.body.id}`)).status, 204);
    assert.equal((await call('DELETE', `/v2/contracts/${id}/risk-provisions/${risk.body.id}`)).status, 404);
    const log = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=CONTRACT_RISK_PROVISION&resourceId=${risk.body.id}`)).body).items;
    assert.deepEqual(log.map((e) => e.action), ['DELETE', 'UPDATE', 'CREATE']);
  });

  it('refuses a risk provision update with a stale version (issue 29): 409, nothing changes', async () => {
    const id = await create(payload({ title: 'リスク条項の同時編集' }));
    const risk = await call('POST', `/v2/contracts/${id}/risk-provisions`, { clauseKind: 'CONFIDENTIALITY', clauseReference: '第8条', riskLevel: 'MEDIUM', note: null });
    const url = `/v2/contracts/${id}/risk-provisions/${risk.body.id}`;
    const list = async () => v.parse(v.object({ items: v.array(riskProvisionSchema) }), (await call('GET', `/v2/contracts/${id}/risk-provisions`)).body).items;
    const [read] = await list();
    assert.equal(read!.version, 1);
    // two editors read version 1; the first raises the level, the second's full save would undo it
    const first = await call('PATCH', url, { clauseKind: 'CONFIDENTIALITY', clauseReference: '第8条', riskLevel: 'HIGH', note: null, version: read!.version });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const stale = await call('PATCH', url, { clauseKind: 'CONFIDENTIALITY', clauseReference: '第8条', riskLevel: 'MEDIUM', note: '確認済み', version: read!.version });
    assert.equal(stale.status, 409, JSON.stringify(stale.body));
    assert.equal(stale.body.code, 'CONFLICT');
    assert.equal(stale.body.fieldErrors, undefined, 'a stale version is no field error');
    const missing = await call('PATCH', url, { clauseKind: 'CONFIDENTIALITY', clauseReference: null, riskLevel: 'LOW', note: null });
    assert.deepEqual(missing.body.fieldErrors.map((f: { path: string }) => f.path), ['version']);
    const [now] = await list();
    assert.deepEqual([now!.riskLevel, now!.note, now!.version], ['HIGH', null, 2]);
  });

  it('imports a CSV of one contract type all or nothing, and 404 for an unknown type', async () => {
    const upload = async (text: string) => {
      const presign = await call('GET', '/v2/s3/presigned-url/import-csv?filename=contracts.csv');
      const { url, key } = v.parse(presignedUploadSchema, presign.body);
      const put = await server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'text/csv' }, payload: Buffer.from(text) });
      assert.equal(put.statusCode, 200, put.body);
      return key;
    };
    const run = async (key: string, dryrun: boolean, segment = 'saas-software') => {
      const res = await call('POST', `/v2/contracts-csv/${segment}`, { uploadedFileKey: key, dryrun });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return v.parse(csvImportResultSchema, res.body);
    };
    const imported = async () =>
      (await server.database.db.select({ n: count() }).from(contracts).where(and(eq(contracts.companyId, seedCompanyIds.customer), eq(contracts.contractType, 'SAAS_SOFTWARE'))))[0]!.n;
    const header = '契約名,契約番号,契約相手方,当社当事者,開始日,終了日,自動更新,更新期間（月）,解約予告期間（日）,契約金額,通貨,請求サイクル';
    const good = `${header}\nCSV SaaS A,CSV-001,Vendor A,株式会社カンリ商事,2026-04-01,2027-03-31,はい,12,30,"1,200",USD,年額\nCSV SaaS B,CSV-002,Vendor B,株式会社カンリ商事,2026-05-01,,いいえ,,,,JPY,Monthly\n`;
    const bad = `${header}\nCSV SaaS C,CSV-003,Vendor C,株式会社カンリ商事,2026-04-01,2026-03-01,はい,,30,100,JPY,年額\nCSV SaaS D,CSV-001,Vendor D,株式会社カンリ商事,2026-04-01,2027-03-31,たぶん,12,30,100,EUR,毎日\n`;
    const before = await imported();
    // a file with errors: the dry run names each cell; the real import writes nothing
    const badKey = await upload(bad);
    const dry = await run(badKey, true);
    assert.equal(dry.summary.errorRowsCount, 2);
    const row2 = dry.records.find((r) => r.rowNumber === 2)!;
    assert.ok(row2.values.endDate!.errors.length && row2.values.renewalTermMonths!.errors.length);
    const row3 = dry.records.find((r) => r.rowNumber === 3)!;
    assert.ok(row3.values.autoRenewal!.errors.length && row3.values.currency!.errors.length && row3.values.billingCycle!.errors.length);
    const rejected = await run(badKey, false);
    assert.equal(rejected.outcome, 'REJECTED');
    assert.equal(await imported(), before);
    // a good file: both rows become drafts of the URL's type
    const goodKey = await upload(good);
    assert.equal((await run(goodKey, true)).summary.errorRowsCount, 0);
    const done = await run(goodKey, false);
    assert.equal(done.outcome, 'IMPORTED');
    assert.equal(await imported(), before + 2);
    const rows = await list('contractType=SAAS_SOFTWARE&freeText=csv saas');
    assert.deepEqual(rows.map((r) => [r.title, r.status, r.currency, r.amount, r.billingCycle, r.autoRenewal]), [
      ['CSV SaaS A', 'DRAFT', 'USD', 1200, 'YEARLY', true],
      ['CSV SaaS B', 'DRAFT', 'JPY', null, 'MONTHLY', false],
    ]);
    const events = v.parse(v.object({ items: v.array(contractEventSchema) }), (await call('GET', `/v2/contracts/${rows[0]!.id}/events`)).body).items;
    assert.deepEqual(events.map((e) => e.kind), ['IMPORTED']);
    // the same numbers again: taken
    const again = await run(await upload(good), true);
    assert.equal(again.summary.errorRowsCount, 2);
    assert.equal((await call('POST', '/v2/contracts-csv/robot', { uploadedFileKey: goodKey, dryrun: true })).status, 404);
    // the template is in the request's language
    const template = await call('GET', '/v2/contracts-csv?mode=edit-template&encoding=UTF-8&contractType=LEASE');
    assert.equal(template.status, 200);
    assert.match(template.body.fileName, /template_contracts-lease\.csv/);
  });

  it('keeps an English title beside the title (issue 30): English shows it, Japanese the title typed, falling back to it; CSV has its column', async () => {
    // seeded contracts are titled in both languages
    const seededEn = (await call('GET', '/v2/contracts?contractType=SERVICE&freeText=SVC-002', undefined, admin, 'en-US')).body.items[0];
    assert.deepEqual([seededEn.title, seededEn.titleJa, seededEn.titleEn], ['Security services agreement', '警備業務契約', 'Security services agreement']);
    assert.equal((await list('contractType=SERVICE&freeText=SVC-002'))[0]!.title, '警備業務契約');

    const id = await create(payload({ title: 'バイリンガル契約 乙', titleEn: '  Bilingual contract B ', contractType: 'OTHER' }));
    const other = await create(payload({ title: 'バイリンガル契約 甲', titleEn: 'Bilingual contract C', contractType: 'OTHER' }));
    const en = async (q: string) => v.parse(rowsOf, (await call('GET', `/v2/contracts?pageSize=1000&contractType=OTHER&${q}`, undefined, admin, 'en-US')).body).items;
    // English rows show and sort by the English title, and find either title
    assert.deepEqual((await en('freeText=bilingual&sortColumn=TITLE')).map((r) => r.title), ['Bilingual contract B', 'Bilingual contract C']);
    assert.deepEqual((await list('contractType=OTHER&freeText=bilingual&sortColumn=TITLE')).map((r) => r.title), ['バイリンガル契約 乙', 'バイリンガル契約 甲']);
    assert.equal((await call('GET', '/v2/contracts-count?contractType=OTHER&freeText=contract%20c')).body.count, 1);
    const detail = await get(id);
    assert.deepEqual([detail.title, detail.titleJa, detail.titleEn], ['バイリンガル契約 乙', 'バイリンガル契約 乙', 'Bilingual contract B']);

    // an update without titleEn keeps it; an empty one clears it and English falls back to the title
    const { titleEn: _kept, ...withoutEnglish } = payload({ title: 'バイリンガル契約 乙', contractType: 'OTHER' });
    assert.equal((await call('PATCH', `/v2/contracts/${id}`, { ...withoutEnglish, version: detail.version })).status, 200);
    assert.equal((await get(id)).titleEn, 'Bilingual contract B');
    const cleared = await call('PATCH', `/v2/contracts/${id}`, { ...withoutEnglish, titleEn: ' ', version: detail.version + 1 }, admin, 'en-US');
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.deepEqual([cleared.body.title, cleared.body.titleEn], ['バイリンガル契約 乙', null]);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=CONTRACT&resourceId=${id}`)).body).items;
    assert.ok(history.some((e) => e.changes.some((c) => c.field === 'titleEn' && c.before === 'Bilingual contract B' && c.after === null)));

    // 400 at titleEn
    for (const titleEn of ['x'.repeat(201), 42]) {
      const bad = await call('POST', '/v2/contracts', { ...payload(), titleEn }, admin, 'en-US');
      assert.equal(bad.status, 400);
      assert.deepEqual((bad.body.fieldErrors as { path: string }[]).map((f) => f.path), ['titleEn']);
    }
    assert.equal((await call('DELETE', `/v2/contracts/${other}`)).status, 204);

    // the CSV: the template names the column in the request's language, and an import fills it
    const template = await call('GET', '/v2/contracts-csv?mode=edit-template&encoding=UTF-8&contractType=OTHER', undefined, admin, 'en-US');
    const file = await server.app.inject({ method: 'GET', url: template.body.url });
    assert.match(file.body.split(/\r?\n/)[0]!, /^\uFEFF?Title,English title,Contract number,/);
    const presign = await call('GET', '/v2/s3/presigned-url/import-csv?filename=contracts.csv');
    const { url, key } = v.parse(presignedUploadSchema, presign.body);
    const csv = 'Title,English title,Counterparty,Our party,Start date\n英語名つきCSV契約,English titled CSV contract,Vendor E,株式会社カンリ商事,2026-04-01\n';
    assert.equal((await server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'text/csv' }, payload: Buffer.from(csv) })).statusCode, 200);
    const imported = await call('POST', '/v2/contracts-csv/other', { uploadedFileKey: key, dryrun: false });
    assert.equal(imported.body.outcome, 'IMPORTED', JSON.stringify(imported.body));
    assert.equal((await en('freeText=english%20titled'))[0]?.title, 'English titled CSV contract');
  });

  it('answers today in Japan for the renewal reminders of the list', async () => {
    const id = await create(payload({ title: 'リマインダー契約', startDate: addDays(tokyoToday(), -300), endDate: addDays(tokyoToday(), 40), noticePeriodDays: 10 }));
    const [row] = (await list('contractType=DELEGATION&freeText=リマインダー')).filter((r) => r.id === id);
    assert.equal(row!.noticeDeadline, addDays(tokyoToday(), 30));
    assert.equal(row!.daysUntilDeadline, 30);
    // a draft is not "renewal soon": only an active contract renews
    assert.equal(row!.renewalSoon, false);
  });
});
