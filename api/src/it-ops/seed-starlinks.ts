import { and, eq, ne, sql } from 'drizzle-orm';
import type { StarlinkAlertCategory, StarlinkNetworkStatus, StarlinkSimStatus, StarlinkStatus } from '@kanri/contracts';
import type { Db } from '../db/client';
import { prng } from '../db/seed-random';
import { seededUuid } from './seed-networks';
import * as t from '../schema';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The demo company's Starlink terminals (docs/starlinks.md): 12 terminals at its places (real
 * coordinates near each place: rooftops, warehouses, a disaster-recovery kit) plus one on a ship
 * and one at a remote construction site, with varied network and SIM states, 30 days of daily data
 * use ending on `now` (Asia/Tokyo), and alerts in every category, some resolved by it@.
 * Deterministic: ids derive from the names, numbers from `prng(15_002)`.
 */

interface DemoStarlink {
  /** The name the company typed (Japanese) and its English name (issue 30; the alerts, ids and the e2e journeys key on `nameEn`). */
  name: string;
  nameEn: string;
  kit: string;
  /** A place code of seed-data (`TKY-001`) or null (a ship, a remote site). */
  place: string | null;
  lat: number | null;
  lng: number | null;
  status: StarlinkStatus;
  network: StarlinkNetworkStatus;
  sim: StarlinkSimStatus;
  plan: [name: string, dataGb: number | null];
  /** Average daily use in GB (0: no use). */
  daily: number;
  /** Hours since last seen (null: never). */
  seenHoursAgo: number | null;
  /** Index into the company's current workers (0 = the demo admin), or null. */
  admin: number | null;
  note: string | null;
}

const s = (
  name: string, nameEn: string, kit: string, place: string | null, lat: number | null, lng: number | null, status: StarlinkStatus, network: StarlinkNetworkStatus,
  sim: StarlinkSimStatus, plan: [string, number | null], daily: number, seenHoursAgo: number | null, admin: number | null, note: string | null = null,
): DemoStarlink => ({ name, nameEn, kit, place, lat, lng, status, network, sim, plan, daily, seenHoursAgo, admin, note });

const business: [string, number | null] = ['Business 1TB', 1000];
const standard: [string, number | null] = ['Standard', null];
const mobile: [string, number | null] = ['Mobile Priority 50GB', 50];
const maritime: [string, number | null] = ['Maritime 5TB', 5000];

/** The demo terminals, each named in Japanese and in English (names are fixed: the e2e journeys find them by name). */
export const demoStarlinks: readonly DemoStarlink[] = [
  s('本社屋上 スターリンク 01', 'Starlink Tokyo HQ 01', 'KIT30400001', 'TKY-001', 35.681236, 139.767125, 'ACTIVE', 'CONNECTED', 'ACTIVE', business, 21, 0.1, 0, 'BCP用のバックアップ回線。月次で切替試験を実施。'),
  s('R&Dセンター スターリンク 01', 'Starlink R&D Center 01', 'KIT30400002', 'TKY-002', 35.619722, 139.728611, 'ACTIVE', 'CONNECTED', 'ACTIVE', business, 38, 0.2, 6),
  s('横浜オフィス スターリンク 01', 'Starlink Yokohama 01', 'KIT30400003', 'YKH-001', 35.457310, 139.632550, 'ACTIVE', 'CONNECTED', 'ACTIVE', standard, 9, 0.3, 7),
  s('大阪支店 スターリンク 01', 'Starlink Osaka 01', 'KIT30400004', 'OSK-001', 34.702485, 135.495951, 'ACTIVE', 'CONNECTED', 'ACTIVE', business, 36, 0.1, 3, 'データ使用量がプランの上限に近づいています。'),
  s('名古屋支店 スターリンク 01', 'Starlink Nagoya 01', 'KIT30400005', 'NGY-001', 35.170915, 136.881537, 'ACTIVE', 'DISCONNECTED', 'ACTIVE', standard, 6, 52, 5),
  s('福岡営業所 スターリンク 01', 'Starlink Fukuoka 01', 'KIT30400006', 'FUK-001', 33.590355, 130.420685, 'ACTIVE', 'CONNECTED', 'SUSPENDED', mobile, 1.9, 1, 4),
  s('札幌営業所 スターリンク 01', 'Starlink Sapporo 01', 'KIT30400007', 'SPR-001', 43.068661, 141.350755, 'ACTIVE', 'OUT_OF_SERVICE', 'ACTIVE', standard, 4, 20, 8),
  s('仙台営業所 スターリンク 01', 'Starlink Sendai 01', 'KIT30400008', 'SDJ-001', 38.260132, 140.882438, 'ACTIVE', 'CONNECTED', 'UNKNOWN', standard, 5, 3, null),
  s('神戸倉庫 スターリンク 01', 'Starlink Kobe Warehouse 01', 'KIT30400009', 'KOB-001', 34.667710, 135.215080, 'ACTIVE', 'CONNECTED', 'ACTIVE', business, 12, 0.5, 9),
  s('広島 スターリンク 01（予備機）', 'Starlink Hiroshima 01 (spare)', 'KIT30400010', 'HRS-001', 34.396560, 132.459622, 'NOT_ACTIVE', 'DISCONNECTED', 'INACTIVE', standard, 0, 24 * 40, null, '予備機。倉庫に保管中。'),
  s('調査船しおかぜ スターリンク', 'Starlink RV Shiokaze', 'KIT30400011', null, 34.950000, 139.950000, 'ACTIVE', 'ROAMING', 'ACTIVE', maritime, 64, 0.05, 2, '東京湾沖で海洋調査中。洋上ではローミングで接続。'),
  s('能登 工事現場 スターリンク 01', 'Starlink Noto Site 01', 'KIT30400012', null, 37.390000, 136.900000, 'ACTIVE', 'CONNECTED', 'ACTIVE', mobile, 2.2, 0.4, 10, '仮設事務所に設置。工事完了後に回収予定。'),
  s('那覇出張所 スターリンク 01（停止中）', 'Starlink Naha 01 (stopped)', 'KIT30400013', 'OKA-001', 26.214833, 127.679233, 'NOT_ACTIVE', 'OUT_OF_SERVICE', 'SUSPENDED', standard, 0, null, null, '出張所の閉鎖に伴い利用停止。'),
];

