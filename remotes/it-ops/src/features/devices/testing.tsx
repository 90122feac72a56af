import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { DeviceDetail, DeviceLifecycleEventRow, DeviceRow } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  laptop: '6b1c9fd4-7283-44b5-a051-6c7d8e9fa0b1',
  monitor: '7c2da0e5-8394-45c6-b162-7d8e9fa0b1c2',
  person: '3e9d6ca1-4f50-4182-9d2e-3f4a5b6c7d8e',
  place: '1c7b4a8f-2d3e-4f60-9b0c-1d2e3f4a5b6c',
} as const;

/** An inventory row: a laptop in stock. */
export const laptopRow: DeviceRow = {
  id: ids.laptop,
  name: 'MacBook Pro 14 (Sato)',
  avatarUrl: null,
  genre: 'LAPTOP',
  maker: 'Apple',
  model: 'MacBook Pro 14',
  os: 'MACOS',
  serialNumber: 'C02XK1',
  deviceTag: 'DV-00001',
  assetTag: 'AS-100',
  category: 'IN_STOCK',
  lifecycleStatus: 'IN_SERVICE',
  acquisition: 'PURCHASE',
  purchaseDate: '2025-04-01',
  purchasePrice: 298000,
  leaseEndOn: null,
  lifecycleEndOn: '2029-03-31',
  assignedPerson: null,
  assignedPlace: null,
  createdAt: '2025-04-01T09:00:00.000Z',
};

/** A second row: a monitor placed in a meeting room. */
export const monitorRow: DeviceRow = {
  ...laptopRow,
  id: ids.monitor,
  name: 'Meeting room display',
  genre: 'MONITOR',
  maker: 'Dell',
  model: 'U2723QE',
  os: null,
  deviceTag: 'DV-00002',
  assetTag: null,
  category: 'IN_PLACED',
  assignedPlace: { id: ids.place, name: 'Tokyo Head Office' },
};

/** The laptop as its profile shows it (version 2; no connector data). */
export const laptop: DeviceDetail = {
  ...laptopRow,
  deviceModel: null,
  deviceModelId: null,
  osVersion: '15.1',
  network: 'WIFI',
  storage: 'SSD',
  storageCapacityGb: 512,
  memoryGb: 16,
  condition: 'NEW',
  priceType: 'FIXED',
  memo: null,
  currentAssignment: null,
  allowedLifecycleEvents: ['TROUBLED', 'DECOMMISSIONED'],
  canCheckOut: true,
  canCheckIn: false,
  monitoring: null,
  configuration: null,
  mdm: null,
  version: 2,
  updatedAt: '2025-05-01T09:00:00.000Z',
};

/** The laptop's timeline: procured. */
export const laptopEvents: DeviceLifecycleEventRow[] = [
  { id: 'e1', event: 'PROCURED', occurredOn: '2025-04-01', note: null, recordedAt: '2025-04-01T09:00:00.000Z', recordedBy: { userId: 'u-1', name: 'Taro Yamada' } },
];

/** How the fake API answers a call: a body, or an `ApiError` to throw; `undefined` = not handled. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/**
 * A fake API for the feature's tests (the kit's `fakeFeatureApi`): `answer(call)` first, then the
 * defaults — the inventory of `rows` and its count, the laptop and its events, no check-outs, no
 * history, pickers with one option each, column settings.
 */
export function fakeDevicesApi(options: { rows?: DeviceRow[]; answer?: FakeAnswer } = {}) {
  const rows = options.rows ?? [laptopRow, monitorRow];
  return fakeFeatureApi(
    {
      'GET /v2/devices': { items: rows },
      'GET /v2/devices-count': { count: rows.length },
      'GET /v2/devices/{id}': (call: FakeApiCall) =>
        call.params?.id === ids.laptop ? laptop : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'The device was not found.' }),
      'GET /v2/devices/{id}/lifecycle-events': { items: laptopEvents },
      'GET /v2/devices/{id}/assignments': { items: [] },
      'GET /v2/device-models': { items: [] },
      'GET /v2/workers-for-select': { items: [{ personId: ids.person, name: 'Hanako Sato', primaryWorkerEmail: 'hanako.sato@kanri.example', avatarUrl: null }] },
      'GET /v2/components/place-select': { places: [{ id: ids.place, name: 'Tokyo Head Office', address: 'Chiyoda-ku, Tokyo' }] },
    },
    options.answer,
  );
}
