import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { equipment, equipmentItems, equipmentTypes } from '../schema';
import { insertRows } from '../csv/bulk';
import { prng } from '../db/seed-random';

/**
 * Demo equipment (001 §3 Equipment): bilingual equipment types and items (one type disabled, to
 * show the disabled state) and `scale` pieces of equipment — about one per person — assigned to
 * people and places, with serial numbers, asset tags (`EQ-000001`…) and the 001 §3 statuses.
 * Deterministic: a fixed PRNG seed, so the same `scale` gives the same rows.
 */

/** Equipment types: code, Japanese name, English name, disabled. */
export const demoEquipmentTypes = [
  ['PC', 'PC', 'PC', false],
  ['MONITOR', 'モニター', 'Monitor', false],
  ['PHONE', 'スマートフォン', 'Smartphone', false],
  ['TABLET', 'タブレット', 'Tablet', false],
  ['PERIPHERAL', '周辺機器', 'Peripheral', false],
  ['FURNITURE', 'オフィス家具', 'Office furniture', false],
  ['AV', 'AV機器', 'AV equipment', false],
  ['FAX', 'ファクス', 'Fax machine', true],
] as const;

/** Equipment items: type code, item code, Japanese name, English name, maker, model. */
export const demoEquipmentItems = [
  ['PC', 'PC-TPX1', 'ThinkPad X1 Carbon', 'ThinkPad X1 Carbon', 'Lenovo', '21KC'],
  ['PC', 'PC-MBA13', 'MacBook Air 13インチ', 'MacBook Air 13-inch', 'Apple', 'MC6T4J/A'],
  ['PC', 'PC-LAT5450', 'Latitude 5450', 'Latitude 5450', 'Dell', 'P153G'],
  ['MONITOR', 'MON-P2725H', '27インチモニター P2725H', '27-inch monitor P2725H', 'Dell', 'P2725H'],
  ['MONITOR', 'MON-EV2485', 'FlexScan 24.1インチ', 'FlexScan 24.1-inch', 'EIZO', 'EV2485-BK'],
  ['PHONE', 'PH-IP15', 'iPhone 15', 'iPhone 15', 'Apple', 'MTMJ3J/A'],
  ['PHONE', 'PH-PX8A', 'Pixel 8a', 'Pixel 8a', 'Google', 'G8HHN'],
  ['TABLET', 'TB-IPAD10', 'iPad（第10世代）', 'iPad (10th generation)', 'Apple', 'MPQ03J/A'],
  ['PERIPHERAL', 'PR-MXKEYS', 'ワイヤレスキーボード MX Keys', 'MX Keys wireless keyboard', 'Logicool', 'KX800'],
  ['PERIPHERAL', 'PR-MXMASTER', 'ワイヤレスマウス MX Master 3S', 'MX Master 3S wireless mouse', 'Logicool', 'MX2300'],
  ['PERIPHERAL', 'PR-EVOLVE2', 'ヘッドセット Evolve2 40', 'Evolve2 40 headset', 'Jabra', '24189-989-999'],
  ['FURNITURE', 'FN-SWIFT', '昇降デスク スイフト', 'Swift standing desk', 'オカムラ', 'UT2ABB'],
  ['FURNITURE', 'FN-AERON', 'オフィスチェア アーロン', 'Aeron office chair', 'Herman Miller', 'AER1B23DW'],
  ['AV', 'AV-EBW06', 'プロジェクター EB-W06', 'EB-W06 projector', 'EPSON', 'EB-W06'],
  ['AV', 'AV-RALLY', 'Web会議カメラ Rally Bar', 'Rally Bar conference camera', 'Logicool', 'A-00151'],
] as const;

/** Options of `seedEquipment`: the company, how many pieces, and the people and places to assign. */
export interface SeedEquipmentOptions {
  companyId: string;
  /** Pieces of equipment (the seed's `scale`: about one per person). */
  scale: number;
  personIds: readonly string[];
  placeIds: readonly string[];
  refDate: Date;
}

/** Seeds equipment types, items and equipment for the company (5000 rows per statement). */
export async function seedEquipment(db: Db, options: SeedEquipmentOptions): Promise<{ equipment: number }> {
  const rnd = prng(20_240_601);
  const { companyId, refDate } = options;
  const types = demoEquipmentTypes.map(([code, nameJa, nameEn, disabled], i) => ({ id: rnd.uuid(), companyId, code, nameJa, nameEn, displayOrder: i, disabled, createdAt: refDate }));
  await db.insert(equipmentTypes).values(types);
  const typeId = (code: string) => types.find((t) => t.code === code)!.id;
  const items = demoEquipmentItems.map(([type, code, nameJa, nameEn, maker, model], i) => ({
    id: rnd.uuid(), companyId, equipmentTypeId: typeId(type), code, nameJa, nameEn, maker, model, displayOrder: i, disabled: false, createdAt: refDate,
  }));
  await db.insert(equipmentItems).values(items);

  const personal = new Set(['PC', 'PHONE', 'TABLET', 'PERIPHERAL']);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < options.scale; i++) {
    const item = rnd.pick(items);
    const typeCode = types.find((t) => t.id === item.equipmentTypeId)!.code;
    const roll = rnd.next();
    const status = roll < 0.7 ? 'IN_USE' : roll < 0.82 ? 'STORED' : roll < 0.88 ? 'RETURNED' : roll < 0.92 ? 'UNDER_REPAIR' : roll < 0.96 ? 'SCHEDULED_FOR_LENDING' : 'DISPOSED';
    const assigned = status === 'IN_USE' && personal.has(typeCode) && options.personIds.length ? options.personIds[i % options.personIds.length]! : null;
    const toBeDisposed = status !== 'DISPOSED' && rnd.next() < 0.03;
    rows.push({
      id: rnd.uuid(),
      companyId,
      // a Japanese company names its things in Japanese (the item's Japanese name and a number)
      name: `${item.nameJa} #${String(i + 1).padStart(5, '0')}`,
      equipmentTypeId: item.equipmentTypeId,
      equipmentItemId: item.id,
      model: item.model,
      serialNumber: rnd.serial(),
      assetTag: `EQ-${String(i + 1).padStart(6, '0')}`,
      managementType: typeCode === 'PERIPHERAL' ? 'DISTRIBUTION_LOG' : 'INVENTORY',
      status,
      usageType: assigned ? 'PERSONAL_ASSIGNMENT' : status === 'IN_USE' ? 'SHARED_USE' : null,
      placementType: typeCode === 'FURNITURE' || typeCode === 'AV' ? 'FIXED' : status === 'STORED' ? 'STORED' : 'FREE',
      locationStatus: toBeDisposed ? 'TO_BE_DISPOSED' : status === 'IN_USE' ? 'IN_USE' : status === 'STORED' ? 'STORED' : status === 'DISPOSED' ? 'NOT_PLACED' : 'STORED',
      assignedPersonId: assigned,
      placementPlaceId: options.placeIds.length ? rnd.pick(options.placeIds) : null,
      memo: null,
      createdAt: new Date(refDate.getTime() - Math.floor(rnd.next() * 3 * 365) * 86_400_000),
    });
  }
  const keys = Object.keys(rows[0] ?? {});
  for (let i = 0; i < rows.length; i += 5000) await insertRows(db, equipment, 'equipment', keys, rows.slice(i, i + 5000));
  if (rows.length > 5000) await db.execute(sql`ANALYZE equipment`);
  return { equipment: rows.length };
}
