import { createHash } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AccessLevel, AccessStatus, ConnectionType, NetworkCategory, NetworkType, SubjectType } from '@kanri/contracts';
import { queryRows, type Db } from '../db/client';
import * as t from '../schema';

/**
 * The networks of the demo company (000 §3 Network): a fixed, realistic set of ~30 networks (LANs,
 * Wi-Fi, VPNs, dedicated lines, cloud VPCs) with admin contacts, destinations and access control,
 * plus — from `bulkNetworksFromScale` people up — generated networks so that the company holds
 * `scale` networks in all (`pnpm seed -- --scale 100000` → 100k networks for the latency bench).
 * Deterministic: ids derive from fixed strings, references from the seeded rows' order.
 */

/** From this `scale` (people) up, the seed also generates networks up to `scale` in total. */
export const bulkNetworksFromScale = 1000;

interface DemoNetwork {
  name: string;
  type: NetworkType | null;
  connection: ConnectionType | null;
  category: NetworkCategory | null;
  purpose: string | null;
  /** A place code (`TKY-001`), `SERVER` (a server device), or null for no destination. */
  destination: string | null;
  /** Index into the company's current workers (0 = the demo admin 山田 太郎), or null for none. */
  admin: number | null;
  level: AccessLevel | null;
  status: AccessStatus | null;
  from: string | null;
  to: string | null;
  subject: SubjectType | null;
}

const n = (
  name: string,
  type: NetworkType | null,
  connection: ConnectionType | null,
  category: NetworkCategory | null,
  purpose: string | null,
  destination: string | null,
  admin: number | null,
  access: [AccessLevel | null, AccessStatus | null, string | null, string | null, SubjectType | null],
): DemoNetwork => ({ name, type, connection, category, purpose, destination, admin, level: access[0], status: access[1], from: access[2], to: access[3], subject: access[4] });

