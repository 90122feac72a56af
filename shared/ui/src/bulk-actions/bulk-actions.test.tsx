import { useMemo, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { BulkRun } from '@kanri/contracts';
import { BulkActionsBar, type BulkActionOption } from './bulk-actions-bar';
import { useBulkSelection } from './use-bulk-selection';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
jest.setTimeout(30_000);

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [1, 2, 3].map((n) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, name: `Laptop ${n}` }));
const actions: BulkActionOption[] = [{ action: 'DEVICES_CHECK_IN', label: 'Check in', initialParams: () => ({ checkedInOn: '2026-11-29', note: null }) }];

/** A list page in small: one page of three rows, 30 matching the filter, the bar and the table. */
function Page({ onFinished }: { onFinished?: (run: BulkRun) => void }) {
  const [freeText, setFreeText] = useState('lap');
  const filter = useMemo(() => ({ category: 'ALL', freeText }), [freeText]);
  const pageIds = useMemo(() => rows.map((r) => r.id), []);
  const selection = useBulkSelection<Row>(JSON.stringify(filter), pageIds);
  return (
    <>
      <button type="button" onClick={() => setFreeText('mac')}>
        change filter
      </button>
      <BulkActionsBar selection={selection} total={30} pageRowCount={rows.length} filter={filter} actions={actions} onFinished={onFinished} pollIntervalMs={5} />
      <Table<Row> rowKey="id" dataSource={rows} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} pagination={false} rowSelection={selection.rowSelection} />
    </>
  );
}

/** A fake API: `POST /v2/bulk-actions` answers a run id; `GET` the run answers `runs` one after the other (the last one then stays). */
function fakeApi(runs: Partial<BulkRun>[], start?: () => never) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let read = 0;
  const fetcher: ApiFetcher = async (endpoint, input) => {
    calls.push({ method: endpoint.method, path: endpoint.path, body: (input as { body?: unknown } | undefined)?.body });
    if (endpoint.method === 'POST' && endpoint.path === '/v2/bulk-actions') {
      if (start) start();
      return { id: 'run-1', total: 3 };
    }
    if (endpoint.path === '/v2/bulk-actions/{id}') {
      const run = runs[Math.min(read, runs.length - 1)]!;
      read += 1;
      return { id: 'run-1', action: 'DEVICES_CHECK_IN', total: 3, done: 0, summary: null, createdAt: '2026-11-29T00:00:00.000Z', finishedAt: null, status: 'QUEUED', ...run };
    }
    throw new Error(`unexpected ${endpoint.method} ${endpoint.path}`);
  };
  return { fetcher, calls };
}

const checkbox = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getByRole('checkbox');

describe('BulkActionsBar', () => {
  it('makes no call and shows nothing until rows are ticked; then counts them and offers all that match', async () => {
    const api = fakeApi([]);
    renderWithProviders(<Page />, { fetcher: api.fetcher });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    await user.click(checkbox('Laptop 1'));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
    expect(screen.queryByRole('button', { name: 'Select all 30 that match' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('3 selected');
    await user.click(screen.getByRole('button', { name: 'Select all 30 that match' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('All 30 rows that match are selected');

    // another filter: the selection belonged to the old one
    await user.click(screen.getByRole('button', { name: 'change filter' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
    expect(api.calls).toEqual([]);
  });

  it('runs an action on the ticked ids, shows its progress and the rows changed, then clears the selection', async () => {
    const api = fakeApi([{ status: 'RUNNING', done: 1 }, { status: 'SUCCEEDED', done: 3, summary: { changed: 3, unchanged: 0, refused: [], error: null } }]);
    const onFinished = jest.fn();
    renderWithProviders(<Page onFinished={onFinished} />, { fetcher: api.fetcher });
    await user.click(await screen.findByRole('checkbox', { name: /select all/i }));
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in: 3 rows' });
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Run progress' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Changed 3 rows.')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({ method: 'POST', path: '/v2/bulk-actions', body: { action: 'DEVICES_CHECK_IN', ids: rows.map((r) => r.id), params: { checkedInOn: '2026-11-29', note: null } } });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 'SUCCEEDED' })));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('sends the filter for "all that match" and lists the refused rows when nothing changed', async () => {
    const refused = [{ id: rows[2]!.id, label: 'Laptop 3 (DV-00003)', reason: 'This device is not checked out.' }];
    const api = fakeApi([{ status: 'REFUSED', done: 30, total: 30, summary: { changed: 0, unchanged: 0, refused, error: null } }]);
    renderWithProviders(<Page />, { fetcher: api.fetcher });
    await user.click(await screen.findByRole('checkbox', { name: /select all/i }));
    await user.click(screen.getByRole('button', { name: 'Select all 30 that match' }));
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in: 30 rows' });
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));

    expect(await within(dialog).findByText('Nothing was changed: 1 rows were refused.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Refused rows' })).getByRole('listitem')).toHaveTextContent('Laptop 3 (DV-00003): This device is not checked out.');
    expect(api.calls[0]!.body).toEqual({ action: 'DEVICES_CHECK_IN', filter: { category: 'ALL', freeText: 'lap' }, params: { checkedInOn: '2026-11-29', note: null } });
    // a refused run keeps the selection, to fix and run again
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('All 30 rows that match are selected');
  });

  it('shows the server\'s refusal of the request in the dialog and starts no run', async () => {
    const api = fakeApi([], () => {
      throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'params.checkedInOn', message: 'Enter a date as YYYY-MM-DD' }] });
    });
    renderWithProviders(<Page />, { fetcher: api.fetcher });
    await user.click(await screen.findByRole('checkbox', { name: /select all/i }));
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog');
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Run' })));
    expect(await within(dialog).findByText('Some values are not valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a date as YYYY-MM-DD')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/v2/bulk-actions']);
  });
});
