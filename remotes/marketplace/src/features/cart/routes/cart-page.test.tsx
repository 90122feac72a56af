import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as uiMessages } from '@locales/ja-JP/ui';
import { messages } from '@locales/ja-JP/marketplace';
import { CartPage } from './cart-page';
import { fakeCartApi, fullCart, ids, lines } from '../testing';

jest.setTimeout(30_000);

const route = '/marketplace/cart';
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('CartPage', () => {
  it('lists the lines with their prices and the totals, quotations apart, and changes a quantity', async () => {
    const api = fakeCartApi();
    renderWithProviders(<CartPage />, { route, fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'ThinkPad X1 Carbon' })).toHaveAttribute('href', `/marketplace/store/devices/${ids.thinkpad}`);
    // the rental's unit price and its subtotal (1 unit)
    expect(screen.getAllByText('¥6,800 / month', { selector: 'td' })).toHaveLength(2);
    expect(screen.getAllByText('Quotation')).toHaveLength(2);
    expect(screen.getByText('¥596,000', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('One-time total (JPY)')).toBeInTheDocument();
    expect(screen.getByText('1 line is priced on quotation: the supplier will tell you its price.')).toBeInTheDocument();

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of ThinkPad X1 Carbon' });
    await user().clear(quantity);
    await user().type(quantity, '4');
    await waitFor(() => expect(api.callsTo('PUT', '/v2/marketplace/cart/items').at(-1)?.body).toEqual({ productId: ids.thinkpad, contractMethod: 'PURCHASE', quantity: 4 }));

    await user().click(screen.getByRole('button', { name: 'Remove MacBook Air' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v2/marketplace/cart/items/{itemId}')[0]?.params).toEqual({ itemId: lines[1]!.id }));
    expect(await screen.findByText('Removed MacBook Air from the cart.')).toBeInTheDocument();
  });

  it('asks for a delivery place or address, then places the order after a confirmation and links to each new order', async () => {
    const api = fakeCartApi();
    renderWithProviders(<CartPage />, { route, fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'ThinkPad X1 Carbon' });
    // refused by the page: nothing chosen
    await user().click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Choose a delivery place or enter a delivery address.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/marketplace/cart/order')).toHaveLength(0);
    // corrected: an address, then the confirmation
    await user().click(screen.getByRole('radio', { name: 'Another address' }));
    await user().type(screen.getByLabelText('Delivery address'), '東京都千代田区丸の内1-1');
    await user().type(screen.getByLabelText('Note to the supplier'), 'Please deliver in the morning');
    await user().click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Place this order?').length).toBeGreaterThan(0);
    await user().click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Your order was placed.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/marketplace/cart/order')[0]?.body).toEqual({ deliveryPlaceId: null, deliveryAddress: '東京都千代田区丸の内1-1', note: 'Please deliver in the morning' });
    expect(screen.getByRole('link', { name: 'Order number 1001' })).toHaveAttribute('href', `/marketplace/store/sent-orders/${ids.order}`);
  });

  it("shows the server's refusal under the field and keeps the cart", async () => {
    const { ApiError } = await import('@kanri/runtime');
    const api = fakeCartApi({
      answer: (call) =>
        call.method === 'POST'
          ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'deliveryAddress', message: 'Enter at most 500 characters' }] })
          : undefined,
    });
    renderWithProviders(<CartPage />, { route, fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'ThinkPad X1 Carbon' });
    await user().click(screen.getByRole('radio', { name: 'Another address' }));
    await user().type(screen.getByLabelText('Delivery address'), 'x');
    await user().click(screen.getByRole('button', { name: 'Place order' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Enter at most 500 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ThinkPad X1 Carbon' })).toBeInTheDocument();
    expect(screen.queryByText('Your order was placed.')).not.toBeInTheDocument();
  });

  it('reads Japanese: 月額, 要見積, 一括合計, 注文する', async () => {
    i18n.load('ja-JP', { ...(uiMessages as Messages), ...(messages as Messages) });
    renderWithProviders(<CartPage />, { route, fetcher: fakeCartApi().fetcher, locale: 'ja-JP' });
    expect(await screen.findAllByText('月額 ￥6,800', { selector: 'td' })).toHaveLength(2);
    expect(screen.getAllByText('要見積')).toHaveLength(2);
    expect(screen.getByText('一括合計（JPY）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '注文する' })).toBeInTheDocument();
    expect(fullCart.lines).toHaveLength(3);
  });

  it('shows an empty cart with a way back to the store', async () => {
    renderWithProviders(<CartPage />, { route, fetcher: fakeCartApi({ cart: { lines: [], totals: [], quotationLineCount: 0 } }).fetcher });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/marketplace/store/devices');
  });
});
