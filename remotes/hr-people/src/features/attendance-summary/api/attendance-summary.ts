import * as v from 'valibot';
import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import {
  countAttendanceDaysEndpoint,
  countAttendancePersonMonthsEndpoint,
  editTimeRecordsEndpoint,
  getAttendancePersonMonthEndpoint,
  idSchema,
  listAttendanceDaysEndpoint,
  listAttendancePersonMonthsEndpoint,
  listAttendancePlaceMonthsEndpoint,
  placeSelectEndpoint,
  type AttendanceDaysSearch,
  type AttendancePersonMonthsSearch,
  type AttendancePlaceMonthsSearch,
} from '@kanri/contracts';

/** What a day edit makes stale: every summary, the clocking log and the audit log. */
export const attendanceSummaryCachePaths = ['/v2/attendance-', '/v2/attendances', '/v2/audit-logs'];

/** One page of the daily view by place (`GET /v2/attendance-days`). */
export const useAttendanceDays = (search: AttendanceDaysSearch) => useEndpoint(listAttendanceDaysEndpoint, { query: search });
/** How many rows the daily view's filters match (`GET /v2/attendance-days-count`). */
export const useAttendanceDaysCount = ({ date, placeId, errorsOnly, freeText }: AttendanceDaysSearch) =>
  useEndpoint(countAttendanceDaysEndpoint, { query: { date, placeId, errorsOnly, freeText } });

/** The monthly view by place (`GET /v2/attendance-place-months`). */
export const useAttendancePlaceMonths = (search: AttendancePlaceMonthsSearch) => useEndpoint(listAttendancePlaceMonthsEndpoint, { query: search });

/** One page of the monthly view by person (`GET /v2/attendance-person-months`). */
export const useAttendancePersonMonths = (search: AttendancePersonMonthsSearch) => useEndpoint(listAttendancePersonMonthsEndpoint, { query: search });
/** How many people the monthly view's filters match. */
export const useAttendancePersonMonthsCount = ({ year, month, placeId, errorsOnly, freeText }: AttendancePersonMonthsSearch) =>
  useEndpoint(countAttendancePersonMonthsEndpoint, { query: { year, month, placeId, errorsOnly, freeText } });

/** One person's month day by day (`GET /v2/attendance-person-months/{personId}`); no call without a valid id. */
export const useAttendancePersonMonth = (personId: string | undefined, year: number, month: number, placeId?: string) =>
  useEndpoint(getAttendancePersonMonthEndpoint, personId && v.is(idSchema, personId) ? { params: { personId }, query: { year, month, placeId } } : null);

/** The company's places for the place filter (by name). */
export const usePlaceOptions = () => useEndpoint(placeSelectEndpoint, { query: { orderBy: 'NAME', orderDirection: 'asc', pageSize: 200 } });

/** `PATCH /v2/time-records`: a person's day edited with a reason (changed and deleted records with the `version` read); answers the recomputed day; 409 on a stale version. */
export const useEditTimeRecords = () => useEndpointMutation(editTimeRecordsEndpoint, { revalidate: attendanceSummaryCachePaths });
