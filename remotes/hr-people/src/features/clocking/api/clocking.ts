import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { clockEndpoint, getClockingTerminalEndpoint, listAttendanceLinksEndpoint } from '@kanri/contracts';

/** The terminal of a link's token: its place, today and its people with their state (`GET /v2/clocking/{token}`); null: none. */
export const useClockingTerminal = (token: string | null) =>
  useEndpoint(getClockingTerminalEndpoint, token ? { params: { token } } : null, { revalidateOnFocus: true, refreshInterval: 60_000, shouldRetryOnError: false });
/** `POST /v2/clocking/{token}`: a clocking; refreshes the terminal, the log and the summaries. */
export const useClock = () => useEndpointMutation(clockEndpoint, { revalidate: ['/v2/clocking', '/v2/time-records', '/v2/time-and-attendance'] });
/** The places with an enabled link, for choosing the terminal's place (`GET /v2/attendance-links?linkState=ENABLED`). */
export const useClockingPlaces = () =>
  useEndpoint(listAttendanceLinksEndpoint, { query: { linkState: ['ENABLED'], pageSize: 1000, sortColumn: 'CODE', sortOrder: 'asc' } });
