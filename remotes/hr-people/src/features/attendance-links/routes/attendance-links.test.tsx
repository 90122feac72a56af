import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys } from '@kanri/ui';
import { fakeAttendanceLinksApi, osakaPlaceId, token, tokyoPlaceId, user } from '../testing';
import { AttendanceLinksPage } from './attendance-links-page';
import { AttendanceLinkPage } from './attendance-link-page';

jest.setTimeout(60_000);
const button = (scope: Pick<typeof screen, 'getByText'>, name: string) => scope.getByText(name, { selector: 'button, button *, a, a *' }).closest('button, a')!;

describe('attendance links', () => {
  it('lists the places with their link state, a copy button and the terminal link; a place without a link offers to create one', async () => {
    const api = fakeAttendanceLinksApi();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<AttendanceLinksPage />, { route: '/time-and-attendance/attendance-links', path: '/time-and-attendance/attendance-links', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: 'Attendance links', hidden: true });
    expect(await within(table).findByText('東京本社')).toHaveAttribute('href', `/time-and-attendance/attendance-links/${tokyoPlaceId}`);
    expect(within(table).getByText('Enabled')).toBeInTheDocument();
    expect(within(table).getByText('No link')).toBeInTheDocument();
    expect(within(table).getByText('Create a link')).toHaveAttribute('href', `/time-and-attendance/attendance-links/${osakaPlaceId}`);
    expect(within(table).getByRole('link', { name: 'Open the clocking terminal of 東京本社', hidden: true })).toHaveAttribute('href', `/time-and-attendance/clocking?token=${token}`);
    await user.click(within(table).getByRole('button', { name: 'Copy the clocking URL of 東京本社', hidden: true }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/time-and-attendance/clocking?token=${token}`));
    expect(await screen.findByText('The clocking URL was copied.')).toBeInTheDocument();
  });

  it('filters by link state from the URL and sends it to the list and the count', async () => {
    const api = fakeAttendanceLinksApi();
    renderWithProviders(<AttendanceLinksPage />, { route: '/time-and-attendance/attendance-links?linkState=NONE&sortColumn=STATE', path: '/time-and-attendance/attendance-links', fetcher: api.fetcher });
    await screen.findByRole('table', { name: 'Attendance links', hidden: true });
    await waitFor(() => expect(api.callsTo('GET', '/v2/attendance-links-count').at(-1)?.query).toMatchObject({ linkState: ['NONE'] }));
    expect(api.callsTo('GET', '/v2/attendance-links').at(-1)?.query).toMatchObject({ linkState: ['NONE'], sortColumn: 'STATE' });
  });

  it('shows a place\'s URL and QR code, and reissues only after the confirmation', async () => {
    const api = fakeAttendanceLinksApi();
    renderWithProviders(<AttendanceLinkPage />, { route: `/time-and-attendance/attendance-links/${tokyoPlaceId}`, path: '/time-and-attendance/attendance-links/:placeId', fetcher: api.fetcher });
    expect(await screen.findByText('東京本社', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/time-and-attendance/clocking?token=${token}`)).toBeInTheDocument();
    expect(screen.getByLabelText('QR code of the clocking link of 東京本社')).toBeInTheDocument();
    expect(button(screen, 'Open terminal')).toHaveAttribute('href', `/time-and-attendance/clocking?token=${token}`);
    await user.click(button(screen, 'Reissue link'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/stop working at once/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/attendance-links/{placeId}/reissue')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reissue' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/attendance-links/{placeId}/reissue')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/attendance-links/{placeId}/reissue')[0]?.params).toEqual({ placeId: tokyoPlaceId });
    expect(await screen.findByText(/The link was reissued/)).toBeInTheDocument();
  });

  it('disables the link with its version after the confirmation', async () => {
    const api = fakeAttendanceLinksApi();
    renderWithProviders(<AttendanceLinkPage />, { route: `/time-and-attendance/attendance-links/${tokyoPlaceId}`, path: '/time-and-attendance/attendance-links/:placeId', fetcher: api.fetcher });
    await user.click(await screen.findByRole('button', { name: 'Disable link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/attendance-links/{placeId}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/attendance-links/{placeId}')[0]?.body).toEqual({ enabled: false, version: 1 });
  });

  it('creates a link for a place without one', async () => {
    const api = fakeAttendanceLinksApi();
    renderWithProviders(<AttendanceLinkPage />, { route: `/time-and-attendance/attendance-links/${osakaPlaceId}`, path: '/time-and-attendance/attendance-links/:placeId', fetcher: api.fetcher });
    expect(await screen.findByText('This place has no attendance link yet')).toBeInTheDocument();
    await user.click(button(screen, 'Create a link'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/attendance-links/{placeId}')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/attendance-links/{placeId}')[0]?.params).toEqual({ placeId: osakaPlaceId });
  });

  it('shows "not found" for an id that is not a place', async () => {
    const api = fakeAttendanceLinksApi();
    renderWithProviders(<AttendanceLinkPage />, { route: '/time-and-attendance/attendance-links/nope', path: '/time-and-attendance/attendance-links/:placeId', fetcher: api.fetcher });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/attendance-links/{placeId}')).toHaveLength(0);
  });
});

describe('attendance links saved views (issue 31 §4)', () => {
  const withoutLink = savedViewFake({ tableId: 'attendance-links', name: 'Places without a link', search: 'linkState=NONE&sortColumn=STATE', columns: ['CODE', 'PLACE'] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    // the actions hidden in the saved column settings
    const api = fakeAttendanceLinksApi(savedViewsFakeAnswer([withoutLink], { columns: [{ key: 'actions', visible: false }] }));
    const { router } = renderWithProviders(<AttendanceLinksPage />, { route: '/time-and-attendance/attendance-links?freeText=東京&linkState=ENABLED', path: '/time-and-attendance/attendance-links', fetcher: api.fetcher });
    await screen.findByRole('table', { name: 'Attendance links', hidden: true });
    await waitFor(() => expect(tableHeaderTitles()).not.toContain('Actions'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'attendance-links' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Tokyo enabled');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'attendance-links', name: 'Tokyo enabled', search: new URLSearchParams({ freeText: '東京', linkState: 'ENABLED' }).toString(), peopleGroupId: null,
      columns: ['CODE', 'PLACE', 'STATE', 'peopleCount'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Places without a link'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ linkState: 'NONE', sortColumn: 'STATE' }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Place code', 'Place']));
    expect(api.callsTo('GET', '/v2/attendance-links').at(-1)?.query).toMatchObject({ linkState: ['NONE'], sortColumn: 'STATE' });
    expect(visibleColumnKeys(api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1)?.body)).toEqual(['CODE', 'PLACE']);
  });
});
