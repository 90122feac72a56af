import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as uiMessages } from '@locales/ja-JP/ui';
import { messages } from '@locales/ja-JP/marketplace';
import { ProductPage } from './product-page';
import { fakeProductApi, ids, thinkpad } from '../testing';

jest.setTimeout(30_000);

const path = '/marketplace/store/devices/:productId';
const route = `/marketplace/store/devices/${ids.thinkpad}`;
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('ProductPage', () => {
  it('shows the product, its price kind, contract method, lead time and description, and pages its related products by 10', async () => {
    const api = fakeProductApi();
    renderWithProviders(<ProductPage />, { route, path, fetcher: api.fetcher });
    expect(await screen.findByRole('heading', { level: 2, name: 'ThinkPad X1 Carbon Gen 12' })).toBeInTheDocument();
    expect(screen.getByText('Lenovo · 21KC')).toBeInTheDocument();
    expect(screen.getByText('¥298,000')).toBeInTheDocument();
    expect(screen.getByText('One-time')).toBeInTheDocument();
    expect(screen.getByText('Purchase')).toBeInTheDocument();
    expect(screen.getByText('5 working days')).toBeInTheDocument();
    // the supplier in the details and in each of the 10 related rows
    expect(await screen.findAllByText('Device Supply Co., Ltd.')).toHaveLength(11);
    expect(screen.getByText(thinkpad.description!)).toBeInTheDocument();

    const related = await screen.findByRole('link', { name: 'Rental laptop 1' });
    expect(related).toHaveAttribute('href', expect.stringMatching(/^\/marketplace\/store\/devices\/8d3e4f50-/));
    expect(api.callsTo('GET', '/v2/marketplace/store/devices/{productId}/related')[0]?.query).toEqual({ pageIndex: 0, pageSize: 10 });
    expect(screen.getAllByText('¥4,500 / month')).toHaveLength(10);
    expect(screen.queryByRole('link', { name: 'Rental laptop 11' })).not.toBeInTheDocument();
    await user().click(screen.getByTitle('2'));
    expect(await screen.findByRole('link', { name: 'Rental laptop 11' })).toBeInTheDocument();
    // the last related product is priced on quotation
    expect(screen.getByText('Quotation')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/marketplace/store/devices/{productId}/related').at(-1)?.query).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  it('reads Japanese: ¥ with Intl, 月額 for a monthly price, 要見積 for a quotation, 営業日', async () => {
    i18n.load('ja-JP', { ...(uiMessages as Messages), ...(messages as Messages) });
    const api = fakeProductApi();
    renderWithProviders(<ProductPage />, { route, path, fetcher: api.fetcher, locale: 'ja-JP' });
    expect(await screen.findByText('￥298,000')).toBeInTheDocument();
    expect(screen.getByText('一括')).toBeInTheDocument();
    expect(screen.getByText('購入')).toBeInTheDocument();
    expect(screen.getByText('5営業日')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /カートに追加/ })).toBeInTheDocument();
    expect(await screen.findAllByText('月額 ￥4,500')).toHaveLength(10);
    await user().click(screen.getByTitle('2'));
    expect(await screen.findByText('要見積')).toBeInTheDocument();
  });

  it('reads a monthly price once: 月額 ￥9,800, no second 月額 beside it (issue 30)', async () => {
    i18n.load('ja-JP', { ...(uiMessages as Messages), ...(messages as Messages) });
    const monthly = { ...thinkpad, price: 9800, priceKind: 'RECURRING' as const };
    const api = fakeProductApi({ answer: (call) => (call.path === '/v2/marketplace/store/devices/{productId}' ? monthly : undefined) });
    renderWithProviders(<ProductPage />, { route, path, fetcher: api.fetcher, locale: 'ja-JP' });
    const price = await screen.findByText('月額 ￥9,800');
    expect(price.closest('div.ant-typography, p')?.textContent?.trim()).toBe('月額 ￥9,800');
    expect(screen.queryByText('月額')).not.toBeInTheDocument();
  });

  it('adds the quantity to the line already in the cart and says so', async () => {
    const api = fakeProductApi({
      cart: { lines: [{ id: ids.line, product: thinkpad, quantity: 3, contractMethod: 'PURCHASE', lineTotal: 894000 }], totals: [], quotationLineCount: 0 },
    });
    renderWithProviders(<ProductPage />, { route, path, fetcher: api.fetcher });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await waitFor(() => expect(api.callsTo('GET', '/v2/marketplace/cart')).not.toHaveLength(0));
    await user().clear(quantity);
    await user().type(quantity, '2');
    await user().click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Added 2 × ThinkPad X1 Carbon Gen 12 to the cart.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/v2/marketplace/cart/items')[0]?.body).toEqual({ productId: ids.thinkpad, contractMethod: 'PURCHASE', quantity: 5 });
  });

  it('shows the not-found page for an unknown or malformed id', async () => {
    const api = fakeProductApi();
    renderWithProviders(<ProductPage />, { route: '/marketplace/store/devices/not-a-uuid', path, fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/marketplace/store/devices/{productId}')).toHaveLength(0);
  });
});
