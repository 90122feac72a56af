import { screen, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { MarketplaceDevice } from '@kanri/contracts';
import { DevicesTable } from './devices-table';

const laptop: MarketplaceDevice = {
  id: 'md-1',
  name: 'ThinkPad X1 Carbon',
  maker: 'Lenovo',
  model: '21HM',
  genre: 'LAPTOP',
  imageUrl: null,
  price: 6800,
  currencyCode: 'JPY',
  priceKind: 'RECURRING',
  contractMethod: 'RENTAL',
  supplier: { id: 's-1', name: 'Kanri Devices' },
};
const paging = { pageIndex: 0, pageSize: 10, sortColumn: 'NAME', sortOrder: 'asc' as const };

describe('DevicesTable', () => {
  it('renders a product with its genre, contract and monthly price', () => {
    renderWithProviders(<DevicesTable rows={[laptop]} total={1} loading={false} search={paging} onSearchChange={() => {}} />);
    const [row] = screen.getAllByRole('row').slice(1);
    const cells = within(row!);
    expect(cells.getByText('ThinkPad X1 Carbon')).toBeInTheDocument();
    expect(cells.getByText('Laptop')).toBeInTheDocument();
    expect(cells.getByText('Rental')).toBeInTheDocument();
    expect(cells.getByText('¥6,800 / month')).toBeInTheDocument();
    expect(cells.getByText('Kanri Devices')).toBeInTheDocument();
  });

  it('says "Quotation" for a product without a price', () => {
    const quoted = { ...laptop, price: null, priceKind: 'QUOTATION' as const };
    renderWithProviders(<DevicesTable rows={[quoted]} total={1} loading={false} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByText('Quotation')).toBeInTheDocument();
  });

  it('shows the empty and error states', () => {
    const { unmount } = renderWithProviders(<DevicesTable rows={[]} total={0} loading={false} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
    unmount();
    const error = new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Store is down' });
    renderWithProviders(<DevicesTable rows={undefined} total={undefined} loading={false} error={error} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Store is down');
  });
});
