import { sql } from 'drizzle-orm';
import { deviceLifecycleTransitions, type DeviceAcquisition, type DeviceGenre, type DeviceLifecycleEvent, type DeviceLifecycleStatus, type DeviceOs } from '@kanri/contracts';
import type { Db } from '../db/client';
import { deviceAssignments, deviceExternalRecords, deviceLifecycleEvents, deviceModels, devices } from '../schema';
import { bulkInsert } from '../db/bulk-insert';
import { prng } from '../db/seed-random';
import { connectorModel, connectorSerial, externalSources, reportedDevices, seededOsVersion, seededSerialsPerFamily, type SerialFamily } from './devices-connector';

/**
 * Demo devices (001 §2 "Devices", §3; docs/devices.md §Seed): the device models catalog, then
 * `count` devices across the seven genres with their lifecycle events, check-outs to people and
 * places, prices, lease and lifecycle ends. Purchases and events are dated back from the seed's
 * `now` (Tokyo's calendar day), so the bill-and-cost tab's last 12 months always hold some. Some devices carry the serial numbers the simulated MDM
 * sources report (a preview then shows updates as well as new devices), and the first of them are
 * already linked to their source (their profile's monitoring, configuration and mdm tabs have data).
 * Deterministic: its own PRNG seed, so the same options (`now` included) give the same rows.
 *
 * Large counts (`pnpm seed --scale 100000`) go through `bulkInsert` (indexes rebuilt after).
 */

/** Catalog: name, genre, maker, model, os, lifecycle months, list price (JPY). */
export const demoDeviceModels: readonly (readonly [string, DeviceGenre, string, string, DeviceOs | null, number, number])[] = [
  ['MacBook Pro 14', 'LAPTOP', 'Apple', 'MacBook Pro (14-inch, M3)', 'MACOS', 48, 298_800],
  ['ThinkPad X1 Carbon', 'LAPTOP', 'Lenovo', 'ThinkPad X1 Carbon Gen 11', 'WINDOWS', 48, 268_000],
  ["Let's note SV", 'LAPTOP', 'Panasonic', 'CF-SV2', 'WINDOWS', 48, 245_000],
  ['Dell Latitude 5440', 'LAPTOP', 'Dell', 'Latitude 5440', 'WINDOWS', 48, 168_000],
  ['HP Z2 Tower G9', 'WORKSTATION', 'HP', 'Z2 Tower G9', 'WINDOWS', 60, 389_000],
  ['iPhone 15', 'MOBILE', 'Apple', 'iPhone 15', 'IOS', 36, 124_800],
  ['Galaxy S24', 'MOBILE', 'Samsung', 'SC-51E', 'ANDROID', 36, 118_000],
  ['iPad Air', 'TABLET', 'Apple', 'iPad Air (M2)', 'IOS', 48, 98_800],
  ['Dell U2723QE', 'MONITOR', 'Dell', 'U2723QE', null, 72, 79_800],
  ['PRIMERGY TX1320', 'SERVER', 'Fujitsu', 'PRIMERGY TX1320 M5', 'LINUX', 60, 420_000],
  ['Apple TV 4K', 'OTHER', 'Apple', 'Apple TV 4K', 'TVOS', 60, 23_800],
];

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
const addMonths = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDate(d);
};

/** How many devices a seed of `scale` people gets: a few hundred for the demo, `scale` from 1000 up (the benches). */
export const deviceCountFor = (scale: number) => (scale >= 1000 ? scale : Math.min(scale, 400));

/** Options of `seedDevices`. */
export interface SeedDevicesOptions {
  companyId: string;
  count: number;
  personIds: readonly string[];
  placeIds: readonly string[];
  /** Creation time of the catalog rows. */
  refDate: Date;
  /** The seed's date: purchases fall in the 5 years before it, events no later than its day in Tokyo. */
  now: Date;
}

const personalGenres = new Set<DeviceGenre>(['LAPTOP', 'WORKSTATION', 'MOBILE', 'TABLET']);
const families: readonly SerialFamily[] = ['apple', 'windows', 'android'];

