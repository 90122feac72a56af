import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { AttendanceDay, AttendanceDayRow, AttendancePersonMonth, AttendancePersonMonthRow, AttendancePlaceMonthRow } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

export const tokyoPlaceId = '6a1f0c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
export const osakaPlaceId = '7b2a1d3f-4c5e-4f6a-9b7c-8d9e0f1a2b3c';
export const satoId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const suzukiId = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const sato = { id: satoId, name: 'Ken Sato', nameKana: 'サトウ ケン', workerNumber: 'E000001' };
const suzuki = { id: suzukiId, name: 'Hana Suzuki', nameKana: 'スズキ ハナ', workerNumber: 'E000002' };
const tokyo = { id: tokyoPlaceId, name: '東京本社' };

/** Sato's day: clocked in at 09:00, lunch 12:00–13:00, no clock-out (an error). */
export const satoDay: AttendanceDay = {
  date: '2026-11-05',
  place: tokyo,
  clockIns: [{ id: 'in-1', time: '09:00', isEdited: false, editReason: null, version: 2 }],
  clockOuts: [],
  restTimes: [
    { start: { id: 'rs-1', time: '12:00', isEdited: false, editReason: null, version: 1 }, end: { id: 're-1', time: '13:00', isEdited: false, editReason: null, version: 1 }, isEdited: false, editReason: null, errors: [] },
  ],
  totalBreakTimeMinutes: 60,
  totalWorkingTimeMinutes: 0,
  isValid: false,
  clockInErrors: [],
  clockOutErrors: ['MISSING'],
};

/** Suzuki's day: 08:45–18:00 with a 45-minute rest, her clock-in edited with a reason. */
export const suzukiDay: AttendanceDay = {
  date: '2026-11-05',
  place: tokyo,
  clockIns: [{ id: 'in-2', time: '08:45', isEdited: true, editReason: '打刻忘れ（上長確認済み）', version: 1 }],
  clockOuts: [{ id: 'out-2', time: '18:00', isEdited: false, editReason: null, version: 1 }],
  restTimes: [
    { start: { id: 'rs-2', time: '12:00', isEdited: false, editReason: null, version: 1 }, end: { id: 're-2', time: '12:45', isEdited: false, editReason: null, version: 1 }, isEdited: false, editReason: null, errors: [] },
  ],
  totalBreakTimeMinutes: 45,
  totalWorkingTimeMinutes: 510,
  isValid: true,
  clockInErrors: [],
  clockOutErrors: [],
};

export const dayRows: AttendanceDayRow[] = [
  { person: sato, ...satoDay },
  { person: suzuki, ...suzukiDay },
];

export const placeMonthRows: AttendancePlaceMonthRow[] = [
  { place: tokyo, workingPeopleCount: 2, totalWorkingDays: 38, totalWorkingTimeMinutes: 18_270, errorDayCount: 3, errorPeopleCount: 1 },
  { place: null, workingPeopleCount: 0, totalWorkingDays: 0, totalWorkingTimeMinutes: 0, errorDayCount: 1, errorPeopleCount: 1 },
];

export const personMonthRows: AttendancePersonMonthRow[] = [
  { person: sato, totalWorkingDays: 19, totalWorkingTimeMinutes: 9_000, errorDayCount: 2 },
  { person: suzuki, totalWorkingDays: 19, totalWorkingTimeMinutes: 9_270, errorDayCount: 0 },
];

export const satoMonth: AttendancePersonMonth = { person: sato, year: 2026, month: 11, totalWorkingDays: 1, totalWorkingTimeMinutes: 0, errorDayCount: 1, days: [satoDay] };

/** Sato's day once the missing clock-out is added by an edit. */
export const satoFixed: AttendanceDayRow = {
  person: sato,
  ...satoDay,
  clockOuts: [{ id: 'out-new', time: '18:30', isEdited: true, editReason: '打刻忘れ', version: 1 }],
  totalWorkingTimeMinutes: 510,
  isValid: true,
  clockOutErrors: [],
};

/** The feature's fake API: the rows above, two places, and an edit answering Sato's fixed day. */
export function fakeAttendanceSummaryApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi(
    {
      'GET /v2/attendance-days': { items: dayRows },
      'GET /v2/attendance-days-count': { count: dayRows.length },
      'GET /v2/attendance-place-months': { items: placeMonthRows },
      'GET /v2/attendance-person-months': { items: personMonthRows },
      'GET /v2/attendance-person-months-count': { count: personMonthRows.length },
      'GET /v2/attendance-person-months/{personId}': satoMonth,
      'GET /v2/components/place-select': { places: [{ ...tokyo, address: null }, { id: osakaPlaceId, name: '大阪支店', address: null }] },
      'PATCH /v2/time-records': satoFixed,
    },
    answer,
  );
}
