import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { contractCsvColumnLabels, contractCsvColumns, contractFields, csvExportResultSchema, deviceFields, devicesCsvColumnLabels, equipmentCsvColumnLabels, equipmentFields, peopleCsvColumnLabels, personFields, personImportCsvColumnLabels, publicIdCsvColumnLabels, publicIdFields, type MessageDescriptor } from '@kanri/contracts';
import { appUserFields, appUsersCsvColumnLabels } from '@kanri/contracts';
import { licenseFields, licensesCsvColumnLabels } from '@kanri/contracts';
import { loadTranslator } from '../i18n/i18n';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

// the embedded storage writes into a folder of this test run
const storageDir = mkdtempSync(join(tmpdir(), 'kanri-storage-fields-'));
process.env.KANRI_STORAGE_DIR = storageDir;
delete process.env.S3_ENDPOINT;

/**
 * Issue 30 "A field is described once": each resource's CSV headers are its contracts field
 * description's labels (docs/fields.md), in the caller's language, so a label changed there changes
 * the exported files with the screens.
 */
describe('CSV headers come from the field descriptions (issue 30)', () => {
  let server: TestServer;
  let admin: string;

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(async () => {
    await server.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** The header cells of an export, read as the caller in `locale` gets them. */
  const exportHeaders = async (url: string, locale: 'ja-JP' | 'en-US') => {
    const res = await server.app.inject({ url, headers: { cookie: admin, 'accept-language': locale } });
    assert.equal(res.statusCode, 200, res.body);
    const file = v.parse(csvExportResultSchema, res.json());
    return (await server.app.inject({ url: file.url })).body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!.split(',');
  };

  it('devices: every header of the edit and view files is a deviceFields label', async () => {
    const translator = await loadTranslator();
    const t = (locale: 'ja-JP' | 'en-US', d: MessageDescriptor) => translator.t(locale, d);
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const edit = await exportHeaders('/v2/devices-csv?mode=edit-template&genre=LAPTOP&encoding=UTF-8', locale);
      const view = await exportHeaders('/v2/devices-csv?mode=view&encoding=UTF-8', locale);
      const described = new Set([...Object.values(deviceFields).map((f) => t(locale, f.label)), t(locale, devicesCsvColumnLabels.id)]);
      for (const header of [...edit, ...view]) assert.ok(described.has(header), `${locale}: ${header} is not a deviceFields label`);
      for (const key of ['name', 'deviceModelId', 'assignedPersonId', 'leaseEndOn', 'deviceTag'] as const) {
        assert.ok(edit.includes(t(locale, deviceFields[key].label)), `${locale}: ${key} in ${edit.join(',')}`);
      }
      assert.ok(view.includes(t(locale, deviceFields.lifecycleStatus.label)), view.join(','));
    }
    // the screens' wording: 貸出先（人）, デバイスモデル, not the CSV's former 割り当て先の従業員, カタログのモデル
    assert.equal(t('ja-JP', devicesCsvColumnLabels.assignedPerson), '貸出先（人）');
    assert.equal(t('ja-JP', devicesCsvColumnLabels.deviceModel), 'デバイスモデル');
  });

  it('people: the import template\'s headers and the workforce export\'s are personFields labels', async () => {
    const translator = await loadTranslator();
    const t = (locale: 'ja-JP' | 'en-US', d: MessageDescriptor) => translator.t(locale, d);
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const described = new Set(Object.values(personFields).map((f) => t(locale, f.label)));
      const template = await exportHeaders('/v2/person-import-csv?mode=edit-template&workerType=EMPLOYEE', locale);
      assert.ok(template.length > 10, template.join(','));
      for (const header of template) assert.ok(described.has(header), `${locale}: ${header} is not a personFields label`);
      for (const key of ['employeeInformation.workerNumber', 'name.familyNameKana', 'employeeInformation.departmentId', 'personalInformation.postalCode'] as const) {
        assert.ok(template.includes(t(locale, personFields[key].label)), `${locale}: ${key} in ${template.join(',')}`);
      }
      const workforce = await exportHeaders('/v2/people-csv/all-member', locale);
      const own = new Set([peopleCsvColumnLabels.nameKana, peopleCsvColumnLabels.leavingAt, peopleCsvColumnLabels.leavingReason].map((d) => t(locale, d)));
      for (const header of workforce) assert.ok(described.has(header) || own.has(header), `${locale}: ${header} is not a personFields label`);
      assert.ok(workforce.includes(t(locale, personFields.workerType.label)) && workforce.includes(t(locale, personFields['employeeInformation.employmentTypeId'].label)));
      assert.equal(new Set(workforce).size, workforce.length, `${locale}: no two columns share a header: ${workforce.join(',')}`);
    }
    assert.equal(t('ja-JP', personImportCsvColumnLabels.familyNameKana), '姓（カナ）');
  });

  it('equipment: every header of the edit and view files is an equipmentFields label', async () => {
    const translator = await loadTranslator();
    const t = (locale: 'ja-JP' | 'en-US', d: MessageDescriptor) => translator.t(locale, d);
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const described = new Set([...Object.values(equipmentFields).map((f) => t(locale, f.label)), t(locale, equipmentCsvColumnLabels.id)]);
      const edit = await exportHeaders('/v2/equipment-csv?mode=edit-template&encoding=UTF-8', locale);
      for (const header of edit) assert.ok(described.has(header), `${locale}: ${header} is not an equipmentFields label`);
      for (const key of ['name', 'equipmentTypeId', 'locationStatus', 'placementPlaceId'] as const) {
        assert.ok(edit.includes(t(locale, equipmentFields[key].label)), `${locale}: ${key} in ${edit.join(',')}`);
      }
      const view = await exportHeaders('/v2/equipment-csv?mode=view&encoding=UTF-8', locale);
      assert.ok(view.includes(t(locale, equipmentFields.placementPlaceId.label)), view.join(','));
    }
    assert.equal(t('ja-JP', equipmentCsvColumnLabels.assignedPlace), '配置場所');
  });

  it('app accounts: every header of an integration\'s accounts file is an appUserFields label', async () => {
    const translator = await loadTranslator();
    const t = (locale: 'ja-JP' | 'en-US', d: MessageDescriptor) => translator.t(locale, d);
    const apps = await server.app.inject({ url: '/v2/id-management/apps', headers: { cookie: admin } });
    const integrationId = (apps.json() as { items: { appIntegrationId: string }[] }).items[0]!.appIntegrationId;
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const described = new Set(Object.values(appUserFields).map((f) => t(locale, f.label)));
      for (const mode of ['edit-template', 'view'] as const) {
        const headers = await exportHeaders(`/v2/app-users-csv?appIntegrationId=${integrationId}&mode=${mode}&encoding=UTF-8`, locale);
        assert.equal(headers.length, Object.keys(appUsersCsvColumnLabels).length, headers.join(','));
        for (const header of headers) assert.ok(described.has(header), `${locale} ${mode}: ${header} is not an appUserFields label`);
        assert.ok(headers.includes(t(locale, appUserFields.actualRoleName.label)) && headers.includes(t(locale, appUserFields.lastSignedInAt.label)), headers.join(','));
      }
    }
    // the users tab's wording: 実際のロール, 最終ログイン, Actual role (the CSV said ロール, 最終サインイン, Role)
    assert.equal(t('ja-JP', appUsersCsvColumnLabels.actualRoleName), '実際のロール');
    assert.equal(t('ja-JP', appUsersCsvColumnLabels.lastSignedInAt), '最終ログイン');
    assert.equal(t('en-US', appUsersCsvColumnLabels.actualRoleName), 'Actual role');
  });

  it("SaaS alerts: the account's headers of the alerts file are appUserFields labels", async () => {
    const translator = await loadTranslator();
    const t = (locale: 'ja-JP' | 'en-US', d: MessageDescriptor) => translator.t(locale, d);
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const headers = await exportHeaders('/v2/app-alerts-csv?category=ALL', locale);
      for (const key of ['name', 'isActive', 'actualRoleName', 'lastSignedInAt', 'assignedRoleName'] as const) {
        assert.ok(headers.includes(t(locale, appUserFields[key].label)), `${locale}: ${t(locale, appUserFields[key].label)} not in ${headers.join(',')}`);
      }
    }
  });
});

