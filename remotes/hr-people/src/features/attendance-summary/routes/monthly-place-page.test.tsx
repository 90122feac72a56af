import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { attendanceThisMonth, attendanceThisYear, attendanceToday } from '@kanri/contracts';
import { fakeAttendanceSummaryApi, tokyoPlaceId } from '../testing';
import { MonthlyPlacePage } from './monthly-place-page';
import { dayOfMonth } from '../components/month-picker';

jest.setTimeout(60_000);
const path = '/time-and-attendance/summary/monthly-place';

describe('monthly attendance by place', () => {
  it('lists each place\'s month; a place links to its daily view on the month\'s first day', async () => {
    const api = fakeAttendanceSummaryApi();
    renderWithProviders(<MonthlyPlacePage />, { route: `${path}?year=2025&month=4`, path, fetcher: api.fetcher });
    expect(await screen.findByText('東京本社')).toHaveAttribute('href', `/time-and-attendance/summary/daily-place?date=2025-04-01&placeId=${tokyoPlaceId}`);
    expect(screen.getByText('304:30')).toBeInTheDocument(); // 18,270 minutes
    expect(screen.getByText('38')).toBeInTheDocument();
    expect(screen.getByText('No place')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/attendance-place-months')[0]?.query).toEqual({ year: 2025, month: 4 });
  });

  it('falls back to this month in Tokyo when the month is out of 1–12', async () => {
    const api = fakeAttendanceSummaryApi();
    renderWithProviders(<MonthlyPlacePage />, { route: `${path}?year=2025&month=13`, path, fetcher: api.fetcher });
    await screen.findByText('東京本社');
    await waitFor(() => expect(api.callsTo('GET', '/v2/attendance-place-months').at(-1)?.query).toEqual({ year: 2025, month: attendanceThisMonth() }));
    renderWithProviders(<MonthlyPlacePage />, { route: path, path, fetcher: api.fetcher });
    await waitFor(() => expect(api.callsTo('GET', '/v2/attendance-place-months').at(-1)?.query).toEqual({ year: attendanceThisYear(), month: attendanceThisMonth() }));
  });

  it('opens today when the month is the current one', () => {
    const today = attendanceToday();
    expect(dayOfMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)), today)).toBe(today);
    expect(dayOfMonth(2025, 4, '2026-11-26')).toBe('2025-04-01');
  });
});
