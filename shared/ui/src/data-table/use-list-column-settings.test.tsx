import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { TableSettings, TableSettingsInput } from '@kanri/contracts';
import { DataTable } from './data-table';
import { ColumnSettingsButton } from './column-settings-button';
import { useListColumnSettings, type ColumnSettings } from './use-column-settings';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
jest.setTimeout(30_000);

type Row = { id: string; name: string; kind: string; note: string };
const rows: Row[] = [{ id: 'r-1', name: 'Office LAN', kind: 'Internal', note: 'Staff' }];
// a list's antd columns as a page builds them: keyed columns, and an actions column without a key
const columns = [
  { key: 'NAME', title: 'Name', dataIndex: 'name' },
  { key: 'KIND', title: 'Kind', dataIndex: 'kind' },
  { key: 'note', title: 'Note', dataIndex: 'note' },
  { title: 'Actions', render: () => 'Edit' },
];

/** A fake settings API: answers the saved settings for `tableId`, records each call's table and each PUT's body. */
function fakeApi(saved: TableSettingsInput) {
  const tableIds: string[] = [];
  const puts: TableSettings[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    tableIds.push(`${endpoint.method} ${(input?.params as { tableId: string }).tableId}`);
    if (endpoint.method === 'GET') return saved;
    puts.push(input?.body as TableSettings);
    return input?.body;
  };
  return { tableIds, puts, fetcher };
}

const seen: ColumnSettings[] = [];

/** A list page written with the hook; `fixed` is an inline array, as several pages pass it. */
function List({ tableId = 'networks' }: { tableId?: string }) {
  const columnSettings = useListColumnSettings(tableId, columns, { fixed: ['NAME'] });
  seen.push(columnSettings);
  return (
    <>
      <ColumnSettingsButton settings={columnSettings} />
      <output aria-label="visible keys">{columnSettings.visibleKeys.join(',')}</output>
      <DataTable<Row> rowKey="id" columns={columns} rows={rows} total={1} loading={false} search={{ pageIndex: 0, pageSize: 10 }} onSearchChange={jest.fn()} columnSettings={columnSettings} />
    </>
  );
}

/** Renders the list again on a click (a parent's state change, as a page's search change is). */
function Rerendering() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <List />
    </>
  );
}

// selector queries: role queries compute styles, which is slow over antd in jsdom
const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent);
const visibleKeys = () => screen.getByLabelText('visible keys').textContent;
const openSettings = () => user.click(screen.getByText('Columns', { selector: 'button *' }));
const panel = async () => (await screen.findByText('Reset to default')).closest('.ant-popover') as HTMLElement;

beforeEach(() => {
  seen.length = 0;
});

describe('useListColumnSettings', () => {
  it('reads the list’s saved settings: hidden columns left out, the saved order, the fixed column shown, a keyless column in its place', async () => {
    const api = fakeApi({ columns: [{ key: 'note', visible: true }, { key: 'NAME', visible: false }, { key: 'KIND', visible: false }] });
    renderWithProviders(<List tableId="people-alumni" />, { fetcher: api.fetcher });

    await waitFor(() => expect(headers()).toEqual(['Note', 'Name', 'Actions']));
    expect(visibleKeys()).toBe('note,NAME');
    expect(api.tableIds).toEqual(['GET people-alumni']);
  });

  it('saves a hidden column in the stored format, under the list’s table id, and keeps the fixed column checked', async () => {
    const api = fakeApi({ columns: [] });
    renderWithProviders(<List />, { fetcher: api.fetcher });
    await waitFor(() => expect(headers()).toEqual(['Name', 'Kind', 'Note', 'Actions']));
    await openSettings();
    const settings = await panel();
    expect(within(settings).getByLabelText('Name')).toBeDisabled();
    await user.click(within(settings).getByLabelText('Kind'));

    await waitFor(() => expect(headers()).toEqual(['Name', 'Note', 'Actions']));
    expect(visibleKeys()).toBe('NAME,note');
    expect(api.tableIds).toEqual(['GET networks', 'PUT networks']);
    expect(api.puts).toEqual([
      {
        columns: [
          { key: 'NAME', visible: true },
          { key: 'KIND', visible: false },
          { key: 'note', visible: true },
        ],
        density: 'default',
      },
    ]);
  });

  it('resets to the list’s own columns and order, saving `columns: []` and keeping the density', async () => {
    const api = fakeApi({ columns: [{ key: 'note', visible: true }, { key: 'NAME', visible: true }, { key: 'KIND', visible: false }], density: 'compact' });
    renderWithProviders(<List />, { fetcher: api.fetcher });
    await waitFor(() => expect(headers()).toEqual(['Note', 'Name', 'Actions']));
    await openSettings();
    await user.click(within(await panel()).getByText('Reset to default'));

    await waitFor(() => expect(headers()).toEqual(['Name', 'Kind', 'Note', 'Actions']));
    expect(api.puts).toEqual([{ columns: [], density: 'compact' }]);
  });

  it('keeps the same settings across renders although `fixed` is a new array each time', async () => {
    const api = fakeApi({ columns: [{ key: 'KIND', visible: true }] });
    renderWithProviders(<Rerendering />, { fetcher: api.fetcher });
    await waitFor(() => expect(visibleKeys()).toBe('KIND,NAME,note'));
    const before = seen.at(-1) as ColumnSettings;
    await user.click(screen.getByText('Render again'));
    await waitFor(() => expect(seen.at(-1)).not.toBe(before));
    const after = seen.at(-1) as ColumnSettings;
    expect(after.orderedColumns).toBe(before.orderedColumns);
    expect(after.visibleKeys).toBe(before.visibleKeys);
    expect(api.tableIds).toEqual(['GET networks']);
  });
});
