import * as v from 'valibot';
import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import {
  countAttendanceLinksEndpoint, createAttendanceLinkEndpoint, getAttendanceLinkEndpoint, idSchema, listAttendanceLinksEndpoint,
  reissueAttendanceLinkEndpoint, updateAttendanceLinkEndpoint, type AttendanceLinksSearch,
} from '@kanri/contracts';

/** What a link change makes stale: the links list, its count, the place's link, its history and the terminal. */
export const attendanceLinksCachePaths = ['/v2/attendance-links', '/v2/audit-logs', '/v2/clocking'];

/** One page of places with their links (`GET /v2/attendance-links`). */
export const useAttendanceLinks = (search: AttendanceLinksSearch) => useEndpoint(listAttendanceLinksEndpoint, { query: search });
/** How many places the same filters match (`GET /v2/attendance-links-count`). */
export const useAttendanceLinksCount = ({ freeText, linkState }: AttendanceLinksSearch) => useEndpoint(countAttendanceLinksEndpoint, { query: { freeText, linkState } });
/** One place with its link (`GET /v2/attendance-links/{placeId}`); an id that is not a UUID is never sent. */
export const useAttendanceLink = (placeId: string | undefined) =>
  useEndpoint(getAttendanceLinkEndpoint, placeId && v.is(idSchema, placeId) ? { params: { placeId } } : null);
/** `POST /v2/attendance-links/{placeId}`. */
export const useCreateAttendanceLink = () => useEndpointMutation(createAttendanceLinkEndpoint, { revalidate: attendanceLinksCachePaths });
/** `POST /v2/attendance-links/{placeId}/reissue`. */
export const useReissueAttendanceLink = () => useEndpointMutation(reissueAttendanceLinkEndpoint, { revalidate: attendanceLinksCachePaths });
/** `PATCH /v2/attendance-links/{placeId}` (enable / disable). */
export const useUpdateAttendanceLink = () => useEndpointMutation(updateAttendanceLinkEndpoint, { revalidate: attendanceLinksCachePaths });
