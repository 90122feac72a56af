import { useEndpoint } from '@kanri/runtime';
import { countClockingLogEndpoint, listAttendanceLinksEndpoint, listClockingLogEndpoint, type ClockingLogSearch } from '@kanri/contracts';

/** One page of the clocking log (`GET /v2/time-records`). */
export const useClockingLog = (search: ClockingLogSearch) => useEndpoint(listClockingLogEndpoint, { query: search });
/** How many records the same filters match (`GET /v2/time-records-count`). */
export const useClockingLogCount = ({ freeText, dateFrom, dateTo, placeId, recordType, editedOnly }: ClockingLogSearch) =>
  useEndpoint(countClockingLogEndpoint, { query: { freeText, dateFrom, dateTo, placeId, recordType, editedOnly } });
/** The company's places for the place filter (`GET /v2/attendance-links`, every place, by code). */
export const useLogPlaces = () => useEndpoint(listAttendanceLinksEndpoint, { query: { pageSize: 1000, sortColumn: 'CODE', sortOrder: 'asc' } });