/** The events leading to `status`, oldest first (a valid path through the order rules). */
function eventsFor(status: DeviceLifecycleStatus, ordered: boolean, troubledBefore: boolean): DeviceLifecycleEvent[] {
  const start: DeviceLifecycleEvent[] = ordered ? ['ORDERED'] : [];
  if (status === 'ORDERED') return ['ORDERED'];
  const inService: DeviceLifecycleEvent[] = [...start, 'PROCURED', ...(troubledBefore ? (['TROUBLED', 'RECOVERED'] as const) : [])];
  if (status === 'IN_SERVICE') return inService;
  if (status === 'TROUBLED') return [...inService, 'TROUBLED'];
  if (status === 'DECOMMISSIONED') return [...inService, 'DECOMMISSIONED'];
  return [...inService, 'DECOMMISSIONED', 'DELETED'];
}

/** Seeds the device models catalog and `count` devices of the company. */
export async function seedDevices(db: Db, options: SeedDevicesOptions): Promise<{ devices: number }> {
  const rnd = prng(20_241_101);
  const { companyId, count, personIds, placeIds, refDate, now } = options;
  const today = isoDate(new Date(now.getTime() + 9 * 3_600_000)); // Asia/Tokyo (UTC+9, no daylight saving)
  const models = demoDeviceModels.map(([name, genre, maker, model, os, lifecycleMonths, price]) => ({
    row: { id: rnd.uuid(), companyId, name, genre, maker, model, os, lifecycleMonths, createdAt: refDate, updatedAt: refDate },
    price,
  }));
  await db.insert(deviceModels).values(models.map((m) => m.row));

  const deviceRows: Record<string, unknown>[] = [];
  const eventRows: Record<string, unknown>[] = [];
  const assignmentRows: Record<string, unknown>[] = [];
  const externalRows: Record<string, unknown>[] = [];
  const familyCount: Record<SerialFamily, number> = { apple: 0, windows: 0, android: 0 };

  for (let i = 0; i < count; i++) {
    const slot = i % 10;
    const family = slot < 3 ? families[slot]! : null;
    const n = family && familyCount[family] < seededSerialsPerFamily ? ++familyCount[family] : 0;
    let model: (typeof models)[number];
    let osVersion: string | null = null;
    let serialNumber: string;
    if (family && n > 0) {
      const reported = connectorModel(family, n);
      model = models.find((m) => m.row.model === reported.model) ?? models[0]!;
      osVersion = seededOsVersion(family, n);
      serialNumber = connectorSerial(family, n);
    } else {
      // every 10th device is a server, so that small seeds (tests) hold some for network destinations
      model = slot === 9 ? models.find((m) => m.row.genre === 'SERVER')! : rnd.pick(models);
      serialNumber = rnd.serial();
    }
    const genre = model.row.genre;
    const roll = rnd.next();
    const status: DeviceLifecycleStatus = roll < 0.8 ? 'IN_SERVICE' : roll < 0.85 ? 'ORDERED' : roll < 0.9 ? 'TROUBLED' : roll < 0.98 ? 'DECOMMISSIONED' : 'DELETED';
    const acquisitionRoll = rnd.next();
    const acquisition: DeviceAcquisition = acquisitionRoll < 0.6 ? 'PURCHASE' : acquisitionRoll < 0.85 ? 'LEASE' : acquisitionRoll < 0.95 ? 'RENTAL' : 'OTHER';
    const purchaseDate = status === 'ORDERED' ? addDays(today, -rnd.int(1, 20)) : addDays(today, -rnd.int(30, 5 * 365));
    const assignRoll = rnd.next();
    let personId: string | null = null;
    let placeId: string | null = null;
    if (status === 'IN_SERVICE') {
      if (personalGenres.has(genre) && assignRoll < 0.85 && personIds.length) personId = personIds[i % personIds.length]!;
      else if ((genre === 'SERVER' || genre === 'OTHER' || genre === 'MONITOR') && assignRoll < 0.8 && placeIds.length) placeId = rnd.pick(placeIds);
      else if (genre === 'MONITOR' && assignRoll < 0.9 && personIds.length) personId = personIds[(i * 7) % personIds.length]!;
    }
    const id = rnd.uuid();
    const createdAt = new Date(Date.parse(`${purchaseDate}T01:00:00Z`));
    deviceRows.push({
      id,
      companyId,
      name: `${model.row.name} #${String(i + 1).padStart(4, '0')}`,
      genre,
      deviceModelId: model.row.id,
      maker: model.row.maker,
      model: model.row.model,
      os: model.row.os,
      osVersion: model.row.os ? (osVersion ?? null) : null,
      network: genre === 'MONITOR' ? 'UNKNOWN' : genre === 'SERVER' || genre === 'WORKSTATION' ? 'ETHERNET' : 'WIFI',
      storage: genre === 'MONITOR' || genre === 'MOBILE' || genre === 'TABLET' ? null : genre === 'SERVER' && rnd.next() < 0.5 ? 'HDD' : 'SSD',
      storageCapacityGb: genre === 'MONITOR' ? null : rnd.pick([128, 256, 512, 1024]),
      memoryGb: genre === 'MONITOR' || genre === 'MOBILE' || genre === 'TABLET' ? null : rnd.pick([8, 16, 32]),
      condition: rnd.next() < 0.85 ? 'NEW' : 'USED',
      acquisition,
      priceType: acquisition === 'OTHER' ? rnd.pick(['FREE', 'OTHER', 'UNKNOWN']) : rnd.next() < 0.9 ? 'FIXED' : 'STOCK',
      serialNumber,
      deviceTag: `DV-${String(i + 1).padStart(5, '0')}`,
      assetTag: rnd.next() < 0.9 ? `AT-${String(100000 + i)}` : null,
      purchaseDate,
      purchasePrice: acquisition === 'PURCHASE' ? Math.round((model.price * (0.85 + rnd.next() * 0.2)) / 100) * 100 : acquisition === 'OTHER' ? null : Math.round(model.price / 36 / 100) * 100,
      leaseEndOn: acquisition === 'LEASE' || acquisition === 'RENTAL' ? addMonths(purchaseDate, acquisition === 'LEASE' ? 48 : 24) : null,
      lifecycleEndOn: addMonths(purchaseDate, model.row.lifecycleMonths),
      memo: null,
      avatarUrl: null,
      lifecycleStatus: status,
      assignedPersonId: personId,
      assignedPlaceId: placeId,
      version: 1,
      createdAt,
      updatedAt: createdAt,
      createdBy: null,
      updatedBy: null,
    });

    // Events: each one after the previous, the last no later than today.
    const events = eventsFor(status, rnd.next() < 0.5 || status === 'ORDERED', rnd.next() < 0.1);
    let day = events[0] === 'ORDERED' ? addDays(purchaseDate, -14) : purchaseDate;
    let state: DeviceLifecycleStatus | null = null;
    for (const event of events) {
      if (event === 'PROCURED') day = purchaseDate < day ? day : purchaseDate;
      else if (event !== 'ORDERED') day = addDays(day, rnd.int(1, 200));
      if (day > today) day = today;
      if (!deviceLifecycleTransitions[event].from.includes(state)) throw new Error(`seed: ${event} after ${state}`);
      state = deviceLifecycleTransitions[event].to;
      eventRows.push({ id: rnd.uuid(), companyId, deviceId: id, event, occurredOn: day, note: null, createdAt: new Date(Date.parse(`${day}T02:00:00Z`)), createdBy: null });
    }
    if (personId || placeId) {
      const checkedOutOn = addDays(purchaseDate, rnd.int(0, 7));
      assignmentRows.push({
        id: rnd.uuid(), companyId, deviceId: id, personId, placeId, checkedOutOn: checkedOutOn > today ? today : checkedOutOn,
        expectedCheckinOn: null, checkedInOn: null, note: null, checkInNote: null, createdAt, createdBy: null,
      });
    }
    if (family && n > 0 && n <= seededSerialsPerFamily / 2 && status === 'IN_SERVICE') {
      const source = externalSources.find((s) => s.family === family)!;
      const report = reportedDevices(source)[n - 1]!;
      externalRows.push({
        id: rnd.uuid(), companyId, deviceId: id, appIntegrationId: source.appIntegrationId, externalId: report.externalId,
        payload: { ...report, osVersion: osVersion ?? report.osVersion }, syncedAt: new Date(Date.parse(report.lastSeenAt)),
      });
    }
  }

  await bulkInsert(db, 'devices', devices, deviceRows);
  await bulkInsert(db, 'device_lifecycle_events', deviceLifecycleEvents, eventRows);
  await bulkInsert(db, 'device_assignments', deviceAssignments, assignmentRows);
  if (externalRows.length) await db.insert(deviceExternalRecords).values(externalRows as (typeof deviceExternalRecords.$inferInsert)[]);
  if (deviceRows.length > 5000) await db.execute(sql`ANALYZE devices`);
  return { devices: deviceRows.length };
}
