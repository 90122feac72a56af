import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { DataTable } from './data-table';

// typing through antd inputs is slow on a loaded machine: no per-key delay, generous timeout
const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

type Row = { id: string; name: string };
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
const columns = [{ key: 'NAME', title: 'Name', dataIndex: 'name', sorter: true }];

describe('DataTable', () => {
  it('maps antd 1-based pages to a 0-based pageIndex', async () => {
    const onSearchChange = jest.fn();
    renderWithProviders(
      <DataTable<Row> rowKey="id" columns={columns} rows={rows} total={35} loading={false} search={{ pageIndex: 1, pageSize: 10 }} onSearchChange={onSearchChange} />,
    );
    expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    await user.click(screen.getByTitle('3'));
    expect(onSearchChange).toHaveBeenCalledWith({ pageIndex: 2 });
  });

  it('sends sortColumn and sortOrder from a column sorter, back to page 0', async () => {
    const onSearchChange = jest.fn();
    renderWithProviders(
      <DataTable<Row> rowKey="id" columns={columns} rows={rows} total={35} loading={false} search={{ pageIndex: 3, pageSize: 10 }} onSearchChange={onSearchChange} />,
    );
    await user.click(screen.getByText('Name'));
    expect(onSearchChange).toHaveBeenCalledWith({ sortColumn: 'NAME', sortOrder: 'asc', pageIndex: 0 });
  });

  it('shows the empty state', () => {
    renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} rows={[]} total={0} loading={false} search={{ pageIndex: 0, pageSize: 10 }} onSearchChange={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
  });

  it('shows a skeleton while the first page loads', () => {
    renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} loading search={{ pageIndex: 0, pageSize: 10 }} onSearchChange={jest.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });

  it('waits for the column settings before drawing the rows, then draws them with the saved columns', async () => {
    const settings = { orderedColumns: [{ key: 'NAME', title: 'Name', visible: true }], visibleKeys: ['NAME'] };
    const props = { rowKey: 'id' as const, columns, rows, total: 10, loading: false, search: { pageIndex: 0, pageSize: 10 }, onSearchChange: jest.fn() };
    function Harness() {
      const [isLoading, setLoading] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setLoading(false)}>
            arrive
          </button>
          <DataTable<Row> {...props} columnSettings={{ ...settings, isLoading }} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Row 0')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'arrive' }));
    expect(screen.getByText('Row 0')).toBeInTheDocument();
  });

  it('shows the error with a Retry button', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <DataTable<Row> rowKey="id" columns={columns} loading={false} error={{ message: 'Server down' }} onRetry={onRetry} search={{ pageIndex: 0, pageSize: 10 }} onSearchChange={jest.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
