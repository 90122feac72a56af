import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { savedViewFake, tableHeaderTitles as headerTitles, visibleColumnKeys } from '@kanri/ui';
import { fakeApi, fill, savedViewsAnswers, user } from '../../../testing';
import { ids, items, laptopRow, types } from '../testing';
import { EquipmentPage } from './equipment-page';

// antd tables are heavy in jsdom on two cores
jest.setTimeout(60_000);

function equipmentApi(rows: unknown = [laptopRow], extra: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /v2/table-settings/{tableId}': { columns: [] },
    'GET /v2/equipment': rows instanceof ApiError ? rows : { items: rows },
    'GET /v2/equipment-count': rows instanceof ApiError ? rows : { count: (rows as unknown[]).length },
    ...extra,
    'GET /v2/equipment-types': { items: types },
    'GET /v2/equipment-items': { items },
    'GET /v2/workers-for-select': { items: [{ personId: ids.person, name: 'Taro Yamada', primaryWorkerEmail: null, avatarUrl: null }] },
    'GET /v2/components/place-select': { places: [{ id: ids.place, name: 'Tokyo Head Office', address: null }] },
    'GET /v2/equipment-csv': { url: '/v2/storage/objects/export.csv', mode: 'view', fileName: 'equipment-export-2026-11-22.csv' },
  });
}

// ByRole queries walk antd's large tree slowly in jsdom: find by text, then the element around it
/** The category tab whose label is `name`. */
const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]')!;
/** The table header cell whose title is `name`. */
const header = (name: string) => screen.getByText(name, { selector: 'th *' }).closest('th')!;
/** The link or button whose text is `name`. */
const action = (name: string) => screen.getByText(name, { selector: 'a *, button *' }).closest('a, button')!;

