import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../test/support';
import { seedCompanyIds } from '../seed/seed';
import type { Database } from '../db/client';
import { auditLogs, devices, equipmentTypes, hrMasterItems, networks, placeTypes, software, users } from '../schema';
import { withReferenceNames } from './reference-names';
import { diffFields, flattenFields, listAuditEntries, recordAudit } from './audit-log';

describe('diffFields', () => {
  it('flattens nested objects to dotted paths and lists only the changed fields', () => {
    const before = { info: { name: 'LAN', type: 'INTERNAL', tags: ['a'] }, contact: { personId: 'p1' }, from: null };
    const after = { info: { name: 'LAN 2', type: 'INTERNAL', tags: ['a', 'b'] }, contact: { personId: 'p1' }, from: '2026-04-01' };
    assert.deepEqual(diffFields(before, after), [
      { field: 'info.name', before: 'LAN', after: 'LAN 2' },
      { field: 'info.tags', before: ['a'], after: ['a', 'b'] },
      { field: 'from', before: null, after: '2026-04-01' },
    ]);
    assert.deepEqual(diffFields(before, structuredClone(before)), [], 'equal snapshots: no change');
  });

  it('lists every non-null field on create and on delete', () => {
    const record = { a: { b: 1, c: null }, d: false, e: undefined };
    assert.deepEqual(diffFields(null, record), [
      { field: 'a.b', before: null, after: 1 },
      { field: 'd', before: null, after: false },
    ]);
    assert.deepEqual(diffFields(record, null), [
      { field: 'a.b', before: 1, after: null },
      { field: 'd', before: false, after: null },
    ]);
  });

  it('keeps fields only one side has, reads dates as ISO strings, and tells 0 from null', () => {
    const at = new Date('2026-04-01T09:00:00Z');
    assert.deepEqual(diffFields({ old: 'x', n: 0 }, { n: null, when: at }), [
      { field: 'n', before: 0, after: null },
      { field: 'when', before: null, after: '2026-04-01T09:00:00.000Z' },
      { field: 'old', before: 'x', after: null },
    ]);
    assert.deepEqual(flattenFields({ a: { b: { c: 'deep' } } }), { 'a.b.c': 'deep' });
  });
});

describe('recordAudit', () => {
  let database: Database;
  let session: { companyId: string; userId: string };
  const customer = seedCompanyIds.customer;

  before(async () => {
    const opened = await openTestDatabase({ scale: 20 });
    database = opened;
    session = { companyId: customer, userId: opened.seed!.adminUserId! };
  });
  after(() => database.close());

  const entriesOf = async (resourceId: string) =>
    (await database.db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.resourceId, resourceId)))[0]!.n;
  const networksNamed = async (name: string) =>
    (await database.db.select({ n: count() }).from(networks).where(and(eq(networks.companyId, customer), eq(networks.networkName, name))))[0]!.n;

  it('writes an entry inside the transaction, which commits with the change', async () => {
    const id = await database.db.transaction(async (tx) => {
      const [row] = await tx.insert(networks).values({ companyId: customer, networkName: '監査コミット' }).returning();
      const changes = await recordAudit(tx, { session, action: 'CREATE', resourceType: 'NETWORK', resourceId: row!.id, before: null, after: { networkInformation: { networkName: row!.networkName } } });
      assert.deepEqual(changes, [{ field: 'networkInformation.networkName', before: null, after: '監査コミット' }]);
      return row!.id;
    });
    assert.equal(await entriesOf(id), 1);
    const [entry] = await listAuditEntries(database.db, { companyId: customer, resourceType: 'NETWORK', resourceId: id, locale: 'ja-JP', pageIndex: 0, pageSize: 50 });
    assert.equal(entry?.action, 'CREATE');
    assert.deepEqual(entry?.actor, { userId: session.userId, name: '山田 太郎' });
  });

  it('rolls back with the change when the transaction fails after it', async () => {
    let written = '';
    await assert.rejects(
      database.db.transaction(async (tx) => {
        const [row] = await tx.insert(networks).values({ companyId: customer, networkName: '監査ロールバック' }).returning();
        written = row!.id;
        await recordAudit(tx, { session, action: 'CREATE', resourceType: 'NETWORK', resourceId: row!.id, before: null, after: { name: 'x' } });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.equal(await entriesOf(written), 0, 'no entry');
    assert.equal(await networksNamed('監査ロールバック'), 0, 'no change');
  });

  it('rolls the change back when the entry cannot be written', async () => {
    await assert.rejects(
      database.db.transaction(async (tx) => {
        await tx.insert(networks).values({ companyId: customer, networkName: '監査書き込み失敗' });
        await recordAudit(tx, { session, action: 'CREATE', resourceType: 'NETWORK', resourceId: 'not-a-uuid', before: null, after: { name: 'x' } });
      }),
    );
    assert.equal(await networksNamed('監査書き込み失敗'), 0);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const [row] = await database.db.insert(networks).values({ companyId: customer, networkName: '変更なし' }).returning();
    const same = { networkInformation: { networkName: '変更なし' } };
    assert.equal(await recordAudit(database.db, { session, action: 'UPDATE', resourceType: 'NETWORK', resourceId: row!.id, before: same, after: same }), null);
    assert.equal(await entriesOf(row!.id), 0);
  });

  it('lists newest first, pages, keeps entries of a deleted actor with a null actor, and isolates companies', async () => {
    const [row] = await database.db.insert(networks).values({ companyId: customer, networkName: '履歴' }).returning();
    const id = row!.id;
    const [temp] = await database.db
      .insert(users)
      .values({ companyId: customer, email: 'temp.user@kanri.example', familyNameJa: '一時', givenNameJa: '利用者', familyNameEn: 'Temp', givenNameEn: 'User' })
      .returning();
    await database.db.transaction(async (tx) => {
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'NETWORK', resourceId: id, before: null, after: { v: 1 } });
      await recordAudit(tx, { session: { companyId: customer, userId: temp!.id }, action: 'UPDATE', resourceType: 'NETWORK', resourceId: id, before: { v: 1 }, after: { v: 2 } });
    });
    await recordAudit(database.db, { session, action: 'DELETE', resourceType: 'NETWORK', resourceId: id, before: { v: 2 }, after: null });
    const list = (locale: 'ja-JP' | 'en-US', pageIndex = 0, pageSize = 50, companyId: string = customer) =>
      listAuditEntries(database.db, { companyId, resourceType: 'NETWORK', resourceId: id, locale, pageIndex, pageSize });
    const en = await list('en-US');
    assert.deepEqual(en.map((e) => e.action), ['DELETE', 'UPDATE', 'CREATE'], 'entries of one transaction keep their order');
    assert.deepEqual(en[1]!.actor, { userId: temp!.id, name: 'User Temp' });
    assert.equal(en[0]!.actor?.name, 'Taro Yamada');
    assert.deepEqual((await list('en-US', 1, 2)).map((e) => e.action), ['CREATE']);
    await database.db.delete(users).where(eq(users.id, temp!.id));
    const afterDelete = await list('ja-JP');
    assert.equal(afterDelete.length, 3, 'the history stays');
    assert.equal(afterDelete[1]!.actor, null);
    assert.deepEqual(await list('ja-JP', 0, 50, seedCompanyIds.supplier), []);
  });
});

