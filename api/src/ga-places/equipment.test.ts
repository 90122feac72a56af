import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  countResponseSchema,
  equipmentDetailSchema,
  equipmentItemSchema,
  equipmentListQuerySchema,
  equipmentRowSchema,
  equipmentTypeSchema,
  listResponse,
  placeDetailSchema,
} from '@kanri/contracts';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { equipmentKit } from './equipment';
import { equipment, people } from '../schema';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/support';

const storageDir = mkdtempSync(join(tmpdir(), 'kanri-storage-test-'));
process.env.KANRI_STORAGE_DIR = storageDir;

describe('equipment, equipment types and items, place writes', () => {
  let server: TestServer;
  let admin: string;
  let member: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie?: string, locale = 'en-US') => {
    const res = await server.app.inject({ method, url, payload: payload as never, headers: { cookie: cookie ?? admin, 'accept-language': locale } });
    return { status: res.statusCode, body: res.json() };
  };
  const ok = async <S extends v.GenericSchema>(schema: S, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await call(method, url, payload);
    assert.ok(res.status === 200 || res.status === 201, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return v.parse(schema, res.body);
  };
  const rows = listResponse(equipmentRowSchema);
  const types = listResponse(equipmentTypeSchema);

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
    member = await server.signIn(demoAccounts.member);
  });
  after(async () => {
    await server.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('lists equipment with 001 §2 search: paging bounds, orderDirection, category, id arrays, freeText', async () => {
    const total = (await ok(countResponseSchema, 'GET', '/v2/equipment-count')).count;
    assert.equal(total, 300);
    const first = await ok(rows, 'GET', '/v2/equipment');
    assert.equal(first.items.length, 100);
    const names = first.items.map((r) => r.name);
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await ok(rows, 'GET', '/v2/equipment?sortColumn=ASSET_TAG&orderDirection=desc&pageSize=5');
    assert.deepEqual(desc.items.map((r) => r.assetTag), ['EQ-000300', 'EQ-000299', 'EQ-000298', 'EQ-000297', 'EQ-000296']);
    const disposed = await ok(rows, 'GET', '/v2/equipment?category=DISPOSED&pageSize=1000');
    assert.ok(disposed.items.length > 0 && disposed.items.every((r) => r.status === 'DISPOSED'));
    assert.equal((await ok(countResponseSchema, 'GET', '/v2/equipment-count?category=DISPOSED')).count, disposed.items.length);
    const pending = await ok(rows, 'GET', '/v2/equipment?category=PENDING_DISPOSAL&pageSize=1000');
    assert.ok(pending.items.every((r) => r.locationStatus === 'TO_BE_DISPOSED' && r.status !== 'DISPOSED'));
    const pc = (await ok(types, 'GET', '/v2/equipment-types')).items.find((t) => t.code === 'PC')!;
    const monitor = (await ok(types, 'GET', '/v2/equipment-types')).items.find((t) => t.code === 'MONITOR')!;
    const two = await ok(rows, 'GET', `/v2/equipment?equipmentTypeIdIn=${pc.id},${monitor.id}&pageSize=1000`);
    assert.deepEqual([...new Set(two.items.map((r) => r.equipmentTypeId))].sort(), [pc.id, monitor.id].sort());
    const assigned = first.items.find((r) => r.assignedPerson)!;
    const byPerson = await ok(rows, 'GET', `/v2/equipment?assignedWorkerIdIn=${assigned.assignedPerson!.personId}`);
    assert.ok(byPerson.items.every((r) => r.assignedPerson?.personId === assigned.assignedPerson!.personId));
    const placed = first.items.find((r) => r.assignedPlace)!;
    const byPlace = await ok(rows, 'GET', `/v2/equipment?placementPlaceIdIn=${placed.assignedPlace!.placeId}&pageSize=1000`);
    assert.ok(byPlace.items.length > 0 && byPlace.items.every((r) => r.assignedPlace?.placeId === placed.assignedPlace!.placeId));
    const text = await ok(rows, 'GET', `/v2/equipment?freeText=${encodeURIComponent('モニター')}&pageSize=1000`);
    assert.ok(text.items.length > 0 && text.items.every((r) => r.equipmentTypeId === monitor.id));
    assert.equal((await ok(countResponseSchema, 'GET', `/v2/equipment-count?freeText=${encodeURIComponent('モニター')}`)).count, text.items.length);
    // the other tables freeText reads (tested by id, equipmentText): the assigned person's e-mail finds their equipment,
    // an item's name every equipment of that item, and the count agrees
    const [holder] = await server.database.db.select({ email: people.email }).from(people).where(eq(people.id, assigned.assignedPerson!.personId));
    const byEmail = await ok(rows, 'GET', `/v2/equipment?freeText=${encodeURIComponent(holder!.email)}&pageSize=1000`);
    assert.ok(byPerson.items.length > 0 && byPerson.items.every((r) => byEmail.items.some((x) => x.id === r.id)), 'every equipment of the person');
    assert.ok(byEmail.items.every((r) => r.assignedPerson !== null), 'only equipment someone holds');
    assert.equal((await ok(countResponseSchema, 'GET', `/v2/equipment-count?freeText=${encodeURIComponent(holder!.email)}`)).count, byEmail.items.length);
    const itemRow = first.items.find((r) => r.equipmentItemName)!;
    const byItemName = await ok(rows, 'GET', `/v2/equipment?freeText=${encodeURIComponent(itemRow.equipmentItemName!)}&pageSize=1000`);
    const ofItem = await ok(rows, 'GET', `/v2/equipment?equipmentItemIdIn=${itemRow.equipmentItemId}&pageSize=1000`);
    assert.ok(ofItem.items.length > 0 && ofItem.items.every((r) => byItemName.items.some((x) => x.id === r.id)), 'every equipment of the item');
    const bad = await call('GET', '/v2/equipment?pageIndex=-1&pageSize=1001&orderDirection=up&category=LOST&sortOrder=asc&equipmentItemIdIn=x');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['category', 'equipmentItemIdIn.0', 'orderDirection', 'pageIndex', 'pageSize', 'sortOrder']);
    assert.equal((await call('GET', '/v2/equipment', undefined, member)).status, 403);
  });

  it('sends the page PostgreSQL built, row for row what toEquipmentRow says, for sorts and filters in both languages (issue 28)', async () => {
    const kit = equipmentKit(server.database.db);
    const monitor = (await ok(types, 'GET', '/v2/equipment-types')).items.find((t) => t.code === 'MONITOR')!;
    // equipment without an item and a place (the seed gives every one both), so both shapes are compared
    const [bare] = (await ok(rows, 'GET', '/v2/equipment?pageSize=1')).items;
    const [kept] = await server.database.db.select().from(equipment).where(eq(equipment.id, bare!.id));
    await server.database.db.update(equipment).set({ equipmentItemId: null, placementPlaceId: null }).where(eq(equipment.id, bare!.id));
    const searches = [
      '', 'sortColumn=EQUIPMENT_TYPE&orderDirection=desc', 'sortColumn=MODEL', 'sortColumn=SERIAL_NUMBER&orderDirection=desc',
      'sortColumn=ASSET_TAG&pageSize=7&pageIndex=2', 'sortColumn=ASSIGNED_PERSON', 'sortColumn=ASSIGNED_PERSON&orderDirection=desc',
      'sortColumn=ASSIGNED_PLACE&orderDirection=desc', 'sortColumn=CREATED_AT&pageSize=1000', 'category=DISPOSED', 'category=PENDING_DISPOSAL',
      `equipmentTypeIdIn=${monitor.id}&sortColumn=NAME&orderDirection=desc`, `freeText=${encodeURIComponent('モニター')}`, 'freeText=eq-0001',
    ];
    for (const lang of ['ja-JP', 'en-US'] as const) {
      const seen = { person: 0, noPerson: 0, place: 0, noPlace: 0, item: 0, noItem: 0 };
      for (const search of searches) {
        const res = await server.app.inject({ method: 'GET', url: `/v2/equipment?${search}`, headers: { cookie: admin, 'accept-language': lang } });
        assert.equal(res.statusCode, 200, search);
        assert.match(String(res.headers['content-type']), /^application\/json/);
        const sent = v.parse(rows, res.json()).items;
        const query = v.parse(equipmentListQuerySchema, Object.fromEntries(new URLSearchParams(search)));
        const mapped = await kit.list({ db: server.database.db, companyId: seedCompanyIds.customer, locale: lang }, query);
        assert.ok(sent.length > 0, search);
        assert.deepEqual(sent, mapped, `${lang} ${search}`);
        for (const r of sent) {
          seen[r.assignedPerson ? 'person' : 'noPerson']++;
          seen[r.assignedPlace ? 'place' : 'noPlace']++;
          seen[r.equipmentItemId ? 'item' : 'noItem']++;
        }
      }
      // both shapes of every reference were compared
      assert.ok(Object.values(seen).every((n) => n > 0), JSON.stringify(seen));
    }
    await server.database.db.update(equipment).set({ equipmentItemId: kept!.equipmentItemId, placementPlaceId: kept!.placementPlaceId }).where(eq(equipment.id, bare!.id));
    assert.deepEqual((await call('GET', '/v2/equipment?freeText=zzz-no-such-equipment')).body, { items: [] });
  });

  it('creates, reads, updates with a version, enables and disables equipment, with audit entries', async () => {
    const pc = (await ok(types, 'GET', '/v2/equipment-types')).items.find((t) => t.code === 'PC')!;
    const bad = await call('POST', '/v2/equipment', { name: '  ', equipmentTypeId: pc.id, equipmentItemId: '6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c', assetTag: 'EQ-000001' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((f: { path: string }) => f.path), ['name']);
    const refs = await call('POST', '/v2/equipment', { name: 'X', equipmentTypeId: pc.id, equipmentItemId: '6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c', assetTag: 'EQ-000001' });
    assert.deepEqual(refs.body.fieldErrors.map((f: { path: string }) => f.path), ['equipmentItemId', 'assetTag']);
    const { id } = (await call('POST', '/v2/equipment', { name: 'Loaner PC', equipmentTypeId: pc.id, assetTag: 'LOAN-1', status: 'SCHEDULED_FOR_LENDING' })).body;
    const created = await ok(equipmentDetailSchema, 'GET', `/v2/equipment/${id}`);
    assert.equal(created.version, 1);
    assert.equal(created.equipmentTypeName, 'PC');
    const updated = await ok(equipmentDetailSchema, 'PATCH', `/v2/equipment/${id}`, { name: 'Loaner PC 2', equipmentTypeId: pc.id, status: 'IN_USE', version: 1 });
    assert.equal(updated.version, 2);
    assert.equal(updated.assetTag, null, 'the PATCH replaces every field');
    assert.equal((await call('PATCH', `/v2/equipment/${id}`, { name: 'Stale', equipmentTypeId: pc.id, version: 1 })).status, 409);
    const disabled = await ok(equipmentDetailSchema, 'PATCH', `/v2/equipment/${id}/disable`);
    assert.equal(disabled.disabled, true);
    assert.equal((await ok(equipmentDetailSchema, 'PATCH', `/v2/equipment/${id}/enable`)).disabled, false);
    const history = await ok(listResponse(auditLogEntrySchema), 'GET', `/v2/audit-logs?resourceType=EQUIPMENT&resourceId=${id}`);
    assert.deepEqual(history.items.map((e) => e.action), ['UPDATE', 'UPDATE', 'UPDATE', 'CREATE']);
    assert.equal((await call('GET', '/v2/equipment/6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c')).status, 404);
    assert.equal((await call('GET', '/v2/equipment/nope')).status, 404);
  });

  it('manages equipment types and items: unique codes, items of a type, enable and disable', async () => {
    const type = await ok(equipmentTypeSchema, 'POST', '/v2/equipment-types', { code: 'CAMERA', nameJa: 'カメラ', nameEn: null });
    assert.equal(type.nameEn, 'カメラ');
    assert.equal((await call('POST', '/v2/equipment-types', { code: 'CAMERA', nameJa: '重複' })).status, 409);
    const bad = await call('POST', '/v2/equipment-types', { code: 'カメラ', nameJa: '' }, admin, 'ja-JP');
    assert.deepEqual(bad.body.fieldErrors, [
      { path: 'code', message: '半角英数字、ハイフン、アンダースコア、ピリオドのみ使用できます' },
      { path: 'nameJa', message: 'この項目は必須です' },
    ]);
    const item = await ok(equipmentItemSchema, 'POST', '/v2/equipment-items', { equipmentTypeId: type.id, code: 'CAM-1', nameJa: 'デジタルカメラ', nameEn: 'Digital camera', maker: 'Canon' });
    assert.equal(item.equipmentTypeName, 'カメラ');
    const renamed = await ok(equipmentTypeSchema, 'PATCH', `/v2/equipment-types/${type.id}`, { code: 'CAMERA', nameJa: 'カメラ', nameEn: 'Camera', displayOrder: 50, version: type.version });
    assert.equal(renamed.name, 'Camera');
    await ok(equipmentTypeSchema, 'PATCH', `/v2/equipment-types/${type.id}/disable`);
    assert.ok(!(await ok(types, 'GET', '/v2/equipment-types')).items.some((t) => t.id === type.id), 'a disabled type is not offered');
    assert.ok((await ok(types, 'GET', '/v2/equipment-types?includeDisabled=true')).items.some((t) => t.id === type.id && t.disabled));
    const refused = await call('POST', '/v2/equipment', { name: 'Cam', equipmentTypeId: type.id });
    assert.deepEqual(refused.body.fieldErrors.map((f: { path: string }) => f.path), ['equipmentTypeId']);
    await ok(equipmentTypeSchema, 'PATCH', `/v2/equipment-types/${type.id}/enable`);
    await ok(equipmentItemSchema, 'PATCH', `/v2/equipment-items/${item.id}/disable`);
    const items = await ok(listResponse(equipmentItemSchema), 'GET', `/v2/equipment-items?equipmentTypeIdIn=${type.id}&includeDisabled=true`);
    assert.deepEqual(items.items.map((i) => [i.code, i.disabled]), [['CAM-1', true]]);
    assert.equal((await call('PATCH', '/v2/equipment-items/6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c/enable')).status, 404);
  });

  it('refuses an equipment type or item update with a stale version (issue 29): 409, nothing changes; a fresh one adds one', async () => {
    const type = await ok(equipmentTypeSchema, 'POST', '/v2/equipment-types', { code: 'PROJECTOR', nameJa: 'プロジェクター', nameEn: 'Projector' });
    const item = await ok(equipmentItemSchema, 'POST', '/v2/equipment-items', { equipmentTypeId: type.id, code: 'PJ-1', nameJa: '短焦点', nameEn: 'Short throw', maker: 'Epson' });
    assert.equal(type.version, 1);
    assert.equal(item.version, 1);
    // two editors read version 1; the first saves
    const typeFirst = await ok(equipmentTypeSchema, 'PATCH', `/v2/equipment-types/${type.id}`, { code: 'PROJECTOR', nameJa: 'プロジェクター', nameEn: 'Projectors', displayOrder: 5, version: 1 });
    assert.equal(typeFirst.version, 2);
    const itemFirst = await ok(equipmentItemSchema, 'PATCH', `/v2/equipment-items/${item.id}`, { equipmentTypeId: type.id, code: 'PJ-1', nameJa: '短焦点', nameEn: 'Short throw', maker: 'Epson', model: 'EB-1', version: 1 });
    assert.equal(itemFirst.version, 2);
    // the second's save of version 1 would undo the first's
    const typeStale = await call('PATCH', `/v2/equipment-types/${type.id}`, { code: 'PROJECTOR', nameJa: 'プロジェクター', nameEn: 'Beamer', displayOrder: 0, version: 1 });
    const itemStale = await call('PATCH', `/v2/equipment-items/${item.id}`, { equipmentTypeId: type.id, code: 'PJ-1', nameJa: '短焦点', nameEn: 'Short throw', maker: null, model: null, version: 1 });
    for (const stale of [typeStale, itemStale]) {
      assert.equal(stale.status, 409, JSON.stringify(stale.body));
      assert.equal(stale.body.code, 'CONFLICT');
      assert.equal(stale.body.fieldErrors, undefined, 'a stale version is no field error');
    }
    const missing = await call('PATCH', `/v2/equipment-types/${type.id}`, { code: 'PROJECTOR', nameJa: 'プロジェクター' });
    assert.deepEqual(missing.body.fieldErrors.map((f: { path: string }) => f.path), ['version']);
    const typeNow = (await ok(types, 'GET', '/v2/equipment-types')).items.find((t) => t.id === type.id)!;
    assert.deepEqual([typeNow.nameEn, typeNow.displayOrder, typeNow.version], ['Projectors', 5, 2]);
    const itemNow = (await ok(listResponse(equipmentItemSchema), 'GET', `/v2/equipment-items?equipmentTypeIdIn=${type.id}`)).items[0]!;
    assert.deepEqual([itemNow.maker, itemNow.model, itemNow.version], ['Epson', 'EB-1', 2]);
    // disabling is a write too: an editor who read before it is stale
    assert.equal((await ok(equipmentItemSchema, 'PATCH', `/v2/equipment-items/${item.id}/disable`)).version, 3);
  });

  it('creates, reads and updates one place; codes stay unique', async () => {
    const created = await call('POST', '/v2/places', { code: 'NGY-002', nameJa: '名古屋第二オフィス', status: 'PLANNED', website: 'https://example.jp' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const place = await ok(placeDetailSchema, 'GET', `/v2/places/${created.body.id}`);
    assert.equal(place.nameEn, '名古屋第二オフィス');
    assert.equal(place.status, 'PLANNED');
    const dup = await call('POST', '/v2/places', { code: 'TKY-001', nameJa: '重複' });
    assert.equal(dup.status, 409);
    assert.equal(place.version, 1);
    const updated = await ok(placeDetailSchema, 'PATCH', `/v2/places/${place.id}`, { nameEn: 'Nagoya 2nd Office', status: 'ACTIVE', version: place.version });
    assert.equal(updated.name, 'Nagoya 2nd Office');
    assert.equal(updated.website, 'https://example.jp', 'fields left out keep their value');
    assert.equal(updated.version, 2);
    const badType = await call('PATCH', `/v2/places/${place.id}`, { officeTypeId: '6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c', email: 'x', version: updated.version });
    assert.deepEqual(badType.body.fieldErrors.map((f: { path: string }) => f.path), ['email']);
    const wrongKind = await call('PATCH', `/v2/places/${place.id}`, { officeTypeId: place.businessPlaceTypeId ?? '6f0d0c38-5a40-4c43-9a4e-1f1a7c1c1c1c', version: updated.version });
    assert.deepEqual(wrongKind.body.fieldErrors.map((f: { path: string }) => f.path), ['officeTypeId']);
    const history = await ok(listResponse(auditLogEntrySchema), 'GET', `/v2/audit-logs?resourceType=PLACE&resourceId=${place.id}`);
    assert.deepEqual(history.items.map((e) => e.action), ['UPDATE', 'CREATE']);
  });

  it('refuses a place update without its version or with a stale one (issue 29): the later editor gets 409 and nothing changes', async () => {
    const created = await call('POST', '/v2/places', { code: 'OSK-009', nameJa: '大阪第九', email: 'osaka9@example.jp', phoneNumber: '06-0000-0009' });
    const read = await ok(placeDetailSchema, 'GET', `/v2/places/${created.body.id}`);
    // two editors read version 1; the first saves the phone number
    const first = await ok(placeDetailSchema, 'PATCH', `/v2/places/${read.id}`, { ...read, phoneNumber: '06-1111-1111', version: read.version });
    assert.equal(first.version, read.version + 1);
    // the second's full-form save of version 1 would null the e-mail and undo the phone number
    const stale = await call('PATCH', `/v2/places/${read.id}`, { code: read.code, nameJa: read.nameJa, email: null, phoneNumber: read.phoneNumber, version: read.version });
    assert.equal(stale.status, 409, JSON.stringify(stale.body));
    assert.equal(stale.body.code, 'CONFLICT');
    assert.equal(typeof stale.body.message, 'string');
    assert.equal(stale.body.fieldErrors, undefined, 'a stale version is no field error');
    const missing = await call('PATCH', `/v2/places/${read.id}`, { email: null });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.fieldErrors.map((f: { path: string }) => f.path), ['version']);
    const now = await ok(placeDetailSchema, 'GET', `/v2/places/${read.id}`);
    assert.equal(now.email, 'osaka9@example.jp');
    assert.equal(now.phoneNumber, '06-1111-1111');
    assert.equal(now.version, first.version);
  });
});
