import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { networksSearchSchema, type SavedView, type TableSettings } from '@kanri/contracts';
import { useColumnSettings, type ColumnSettingsColumn } from '../data-table/use-column-settings';
import { useListSearch } from '../list-search/use-list-search';
import { SavedViewsButton } from './saved-views-button';
import { openSavedView } from './saved-views';
import { matchSavedViews, savedViewFromState, savedViewNavigationState } from './saved-views-palette';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
jest.setTimeout(30_000);

const columns: ColumnSettingsColumn[] = [
  { key: 'NETWORK_NAME', title: 'Network name', hideable: false },
  { key: 'NETWORK_TYPE', title: 'Network type' },
  { key: 'PURPOSE', title: 'Purpose' },
];

const view = (over: Partial<SavedView>): SavedView => ({
  id: 'v-1', tableId: 'networks', name: 'VPN only', search: 'networkType=VPN', columns: null, isMine: true, owner: 'Taro Yamada', peopleGroup: null, version: 1, updatedAt: '2026-11-29T00:00:00.000Z', ...over,
});

describe('openSavedView', () => {
  it('keeps what the list still takes and names what it no longer has', () => {
    const opened = openSavedView({ search: 'networkType=VPN&networkType=SATELLITE&sortColumn=PURPOSE&region=osaka', columns: ['PURPOSE', 'VLAN', 'NETWORK_NAME'] }, networksSearchSchema, columns.map((c) => c.key));
    expect(opened.params.getAll('networkType')).toEqual(['VPN']);
    expect(opened.params.get('sortColumn')).toBe('PURPOSE');
    expect(opened.params.has('region')).toBe(false);
    expect(opened.droppedParams).toEqual(['networkType', 'region']);
    expect(opened.columns).toEqual(['PURPOSE', 'NETWORK_NAME']);
    expect(opened.droppedColumns).toEqual(['VLAN']);
  });

  it('drops nothing from a view the list fully understands', () => {
    const opened = openSavedView({ search: 'networkCategory=PERSONAL_USE&pageSize=50', columns: null }, networksSearchSchema, []);
    expect([opened.droppedParams, opened.droppedColumns, opened.columns]).toEqual([[], [], null]);
    expect([...opened.params].sort()).toEqual([['networkCategory', 'PERSONAL_USE'], ['pageSize', '50']]);
  });
});

describe('matchSavedViews', () => {
  const named = (...names: string[]) => names.map((name) => ({ name }));
  it('matches every word of the query in the name, folding case, width and katakana', () => {
    const views = named('大阪のリース PC', 'VPN only', 'Osaka leased laptops', 'ｵｵｻｶ 回線');
    expect(matchSavedViews(views, 'りーす').map((v) => v.name)).toEqual(['大阪のリース PC']);
    expect(matchSavedViews(views, 'ＶＰＮ').map((v) => v.name)).toEqual(['VPN only']);
    expect(matchSavedViews(views, 'おおさか').map((v) => v.name)).toEqual(['ｵｵｻｶ 回線']);
    expect(matchSavedViews(views, 'laptops osaka').map((v) => v.name)).toEqual(['Osaka leased laptops']);
    expect(matchSavedViews(views, 'osaka zzz')).toEqual([]);
    expect(matchSavedViews(views, '  ')).toHaveLength(4);
  });

  it('lists names that start with the first word first, the rest in the given order', () => {
    expect(matchSavedViews(named('My VPN', 'Team vpn', 'VPN only'), 'vpn').map((v) => v.name)).toEqual(['VPN only', 'My VPN', 'Team vpn']);
  });

  it('reads back only a well-formed view from a navigation state', () => {
    const state = savedViewNavigationState({ tableId: 'networks', name: 'VPN only', search: 'networkType=VPN', columns: ['PURPOSE'] });
    expect(savedViewFromState(state)).toEqual({ tableId: 'networks', name: 'VPN only', search: 'networkType=VPN', columns: ['PURPOSE'] });
    expect(savedViewFromState(null)).toBeNull();
    expect(savedViewFromState({ kanriSavedView: { tableId: 'networks', name: 1, search: '' } })).toBeNull();
  });
});

