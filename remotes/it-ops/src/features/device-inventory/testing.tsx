import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { DeviceInventoryItem, DeviceInventorySummary } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  pattern: '5d0a6c1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f',
  request: '6e1b7d2f-3c4a-4d6e-9fa0-1b2c3d4e5f60',
  package: '7f2c8e3a-4d5b-4e7f-a0b1-2c3d4e5f6071',
  goodLaptop: '80a1b2c3-d4e5-4f60-8172-839405a6b7c8',
  badPhone: '91b2c3d4-e5f6-4071-9283-9405a6b7c8d9',
  unreportedMonitor: 'a2c3d4e5-f607-4182-a394-05a6b7c8d9e0',
} as const;

/** A laptop reported GOOD (scanned) by its person, waiting for review. */
export const goodLaptop: DeviceInventoryItem = {
  instanceId: ids.goodLaptop,
  taskInstanceId: 'b1000000-0000-4000-8000-000000000001',
  deviceTaskId: 'b1000000-0000-4000-8000-000000000002',
  requestId: ids.request,
  anchorDate: '2026-11-01',
  status: 'REPORTED',
  currentTaskStatus: { taskName: 'Review the report', stepName: 'Review results', status: 'NOT_STARTED' },
  device: { id: 'c1000000-0000-4000-8000-000000000001', name: 'MacBook Air #0001', deviceTag: 'DV-00001', assetTag: 'AT-100001', avatarUrl: null, genre: 'LAPTOP', model: 'MacBook Air 13' },
  assignedPerson: { id: 'd1000000-0000-4000-8000-000000000001', name: 'Hanako Sato', avatarUrl: null },
  selfReport: { reportedAt: '2026-11-03T01:00:00.000Z', reportedBy: { name: 'Hanako Sato' }, deviceCondition: 'GOOD', reportResult: 'OWNED', scanMode: 'SCAN', memo: null },
  condition: 'GOOD',
  reviewed: false,
  reviewable: true,
};

/** A phone reported BAD with a memo, already reviewed. */
export const badPhone: DeviceInventoryItem = {
  ...goodLaptop,
  instanceId: ids.badPhone,
  device: { id: 'c1000000-0000-4000-8000-000000000002', name: 'iPhone 15 #0002', deviceTag: 'DV-00002', assetTag: null, avatarUrl: null, genre: 'MOBILE', model: 'iPhone 15' },
  assignedPerson: { id: 'd1000000-0000-4000-8000-000000000002', name: 'Taro Yamada', avatarUrl: null },
  selfReport: { reportedAt: '2026-11-04T01:00:00.000Z', reportedBy: { name: 'Taro Yamada' }, deviceCondition: 'BAD', reportResult: 'OWNED', scanMode: 'ASSET_TAG', memo: 'The screen is cracked' },
  currentTaskStatus: { taskName: 'Review the report', stepName: 'Review results', status: 'DONE' },
  condition: 'BAD',
  reviewed: true,
  reviewable: false,
};

/** A monitor installed in a meeting room, not reported yet. */
export const unreportedMonitor: DeviceInventoryItem = {
  ...goodLaptop,
  instanceId: ids.unreportedMonitor,
  device: { id: 'c1000000-0000-4000-8000-000000000003', name: 'Meeting room display', deviceTag: 'DV-00003', assetTag: 'AT-100003', avatarUrl: null, genre: 'MONITOR', model: null },
  assignedPerson: null,
  selfReport: null,
  status: 'NOT_REPORTED',
  currentTaskStatus: { taskName: 'Device self-report', stepName: 'Self-report', status: 'NOT_STARTED' },
  condition: 'UNREPORTED',
  reviewable: false,
};

/** The request's summary as the detail tab shows it. */
export const summary: DeviceInventorySummary = {
  request: { id: ids.request, title: 'FY2026 device inventory', anchorDate: '2026-11-01', requestedAt: '2026-11-01T00:30:00.000Z', requestedBy: { name: 'Taro Yamada' } },
  package: { id: ids.package, name: 'Annual device inventory' },
  pattern: { id: ids.pattern, name: 'FY2026 annual device inventory' },
  counts: { total: 30, reported: 18, notReported: 12, good: 12, bad: 3, owned: 15, notOwned: 3, reviewed: 5, assigned: 24, installed: 6, completed: 5, aborted: 0 },
};

/** How the fake API answers a call: a body, or an `ApiError` to throw; `undefined` = not handled. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/** The screen's URL for the test request (`tab` and extra search optional). */
export const inventoryUrl = (tab = '', search = '') => `/it-operation-core/device-inventory${tab ? `/${tab}` : ''}?patternId=${ids.pattern}&requestId=${ids.request}${search}`;

/**
 * The feature's fake API (the kit's `fakeFeatureApi`): `answer(call)` first, then the summary, the
 * rows (default: the three above) and their count, and a review that reports how many it marked.
 */
export function fakeDeviceInventoryApi(options: { rows?: DeviceInventoryItem[]; answer?: FakeAnswer } = {}) {
  const rows = options.rows ?? [goodLaptop, badPhone, unreportedMonitor];
  return fakeFeatureApi(
    {
      'GET /v2/it-operation-core/device-inventory/summary': summary,
      'GET /v2/it-operation-core/device-inventory': { items: rows },
      'GET /v2/it-operation-core/device-inventory-count': { count: rows.length },
      'POST /v2/it-operation-core/device-inventory/review': (call: FakeApiCall) => ({ reviewed: (call.body as { instanceIds: string[] }).instanceIds.length }),
    },
    options.answer,
  );
}
