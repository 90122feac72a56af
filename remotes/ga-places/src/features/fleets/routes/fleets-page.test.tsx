import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles as headerTitles, visibleColumnKeys } from '@kanri/ui';
import { user } from '../../../testing';
import { fakeFleetsApi, ids, priusRow } from '../testing';
import { FleetsPage } from './fleets-page';

jest.setTimeout(60_000);

describe('FleetsPage', () => {
  it('lists the vehicles in use by default with their plates and links', async () => {
    const api = fakeFleetsApi();
    renderWithProviders(<FleetsPage />, { route: '/fleets', fetcher: api.fetcher });
    const link = await screen.findByRole('link', { name: '営業車 プリウス 01' });
    expect(link).toHaveAttribute('href', `/fleets/${ids.prius}`);
    expect(screen.getByText('品川 300 あ 12-34')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/fleets')[0]?.query).toMatchObject({ category: 'ACTIVE', mainType: [], pageIndex: 0 });
    expect(screen.getByRole('navigation', { name: 'Fleet area' })).toBeInTheDocument();
  });

  it('rewrites invalid search values to their defaults and keeps valid ones', async () => {
    const api = fakeFleetsApi();
    const { router } = renderWithProviders(<FleetsPage />, { route: '/fleets?category=PARKED&mainType=VAN&mainType=BUS&pageIndex=-1&sortColumn=MILEAGE', fetcher: api.fetcher });
    await screen.findByRole('link', { name: '営業車 プリウス 01' });
    const last = api.callsTo('GET', '/v2/fleets').at(-1)?.query;
    expect(last).toMatchObject({ category: 'ACTIVE', pageIndex: 0, sortColumn: 'MILEAGE' });
    // an unknown type is dropped, the known one kept
    expect(last?.mainType).toEqual(['VAN']);
    await waitFor(() => expect(router.state.location.search).not.toContain('PARKED'));
  });

  it('switches category through the tabs and sends pageIndex 0', async () => {
    const api = fakeFleetsApi();
    const { router } = renderWithProviders(<FleetsPage />, { route: '/fleets?pageIndex=2', fetcher: api.fetcher });
    await screen.findByRole('link', { name: '営業車 プリウス 01' });
    await user.click(screen.getByRole('tab', { name: 'Retired' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/fleets').at(-1)?.query).toMatchObject({ category: 'RETIRED', pageIndex: 0 }));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('RETIRED');
    expect(within(screen.getByRole('navigation', { name: 'Fleet area' })).getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/fleets/alerts');
  });
});

describe('FleetsPage saved views (issue 31 §4)', () => {
  const dueSoon = savedViewFake({ tableId: 'fleets', name: 'All by inspection', search: 'category=ALL&sortColumn=INSPECTION_DUE_DATE', columns: ['INSPECTION_DUE_DATE', 'NAME'] });
  // the mileage hidden in the saved column settings
  const answer = savedViewsFakeAnswer([dueSoon], { columns: [{ key: 'MILEAGE', visible: false }] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    const api = fakeFleetsApi({ answer });
    const { router } = renderWithProviders(<FleetsPage />, { route: '/fleets?freeText=prius&category=RETIRED', fetcher: api.fetcher });
    await screen.findByText(priusRow.name);
    await waitFor(() => expect(headerTitles()).not.toContain('Mileage (km)'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'fleets' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Retired Prius');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'fleets', name: 'Retired Prius', search: 'freeText=prius&category=RETIRED', peopleGroupId: null,
      columns: ['NAME', 'REGISTRATION_NUMBER', 'mainType', 'status', 'maker', 'place', 'assignedPerson', 'INSPECTION_DUE_DATE', 'INSURANCE_DUE_DATE'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('All by inspection'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ category: 'ALL', sortColumn: 'INSPECTION_DUE_DATE' }));
    await waitFor(() => expect(headerTitles()).toEqual(['Vehicle inspection expiry', 'Vehicle name']));
    expect(api.callsTo('GET', '/v2/fleets').at(-1)?.query).toMatchObject({ category: 'ALL', sortColumn: 'INSPECTION_DUE_DATE' });
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1);
    expect(put?.params).toEqual({ tableId: 'fleets' });
    expect(visibleColumnKeys(put?.body)).toEqual(['INSPECTION_DUE_DATE', 'NAME']);
  });
});
