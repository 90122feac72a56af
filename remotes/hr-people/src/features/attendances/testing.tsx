import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { ClockingLogRow } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

export const placeId = '6a1f0c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b';

/** A clock-in from the terminal and a clock-out a staff edit added with its reason. */
export const logRows: ClockingLogRow[] = [
  {
    id: 'r2', workDate: '2026-11-25', time: '18:30', recordType: 'CLOCK_OUT', source: 'EDIT', isEdited: true, editReason: '打刻漏れのため追加', editedBy: { name: '人事 花子' },
    editedAt: '2026-11-26T01:00:00Z', person: { id: 'p1', name: '山田 太郎', workerNumber: 'E000001' }, place: { id: placeId, name: '東京本社' }, createdAt: '2026-11-26T01:00:00Z',
  },
  {
    id: 'r1', workDate: '2026-11-25', time: '09:02', recordType: 'CLOCK_IN', source: 'CLOCKING', isEdited: false, editReason: null, editedBy: null, editedAt: null,
    person: { id: 'p1', name: '山田 太郎', workerNumber: 'E000001' }, place: { id: placeId, name: '東京本社' }, createdAt: '2026-11-25T00:02:00Z',
  },
];

/** The feature's fake API: the two records and the places for the filter. */
export function fakeAttendancesApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/time-records': { items: logRows },
      'GET /v2/time-records-count': { count: logRows.length },
      'GET /v2/attendance-links': { items: [{ place: { id: placeId, code: 'TKY-001', name: '東京本社', status: 'ACTIVE' }, link: null, peopleCount: 2 }] },
    },
    answer,
  );
}
