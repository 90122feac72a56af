import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { StarlinkAlertRow, StarlinkDetail, StarlinkRow, StarlinkUsage } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  hq: '1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8',
  ship: '2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809',
  place: '3d4e5f60-7182-4c93-8db4-c5d6e7f8091a',
  person: '4e5f6071-8293-4da4-9ec5-d6e7f8091a2b',
  alertOpen: '5f607182-93a4-4eb5-8fd6-e7f8091a2b3c',
  alertResolved: '60718293-a4b5-4fc6-90e7-f8091a2b3c4d',
} as const;

/** The head office's rooftop terminal: connected, SIM active, 412.5 of 1000 GB, seen 2 hours before `now`. */
export const hqRow: StarlinkRow = {
  id: ids.hq,
  name: 'Starlink Tokyo HQ 01',
  nameJa: '本社屋上 スターリンク 01',
  nameEn: 'Starlink Tokyo HQ 01',
  kitSerialNumber: 'KIT30400001',
  status: 'ACTIVE',
  networkStatus: 'CONNECTED',
  simStatus: 'ACTIVE',
  planName: 'Business 1TB',
  planDataGb: 1000,
  dataUsageGb: 412.5,
  lastSeenAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  place: { id: ids.place, name: 'Tokyo Head Office' },
  admin: { personId: ids.person, name: 'Taro Yamada', avatarUrl: null },
  openAlertCount: 1,
};

/** A research ship's terminal: roaming, SIM suspended, 48 of 50 GB (over 90 %), no place, never seen. */
export const shipRow: StarlinkRow = {
  ...hqRow,
  id: ids.ship,
  name: '調査船しおかぜ スターリンク',
  nameJa: '調査船しおかぜ スターリンク',
  nameEn: null,
  kitSerialNumber: 'KIT30400011',
  networkStatus: 'ROAMING',
  simStatus: 'SUSPENDED',
  planName: 'Mobile Priority 50GB',
  planDataGb: 50,
  dataUsageGb: 48,
  lastSeenAt: null,
  place: null,
  admin: null,
  openAlertCount: 0,
};

/** The head office's terminal as its page shows it (version 3, located in Marunouchi). */
export const hq: StarlinkDetail = {
  ...hqRow,
  serviceLineNumber: 'AST-1204000-ABCDE',
  billingCycleStart: '2026-11-01',
  latitude: 35.681236,
  longitude: 139.767125,
  softwareVersion: '2026.10.1.mr41234',
  routerSerialNumber: 'RTR-0123456789',
  activatedAt: '2023-01-01',
  note: 'Backup line for business continuity.',
  placeId: ids.place,
  adminPersonId: ids.person,
  version: 3,
  createdAt: '2023-01-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** 30 days of use: 1 GB a day, 10 GB on the last day (total 39 GB). */
export const hqUsage: StarlinkUsage = {
  days: Array.from({ length: 30 }, (_, i) => ({ day: `2026-${i < 4 ? '10' : '11'}-${String(i < 4 ? 28 + i : i - 3).padStart(2, '0')}`, dataGb: i === 29 ? 10 : 1 })),
  totalGb: 39,
  planDataGb: 1000,
  dataUsageGb: 412.5,
  billingCycleStart: '2026-11-01',
};

/** An open DATA_OVERAGE alert on the head office's terminal. */
export const openAlert: StarlinkAlertRow = {
  id: ids.alertOpen,
  category: 'DATA_OVERAGE',
  message: 'Data use exceeded 90% of the plan.',
  detectedAt: '2026-11-20T01:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  starlink: { id: ids.hq, name: hqRow.name, kitSerialNumber: hqRow.kitSerialNumber },
};

/** A resolved ROUTER_ISSUE alert. */
export const resolvedAlert: StarlinkAlertRow = {
  ...openAlert,
  id: ids.alertResolved,
  category: 'ROUTER_ISSUE',
  message: 'The router restarted repeatedly.',
  resolvedAt: '2026-11-21T02:00:00.000Z',
  resolvedBy: { name: 'Ichiro IT' },
};

/** `answer(call)` may override one call: return a body, an `ApiError`, or `undefined` for the default. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });

/** The feature's fake API (the kit's `fakeFeatureApi`): list, count, one terminal, usage, map settings, alerts, pickers. */
export function fakeStarlinksApi(options: { rows?: StarlinkRow[]; alerts?: StarlinkAlertRow[]; answer?: FakeAnswer } = {}) {
  const rows = options.rows ?? [hqRow, shipRow];
  const alerts = options.alerts ?? [openAlert, resolvedAlert];
  return fakeFeatureApi(
    {
      'GET /v2/starlinks': { items: rows },
      'GET /v2/starlinks-count': { count: rows.length },
      'GET /v2/starlinks/{id}': (call: FakeApiCall) => (call.params?.id === ids.hq ? hq : notFound()),
      'GET /v2/starlinks/{id}/usage': (call: FakeApiCall) => (call.params?.id === ids.hq ? hqUsage : notFound()),
      'PATCH /v2/starlinks/{id}': (call: FakeApiCall) => ({ ...hq, ...(call.body as object), version: hq.version + 1 }),
      'GET /v2/starlink-map-settings': { tileUrlTemplate: null, tileAttribution: null },
      'GET /v2/starlink-alerts': { items: alerts },
      'GET /v2/starlink-alerts-count': { count: alerts.length },
      'PATCH /v2/starlink-alerts/{id}/resolve': (call: FakeApiCall) => ({ ...openAlert, id: call.params?.id, resolvedAt: '2026-11-26T00:00:00.000Z', resolvedBy: { name: 'Taro Yamada' } }),
      'GET /v2/components/place-select': { items: [{ id: ids.place, name: 'Tokyo Head Office', address: '1-1-1 Marunouchi' }] },
      'GET /v2/workers-for-select': { items: [{ personId: ids.person, name: 'Taro Yamada', primaryWorkerEmail: 'taro.yamada@kanri.example', avatarUrl: null }] },
    },
    options.answer,
  );
}
