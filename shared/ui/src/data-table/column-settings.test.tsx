import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { TableSettings, TableSettingsInput } from '@kanri/contracts';
import { DataTable } from './data-table';
import { ColumnSettingsButton } from './column-settings-button';
import { applyColumnSettings, resolveColumnSettings, useColumnSettings, type ColumnSettingsColumn } from './use-column-settings';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
jest.setTimeout(30_000);

const settingsColumns: ColumnSettingsColumn[] = [
  { key: 'NETWORK_NAME', title: 'Network name', hideable: false },
  { key: 'NETWORK_TYPE', title: 'Network type' },
  { key: 'PURPOSE', title: 'Purpose' },
];

type Row = { id: string; networkName: string; networkType: string; purpose: string };
const rows: Row[] = [{ id: 'n-1', networkName: 'Office LAN', networkType: 'Internal', purpose: 'Staff' }];
const tableColumns = [
  { key: 'NETWORK_NAME', title: 'Network name', dataIndex: 'networkName' },
  { key: 'NETWORK_TYPE', title: 'Network type', dataIndex: 'networkType' },
  { key: 'PURPOSE', title: 'Purpose', dataIndex: 'purpose' },
];

/** A fake settings API: answers the saved settings, records each PUT's body. */
function fakeApi(saved: TableSettingsInput, options: { failPut?: boolean } = {}) {
  const puts: TableSettings[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    expect((input?.params as { tableId: string }).tableId).toBe('networks');
    if (endpoint.method === 'GET') return saved;
    const body = input?.body as TableSettings;
    puts.push(body);
    if (options.failPut) throw new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Down' });
    return body;
  };
  return { puts, fetcher };
}

function NetworksList() {
  const columnSettings = useColumnSettings('networks', settingsColumns);
  return (
    <>
      <ColumnSettingsButton settings={columnSettings} />
      <DataTable<Row> rowKey="id" columns={tableColumns} rows={rows} total={1} loading={false} search={{ pageIndex: 0, pageSize: 10 }} onSearchChange={jest.fn()} columnSettings={columnSettings} />
    </>
  );
}

// label and selector queries: role queries compute styles, which is slow over antd in jsdom
const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent);
const panel = () => document.querySelector('.ant-popover ul') as HTMLElement;
/** Opens the popover and waits for its content (loaded on the first open). */
const openSettings = async () => {
  await user.click(screen.getByText('Columns', { selector: 'button *' }));
  await waitFor(() => expect(panel()).not.toBeNull());
};

describe('resolveColumnSettings', () => {
  it('keeps the saved order, ignores unknown keys, appends new columns visible and never hides a fixed column', () => {
    const resolved = resolveColumnSettings(settingsColumns, {
      columns: [
        { key: 'PURPOSE', visible: true },
        { key: 'GONE', visible: true },
        { key: 'NETWORK_NAME', visible: false },
      ],
    });
    expect(resolved.map((column) => [column.key, column.visible])).toEqual([
      ['PURPOSE', true],
      ['NETWORK_NAME', true],
      ['NETWORK_TYPE', true],
    ]);
  });

  it('uses the list’s own order when nothing is saved', () => {
    expect(resolveColumnSettings(settingsColumns, { columns: [] }).map((column) => column.key)).toEqual(['NETWORK_NAME', 'NETWORK_TYPE', 'PURPOSE']);
  });
});

describe('applyColumnSettings', () => {
  it('orders and hides managed columns and leaves the others in place', () => {
    const columns = [{ key: 'select' }, { key: 'A' }, { key: 'B' }, { key: 'C' }, { title: 'actions' }];
    const result = applyColumnSettings(columns, { orderedColumns: ['A', 'B', 'C'].map((key) => ({ key, title: key, visible: true })), visibleKeys: ['C', 'A'] });
    expect(result).toEqual([{ key: 'select' }, { key: 'C' }, { key: 'A' }, { title: 'actions' }]);
  });
});

