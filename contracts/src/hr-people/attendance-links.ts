import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { listEndpoints, listSchemas, versionSchema } from '../common/resource';
import { queryArray, queryBoolean, idSchema } from '../common/list-query';
import { fields } from '../common/fields';
import { placeFields } from '../ga-places/places';

/**
 * Attendance links, the clocking terminal and the clocking log (001 §2 "Time and attendance":
 * attendance-links, attendance-links/{placeId}, clocking, attendances; docs/time-and-attendance.md).
 *
 * An attendance link is a place's clocking-terminal URL (打刻端末: a tablet at the entrance),
 * `/time-and-attendance/clocking?token=…`, shown with its QR code. Staff holding HR open it on the
 * terminal; people clock there by worker number. The server stamps the time and the attendance day
 * in Asia/Tokyo, the place from the token, source CLOCKING, and refuses impossible sequences.
 * Every call is an HR operator call.
 */

/** The four kinds of clocking (打刻): 出勤, 退勤, 休憩開始, 休憩終了 (`time_records.record_type`). */
export const clockingTypeValues = ['CLOCK_IN', 'CLOCK_OUT', 'REST_START', 'REST_END'] as const;
/** One kind of clocking. */
export const clockingTypeSchema = v.picklist(clockingTypeValues, messages.picklist.id);
export type ClockingType = v.InferOutput<typeof clockingTypeSchema>;

/** Labels of the clocking kinds (the terminal's buttons, the log's column). */
export const clockingTypeLabels = {
  CLOCK_IN: /*i18n*/ { id: 'attendance.clockingType.CLOCK_IN', message: 'Clock in' },
  CLOCK_OUT: /*i18n*/ { id: 'attendance.clockingType.CLOCK_OUT', message: 'Clock out' },
  REST_START: /*i18n*/ { id: 'attendance.clockingType.REST_START', message: 'Start break' },
  REST_END: /*i18n*/ { id: 'attendance.clockingType.REST_END', message: 'End break' },
} as const satisfies Record<ClockingType, MessageDescriptor>;

/** How a record was made: at a terminal, by a staff edit with a reason, or demo data (`time_records.source`). */
export const clockingSourceValues = ['CLOCKING', 'EDIT', 'SEED'] as const;
export const clockingSourceSchema = v.picklist(clockingSourceValues, messages.picklist.id);
export type ClockingSource = v.InferOutput<typeof clockingSourceSchema>;

/**
 * A person's state on the attendance day, derived from that day's records (the latest one decides):
 * `NOT_CLOCKED_IN` (none yet), `WORKING` (after 出勤 or 休憩終了), `ON_BREAK` (after 休憩開始),
 * `CLOCKED_OUT` (after 退勤; a second 出勤 starts another shift the same day).
 */
export const clockingStateValues = ['NOT_CLOCKED_IN', 'WORKING', 'ON_BREAK', 'CLOCKED_OUT'] as const;
export const clockingStateSchema = v.picklist(clockingStateValues, messages.picklist.id);
export type ClockingState = v.InferOutput<typeof clockingStateSchema>;

/** Labels of the clocking states (the terminal's person list). */
export const clockingStateLabels = {
  NOT_CLOCKED_IN: /*i18n*/ { id: 'attendance.clockingState.NOT_CLOCKED_IN', message: 'Not clocked in' },
  WORKING: /*i18n*/ { id: 'attendance.clockingState.WORKING', message: 'Working' },
  ON_BREAK: /*i18n*/ { id: 'attendance.clockingState.ON_BREAK', message: 'On a break' },
  CLOCKED_OUT: /*i18n*/ { id: 'attendance.clockingState.CLOCKED_OUT', message: 'Clocked out' },
} as const satisfies Record<ClockingState, MessageDescriptor>;

/** The clockings each state allows (the terminal enables these buttons; the server refuses the others). */
export const allowedClockings: Record<ClockingState, readonly ClockingType[]> = {
  NOT_CLOCKED_IN: ['CLOCK_IN'],
  WORKING: ['REST_START', 'CLOCK_OUT'],
  ON_BREAK: ['REST_END'],
  CLOCKED_OUT: ['CLOCK_IN'],
};

