import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { user } from '../../../testing';
import { fakeFleetsApi, ids } from '../testing';
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
