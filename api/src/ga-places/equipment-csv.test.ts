import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { csvImportResultSchema, equipmentFields, presignedUploadSchema, type CsvImportResult, type Locale } from '@kanri/contracts';
import { loadTranslator, type Translator } from '../i18n/i18n';
import { equipment } from '../schema';
import { startTestServer, type TestServer } from '../test/support';

// the embedded storage writes into a folder of this test run
const storageDir = mkdtempSync(join(tmpdir(), 'kanri-equipment-csv-test-'));
process.env.KANRI_STORAGE_DIR = storageDir;
delete process.env.S3_ENDPOINT;

/**
 * Issue 30 "Imports accept what people write": the equipment import's five enumeration cells take
 * the code or the label in either language, the labels the screens show (`equipmentFields`), and
 * nothing else; a refused cell names what was found and what is accepted. Files made as Excel
 * makes them (CP932, CRLF).
 */
describe('equipment CSV enumeration cells (issue 30)', () => {
  let server: TestServer;
  let admin: string;
  let translator: Translator;

  const upload = async (bytes: Buffer) => {
    const presign = await server.app.inject({ url: '/v2/s3/presigned-url/import-csv?filename=equipment.csv', headers: { cookie: admin } });
    assert.equal(presign.statusCode, 200, presign.body);
    const { url, key } = v.parse(presignedUploadSchema, presign.json());
    const put = await server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'text/csv' }, payload: bytes });
    assert.equal(put.statusCode, 200, put.body);
    return key;
  };
  const runImport = async (key: string, dryrun: boolean, locale: Locale = 'ja-JP'): Promise<CsvImportResult> => {
    const res = await server.app.inject({ method: 'POST', url: '/v2/equipment-csv', payload: { uploadedFileKey: key, dryrun }, headers: { cookie: admin, 'accept-language': locale } });
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(csvImportResultSchema, res.json());
  };
  /** A CP932 file with CRLF line ends, as Excel saves "CSV" in Japan. */
  const excelFile = (lines: string[]) => iconv.encode([...lines, ''].join('\r\n'), 'cp932');
  const header = '備品名,備品種別,資産管理番号,管理区分,ステータス,利用区分,配置区分,所在ステータス';

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn('admin@kanri.example'); // the seed's demo administrator (a domain test does not import src/seed/)
    translator = await loadTranslator();
  });
  after(async () => {
    await server.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it("the header words are the description's labels", () => {
    const labels = (['name', 'equipmentTypeId', 'assetTag', 'managementType', 'status', 'usageType', 'placementType', 'locationStatus'] as const).map((f) => translator.t('ja-JP', equipmentFields[f].label));
    assert.equal(labels.join(','), header);
  });

  it('takes the code or the label in either language in every enumeration cell, full width too', async () => {
    const rows = [
      // ja-JP labels
      'ENUM 1,PC,ENUM-0001,在庫管理,保管中,個人貸与,保管,保管中',
      // en-US labels ("In storage" is the screens' word; the CSV's own list said "Stored")
      'ENUM 2,PC,ENUM-0002,Distribution log management,In storage,Shared use,Fixed,In storage',
      // codes, any case, full width
      'ENUM 3,PC,ENUM-0003,ＵＮＭＡＮＡＧＥＤ,under_repair,WORK_FROM_HOME,moving,TO_BE_DISPOSED',
    ];
    const key = await upload(excelFile([header, ...rows]));
    const dry = await runImport(key, true);
    assert.equal(dry.detectedEncoding, 'Shift_JIS');
    assert.deepEqual(
      dry.records.map((r) => Object.entries(r.values).flatMap(([column, cell]) => cell.errors.map((e) => `${column}: ${e}`))),
      [[], [], []],
    );
    const done = await runImport(key, false);
    assert.equal(done.createdCount, 3);
    const saved = await server.database.db
      .select({ assetTag: equipment.assetTag, managementType: equipment.managementType, status: equipment.status, usageType: equipment.usageType, placementType: equipment.placementType, locationStatus: equipment.locationStatus })
      .from(equipment)
      .where(eq(equipment.name, 'ENUM 2'));
    assert.deepEqual(saved, [{ assetTag: 'ENUM-0002', managementType: 'DISTRIBUTION_LOG', status: 'STORED', usageType: 'SHARED_USE', placementType: 'FIXED', locationStatus: 'STORED' }]);
  });

  it("refuses any other word, naming what was found and the accepted labels in the caller's language", async () => {
    const key = await upload(excelFile([header, 'ENUM 4,PC,ENUM-0004,在庫,紛失,,Stationary,稼働中']));
    const ja = (await runImport(key, true, 'ja-JP')).records[0]!.values;
    const statuses = Object.values(equipmentFields.status.values).map((d) => translator.t('ja-JP', d)).join('、');
    assert.deepEqual(ja.status!.errors, [`次のいずれかを入力してください：${statuses}（入力値：「紛失」）`]);
    assert.deepEqual(ja.managementType!.errors, ['次のいずれかを入力してください：在庫管理、配布記録管理、管理対象外（入力値：「在庫」）']);
    assert.match(ja.placementType!.errors[0]!, /（入力値：「Stationary」）$/);
    assert.match(ja.locationStatus!.errors[0]!, /保管中.*（入力値：「稼働中」）$/);
    assert.deepEqual(ja.usageType!.errors, []);
    const en = (await runImport(key, true, 'en-US')).records[0]!.values;
    assert.match(en.status!.errors[0]!, /^Use one of: In use, Returned, Under repair, Disposed, In storage, Scheduled for lending \(found "紛失"\)\.$/);
  });
});
