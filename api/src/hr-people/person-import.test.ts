import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import iconv from 'iconv-lite';
import * as v from 'valibot';
import { csvExportResultSchema, csvImportResultSchema, personFields, personImportStatusLabels, presignedUploadSchema, type CsvImportResult, type MessageDescriptor } from '@kanri/contracts';
import { auditLogs, hrMasterItems, orgUnits, people } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { loadTranslator } from '../i18n/i18n';

process.env.KANRI_STORAGE_DIR = mkdtempSync(join(tmpdir(), 'kanri-person-import-'));
delete process.env.S3_ENDPOINT;

describe('person CSV import (/v2/person-import-csv)', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  let department: { code: string; nameJa: string; id: string };
  let employmentType: { code: string; name: string; id: string };
  const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await server.app.inject({ method, url, payload: payload as never, headers: { cookie, 'accept-language': 'ja-JP' } });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const upload = async (bytes: Buffer | string, cookie = admin) => {
    const presign = await call(cookie, 'GET', '/v2/s3/presigned-url/import-csv?filename=people.csv');
    assert.equal(presign.status, 200, JSON.stringify(presign.body));
    const { url, key } = v.parse(presignedUploadSchema, presign.body);
    const put = await server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'text/csv' }, payload: typeof bytes === 'string' ? Buffer.from(bytes) : bytes });
    assert.equal(put.statusCode, 200, put.body);
    return key;
  };
  const run = async (key: string, dryrun: boolean, segment = 'employee', cookie = admin): Promise<CsvImportResult> => {
    const res = await call(cookie, 'POST', `/v2/person-import-csv/${segment}`, { uploadedFileKey: key, dryrun });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(csvImportResultSchema, res.body);
  };
  const peopleCount = async () => (await server.database.db.select({ n: count() }).from(people).where(eq(people.companyId, seedCompanyIds.customer)))[0]!.n;
  const header = '社員番号,姓,名,姓（カナ）,名（カナ）,姓（ローマ字）,名（ローマ字）,業務用メールアドレス,ステータス,入社日,部署,雇用形態';
  const header_en = 'workerNumber,familyNameJa,givenNameJa,familyNameKana,givenNameKana,familyNameEn,givenNameEn,email,status,joinedAt,department,employmentType';

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
    const db = server.database.db;
    department = (await db.select({ code: orgUnits.code, nameJa: orgUnits.nameJa, id: orgUnits.id }).from(orgUnits).where(and(eq(orgUnits.companyId, seedCompanyIds.customer), eq(orgUnits.kind, 'DEPARTMENT'))).limit(1))[0]!;
    employmentType = (await db.select({ code: hrMasterItems.code, name: hrMasterItems.name, id: hrMasterItems.id }).from(hrMasterItems).where(and(eq(hrMasterItems.companyId, seedCompanyIds.customer), eq(hrMasterItems.catalog, 'EMPLOYMENT_TYPE'))).limit(1))[0]!;
  });
  after(() => server.close());

  it('downloads a worker type\'s template with its columns in the request\'s language', async () => {
    const res = await call(hr, 'GET', '/v2/person-import-csv?mode=edit-template&workerType=CONTRACTOR');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const answer = v.parse(csvExportResultSchema, res.body);
    assert.equal(answer.fileName, 'template_people-contractor.csv');
    const file = await server.app.inject({ method: 'GET', url: answer.url });
    const text = file.rawPayload.subarray(3).toString('utf8');
    assert.ok(text.startsWith('社員番号,'), text.slice(0, 80));
    assert.ok(text.includes('契約者区分') || text.includes('所属会社'), 'contractor columns');
    assert.ok(!text.includes('雇用形態'), 'no employee-only column');
  });

  it('previews a file with its errors and imports nothing while any row fails (all or nothing)', async () => {
    const before = await peopleCount();
    const [taken] = await server.database.db.select({ workerNumber: people.workerNumber }).from(people).where(eq(people.companyId, seedCompanyIds.customer)).limit(1);
    const file = [
      header,
      `CSV0001,取込,一郎,トリコミ,イチロウ,Torikomi,Ichiro,csv.one@kanri-shoji.example,在籍中,2026-04-01,${department.code},${employmentType.name}`,
      `CSV0002,取込,二郎,とりこみ,ジロウ,Torikomi,Jiro,csv.two@kanri-shoji.example,,,存在しない部署,${employmentType.code}`,
      `${taken!.workerNumber},取込,三郎,トリコミ,サブロウ,Torikomi,Saburo,CSV.ONE@kanri-shoji.example,退職者,,,`,
    ].join('\r\n');
    const key = await upload(file);
    const dry = await run(key, true);
    assert.equal(dry.outcome, 'VALIDATED');
    assert.equal(dry.summary.rowsCount, 3);
    assert.equal(dry.summary.errorRowsCount, 2);
    const row3 = dry.records.find((r) => r.rowNumber === 3)!;
    assert.ok(row3.values.familyNameKana!.errors.length, 'hiragana is not katakana');
    assert.ok(row3.values.department!.errors[0]!.includes('存在しない部署'), row3.values.department!.errors[0]);
    const row4 = dry.records.find((r) => r.rowNumber === 4)!;
    assert.ok(row4.values.workerNumber!.errors.length && row4.values.email!.errors.length && row4.values.status!.errors.length, JSON.stringify(row4.values));
    const real = await run(key, false);
    assert.equal(real.outcome, 'REJECTED');
    assert.equal(await peopleCount(), before, 'nothing written');
  });

  it('imports a Shift_JIS file of valid rows (codes or names of references) with an audit entry per person', async () => {
    const before = await peopleCount();
    const file = iconv.encode([
      header,
      `SJIS0001,髙橋,①子,タカハシ,イチコ,Takahashi,Ichiko,sjis.one@kanri-shoji.example,入社予定,2026-05-01,${department.nameJa},${employmentType.code}`,
      `SJIS0002,山﨑,健,ヤマザキ,ケン,Yamazaki,Ken,sjis.two@kanri-shoji.example,,,${department.code},`,
    ].join('\r\n'), 'cp932');
    const key = await upload(file, hr);
    const dry = await run(key, true, 'employee', hr);
    assert.equal(dry.detectedEncoding, 'Shift_JIS');
    assert.equal(dry.summary.errorRowsCount, 0, JSON.stringify(dry.records));
    assert.equal(dry.createdCount, 2);
    const real = await run(key, false, 'employee', hr);
    assert.equal(real.outcome, 'IMPORTED');
    assert.equal(await peopleCount(), before + 2);
    const [one] = await server.database.db.select().from(people).where(eq(people.workerNumber, 'SJIS0001'));
    assert.equal(one!.familyNameJa, '髙橋');
    assert.equal(one!.givenNameJa, '①子');
    assert.equal(one!.status, 'JOINING');
    assert.equal(one!.workerType, 'EMPLOYEE');
    assert.equal(one!.departmentId, department.id);
    assert.equal(one!.employmentTypeId, employmentType.id);
    const [two] = await server.database.db.select().from(people).where(eq(people.workerNumber, 'SJIS0002'));
    assert.equal(two!.status, 'ACTIVE', 'an empty status is ACTIVE');
    const entries = await server.database.db.select().from(auditLogs).where(and(eq(auditLogs.resourceType, 'PERSON'), eq(auditLogs.resourceId, one!.id)));
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.action, 'CREATE');
  });

  // issue 30: the joining date as Excel in Japan writes it, in a Shift_JIS file with CRLF line ends
  it('reads the joining date in each form people write (2026/5/1, 令和, Excel serial, full width) and names a day that does not exist', async () => {
    const forms = ['2026/5/1', '2026年5月1日', '令和8年5月1日', 'R8.5.1', '46143', '２０２６／５／１', '20260501'];
    const rows = forms.map((date, i) => `DATE000${i},日付,${'一二三四五六七'[i]}郎,ヒヅケ,ロウ,Hizuke,Ro,date.${i}@kanri-shoji.example,,${date},,`);
    const key = await upload(iconv.encode([header, ...rows, 'DATE0099,日付,末,ヒヅケ,スエ,Hizuke,Sue,date.99@kanri-shoji.example,,2026/2/30,,'].join('\r\n'), 'cp932'), hr);
    const dry = await run(key, true, 'employee', hr);
    assert.equal(dry.detectedEncoding, 'Shift_JIS');
    assert.equal(dry.summary.errorRowsCount, 1, JSON.stringify(dry.records.filter((r) => !r.isValid)));
    const refused = dry.records.find((r) => !r.isValid)!;
    assert.equal(refused.values.joinedAt!.value, '2026/2/30', 'the cell as written');
    assert.deepEqual(refused.values.joinedAt!.errors, ['「2026/2/30」は日付として読めません。2026/4/1、2026-04-01、2026年4月1日、令和8年4月1日 のように入力してください。']);
    const good = await run(await upload(iconv.encode([header, ...rows].join('\r\n'), 'cp932'), hr), false, 'employee', hr);
    assert.equal(good.outcome, 'IMPORTED', JSON.stringify(good.records));
    const stored = await server.database.db.select({ joinedAt: people.joinedAt }).from(people).where(and(eq(people.companyId, seedCompanyIds.customer), like(people.workerNumber, 'DATE000%')));
    assert.deepEqual(stored.map((p) => p.joinedAt), forms.map(() => '2026-05-01'));
  });

  // issue 30: every enumeration column (status, gender) takes its code or the person field's label in
  // either language, in files as Excel writes them (CP932 with CRLF; UTF-8 with a BOM)
  it('reads each status and gender as its code, Japanese or English label (CP932 + CRLF, UTF-8 BOM) and names a refused word and the choices', async () => {
    const translator = await loadTranslator();
    const statuses = Object.keys(personImportStatusLabels) as (keyof typeof personImportStatusLabels)[];
    const genders = Object.keys(personFields['personalInformation.gender'].values) as (keyof (typeof personFields)['personalInformation.gender']['values'])[];
    const forms = [(code: string) => code, (_: string, d: MessageDescriptor) => translator.t('ja-JP', d), (_: string, d: MessageDescriptor) => translator.t('en-US', d)];
    const cases = statuses.flatMap((status, i) => forms.map((form, f) => {
      const gender = genders[(i + f) % genders.length]!;
      return { status, gender, cells: [form(status, personFields['employeeInformation.status'].values[status]), form(gender, personFields['personalInformation.gender'].values[gender])] };
    }));
    assert.ok(cases.some((c) => c.cells[0] === '内定承諾') && cases.some((c) => c.cells[1] === 'Prefer not to answer'), JSON.stringify(cases.map((c) => c.cells)));
    const labelHeader = '社員番号,姓,名,姓（カナ）,名（カナ）,姓（ローマ字）,名（ローマ字）,業務用メールアドレス,ステータス,性別';
    const rows = (prefix: string) => cases.map((c, i) => `${prefix}${String(i).padStart(2, '0')},区分,太郎,クブン,タロウ,Kubun,Taro,${prefix.toLowerCase()}.${i}@kanri-shoji.example,${c.cells.join(',')}`);
    const stored = async (prefix: string) =>
      (await server.database.db.select({ workerNumber: people.workerNumber, status: people.status, gender: people.gender }).from(people).where(and(eq(people.companyId, seedCompanyIds.customer), like(people.workerNumber, `${prefix}%`))).orderBy(people.workerNumber))
        .map((p) => [p.status, p.gender]);

    const sjis = await run(await upload(iconv.encode([labelHeader, ...rows('ENUMSJ')].join('\r\n') + '\r\n', 'cp932'), hr), false, 'employee', hr);
    assert.equal(sjis.detectedEncoding, 'Shift_JIS');
    assert.equal(sjis.outcome, 'IMPORTED', JSON.stringify(sjis.records));
    assert.deepEqual(await stored('ENUMSJ'), cases.map((c) => [c.status, c.gender]));
    const bom = await run(await upload(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from([header_en.split(',').slice(0, 9).join(',') + ',gender', ...rows('ENUMBM')].join('\r\n'))]), hr), false, 'employee', hr);
    assert.equal(bom.detectedEncoding, 'UTF-8-BOM');
    assert.equal(bom.outcome, 'IMPORTED', JSON.stringify(bom.records));
    assert.deepEqual(await stored('ENUMBM'), cases.map((c) => [c.status, c.gender]));

    // a word that is no label of the field (退職者 is a status a new person may not have): the cell, the word, the choices
    const refusedFile = iconv.encode([labelHeader, 'ENUMNG01,区分,花子,クブン,ハナコ,Kubun,Hanako,enumng.1@kanri-shoji.example,在職,男', 'ENUMNG02,区分,次郎,クブン,ジロウ,Kubun,Jiro,enumng.2@kanri-shoji.example,退職者,女性'].join('\r\n'), 'cp932');
    const refused = await run(await upload(refusedFile, hr), true, 'employee', hr);
    assert.equal(refused.detectedEncoding, 'Shift_JIS');
    assert.equal(refused.summary.errorRowsCount, 2);
    const [first, second] = refused.records;
    assert.equal(first!.rowNumber, 2);
    assert.deepEqual(first!.values.status, { value: '在職', errors: ['次のいずれかを入力してください：入社予定、内定、内定承諾、在籍中、新入社員（入力値：「在職」）'] });
    assert.deepEqual(first!.values.gender, { value: '男', errors: ['次のいずれかを入力してください：男性、女性、その他、回答しない（入力値：「男」）'] });
    assert.equal(second!.rowNumber, 3);
    assert.deepEqual(second!.values.status!.errors, ['次のいずれかを入力してください：入社予定、内定、内定承諾、在籍中、新入社員（入力値：「退職者」）']);
    assert.deepEqual(second!.values.gender!.errors, []);
    const english = v.parse(csvImportResultSchema, (await server.app.inject({ method: 'POST', url: '/v2/person-import-csv/employee', payload: { uploadedFileKey: await upload(refusedFile, hr), dryrun: true }, headers: { cookie: hr, 'accept-language': 'en-US' } })).json());
    assert.deepEqual(english.records[0]!.values.status!.errors, ['Use one of: Joining, Offered, Offer accepted, Active, New hire (found "在職").']);
  });

  it('reads English headers, refuses a column of another worker type, 404 for an unknown type, 403 for IT, GA and members', async () => {
    const ok = await run(await upload(`${header_en}\nENG0001,英語,見出し,エイゴ,ミダシ,Eigo,Midashi,eng.one@kanri-shoji.example,ACTIVE,,,\n`), true);
    assert.equal(ok.summary.errorRowsCount, 0, JSON.stringify(ok.records));
    assert.equal(ok.summary.headerErrors.length, 0);
    const board = await run(await upload(`${header}\nBRD0001,役員,太郎,ヤクイン,タロウ,Yakuin,Taro,board.one@kanri-shoji.example,,,,正社員\n`), true, 'board-member');
    assert.ok(board.summary.headerErrors.length > 0, 'employment type is not a board member column');
    const key = await upload(`${header}\n`);
    assert.equal((await call(admin, 'POST', '/v2/person-import-csv/robot', { uploadedFileKey: key, dryrun: true })).status, 404);
    for (const account of [demoAccounts.it, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      assert.equal((await call(cookie, 'POST', '/v2/person-import-csv/employee', { uploadedFileKey: key, dryrun: true })).status, 403, account);
      assert.equal((await call(cookie, 'GET', '/v2/person-import-csv?mode=edit-template')).status, 403, account);
    }
  });
});
