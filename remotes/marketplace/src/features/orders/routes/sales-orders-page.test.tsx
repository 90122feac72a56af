import { screen, waitFor, within } from '@testing-library/react';
import type { ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { MarketplaceOrderRow } from '@kanri/contracts';
import { SalesOrdersPage } from './orders-page';

jest.setTimeout(60_000);

const row: MarketplaceOrderRow = {
  id: '5a0b8ec3-6172-43a4-9f40-5b6c7d8e9fa0',
  orderNumber: 6,
  orderedAt: '2026-11-18T02:00:00.000Z',
  orderedByPerson: { id: '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1', name: 'Taro Yamada' },
  customer: { id: 'c', name: 'Kanri Trading Co., Ltd.' },
  supplier: { id: 's', name: 'Device Supply Co., Ltd.' },
  status: 'UNTOUCHED',
  deliveryDate: null,
  acceptedAt: null,
  sentAt: null,
  deliveredAt: null,
  canceledAt: null,
  currencyCode: 'JPY',
  totalOneShot: 0,
  totalMonthly: 19600,
  itemCount: 1,
};

describe('SalesOrdersPage', () => {
  it('asks for the accepted date ascending (untouched first) by default and links each order to the supplier’s order page', async () => {
    const queries: Record<string, unknown>[] = [];
    const fetcher: ApiFetcher = async (endpoint, input) => {
      if (endpoint.path.endsWith('-count')) return { count: 1 };
      if (endpoint.path === '/v2/table-settings/{tableId}') return { columns: [] };
      queries.push(input?.query as Record<string, unknown>);
      return { items: [row] };
    };
    renderWithProviders(<SalesOrdersPage />, { route: '/marketplace/store/sales-orders', fetcher });
    const link = await screen.findByRole('link', { name: 'Order No. 6' });
    expect(link).toHaveAttribute('href', `/marketplace/store/sales-orders/${row.id}`);
    expect(queries[0]).toMatchObject({ page: 1, pageSize: 100, category: 'ALL', sortColumn: 'ACCEPTED_AT', sortOrder: 'asc' });
    expect(screen.getByText('Kanri Trading Co., Ltd.')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Untouched')).toBeInTheDocument();
  });

  it('falls back to the default sort for an unknown column and to page 1 for a negative page', async () => {
    const queries: Record<string, unknown>[] = [];
    const fetcher: ApiFetcher = async (endpoint, input) => {
      if (endpoint.path.endsWith('-count')) return { count: 1 };
      if (endpoint.path === '/v2/table-settings/{tableId}') return { columns: [] };
      queries.push(input?.query as Record<string, unknown>);
      return { items: [row] };
    };
    const { router } = renderWithProviders(<SalesOrdersPage />, { route: '/marketplace/store/sales-orders?sortColumn=PRICE&page=-2&category=UNTOUCHED', fetcher });
    await screen.findByRole('link', { name: 'Order No. 6' });
    expect(queries[0]).toMatchObject({ page: 1, sortColumn: 'ACCEPTED_AT', sortOrder: 'asc', category: 'UNTOUCHED' });
    await waitFor(() => expect(router.state.location.search).toBe('?category=UNTOUCHED'));
  });
});
