import type { FleetFuelType, FleetMainType, FleetOwnership, FleetStatus } from '@kanri/contracts';
import type { Db } from '../db/client';
import { prng } from '../db/seed-random';
import { tokyoToday } from '../lib/tokyo-date';
import * as t from '../schema';

/**
 * The demo company's vehicles (docs/fleets.md "Demo data"): 25 fixed vehicles over the seeded
 * places, with Japanese plates, makers and leases; due dates relative to the seed's `now` (Tokyo
 * date) so that the alerts always show: some 車検 / 自賠責 / 任意保険 dates within the default
 * windows (60 / 30 days) or overdue, one vehicle over the 100,000 km threshold; a mileage history
 * per vehicle (one reading a quarter); and the company's `fleet_settings` row with the demo admin
 * as 安全運転管理者. Deterministic for a given `now` (prng 15_003).
 */

interface DemoFleet {
  /** The name the company typed (Japanese: use and model, 「営業車 プリウス 01」) and its English name ("Prius 01"; issue 30). */
  name: string;
  nameEn: string;
  plate: string;
  type: FleetMainType;
  maker: string;
  model: string;
  year: number;
  fuel: FleetFuelType;
  ownership: FleetOwnership;
  status?: FleetStatus;
  /** Days from today to the 車検, 自賠責 and 任意保険 due dates. */
  inspection: number;
  compulsory: number;
  insurance: number;
  /** The last odometer reading in km. */
  km: number;
}

const f = (name: string, nameEn: string, plate: string, type: FleetMainType, maker: string, model: string, year: number, fuel: FleetFuelType, ownership: FleetOwnership, inspection: number, compulsory: number, insurance: number, km: number, status?: FleetStatus): DemoFleet => ({
  name, nameEn, plate, type, maker, model, year, fuel, ownership, inspection, compulsory, insurance, km, status,
});