/** The demo company's networks. */
export const demoNetworks: readonly DemoNetwork[] = [
  n('LAN Tokyo HQ', 'INTERNAL', 'BOTH', 'SHARED_INTERNAL', '本社の業務用ネットワーク', 'TKY-001', 0, ['FULL_ACCESS', 'ACTIVE', '2020-04-01', null, 'USER']),
  n('Guest Wi-Fi Tokyo HQ', 'EXTERNAL', 'WIRELESS', 'CUSTOMER_ENVIRONMENT', '来客向けのインターネット接続（業務ネットワークとは分離）', 'TKY-001', 0, ['LIMITED', 'ACTIVE', null, null, 'USER']),
  n('Meeting Wi-Fi Tokyo HQ', 'INTERNAL', 'WIRELESS', 'SHARED_INTERNAL', '会議室・オンライン会議用', 'TKY-001', 2, ['FULL_ACCESS', 'ACTIVE', null, null, 'USER']),
  n('Exec Wi-Fi Tokyo HQ', 'INTERNAL', 'WIRELESS', 'SHARED_INTERNAL', '役員フロア専用のアクセスポイント', 'TKY-001', 2, ['FULL_ACCESS', 'ACTIVE', null, null, 'USER']),
  n('VPN Osaka', 'VPN', 'WIRED', 'COMPANY_ASSET', '本社と大阪支店を結ぶ閉域網', 'OSK-001', 3, ['FULL_ACCESS', 'ACTIVE', '2019-10-01', null, 'DEVICE']),
  n('VPN Nagoya', 'VPN', 'WIRED', 'COMPANY_ASSET', '本社と名古屋支店を結ぶ閉域網', 'NGY-001', 3, ['FULL_ACCESS', 'ACTIVE', '2019-10-01', null, 'DEVICE']),
  n('VPN Fukuoka', 'VPN', 'WIRED', 'COMPANY_ASSET', '本社と福岡営業所を結ぶ閉域網', 'FUK-001', 3, ['FULL_ACCESS', 'ACTIVE', '2021-04-01', null, 'DEVICE']),
  n('LAN Osaka', 'INTERNAL', 'BOTH', 'SHARED_INTERNAL', '大阪支店の業務用ネットワーク', 'OSK-001', 4, ['FULL_ACCESS', 'ACTIVE', null, null, 'USER']),
  n('Guest Wi-Fi Osaka', 'EXTERNAL', 'WIRELESS', 'CUSTOMER_ENVIRONMENT', 'Internet access for visitors at the Osaka Branch', 'OSK-001', 4, ['LIMITED', 'ACTIVE', null, null, 'USER']),
  n('LAN Nagoya', 'INTERNAL', 'BOTH', 'SHARED_INTERNAL', '名古屋支店の業務用ネットワーク', 'NGY-001', 5, ['FULL_ACCESS', 'ACTIVE', null, null, 'USER']),
  n('LAN R&D Center', 'INTERNAL', 'WIRED', 'SHARED_INTERNAL', '東京R&Dセンターの業務用ネットワーク', 'TKY-002', 6, ['FULL_ACCESS', 'ACTIVE', null, null, 'USER']),
  n('LAB-NET 01', 'INTERNAL', 'WIRED', 'COMPANY_ASSET', '新製品・OS更新の検証環境（本番と分離）', 'TKY-002', 6, ['LIMITED', 'ACTIVE', '2025-04-01', '2026-03-31', 'DEVICE']),
  n('Wi-Fi Yokohama', 'INTERNAL', 'WIRELESS', 'SHARED_INTERNAL', '横浜オフィスの無線LAN', 'YKH-001', 7, ['FULL_ACCESS', 'ACTIVE', null, null, 'USER']),
  n('LAN Sapporo', 'INTERNAL', 'BOTH', 'SHARED_INTERNAL', null, 'SPR-001', 8, ['FULL_ACCESS', 'ACTIVE', null, null, 'USER']),
  n('LAN Sendai', 'INTERNAL', 'BOTH', 'SHARED_INTERNAL', null, 'SDJ-001', 8, ['FULL_ACCESS', 'ACTIVE', null, null, 'USER']),
  n('Shared line Hiroshima', 'EXTERNAL', 'WIRELESS', 'CUSTOMER_ENVIRONMENT', 'シェアオフィス提供の共用インターネット回線', 'HRS-001', 9, ['READ_ONLY', 'ACTIVE', null, null, 'USER']),
  n('Wi-Fi Kobe Warehouse', 'INTERNAL', 'WIRELESS', 'COMPANY_ASSET', 'ハンディ端末・在庫管理用', 'KOB-001', 10, ['LIMITED', 'ACTIVE', null, null, 'DEVICE']),
  n('CCTV-NET Kobe Warehouse', 'INTERNAL', 'WIRED', 'COMPANY_ASSET', '防犯カメラと録画サーバー用', 'KOB-001', 10, ['NO_ACCESS', 'ACTIVE', null, null, 'DEVICE']),
  n('TEMP-LINE Chiba DC', 'EXTERNAL', 'WIRELESS', 'COMPANY_ASSET', '建設期間中のモバイルルーター回線', 'CHB-001', 11, ['LIMITED', 'INACTIVE', '2026-10-01', null, 'DEVICE']),
  n('LAN Niigata', 'INTERNAL', 'BOTH', 'SHARED_INTERNAL', '休業中のため利用停止', 'NII-001', 12, ['NO_ACCESS', 'SUSPENDED', null, null, 'USER']),
  n('LAN Naha', 'INTERNAL', 'WIRED', 'SHARED_INTERNAL', '閉鎖済み（回線解約済み）', 'OKA-001', null, ['NO_ACCESS', 'EXPIRED', '2011-04-01', '2024-03-31', 'USER']),
  n('DC leased line 01', 'DEDICATED_LINE', 'WIRED', 'COMPANY_ASSET', '基幹システム（販売管理・会計）への専用線', 'SERVER', 1, ['FULL_ACCESS', 'ACTIVE', '2018-04-01', null, 'DEVICE']),
  n('Backup line Tokyo HQ', 'DEDICATED_LINE', 'WIRED', 'COMPANY_ASSET', '主回線障害時の冗長回線', 'TKY-001', 1, ['FULL_ACCESS', 'ACTIVE', null, null, 'DEVICE']),
  n('MGMT-NET Servers', 'INTERNAL', 'WIRED', 'COMPANY_ASSET', 'サーバーの遠隔管理（管理者のみ）', 'SERVER', 1, ['LIMITED', 'ACTIVE', null, null, 'USER']),
  n('AWS Production VPC', 'CLOUD', 'WIRED', 'COMPANY_ASSET', '受発注ポータルの本番環境', null, 13, ['LIMITED', 'ACTIVE', '2023-07-01', null, 'USER']),
  n('AWS Staging VPC', 'CLOUD', 'WIRED', 'COMPANY_ASSET', 'Staging environment of the ordering portal', null, 13, ['FULL_ACCESS', 'ACTIVE', '2023-07-01', null, 'USER']),
  n('Customer Lab VPC', 'CLOUD', null, 'CUSTOMER_ENVIRONMENT', '取引先との連携テスト用の検証環境', null, 14, ['READ_ONLY', 'ACTIVE', '2025-10-01', '2026-09-30', 'USER']),
  n('Remote Work VPN', 'VPN', 'BOTH', 'PERSONAL_USE', '在宅勤務者向けリモートアクセス', null, 3, ['LIMITED', 'ACTIVE', null, null, 'USER']),
  n('BYOD Wi-Fi', 'INTERNAL', 'WIRELESS', 'PERSONAL_USE', '私物スマートフォン用（インターネットのみ）', 'TKY-001', 15, ['LIMITED', 'ACTIVE', null, null, 'DEVICE']),
  n('VoIP-NET 01', 'INTERNAL', 'WIRED', 'SHARED_INTERNAL', '内線・IP電話用のVLAN', 'TKY-001', null, ['FULL_ACCESS', 'ACTIVE', null, null, 'DEVICE']),
  n('Office LAN Yokohama (legacy)', null, null, null, null, null, null, [null, null, null, null, null]),
];

