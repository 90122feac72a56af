import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Time and attendance summaries and day edits (勤怠, 001 §2 "Time and attendance", §3 "Time
 * attendance day", "Monthly attendance row", "Time-record edit payload", §5, §9;
 * docs/time-and-attendance.md). Dates are `YYYY-MM-DD` attendance days in Asia/Tokyo, times
 * `HH:MM` 24-hour, months 1-based, durations whole minutes.
 */

/** Kinds of a clocking (打刻): clock-in, clock-out, and the start and end of a rest. */
export const timeRecordTypeValues = ['CLOCK_IN', 'CLOCK_OUT', 'REST_START', 'REST_END'] as const;
export type TimeRecordType = (typeof timeRecordTypeValues)[number];

/**
 * Clock-in errors of a day (the rules in docs/time-and-attendance.md "Error rules"):
 * - `MISSING`: the day has records but no clock-in;
 * - `DUPLICATE`: more than one clock-in (the earliest counts).
 */
export const clockInErrorValues = ['MISSING', 'DUPLICATE'] as const;
export type ClockInError = (typeof clockInErrorValues)[number];

/**
 * Clock-out errors of a day:
 * - `MISSING`: a clock-in without a clock-out (打刻漏れ);
 * - `BEFORE_CLOCK_IN`: the clock-out is not after the clock-in;
 * - `DUPLICATE`: more than one clock-out (the latest counts).
 */
export const clockOutErrorValues = ['MISSING', 'BEFORE_CLOCK_IN', 'DUPLICATE'] as const;
export type ClockOutError = (typeof clockOutErrorValues)[number];

/**
 * Errors of one rest period:
 * - `MISSING_END`: a rest start without its end;
 * - `MISSING_START`: a rest end without its start;
 * - `OVERLAP`: the rest overlaps another rest of the day;
 * - `OUTSIDE_WORKING_TIME`: the rest starts before the clock-in or ends after the clock-out.
 */
export const restTimeErrorValues = ['MISSING_END', 'MISSING_START', 'OVERLAP', 'OUTSIDE_WORKING_TIME'] as const;
export type RestTimeError = (typeof restTimeErrorValues)[number];

/** Labels of the clock-in errors (red tags on the summaries). */
export const clockInErrorLabels = {
  MISSING: /*i18n*/ { id: 'attendance.clockInError.MISSING', message: 'No clock-in' },
  DUPLICATE: /*i18n*/ { id: 'attendance.clockInError.DUPLICATE', message: 'Several clock-ins' },
} as const satisfies Record<ClockInError, MessageDescriptor>;

/** Labels of the clock-out errors. */
export const clockOutErrorLabels = {
  MISSING: /*i18n*/ { id: 'attendance.clockOutError.MISSING', message: 'No clock-out' },
  BEFORE_CLOCK_IN: /*i18n*/ { id: 'attendance.clockOutError.BEFORE_CLOCK_IN', message: 'Clock-out before clock-in' },
  DUPLICATE: /*i18n*/ { id: 'attendance.clockOutError.DUPLICATE', message: 'Several clock-outs' },
} as const satisfies Record<ClockOutError, MessageDescriptor>;

/** Labels of the rest errors. */
export const restTimeErrorLabels = {
  MISSING_END: /*i18n*/ { id: 'attendance.restTimeError.MISSING_END', message: 'Rest without end' },
  MISSING_START: /*i18n*/ { id: 'attendance.restTimeError.MISSING_START', message: 'Rest without start' },
  OVERLAP: /*i18n*/ { id: 'attendance.restTimeError.OVERLAP', message: 'Overlapping rests' },
  OUTSIDE_WORKING_TIME: /*i18n*/ { id: 'attendance.restTimeError.OUTSIDE_WORKING_TIME', message: 'Rest outside working time' },
} as const satisfies Record<RestTimeError, MessageDescriptor>;

/** A time of day, `HH:MM` 24-hour (00:00–23:59, 001 §5). */
export const timeOfDayPattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** One clocking as a day shows it: its id, `HH:MM`, and whether a staff edit changed it (with the reason). */
export const timeRecordRefSchema = v.object({
  id: v.string(),
  time: v.string(),
  isEdited: v.boolean(),
  editReason: v.nullable(v.string()),
});
export type TimeRecordRef = v.InferOutput<typeof timeRecordRefSchema>;

/**
 * One rest period: its start and end records (null when missing), edited when either record is (the
 * first reason), and its errors.
 */
export const restTimeSchema = v.object({
  start: v.nullable(timeRecordRefSchema),
  end: v.nullable(timeRecordRefSchema),
  isEdited: v.boolean(),
  editReason: v.nullable(v.string()),
  errors: v.array(v.picklist(restTimeErrorValues)),
});
export type RestTime = v.InferOutput<typeof restTimeSchema>;

/**
 * A person's day computed from their records (001 §3 "Time attendance day"): clock-ins and
 * clock-outs in time order, rests, `totalBreakTimeMinutes`, `totalWorkingTimeMinutes` (clock-out −
 * clock-in − breaks), the errors, and `isValid` (no error at all). See `summarizeDay` in the API.
 */
export const daySummarySchema = v.object({
  clockIns: v.array(timeRecordRefSchema),
  clockOuts: v.array(timeRecordRefSchema),
  restTimes: v.array(restTimeSchema),
  totalBreakTimeMinutes: v.number(),
  totalWorkingTimeMinutes: v.number(),
  isValid: v.boolean(),
  clockInErrors: v.array(v.picklist(clockInErrorValues)),
  clockOutErrors: v.array(v.picklist(clockOutErrorValues)),
});
export type DaySummary = v.InferOutput<typeof daySummarySchema>;
