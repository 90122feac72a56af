import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys } from '@kanri/ui';
import { leavingWithinMonthWindow } from '@kanri/contracts';
import { localToday } from '../api/alumni-calls';
import { alumnus, fakeAlumniApi } from '../testing';
import { AlumniPage } from './alumni-page';

jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('AlumniPage', () => {
  it('lists alumni with their leaving date and reason, latest leavers first, linking to the alumni record', async () => {
    const api = fakeAlumniApi();
    renderWithProviders(<AlumniPage />, { route: '/people/alumni', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'Jun Mori' })).toHaveAttribute('href', `/person/alumni/${alumnus.id}`);
    expect(screen.getByText('Career change')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    const [list] = api.callsTo('GET', '/v2/alumnus');
    expect(list!.query).toMatchObject({ category: 'ALL_ALUMNI', sortColumn: 'LEAVING_AT', sortOrder: 'desc', pageIndex: 0, pageSize: 100 });
    expect(list!.query).not.toHaveProperty('leavingDateFrom');
  });

  it('sends the one-month leaving window when "left within the last month" is on, to the list, count and CSV', async () => {
    const api = fakeAlumniApi();
    const { router } = renderWithProviders(<AlumniPage />, { route: '/people/alumni?category=CONTRACTOR_ALUMNI', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Jun Mori' });
    await user.click(screen.getByRole('checkbox', { name: 'Left within the last month' }));
    const window = leavingWithinMonthWindow(localToday());
    await waitFor(() => expect(api.callsTo('GET', '/v2/alumnus').at(-1)!.query).toMatchObject({ category: 'CONTRACTOR_ALUMNI', ...window }));
    expect(api.callsTo('GET', '/v2/alumnus/count').at(-1)!.query).toMatchObject(window);
    expect(router.state.location.search).toContain('leavingWithinMonth=true');
    await user.click(screen.getByRole('button', { name: /Export CSV|CSV/ }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/people-csv/alumni').at(-1)!.query).toMatchObject({ mode: 'view', category: 'CONTRACTOR_ALUMNI', ...window }));
  });

  it('falls back to every alumnus for an unknown category', async () => {
    const api = fakeAlumniApi();
    renderWithProviders(<AlumniPage />, { route: '/people/alumni?category=ALL_ACTIVE&leavingWithinMonth=maybe', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Jun Mori' });
    expect(api.callsTo('GET', '/v2/alumnus')[0]!.query).toMatchObject({ category: 'ALL_ALUMNI' });
    expect(api.callsTo('GET', '/v2/alumnus')[0]!.query).not.toHaveProperty('leavingDateTo');
  });
});

describe('AlumniPage saved views (issue 31 §4)', () => {
  const retired = savedViewFake({ tableId: 'people-alumni', name: 'Retired by joining date', search: 'category=EMPLOYEE_ALUMNI&sortColumn=JOINED_AT', columns: ['JOINED_AT', 'NAME'] });

  it('saves the search and the visible columns; opening a view restores them; the export sends the visible columns', async () => {
    // the reason for leaving hidden in the saved column settings
    const api = fakeAlumniApi({ answer: savedViewsFakeAnswer([retired], { columns: [{ key: 'reason', visible: false }] }) });
    const { router } = renderWithProviders(<AlumniPage />, { route: '/people/alumni?freeText=mori&category=CONTRACTOR_ALUMNI', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Jun Mori' });
    await waitFor(() => expect(tableHeaderTitles()).not.toContain('Reason for leaving'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'people-alumni' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);
    const shown = ['NAME', 'WORKER_NUMBER', 'EMAIL', 'workerType', 'DEPARTMENT', 'POSITION', 'employmentType', 'JOINED_AT', 'LEAVING_AT'];
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/people-csv/alumni').at(-1)?.query?.columns).toEqual(shown));

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Contractors named Mori');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({ tableId: 'people-alumni', name: 'Contractors named Mori', search: 'freeText=mori&category=CONTRACTOR_ALUMNI', peopleGroupId: null, columns: shown });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Retired by joining date'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ category: 'EMPLOYEE_ALUMNI', sortColumn: 'JOINED_AT' }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Joining date', 'Name']));
    expect(api.callsTo('GET', '/v2/alumnus').at(-1)?.query).toMatchObject({ category: 'EMPLOYEE_ALUMNI', sortColumn: 'JOINED_AT' });
    expect(visibleColumnKeys(api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1)?.body)).toEqual(['JOINED_AT', 'NAME']);
  });
});
