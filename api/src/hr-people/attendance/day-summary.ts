import type { ClockInError, ClockOutError, DaySummary, RestTime, RestTimeError, TimeRecordRef, TimeRecordType } from '@kanri/contracts';

/**
 * One clocking of a person's attendance day as `summarizeDay` reads it (a `time_records` row):
 * `time` is `HH:MM` (24-hour, the attendance day's wall clock in Asia/Tokyo).
 */
export interface DayRecord {
  id: string;
  recordType: TimeRecordType;
  time: string;
  isEdited: boolean;
  editReason: string | null;
  /** Optimistic concurrency (issue 29): an edit of the record sends it back. */
  version: number;
}

/**
 * Minutes since midnight of an `HH:MM` time (`'09:05'` → 545). Anything else is read as
 * `Number(hours) * 60 + Number(minutes)` of its first two `:`-separated parts (NaN without a `:`).
 * The monthly views call it ~50 times a person-day (the summary's sorts), so `HH:MM` is read from
 * its character codes: splitting made two strings and an array each time, most of a month view's
 * CPU on PGlite (issue 28).
 */
export function minutesOfDay(time: string): number {
  if (time.length === 5 && time.charCodeAt(2) === 58) {
    const h1 = time.charCodeAt(0) - 48;
    const h2 = time.charCodeAt(1) - 48;
    const m1 = time.charCodeAt(3) - 48;
    const m2 = time.charCodeAt(4) - 48;
    if (h1 >= 0 && h1 <= 9 && h2 >= 0 && h2 <= 9 && m1 >= 0 && m1 <= 9 && m2 >= 0 && m2 <= 9) return (h1 * 10 + h2) * 60 + m1 * 10 + m2;
  }
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

function ref(r: DayRecord): TimeRecordRef {
  return { id: r.id, time: r.time, isEdited: r.isEdited, editReason: r.editReason, version: r.version };
}

/** Total length in minutes of the union of `[start, end)` intervals (overlaps counted once). */
function unionMinutes(intervals: [number, number][]): number {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const [a, b] of sorted) {
    if (a > curEnd) {
      total += curEnd - curStart;
      curStart = a;
      curEnd = b;
    } else if (b > curEnd) curEnd = b;
  }
  return total + (curEnd - curStart);
}

/**
 * Summarizes one person's records of one attendance day (001 §3 "Time attendance day"; the rules
 * are in docs/time-and-attendance.md "Error rules" and "How times are computed"). Pure: no clock,
 * no database.
 *
 * - Records are taken in time order; at equal times a rest end comes before a rest start (a rest
 *   ending at 13:00 and the next starting at 13:00 are two rests, not one overlap).
 * - Clock-ins: none while the day has other records → `MISSING`; more than one → `DUPLICATE` (the
 *   earliest counts). Clock-outs: a clock-in without one → `MISSING`; more than one → `DUPLICATE`
 *   (the latest counts); the counted clock-out not after the counted clock-in → `BEFORE_CLOCK_IN`.
 * - Rests pair like brackets: a rest end closes the most recent open rest start. A start left open
 *   → `MISSING_END`; an end with nothing open → `MISSING_START`; two complete rests sharing any
 *   minute → `OVERLAP` (on both); a rest part before the clock-in or after the clock-out →
 *   `OUTSIDE_WORKING_TIME`.
 * - `totalBreakTimeMinutes`: the minutes covered by complete rests (overlaps counted once), only
 *   those inside the working span when there is one. `totalWorkingTimeMinutes`: clock-out −
 *   clock-in − breaks when both exist and the clock-out is later, else 0.
 * - `isValid`: no clock-in, clock-out or rest error. A day without records is valid and empty.
 * - `inProgress` (the day is today in Tokyo): the person may still be working, so a clock-in without
 *   a clock-out and a rest started last and not yet ended are not errors (yet); the next day they are.
 */