/** The state after a record of `type` (the state machine of `clockingStateValues`). */
export const stateAfterClocking: Record<ClockingType, ClockingState> = {
  CLOCK_IN: 'WORKING',
  REST_START: 'ON_BREAK',
  REST_END: 'WORKING',
  CLOCK_OUT: 'CLOCKED_OUT',
};

/**
 * A person's state from the day's records in the order they were made (time, then creation):
 * the latest record decides; no record is `NOT_CLOCKED_IN`.
 */
export function clockingStateOf(records: readonly { recordType: ClockingType }[]): ClockingState {
  const last = records.at(-1);
  return last ? stateAfterClocking[last.recordType] : 'NOT_CLOCKED_IN';
}

/** The app path a terminal opens for a token: `/time-and-attendance/clocking?token=…` (the QR code holds origin + this). */
export const clockingPathOf = (token: string) => `/time-and-attendance/clocking?token=${encodeURIComponent(token)}`;

/** A place as the attendance calls show it: `name` in the request's language. */
export const attendancePlaceSchema = v.object({ id: v.string(), code: v.string(), name: v.string(), status: v.string() });
export type AttendancePlace = v.InferOutput<typeof attendancePlaceSchema>;

/**
 * A place's link: `token` (random, 32 bytes base64url), `clockingPath` (see `clockingPathOf`),
 * `enabled`, `rotatedAt` (last reissue, ISO 8601; null: never), `createdAt`, `updatedAt`, `version`
 * (the enable/disable PATCH's optimistic concurrency).
 */