interface DemoAlert {
  /** The terminal's English name (`DemoStarlink.nameEn`). */
  starlink: string;
  category: StarlinkAlertCategory;
  ja: string;
  en: string;
  daysAgo: number;
  resolvedDaysAgo: number | null;
}

const a = (starlink: string, category: StarlinkAlertCategory, ja: string, en: string, daysAgo: number, resolvedDaysAgo: number | null = null): DemoAlert => ({
  starlink, category, ja, en, daysAgo, resolvedDaysAgo,
});

/** The demo alerts: every category open at least once, some resolved. */
export const demoStarlinkAlerts: readonly DemoAlert[] = [
  a('Starlink Naha 01 (stopped)', 'DISABLED', 'サービスラインが無効化されました。', 'The service line was disabled.', 20),
  a('Starlink Hiroshima 01 (spare)', 'DISABLED', '端末が無効化されました。', 'The terminal was disabled.', 40, 39),
  a('Starlink Osaka 01', 'DATA_OVERAGE', 'データ使用量がプランの90%を超えました。', 'Data use exceeded 90% of the plan.', 2),
  a('Starlink Fukuoka 01', 'DATA_OVERAGE', 'データ使用量がプランの上限を超えました。', 'Data use exceeded the plan allowance.', 12, 10),
  a('Starlink Sapporo 01', 'PERFORMANCE_ISSUE', '障害物により通信速度が低下しています。', 'Obstructions are reducing the speed.', 1),
  a('Starlink R&D Center 01', 'PERFORMANCE_ISSUE', '遅延が通常より大きくなっています。', 'Latency is higher than usual.', 9, 8),
  a('Starlink Sendai 01', 'UPDATE', 'ソフトウェアアップデートが保留中です。', 'A software update is pending.', 3),
  a('Starlink Tokyo HQ 01', 'UPDATE', 'ソフトウェアアップデートが完了しました。', 'The software update finished.', 15, 15),
  a('Starlink Nagoya 01', 'ROUTER_ISSUE', 'ルーターが応答しません。', 'The router does not respond.', 2),
  a('Starlink Kobe Warehouse 01', 'ROUTER_ISSUE', 'ルーターが再起動を繰り返しました。', 'The router restarted repeatedly.', 18, 17),
  a('Starlink RV Shiokaze', 'OTHERS', '設置位置が登録地点から移動しています。', 'The terminal moved away from its registered location.', 1),
  a('Starlink Noto Site 01', 'OTHERS', '電源が一時的に切断されました。', 'Power was cut for a while.', 6, 5),
];

