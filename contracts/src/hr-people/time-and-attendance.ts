import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { idSchema, listResponse, queryBoolean, queryInteger } from '../common/list-query';
import { listEndpoints, listSchemas, versionSchema } from '../common/resource';

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

/**
 * One clocking as a day shows it: its id, `HH:MM`, whether a staff edit changed it (with the
 * reason), and `version` (every edit of it adds one; send it back to change or delete it; issue 29).
 */
export const timeRecordRefSchema = v.object({
  id: v.string(),
  time: v.string(),
  isEdited: v.boolean(),
  editReason: v.nullable(v.string()),
  version: v.number(),
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

// ---------------------------------------------------------------------------------------------
// Calls (DECISIONS.md "Other gaps": lists with paging and sort, their counts)
// ---------------------------------------------------------------------------------------------

/** Today in Japan (Asia/Tokyo) as `YYYY-MM-DD`: the attendance day the searches default to. */
export function attendanceToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
/** This year in Japan (the monthly searches' default). */
export const attendanceThisYear = (now: Date = new Date()) => Number(attendanceToday(now).slice(0, 4));
/** This month in Japan, 1-based (001 §9; the monthly searches' default). */
export const attendanceThisMonth = (now: Date = new Date()) => Number(attendanceToday(now).slice(5, 7));

/** An attendance day `YYYY-MM-DD` in a query (a real calendar date). */
export const attendanceDateSchema = v.pipe(
  v.string(messages.invalidType.id),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, messages.isoDate.id),
);
/** A year in a query (2000–2100). */
export const attendanceYearSchema = queryInteger({ min: 2000, max: 2100 });
/** A month in a query, 1-based (1–12, 001 §9); anything else is a 400 (the screens fall back to this month). */
export const attendanceMonthSchema = queryInteger({ min: 1, max: 12 });

/** The person of an attendance row: name in the request's language (ja: family name first), kana reading, worker number. */
export const attendancePersonSchema = v.object({ id: v.string(), name: v.string(), nameKana: v.string(), workerNumber: v.string() });
export type AttendancePerson = v.InferOutput<typeof attendancePersonSchema>;
/** A place of the summaries (its name in the request's language); null where records have no place. */
export const attendancePlaceRefSchema = v.nullable(v.object({ id: v.string(), name: v.string() }));

/**
 * One attendance day: `date` (YYYY-MM-DD), the place of its records (the clock-in's, else the first
 * record's; null when none has a place) and the day's summary (see `daySummarySchema`).
 */
export const attendanceDaySchema = v.object({ date: v.string(), place: attendancePlaceRefSchema, ...daySummarySchema.entries });
export type AttendanceDay = v.InferOutput<typeof attendanceDaySchema>;
/** One row of the daily view: a person's day at one place. */
export const attendanceDayRowSchema = v.object({ person: attendancePersonSchema, ...attendanceDaySchema.entries });
export type AttendanceDayRow = v.InferOutput<typeof attendanceDayRowSchema>;

/** Sortable columns of the daily view; default `PERSON` (kana reading in Japanese, family name in English). */
export const attendanceDaySortColumnValues = ['PERSON', 'WORKER_NUMBER', 'PLACE', 'CLOCK_IN', 'CLOCK_OUT', 'WORKING_TIME', 'ERRORS'] as const;

/**
 * Search of the daily view by place (`GET /v2/attendance-days`): `date` (default today in Tokyo),
 * `placeId` (optional: every place), `errorsOnly` (only days with an error), `freeText` (person's
 * name, kana, romaji, worker number, e-mail), `sortColumn` (`ERRORS`: days with errors first),
 * `sortOrder`, `pageIndex` (0), `pageSize` (100, 1–1000). The screen's URL uses these names.
 */
export const attendanceDaysSearch = listSchemas({
  sortColumns: attendanceDaySortColumnValues,
  sortColumn: 'PERSON',
  filters: {
    date: v.optional(attendanceDateSchema, () => attendanceToday()),
    placeId: v.optional(idSchema),
    errorsOnly: v.optional(queryBoolean, false),
  },
});
export const attendanceDaysQuerySchema = attendanceDaysSearch.query;
export type AttendanceDaysQuery = v.InferOutput<typeof attendanceDaysQuerySchema>;
export const attendanceDaysCountQuerySchema = attendanceDaysSearch.count;
export const attendanceDaysSearchSchema = attendanceDaysSearch.search;
export type AttendanceDaysSearch = v.InferOutput<typeof attendanceDaysSearchSchema>;

/** `GET /v2/attendance-days` — the daily view by place: one row per person per place of the day; `GET /v2/attendance-days-count` — how many rows the daily view's filters match. */
export const { list: listAttendanceDaysEndpoint, count: countAttendanceDaysEndpoint } = listEndpoints({
  path: '/v2/attendance-days', countPath: '/v2/attendance-days-count', summary: 'Attendance days by place', access: 'operator', product: 'HR',
  row: attendanceDayRowSchema, query: attendanceDaysQuerySchema, countQuery: attendanceDaysCountQuerySchema,
});

/** `year` (default this year in Tokyo) and `month` (1-based, default this month) of the monthly calls. */
const monthEntries = {
  year: v.optional(attendanceYearSchema, () => attendanceThisYear()),
  month: v.optional(attendanceMonthSchema, () => attendanceThisMonth()),
};

/** Query of the monthly view by place: `year`, `month` (1-based; out of 1–12 → 400). */
export const attendancePlaceMonthsQuerySchema = v.strictObject(monthEntries, messages.invalid.id);
export type AttendancePlaceMonthsQuery = v.InferOutput<typeof attendancePlaceMonthsQuerySchema>;
/** The monthly-by-place screen's URL search: invalid values fall back to this month. */
export const attendancePlaceMonthsSearchSchema = v.object({
  year: v.fallback(monthEntries.year, () => attendanceThisYear()),
  month: v.fallback(monthEntries.month, () => attendanceThisMonth()),
});
export type AttendancePlaceMonthsSearch = v.InferOutput<typeof attendancePlaceMonthsSearchSchema>;

/**
 * One place's month: the people who worked there (a day with a clock-in), their working days
 * (person-days), total working minutes, the person-days with an error and how many people had one.
 * `place` null gathers records without a place.
 */
export const attendancePlaceMonthRowSchema = v.object({
  place: attendancePlaceRefSchema,
  workingPeopleCount: v.number(),
  totalWorkingDays: v.number(),
  totalWorkingTimeMinutes: v.number(),
  errorDayCount: v.number(),
  errorPeopleCount: v.number(),
});
export type AttendancePlaceMonthRow = v.InferOutput<typeof attendancePlaceMonthRowSchema>;

/** `GET /v2/attendance-place-months` — the monthly view by place (every place with records, by place code). */
export const listAttendancePlaceMonthsEndpoint = endpoint({
  method: 'GET', path: '/v2/attendance-place-months', summary: 'Monthly attendance by place', access: 'operator', product: 'HR',
  query: attendancePlaceMonthsQuerySchema,
  responses: { 200: listResponse(attendancePlaceMonthRowSchema), ...errorResponses(400, 401, 403) },
});

/** Sortable columns of the monthly view by person; default `PERSON`. */
export const attendancePersonMonthSortColumnValues = ['PERSON', 'WORKER_NUMBER', 'WORKING_DAYS', 'WORKING_TIME', 'ERROR_DAYS'] as const;

/**
 * Search of the monthly view by person (`GET /v2/attendance-person-months`): `year`, `month`
 * (1-based; 400 out of range), `placeId` (optional), `errorsOnly` (people with an error day),
 * `freeText`, `sortColumn`, `sortOrder`, `pageIndex`, `pageSize`.
 */
export const attendancePersonMonthsSearch = listSchemas({
  sortColumns: attendancePersonMonthSortColumnValues,
  sortColumn: 'PERSON',
  filters: { ...monthEntries, placeId: v.optional(idSchema), errorsOnly: v.optional(queryBoolean, false) },
});
export const attendancePersonMonthsQuerySchema = attendancePersonMonthsSearch.query;
export type AttendancePersonMonthsQuery = v.InferOutput<typeof attendancePersonMonthsQuerySchema>;
export const attendancePersonMonthsCountQuerySchema = attendancePersonMonthsSearch.count;
export const attendancePersonMonthsSearchSchema = attendancePersonMonthsSearch.search;
export type AttendancePersonMonthsSearch = v.InferOutput<typeof attendancePersonMonthsSearchSchema>;

/**
 * A person's month (001 §3 "Monthly attendance row"): working days (days with a clock-in), total
 * working minutes, days with an error.
 */
export const attendancePersonMonthRowSchema = v.object({
  person: attendancePersonSchema,
  totalWorkingDays: v.number(),
  totalWorkingTimeMinutes: v.number(),
  errorDayCount: v.number(),
});
export type AttendancePersonMonthRow = v.InferOutput<typeof attendancePersonMonthRowSchema>;

/** `GET /v2/attendance-person-months` — the monthly view by person (people with records in the month); `GET /v2/attendance-person-months-count` — their number. */
export const { list: listAttendancePersonMonthsEndpoint, count: countAttendancePersonMonthsEndpoint } = listEndpoints({
  path: '/v2/attendance-person-months', countPath: '/v2/attendance-person-months-count', summary: 'Monthly attendance by person', access: 'operator', product: 'HR',
  row: attendancePersonMonthRowSchema, query: attendancePersonMonthsQuerySchema, countQuery: attendancePersonMonthsCountQuerySchema,
});

/** Path params of one person's month: `personId` (not one of the company's people → 404). */
export const attendancePersonMonthParamsSchema = v.object({ personId: v.string() });
/** Query of one person's month: `year`, `month` (1-based), `placeId` (optional: only that place's records). */
export const attendancePersonMonthQuerySchema = v.strictObject({ ...monthEntries, placeId: v.optional(idSchema) }, messages.invalid.id);
/** One person's month: the totals and each day with records (in date order). */
export const attendancePersonMonthSchema = v.object({
  ...attendancePersonMonthRowSchema.entries,
  year: v.number(),
  month: v.number(),
  days: v.array(attendanceDaySchema),
});
export type AttendancePersonMonth = v.InferOutput<typeof attendancePersonMonthSchema>;

/** `GET /v2/attendance-person-months/{personId}` — one person's month, day by day (the drawer of the monthly view). */
export const getAttendancePersonMonthEndpoint = endpoint({
  method: 'GET', path: '/v2/attendance-person-months/{personId}', summary: 'A person\'s attendance month', access: 'operator', product: 'HR',
  params: attendancePersonMonthParamsSchema,
  query: attendancePersonMonthQuerySchema,
  responses: { 200: attendancePersonMonthSchema, ...errorResponses(400, 401, 403, 404) },
});

/** A time `HH:MM`, 24-hour (001 §5). */
export const timeOfDaySchema = v.pipe(v.string(messages.invalidType.id), v.regex(timeOfDayPattern, messages.timeOfDay.id));
/** Clock-in or clock-out: what an edit may add (rest records can be changed or deleted, not added). */
export const editableRecordTypeValues = ['CLOCK_IN', 'CLOCK_OUT'] as const;
/** The edit reason (修正理由): trimmed, 1–200 characters. */
export const timeRecordEditReasonSchema = v.pipe(v.string(messages.invalidType.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(200, messages.maxLength.id));

/**
 * The time-record edit payload (001 §3 "Time-record edit payload"): the person, the attendance
 * day, the reason, and the records to add (`creates`: recordType CLOCK_IN / CLOCK_OUT, time HH:MM),
 * change (`updates`: timeRecordId, time, version) and delete (`deletes`: timeRecordId, version). At
 * least one change; a record listed twice → 400 at its second path. Field paths: `creates.0.time`,
 * `updates.1.timeRecordId`, `reason`… `version` (required; issue 29) is the record's version as the
 * editor read it: a record changed since answers 409 `CONFLICT` without field errors and nothing of
 * the edit is written.
 */
export const timeRecordEditBodySchema = v.pipe(
  v.object({
    personId: idSchema,
    date: attendanceDateSchema,
    reason: timeRecordEditReasonSchema,
    creates: v.optional(v.array(v.object({ recordType: v.picklist(editableRecordTypeValues, messages.picklist.id), time: timeOfDaySchema })), []),
    updates: v.optional(v.array(v.object({ timeRecordId: idSchema, time: timeOfDaySchema, version: versionSchema })), []),
    deletes: v.optional(v.array(v.object({ timeRecordId: idSchema, version: versionSchema })), []),
  }),
  v.forward(
    v.check((b) => b.creates.length + b.updates.length + b.deletes.length > 0, messages.timeRecordEditEmpty.id),
    ['creates'],
  ),
);
export type TimeRecordEditBody = v.InferInput<typeof timeRecordEditBodySchema>;

/**
 * `PATCH /v2/time-records` — edits one person's day (打刻修正) in one transaction: the records
 * created, changed and deleted are marked edited with the reason, each change is written to the
 * audit log; the answer is the day as the server recomputes it (its errors included). 409 when a
 * changed or deleted record's `version` is stale.
 */
export const editTimeRecordsEndpoint = endpoint({
  method: 'PATCH', path: '/v2/time-records', summary: 'Edit a person\'s attendance day', access: 'operator', product: 'HR',
  body: timeRecordEditBodySchema,
  responses: { 200: attendanceDayRowSchema, ...errorResponses(400, 401, 403, 409) },
});

/** The calls of the summaries and the day edit (for `apiEndpoints`). */
export const timeAndAttendanceEndpoints = [
  listAttendanceDaysEndpoint,
  countAttendanceDaysEndpoint,
  listAttendancePlaceMonthsEndpoint,
  listAttendancePersonMonthsEndpoint,
  countAttendancePersonMonthsEndpoint,
  getAttendancePersonMonthEndpoint,
  editTimeRecordsEndpoint,
] as const;
