import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { AuditLogEntry, NetworkDetail, NetworkRow } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  network: '0b6a3f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  place: '1c7b4a8f-2d3e-4f60-9b0c-1d2e3f4a5b6c',
  device: '2d8c5b90-3e4f-4071-8c1d-2e3f4a5b6c7d',
  person: '3e9d6ca1-4f50-4182-9d2e-3f4a5b6c7d8e',
  otherPerson: '4fae7db2-5061-4293-8e3f-4a5b6c7d8e9f',
} as const;

/** A row of the list: the head office LAN, internal, wired, to a place, with an admin contact. */
export const officeLanRow: NetworkRow = {
  id: ids.network,
  networkName: 'Head office LAN',
  networkType: 'INTERNAL',
  networkCategory: 'SHARED_INTERNAL',
  purpose: 'Office PCs and printers',
  connectionType: 'WIRED',
  destinationType: 'PLACE',
  destinationPlaceContent: { id: ids.place, name: 'Tokyo Head Office' },
  destinationDeviceContent: null,
  adminContact: { personId: ids.person, name: 'Hanako Sato', avatarUrl: null, primaryWorkerEmail: 'hanako.sato@kanri.example' },
};

/** A second row: a VPN to a device, without purpose or admin contact. */
export const vpnRow: NetworkRow = {
  id: '5a0b8ec3-6172-43a4-9f40-5b6c7d8e9fa0',
  networkName: 'Remote access VPN',
  networkType: 'VPN',
  networkCategory: 'COMPANY_ASSET',
  purpose: null,
  connectionType: 'WIRELESS',
  destinationType: 'DEVICE',
  destinationPlaceContent: null,
  destinationDeviceContent: { id: ids.device, name: 'VPN gateway 01', avatarUrl: null },
  adminContact: null,
};

/** The head office LAN as its page shows it (version 3). */
export const officeLan: NetworkDetail = {
  ...officeLanRow,
  networkInformation: {
    networkName: officeLanRow.networkName,
    networkType: 'INTERNAL',
    connectionType: 'WIRED',
    networkCategory: 'SHARED_INTERNAL',
    purpose: officeLanRow.purpose,
    destinationType: 'PLACE',
    placeId: ids.place,
    deviceId: null,
  },
  accessControl: { accessLevel: 'READ_ONLY', accessStatus: 'ACTIVE', accessPeriodFrom: '2026-04-01', accessPeriodTo: '2027-03-31', subjectType: 'USER' },
  version: 3,
  createdAt: '2026-04-01T09:00:00.000Z',
  updatedAt: '2026-05-10T03:30:00.000Z',
};

/** The head office LAN's history: created, then its access level and admin contact changed. */
export const officeLanHistory: AuditLogEntry[] = [
  {
    id: 'a2',
    action: 'UPDATE',
    occurredAt: '2026-05-10T03:30:00.000Z',
    actor: { userId: 'u-1', name: 'Taro Yamada' },
    resourceType: 'NETWORK',
    resourceId: ids.network,
    changes: [
      { field: 'accessControl.accessLevel', before: 'FULL_ACCESS', after: 'READ_ONLY' },
      { field: 'adminContact.personId', before: ids.otherPerson, after: ids.person },
      { field: 'version', before: 2, after: 3 },
    ],
  },
  {
    id: 'a1',
    action: 'CREATE',
    occurredAt: '2026-04-01T09:00:00.000Z',
    actor: null,
    resourceType: 'NETWORK',
    resourceId: ids.network,
    changes: [{ field: 'networkInformation.networkName', before: null, after: 'Head office LAN' }],
  },
];

/** One call the fake API saw (the kit's `FakeApiCall`). */
export type SeenCall = FakeApiCall;

/** How the fake API answers a call: a body, or an `ApiError` to throw; `undefined` = not handled. */
export type FakeAnswer = (call: SeenCall) => unknown;

/**
 * A fake API for the feature's tests (the kit's `fakeFeatureApi`): records every call and answers
 * with `answer(call)`, or with the defaults (the list and count of `rows`, the head office LAN, its
 * history, picker pages and column settings). A returned `ApiError` is thrown.
 */
export function fakeNetworksApi(options: { rows?: NetworkRow[]; answer?: FakeAnswer } = {}) {
  const rows = options.rows ?? [officeLanRow, vpnRow];
  return fakeFeatureApi(
    {
      'GET /v2/networks': { items: rows },
      'GET /v2/networks-count': { count: rows.length },
      'GET /v2/networks/{id}': (call: SeenCall) =>
        call.params?.id === ids.network ? officeLan : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'The network was not found.' }),
      'GET /v2/audit-logs': { items: officeLanHistory },
      'GET /v2/components/devices-for-select': { items: [{ id: ids.device, name: 'VPN gateway 01', avatarUrl: null }] },
      'GET /v2/components/place-select': { places: [{ id: ids.place, name: 'Tokyo Head Office', address: 'Chiyoda-ku, Tokyo' }] },
      'GET /v2/workers-for-select': { items: [{ personId: ids.person, name: 'Hanako Sato', primaryWorkerEmail: 'hanako.sato@kanri.example', avatarUrl: null }] },
    },
    options.answer,
  );
}