describe('EquipmentPage', () => {
  it('lists equipment with the default search of 001 §2', async () => {
    const api = equipmentApi();
    renderWithProviders(<EquipmentPage />, { route: '/equipment', fetcher: api.fetcher });
    expect((await screen.findByText('ThinkPad X1 Carbon #12')).closest('a')).toHaveAttribute('href', `/equipment/${ids.laptop}`);
    expect(screen.getByText('Equipment', { selector: 'h1' })).toBeInTheDocument();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET', '/v2/equipment')[0]?.input?.query).toEqual({
      pageIndex: 0,
      pageSize: 100,
      sortColumn: 'NAME',
      orderDirection: 'asc',
      category: 'ALL',
      freeText: undefined,
      equipmentTypeIdIn: [],
      equipmentItemIdIn: [],
      assignedWorkerIdIn: [],
      placementPlaceIdIn: [],
    });
    expect(api.callsTo('GET', '/v2/equipment-count')[0]?.input?.query).not.toHaveProperty('pageIndex');
  });

  it('offers add, CSV import, export and settings', async () => {
    renderWithProviders(<EquipmentPage />, { route: '/equipment', fetcher: equipmentApi().fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    expect(action('Add equipment')).toHaveAttribute('href', '/equipment/add-select');
    expect(action('Import CSV')).toHaveAttribute('href', '/equipment/import-csv');
    expect(action('Settings')).toHaveAttribute('href', '/equipment/settings');
    expect(action('Export CSV').tagName).toBe('BUTTON');
    expect(action('Export Excel').tagName).toBe('BUTTON');
  });

  it('falls back to the defaults for invalid values, drops invalid ids and rewrites the URL', async () => {
    const api = equipmentApi();
    const { router } = renderWithProviders(<EquipmentPage />, {
      route: `/equipment?category=BROKEN&pageIndex=-1&pageSize=5000&orderDirection=up&sortColumn=ASSET_TAG&equipmentTypeIdIn=${ids.pcType}&equipmentTypeIdIn=not-a-uuid`,
      fetcher: api.fetcher,
    });
    await screen.findByText('ThinkPad X1 Carbon #12');
    expect(api.callsTo('GET', '/v2/equipment')[0]?.input?.query).toMatchObject({
      category: 'ALL',
      pageIndex: 0,
      pageSize: 100,
      orderDirection: 'asc',
      sortColumn: 'ASSET_TAG',
      equipmentTypeIdIn: [ids.pcType],
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?sortColumn=ASSET_TAG&equipmentTypeIdIn=${ids.pcType}`));
  });

  it('keeps the four id filters in the URL and sends them to the list and the count', async () => {
    const api = equipmentApi();
    const route = `/equipment?category=PENDING_DISPOSAL&equipmentTypeIdIn=${ids.pcType}&equipmentItemIdIn=${ids.thinkpadItem}&assignedWorkerIdIn=${ids.person}&placementPlaceIdIn=${ids.place}&freeText=x1`;
    const { router } = renderWithProviders(<EquipmentPage />, { route, fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    const filters = {
      category: 'PENDING_DISPOSAL',
      freeText: 'x1',
      equipmentTypeIdIn: [ids.pcType],
      equipmentItemIdIn: [ids.thinkpadItem],
      assignedWorkerIdIn: [ids.person],
      placementPlaceIdIn: [ids.place],
    };
    expect(api.callsTo('GET', '/v2/equipment')[0]?.input?.query).toMatchObject(filters);
    expect(api.callsTo('GET', '/v2/equipment-count')[0]?.input?.query).toEqual(filters);
    expect(tab('Pending disposal')).toHaveAttribute('aria-selected', 'true');
    // the chosen filters show by name once their options load
    expect(await screen.findByText('Taro Yamada', { selector: '.ant-select-selection-item-content, .ant-select-selection-item-content *' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?${new URL(`http://x${route}`).searchParams.toString()}`);
  });

  it('switches category with the tabs and returns to the first page', async () => {
    const api = equipmentApi();
    const { router } = renderWithProviders(<EquipmentPage />, { route: '/equipment?pageIndex=2', fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    await user.click(tab('Disposed'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=DISPOSED'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/equipment').at(-1)?.input?.query).toMatchObject({ category: 'DISPOSED', pageIndex: 0 }));
  });

  it('writes a sort as sortColumn and orderDirection', async () => {
    const api = equipmentApi();
    const { router } = renderWithProviders(<EquipmentPage />, { route: '/equipment', fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    await user.click(header('Created at'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortColumn=CREATED_AT'));
    await user.click(header('Created at'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortColumn=CREATED_AT&orderDirection=desc'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/equipment').at(-1)?.input?.query).toMatchObject({ sortColumn: 'CREATED_AT', orderDirection: 'desc' }));
  });

  it('adds a type filter to the URL and returns to the first page', async () => {
    const api = equipmentApi();
    const { router } = renderWithProviders(<EquipmentPage />, { route: '/equipment?pageIndex=3', fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    await user.click(screen.getByLabelText('Type', { selector: 'input' }));
    await user.click(await screen.findByTitle('PC'));
    await waitFor(() => expect(router.state.location.search).toBe(`?equipmentTypeIdIn=${ids.pcType}`));
  });

  it('exports the list as filtered and sorted, as CSV or Excel (mode=view), calling nothing before a click', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = equipmentApi();
    renderWithProviders(<EquipmentPage />, { route: `/equipment?category=DISPOSED&assignedWorkerIdIn=${ids.person}&sortColumn=ASSET_TAG&orderDirection=desc`, fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    expect(api.callsTo('GET', '/v2/equipment-csv')).toHaveLength(0);
    await user.click(action('Export CSV'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/equipment-csv')).toHaveLength(1));
    const listed = { category: 'DISPOSED', assignedWorkerIdIn: [ids.person], sortColumn: 'ASSET_TAG', orderDirection: 'desc' };
    expect(api.callsTo('GET', '/v2/equipment-csv')[0]?.input?.query).toMatchObject({ mode: 'view', encoding: 'UTF-8', ...listed });
    expect(api.callsTo('GET', '/v2/equipment-csv')[0]?.input?.query).not.toHaveProperty('format');
    await user.click(action('Export Excel'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/equipment-csv')).toHaveLength(2));
    expect(api.callsTo('GET', '/v2/equipment-csv')[1]?.input?.query).toMatchObject({ mode: 'view', format: 'xlsx', ...listed });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
  });

  it('shows the error state when the list cannot be loaded', async () => {
    const api = equipmentApi(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Database is down' }));
    renderWithProviders(<EquipmentPage />, { route: '/equipment', fetcher: api.fetcher });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });
});

describe('EquipmentPage bulk actions (issue 31 §2)', () => {
  /** The bulk calls: the run starts, then reads back finished with `changed` rows. */
  const bulkAnswers = (action: string, changed: number, count = 1) => ({
    'GET /v2/equipment-count': { count },
    'POST /v2/bulk-actions': { id: 'run-1', total: changed },
    'GET /v2/bulk-actions/{id}': {
      id: 'run-1', action, status: 'SUCCEEDED', total: changed, done: changed,
      summary: { changed, unchanged: 0, refused: [], error: null },
      createdAt: '2026-11-29T00:00:00.000Z', finishedAt: '2026-11-29T00:00:01.000Z',
    },
  });
  /** The row checkbox of the equipment named `name`. */
  const rowCheckbox = (name: string) => screen.getByText(name).closest('tr')!.querySelector('input[type="checkbox"]')!;
  const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
  /** The run dialog titled `title` (found by its title: the dialog is still in its opening animation). */
  const runDialog = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;

  it('disables the ticked rows: posts their ids, shows the summary and reloads the list', async () => {
    const api = equipmentApi([laptopRow], bulkAnswers('EQUIPMENT_DISABLE', 1));
    renderWithProviders(<EquipmentPage />, { route: '/equipment', fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(rowCheckbox('ThinkPad X1 Carbon #12'));
    expect(bar()).toHaveTextContent('1 selected');
    await user.click(within(bar()).getByText('Actions').closest('button')!);
    await user.click(await screen.findByText('Disable', { selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *' }));
    const dialog = await runDialog('Disable: 1 rows');
    const listed = api.callsTo('GET', '/v2/equipment').length;
    await user.click(within(dialog).getByText('Run').closest('button')!);

    expect(await within(dialog).findByText('Changed 1 rows.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/bulk-actions')[0]?.input?.body).toEqual({ action: 'EQUIPMENT_DISABLE', ids: [ids.laptop], params: {} });
    await user.click(within(dialog).getByText('Done').closest('button')!);
    await waitFor(() => expect(api.callsTo('GET', '/v2/equipment').length).toBeGreaterThan(listed));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('enables all that match: sends the count call\'s filter, not ids', async () => {
    const api = equipmentApi([laptopRow], bulkAnswers('EQUIPMENT_ENABLE', 40, 40));
    const route = `/equipment?category=PENDING_DISPOSAL&equipmentTypeIdIn=${ids.pcType}&assignedWorkerIdIn=${ids.person}&freeText=x1`;
    renderWithProviders(<EquipmentPage />, { route, fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    await user.click(rowCheckbox('ThinkPad X1 Carbon #12'));
    await user.click(within(bar()).getByText('Select all 40 that match').closest('button')!);
    expect(bar()).toHaveTextContent('All 40 rows that match are selected');
    await user.click(within(bar()).getByText('Actions').closest('button')!);
    await user.click(await screen.findByText('Enable', { selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *' }));
    const dialog = await runDialog('Enable: 40 rows');
    await user.click(within(dialog).getByText('Run').closest('button')!);

    expect(await within(dialog).findByText('Changed 40 rows.')).toBeInTheDocument();
    const filter = { category: 'PENDING_DISPOSAL', freeText: 'x1', equipmentTypeIdIn: [ids.pcType], equipmentItemIdIn: [], assignedWorkerIdIn: [ids.person], placementPlaceIdIn: [] };
    expect(api.callsTo('POST', '/v2/bulk-actions')[0]?.input?.body).toEqual({ action: 'EQUIPMENT_ENABLE', filter, params: {} });
    // "all that match" is exactly what the count call counted
    expect(api.callsTo('GET', '/v2/equipment-count')[0]?.input?.query).toEqual(filter);
  });
});

describe('EquipmentPage saved views (issue 31 §4)', () => {
  const disposed = savedViewFake({ tableId: 'equipment', name: 'Disposed by asset tag', search: 'category=DISPOSED&sortColumn=ASSET_TAG', columns: ['ASSET_TAG', 'NAME'] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    const api = equipmentApi([laptopRow], savedViewsAnswers([disposed], { columns: [{ key: 'MODEL', visible: false }] }));
    const { router } = renderWithProviders(<EquipmentPage />, { route: '/equipment?freeText=x1&category=PENDING_DISPOSAL', fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    await waitFor(() => expect(headerTitles()).not.toContain('Model'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.input?.params).toEqual({ tableId: 'equipment' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await fill(await screen.findByLabelText('View name'), 'Pending x1');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.input?.body).toEqual({
      tableId: 'equipment', name: 'Pending x1', search: 'freeText=x1&category=PENDING_DISPOSAL', peopleGroupId: null,
      columns: ['NAME', 'EQUIPMENT_TYPE', 'SERIAL_NUMBER', 'ASSET_TAG', 'ASSIGNED_PERSON', 'ASSIGNED_PLACE', 'CREATED_AT'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Disposed by asset tag'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ category: 'DISPOSED', sortColumn: 'ASSET_TAG' }));
    await waitFor(() => expect(headerTitles()).toEqual(['Asset tag', 'Equipment']));
    expect(api.callsTo('GET', '/v2/equipment').at(-1)?.input?.query).toMatchObject({ category: 'DISPOSED', sortColumn: 'ASSET_TAG' });
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1)?.input;
    expect(put?.params).toEqual({ tableId: 'equipment' });
    expect(visibleColumnKeys(put?.body)).toEqual(['ASSET_TAG', 'NAME']);
  });

  it('exports the visible columns in their order', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = equipmentApi([laptopRow], { 'GET /v2/table-settings/{tableId}': { columns: [{ key: 'ASSET_TAG', visible: true }, { key: 'NAME', visible: true }, { key: 'MODEL', visible: false }] } });
    renderWithProviders(<EquipmentPage />, { route: '/equipment', fetcher: api.fetcher });
    await screen.findByText('ThinkPad X1 Carbon #12');
    await waitFor(() => expect(headerTitles().slice(0, 2)).toEqual(['Asset tag', 'Equipment']));
    await user.click(action('Export Excel'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/equipment-csv')).toHaveLength(1));
    expect(api.callsTo('GET', '/v2/equipment-csv')[0]?.input?.query?.columns).toEqual(['ASSET_TAG', 'NAME', 'EQUIPMENT_TYPE', 'SERIAL_NUMBER', 'ASSIGNED_PERSON', 'ASSIGNED_PLACE', 'CREATED_AT']);
    click.mockRestore();
  });
});
