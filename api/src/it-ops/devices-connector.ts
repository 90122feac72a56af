import type { DeviceGenre, DeviceOs, DeviceCompliance } from '@kanri/contracts';

/**
 * The simulated external IT SaaS connector (`/devices/external-it-saas`; docs/devices.md
 * §Connector): a few MDM / IT SaaS sources with fixed ids, each reporting a fixed list of devices
 * computed from its own seed — the same answer on every call and every machine, so previews and
 * imports can be tested. No network is involved; a real connector would replace `reportedDevices`.
 *
 * Serial numbers are shared with the demo seed (`connectorSerial`): part of what a source reports
 * matches seeded devices (an import updates them), the rest is new (an import creates them).
 */

/** A connected source. */
export interface ExternalSource {
  appIntegrationId: string;
  name: string;
  vendorName: string;
  kind: 'MDM' | 'IT_SAAS';
  /** how many devices it reports */
  size: number;
  /** which seeded serial-number family it reports (see `connectorSerial`) */
  family: SerialFamily;
}

/** The serial-number families the seed and the sources share. */
export type SerialFamily = 'apple' | 'windows' | 'android';

/** The sources, by fixed id. */
export const externalSources: readonly ExternalSource[] = [
  { appIntegrationId: '7a6b1c2d-0001-4000-8000-00000000a001', name: 'Jamf Pro', vendorName: 'Jamf', kind: 'MDM', size: 30, family: 'apple' },
  { appIntegrationId: '7a6b1c2d-0002-4000-8000-00000000a002', name: 'Microsoft Intune', vendorName: 'Microsoft', kind: 'MDM', size: 40, family: 'windows' },
  { appIntegrationId: '7a6b1c2d-0003-4000-8000-00000000a003', name: 'LANSCOPE エンドポイントマネージャー', vendorName: 'MOTEX', kind: 'IT_SAAS', size: 20, family: 'android' },
];

/** How many of a family's serial numbers the demo seed uses (the sources report more: the rest is new). */
export const seededSerialsPerFamily = 20;

/** The `n`-th (1-based) serial number of a family: `C02…` (Apple), `PF…` (Windows PCs), `R5C…` (Android). */
export function connectorSerial(family: SerialFamily, n: number): string {
  const body = (n * 7919).toString(36).toUpperCase().padStart(6, '0');
  return family === 'apple' ? `C02${body}MD6M` : family === 'windows' ? `PF${body}X` : `R5C${body}K`;
}

/** A device as a source reports it: identity, the fields an import writes, and the profile tabs' data. */
export interface ReportedDevice {
  externalId: string;
  serialNumber: string;
  name: string;
  genre: DeviceGenre;
  maker: string;
  model: string;
  os: DeviceOs;
  osVersion: string;
  lastSeenAt: string;
  hostname: string;
  ipAddress: string;
  macAddress: string;
  cpu: string;
  memoryGb: number;
  storageCapacityGb: number;
  storageUsedPercent: number;
  batteryHealthPercent: number | null;
  enrolled: boolean;
  supervised: boolean;
  compliance: DeviceCompliance;
  encrypted: boolean;
}

