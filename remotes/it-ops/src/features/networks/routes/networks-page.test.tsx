import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeNetworksApi, officeLanRow } from '../testing';
import { NetworksPage } from './networks-page';

// antd tables are heavy in jsdom on two cores
jest.setTimeout(30_000);

/** The category tab whose label is `name`. */
const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;

describe('NetworksPage', () => {
  it('lists the networks with the default search', async () => {
    const api = fakeNetworksApi();
    renderWithProviders(<NetworksPage />, { route: '/networks', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'Head office LAN' })).toHaveAttribute('href', `/networks/${officeLanRow.id}`);
    expect(screen.getByText('Networks', { selector: 'h1' })).toBeInTheDocument();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Add network/ })).toHaveAttribute('href', '/networks/add');
    expect(api.callsTo('GET', '/v2/networks')[0]?.query).toEqual({
      pageIndex: 0, pageSize: 100, sortColumn: 'NETWORK_NAME', sortOrder: 'asc', networkCategory: 'ALL', networkType: [],
    });
    expect(api.callsTo('GET', '/v2/networks-count')[0]?.query).toEqual({ networkCategory: 'ALL', networkType: [] });
  });

  it('keeps the search in the URL: a category tab, free text and the type filter', async () => {
    const api = fakeNetworksApi();
    const { router } = renderWithProviders(<NetworksPage />, { route: '/networks', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Head office LAN' });

    await userEvent.click(tab('Company asset'));
    await waitFor(() => expect(router.state.location.search).toBe('?networkCategory=COMPANY_ASSET'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, purpose or admin contact' }), 'lan{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=lan&networkCategory=COMPANY_ASSET'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Network type' }));
    await userEvent.click(await screen.findByText('Dedicated line', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('networkType')).toEqual(['DEDICATED_LINE']));
    await userEvent.click(await screen.findByText('Cloud', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('networkType')).toEqual(['DEDICATED_LINE', 'CLOUD']));
    await waitFor(() =>
      expect(api.callsTo('GET', '/v2/networks').at(-1)?.query).toMatchObject({ freeText: 'lan', networkCategory: 'COMPANY_ASSET', networkType: ['DEDICATED_LINE', 'CLOUD'], pageIndex: 0 }),
    );
  });

  it('falls back to the defaults for invalid search values, drops an unknown network type and rewrites the URL', async () => {
    const api = fakeNetworksApi();
    const { router } = renderWithProviders(<NetworksPage />, {
      route: '/networks?networkCategory=HOME&sortColumn=SPEED&pageSize=5000&networkType=VPN&networkType=WIFI&sortOrder=desc',
      fetcher: api.fetcher,
    });
    await screen.findByRole('link', { name: 'Head office LAN' });
    expect(api.callsTo('GET', '/v2/networks')[0]?.query).toMatchObject({ networkCategory: 'ALL', sortColumn: 'NETWORK_NAME', pageSize: 100, networkType: ['VPN'], sortOrder: 'desc' });
    await waitFor(() => expect(router.state.location.search).toBe('?sortOrder=desc&networkType=VPN'));
  });

  it('restores a search from the URL', async () => {
    const api = fakeNetworksApi();
    renderWithProviders(<NetworksPage />, { route: '/networks?networkCategory=PERSONAL_USE&networkType=VPN&networkType=CLOUD&freeText=tokyo', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Head office LAN' });
    expect(tab('Personal use')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('tokyo');
    const filter = screen.getByRole('combobox', { name: 'Network type' }).closest('.ant-select') as HTMLElement;
    expect(within(filter).getByTitle('VPN')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/networks')[0]?.query).toMatchObject({ networkCategory: 'PERSONAL_USE', networkType: ['VPN', 'CLOUD'], freeText: 'tokyo' });
  });

  it("shows the columns of the user's saved column settings, in their order", async () => {
    const api = fakeNetworksApi({
      answer: (call) =>
        call.method === 'GET' && call.path === '/v2/table-settings/{tableId}'
          ? { columns: [{ key: 'ADMIN_CONTACT', visible: true }, { key: 'NETWORK_NAME', visible: true }, { key: 'PURPOSE', visible: false }] }
          : undefined,
    });
    renderWithProviders(<NetworksPage />, { route: '/networks', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Head office LAN' });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Purpose' })).not.toBeInTheDocument());
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 2)).toEqual(['Admin contact', 'Network name']);
    expect(headers).toContain('Connection type');
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'networks' });
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
  });

  it('shows the error state when the list cannot be loaded', async () => {
    const api = fakeNetworksApi({ answer: (call) => (call.path.startsWith('/v2/networks') ? new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Database is down' }) : undefined) });
    renderWithProviders(<NetworksPage />, { route: '/networks', fetcher: api.fetcher });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });
});
