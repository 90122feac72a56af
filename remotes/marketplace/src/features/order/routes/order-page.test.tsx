import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { messages as jaMarketplace } from '@locales/ja-JP/marketplace';
import { messages as jaContracts } from '@locales/ja-JP/contracts';
import { messages as jaUi } from '@locales/ja-JP/ui';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { MarketplaceOrderDetail } from '@kanri/contracts';
import { fakeOrderApi, ids, orderDetail } from '../testing';
import { SalesOrderPage, SentOrderPage } from './order-page';

jest.setTimeout(60_000);

function renderOrder(detail: MarketplaceOrderDetail, options: { tab?: string; answer?: Parameters<typeof fakeOrderApi>[0]['answer']; id?: string } = {}) {
  const api = fakeOrderApi({ detail, answer: options.answer });
  const customer = detail.side === 'CUSTOMER';
  const base = customer ? '/marketplace/store/sent-orders' : '/marketplace/store/sales-orders';
  const route = `${base}/${options.id ?? detail.id}${options.tab ? `/${options.tab}` : ''}`;
  const Page = customer ? SentOrderPage : SalesOrderPage;
  const result = renderWithProviders(<Page />, { route, path: `${base}/:orderId/:tab?`, fetcher: api.fetcher });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('OrderPage', () => {
  it('opens the detail tab: number, status, lines and totals; the supplier may accept or cancel an untouched order', async () => {
    const { router } = renderOrder(orderDetail('SUPPLIER'));
    expect(await screen.findByText('Order No. 7', { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/marketplace/store/sales-orders/${ids.order}/detail`));
    expect(screen.getByText('Untouched')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByText('ThinkPad X1 Carbon Gen 12')).toBeInTheDocument();
    expect(screen.getByText('¥298,000')).toBeInTheDocument();
    expect(screen.getByText('¥596,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  it('shows each side only the moves it may take now', async () => {
    const cases: Array<[MarketplaceOrderDetail, string[]]> = [
      [orderDetail('CUSTOMER', 'UNTOUCHED'), ['Cancel order']],
      [orderDetail('CUSTOMER', 'ACCEPTED'), []],
      [orderDetail('CUSTOMER', 'SENT'), ['Confirm receipt']],
      [orderDetail('SUPPLIER', 'ACCEPTED'), ['Send order', 'Cancel order']],
      [orderDetail('SUPPLIER', 'SENT'), []],
      [orderDetail('SUPPLIER', 'DELIVERED'), []],
    ];
    for (const [detail, expected] of cases) {
      const { unmount } = renderOrder(detail);
      await screen.findByText('Order No. 7', { selector: 'h1, h1 *' });
      for (const name of ['Accept order', 'Send order', 'Confirm receipt', 'Cancel order']) {
        const shown = screen.queryByRole('button', { name }) !== null;
        expect([detail.side, detail.status, name, shown]).toEqual([detail.side, detail.status, name, expected.includes(name)]);
      }
      unmount();
    }
  });

  it('accepts with the version read', async () => {
    const { user, api } = renderOrder(orderDetail('SUPPLIER'));
    await user.click(await screen.findByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/marketplace/orders/{orderId}/accept')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/marketplace/orders/{orderId}/accept')[0]?.body).toEqual({ version: 3 });
  });

  it('sends with a delivery date: none chosen is refused in the dialog, a server refusal shows its message, then a corrected send goes through', async () => {
    let refuse = true;
    const { user, api } = renderOrder(orderDetail('SUPPLIER', 'ACCEPTED'), {
      answer: (call) => {
        if (call.method === 'POST' && call.path.endsWith('/send') && refuse) {
          refuse = false;
          return new ApiError({ status: 409, code: 'CONFLICT', message: 'This order was changed by someone else. Reload it and try again.' });
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the delivery date.');
    expect(api.callsTo('POST', '/v2/marketplace/orders/{orderId}/send')).toHaveLength(0);
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const picker = within(dialog).getByRole('textbox', { name: 'Delivery date' });
    await user.click(picker);
    await user.type(picker, `${tomorrow}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This order was changed by someone else. Reload it and try again.')).toBeInTheDocument();
    // the refused submit does not leave the button loading: the corrected one goes through
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/marketplace/orders/{orderId}/send')).toHaveLength(2));
    expect(api.callsTo('POST', '/v2/marketplace/orders/{orderId}/send')[1]?.body).toEqual({ version: 3, deliveryDate: tomorrow });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels with a reason and confirms receipt on the customer side', async () => {
    const first = renderOrder(orderDetail('CUSTOMER'));
    await first.user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the reason.');
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not needed any more');
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(first.api.callsTo('POST', '/v2/marketplace/orders/{orderId}/cancel')[0]?.body).toEqual({ version: 3, reason: 'Not needed any more' }));
    first.unmount();
    const second = renderOrder(orderDetail('CUSTOMER', 'SENT'));
    await second.user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    await screen.findByText('Confirm that you received this order?');
    await second.user.click(screen.getAllByRole('button', { name: 'Confirm receipt' }).at(-1)!);
    await waitFor(() => expect(second.api.callsTo('POST', '/v2/marketplace/orders/{orderId}/deliver')).toHaveLength(1));
  });

  it('shows the activities on a timeline and posts a comment', async () => {
    const { user, api } = renderOrder(orderDetail('CUSTOMER'), { tab: 'activities' });
    expect(await screen.findByText('Shipping next week.')).toBeInTheDocument();
    expect(screen.getByText('Ordered')).toBeInTheDocument();
    expect(screen.getByText(/Ichiro Suzuki \(Device Supply Co., Ltd.\)/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/marketplace/orders/{orderId}/comments')[0]?.body).toEqual({ comment: 'Thanks' }));
  });

  it('reads Japanese: 注文番号, 未対応, 受注する and the lines', async () => {
    i18n.load('ja-JP', { ...(jaUi as Messages), ...(jaContracts as Messages), ...(jaMarketplace as Messages) });
    const api = fakeOrderApi({ detail: orderDetail('SUPPLIER') });
    renderWithProviders(<SalesOrderPage />, { route: `/marketplace/store/sales-orders/${ids.order}`, path: '/marketplace/store/sales-orders/:orderId/:tab?', fetcher: api.fetcher, locale: 'ja-JP' });
    expect(await screen.findByText('注文番号 7', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByText('未対応')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '受注する' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '注文をキャンセル' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '注文内容' })).toBeInTheDocument();
  });

  it('shows the not-found page for a non-UUID id and for an order opened through the other side’s URL', async () => {
    const bad = renderOrder(orderDetail('CUSTOMER'), { id: 'not-an-id' });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(bad.api.calls).toHaveLength(0);
    bad.unmount();
    const api = fakeOrderApi({ detail: orderDetail('SUPPLIER') });
    renderWithProviders(<SentOrderPage />, { route: `/marketplace/store/sent-orders/${ids.order}`, path: '/marketplace/store/sent-orders/:orderId/:tab?', fetcher: api.fetcher });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