const models: Record<SerialFamily, readonly { genre: DeviceGenre; maker: string; model: string; os: DeviceOs; versions: readonly string[]; cpu: string; memoryGb: number; storageGb: number }[]> = {
  apple: [
    { genre: 'LAPTOP', maker: 'Apple', model: 'MacBook Pro (14-inch, M3)', os: 'MACOS', versions: ['14.6.1', '15.1'], cpu: 'Apple M3', memoryGb: 16, storageGb: 512 },
    { genre: 'MOBILE', maker: 'Apple', model: 'iPhone 15', os: 'IOS', versions: ['17.6', '18.1'], cpu: 'A16 Bionic', memoryGb: 6, storageGb: 128 },
    { genre: 'TABLET', maker: 'Apple', model: 'iPad Air (M2)', os: 'IOS', versions: ['17.6', '18.1'], cpu: 'Apple M2', memoryGb: 8, storageGb: 256 },
  ],
  windows: [
    { genre: 'LAPTOP', maker: 'Lenovo', model: 'ThinkPad X1 Carbon Gen 11', os: 'WINDOWS', versions: ['11 23H2', '11 24H2'], cpu: 'Intel Core i7-1365U', memoryGb: 16, storageGb: 512 },
    { genre: 'LAPTOP', maker: 'Dell', model: 'Latitude 5440', os: 'WINDOWS', versions: ['11 23H2', '11 24H2'], cpu: 'Intel Core i5-1345U', memoryGb: 16, storageGb: 256 },
    { genre: 'WORKSTATION', maker: 'HP', model: 'Z2 Tower G9', os: 'WINDOWS', versions: ['11 23H2', '11 24H2'], cpu: 'Intel Core i9-13900', memoryGb: 64, storageGb: 2048 },
  ],
  android: [
    { genre: 'MOBILE', maker: 'Samsung', model: 'SC-51E', os: 'ANDROID', versions: ['14', '15'], cpu: 'Snapdragon 8 Gen 3', memoryGb: 8, storageGb: 256 },
  ],
};

/** The device model a seeded device of `family` and index `n` has (the seed and the sources agree). */
export const connectorModel = (family: SerialFamily, n: number) => models[family][n % models[family].length]!;

/** The OS version the seed gives the `n`-th device of a family: the source reports a newer one for every third. */
export const seededOsVersion = (family: SerialFamily, n: number) => connectorModel(family, n).versions[0]!;

/** Fixed instant the simulated reports are dated from (keeps answers identical run to run). */
const reportedAt = Date.parse('2026-11-20T09:00:00Z');

/** The devices a source reports, in a fixed order (`externalId` ascending). */
export function reportedDevices(source: ExternalSource): ReportedDevice[] {
  const family = source.family;
  return Array.from({ length: source.size }, (_, i) => {
    const n = i + 1;
    const m = connectorModel(family, n);
    const newer = n % 3 === 0;
    const serial = connectorSerial(family, n);
    const short = family === 'apple' ? 'mac' : family === 'windows' ? 'pc' : 'and';
    return {
      externalId: `${source.name.split(' ')[0]!.toLowerCase()}-${String(n).padStart(5, '0')}`,
      serialNumber: serial,
      name: `${m.model.split(' (')[0]} ${serial.slice(-6)}`,
      genre: m.genre,
      maker: m.maker,
      model: m.model,
      os: m.os,
      osVersion: newer ? m.versions[1]! : m.versions[0]!,
      lastSeenAt: new Date(reportedAt - n * 3_600_000).toISOString(),
      hostname: `kanri-${short}-${String(n).padStart(4, '0')}`,
      ipAddress: `10.20.${Math.floor(n / 250)}.${(n % 250) + 2}`,
      macAddress: `02:00:00:${((n >> 8) & 0xff).toString(16).padStart(2, '0')}:${(n & 0xff).toString(16).padStart(2, '0')}:${family === 'apple' ? '0a' : family === 'windows' ? '0b' : '0c'}`,
      cpu: m.cpu,
      memoryGb: m.memoryGb,
      storageCapacityGb: m.storageGb,
      storageUsedPercent: 20 + ((n * 37) % 70),
      batteryHealthPercent: m.genre === 'WORKSTATION' ? null : 70 + ((n * 13) % 30),
      enrolled: true,
      supervised: family === 'apple' || n % 2 === 0,
      compliance: n % 11 === 0 ? 'NON_COMPLIANT' : n % 17 === 0 ? 'UNKNOWN' : 'COMPLIANT',
      encrypted: n % 11 !== 0,
    };
  });
}

/** The source of an id, or undefined. */
export const externalSourceOf = (appIntegrationId: string) => externalSources.find((s) => s.appIntegrationId === appIntegrationId);
