import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeAttendancesApi, placeId, user } from '../testing';
import { AttendancesPage } from './attendances-page';

jest.setTimeout(60_000);
const path = '/time-and-attendance/attendances';

describe('clocking log', () => {
  it('lists the records with person, place and kind, newest first, edited ones marked with their reason', async () => {
    const api = fakeAttendancesApi();
    renderWithProviders(<AttendancesPage />, { route: path, path, fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: 'Clocking log', hidden: true });
    const rows = await within(table).findAllByRole('row', { hidden: true });
    const body = rows.filter((r) => within(r).queryAllByRole('cell', { hidden: true }).length > 0);
    expect(body).toHaveLength(2);
    expect(within(body[0]!).getByText('Clock out')).toBeInTheDocument();
    expect(within(body[0]!).getByText('Edited')).toBeInTheDocument();
    expect(within(body[0]!).getByText('打刻漏れのため追加')).toBeInTheDocument();
    expect(within(body[0]!).getByText('Staff edit')).toBeInTheDocument();
    expect(within(body[1]!).getByText('Clock in')).toBeInTheDocument();
    expect(within(body[1]!).getByText('Terminal')).toBeInTheDocument();
    expect(within(body[1]!).queryByText('Edited')).not.toBeInTheDocument();
    expect(within(body[1]!).getByText('東京本社')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/time-records')[0]?.query).toMatchObject({ sortColumn: 'DATE_TIME', sortOrder: 'desc', pageIndex: 0 });
  });

  it('sends the URL\'s filters to the list and the count', async () => {
    const api = fakeAttendancesApi();
    renderWithProviders(<AttendancesPage />, {
      route: `${path}?dateFrom=2026-11-01&dateTo=2026-11-30&placeId=${placeId}&recordType=CLOCK_OUT&editedOnly=true&freeText=山田`,
      path,
      fetcher: api.fetcher,
    });
    await screen.findByRole('table', { name: 'Clocking log', hidden: true });
    const expected = { dateFrom: '2026-11-01', dateTo: '2026-11-30', placeId: [placeId], recordType: ['CLOCK_OUT'], editedOnly: true, freeText: '山田' };
    await waitFor(() => expect(api.callsTo('GET', '/v2/time-records').at(-1)?.query).toMatchObject(expected));
    expect(api.callsTo('GET', '/v2/time-records-count').at(-1)?.query).toMatchObject(expected);
    expect(screen.getByRole('checkbox', { name: 'Edited only' })).toBeChecked();
  });

  it('"Edited only" filters from the first page', async () => {
    const api = fakeAttendancesApi();
    renderWithProviders(<AttendancesPage />, { route: `${path}?pageIndex=2`, path, fetcher: api.fetcher });
    await user.click(await screen.findByRole('checkbox', { name: 'Edited only' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/time-records').at(-1)?.query).toMatchObject({ editedOnly: true, pageIndex: 0 }));
  });
});
