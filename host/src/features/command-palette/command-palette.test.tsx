import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedView, SearchResult } from '@kanri/contracts';
import { savedViewListPaths } from '@kanri/ui';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { paletteRoutes } from '../../app/navigation';
import { createPaletteIndex, paletteEntries, searchPalette } from './palette-search';
import { CommandPalette } from './command-palette';
import { installTestRouteRegistry } from '../../app/testing/route-registry';

installTestRouteRegistry();

// typing through antd inputs is slow on a loaded machine: no per-key delay, generous timeout
const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

const entries = paletteEntries(paletteRoutes());
const index = createPaletteIndex(entries);
const paths = (query: string) => searchPalette(index, entries, query).map((e) => e.path);

describe('command palette search', () => {
  it('lists every static route for an empty query', () => {
    expect(paths('')).toHaveLength(Math.min(50, paletteRoutes().length));
  });

  it('finds routes by English label', () => {
    expect(paths('places')[0]).toBe('/places');
    expect(paths('add network')[0]).toBe('/networks/add');
  });

  it('tolerates typos', () => {
    expect(paths('netwrk')).toContain('/networks');
  });

  it('matches Japanese labels too', () => {
    expect(paths('拠点')).toContain('/places');
    expect(paths('ソフトウェア台帳')[0]).toBe('/software/registry');
  });

  it('finds nothing for nonsense', () => {
    expect(paths('zzzzqqq')).toEqual([]);
  });
});

describe('CommandPalette', () => {
  it('opens on Ctrl+K, filters and navigates with the keyboard', async () => {
    const { router } = renderWithProviders(<CommandPalette />, { route: '/software/registry', session: testSession });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(input, 'starlink');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Starlink list'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/starlinks'));
  });

  it('opens on Cmd+K too', async () => {
    renderWithProviders(<CommandPalette />, { session: testSession });
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByRole('combobox', { name: 'Search pages' })).toBeInTheDocument();
  });

  it('offers only the pages of the modules the session may use', async () => {
    const itOnly = { ...testSession, accessibles: { hasOperator: true, hasIndividual: false, products: ['IT' as const] } };
    renderWithProviders(<CommandPalette />, { route: '/software/registry', session: itOnly });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(input, 'network');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Network list'));
    await user.clear(input);
    await user.type(input, 'workforce');
    await waitFor(() => expect(screen.queryAllByRole('option').map((o) => o.textContent).join(' ')).not.toMatch(/Workforce/));
    await user.clear(input);
    await user.type(input, 'place');
    await waitFor(() => expect(screen.queryAllByRole('option').map((o) => o.textContent).join(' ')).not.toMatch(/Place list|Add place/));
  });
});

describe('CommandPalette record search (issue 31)', () => {
  const found: SearchResult = {
    searched: ['people', 'devices'],
    groups: [
      { group: 'people', more: true, items: [{ id: 'p-1', title: 'Flora Zedwick', subtitle: 'サトウ ハナコ · E0001', path: '/person/p-1' }] },
      { group: 'devices', more: false, items: [{ id: 'd-1', title: 'MacBook Pro 14', subtitle: 'C02XK7QWZ9 · AT-77123', path: '/profile/device/d-1' }] },
    ],
  };
  const open = async () => {
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    return screen.findByRole('combobox', { name: 'Search pages' });
  };

  it('lists the records the server found, grouped by module, and opens one with the keyboard', async () => {
    const calls: unknown[] = [];
    const { router } = renderWithProviders(<CommandPalette />, {
      session: testSession,
      fetcher: async (endpoint, input) => {
        if (endpoint.path === '/v2/search') calls.push({ path: endpoint.path, query: input?.query });
        return found;
      },
    });
    await user.type(await open(), 'zedwick');
    const people = await screen.findByRole('group', { name: 'People' });
    expect(within(people).getByRole('option')).toHaveTextContent('Flora Zedwick');
    expect(within(people).getByRole('option')).toHaveTextContent('サトウ ハナコ · E0001');
    expect(within(screen.getByRole('group', { name: 'Devices' })).getByRole('option')).toHaveTextContent('C02XK7QWZ9');
    expect(screen.getByText('More records match: type more to narrow the list.')).toBeInTheDocument();
    // one call, for the settled query: not one per key
    expect(calls).toEqual([{ path: '/v2/search', query: { q: 'zedwick', limit: 5 } }]);
    // no page matches "zedwick": the first option is the person, the second the device
    expect(screen.getAllByRole('option').map((o) => o.id)).toEqual(['kanri-palette-0', 'kanri-palette-1']);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-activedescendant', 'kanri-palette-1');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-1'));
  });

  it('lists pages first and records after them, one arrow key apart', async () => {
    const { router } = renderWithProviders(<CommandPalette />, { session: testSession, fetcher: async () => found });
    await user.type(await open(), 'places');
    await screen.findByRole('group', { name: 'Devices' });
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Place list');
    const device = options.findIndex((o) => o.textContent?.includes('MacBook Pro 14'));
    for (let i = 0; i < device; i += 1) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/device/d-1'));
  });

  it('does not search records for one letter, nor for a session without a product of any group', async () => {
    const calls: string[] = [];
    const fetcher = async (endpoint: { path: string }) => {
      calls.push(endpoint.path);
      return found;
    };
    const marketplaceOnly = { ...testSession, accessibles: { hasOperator: true, hasIndividual: false, products: ['MARKETPLACE' as const] } };
    renderWithProviders(<CommandPalette />, { session: marketplaceOnly, fetcher });
    await user.type(await open(), 'zedwick');
    await waitFor(() => expect(screen.getByText('No matching pages or records')).toBeInTheDocument());
    // no record search (the marketplace's order lists have saved views: those are read)
    expect(calls.filter((path) => path !== '/v2/saved-views')).toEqual([]);
  });

  it('keeps the pages and says so when the record search fails', async () => {
    renderWithProviders(<CommandPalette />, {
      session: testSession,
      fetcher: async () => {
        throw new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' });
      },
    });
    await user.type(await open(), 'places');
    expect(await screen.findByText('Records could not be searched. Pages are still listed.')).toBeInTheDocument();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Place list');
  });
});

