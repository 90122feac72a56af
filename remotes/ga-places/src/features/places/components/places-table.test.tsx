import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Place } from '@kanri/contracts';
import { PlacesTable } from './places-table';

const tokyo: Place = {
  id: 'pl-1',
  name: 'Tokyo Head Office',
  code: 'TKY-001',
  avatarUrl: null,
  status: 'TEMPORARILY_CLOSED',
  email: 'tokyo@kanri.example',
  phoneNumber: '03-1234-5678',
  website: 'https://kanri.example/tokyo',
  address: '1-1 Marunouchi, Chiyoda-ku, Tokyo',
  establishedDate: '2019-04-01',
  businessPlaceType: null,
  officeType: null,
  ownershipType: null,
};
const paging = { pageIndex: 0, pageSize: 100, sortColumn: 'CODE', sortOrder: 'asc' as const };

describe('PlacesTable', () => {
  it('shows the place fields of 000 §3', () => {
    renderWithProviders(<PlacesTable rows={[tokyo]} total={1} loading={false} search={paging} onSearchChange={() => {}} />);
    const [row] = screen.getAllByRole('row').slice(1);
    const cells = within(row!);
    expect(cells.getByText('Tokyo Head Office')).toBeInTheDocument();
    expect(cells.getByText('TKY-001')).toBeInTheDocument();
    expect(cells.getByText('Temporarily closed')).toBeInTheDocument();
    expect(cells.getByText('tokyo@kanri.example')).toHaveAttribute('href', 'mailto:tokyo@kanri.example');
    expect(cells.getByText('https://kanri.example/tokyo')).toHaveAttribute('target', '_blank');
    expect(cells.getByText('03-1234-5678')).toBeInTheDocument();
    expect(cells.getByText('04/01/2019')).toBeInTheDocument();
  });

  it('formats the established date for the ja-JP locale', () => {
    renderWithProviders(<PlacesTable rows={[{ ...tokyo, status: 'ACTIVE' }]} total={1} loading={false} search={paging} onSearchChange={() => {}} />, {
      locale: 'ja-JP',
    });
    expect(screen.getByText('2019/04/01')).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    renderWithProviders(<PlacesTable rows={[]} total={0} loading={false} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
  });

  it('shows the error and retries', async () => {
    const onRetry = jest.fn();
    const error = new ApiError({ status: 503, code: 'HTTP_503', message: 'Service unavailable' });
    renderWithProviders(<PlacesTable rows={undefined} total={undefined} loading={false} error={error} onRetry={onRetry} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByText('Retry'));
    expect(onRetry).toHaveBeenCalled();
  });
});
