import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { csvExportResultSchema, csvImportResultSchema, publicIdDetailSchema, publicIdFileSchema, publicIdRowSchema, type CsvImportResult } from '@kanri/contracts';
import { auditLogs, people, publicIdFiles, publicIds } from '../../schema';
import { demoAccounts, seedCompanyIds } from '../../seed/seed';
import { startTestServer, type TestServer } from '../../test/support';
import { PublicIdCipher } from './cipher';
import { parseKeyring } from './keyring';
import { rotatePublicIdKeys } from './records';

/**
 * The public ID calls and My Number's rules (docs/public-ids.md "My Number rules": each rule names
 * the test below that proves it).
 */

/**
 * The check digit of a My Number, written here from the ordinance's text independently of the
 * product's code (行政手続における特定の個人を識別するための番号の利用等に関する法律施行規則 第1条):
 * Pn = the n-th digit from the right of the first 11, Qn = n + 1 (1 ≤ n ≤ 6) or n − 5 (7 ≤ n ≤ 11),
 * check = 0 when Σ Pn·Qn mod 11 ≤ 1, else 11 − (Σ Pn·Qn mod 11).
 * Worked example: for 12345678901 the digits from the right are 1,0,9,8,7,6,5,4,3,2,1 and the
 * weights 2,3,4,5,6,7,2,3,4,5,6: Σ = 2+0+36+40+42+42+10+12+12+10+6 = 212, 212 mod 11 = 3, so the
 * check digit is 11 − 3 = 8 and 123456789018 is a valid My Number.
 */
function referenceCheckDigit(first11: string): number {
  const digits = [...first11].map(Number).reverse();
  const sum = digits.reduce((s, p, i) => s + p * (i + 1 <= 6 ? i + 2 : i + 1 - 5), 0);
  return sum % 11 <= 1 ? 0 : 11 - (sum % 11);
}
const validMyNumber = (first11: string) => first11 + referenceCheckDigit(first11);
/** The same 11 digits with any other last digit: refused. */
const wrongCheckDigit = (first11: string) => first11 + ((referenceCheckDigit(first11) + 1) % 10);

const key = () => randomBytes(32).toString('base64');
const k1 = `test-k1:${key()}`;
const k2 = `test-k2:${key()}`;
const savedKeys = process.env.KANRI_PUBLIC_ID_KEYS;

