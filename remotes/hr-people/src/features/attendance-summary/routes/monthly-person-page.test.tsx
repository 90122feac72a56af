import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeAttendanceSummaryApi, satoId, tokyoPlaceId, user } from '../testing';
import { MonthlyPersonPage } from './monthly-person-page';

jest.setTimeout(60_000);
const path = '/time-and-attendance/summary/monthly-person';

describe('monthly attendance by person', () => {
  it('lists each person\'s working days, working time and error days, with the URL\'s month, place and text', async () => {
    const api = fakeAttendanceSummaryApi();
    renderWithProviders(<MonthlyPersonPage />, { route: `${path}?year=2026&month=11&placeId=${tokyoPlaceId}&freeText=sato&sortColumn=ERROR_DAYS&sortOrder=desc`, path, fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: 'Monthly attendance by person', hidden: true });
    expect(await within(table).findByText('Ken Sato')).toBeInTheDocument();
    expect(within(table).getByText('150:00')).toBeInTheDocument();
    expect(within(table).getByText('154:30')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/v2/attendance-person-months-count').at(-1)?.query).toEqual({ year: 2026, month: 11, placeId: tokyoPlaceId, errorsOnly: false, freeText: 'sato' }));
    expect(api.callsTo('GET', '/v2/attendance-person-months').at(-1)?.query).toMatchObject({ year: 2026, month: 11, placeId: tokyoPlaceId, freeText: 'sato', sortColumn: 'ERROR_DAYS', sortOrder: 'desc' });
  });

  it('opens a person\'s month in a drawer (personId in the URL, not sent to the list) and fixes a day from it', async () => {
    const api = fakeAttendanceSummaryApi();
    const { router } = renderWithProviders(<MonthlyPersonPage />, { route: `${path}?year=2026&month=11`, path, fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: 'Monthly attendance by person', hidden: true });
    await user.click(await within(table).findByText('Ken Sato', { selector: 'button, button *' }));
    await waitFor(() => expect(router.state.location.search).toContain(`personId=${satoId}`));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('No clock-out')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/attendance-person-months/{personId}').at(-1)).toMatchObject({ params: { personId: satoId }, query: { year: 2026, month: 11 } });
    expect(api.callsTo('GET', '/v2/attendance-person-months').every((c) => !('personId' in (c.query ?? {})))).toBe(true);

    await user.click(within(drawer).getByRole('button', { name: /Edit the clockings of/ }));
    const modal = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(modal).getByRole('button', { name: /Add clock-out/ }));
    await user.type(within(modal).getByLabelText('Clock-out'), '18:30');
    await user.type(within(modal).getByLabelText('Edit reason'), '打刻忘れ');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Saved. The day has no errors now.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/time-records')[0]?.body).toMatchObject({ personId: satoId, date: '2026-11-05', creates: [{ recordType: 'CLOCK_OUT', time: '18:30' }] });
    // the summaries reload after the edit
    await waitFor(() => expect(api.callsTo('GET', '/v2/attendance-person-months/{personId}').length).toBeGreaterThan(1));
  });
});