describe('contracts and public IDs: CSV headers are their field descriptions\' labels (issue 30)', () => {
  let server: TestServer;
  let admin: string;
  // its own storage folder: the first block removes the file's one when it ends
  const ownStorageDir = mkdtempSync(join(tmpdir(), 'kanri-storage-legal-hr-fields-'));

  before(async () => {
    process.env.KANRI_STORAGE_DIR = ownStorageDir;
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(async () => {
    await server.close();
    rmSync(ownStorageDir, { recursive: true, force: true });
  });

  /** The header cells of an export, read as the administrator in `locale` gets them. */
  const headersOf = async (url: string, locale: 'ja-JP' | 'en-US') => {
    const res = await server.app.inject({ url, headers: { cookie: admin, 'accept-language': locale } });
    assert.equal(res.statusCode, 200, res.body);
    const file = v.parse(csvExportResultSchema, res.json());
    return (await server.app.inject({ url: file.url })).body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!.split(',');
  };

  it('contracts: every header of the template and of the current contracts is a contractFields label', async () => {
    const translator = await loadTranslator();
    const t = (locale: 'ja-JP' | 'en-US', d: MessageDescriptor) => translator.t(locale, d);
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const described = new Set(Object.values(contractFields).map((f) => t(locale, f.label)));
      for (const mode of ['edit-template', 'view'] as const) {
        const headers = await headersOf(`/v2/contracts-csv?mode=${mode}&contractType=SAAS_SOFTWARE&encoding=UTF-8`, locale);
        assert.equal(headers.length, contractCsvColumns.length, headers.join(','));
        for (const header of headers) assert.ok(described.has(header), `${locale} ${mode}: ${header} is not a contractFields label`);
        for (const key of ['title', 'titleEn', 'autoRenewal', 'amount', 'billingCycle'] as const) {
          assert.ok(headers.includes(t(locale, contractFields[key].label)), `${locale} ${mode}: ${key} in ${headers.join(',')}`);
        }
      }
    }
    // the screens' wording: 契約金額, English title, Automatic renewal (the CSV said 金額, Title (English), Auto-renewal)
    assert.equal(t('ja-JP', contractCsvColumnLabels.amount), '契約金額');
    assert.equal(t('en-US', contractCsvColumnLabels.titleEn), 'English title');
    assert.equal(t('en-US', contractCsvColumnLabels.autoRenewal), 'Automatic renewal');
  });

  it('public IDs: every header of the registry export and of each type\'s template is a publicIdFields label (the worker number the person\'s)', async () => {
    const translator = await loadTranslator();
    const t = (locale: 'ja-JP' | 'en-US', d: MessageDescriptor) => translator.t(locale, d);
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const described = new Set([...Object.values(publicIdFields).map((f) => t(locale, f.label)), t(locale, personFields['employeeInformation.workerNumber'].label)]);
      const view = await headersOf('/v2/public-ids-csv?mode=view&publicIdType=ALL&encoding=UTF-8', locale);
      const national = await headersOf('/v2/public-ids-csv?mode=edit-template&publicIdType=NATIONAL_ID&encoding=UTF-8', locale);
      const travel = await headersOf('/v2/public-ids-csv?mode=edit-template&publicIdType=TRAVEL_DOCUMENT&encoding=UTF-8', locale);
      for (const header of [...view, ...national, ...travel]) assert.ok(described.has(header), `${locale}: ${header} is not a publicIdFields label`);
      for (const key of ['personId', 'publicIdType', 'nationalIdType', 'maskedNumber', 'nameOnDocument'] as const) {
        assert.ok(view.includes(t(locale, publicIdFields[key].label)), `${locale}: ${key} in ${view.join(',')}`);
      }
      // the view file carries the masked number, never the number, without includeMyNumber
      assert.ok(!view.includes(t(locale, publicIdFields.number.label)), view.join(','));
      assert.ok(national.includes(t(locale, publicIdFields.nationalIdType.label)) && national.includes(t(locale, publicIdFields.number.label)), national.join(','));
      assert.ok(!travel.includes(t(locale, publicIdFields.nationalIdType.label)), travel.join(','));
    }
    // the screens' wording: 国民IDの種別, 書類上の氏名, 社員番号 (the CSV said 国民IDの種類, 記載氏名, 従業員番号)
    assert.equal(t('ja-JP', publicIdCsvColumnLabels.nationalIdType), '国民IDの種別');
    assert.equal(t('ja-JP', publicIdCsvColumnLabels.nameOnDocument), '書類上の氏名');
    assert.equal(t('ja-JP', publicIdCsvColumnLabels.workerNumber), '社員番号');
  });
});

