import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeFeatureApi, savedViewFake, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys, type FakeApiCall } from '@kanri/ui';
import type { MarketplaceOrderRow } from '@kanri/contracts';
import { SentOrdersPage } from './orders-page';

jest.setTimeout(60_000);

const row: MarketplaceOrderRow = {
  id: '5a0b8ec3-6172-43a4-9f40-5b6c7d8e9fa0',
  orderNumber: 7,
  orderedAt: '2026-11-20T01:00:00.000Z',
  orderedByPerson: { id: '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1', name: 'Taro Yamada' },
  customer: { id: 'c', name: 'Kanri Trading Co., Ltd.' },
  supplier: { id: 's', name: 'Device Supply Co., Ltd.' },
  status: 'SENT',
  deliveryDate: '2026-12-10',
  acceptedAt: '2026-11-20T03:00:00.000Z',
  sentAt: '2026-11-21T03:00:00.000Z',
  deliveredAt: null,
  canceledAt: null,
  currencyCode: 'JPY',
  totalOneShot: 596000,
  totalMonthly: 6800,
  itemCount: 2,
};

/** The sent orders' calls answering `rows` (the list's and the count's queries kept); the column settings and saved views answered by `answer`, none saved by default. */
function ordersApi(rows: MarketplaceOrderRow[] = [row], answer: (call: FakeApiCall) => unknown = savedViewsFakeAnswer([])) {
  const queries: Record<string, unknown>[] = [];
  const counts: Record<string, unknown>[] = [];
  const views = fakeFeatureApi({}, answer);
  const fetcher: ApiFetcher = async (endpoint, input) => {
    if (!endpoint.path.startsWith('/v2/marketplace/')) return views.fetcher(endpoint, input);
    if (endpoint.path.endsWith('-count')) {
      counts.push(input?.query as Record<string, unknown>);
      return { count: rows.length };
    }
    queries.push(input?.query as Record<string, unknown>);
    return { items: rows };
  };
  return { queries, counts, fetcher, callsTo: views.callsTo };
}

describe('SentOrdersPage', () => {
  it('asks for page 1, 100 rows, all categories, order number descending; shows the row linking to its order', async () => {
    const api = ordersApi();
    renderWithProviders(<SentOrdersPage />, { route: '/marketplace/store/sent-orders', fetcher: api.fetcher });
    const link = await screen.findByRole('link', { name: 'Order No. 7' });
    expect(link).toHaveAttribute('href', `/marketplace/store/sent-orders/${row.id}`);
    expect(api.queries[0]).toMatchObject({ page: 1, pageSize: 100, category: 'ALL', sortColumn: 'ORDER_NUMBER', sortOrder: 'desc' });
    expect(screen.getByText('Taro Yamada')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('¥596,000 + ¥6,800 / month')).toBeInTheDocument();
  });

  it('falls back to the defaults for page 0, an unknown category and an invalid date, and rewrites the URL', async () => {
    const api = ordersApi();
    const { router } = renderWithProviders(<SentOrdersPage />, {
      route: '/marketplace/store/sent-orders?page=0&category=SHIPPED&orderedFrom=yesterday&orderedTo=2026-11-30T14:59:59.999Z',
      fetcher: api.fetcher,
    });
    await screen.findByRole('link', { name: 'Order No. 7' });
    expect(api.queries[0]).toMatchObject({ page: 1, category: 'ALL', orderedTo: '2026-11-30T14:59:59.999Z' });
    expect(api.queries[0]?.orderedFrom).toBeUndefined();
    expect(api.counts[0]).toEqual({ category: 'ALL', orderedFrom: undefined, orderedTo: '2026-11-30T14:59:59.999Z' });
    await waitFor(() => expect(router.state.location.search).toBe('?orderedTo=2026-11-30T14%3A59%3A59.999Z'));
  });

  it('keeps the category and page in the URL: choosing a category goes back to page 1', async () => {
    const api = ordersApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderWithProviders(<SentOrdersPage />, { route: '/marketplace/store/sent-orders?page=3', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Order No. 7' });
    expect(api.queries[0]).toMatchObject({ page: 3 });
    await user.click(screen.getByText('Canceled'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=CANCELED'));
    await waitFor(() => expect(api.queries.at(-1)).toMatchObject({ page: 1, category: 'CANCELED' }));
  });
});

describe('order lists saved views (issue 31 §4)', () => {
  const untouched = savedViewFake({ tableId: 'marketplace-sent-orders', name: 'Untouched by delivery', search: 'category=UNTOUCHED&sortColumn=DELIVERY_DATE&sortOrder=asc', columns: ['ORDER_NUMBER', 'DELIVERY_DATE', 'status'] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    // who ordered hidden in the saved column settings
    const api = ordersApi([row], savedViewsFakeAnswer([untouched], { columns: [{ key: 'orderedBy', visible: false }] }));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderWithProviders(<SentOrdersPage />, { route: '/marketplace/store/sent-orders?category=CANCELED&page=2', path: '/marketplace/store/sent-orders', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Order No. 7' });
    await waitFor(() => expect(tableHeaderTitles()).not.toContain('Ordered by'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'marketplace-sent-orders' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Canceled, page 2');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'marketplace-sent-orders', name: 'Canceled, page 2', search: 'category=CANCELED&page=2', peopleGroupId: null,
      columns: ['ORDER_NUMBER', 'ORDERED_AT', 'supplier', 'status', 'DELIVERY_DATE', 'total'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Untouched by delivery'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ category: 'UNTOUCHED', sortColumn: 'DELIVERY_DATE', sortOrder: 'asc' }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Order number', 'Delivery date', 'Status']));
    await waitFor(() => expect(api.queries.at(-1)).toMatchObject({ page: 1, category: 'UNTOUCHED', sortColumn: 'DELIVERY_DATE', sortOrder: 'asc' }));
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1);
    expect(put?.params).toEqual({ tableId: 'marketplace-sent-orders' });
    expect(visibleColumnKeys(put?.body)).toEqual(['ORDER_NUMBER', 'DELIVERY_DATE', 'status']);
  });
});
