import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
