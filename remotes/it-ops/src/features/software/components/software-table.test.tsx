import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Software } from '@kanri/contracts';
import { slackRow as slack } from '../testing';
import { SoftwareTable } from './software-table';

const inHouse: Software = {
  id: 'sw-2',
  info: { name: 'Kintai Tool', type: 'CUSTOM_SAAS', category: 'HR', logoUrl: null },
  vendor: { name: 'In-house' },
  operationalStatus: { usageStatus: 'TRIAL' },
  integrationStatus: 'CUSTOM_APP',
  isCustomSaas: true,
  userCount: 5,
};
const search = { pageIndex: 0, pageSize: 100, sortColumn: 'NAME', sortOrder: 'asc' as const };

describe('SoftwareTable', () => {
  it('renders one row per software with its labels', () => {
    renderWithProviders(<SoftwareTable rows={[slack, inHouse]} total={2} loading={false} search={search} onSearchChange={() => {}} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Slack' })).toHaveAttribute('href', '/software/sw-1');
    expect(first.getByText('Salesforce')).toBeInTheDocument();
    expect(first.getByText('Communication')).toBeInTheDocument();
    expect(first.getByText('Integrated')).toBeInTheDocument();
    expect(first.getByText('1,234')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getAllByText('Custom SaaS')).toHaveLength(2); // the badge and the type
    expect(second.getByText('Trial')).toBeInTheDocument();
  });

  it('shows the empty state when there are no rows', () => {
    renderWithProviders(<SoftwareTable rows={[]} total={0} loading={false} search={search} onSearchChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
  });

  it('shows the error with a retry button', async () => {
    const onRetry = jest.fn();
    const error = new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Server exploded' });
    renderWithProviders(<SoftwareTable rows={undefined} total={undefined} loading={false} error={error} onRetry={onRetry} search={search} onSearchChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server exploded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks the server for another order when a sortable header is clicked', async () => {
    const onSearchChange = jest.fn();
    renderWithProviders(<SoftwareTable rows={[slack]} total={1} loading={false} search={search} onSearchChange={onSearchChange} />);
    await userEvent.click(screen.getByText('Vendor'));
    expect(onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ sortColumn: 'VENDOR', pageIndex: 0 }));
  });
});