/** The fixed vehicles, each named in Japanese and in English (the e2e journeys find them by name). */
export const demoFleets: DemoFleet[] = [
  f('営業車 プリウス 01', 'Prius 01', '品川 300 あ 12-34', 'CAR', 'Toyota', 'Prius', 2021, 'HYBRID', 'LEASED', 20, 200, 120, 48_210),
  f('営業車 プリウス 02', 'Prius 02', '品川 300 あ 56-78', 'CAR', 'Toyota', 'Prius', 2022, 'HYBRID', 'LEASED', -5, 180, 150, 36_540),
  f('営業車 アクア 03', 'Aqua 03', '品川 500 い 21-09', 'CAR', 'Toyota', 'Aqua', 2020, 'HYBRID', 'OWNED', 240, 15, 300, 61_880),
  f('営業車 ノート e-POWER 04', 'Note e-POWER 04', '練馬 300 う 33-10', 'CAR', 'Nissan', 'Note e-POWER', 2023, 'HYBRID', 'LEASED', 400, 420, 25, 18_300),
  f('営業車 フィット 05', 'Fit 05', '横浜 500 え 8-21', 'CAR', 'Honda', 'Fit', 2019, 'GASOLINE', 'OWNED', 120, 130, -3, 84_020),
  f('役員車 クラウン 06', 'Crown 06', '品川 330 お 1-11', 'CAR', 'Toyota', 'Crown', 2022, 'HYBRID', 'OWNED', 300, 310, 200, 29_750),
  f('役員車 アルファード 07', 'Alphard 07', '品川 330 か 77-77', 'CAR', 'Toyota', 'Alphard', 2021, 'HYBRID', 'LEASED', 60, 61, 90, 52_400),
  f('営業車 リーフ 08', 'Leaf 08', '大阪 300 き 40-12', 'CAR', 'Nissan', 'Leaf', 2022, 'ELECTRIC', 'LEASED', 61, 365, 180, 22_150),
  f('営業車 N-BOX 09', 'N-BOX 09', '品川 580 く 19-82', 'KEI_CAR', 'Honda', 'N-BOX', 2021, 'GASOLINE', 'OWNED', 45, 50, 210, 39_900),
  f('営業車 ハスラー 10', 'Hustler 10', '多摩 580 け 5-55', 'KEI_CAR', 'Suzuki', 'Hustler', 2020, 'GASOLINE', 'OWNED', 0, 0, 110, 57_330),
  f('営業車 タント 11', 'Tanto 11', '大阪 580 こ 63-20', 'KEI_CAR', 'Daihatsu', 'Tanto', 2023, 'GASOLINE', 'LEASED', 520, 530, 260, 12_640),
  f('営業車 ジムニー 12', 'Jimny 12', '札幌 580 さ 2-48', 'KEI_CAR', 'Suzuki', 'Jimny', 2019, 'GASOLINE', 'OWNED', 150, 160, 170, 91_200),
  f('配送バン ハイエース 13', 'HiAce 13', '品川 400 し 88-01', 'VAN', 'Toyota', 'HiAce', 2018, 'DIESEL', 'OWNED', 10, 12, 40, 128_450),
  f('配送バン キャラバン 14', 'Caravan 14', '横浜 400 す 14-14', 'VAN', 'Nissan', 'Caravan', 2020, 'DIESEL', 'LEASED', 200, 210, 220, 96_300),
  f('配送バン エブリイ 15', 'Every 15', '名古屋 480 せ 30-30', 'VAN', 'Suzuki', 'Every', 2021, 'GASOLINE', 'OWNED', 330, 340, 28, 44_870),
  f('営業バン プロボックス 16', 'Probox 16', '福岡 400 そ 71-06', 'VAN', 'Toyota', 'Probox', 2019, 'GASOLINE', 'RENTAL', -20, -20, 60, 76_610),
  f('配送トラック エルフ 17', 'Elf 17', '品川 100 た 4-56', 'TRUCK', 'Isuzu', 'Elf', 2017, 'DIESEL', 'OWNED', 90, 95, 100, 99_400),
  f('配送トラック フォワード 18', 'Forward 18', '千葉 100 ち 27-31', 'TRUCK', 'Isuzu', 'Forward', 2019, 'DIESEL', 'LEASED', 250, 260, 140, 83_100),
  f('配送トラック ダイナ 19', 'Dyna 19', '大宮 400 つ 9-90', 'TRUCK', 'Toyota', 'Dyna', 2020, 'DIESEL', 'OWNED', 180, 190, 190, 65_220),
  f('軽トラック ハイゼット 20', 'Hijet Truck 20', '多摩 480 て 16-16', 'TRUCK', 'Daihatsu', 'Hijet Truck', 2022, 'GASOLINE', 'OWNED', 380, 390, 230, 21_040),
  f('連絡用バイク スーパーカブ 21', 'Super Cub 21', '品川 あ 12-34', 'MOTORCYCLE', 'Honda', 'Super Cub 110', 2022, 'GASOLINE', 'OWNED', 600, 25, 75, 14_300),
  f('連絡用バイク PCX 22', 'PCX 22', '渋谷区 あ 56-78', 'MOTORCYCLE', 'Honda', 'PCX', 2023, 'GASOLINE', 'OWNED', 700, 410, 320, 6_900),
  f('社用車 セレナ 23', 'Serena 23', '品川 300 な 23-23', 'CAR', 'Nissan', 'Serena', 2018, 'GASOLINE', 'OWNED', 35, 40, 80, 102_770, 'IN_MAINTENANCE'),
  f('社用車 スイフト 24', 'Swift 24', '相模 500 に 60-01', 'CAR', 'Suzuki', 'Swift', 2017, 'GASOLINE', 'OWNED', 70, 75, 85, 88_500, 'IN_MAINTENANCE'),
  f('社用車 カローラ 25', 'Corolla 25', '品川 500 ぬ 11-22', 'CAR', 'Toyota', 'Corolla', 2012, 'GASOLINE', 'OWNED', -120, -120, -100, 187_300, 'RETIRED'),
];

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Single-language columns (lease_company, insurance_company, color) shown on the vehicle page in
// both languages: the companies by their official Latin-script names and the colours by the makers'
// paint names, as the makers and models already are (issue 30 "Seed data in both languages").
const leaseCompanies = ['Toyota Rent a Lease', 'Nissan Car Lease', 'ORIX Auto', 'Sumitomo Mitsui Auto Service'];
const insurers = ['Tokio Marine & Nichido', 'Sompo Japan', 'Mitsui Sumitomo Insurance', 'Aioi Nissay Dowa Insurance'];
const colors = ['Super White II', 'Silver Metallic', 'Attitude Black Mica', 'Gray Metallic', 'Dark Blue Mica'];