export const attendanceLinkSchema = v.object({
  id: v.string(),
  token: v.string(),
  clockingPath: v.string(),
  enabled: v.boolean(),
  rotatedAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type AttendanceLink = v.InferOutput<typeof attendanceLinkSchema>;

/**
 * One row of `GET /v2/attendance-links`: every place of the company with its link (null: none yet)
 * and `peopleCount` (the people who may clock there: current workers whose place it is).
 */
export const attendanceLinkRowSchema = v.object({ place: attendancePlaceSchema, link: v.nullable(attendanceLinkSchema), peopleCount: v.number() });
export type AttendanceLinkRow = v.InferOutput<typeof attendanceLinkRowSchema>;

/** The link states of the list's filter: `ENABLED`, `DISABLED`, `NONE` (no link yet). */
export const attendanceLinkStateValues = ['ENABLED', 'DISABLED', 'NONE'] as const;
export const attendanceLinkStateSchema = v.picklist(attendanceLinkStateValues, messages.picklist.id);
export type AttendanceLinkState = v.InferOutput<typeof attendanceLinkStateSchema>;

/**
 * The attendance link's fields, described once (issue 30; docs/fields.md; catalog `contracts`),
 * by the names the audit log gives them (`enabled`, `rotatedAt`, `tokenSuffix`: api/src/hr-people/
 * attendance-links.ts `linkPayload`) and the row's: the links list's column titles (and its column
 * settings), the link-state filter and tags, the place's link page and the history tab read these.
 * - `placeCode`: the place's code, described by the place (`placeFields.code`);
 * - `placeId`: the place whose terminal the link opens (the audit entry's resource id);
 * - `enabled`: the link's state. The payload holds a boolean (`true` ENABLED, `false` DISABLED);
 *   the lists' `linkState` filter and sort add `NONE` (the place has no link yet), so `values` are
 *   keyed by `attendanceLinkStateValues` and a history reads a stored boolean as ENABLED / DISABLED;
 * - `clockingPath`: the terminal URL (the screens show this site's origin + the path);
 * - `rotatedAt`: when the link was last reissued (ISO 8601 timestamp; null: never);
 * - `tokenSuffix`: the token's last four characters (the history never holds the token).
 * The number of people who clock at the place and the link's creation time are not link fields:
 * their lists keep their own labels.
 */
export const attendanceLinkFields = fields({
  placeCode: { label: placeFields.code.label, kind: 'text' },
  placeId: { label: /*i18n*/ { id: 'field.attendanceLink.placeId', message: 'Place' }, kind: 'reference', references: 'places' },
  enabled: {
    label: /*i18n*/ { id: 'field.attendanceLink.enabled', message: 'Link state' },
    kind: 'enum',
    values: {
      ENABLED: /*i18n*/ { id: 'field.attendanceLink.enabled.ENABLED', message: 'Enabled' },
      DISABLED: /*i18n*/ { id: 'field.attendanceLink.enabled.DISABLED', message: 'Disabled' },
      NONE: /*i18n*/ { id: 'field.attendanceLink.enabled.NONE', message: 'No link' },
    } satisfies Record<AttendanceLinkState, MessageDescriptor>,
  },
  clockingPath: { label: /*i18n*/ { id: 'field.attendanceLink.clockingPath', message: 'Clocking URL' }, kind: 'text' },
  rotatedAt: { label: /*i18n*/ { id: 'field.attendanceLink.rotatedAt', message: 'Reissued' }, kind: 'date' },
  tokenSuffix: { label: /*i18n*/ { id: 'field.attendanceLink.tokenSuffix', message: 'Link (last 4 characters)' }, kind: 'text' },
});

/** The state of a place's link as the lists name it: ENABLED, DISABLED or NONE (no link yet). */
export const attendanceLinkStateOf = (link: Pick<AttendanceLink, 'enabled'> | null): AttendanceLinkState => (link ? (link.enabled ? 'ENABLED' : 'DISABLED') : 'NONE');

/** Sortable columns of the links list: place code (default), place name, link state. */
export const attendanceLinkSortColumnValues = ['CODE', 'PLACE', 'STATE'] as const;

/**
 * The links list's search: `pageIndex` (0), `pageSize` (100, 1–1000), `sortColumn` (`CODE` default,
 * `PLACE`, `STATE`), `sortOrder`, `freeText` (place code, names, address), `linkState` (any of
 * `attendanceLinkStateValues`; empty: all).
 */
export const attendanceLinksSearch = listSchemas({
  sortColumns: attendanceLinkSortColumnValues,
  sortColumn: 'CODE',
  filters: { linkState: v.optional(queryArray(attendanceLinkStateSchema), []) },
});
export const attendanceLinksQuerySchema = attendanceLinksSearch.query;
export const attendanceLinksCountQuerySchema = attendanceLinksSearch.count;
export const attendanceLinksSearchSchema = attendanceLinksSearch.search;
export type AttendanceLinksSearch = v.InferOutput<typeof attendanceLinksSearchSchema>;

/** Path params of the one-place calls: `placeId` (not one of the company's places → 404). */
export const attendanceLinkParamsSchema = v.object({ placeId: v.string() });

/** Body of `PATCH /v2/attendance-links/{placeId}`: `enabled` and the `version` read (stale → 409). */
export const updateAttendanceLinkBodySchema = v.object({ enabled: v.boolean(messages.invalidType.id), version: versionSchema });
export type UpdateAttendanceLinkBody = v.InferInput<typeof updateAttendanceLinkBodySchema>;

const linkErrors = errorResponses(401, 403, 404);

/** `GET /v2/attendance-links` → `{ items }`: the company's places with their links; `GET /v2/attendance-links-count` → `{ count }` of places matching the same filters. */
export const { list: listAttendanceLinksEndpoint, count: countAttendanceLinksEndpoint } = listEndpoints({
  path: '/v2/attendance-links', countPath: '/v2/attendance-links-count', summary: 'Attendance links of the places', access: 'operator', product: 'HR',
  row: attendanceLinkRowSchema, query: attendanceLinksQuerySchema, countQuery: attendanceLinksCountQuerySchema,
});
/** `GET /v2/attendance-links/{placeId}` → the place with its link (null: none yet). */
export const getAttendanceLinkEndpoint = endpoint({
  method: 'GET', path: '/v2/attendance-links/{placeId}', summary: 'A place\'s attendance link', access: 'operator', product: 'HR',
  params: attendanceLinkParamsSchema, responses: { 200: attendanceLinkRowSchema, ...linkErrors },
});
/** `POST /v2/attendance-links/{placeId}` → 201 the place with its new link; 409 the place has one already. Audited. */
export const createAttendanceLinkEndpoint = endpoint({
  method: 'POST', path: '/v2/attendance-links/{placeId}', summary: 'Create a place\'s attendance link', access: 'operator', product: 'HR',
  params: attendanceLinkParamsSchema, responses: { 201: attendanceLinkRowSchema, ...errorResponses(401, 403, 404, 409) },
});
/** `POST /v2/attendance-links/{placeId}/reissue` → a new token; the old one stops working at once. 404 without a link. Audited. */
export const reissueAttendanceLinkEndpoint = endpoint({
  method: 'POST', path: '/v2/attendance-links/{placeId}/reissue', summary: 'Reissue a place\'s attendance link', access: 'operator', product: 'HR',
  params: attendanceLinkParamsSchema, responses: { 200: attendanceLinkRowSchema, ...linkErrors },
});
/** `PATCH /v2/attendance-links/{placeId}` `{ enabled, version }` → enable or disable the link; 409 stale version. Audited. */
export const updateAttendanceLinkEndpoint = endpoint({
  method: 'PATCH', path: '/v2/attendance-links/{placeId}', summary: 'Enable or disable a place\'s attendance link', access: 'operator', product: 'HR',
  params: attendanceLinkParamsSchema, body: updateAttendanceLinkBodySchema, responses: { 200: attendanceLinkRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * A person at the terminal: `name` in the request's language (Japanese family name first),
 * `nameKana` (Japanese reading), `state` today, `allowedClockings` (see `allowedClockings`),
 * `lastClocking` (today's latest record, null: none).
 */
export const clockingPersonSchema = v.object({
  id: v.string(),
  workerNumber: v.string(),
  name: v.string(),
  nameKana: v.string(),
  state: clockingStateSchema,
  allowedClockings: v.array(clockingTypeSchema),
  lastClocking: v.nullable(v.object({ recordType: clockingTypeSchema, time: v.string() })),
});
export type ClockingPerson = v.InferOutput<typeof clockingPersonSchema>;

/**
 * `GET /v2/clocking/{token}`: the terminal's place, today's attendance day (`workDate`, Asia/Tokyo),
 * the server's Tokyo time (`now`, ISO 8601 instant, to set the terminal's clock) and the people who
 * may clock there (the place's current workers, by worker number) with their state.
 */
export const clockingTerminalSchema = v.object({
  place: attendancePlaceSchema,
  workDate: v.string(),
  now: v.string(),
  people: v.array(clockingPersonSchema),
});
export type ClockingTerminal = v.InferOutput<typeof clockingTerminalSchema>;

/** Path params of the clocking calls: the link's `token`. */
export const clockingParamsSchema = v.object({ token: v.string() });

/** Worker numbers are at most 50 characters (the people's worker numbers, trimmed). */
export const clockingWorkerNumberMaxLength = 50;

/**
 * Body of `POST /v2/clocking/{token}`: `workerNumber` (trimmed, required; a worker of the place,
 * else 400 at `workerNumber`) and `recordType` (a clocking the person's state allows, else 409 with
 * the reason, also as a field error at `recordType`).
 */
export const clockingBodySchema = v.object({
  workerNumber: v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(clockingWorkerNumberMaxLength, messages.maxLength.id)),
  recordType: clockingTypeSchema,
});
export type ClockingBody = v.InferInput<typeof clockingBodySchema>;

/** Answer of a clocking: the record made (`workDate`, `time` HH:MM in Tokyo) and the person with their new state. */
export const clockingResultSchema = v.object({
  record: v.object({ id: v.string(), recordType: clockingTypeSchema, workDate: v.string(), time: v.string() }),
  person: clockingPersonSchema,
});
export type ClockingResult = v.InferOutput<typeof clockingResultSchema>;

/**
 * `GET /v2/clocking/{token}`: the terminal's data. 404 `NOT_FOUND` for an unknown token (a
 * reissued link's old token among them: the message says so), 409 `CONFLICT` for a disabled link.
 */
export const getClockingTerminalEndpoint = endpoint({
  method: 'GET', path: '/v2/clocking/{token}', summary: 'Clocking terminal of a place', access: 'operator', product: 'HR',
  params: clockingParamsSchema, responses: { 200: clockingTerminalSchema, ...errorResponses(401, 403, 404, 409) },
});
/**
 * `POST /v2/clocking/{token}` → 201 the record and the person's new state. 400 bad body or a
 * worker number not of the place; 404/409 as the GET; 409 an impossible sequence (a second clock-in
 * while working, a clock-out without a clock-in today, a break end without a start…).
 */
export const clockEndpoint = endpoint({
  method: 'POST', path: '/v2/clocking/{token}', summary: 'Clock in, out or a break at a place', access: 'operator', product: 'HR',
  params: clockingParamsSchema, body: clockingBodySchema, responses: { 201: clockingResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * One line of the clocking log (`GET /v2/time-records`): the record's day and time, kind, source,
 * edit mark and reason (`editReason`, `editedBy` name, `editedAt` ISO 8601), the person (name in
 * the request's language) and the place (null: none or deleted), `createdAt` (when it was made).
 */
export const clockingLogRowSchema = v.object({
  id: v.string(),
  workDate: v.string(),
  time: v.string(),
  recordType: clockingTypeSchema,
  source: clockingSourceSchema,
  isEdited: v.boolean(),
  editReason: v.nullable(v.string()),
  editedBy: v.nullable(v.object({ name: v.string() })),
  editedAt: v.nullable(v.string()),
  person: v.object({ id: v.string(), name: v.string(), workerNumber: v.string() }),
  place: v.nullable(v.object({ id: v.string(), name: v.string() })),
  createdAt: v.string(),
});
export type ClockingLogRow = v.InferOutput<typeof clockingLogRowSchema>;

const logDate = v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id));

/** Sortable columns of the clocking log: date and time (default, newest first), person, place, kind. */
export const clockingLogSortColumnValues = ['DATE_TIME', 'PERSON', 'PLACE', 'RECORD_TYPE'] as const;

/**
 * The clocking log's search: paging (0-based, 100), `sortColumn` (`DATE_TIME` default, desc),
 * `freeText` (the person: names, kana, worker number, e-mail), `dateFrom` / `dateTo` (attendance
 * days, YYYY-MM-DD, inclusive; dateTo before dateFrom is 400 at `dateTo`), `placeId` (any of),
 * `recordType` (any of), `editedOnly` (only records a staff edit made or changed).
 */
export const clockingLogSearch = listSchemas({
  sortColumns: clockingLogSortColumnValues,
  sortColumn: 'DATE_TIME',
  sortOrder: 'desc',
  filters: {
    dateFrom: v.optional(logDate),
    dateTo: v.optional(logDate),
    placeId: v.optional(queryArray(idSchema), []),
    recordType: v.optional(queryArray(clockingTypeSchema), []),
    editedOnly: v.optional(queryBoolean, false),
  },
});
export const clockingLogQuerySchema = clockingLogSearch.query;
export const clockingLogCountQuerySchema = clockingLogSearch.count;
export const clockingLogSearchSchema = clockingLogSearch.search;
export type ClockingLogSearch = v.InferOutput<typeof clockingLogSearchSchema>;

/** `GET /v2/time-records` → `{ items }`: the clocking log; `GET /v2/time-records-count` → `{ count }` of the log's lines matching the same filters. */
export const { list: listClockingLogEndpoint, count: countClockingLogEndpoint } = listEndpoints({
  path: '/v2/time-records', countPath: '/v2/time-records-count', summary: 'Clocking log', access: 'operator', product: 'HR',
  row: clockingLogRowSchema, query: clockingLogQuerySchema, countQuery: clockingLogCountQuerySchema,
});

/** Every call of this file (`apiEndpoints['attendance-links']`). */
export const attendanceLinkEndpoints = [
  listAttendanceLinksEndpoint, countAttendanceLinksEndpoint, getAttendanceLinkEndpoint, createAttendanceLinkEndpoint,
  reissueAttendanceLinkEndpoint, updateAttendanceLinkEndpoint, getClockingTerminalEndpoint, clockEndpoint,
  listClockingLogEndpoint, countClockingLogEndpoint,
] as const;