describe('column settings', () => {
  it('shows the saved columns in the saved order, ignoring unknown keys', async () => {
    const api = fakeApi({ columns: [{ key: 'NETWORK_TYPE', visible: true }, { key: 'GONE', visible: true }, { key: 'NETWORK_NAME', visible: true }, { key: 'PURPOSE', visible: false }] });
    renderWithProviders(<NetworksList />, { fetcher: api.fetcher });
    await waitFor(() => expect(headers()).toEqual(['Network type', 'Network name']));
  });

  it('hides a column at once and saves it through the PUT', async () => {
    const api = fakeApi({ columns: [] });
    renderWithProviders(<NetworksList />, { fetcher: api.fetcher });
    await openSettings();
    expect(within(panel()).getByLabelText('Network name')).toBeDisabled();
    await user.click(within(panel()).getByLabelText('Purpose'));

    await waitFor(() => expect(headers()).toEqual(['Network name', 'Network type']));
    expect(api.puts).toEqual([
      {
        columns: [
          { key: 'NETWORK_NAME', visible: true },
          { key: 'NETWORK_TYPE', visible: true },
          { key: 'PURPOSE', visible: false },
        ],
        density: 'default',
      },
    ]);
  });

  it('shows compact rows when chosen, saves the density with the columns, and applies a saved one', async () => {
    const api = fakeApi({ columns: [] });
    const { unmount } = renderWithProviders(<NetworksList />, { fetcher: api.fetcher });
    await waitFor(() => expect(headers()).toEqual(['Network name', 'Network type', 'Purpose']));
    expect(document.querySelector('.ant-table-small')).toBeNull();
    await openSettings();
    await user.click(within(document.querySelector('.ant-popover') as HTMLElement).getByText('Compact'));
    await waitFor(() => expect(document.querySelector('.ant-table-small')).not.toBeNull());
    expect(api.puts.at(-1)).toEqual({ columns: expect.any(Array), density: 'compact' });
    unmount();

    renderWithProviders(<NetworksList />, { fetcher: fakeApi({ columns: [], density: 'compact' }).fetcher });
    await waitFor(() => expect(document.querySelector('.ant-table-small')).not.toBeNull());
  });

  it('moves a column with the keyboard, keeping focus on it, and saves the order', async () => {
    const api = fakeApi({ columns: [] });
    renderWithProviders(<NetworksList />, { fetcher: api.fetcher });
    await openSettings();
    within(panel()).getByLabelText('Move Purpose up').focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(headers()).toEqual(['Network name', 'Purpose', 'Network type']));
    expect(api.puts.at(-1)?.columns.map((column) => column.key)).toEqual(['NETWORK_NAME', 'PURPOSE', 'NETWORK_TYPE']);
    await waitFor(() => expect(within(panel()).getByLabelText('Move Purpose up')).toHaveFocus());
    expect(within(panel()).getByLabelText('Move Network name up')).toBeDisabled();
  });

  it('resets to the list’s defaults', async () => {
    const api = fakeApi({ columns: [{ key: 'PURPOSE', visible: true }, { key: 'NETWORK_NAME', visible: true }, { key: 'NETWORK_TYPE', visible: false }] });
    renderWithProviders(<NetworksList />, { fetcher: api.fetcher });
    await waitFor(() => expect(headers()).toEqual(['Purpose', 'Network name']));
    await openSettings();
    await user.click(screen.getByText('Reset to default'));
    await waitFor(() => expect(headers()).toEqual(['Network name', 'Network type', 'Purpose']));
    expect(api.puts).toEqual([{ columns: [], density: 'default' }]);
  });

  it('goes back and says so when the save fails', async () => {
    const api = fakeApi({ columns: [] }, { failPut: true });
    renderWithProviders(<NetworksList />, { fetcher: api.fetcher });
    await openSettings();
    await user.click(within(panel()).getByLabelText('Purpose'));
    expect(await screen.findByText('The column settings could not be saved.')).toBeInTheDocument();
    await waitFor(() => expect(headers()).toEqual(['Network name', 'Network type', 'Purpose']));
  });
});
