import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { ClockingPerson, ClockingTerminal } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

export const token = 'Zk3v9QmT0aLx7Yb2Wc5Nd8Pe1Rf4Sg6Th0Uj3Vk5Xm';
export const placeId = '6a1f0c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b';

/** 山田 太郎 has not clocked in; 佐藤 花子 is working since 09:00. */
export const yamada: ClockingPerson = { id: 'p1', workerNumber: 'E000001', name: '山田 太郎', nameKana: 'ヤマダ タロウ', state: 'NOT_CLOCKED_IN', allowedClockings: ['CLOCK_IN'], lastClocking: null };
export const sato: ClockingPerson = { id: 'p2', workerNumber: 'E000002', name: '佐藤 花子', nameKana: 'サトウ ハナコ', state: 'WORKING', allowedClockings: ['REST_START', 'CLOCK_OUT'], lastClocking: { recordType: 'CLOCK_IN', time: '09:00' } };

export const terminal: ClockingTerminal = {
  place: { id: placeId, code: 'TKY-001', name: '東京本社', status: 'ACTIVE' },
  workDate: '2026-11-26',
  now: '2026-11-26T00:00:00Z',
  people: [yamada, sato],
};

/** A refusal as the server answers it (409 with the reason). */
export const refusal = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message, fieldErrors: [{ path: 'recordType', message }] });

/** The feature's fake API: the terminal, a clocking that succeeds for 山田 太郎, the places with links. */
export function fakeClockingApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/clocking/{token}': terminal,
      'POST /v2/clocking/{token}': {
        record: { id: 'r1', recordType: 'CLOCK_IN', workDate: '2026-11-26', time: '08:58' },
        person: { ...yamada, state: 'WORKING', allowedClockings: ['REST_START', 'CLOCK_OUT'], lastClocking: { recordType: 'CLOCK_IN', time: '08:58' } },
      },
      'GET /v2/attendance-links': {
        items: [
          {
            place: terminal.place,
            link: { id: 'l1', token, clockingPath: `/time-and-attendance/clocking?token=${token}`, enabled: true, rotatedAt: null, createdAt: '2025-04-01T00:00:00Z', updatedAt: '2025-04-01T00:00:00Z', version: 1 },
            peopleCount: 2,
          },
        ],
      },
    },
    answer,
  );
}