const dayMs = 86_400_000;

/**
 * Seeds the terminals, their last 30 days of use and their alerts for `companyId`. `resolverUserId`
 * (it@) resolved the resolved alerts. Call after places, people and users.
 */
export async function seedStarlinks(db: Db, options: { companyId: string; now: Date; resolverUserId: string }): Promise<void> {
  const { companyId, now, resolverUserId } = options;
  const rnd = prng(15_002);
  const placeRows = await db.select({ id: t.places.id, code: t.places.code }).from(t.places).where(eq(t.places.companyId, companyId));
  const placeId = new Map(placeRows.map((p) => [p.code, p.id]));
  const workers = await db
    .select({ id: t.people.id })
    .from(t.people)
    .where(and(eq(t.people.companyId, companyId), ne(t.people.status, 'ALUMNI')))
    .orderBy(sql`substr(${t.people.workerNumber}, 2)`);
  const workerAt = (i: number | null) => (i === null || workers.length === 0 ? null : workers[i === 0 ? 0 : (i * 41) % workers.length]!.id);
  const cycleStart = `${tokyoToday(now).slice(0, 8)}01`;
  const cycleDay = Number(tokyoToday(now).slice(8, 10));
  const idOf = (name: string) => seededUuid(`starlink:${companyId}:${name}`);

  const usage: (typeof t.starlinkUsageDaily.$inferInsert)[] = [];
  const rows = demoStarlinks.map((d, i): typeof t.starlinks.$inferInsert => {
    const id = idOf(d.nameEn);
    let cycleUse = 0;
    for (let back = 29; back >= 0; back--) {
      const day = tokyoToday(new Date(now.getTime() - back * dayMs));
      const gb = d.daily === 0 ? 0 : Math.round(d.daily * (0.5 + rnd.next()) * 1000) / 1000;
      usage.push({ companyId, starlinkId: id, day, dataGb: gb });
      if (back < cycleDay) cycleUse += gb;
    }
    const activated = new Date(Date.UTC(2023, (i * 3) % 12, 1 + ((i * 7) % 27)));
    return {
      id,
      companyId,
      name: d.name,
      nameEn: d.nameEn,
      kitSerialNumber: d.kit,
      serviceLineNumber: `AST-${(1_204_000 + i * 1_337).toString().padStart(7, '0')}-${rnd.serial().slice(0, 5)}`,
      status: d.status,
      networkStatus: d.network,
      simStatus: d.sim,
      planName: d.plan[0],
      planDataGb: d.plan[1],
      // 大阪支店 is meant to sit near its plan's limit (its DATA_OVERAGE alert)
      dataUsageGb: d.nameEn === 'Starlink Osaka 01' && d.plan[1] ? Math.round(d.plan[1] * 0.93 * 100) / 100 : Math.round(cycleUse * 100) / 100,
      billingCycleStart: cycleStart,
      lastSeenAt: d.seenHoursAgo === null ? null : new Date(now.getTime() - d.seenHoursAgo * 3_600_000),
      latitude: d.lat,
      longitude: d.lng,
      placeId: d.place ? (placeId.get(d.place) ?? null) : null,
      adminPersonId: workerAt(d.admin),
      softwareVersion: rnd.pick(['2026.10.1.mr41234', '2026.09.3.mr40118', '2026.08.2.mr39002']),
      routerSerialNumber: `RTR-${rnd.serial()}`,
      activatedAt: tokyoToday(activated),
      note: d.note,
      createdAt: activated,
      updatedAt: activated,
    };
  });
  await db.insert(t.starlinks).values(rows);
  await db.insert(t.starlinkUsageDaily).values(usage);
  await db.insert(t.starlinkAlerts).values(
    demoStarlinkAlerts.map((al) => ({
      id: seededUuid(`starlink-alert:${companyId}:${al.starlink}:${al.category}:${al.daysAgo}`),
      companyId,
      starlinkId: idOf(al.starlink),
      category: al.category,
      messageJa: al.ja,
      messageEn: al.en,
      detectedAt: new Date(now.getTime() - al.daysAgo * dayMs - rnd.int(0, 20) * 3_600_000),
      resolvedAt: al.resolvedDaysAgo === null ? null : new Date(now.getTime() - al.resolvedDaysAgo * dayMs),
      resolvedBy: al.resolvedDaysAgo === null ? null : resolverUserId,
    })),
  );
}