describe('CommandPalette saved views (issue 31 §4)', () => {
  const view = (over: Partial<SavedView>): SavedView => ({
    id: 'v-1', tableId: 'networks', name: 'VPN in Osaka', search: 'networkType=VPN', columns: ['PURPOSE'], isMine: false, owner: 'Hanako Sato', peopleGroup: null, version: 1, updatedAt: '2026-11-29T00:00:00.000Z', ...over,
  });
  const views = [
    view({}),
    view({ id: 'v-2', tableId: 'contracts', name: 'VPN contracts' }),
    view({ id: 'v-3', tableId: 'devices', name: 'Osaka laptops', search: '', isMine: true, peopleGroup: { id: 'g-1', name: 'IT team' } }),
    view({ id: 'v-4', tableId: 'no-such-list', name: 'VPN elsewhere' }),
  ];
  const itOnly = { ...testSession, accessibles: { hasOperator: true, hasIndividual: false, products: ['IT' as const] } };

  it('reads the views when the palette opens, lists those of the lists the session may open, and opens one in its state', async () => {
    const calls: string[] = [];
    const { router } = renderWithProviders(<CommandPalette />, {
      session: itOnly,
      route: '/software/registry',
      fetcher: async (endpoint) => {
        calls.push(endpoint.path);
        return endpoint.path === '/v2/saved-views' ? { items: views } : { searched: [], groups: [] };
      },
    });
    // nothing is asked while the palette is closed (the page's first screen waits on no extra call)
    expect(calls).toEqual([]);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await user.type(await screen.findByRole('combobox', { name: 'Search pages' }), 'vpn');
    const group = await screen.findByRole('group', { name: 'Saved views' });
    // the LEGAL list's view and a view of a list the palette does not know are left out
    expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['VPN in OsakaNetwork list · Shared by Hanako Sato']);
    expect(calls.filter((path) => path === '/v2/saved-views')).toHaveLength(1);
    await user.click(within(group).getByRole('option'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/networks'));
    expect(router.state.location.search).toBe('?networkType=VPN');
    expect(router.state.location.state).toEqual({ kanriSavedView: { tableId: 'networks', name: 'VPN in Osaka', search: 'networkType=VPN', columns: ['PURPOSE'] } });
  });

  it('matches views by name in any width, and says with whom one’s own view is shared', async () => {
    renderWithProviders(<CommandPalette />, { session: itOnly, fetcher: async (endpoint) => (endpoint.path === '/v2/saved-views' ? { items: views } : { searched: [], groups: [] }) });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await user.type(await screen.findByRole('combobox', { name: 'Search pages' }), 'ｏｓａｋａ　laptops');
    const group = await screen.findByRole('group', { name: 'Saved views' });
    expect(within(group).getByRole('option')).toHaveTextContent('Osaka laptopsDevice inventory · Shared with IT team');
  });

  it('does not ask for views when the session may open none of their lists', async () => {
    const calls: string[] = [];
    // every staff product has a list with views (the marketplace its order lists): an individual-only session has none
    const individualOnly = { ...testSession, accessibles: { hasOperator: false, hasIndividual: true, products: [] } };
    renderWithProviders(<CommandPalette />, { session: individualOnly, fetcher: async (endpoint) => (calls.push(endpoint.path), { searched: [], groups: [] }) });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(box, 'vpn');
    // the palette has opened and rendered what was typed: the views would have been asked for by now
    await waitFor(() => expect(box).toHaveValue('vpn'));
    expect(calls).not.toContain('/v2/saved-views');
  });

  it('knows every list of the saved views as a page of the palette', () => {
    const pages = new Set(paletteRoutes().map((route) => route.path));
    expect(Object.values(savedViewListPaths).filter((path) => !pages.has(path))).toEqual([]);
  });
});