/** A fake API of the saved views and column settings: records the calls that change something. */
function fakeApi(views: SavedView[], options: { nameTaken?: boolean } = {}) {
  const created: unknown[] = [];
  const putSettings: TableSettings[] = [];
  const deleted: string[] = [];
  const calls: string[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    calls.push(key);
    if (key === 'GET /v2/table-settings/{tableId}') return { columns: [], density: 'default' };
    if (key === 'PUT /v2/table-settings/{tableId}') return putSettings.push(input?.body as TableSettings), input?.body;
    if (key === 'GET /v2/saved-views') return { items: views };
    if (key === 'GET /v2/saved-view-groups') return { items: [{ id: 'g-1', name: '情報システム部' }] };
    if (key === 'POST /v2/saved-views') {
      if (options.nameTaken) throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid', fieldErrors: [{ path: 'name', message: 'This name is already used. Enter another name.' }] });
      created.push(input?.body);
      return view({ id: 'v-new', name: (input?.body as { name: string }).name });
    }
    if (key === 'DELETE /v2/saved-views/{id}') return deleted.push((input?.params as { id: string }).id), null;
    throw new Error(`unexpected ${key}`);
  };
  return { fetcher, created, putSettings, deleted, calls };
}

function NetworksHeader() {
  // as on the list page: the list's own search rewrites a value it refuses (with replace, no state)
  useListSearch(networksSearchSchema);
  const settings = useColumnSettings('networks', columns);
  return <SavedViewsButton settings={settings} schema={networksSearchSchema} />;
}

const openPopover = async () => user.click(await screen.findByText('Views', { selector: 'button, button *' }));

