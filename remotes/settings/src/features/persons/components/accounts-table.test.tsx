import { screen, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { AccountRow } from '@kanri/contracts';
import { AccountsTable } from './accounts-table';

const member: AccountRow = {
  type: 'MEMBERSHIP',
  id: 'm-1',
  userId: 'u-1',
  name: 'Taro Yamada',
  email: 'admin@kanri.example',
  avatarUrl: null,
  createdAt: '2025-01-10T09:00:00Z',
  lastSignedInAt: null,
  products: ['IT', 'SETTINGS'],
};
const expired: AccountRow = {
  type: 'INVITATION',
  id: 'i-1',
  name: 'Jiro Tanaka',
  email: 'jiro@kanri.example',
  createdAt: '2025-02-01T00:00:00Z',
  expiresAt: '2025-02-08T00:00:00Z',
  isExpired: true,
};
const pending: AccountRow = { ...expired, id: 'i-2', name: 'Saburo Ito', email: 'saburo@kanri.example', isExpired: false };
const paging = { pageIndex: 0, pageSize: 100, sortColumn: 'NAME', sortOrder: 'asc' as const };

describe('AccountsTable', () => {
  it('renders members and invitations, tagging only expired invitations', () => {
    renderWithProviders(<AccountsTable rows={[member, expired, pending]} total={3} loading={false} search={paging} onSearchChange={() => {}} />);
    const [first, second, third] = screen.getAllByRole('row').slice(1).map((row) => within(row));
    expect(first!.getByText('Member')).toBeInTheDocument();
    expect(first!.queryByText('Expired')).not.toBeInTheDocument();
    expect(second!.getByText('Invited')).toBeInTheDocument();
    expect(second!.getByText('Expired')).toBeInTheDocument();
    expect(second!.getByText(/02\/0[78]\/2025/)).toBeInTheDocument();
    expect(third!.getByText('Invited')).toBeInTheDocument();
    expect(third!.queryByText('Expired')).not.toBeInTheDocument();
  });

  it('shows the empty state', () => {
    renderWithProviders(<AccountsTable rows={[]} total={0} loading={false} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
  });

  it('shows the error state', () => {
    const error = new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Accounts failed' });
    renderWithProviders(<AccountsTable rows={undefined} total={undefined} loading={false} error={error} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Accounts failed');
  });
});