/** A stable UUID (v4 layout) derived from a string, so seeded ids are the same run to run. */
export function seededUuid(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex').slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Seeds the networks of `companyId` after its places, people and devices exist: the demo set, then
 * (when `scale` ≥ `bulkNetworksFromScale`) generated networks up to `scale` in all, in one
 * `INSERT … SELECT … FROM generate_series` per 50k rows with the secondary indexes dropped and
 * rebuilt. Returns how many networks it created.
 */
export async function seedNetworks(db: Db, options: { companyId: string; scale: number; refDate?: Date }): Promise<number> {
  const { companyId, scale } = options;
  const refDate = options.refDate ?? new Date('2025-04-01T00:00:00Z');
  const placeRows = await db.select({ id: t.places.id, code: t.places.code }).from(t.places).where(eq(t.places.companyId, companyId));
  const workers = await db
    .select({ id: t.people.id })
    .from(t.people)
    .where(and(eq(t.people.companyId, companyId), ne(t.people.status, 'ALUMNI')))
    // by the number part of the worker number, so that index 0 is the demo admin (000001)
    .orderBy(sql`substr(${t.people.workerNumber}, 2)`);
  const servers = await db
    .select({ id: t.devices.id })
    .from(t.devices)
    .where(and(eq(t.devices.companyId, companyId), eq(t.devices.genre, 'SERVER')))
    .orderBy(asc(t.devices.deviceTag));
  const placeId = new Map(placeRows.map((p) => [p.code, p.id]));
  // index 0 is the demo admin (the first worker); the others spread over the workforce
  const workerAt = (i: number | null) => (i === null || workers.length === 0 ? null : workers[i === 0 ? 0 : (i * 37) % workers.length]!.id);
  let serverIndex = 0;
  const rows = demoNetworks.map((d): typeof t.networks.$inferInsert => {
    const device = d.destination === 'SERVER' ? (servers[serverIndex++ % Math.max(1, servers.length)]?.id ?? null) : null;
    const place = d.destination && d.destination !== 'SERVER' ? (placeId.get(d.destination) ?? null) : null;
    return {
      id: seededUuid(`network:${companyId}:${d.name}`),
      companyId,
      networkName: d.name,
      networkType: d.type,
      connectionType: d.connection,
      networkCategory: d.category,
      purpose: d.purpose,
      destinationType: device ? 'DEVICE' : place ? 'PLACE' : null,
      placeId: place,
      deviceId: device,
      adminPersonId: workerAt(d.admin),
      accessLevel: d.level,
      accessStatus: d.status,
      accessPeriodFrom: d.from,
      accessPeriodTo: d.to,
      subjectType: d.subject,
      createdAt: refDate,
      updatedAt: refDate,
    };
  });
  await db.insert(t.networks).values(rows);
  const generated = scale >= bulkNetworksFromScale ? Math.max(0, scale - rows.length) : 0;
  if (generated > 0) await generateNetworks(db, companyId, generated, refDate);
  return rows.length + generated;
}

/**
 * `count` generated networks in SQL (no row data crosses the wire): names and purposes from fixed
 * word lists, admin contacts spread over the current workers (one in 20 without), destinations a
 * place, a device or none. Each attribute reads its own digits of one scrambled number per row, so
 * that filters and sort orders do not correlate. Ids are `md5('network:<company>:<n>')` in v4 layout.
 */
async function generateNetworks(db: Db, companyId: string, count: number, refDate: Date): Promise<void> {
  const indexes =
    count > 5000
      ? await queryRows<{ indexname: string; indexdef: string }>(
          db,
          sql`SELECT i.indexname, i.indexdef FROM pg_indexes i LEFT JOIN pg_constraint c ON c.conname = i.indexname WHERE i.schemaname = current_schema() AND i.tablename = 'networks' AND c.conname IS NULL`,
        )
      : [];
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  const names = ['社内LAN', '来客用Wi-Fi', '拠点間VPN', '専用線', 'クラウドVPC', 'Office LAN', 'Guest Wi-Fi', 'Site-to-site VPN', '検証用ネットワーク', 'Backup line'];
  const purposes = ['業務用ネットワーク', '来客向けのインターネット接続', '拠点間の閉域網', 'Remote access for staff', '基幹システムへの接続', 'Test environment', '在庫管理端末用'];
  const arr = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);
  const batch = 50_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`
      WITH w AS (SELECT array_agg(id ORDER BY substr(worker_number, 2)) AS ids FROM people WHERE company_id = ${companyId} AND status <> 'ALUMNI'),
           p AS (SELECT array_agg(id ORDER BY code) AS ids FROM places WHERE company_id = ${companyId} AND status = 'ACTIVE'),
           d AS (SELECT array_agg(id ORDER BY device_tag) AS ids FROM devices WHERE company_id = ${companyId}),
           g AS (SELECT i, (i * 2654435761::bigint) % 1000003 AS h FROM generate_series(${start}::int, ${end}::int) AS i)
      INSERT INTO networks (id, company_id, network_name, network_type, connection_type, network_category, purpose, destination_type,
        place_id, device_id, admin_person_id, access_level, access_status, subject_type, created_at, updated_at)
      SELECT overlay(overlay(md5(${`network:${companyId}:`} || g.i) placing '4' from 13) placing '8' from 17)::uuid,
        ${companyId},
        (${arr(names)})[1 + g.h % ${names.length}] || ' ' || lpad(g.i::text, 6, '0'),
        (ARRAY['INTERNAL', 'EXTERNAL', 'VPN', 'DEDICATED_LINE', 'CLOUD'])[1 + (g.h / 11) % 5],
        (ARRAY['WIRED', 'WIRELESS', 'BOTH'])[1 + (g.h / 59) % 3],
        (ARRAY['SHARED_INTERNAL', 'PERSONAL_USE', 'COMPANY_ASSET', 'CUSTOMER_ENVIRONMENT'])[1 + (g.h / 181) % 4],
        CASE WHEN (g.h / 727) % 10 = 0 THEN NULL ELSE (${arr(purposes)})[1 + (g.h / 7297) % ${purposes.length}] END,
        CASE WHEN g.i % 3 = 0 AND cardinality(p.ids) > 0 THEN 'PLACE' WHEN g.i % 3 = 1 AND cardinality(d.ids) > 0 THEN 'DEVICE' END,
        CASE WHEN g.i % 3 = 0 AND cardinality(p.ids) > 0 THEN p.ids[1 + (g.h / 13) % cardinality(p.ids)] END,
        CASE WHEN g.i % 3 = 1 AND cardinality(d.ids) > 0 THEN d.ids[1 + (g.h / 17) % cardinality(d.ids)] END,
        CASE WHEN (g.h / 37) % 20 = 0 OR coalesce(cardinality(w.ids), 0) = 0 THEN NULL ELSE w.ids[1 + (g.i * 7919) % cardinality(w.ids)] END,
        (ARRAY['FULL_ACCESS', 'READ_ONLY', 'LIMITED', 'NO_ACCESS'])[1 + (g.h / 97) % 4],
        (ARRAY['ACTIVE', 'ACTIVE', 'ACTIVE', 'INACTIVE', 'SUSPENDED', 'EXPIRED'])[1 + (g.h / 389) % 6],
        (ARRAY['USER', 'DEVICE'])[1 + (g.h / 1543) % 2],
        ${refDate.toISOString()}::timestamptz, ${refDate.toISOString()}::timestamptz
      FROM g, w, p, d`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  if (indexes.length) await db.execute(sql.raw('VACUUM ANALYZE networks'));
}
