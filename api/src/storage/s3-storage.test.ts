import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import * as v from 'valibot';
import { csvExportResultSchema, csvImportResultSchema, csvMaxFileBytes, presignedUploadSchema } from '@kanri/contracts';
import { demoAccounts } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { S3Storage } from './s3-storage';
import { StorageLimitError } from './object-storage';

/**
 * The S3 storage against s3rver, an S3-compatible server running in this process on a loopback
 * port (it does not check signatures, so this proves the SDK calls, keys, limits and headers, not
 * the store's signature checks; docker-compose runs MinIO for that).
 */
describe('S3-compatible storage (s3rver)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kanri-s3rver-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  let endpoint: string;
  let server: TestServer;
  let admin: string;
  let supplier: string;

  before(async () => {
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    Object.assign(process.env, { S3_ENDPOINT: endpoint, S3_BUCKET: 'kanri-test', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' });
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
    supplier = await server.signIn(demoAccounts.supplier);
  });
  after(async () => {
    await server.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await server.app.inject({ method, url, payload: payload as never, headers: { cookie, 'accept-language': 'en-US' } });
    return { status: res.statusCode, body: res.json() };
  };
  const presign = async (cookie = admin) => v.parse(presignedUploadSchema, (await call(cookie, 'GET', '/v2/s3/presigned-url/import-csv?filename=equipment.csv')).body);

  it('uploads through a presigned PUT to the store and imports from it', async () => {
    const target = await presign();
    assert.ok(target.url.startsWith(`${endpoint}/kanri-test/import-csv/`), target.url);
    // single-use (issue 29): the URL signs If-None-Match: * beside the content type, so S3 stores one
    // file under the key and answers 412 to a second PUT; a PUT without the header fails the signature
    assert.match(new URL(target.url).searchParams.get('X-Amz-SignedHeaders') ?? '', /^(?=.*\bcontent-type\b)(?=.*\bif-none-match\b)(?=.*\bhost\b)/);
    assert.deepEqual(target.headers, { 'content-type': 'text/csv', 'if-none-match': '*' });
    const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: 'name,equipmentType\nS3 PC,PC\n' });
    assert.equal(put.status, 200);
    const res = await call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: target.key, dryrun: true });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const result = v.parse(csvImportResultSchema, res.body);
    assert.equal(result.summary.rowsCount, 1);
    assert.equal(result.summary.errorRowsCount, 0);
    assert.equal((await call(supplier, 'POST', '/v2/equipment-csv', { uploadedFileKey: target.key, dryrun: true })).status, 404);
  });

  it('refuses a stored upload that is over 10 MB or not text/csv', async () => {
    const big = await presign();
    await fetch(big.url, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: Buffer.alloc(csvMaxFileBytes + 1, 0x61) });
    const tooBig = await call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: big.key, dryrun: true });
    assert.equal(tooBig.status, 400);
    assert.deepEqual(tooBig.body.fieldErrors, [{ path: 'uploadedFileKey', message: 'The file is larger than 10 MB. Please split it and upload each part.' }]);
    const excel = await presign();
    await fetch(excel.url, { method: 'PUT', headers: { 'content-type': 'application/vnd.ms-excel' }, body: 'a,b\n' });
    const wrongType = await call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: excel.key, dryrun: true });
    assert.deepEqual(wrongType.body.fieldErrors, [{ path: 'uploadedFileKey', message: 'Upload the file as a CSV file (text/csv).' }]);
    const missing = await call(admin, 'POST', '/v2/equipment-csv', { uploadedFileKey: excel.key.replace(/[0-9a-f-]{36}\.csv$/, '00000000-0000-4000-8000-000000000000.csv'), dryrun: true });
    assert.equal(missing.status, 404);
  });

  it('exports to the store and downloads with Content-Disposition', async () => {
    const res = await call(admin, 'GET', '/v2/places-csv?mode=edit-template');
    const exported = v.parse(csvExportResultSchema, res.body);
    assert.equal(exported.fileName, 'template_places.csv');
    const download = await fetch(exported.url);
    assert.equal(download.status, 200);
    assert.match(download.headers.get('content-disposition') ?? '', /filename="template_places.csv"/);
    const bytes = Buffer.from(await download.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.ok(bytes.subarray(3).toString('utf8').startsWith('ID,Place code,Place name (Japanese)'));
  });

  it('keeps a software logo on the store: presigned PUT, served by the API, presigned DELETE', async () => {
    const created = await server.app.inject({
      method: 'POST', url: '/v2/software', headers: { cookie: admin },
      payload: { type: 'SAAS', customSaasType: null, name: 'S3 logo test', vendorName: '', category: 'OTHER', usageStatus: 'ACTIVE', description: null, websiteUrl: null, renewalDate: null },
    });
    const id = created.json().id as string;
    const upload = (await call(admin, 'GET', `/v2/software/${id}/logo/presigned-url?filename=logo.png`)).body;
    assert.ok(upload.url.startsWith(`${endpoint}/kanri-test/software-logo/`), upload.url);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    assert.equal((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: png })).status, 200);
    const detail = (await call(admin, 'GET', `/v2/software/${id}`)).body;
    const saved = await server.app.inject({
      method: 'PUT', url: `/v2/software/${id}/detail`, headers: { cookie: admin },
      payload: { name: detail.info.name, vendorName: '', category: 'OTHER', usageStatus: 'ACTIVE', description: null, websiteUrl: null, renewalDate: null, logoChanged: true, logoDeleted: false, logoFile: upload.key, version: detail.version },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const image = await server.app.inject({ method: 'GET', url: saved.json().info.logoUrl, headers: { cookie: admin } });
    assert.equal(image.statusCode, 200);
    assert.deepEqual(image.rawPayload, png);
    const removal = (await call(admin, 'GET', `/v2/software/${id}/logo/presigned-url?method=DELETE`)).body;
    assert.equal(removal.key, upload.key);
    assert.equal((await fetch(removal.url, { method: 'DELETE' })).status, 204);
    const storage = new S3Storage({ endpoint, bucket: 'kanri-test', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    assert.equal(await storage.read(upload.key, { maxBytes: 1000, contentTypes: ['image/png'] }), null);
  });

  it('reads with the limits directly', async () => {
    const storage = new S3Storage({ endpoint, bucket: 'kanri-test', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    await storage.put('export-csv/x/00000000-0000-4000-8000-000000000001.csv', Buffer.from('a,b\n'), 'text/csv; charset=utf-8');
    assert.equal((await storage.read('export-csv/x/00000000-0000-4000-8000-000000000001.csv', { maxBytes: 10, contentTypes: ['text/csv'] }))?.toString(), 'a,b\n');
    await assert.rejects(storage.read('export-csv/x/00000000-0000-4000-8000-000000000001.csv', { maxBytes: 3, contentTypes: ['text/csv'] }), (e) => e instanceof StorageLimitError && e.reason === 'tooLarge');
    assert.equal(await storage.read('export-csv/x/missing.csv', { maxBytes: 10, contentTypes: ['text/csv'] }), null);
  });
});
