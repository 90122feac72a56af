import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { AttendanceLinkRow } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

export const tokyoPlaceId = '6a1f0c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
export const osakaPlaceId = '7b2a1d3f-4c5e-4f6a-9b7c-8d9e0f1a2b3c';
export const token = 'Zk3v9QmT0aLx7Yb2Wc5Nd8Pe1Rf4Sg6Th0Uj3Vk5Xm';

/** Two places: Tokyo with an enabled link and its people, Osaka without a link. */
export const linkRows: AttendanceLinkRow[] = [
  {
    place: { id: tokyoPlaceId, code: 'TKY-001', name: '東京本社', status: 'ACTIVE' },
    link: { id: 'l1', token, clockingPath: `/time-and-attendance/clocking?token=${token}`, enabled: true, rotatedAt: null, createdAt: '2025-04-01T00:00:00Z', updatedAt: '2025-04-01T00:00:00Z', version: 1 },
    peopleCount: 42,
  },
  { place: { id: osakaPlaceId, code: 'OSA-001', name: '大阪支店', status: 'ACTIVE' }, link: null, peopleCount: 7 },
];

/** The feature's fake API: the two places, each place's own row, writes answering the row changed. */
export function fakeAttendanceLinksApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/attendance-links': { items: linkRows },
      'GET /v2/attendance-links-count': { count: linkRows.length },
      'GET /v2/attendance-links/{placeId}': (call: FakeApiCall) => linkRows.find((r) => r.place.id === (call.params as { placeId: string }).placeId),
      'POST /v2/attendance-links/{placeId}/reissue': { ...linkRows[0]!, link: { ...linkRows[0]!.link!, token: 'NEWtoken', version: 2, rotatedAt: '2026-01-01T00:00:00Z' } },
      'PATCH /v2/attendance-links/{placeId}': (call: FakeApiCall) => ({ ...linkRows[0]!, link: { ...linkRows[0]!.link!, enabled: (call.body as { enabled: boolean }).enabled, version: 2 } }),
      'POST /v2/attendance-links/{placeId}': { ...linkRows[1]!, link: { ...linkRows[0]!.link!, id: 'l2' } },
    },
    answer,
  );
}