export function summarizeDay(records: readonly DayRecord[], options: { inProgress?: boolean } = {}): DaySummary {
  const order: Record<TimeRecordType, number> = { CLOCK_IN: 0, REST_END: 1, REST_START: 2, CLOCK_OUT: 3 };
  const sorted = [...records].sort((a, b) => minutesOfDay(a.time) - minutesOfDay(b.time) || order[a.recordType] - order[b.recordType]);
  const clockIns = sorted.filter((r) => r.recordType === 'CLOCK_IN');
  const clockOuts = sorted.filter((r) => r.recordType === 'CLOCK_OUT');

  const clockInErrors: ClockInError[] = [];
  const clockOutErrors: ClockOutError[] = [];
  if (sorted.length > 0 && clockIns.length === 0) clockInErrors.push('MISSING');
  if (clockIns.length > 1) clockInErrors.push('DUPLICATE');
  const inAt = clockIns.length > 0 ? minutesOfDay(clockIns[0]!.time) : null;
  const outAt = clockOuts.length > 0 ? minutesOfDay(clockOuts[clockOuts.length - 1]!.time) : null;
  if (clockIns.length > 0 && clockOuts.length === 0 && !options.inProgress) clockOutErrors.push('MISSING');
  if (inAt !== null && outAt !== null && outAt <= inAt) clockOutErrors.push('BEFORE_CLOCK_IN');
  if (clockOuts.length > 1) clockOutErrors.push('DUPLICATE');

  // Bracket pairing of rest starts and ends.
  type Rest = { start: DayRecord | null; end: DayRecord | null; errors: RestTimeError[] };
  const rests: Rest[] = [];
  const open: Rest[] = [];
  for (const r of sorted) {
    if (r.recordType === 'REST_START') {
      const rest: Rest = { start: r, end: null, errors: [] };
      rests.push(rest);
      open.push(rest);
    } else if (r.recordType === 'REST_END') {
      const rest = open.pop();
      if (rest) rest.end = r;
      else rests.push({ start: null, end: r, errors: ['MISSING_START'] });
    }
  }
  // today, the rest begun last may still be going on (only while no clock-out closed the day)
  const lastRecord = sorted[sorted.length - 1];
  for (const rest of open) if (!(options.inProgress && rest.start === lastRecord)) rest.errors.push('MISSING_END');

  const complete = rests.filter((r) => r.start && r.end);
  for (const a of complete) {
    const [a0, a1] = [minutesOfDay(a.start!.time), minutesOfDay(a.end!.time)];
    const overlaps = complete.some((b) => b !== a && minutesOfDay(b.start!.time) < a1 && a0 < minutesOfDay(b.end!.time));
    if (overlaps) a.errors.push('OVERLAP');
  }
  for (const rest of rests) {
    const s = rest.start ? minutesOfDay(rest.start.time) : null;
    const e = rest.end ? minutesOfDay(rest.end.time) : null;
    const before = inAt !== null && ((s !== null && s < inAt) || (e !== null && e <= inAt));
    const after = outAt !== null && ((e !== null && e > outAt) || (s !== null && s >= outAt));
    if (before || after) rest.errors.push('OUTSIDE_WORKING_TIME');
  }

  const spanValid = inAt !== null && outAt !== null && outAt > inAt;
  const intervals = complete.map((r): [number, number] => {
    let a = minutesOfDay(r.start!.time);
    let b = minutesOfDay(r.end!.time);
    if (spanValid) {
      a = Math.max(a, inAt);
      b = Math.min(b, outAt);
    }
    return [a, b];
  });
  const totalBreakTimeMinutes = unionMinutes(intervals);
  const totalWorkingTimeMinutes = spanValid ? Math.max(0, outAt - inAt - totalBreakTimeMinutes) : 0;

  const restTimes: RestTime[] = rests
    .sort((x, y) => minutesOfDay((x.start ?? x.end)!.time) - minutesOfDay((y.start ?? y.end)!.time))
    .map((r) => {
      const edited = [r.start, r.end].filter((x): x is DayRecord => x !== null && x.isEdited);
      return {
        start: r.start ? ref(r.start) : null,
        end: r.end ? ref(r.end) : null,
        isEdited: edited.length > 0,
        editReason: edited.find((x) => x.editReason)?.editReason ?? null,
        errors: r.errors,
      };
    });

  return {
    clockIns: clockIns.map(ref),
    clockOuts: clockOuts.map(ref),
    restTimes,
    totalBreakTimeMinutes,
    totalWorkingTimeMinutes,
    isValid: clockInErrors.length === 0 && clockOutErrors.length === 0 && restTimes.every((r) => r.errors.length === 0),
    clockInErrors,
    clockOutErrors,
  };
}

