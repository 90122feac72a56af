import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { count, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { csvExportResultSchema, csvImportResultSchema, csvMaxFileBytes, placeFields, presignedUploadSchema, type AuditLogEntry, type CsvImportResult } from '@kanri/contracts';
import { loadTranslator } from '../i18n/i18n';
import { diffFields } from '../audit/audit-log';
import { equipmentPayload } from './equipment';
import { placePayload } from './places-write';
import { auditLogs, csvImports, devices, equipment, places } from '../schema';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { tokyoToday } from '../lib/tokyo-date';

// the embedded storage writes into a folder of this test run
const storageDir = mkdtempSync(join(tmpdir(), 'kanri-storage-test-'));
process.env.KANRI_STORAGE_DIR = storageDir;
delete process.env.S3_ENDPOINT;

describe('CSV import and export (embedded storage)', () => {
  let server: TestServer;
  let admin: string;
  let supplier: string;

  const call = async (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method, url, payload: payload as never, headers: { cookie, 'accept-language': 'ja-JP', ...headers } });
    return { status: res.statusCode, body: res.body ? (safeJson(res.body) as Record<string, never>) : null, raw: res };
  };
  const safeJson = (text: string) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  };

  /** Presigns, uploads `bytes` as text/csv, returns the key. */
  const upload = async (bytes: Buffer | string, cookie = admin) => {
    const presign = await call(cookie, 'GET', '/v2/s3/presigned-url/import-csv?filename=import.csv');
    assert.equal(presign.status, 200, JSON.stringify(presign.body));
    const { url, key } = v.parse(presignedUploadSchema, presign.body);
    const put = await server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'text/csv' }, payload: typeof bytes === 'string' ? Buffer.from(bytes) : bytes });
    assert.equal(put.statusCode, 200, put.body);
    return key;
  };
  const runImport = async (key: string, dryrun: boolean, extra: Record<string, unknown> = {}, module = 'equipment', cookie = admin): Promise<CsvImportResult> => {
    const res = await call(cookie, 'POST', `/v2/${module}-csv`, { uploadedFileKey: key, dryrun, ...extra });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(csvImportResultSchema, res.body);
  };
  const equipmentCount = async () => (await server.database.db.select({ n: count() }).from(equipment))[0]!.n;
  const auditCount = async () => (await server.database.db.select({ n: count() }).from(auditLogs))[0]!.n;

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
    supplier = await server.signIn(demoAccounts.supplier);
  });
  after(async () => {
    await server.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const header = '備品名,備品種別,備品品目,型番,資産管理番号,ステータス,利用者,配置場所,メモ';
  const goodRows = ['検証用PC 1,PC,PC-TPX1,21KC,CSV-0001,使用中,E000001,TKY-001,', 'Test monitor 2,Monitor,,P2725H,CSV-0002,Stored,admin@kanri.example,OSK-001,', '検証用タブレット 3,タブレット,iPad（第10世代）,,CSV-0003,,,,メモ'];

  it('dry run validates every row, names the row and column of each error, and changes nothing', async () => {
    const file = [header, ...goodRows, '検証用PC 4,PRINTER,,,CSV-0001,紛失,E999999,NOWHERE,', ',PC,,,,,,,', ''].join('\r\n');
    const key = await upload(file);
    const before = { equipment: await equipmentCount(), audit: await auditCount() };
    const result = await runImport(key, true);
    assert.equal(result.outcome, 'VALIDATED');
    assert.equal(result.detectedEncoding, 'UTF-8');
    assert.deepEqual(result.headers.map((h) => h.key), ['name', 'equipmentType', 'equipmentItem', 'model', 'assetTag', 'status', 'assignedPerson', 'assignedPlace', 'memo']);
    assert.equal(result.headers[0]!.label, '備品名');
    assert.equal(result.summary.rowsCount, 5);
    assert.equal(result.summary.errorRowsCount, 2);
    assert.deepEqual(result.summary.headerErrors, []);
    assert.equal(result.createdCount, 3);
    assert.equal(result.records.length, 5);
    assert.deepEqual(result.records.map((r) => [r.rowNumber, r.isValid]), [[2, true], [3, true], [4, true], [5, false], [6, false]]);
    const bad = result.records[3]!;
    assert.equal(bad.values.equipmentType!.value, 'PRINTER');
    assert.deepEqual(bad.values.equipmentType!.errors, ['「PRINTER」に一致する備品種別がありません。']);
    assert.deepEqual(bad.values.assignedPerson!.errors, ['「E999999」に一致する利用者がありません。']);
    assert.deepEqual(bad.values.assignedPlace!.errors, ['「NOWHERE」に一致する配置場所がありません。']);
    assert.deepEqual(bad.values.assetTag!.errors, ['同じ値が2行目にもあります。']);
    assert.match(bad.values.status!.errors[0]!, /^次のいずれかを入力してください：使用中、返却済み/);
    assert.deepEqual(result.records[4]!.values.name!.errors, ['この項目は必須です']);
    assert.equal(result.summary.cellsCount, 6);
    // only error rows, paged
    const errorsOnly = await runImport(key, true, { filterError: true, pageSize: 1, pageIndex: 1 });
    assert.deepEqual(errorsOnly.records.map((r) => r.rowNumber), [6]);
    assert.equal(errorsOnly.recordsTotal, 2);
    assert.deepEqual({ equipment: await equipmentCount(), audit: await auditCount() }, before);
  });

  it('a real import with one bad row writes nothing and lists that row; without it, writes every row with audit entries', async () => {
    const before = await equipmentCount();
    const auditBefore = await auditCount();
    const rejected = await runImport(await upload([header, ...goodRows, '検証用PC 9,PC,MON-P2725H,,,,,,'].join('\n')), false);
    assert.equal(rejected.outcome, 'REJECTED');
    assert.equal(rejected.createdCount, 0);
    assert.deepEqual(rejected.records.map((r) => r.rowNumber), [5]);
    assert.deepEqual(rejected.records[0]!.values.equipmentItem!.errors, ['備品品目「MON-P2725H」はこの行の備品種別に属していません。']);
    assert.equal(await equipmentCount(), before, 'no row of the rejected file was written');
    assert.equal(await auditCount(), auditBefore);

    const imported = await runImport(await upload([header, ...goodRows].join('\n')), false);
    assert.equal(imported.outcome, 'IMPORTED');
    assert.equal(imported.createdCount, 3);
    assert.equal(await equipmentCount(), before + 3);
    assert.equal(await auditCount(), auditBefore + 3);
    const [row] = await server.database.db.select().from(equipment).where(eq(equipment.assetTag, 'CSV-0001'));
    assert.equal(row!.name, '検証用PC 1');
    assert.equal(row!.status, 'IN_USE');
    assert.ok(row!.assignedPersonId && row!.placementPlaceId && row!.equipmentItemId);
    // each imported record's history shows its creation, with every stored field as the API's own create would list it
    for (const tag of ['CSV-0001', 'CSV-0002', 'CSV-0003']) {
      const [stored] = await server.database.db.select().from(equipment).where(eq(equipment.assetTag, tag));
      const history = await call(admin, 'GET', `/v2/audit-logs?resourceType=EQUIPMENT&resourceId=${stored!.id}`);
      assert.equal(history.status, 200);
      const items = (history.body as unknown as { items: AuditLogEntry[] }).items;
      assert.deepEqual(items.map((e) => [e.action, e.resourceId, e.actor?.userId !== undefined]), [['CREATE', stored!.id, true]]);
      assert.deepEqual(items[0]!.changes, diffFields(null, equipmentPayload(stored!)), tag);
    }
    const memoRow = (await server.database.db.select().from(equipment).where(eq(equipment.assetTag, 'CSV-0003')))[0]!;
    const memoHistory = (await call(admin, 'GET', `/v2/audit-logs?resourceType=EQUIPMENT&resourceId=${memoRow.id}`)).body as unknown as { items: AuditLogEntry[] };
    assert.deepEqual(memoHistory.items[0]!.changes.find((c) => c.field === 'memo'), { field: 'memo', before: null, after: 'メモ' });
    assert.equal(memoHistory.items[0]!.changes.some((c) => c.field === 'model'), false, 'an empty field is not listed');

    // the same file again: the asset tags are now taken
    const again = await runImport(await upload([header, ...goodRows].join('\n')), true);
    assert.equal(again.summary.errorRowsCount, 3);
    assert.deepEqual(again.records[0]!.values.assetTag!.errors, ['「CSV-0001」はすでに他のデータで使用されています。']);
  });

  it('exports for editing with a BOM and escaped formulas, and the file imports back as updates', async () => {
    const created = await call(admin, 'POST', '/v2/equipment', { name: '=HYPERLINK("http://evil.example","x")', equipmentTypeId: (await typeId('PC')), assetTag: '-42' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const res = await call(admin, 'GET', '/v2/equipment-csv?mode=edit&encoding=UTF-8');
    assert.equal(res.status, 200);
    const exported = v.parse(csvExportResultSchema, res.body);
    assert.equal(exported.fileName, 'equipment.csv');
    const download = await server.app.inject({ url: exported.url });
    assert.equal(download.statusCode, 200);
    assert.match(String(download.headers['content-disposition']), /^attachment; filename="equipment.csv"/);
    const bytes = download.rawPayload;
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    assert.ok(text.startsWith('ID,備品名,備品種別,備品品目,型番,シリアル番号,資産管理番号,管理区分,ステータス'), text.slice(0, 100));
    assert.ok(text.includes(`"'=HYPERLINK(""http://evil.example"",""x"")"`), 'the formula is prefixed with a quote');
    assert.ok(text.includes(",'-42,"), 'a leading minus is escaped too');
    const total = await equipmentCount();
    // re-import the exported file unchanged: every row is an update, nothing fails
    const result = await runImport(await upload(bytes), true);
    assert.equal(result.detectedEncoding, 'UTF-8-BOM');
    assert.deepEqual(result.summary.headerErrors, []);
    assert.equal(result.summary.errorRowsCount, 0, JSON.stringify(result.records.find((r) => !r.isValid)));
    assert.equal(result.updatedCount, total);
    assert.equal(result.createdCount, 0);
    // the escaped name reads back as it was stored
    const real = await runImport(await upload(bytes), false, { pageSize: 1 });
    assert.equal(real.outcome, 'IMPORTED');
    const [again] = await server.database.db.select().from(equipment).where(eq(equipment.assetTag, '-42'));
    assert.equal(again!.name, '=HYPERLINK("http://evil.example","x")');
    assert.equal(again!.version, 2, 'an import update counts as a new version');
    // an update and a create in one file: the update's history lists the changed field, the new record its creation
    const mixed = await runImport(await upload(`ID,備品名,備品種別,資産管理番号\n${again!.id},改名した備品,PC,-42\n,追加した備品,PC,CSV-MIX-1\n`), false);
    assert.equal(mixed.outcome, 'IMPORTED');
    assert.deepEqual([mixed.createdCount, mixed.updatedCount], [1, 1]);
    const historyOf = async (id: string) => ((await call(admin, 'GET', `/v2/audit-logs?resourceType=EQUIPMENT&resourceId=${id}`)).body as unknown as { items: AuditLogEntry[] }).items;
    const updated = await historyOf(again!.id);
    assert.equal(updated[0]!.action, 'UPDATE');
    assert.deepEqual(updated[0]!.changes, [{ field: 'name', before: '=HYPERLINK("http://evil.example","x")', after: '改名した備品' }]);
    const [added] = await server.database.db.select().from(equipment).where(eq(equipment.assetTag, 'CSV-MIX-1'));
    assert.deepEqual((await historyOf(added!.id)).map((e) => [e.action, e.changes]), [['CREATE', diffFields(null, equipmentPayload(added!))]]);
  });

  it('exports the template (header only) and the view as listed, with the spec file names', async () => {
    const template = v.parse(csvExportResultSchema, (await call(admin, 'GET', '/v2/equipment-csv?mode=edit-template')).body);
    assert.equal(template.fileName, 'template_equipment.csv');
    const templateText = (await server.app.inject({ url: template.url })).body;
    assert.equal(templateText.replace(/^\uFEFF/, '').trimEnd().split('\r\n').length, 1);
    const view = v.parse(csvExportResultSchema, (await call(admin, 'GET', '/v2/equipment-csv?category=DISPOSED', undefined, { 'accept-language': 'en-US' })).body);
    assert.equal(view.mode, 'view');
    assert.equal(view.fileName, `equipment-export-${tokyoToday()}.csv`);
    const lines = (await server.app.inject({ url: view.url })).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    assert.equal(lines[0], 'Equipment name,Equipment type,Model,Serial number,Asset tag,Assigned person,Assigned place,Created at');
    const disposed = await call(admin, 'GET', '/v2/equipment-count?category=DISPOSED');
    assert.equal(lines.length - 1, (disposed.body as unknown as { count: number }).count);
    // the download URL is bound to its file name and expiry
    const tampered = view.url.replace('filename=', 'filename=x');
    assert.equal((await server.app.inject({ url: tampered })).statusCode, 403);
  });

  it('reads Shift_JIS (CP932) files with ①, ㈱ and ～ exactly and reports the encoding', async () => {
    const memo = '①㈱～髙橋';
    const file = iconv.encode(`${header}\r\n検証用PC SJIS,PC,,,SJIS-1,使用中,,,${memo}\r\n`, 'cp932');
    const result = await runImport(await upload(file), true);
    assert.equal(result.detectedEncoding, 'Shift_JIS');
    assert.equal(result.summary.errorRowsCount, 0);
    assert.equal(result.records[0]!.values.memo!.value, memo);
    assert.equal(result.records[0]!.values.name!.value, '検証用PC SJIS');
  });

  it('reports header errors: unknown, repeated and missing required columns', async () => {
    const result = await runImport(await upload('名前,備品種別,備品種別,colour\nA,PC,PC,red\n'), true, {}, 'equipment');
    assert.deepEqual(result.summary.headerErrors, [
      '列「名前」は使用できません。テンプレートの列名をお使いください。',
      '列「備品種別」が重複しています。',
      '列「colour」は使用できません。テンプレートの列名をお使いください。',
      '必須の列「備品名」がありません。',
    ]);
    const empty = await runImport(await upload('備品名,備品種別\n'), false);
    assert.equal(empty.outcome, 'REJECTED');
    assert.deepEqual(empty.summary.headerErrors, ['ヘッダー行のみで、データ行がありません。']);
  });

  it('refuses a file over 10 MB and a file that is not text/csv, on upload and on import', async () => {
    const presign = v.parse(presignedUploadSchema, (await call(admin, 'GET', '/v2/s3/presigned-url/import-csv?filename=big.csv')).body);
    const big = Buffer.alloc(csvMaxFileBytes + 1, 0x61);
    const put = await server.app.inject({ method: 'PUT', url: presign.url, headers: { 'content-type': 'text/csv', 'accept-language': 'ja-JP' }, payload: big });
    assert.equal(put.statusCode, 413);
    assert.equal(put.json().message, 'ファイルサイズが10MBを超えています。ファイルを分割してアップロードしてください。');
    // nothing was kept under the key
    const missing = await call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: presign.key, dryrun: true });
    assert.equal(missing.status, 404);
    // exactly 10 MB is accepted by the upload
    const atLimit = await server.app.inject({ method: 'PUT', url: presign.url, headers: { 'content-type': 'text/csv' }, payload: Buffer.alloc(csvMaxFileBytes, 0x61) });
    assert.equal(atLimit.statusCode, 200);
    const wrongType = await server.app.inject({ method: 'PUT', url: presign.url, headers: { 'content-type': 'application/vnd.ms-excel' }, payload: 'a,b\n' });
    assert.equal(wrongType.statusCode, 415);
    const tooBig = await call(admin, 'GET', `/v2/s3/presigned-url/import-csv?filename=big.csv&size=${csvMaxFileBytes + 1}`);
    assert.equal(tooBig.status, 400);
    assert.deepEqual(tooBig.body!.fieldErrors, [{ path: 'size', message: '10MB以下のファイルを選択してください' }]);
    const notCsv = await call(admin, 'GET', '/v2/s3/presigned-url/import-csv?filename=list.xlsx');
    assert.deepEqual(notCsv.body!.fieldErrors, [{ path: 'filename', message: '.csv ファイルを選択してください' }]);
  });

  it('refuses another company\'s key and forged or expired upload URLs', async () => {
    const key = await upload(`${header}\n${goodRows[0]}\n`);
    const foreign = await call(supplier, 'POST', '/v2/equipment-csv', { uploadedFileKey: key, dryrun: true });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body!.code, 'NOT_FOUND');
    const own = await upload('備品名,備品種別\nA,PC\n', supplier);
    assert.equal((await call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: own, dryrun: true })).status, 404);
    assert.equal((await call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: '../../etc/passwd', dryrun: true })).status, 404);

    const presign = v.parse(presignedUploadSchema, (await call(admin, 'GET', '/v2/s3/presigned-url/import-csv?filename=a.csv')).body);
    const forged = presign.url.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    assert.equal((await server.app.inject({ method: 'PUT', url: forged, headers: { 'content-type': 'text/csv' }, payload: 'x' })).statusCode, 403);
    const otherKey = presign.url.replace(presign.key.split('/')[2]!, '00000000-0000-4000-8000-000000000000.csv');
    assert.equal((await server.app.inject({ method: 'PUT', url: otherKey, headers: { 'content-type': 'text/csv' }, payload: 'x' })).statusCode, 403);
    const expired = presign.url.replace(/expires=\d+/, 'expires=1000');
    assert.equal((await server.app.inject({ method: 'PUT', url: expired, headers: { 'content-type': 'text/csv' }, payload: 'x' })).statusCode, 403);
    // the import endpoints need the operator account
    assert.equal((await server.app.inject({ method: 'POST', url: '/v2/equipment-csv', payload: { uploadedFileKey: key, dryrun: true } })).statusCode, 401);
  });

  it('imports places: creates, updates by id, keeps codes unique', async () => {
    const head = '拠点コード,拠点名（日本語）,拠点名（英語）,ステータス,電話番号,事業所区分';
    const dry = await runImport(await upload(`${head}\nCSV-001,検証拠点,Test site,営業中,'+81-3-0000-0000,本社\nTKY-001,重複,Dup,,,\n`), true, {}, 'places');
    assert.equal(dry.summary.errorRowsCount, 1);
    assert.deepEqual(dry.records[1]!.values.code!.errors, ['「TKY-001」はすでに他のデータで使用されています。']);
    const before = (await server.database.db.select({ n: count() }).from(places))[0]!.n;
    const done = await runImport(await upload(`${head}\nCSV-001,検証拠点,Test site,営業中,'+81-3-0000-0000,本社\n`), false, {}, 'places');
    assert.equal(done.outcome, 'IMPORTED');
    const [site] = await server.database.db.select().from(places).where(eq(places.code, 'CSV-001'));
    assert.equal(site!.phoneNumber, '+81-3-0000-0000');
    assert.ok(site!.businessPlaceTypeId);
    assert.equal((await server.database.db.select({ n: count() }).from(places))[0]!.n, before + 1);
    const siteHistory = ((await call(admin, 'GET', `/v2/audit-logs?resourceType=PLACE&resourceId=${site!.id}`)).body as unknown as { items: AuditLogEntry[] }).items;
    assert.deepEqual(siteHistory.map((e) => [e.action, e.changes]), [['CREATE', diffFields(null, placePayload(site!))]]);
    const update = await runImport(await upload(`ID,拠点コード,拠点名（日本語）\n${site!.id},CSV-001,検証拠点（改）\n`), false, {}, 'places');
    assert.equal(update.outcome, 'IMPORTED');
    assert.equal(update.updatedCount, 1);
    const [changed] = await server.database.db.select().from(places).where(eq(places.id, site!.id));
    assert.equal(changed!.nameJa, '検証拠点（改）');
    assert.equal(changed!.phoneNumber, '+81-3-0000-0000', 'a column missing from the file keeps its value');
    assert.equal(changed!.version, site!.version + 1, 'an imported update moves the version, so an open edit form of the place gets 409');
  });

  it('places: the CSV reads the contracts\' placeFields — headers are its labels, a status is its code or its label in either language, nothing else (issue 30)', async () => {
    const translator = await loadTranslator();
    const accepted = ['ACTIVE', '営業中', 'Active', '開設予定', 'Planned', '閉鎖予定', 'Closure planned', 'suspended'];
    const refused = ['稼働中', '計画中', 'Operating'];
    const rows = [...accepted, ...refused].map((status, i) => `FLD-${i},項目${i},Field ${i},${status}`);
    const dry = await runImport(await upload(['拠点コード,拠点名（日本語）,拠点名（英語）,ステータス', ...rows].join('\r\n')), true, {}, 'places');
    const statusErrors = dry.records.map((r) => (r.values.status?.errors ?? []).length > 0);
    assert.deepEqual(statusErrors, [...accepted.map(() => false), ...refused.map(() => true)]);
    // the template's headers are the description's labels, in the caller's language
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const template = v.parse(csvExportResultSchema, (await call(admin, 'GET', '/v2/places-csv?mode=edit-template&encoding=UTF-8', undefined, { 'accept-language': locale })).body);
      const headers = (await server.app.inject({ url: template.url })).body.replace(/^\uFEFF/, '').trimEnd().split(',');
      const described = [placeFields.code, placeFields.nameJa, placeFields.status, placeFields.establishedDate, placeFields.businessPlaceTypeId].map((f) => translator.t(locale, f.label));
      for (const label of described) assert.ok(headers.includes(label), `${locale}: ${label} in ${headers.join(',')}`);
    }
    assert.equal(translator.t('ja-JP', placeFields.status.values.ACTIVE), '営業中');
  });

  // issue 30: the dates Excel writes in Japan, in files made as Excel makes them (CP932 and UTF-8 with a BOM, CRLF)
  it('places and devices: a date cell takes 2026/4/1, 2026年4月1日, 令和, Excel serials and full width, and names a day that does not exist', async () => {
    const forms = ['2026/4/1', '2026年4月1日', '令和8年4月1日', '46113', '２０２６／４／１'];
    const placeRows = forms.map((date, i) => `DATE-00${i},日付拠点${i},,営業中,${date}`);
    const placeFile = (rows: string[]) => iconv.encode(['code,nameJa,nameEn,status,establishedDate', ...rows].join('\r\n') + '\r\n', 'cp932');
    const placeDry = await runImport(await upload(placeFile([...placeRows, 'DATE-099,日付拠点99,,営業中,令和元年4月30日'])), true, {}, 'places');
    assert.equal(placeDry.detectedEncoding, 'Shift_JIS');
    assert.deepEqual(placeDry.records.filter((r) => !r.isValid).map((r) => [r.rowNumber, r.values.establishedDate!.value, r.values.establishedDate!.errors]), [
      [7, '令和元年4月30日', ['「令和元年4月30日」は日付として読めません。2026/4/1、2026-04-01、2026年4月1日、令和8年4月1日 のように入力してください。']],
    ]);
    assert.equal((await runImport(await upload(placeFile(placeRows)), false, {}, 'places')).outcome, 'IMPORTED');
    const sites = await server.database.db.select({ code: places.code, establishedDate: places.establishedDate }).from(places).where(like(places.code, 'DATE-00%'));
    assert.deepEqual(sites.map((p) => p.establishedDate), forms.map(() => '2026-04-01'));

    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const deviceRows = forms.map((date, i) => `日付PC ${i},Windows,SSD,DATE-PC-${i},${date}`);
    const deviceFile = Buffer.concat([bom, Buffer.from(['name,os,storage,deviceTag,purchaseDate', ...deviceRows].join('\r\n') + '\r\n')]);
    const deviceRun = await call(admin, 'POST', '/v2/devices-csv/laptop', { uploadedFileKey: await upload(deviceFile), dryrun: false });
    assert.equal(deviceRun.status, 200, JSON.stringify(deviceRun.body));
    assert.equal(v.parse(csvImportResultSchema, deviceRun.body).outcome, 'IMPORTED', JSON.stringify(deviceRun.body));
    const bought = await server.database.db.select({ purchaseDate: devices.purchaseDate }).from(devices).where(like(devices.deviceTag, 'DATE-PC-%'));
    assert.deepEqual(bought.map((d) => d.purchaseDate), forms.map(() => '2026-04-01'));
  });

  it('imports an upload once: the same key again answers 409 with the first import\'s id and writes nothing (issue 29)', async () => {
    const rows = ['検証用PC 71,PC,,,CSV-0071,,,,', '検証用PC 72,PC,,,CSV-0072,,,,'];
    const key = await upload([header, ...rows].join('\n'));
    const first = await runImport(key, false);
    assert.equal(first.outcome, 'IMPORTED');
    const counts = { equipment: await equipmentCount(), audit: await auditCount() };
    const [record] = await server.database.db.select().from(csvImports).where(eq(csvImports.uploadedFileKey, key));
    assert.equal(record!.createdCount, 2);

    const second = await call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: key, dryrun: false });
    assert.equal(second.status, 409, JSON.stringify(second.body));
    assert.equal(second.body!.code, 'CONFLICT');
    assert.equal(second.body!.importId, record!.id);
    assert.deepEqual((second.body!.fieldErrors as unknown as { path: string }[]).map((f) => f.path), ['uploadedFileKey']);
    assert.deepEqual({ equipment: await equipmentCount(), audit: await auditCount() }, counts, 'the second import changed no row');

    // two imports of one new upload at once: one writes, the other is told which one did
    const racedKey = await upload([header, '検証用PC 73,PC,,,CSV-0073,,,,'].join('\n'));
    const raced = await Promise.all([0, 1].map(() => call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: racedKey, dryrun: false })));
    assert.deepEqual(raced.map((r) => r.status).sort(), [200, 409]);
    assert.equal(await equipmentCount(), counts.equipment + 1);

    // a refused import consumes nothing: fixed in the database, the same upload imports
    const refusedKey = await upload([header, '検証用PC 74,PC,,,CSV-0074,,E999999,,'].join('\n'));
    assert.equal((await runImport(refusedKey, false)).outcome, 'REJECTED');
    assert.equal((await runImport(refusedKey, true)).outcome, 'VALIDATED', 'a dry run after a refused import still reads the file');
  });

  it('takes one upload per upload URL: a second PUT is refused with 409 and the first file stays (issue 29)', async () => {
    const presign = v.parse(presignedUploadSchema, (await call(admin, 'GET', '/v2/s3/presigned-url/import-csv?filename=once.csv')).body);
    const put = (text: string) => server.app.inject({ method: 'PUT', url: presign.url, headers: { 'content-type': 'text/csv', 'accept-language': 'ja-JP' }, payload: Buffer.from(text) });
    assert.equal((await put(`${header}\n検証用PC 81,PC,,,CSV-0081,,,,\n`)).statusCode, 200);
    const again = await put(`${header}\n差し替え,PC,,,CSV-0082,,,,\n`);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'CONFLICT');
    assert.equal(again.json().message, 'このアップロード用のリンクはすでに使用されています。別のファイルをアップロードするには、新しいリンクを取得してください。');
    const dry = await runImport(presign.key, true);
    assert.equal(dry.records[0]!.values.name!.value, '検証用PC 81', 'the first file is the one stored');
  });

  async function typeId(code: string): Promise<string> {
    const res = await call(admin, 'GET', '/v2/equipment-types');
    return (res.body as unknown as { items: { id: string; code: string }[] }).items.find((t) => t.code === code)!.id;
  }
});