describe('public IDs and My Number', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  let it_: string;
  let ga: string;
  let member: string;
  const db = () => server.database.db;
  const call = async (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const res = await server.app.inject({ method, url, headers: { cookie, 'accept-language': 'en-US' }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Record<string, unknown> & { fieldErrors?: { path: string; message: string }[] }, raw: res };
  };
  const paths = (res: { body: { fieldErrors?: { path: string }[] } }) => (res.body.fieldErrors ?? []).map((f) => f.path);
  /** Active employees of the demo company without any public ID yet (fresh people for each test). */
  let freshPeople: { id: string; workerNumber: string }[] = [];
  const freshPerson = () => freshPeople.shift()!;
  const base = { issueDate: '2020-04-01', expiryDate: '2030-03-31', issuingCountry: 'JP', nameOnDocument: null, issuingAuthority: null, note: null };
  const createMyNumber = async (cookie: string, number: string, personId = freshPerson().id) =>
    call(cookie, 'POST', '/v2/public-ids', { ...base, personId, publicIdType: 'NATIONAL_ID', nationalIdType: 'MY_NUMBER', number });
  const createPassport = async (cookie: string, number: string, personId = freshPerson().id) =>
    call(cookie, 'POST', '/v2/public-ids', { ...base, personId, publicIdType: 'TRAVEL_DOCUMENT', nationalIdType: null, number, nameOnDocument: 'TEST PERSON' });
  let counter = 0;
  /** A fresh valid My Number (11 digits from a counter, then the check digit). */
  const nextMyNumber = () => validMyNumber(String(90_000_000_000 + ++counter * 7919).slice(0, 11));

  before(async () => {
    process.env.KANRI_PUBLIC_ID_KEYS = k1;
    server = await startTestServer({}, 200);
    [admin, hr, it_, ga, member] = (await Promise.all([demoAccounts.admin, demoAccounts.hr, demoAccounts.it, demoAccounts.ga, demoAccounts.member].map((e) => server.signIn(e)))) as [string, string, string, string, string];
    freshPeople = await db()
      .select({ id: people.id, workerNumber: people.workerNumber })
      .from(people)
      .where(and(eq(people.companyId, seedCompanyIds.customer), eq(people.status, 'ACTIVE'), sql`NOT EXISTS (SELECT 1 FROM public_ids p WHERE p.person_id = ${people.id})`))
      .orderBy(people.workerNumber);
    assert.ok(freshPeople.length > 30, 'the seed leaves people without public IDs');
  });
  after(async () => {
    await server.close();
    if (savedKeys === undefined) delete process.env.KANRI_PUBLIC_ID_KEYS;
    else process.env.KANRI_PUBLIC_ID_KEYS = savedKeys;
  });

  it('the reference formula gives the published example 123456789018 (rule 1: check digit)', () => {
    assert.equal(referenceCheckDigit('12345678901'), 8);
  });

  it('lets HR and admins in and answers 403 to IT, GA and members on every public ID call', async () => {
    const created = await createPassport(hr, 'TR1234567');
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as string;
    const personId = (await db().select({ personId: publicIds.personId }).from(publicIds).where(eq(publicIds.id, id)))[0]!.personId;
    const calls: [string, string, unknown?][] = [
      ['GET', '/v2/public-ids'],
      ['GET', '/v2/public-ids-count'],
      ['GET', `/v2/public-ids/${id}`],
      ['PATCH', `/v2/public-ids/${id}`, { ...base, nationalIdType: null, version: 1 }],
      ['POST', `/v2/public-ids/${id}/reveal`, { reason: 'Visa application' }],
      ['GET', `/v2/people/${personId}/public-ids`],
      ['GET', '/v2/public-id-permissions'],
      ['GET', `/v2/public-ids/${id}/files`],
      ['POST', `/v2/public-ids/${id}/files/upload-url`, { fileName: 'front.png', contentType: 'image/png', sizeBytes: 100 }],
      ['GET', '/v2/public-ids-csv?mode=view'],
    ];
    for (const [method, url, body] of calls) {
      for (const cookie of [admin, hr]) {
        const res = await call(cookie, method as 'GET', url, body);
        assert.ok(res.status === 200 || res.status === 201, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
        if (method === 'PATCH') (body as { version: number }).version += 1;
      }
      for (const cookie of [it_, ga, member]) assert.equal((await call(cookie, method as 'GET', url, body)).status, 403, `${method} ${url}`);
    }
    for (const cookie of [it_, ga, member]) {
      assert.equal((await createPassport(cookie, 'TR7654321')).status, 403);
      assert.equal((await call(cookie, 'DELETE', `/v2/public-ids/${id}`)).status, 403);
      assert.equal((await call(cookie, 'POST', '/v2/public-ids-csv/NATIONAL_ID', { uploadedFileKey: 'x', dryrun: true })).status, 403);
      const fileId = '00000000-0000-4000-8000-000000000000';
      assert.equal((await call(cookie, 'POST', `/v2/public-ids/${id}/files`, { key: 'public-id/x/y.png', fileName: 'a.png', side: 'FRONT' })).status, 403);
      assert.equal((await call(cookie, 'GET', `/v2/public-ids/${id}/files/${fileId}/download-url`)).status, 403);
      assert.equal((await call(cookie, 'DELETE', `/v2/public-ids/${id}/files/${fileId}`)).status, 403);
    }
    assert.equal((await call(admin, 'DELETE', `/v2/public-ids/${id}`)).status, 204);
  });

  it('tells who handles My Numbers: hr@ (the 人事 role holds マイナンバー事務取扱担当者), not admin@ (全権 does not imply it)', async () => {
    assert.deepEqual((await call(hr, 'GET', '/v2/public-id-permissions')).body, { handlesMyNumber: true });
    assert.deepEqual((await call(admin, 'GET', '/v2/public-id-permissions')).body, { handlesMyNumber: false });
  });

  it('rule 1: accepts a My Number with its valid check digit and refuses a wrong one with a field error on `number`', async () => {
    for (const first11 of ['12345678901', '00000000001', '98765432109', '31415926535']) {
      const good = await createMyNumber(hr, validMyNumber(first11));
      assert.equal(good.status, 201, `${first11}: ${JSON.stringify(good.body)}`);
      const bad = await createMyNumber(hr, wrongCheckDigit(first11));
      assert.equal(bad.status, 400);
      assert.deepEqual(paths(bad), ['number']);
      assert.match(bad.body.fieldErrors![0]!.message, /check digit/);
    }
    const ja = await server.app.inject({ method: 'POST', url: '/v2/public-ids', headers: { cookie: hr, 'accept-language': 'ja-JP' }, payload: { ...base, personId: freshPerson().id, publicIdType: 'NATIONAL_ID', nationalIdType: 'MY_NUMBER', number: wrongCheckDigit('12345678901') } });
    assert.equal(ja.statusCode, 400);
    assert.match((ja.json() as { fieldErrors: { message: string }[] }).fieldErrors[0]!.message, /検査用数字/);
    for (const number of ['1234567890', '1234567890123', 'ABCDEFGHIJKL']) {
      const res = await createMyNumber(hr, number);
      assert.equal(res.status, 400, number);
      assert.deepEqual(paths(res), ['number']);
    }
    // typed with spaces and hyphens, it is the same number
    const spaced = validMyNumber('27182818284');
    const res = await createMyNumber(hr, `${spaced.slice(0, 4)} ${spaced.slice(4, 8)}-${spaced.slice(8)}`);
    assert.equal(res.status, 201);
    assert.equal(v.parse(publicIdDetailSchema, (await call(hr, 'GET', `/v2/public-ids/${res.body.id as string}`)).body).maskedNumber, `********${spaced.slice(8)}`);
  });

  it('rule 2: only My Number handlers add, change, reveal or delete a My Number (admin@ 403, hr@ allowed); other kinds any HR operator', async () => {
    const number = nextMyNumber();
    assert.equal((await createMyNumber(admin, number)).status, 403);
    const created = await createMyNumber(hr, number);
    assert.equal(created.status, 201);
    const id = created.body.id as string;
    const asAdmin = v.parse(publicIdDetailSchema, (await call(admin, 'GET', `/v2/public-ids/${id}`)).body);
    assert.equal(asAdmin.canReveal, false);
    assert.equal(v.parse(publicIdDetailSchema, (await call(hr, 'GET', `/v2/public-ids/${id}`)).body).canReveal, true);
    assert.equal((await call(admin, 'POST', `/v2/public-ids/${id}/reveal`, { reason: 'Year-end adjustment' })).status, 403);
    assert.equal((await call(admin, 'PATCH', `/v2/public-ids/${id}`, { ...base, nationalIdType: 'MY_NUMBER', version: 1 })).status, 403);
    assert.equal((await call(admin, 'DELETE', `/v2/public-ids/${id}`)).status, 403);
    const revealed = await call(hr, 'POST', `/v2/public-ids/${id}/reveal`, { reason: 'Year-end adjustment' });
    assert.equal(revealed.status, 200);
    assert.deepEqual(revealed.body, { number });
    // a passport: any HR operator may reveal it
    const passport = await createPassport(admin, 'XY9876543');
    assert.equal(passport.status, 201);
    assert.deepEqual((await call(admin, 'POST', `/v2/public-ids/${passport.body.id as string}/reveal`, { reason: 'Business trip booking' })).body, { number: 'XY9876543' });
  });

  it('rule 3: every reveal is audited with who, when, the reason and the record — never the number', async () => {
    const number = nextMyNumber();
    const id = (await createMyNumber(hr, number)).body.id as string;
    const started = new Date();
    assert.equal((await call(hr, 'POST', `/v2/public-ids/${id}/reveal`, { reason: '源泉徴収票の作成' })).status, 200);
    const [entry] = await db().select().from(auditLogs).where(and(eq(auditLogs.resourceId, id), eq(auditLogs.action, 'ACCESS')));
    assert.ok(entry);
    assert.equal(entry.resourceType, 'PUBLIC_ID');
    assert.equal(entry.companyId, seedCompanyIds.customer);
    assert.ok(entry.actorUserId);
    assert.ok(entry.occurredAt.getTime() >= started.getTime() - 1000);
    const fields = Object.fromEntries(entry.changes.map((c) => [c.field, c.after]));
    assert.equal(fields.access, 'REVEAL');
    assert.equal(fields.reason, '源泉徴収票の作成');
    assert.equal(fields.maskedNumber, `********${number.slice(8)}`);
    assert.ok(!JSON.stringify(entry).includes(number));
    // the record's history is readable through the audit log call, as every record's is
    const history = await call(hr, 'GET', `/v2/audit-logs?resourceType=PUBLIC_ID&resourceId=${id}`);
    assert.equal(history.status, 200);
    assert.ok(!JSON.stringify(history.body).includes(number));
    // a reason is required
    const empty = await call(hr, 'POST', `/v2/public-ids/${id}/reveal`, { reason: '  ' });
    assert.equal(empty.status, 400);
    assert.deepEqual(paths(empty), ['reason']);
  });

  it('refuses the number itself in a free text (a note, a reveal reason), so it cannot reach the database or the audit log in clear', async () => {
    const number = nextMyNumber();
    const inNote = await call(hr, 'POST', '/v2/public-ids', { ...base, personId: freshPerson().id, publicIdType: 'NATIONAL_ID', nationalIdType: 'MY_NUMBER', number, note: `番号 ${number.slice(0, 4)}-${number.slice(4, 8)}-${number.slice(8)}` });
    assert.equal(inNote.status, 400);
    assert.deepEqual(paths(inNote), ['note']);
    const id = (await createMyNumber(hr, number)).body.id as string;
    const inUpdate = await call(hr, 'PATCH', `/v2/public-ids/${id}`, { ...base, nationalIdType: 'MY_NUMBER', note: number, version: 1 });
    assert.equal(inUpdate.status, 400);
    assert.deepEqual(paths(inUpdate), ['note']);
    const inReason = await call(hr, 'POST', `/v2/public-ids/${id}/reveal`, { reason: `check ${number}` });
    assert.equal(inReason.status, 400);
    assert.deepEqual(paths(inReason), ['reason']);
    assert.equal((await db().select().from(auditLogs).where(and(eq(auditLogs.resourceId, id), eq(auditLogs.action, 'ACCESS')))).length, 0);
  });

  it('rule 4: the number is masked to its last four digits in lists, details, the person tab and CSV', async () => {
    const person = freshPerson();
    const number = nextMyNumber();
    const id = (await createMyNumber(hr, number, person.id)).body.id as string;
    const masked = `********${number.slice(8)}`;
    const detail = v.parse(publicIdDetailSchema, (await call(hr, 'GET', `/v2/public-ids/${id}`)).body);
    assert.equal(detail.maskedNumber, masked);
    const list = await call(hr, 'GET', `/v2/public-ids?freeText=${person.workerNumber}`);
    const rows = v.parse(v.object({ items: v.array(publicIdRowSchema), page: v.number(), pageSize: v.number() }), list.body);
    assert.equal(rows.items.find((r) => r.id === id)?.maskedNumber, masked);
    const tab = await call(hr, 'GET', `/v2/people/${person.id}/public-ids`);
    assert.equal((tab.body.items as { maskedNumber: string }[])[0]!.maskedNumber, masked);
    for (const body of [detail, list.body, tab.body]) assert.ok(!JSON.stringify(body).includes(number));
    const csv = await exportCsv(hr, `/v2/public-ids-csv?mode=view&freeText=${person.workerNumber}`);
    assert.ok(csv.includes(masked));
    assert.ok(!csv.includes(number));
  });

  const exportCsv = async (cookie: string, url: string) => {
    const res = await call(cookie, 'GET', url);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const file = await server.app.inject({ url: v.parse(csvExportResultSchema, res.body).url });
    assert.equal(file.statusCode, 200);
    return file.rawPayload.subarray(3).toString('utf8');
  };

  it('rule 5: CSV leaves the number out unless a handler asks with includeMyNumber=true (admin@ 403), and audits each record exported', async () => {
    const person = freshPerson();
    const number = nextMyNumber();
    const id = (await createMyNumber(hr, number, person.id)).body.id as string;
    const plain = await exportCsv(admin, `/v2/public-ids-csv?mode=view&freeText=${person.workerNumber}`);
    assert.ok(!plain.includes(number));
    assert.ok(!plain.split('\r\n')[0]!.split(',').includes('Number'));
    const forbidden = await call(admin, 'GET', `/v2/public-ids-csv?mode=view&includeMyNumber=true&freeText=${person.workerNumber}`);
    assert.equal(forbidden.status, 403);
    const withNumber = await exportCsv(hr, `/v2/public-ids-csv?mode=view&includeMyNumber=true&freeText=${person.workerNumber}`);
    assert.ok(withNumber.includes(number));
    const entries = await db().select().from(auditLogs).where(and(eq(auditLogs.resourceId, id), eq(auditLogs.action, 'ACCESS')));
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.changes.find((c) => c.field === 'access')?.after, 'EXPORT');
    assert.ok(!JSON.stringify(entries).includes(number));
  });

  it('rule 6: the database never holds a number in clear (public_ids, public_id_files, audit_logs after create, update, reveal, export)', async () => {
    const person = freshPerson();
    const first = nextMyNumber();
    const second = nextMyNumber();
    const passport = `ZQ${String(counter).padStart(7, '0')}`;
    const id = (await createMyNumber(hr, first, person.id)).body.id as string;
    const updated = await call(hr, 'PATCH', `/v2/public-ids/${id}`, { ...base, nationalIdType: 'MY_NUMBER', number: second, note: 'renewed card', version: 1 });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal((await call(hr, 'POST', `/v2/public-ids/${id}/reveal`, { reason: 'check' })).body.number, second);
    await exportCsv(hr, `/v2/public-ids-csv?mode=view&includeMyNumber=true&freeText=${person.workerNumber}`);
    await exportCsv(hr, '/v2/public-ids-csv?mode=edit&publicIdType=NATIONAL_ID&includeMyNumber=true');
    const passportId = (await createPassport(hr, passport, person.id)).body.id as string;
    await call(hr, 'POST', `/v2/public-ids/${passportId}/reveal`, { reason: 'check' });
    // every column of every row, as text (bytea included: row-to-text renders it too)
    const dump = async (table: string) => ((await db().execute(sql.raw(`SELECT t::text AS row FROM ${table} t`))) as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
    for (const table of ['public_ids', 'public_id_files', 'audit_logs']) {
      const text = await dump(table);
      for (const clear of [first, second, passport]) assert.ok(!text.includes(clear), `${table} holds ${clear}`);
    }
    const [row] = await db().select().from(publicIds).where(eq(publicIds.id, id));
    assert.equal(row!.numberKeyId, 'test-k1');
    assert.equal(row!.maskedNumber, `********${second.slice(8)}`);
    assert.match(row!.numberBlindIndex, /^[0-9a-f]{64}$/);
  });

  it('rule 7: delete is a hard delete of the record and its scans in storage, audited without the number', async () => {
    const number = nextMyNumber();
    const id = (await createMyNumber(hr, number)).body.id as string;
    const presign = await call(hr, 'POST', `/v2/public-ids/${id}/files/upload-url`, { fileName: 'card-front.png', contentType: 'image/png', sizeBytes: 8 });
    assert.equal(presign.status, 200, JSON.stringify(presign.body));
    const { url, key } = presign.body as { url: string; key: string };
    assert.match(key, new RegExp(`^public-id/${seedCompanyIds.customer}/[0-9a-f-]{36}\\.png$`));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal((await server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'image/png' }, payload: png })).statusCode, 200);
    // admin@ may not attach a scan to a My Number
    assert.equal((await call(admin, 'POST', `/v2/public-ids/${id}/files`, { key, fileName: 'card-front.png', side: 'FRONT' })).status, 403);
    const attached = await call(hr, 'POST', `/v2/public-ids/${id}/files`, { key, fileName: 'card-front.png', side: 'FRONT' });
    assert.equal(attached.status, 201, JSON.stringify(attached.body));
    const file = v.parse(publicIdFileSchema, attached.body);
    assert.equal(file.sizeBytes, 8);
    assert.equal(v.parse(publicIdDetailSchema, (await call(hr, 'GET', `/v2/public-ids/${id}`)).body).fileCount, 1);
    // downloads: a short-lived presigned GET, handlers only, audited
    assert.equal((await call(admin, 'GET', `/v2/public-ids/${id}/files/${file.id}/download-url`)).status, 403);
    const download = await call(hr, 'GET', `/v2/public-ids/${id}/files/${file.id}/download-url`);
    assert.equal(download.status, 200);
    const expires = new Date(download.body.expiresAt as string).getTime();
    assert.ok(expires - Date.now() <= 61_000, 'download URLs live a minute');
    const got = await server.app.inject({ url: download.body.url as string });
    assert.equal(got.statusCode, 200);
    assert.equal(got.headers['content-type'], 'image/png');
    assert.deepEqual(got.rawPayload, png);
    // no unsigned access: the storage path without its signature, and the image route, refuse it
    assert.equal((await server.app.inject({ url: `/v2/storage/objects/${key}`, headers: { cookie: hr } })).statusCode, 403);
    assert.equal((await server.app.inject({ url: `/v2/storage/images/${key}`, headers: { cookie: hr } })).statusCode, 404);
    assert.equal((await call(hr, 'DELETE', `/v2/public-ids/${id}`)).status, 204);
    assert.equal((await db().select().from(publicIds).where(eq(publicIds.id, id))).length, 0);
    assert.equal((await db().select().from(publicIdFiles).where(eq(publicIdFiles.id, file.id))).length, 0);
    assert.equal((await server.app.inject({ url: download.body.url as string })).statusCode, 404, 'the scan is gone from storage');
    assert.equal((await call(hr, 'GET', `/v2/public-ids/${id}`)).status, 404);
    const [entry] = await db().select().from(auditLogs).where(and(eq(auditLogs.resourceId, id), eq(auditLogs.action, 'DELETE')));
    assert.ok(entry);
    assert.ok(!JSON.stringify(entry.changes).includes(number));
  });

  it('refuses a second public ID of the same type for a person (409 publicIdType) and the same number for another person (409 number)', async () => {
    const person = freshPerson();
    const number = nextMyNumber();
    assert.equal((await createMyNumber(hr, number, person.id)).status, 201);
    const again = await createMyNumber(hr, nextMyNumber(), person.id);
    assert.equal(again.status, 409);
    assert.deepEqual(paths(again), ['publicIdType']);
    const taken = await createMyNumber(hr, number);
    assert.equal(taken.status, 409);
    assert.deepEqual(paths(taken), ['number']);
  });

  it('finds a record by an exact My Number through the blind index for handlers only', async () => {
    const number = nextMyNumber();
    const id = (await createMyNumber(hr, number)).body.id as string;
    const byHr = await call(hr, 'GET', `/v2/public-ids?freeText=${number}`);
    assert.deepEqual((byHr.body.items as { id: string }[]).map((r) => r.id), [id]);
    assert.equal((await call(hr, 'GET', `/v2/public-ids-count?freeText=${number}`)).body.count, 1);
    assert.deepEqual((await call(admin, 'GET', `/v2/public-ids?freeText=${number}`)).body.items, []);
  });

  it('updates with optimistic concurrency and checks the kind against the type', async () => {
    const id = (await createPassport(hr, 'PP1111111')).body.id as string;
    const ok = await call(hr, 'PATCH', `/v2/public-ids/${id}`, { ...base, nationalIdType: null, issuingCountry: 'us', version: 1 });
    assert.equal(ok.status, 200);
    const detail = v.parse(publicIdDetailSchema, ok.body);
    assert.equal(detail.version, 2);
    assert.equal(detail.issuingCountry, 'US');
    assert.equal(detail.maskedNumber, '*****1111');
    assert.equal((await call(hr, 'PATCH', `/v2/public-ids/${id}`, { ...base, nationalIdType: null, version: 1 })).status, 409);
    const kind = await call(hr, 'PATCH', `/v2/public-ids/${id}`, { ...base, nationalIdType: 'NATIONAL_REGISTRATION_IDENTITY_CARD', number: '123456789', version: 2 });
    assert.equal(kind.status, 400);
    assert.deepEqual(paths(kind), ['nationalIdType']);
  });

  it('answers bad input with 400 and field paths, unknown ids with 404, never 5xx', async () => {
    const cases: [string, string, unknown, string[]][] = [
      ['GET', '/v2/public-ids?page=0', undefined, ['page']],
      ['GET', '/v2/public-ids?pageSize=1001', undefined, ['pageSize']],
      ['GET', '/v2/public-ids?sortColumn=number', undefined, ['sortColumn']],
      ['GET', '/v2/public-ids?nationalIdType=PASSPORT', undefined, ['nationalIdType']],
      ['POST', '/v2/public-ids', { ...base, personId: 'nope', publicIdType: 'NATIONAL_ID', nationalIdType: null, number: '12', issueDate: '2020-13-01', issuingCountry: 'JPN' }, ['personId', 'number', 'issueDate', 'issuingCountry', 'nationalIdType']],
      ['POST', '/v2/public-ids', { ...base, personId: freshPeople[0]!.id, publicIdType: 'TRAVEL_DOCUMENT', nationalIdType: 'MY_NUMBER', number: 'AB1234567' }, ['nationalIdType', 'number']],
      ['POST', '/v2/public-ids', { ...base, personId: freshPeople[0]!.id, publicIdType: 'TRAVEL_DOCUMENT', nationalIdType: null, number: 'AB1234567', issueDate: '2030-01-01', expiryDate: '2020-01-01' }, ['expiryDate']],
      ['POST', '/v2/public-ids', { ...base, personId: '00000000-0000-4000-8000-000000000000', publicIdType: 'TRAVEL_DOCUMENT', nationalIdType: null, number: 'AB1234567' }, ['personId']],
    ];
    for (const [method, url, body, expected] of cases) {
      const res = await call(hr, method as 'GET', url, body);
      assert.equal(res.status, 400, `${url} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(new Set(paths(res)), new Set(expected), `${url}: ${JSON.stringify(res.body)}`);
    }
    for (const url of ['/v2/public-ids/not-a-uuid', '/v2/public-ids/00000000-0000-4000-8000-000000000000', '/v2/people/not-a-uuid/public-ids', '/v2/public-ids/x/files', '/v2/public-ids/x/files/y/download-url']) {
      assert.equal((await call(hr, 'GET', url)).status, 404, url);
    }
    assert.equal((await call(hr, 'POST', '/v2/public-ids/not-a-uuid/reveal', { reason: 'x' })).status, 404);
    assert.equal((await call(hr, 'DELETE', '/v2/public-ids/not-a-uuid')).status, 404);
    const presign = await call(hr, 'POST', `/v2/public-ids/${(await createPassport(hr, 'QQ1234567')).body.id as string}/files/upload-url`, { fileName: 'x.svg', contentType: 'image/svg+xml', sizeBytes: 20 * 1024 * 1024 });
    assert.equal(presign.status, 400);
    assert.deepEqual(new Set(paths(presign)), new Set(['contentType', 'sizeBytes']));
  });

  it('the registry: unknown publicIdType falls back to NATIONAL_ID, pages are 1-based, sorts and filters by kind', async () => {
    const fallback = await call(hr, 'GET', '/v2/public-ids?publicIdType=PASSPORT&pageSize=1000');
    assert.equal(fallback.status, 200);
    const items = fallback.body.items as { publicIdType: string; nationalIdType: string | null }[];
    assert.ok(items.length > 0);
    assert.ok(items.every((r) => r.publicIdType === 'NATIONAL_ID'));
    assert.equal(fallback.body.page, 1);
    const all = (await call(hr, 'GET', '/v2/public-ids-count?publicIdType=ALL')).body.count as number;
    const national = (await call(hr, 'GET', '/v2/public-ids-count?publicIdType=NATIONAL_ID')).body.count as number;
    const travel = (await call(hr, 'GET', '/v2/public-ids-count?publicIdType=TRAVEL_DOCUMENT')).body.count as number;
    assert.equal(all, national + travel);
    assert.ok(travel > 0);
    const page1 = (await call(hr, 'GET', '/v2/public-ids?publicIdType=ALL&pageSize=5&page=1&sortColumn=expiryDate')).body.items as { id: string; expiryDate: string | null }[];
    const page2 = (await call(hr, 'GET', '/v2/public-ids?publicIdType=ALL&pageSize=5&page=2&sortColumn=expiryDate')).body.items as { id: string; expiryDate: string | null }[];
    assert.equal(page1.length, 5);
    assert.ok(!page2.some((r) => page1.some((p) => p.id === r.id)));
    const dates = [...page1, ...page2].map((r) => r.expiryDate ?? '9999');
    assert.deepEqual(dates, [...dates].sort());
    const desc = (await call(hr, 'GET', '/v2/public-ids?publicIdType=ALL&pageSize=20&sortColumn=issueDate&sortOrder=desc')).body.items as { issueDate: string | null }[];
    const issued = desc.map((r) => r.issueDate).filter((d): d is string => d !== null);
    assert.deepEqual(issued, [...issued].sort().reverse());
    const nric = (await call(hr, 'GET', '/v2/public-ids?nationalIdType=NATIONAL_REGISTRATION_IDENTITY_CARD')).body.items as { nationalIdType: string }[];
    assert.ok(nric.every((r) => r.nationalIdType === 'NATIONAL_REGISTRATION_IDENTITY_CARD'));
  });

  it('imports a national ID file all or nothing, with the check digit per row and the privilege for My Number rows', async () => {
    const upload = async (text: string) => {
      const presign = await call(hr, 'GET', '/v2/s3/presigned-url/import-csv?filename=ids.csv');
      const { url, key: uploaded } = presign.body as { url: string; key: string };
      assert.equal((await server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'text/csv' }, payload: Buffer.from(text) })).statusCode, 200);
      return uploaded;
    };
    const run = async (cookie: string, uploaded: string, dryrun: boolean): Promise<CsvImportResult> => {
      const res = await call(cookie, 'POST', '/v2/public-ids-csv/NATIONAL_ID', { uploadedFileKey: uploaded, dryrun });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return v.parse(csvImportResultSchema, res.body);
    };
    const [a, b] = [freshPerson(), freshPerson()];
    const [na, nb] = [nextMyNumber(), nextMyNumber()];
    const header = 'workerNumber,nationalIdType,number,issueDate,expiryDate,issuingCountry,nameOnDocument,issuingAuthority,note';
    const before = (await call(hr, 'GET', '/v2/public-ids-count?publicIdType=ALL')).body.count as number;
    const bad = await upload(`${header}\n${a.workerNumber},MY_NUMBER,${na},2021-01-01,2031-01-01,JP,,,\n${b.workerNumber},My Number,${wrongCheckDigit(nb.slice(0, 11))},,,JP,,,\n`);
    const rejected = await run(hr, bad, false);
    assert.equal(rejected.outcome, 'REJECTED');
    assert.equal(rejected.records[0]!.rowNumber, 3);
    assert.ok(rejected.records[0]!.values.number!.errors.length > 0);
    assert.equal((await call(hr, 'GET', '/v2/public-ids-count?publicIdType=ALL')).body.count, before, 'nothing written');
    const good = await upload(`${header}\n${a.workerNumber},MY_NUMBER,${na},2021-01-01,2031-01-01,JP,,,\n${b.workerNumber},マイナンバー,${nb},,,JP,,,\n`);
    const byAdmin = await run(admin, good, true);
    assert.equal(byAdmin.summary.errorRowsCount, 2, 'admin@ may not import My Numbers');
    const imported = await run(hr, good, false);
    assert.equal(imported.outcome, 'IMPORTED');
    assert.equal(imported.createdCount, 2);
    assert.equal((await call(hr, 'GET', `/v2/public-ids?freeText=${nb}`)).body.items instanceof Array, true);
    assert.equal(((await call(hr, 'GET', `/v2/public-ids?freeText=${nb}`)).body.items as unknown[]).length, 1);
    // the same file again updates the same records (an empty number keeps the stored one)
    const again = await upload(`${header}\n${a.workerNumber},MY_NUMBER,,2021-01-01,2031-01-01,JP,,,renewed\n`);
    const updated = await run(hr, again, false);
    assert.equal(updated.outcome, 'IMPORTED');
    assert.equal(updated.updatedCount, 1);
    const [row] = await db().select().from(publicIds).where(eq(publicIds.personId, a.id));
    assert.equal(row!.note, 'renewed');
    assert.equal(row!.maskedNumber, `********${na.slice(8)}`);
    // the edit template has the import's columns
    const template = await exportCsv(hr, '/v2/public-ids-csv?mode=edit-template&publicIdType=NATIONAL_ID');
    assert.equal(template.trim().split(',').length, 9);
  });

  it('a product permission carrying MY_NUMBER_HANDLER makes its holders handlers (settings write and read `privileges`)', async () => {
    const list = await call(admin, 'GET', '/v2/settings/product-permissions?pageSize=100');
    const all = (list.body.items as { id: string; nameJa: string; privileges: string[] }[]).find((p) => p.nameJa === '全権')!;
    const myNumber = (list.body.items as { id: string; nameJa: string; privileges: string[]; products: string[] }[]).find((p) => p.nameJa === 'マイナンバー事務取扱担当者')!;
    assert.deepEqual(myNumber.privileges, ['MY_NUMBER_HANDLER']);
    assert.deepEqual(myNumber.products, []);
    assert.deepEqual(all.privileges, []);
    const detail = (await call(admin, 'GET', `/v2/settings/product-permissions/${all.id}`)).body as { version: number; products: string[] };
    assert.equal((await call(admin, 'PATCH', `/v2/settings/product-permissions/${all.id}`, { name: '全権', products: detail.products, privileges: ['MY_NUMBER_HANDLER'], version: detail.version })).status, 204);
    assert.deepEqual((await call(admin, 'GET', '/v2/public-id-permissions')).body, { handlesMyNumber: true });
    // an update without `privileges` keeps them; an empty list removes them
    assert.equal((await call(admin, 'PATCH', `/v2/settings/product-permissions/${all.id}`, { name: '全権', products: detail.products, version: detail.version + 1 })).status, 204);
    assert.deepEqual((await call(admin, 'GET', '/v2/public-id-permissions')).body, { handlesMyNumber: true });
    assert.equal((await call(admin, 'PATCH', `/v2/settings/product-permissions/${all.id}`, { name: '全権', products: detail.products, privileges: [], version: detail.version + 2 })).status, 204);
    assert.deepEqual((await call(admin, 'GET', '/v2/public-id-permissions')).body, { handlesMyNumber: false });
  });

  it('key rotation: a new first key encrypts new numbers, old ones still read until the rotation re-encrypts them, then the old key can go', async () => {
    const person = freshPerson();
    const number = nextMyNumber();
    const id = (await createMyNumber(hr, number, person.id)).body.id as string;
    const reveal = async () => call(hr, 'POST', `/v2/public-ids/${id}/reveal`, { reason: 'rotation test' });
    // step 1: the new key first, the old one kept
    process.env.KANRI_PUBLIC_ID_KEYS = `${k2},${k1}`;
    assert.deepEqual((await reveal()).body, { number }, 'an old ciphertext still reads');
    assert.equal(((await call(hr, 'GET', `/v2/public-ids?freeText=${number}`)).body.items as unknown[]).length, 1, 'the blind index under the old key still finds it');
    const newer = nextMyNumber();
    const newId = (await createMyNumber(hr, newer)).body.id as string;
    assert.equal((await db().select().from(publicIds).where(eq(publicIds.id, newId)))[0]!.numberKeyId, 'test-k2');
    // step 2: the rotation command
    const cipher = new PublicIdCipher(parseKeyring(process.env.KANRI_PUBLIC_ID_KEYS));
    const { rotated } = await rotatePublicIdKeys(db(), cipher, { batchSize: 50 });
    assert.ok(rotated > 1);
    const left = await db().select({ id: publicIds.id }).from(publicIds).where(eq(publicIds.numberKeyId, 'test-k1'));
    assert.equal(left.length, 0);
    assert.equal((await rotatePublicIdKeys(db(), cipher)).rotated, 0, 'a second run has nothing to do');
    // step 3: the old key dropped
    process.env.KANRI_PUBLIC_ID_KEYS = k2;
    assert.deepEqual((await reveal()).body, { number });
    assert.equal(((await call(hr, 'GET', `/v2/public-ids?freeText=${number}`)).body.items as unknown[]).length, 1);
    // and without the key the number cannot be read at all (409, not 500)
    process.env.KANRI_PUBLIC_ID_KEYS = k1;
    assert.equal((await reveal()).status, 409);
    process.env.KANRI_PUBLIC_ID_KEYS = k2;
  });
});