describe('SavedViewsButton', () => {
  it('opens a view: its search goes to the URL, its columns to the settings, and what the list lost is named', async () => {
    const api = fakeApi([view({ search: 'networkType=VPN&region=osaka', columns: ['PURPOSE', 'VLAN'] }), view({ id: 'v-2', name: 'Team view', isMine: false, owner: 'Hanako Sato' })]);
    const { router } = renderWithProviders(<NetworksHeader />, { route: '/networks?freeText=lan', fetcher: api.fetcher });
    await openPopover();
    expect(await screen.findByText('Shared by Hanako Sato')).toBeTruthy();
    expect(screen.getAllByLabelText(/Delete the view/)).toHaveLength(1);
    await user.click(screen.getByText('VPN only'));
    await waitFor(() => expect(router.state.location.search).toBe('?networkType=VPN'));
    await waitFor(() => expect(api.putSettings.at(-1)?.columns.filter((c) => c.visible).map((c) => c.key)).toEqual(['PURPOSE', 'NETWORK_NAME']));
    expect(await screen.findByText(/This list no longer has region, VLAN/)).toBeTruthy();
  });

  it('opens a view the palette handed over in the navigation state once, dropping and naming what the list lost', async () => {
    const api = fakeApi([]);
    const { router } = renderWithProviders(<NetworksHeader />, { route: '/networks', fetcher: api.fetcher });
    await screen.findByText('Views', { selector: 'button, button *' });
    const handed = view({ search: 'networkType=VPN&networkType=SATELLITE&region=osaka', columns: ['PURPOSE', 'VLAN'] });
    await act(() => router.navigate('/networks?networkType=VPN&networkType=SATELLITE&region=osaka', { state: savedViewNavigationState(handed) }));
    await waitFor(() => expect(router.state.location.search).toBe('?networkType=VPN'));
    expect(router.state.location.state).toBeNull();
    await waitFor(() => expect(api.putSettings.at(-1)?.columns.filter((c) => c.visible).map((c) => c.key)).toEqual(['PURPOSE', 'NETWORK_NAME']));
    expect(await screen.findByText(/Opened "VPN only". This list no longer has networkType, region, VLAN/)).toBeTruthy();
    // a view of another list is not this list's to open
    await act(() => router.navigate('/networks?pageSize=50', { state: savedViewNavigationState({ ...handed, tableId: 'devices' }) }));
    expect(router.state.location.search).toBe('?pageSize=50');
    expect(api.putSettings).toHaveLength(1);
    // nor is the saved-views list read for it: the menu was never opened
    expect(api.calls).not.toContain('GET /v2/saved-views');
  });

  it('stands in with a plain button until clicked; the click opens the loaded menu at once, its button focused', async () => {
    const api = fakeApi([view({})]);
    renderWithProviders(<NetworksHeader />, { route: '/networks', fetcher: api.fetcher });
    const standIn = await screen.findByRole('button', { name: /Views/ });
    expect(document.querySelector('[data-view-id]')).toBeNull();
    expect(api.calls).not.toContain('GET /v2/saved-views');
    await user.click(standIn);
    expect(await screen.findByText('VPN only')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Views/ })));
    expect(api.calls.filter((c) => c === 'GET /v2/saved-views')).toHaveLength(1);
  });

  it('saves the current search and visible columns under a name, shared with a chosen group', async () => {
    const api = fakeApi([]);
    renderWithProviders(<NetworksHeader />, { route: '/networks?networkType=VPN&pageSize=50', fetcher: api.fetcher });
    await openPopover();
    expect(await screen.findByText('No saved views yet.')).toBeTruthy();
    await user.click(screen.getByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'VPN 50');
    await user.click(screen.getByLabelText('Share with a people group'));
    await user.click(await screen.findByText('情報システム部', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('Save', { selector: 'button *' }));
    await waitFor(() => expect(api.created).toEqual([{ tableId: 'networks', name: 'VPN 50', search: 'networkType=VPN&pageSize=50', columns: ['NETWORK_NAME', 'NETWORK_TYPE', 'PURPOSE'], peopleGroupId: 'g-1' }]));
  });

  it('shows the save action first while the views load and keeps it there when they arrive, so a click aimed at it lands', async () => {
    const api = fakeApi([view({}), view({ id: 'v-2', name: 'Team view' })]);
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const fetcher: ApiFetcher = async (endpoint, input) => {
      if (endpoint.path === '/v2/saved-views' && endpoint.method === 'GET') await arrived;
      return api.fetcher(endpoint, input);
    };
    renderWithProviders(<NetworksHeader />, { route: '/networks', fetcher });
    await openPopover();
    const save = await screen.findByRole('button', { name: 'Save current view…' });
    const menu = save.parentElement!;
    expect(menu.firstElementChild).toBe(save);
    expect(screen.queryByText('VPN only')).toBeNull();
    release();
    expect(await screen.findByText('Team view')).toBeTruthy();
    // the same element, still first: the list grew below it
    expect(screen.getByRole('button', { name: 'Save current view…' })).toBe(save);
    expect(menu.firstElementChild).toBe(save);
    await user.click(save);
    expect(await screen.findByLabelText('View name')).toBeTruthy();
  });

  it('shows the server\'s field error under the name and keeps the dialog open', async () => {
    const api = fakeApi([], { nameTaken: true });
    renderWithProviders(<NetworksHeader />, { route: '/networks', fetcher: api.fetcher });
    await openPopover();
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Taken');
    await user.click(screen.getByText('Save', { selector: 'button *' }));
    expect(await screen.findByText('This name is already used. Enter another name.')).toBeTruthy();
    expect(screen.getByLabelText('View name')).toBeTruthy();
  });

  it('deletes one of the user\'s own views after confirming', async () => {
    const api = fakeApi([view({})]);
    renderWithProviders(<NetworksHeader />, { route: '/networks', fetcher: api.fetcher });
    await openPopover();
    await user.click(await screen.findByLabelText('Delete the view "VPN only"'));
    await user.click(await screen.findByText('Delete', { selector: '.ant-popconfirm button *' }));
    await waitFor(() => expect(api.deleted).toEqual(['v-1']));
  });
});