describe('withReferenceNames', () => {
  let database: Database;
  before(async () => {
    database = await openTestDatabase({ scale: 20 });
  });
  after(() => database.close());

  it("stores the names of a license's software, a network's device, equipment types and items, place types and every HR catalog field (issue 30)", async () => {
    const customer = seedCompanyIds.customer;
    const [app] = await database.db.select({ id: software.id, name: software.name }).from(software).where(eq(software.companyId, customer)).limit(1);
    const [device] = await database.db.select({ id: devices.id, name: devices.name }).from(devices).where(eq(devices.companyId, customer)).limit(1);
    const [type] = await database.db.select({ id: equipmentTypes.id, nameJa: equipmentTypes.nameJa, nameEn: equipmentTypes.nameEn }).from(equipmentTypes).where(eq(equipmentTypes.companyId, customer)).limit(1);
    const [placeType] = await database.db.select({ id: placeTypes.id, nameJa: placeTypes.nameJa, nameEn: placeTypes.nameEn }).from(placeTypes).where(eq(placeTypes.companyId, customer)).limit(1);
    const [grade] = await database.db.select({ id: hrMasterItems.id, name: hrMasterItems.name, nameEn: hrMasterItems.nameEn }).from(hrMasterItems).where(eq(hrMasterItems.companyId, customer)).limit(1);
    const [named] = await withReferenceNames(database.db, [
      [
        { field: 'softwareId', before: null, after: app!.id },
        { field: 'networkInformation.deviceId', before: device!.id, after: null },
        { field: 'equipmentTypeId', before: null, after: type!.id },
        { field: 'businessPlaceTypeId', before: null, after: placeType!.id },
        { field: 'employeeInformation.gradeId', before: null, after: grade!.id },
        { field: 'name', before: null, after: app!.id },
      ],
    ]);
    assert.deepEqual(named, [
      { field: 'softwareId', before: null, after: app!.id, afterName: { ja: app!.name, en: app!.name } },
      { field: 'networkInformation.deviceId', before: device!.id, after: null, beforeName: { ja: device!.name, en: device!.name } },
      { field: 'equipmentTypeId', before: null, after: type!.id, afterName: { ja: type!.nameJa, en: type!.nameEn } },
      { field: 'businessPlaceTypeId', before: null, after: placeType!.id, afterName: { ja: placeType!.nameJa, en: placeType!.nameEn } },
      { field: 'employeeInformation.gradeId', before: null, after: grade!.id, afterName: { ja: grade!.name, en: grade!.nameEn || grade!.name } },
      // a field that is no reference keeps no name, whatever its value
      { field: 'name', before: null, after: app!.id },
    ]);
  });
});