describe('licenses: export headers are licenseFields labels (issue 30)', () => {
  let server: TestServer;
  let admin: string;
  // its own storage folder: the first block removes the file's one when it ends
  const licenseStorageDir = mkdtempSync(join(tmpdir(), 'kanri-storage-license-fields-'));

  before(async () => {
    process.env.KANRI_STORAGE_DIR = licenseStorageDir;
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(async () => {
    await server.close();
    rmSync(licenseStorageDir, { recursive: true, force: true });
  });

  it('every header of the inventory export is a licenseFields label, but the seats in use and "Expired"', async () => {
    const translator = await loadTranslator();
    const t = (locale: 'ja-JP' | 'en-US', d: MessageDescriptor) => translator.t(locale, d);
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const described = new Set(Object.values(licenseFields).map((f) => t(locale, f.label)));
      const own = new Set([licensesCsvColumnLabels.seatsUsed, licensesCsvColumnLabels.expired].map((d) => t(locale, d)));
      const res = await server.app.inject({ url: '/v2/licenses-csv?category=ALL', headers: { cookie: admin, 'accept-language': locale } });
      assert.equal(res.statusCode, 200, res.body);
      const file = v.parse(csvExportResultSchema, res.json());
      const headers = (await server.app.inject({ url: file.url })).body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!.split(',');
      assert.equal(headers.length, Object.keys(licensesCsvColumnLabels).length, headers.join(','));
      for (const header of headers) assert.ok(described.has(header) || own.has(header), `${locale}: ${header} is not a licenseFields label`);
      for (const key of ['licenseName', 'softwareId', 'perUnitBasis', 'price', 'autoRenewal'] as const) {
        assert.ok(headers.includes(t(locale, licenseFields[key].label)), `${locale}: ${key} in ${headers.join(',')}`);
      }
      assert.equal(new Set(headers).size, headers.length, `${locale}: no two columns share a header: ${headers.join(',')}`);
    }
    // the screens' wording: 単価の基準 and Price (the export said 課金の基準 and Unit price)
    assert.equal(t('ja-JP', licensesCsvColumnLabels.perUnitBasis), '単価の基準');
    assert.equal(t('en-US', licensesCsvColumnLabels.price), 'Price');
  });
});