/**
 * Writes the demo vehicles, their mileage histories and the fleet settings of `companyId`.
 * `placeIds` are the active places (vehicles are spread over them); `personIds[0]` is the demo
 * admin (安全運転管理者); every other vehicle is assigned to one of the first people.
 */
export async function seedFleets(db: Db, options: { companyId: string; placeIds: string[]; personIds: string[]; now: Date }): Promise<void> {
  const { companyId, placeIds, personIds, now } = options;
  const rnd = prng(15_003);
  const today = tokyoToday(now);
  const rows = demoFleets.map((d, i) => {
    const leased = d.ownership === 'LEASED';
    return {
      id: rnd.uuid(),
      companyId,
      mainType: d.type,
      name: d.name,
      nameEn: d.nameEn,
      registrationNumber: d.plate,
      maker: d.maker,
      model: d.model,
      modelYear: d.year,
      color: rnd.pick(colors),
      fuelType: d.fuel,
      ownership: d.ownership,
      leaseCompany: leased ? rnd.pick(leaseCompanies) : null,
      leaseEndDate: leased ? addDays(today, rnd.int(200, 1200)) : null,
      status: d.status ?? 'ACTIVE',
      placeId: placeIds.length ? placeIds[i % placeIds.length]! : null,
      assignedPersonId: i % 2 === 0 && personIds.length > 1 ? personIds[1 + (i % Math.min(12, personIds.length - 1))]! : null,
      inspectionDueDate: addDays(today, d.inspection),
      compulsoryInsuranceDueDate: addDays(today, d.compulsory),
      insuranceCompany: rnd.pick(insurers),
      insuranceDueDate: addDays(today, d.insurance),
      mileageKm: d.km,
      mileageRecordedOn: addDays(today, -rnd.int(1, 20)),
      note: null,
      // fixed from the seed's date, so the same `now` gives the same rows
      createdAt: new Date(now.getTime() - (400 + i) * 86_400_000),
      updatedAt: new Date(now.getTime() - (30 + i) * 86_400_000),
    };
  });
  await db.insert(t.fleets).values(rows);
  // one reading a quarter back from the last one, about 1,500–4,000 km a quarter
  const logs = rows.flatMap((r) => {
    const quarters = 6;
    let km = r.mileageKm;
    const out = [];
    for (let q = 0; q < quarters && km > 0; q++) {
      out.push({ companyId, fleetId: r.id, recordedOn: addDays(r.mileageRecordedOn, -91 * q), mileageKm: km, recordedBy: null });
      km = Math.max(0, km - rnd.int(1500, 4000));
    }
    return out;
  });
  await db.insert(t.fleetMileageLogs).values(logs);
  await db.insert(t.fleetSettings).values({
    companyId,
    safeDrivingManagerPersonId: personIds[0] ?? null,
    alcoholCheckRequired: true,
    licenseCheckIntervalMonths: 12,
    rulesJa: '運転前後のアルコールチェックを必ず実施し、結果を記録してください。\n社用車の私的利用は禁止です。\n事故・違反は直ちに安全運転管理者へ報告してください。',
    rulesEn: 'Take the alcohol check before and after every drive and record the result.\nCompany vehicles are for business use only.\nReport any accident or traffic violation to the safe-driving manager at once.',
    updatedAt: new Date(now.getTime() - 90 * 86_400_000),
  });
}
