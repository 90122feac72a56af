import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { Cart, CartLine, MarketplaceDevice } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  thinkpad: '6b1c2d3e-4f50-4a61-8b72-9c0d1e2f3a4b',
  macbook: '6b1c2d3e-4f50-4a61-8b72-9c0d1e2f3a4c',
  erasure: '6b1c2d3e-4f50-4a61-8b72-9c0d1e2f3a4d',
  supplier: '00000000-0000-4000-8000-000000000002',
  order: '9e4f5061-7283-4d94-8ea5-1f2a3b4c5d6e',
} as const;

const product = (id: string, name: string, price: number | null, priceKind: MarketplaceDevice['priceKind'], contractMethod: MarketplaceDevice['contractMethod']): MarketplaceDevice => ({
  id,
  name,
  maker: 'Maker',
  model: `M-${name.length}`,
  genre: 'LAPTOP',
  imageUrl: null,
  price,
  currencyCode: 'JPY',
  priceKind,
  contractMethod,
  supplier: { id: ids.supplier, name: 'Device Supply Co., Ltd.' },
});

/** Three lines: 2 laptops bought (one-shot), 1 rental per month, 1 erasure service on quotation. */
export const lines: CartLine[] = [
  { id: 'a1b2c3d4-0000-4000-8000-000000000001', product: product(ids.thinkpad, 'ThinkPad X1 Carbon', 298000, 'ONE_SHOT', 'PURCHASE'), quantity: 2, contractMethod: 'PURCHASE', lineTotal: 596000 },
  { id: 'a1b2c3d4-0000-4000-8000-000000000002', product: product(ids.macbook, 'MacBook Air', 6800, 'RECURRING', 'RENTAL'), quantity: 1, contractMethod: 'RENTAL', lineTotal: 6800 },
  { id: 'a1b2c3d4-0000-4000-8000-000000000003', product: product(ids.erasure, 'Data erasure', null, 'QUOTATION', 'SERVICE_CONTRACT'), quantity: 1, contractMethod: 'SERVICE_CONTRACT', lineTotal: null },
];

/** The cart of {@link lines}: ￥596,000 one-time, ￥6,800 a month, one quotation line. */
export const fullCart: Cart = { lines, totals: [{ currencyCode: 'JPY', oneShot: 596000, monthly: 6800 }], quotationLineCount: 1 };

/**
 * The cart feature's fake API: the cart (`cart`, default {@link fullCart}), a PUT answering it, a
 * DELETE answering it, an order answering order number 1001, and empty place options.
 */
export function fakeCartApi(options: { cart?: Cart; answer?: (call: FakeApiCall) => unknown } = {}) {
  const cart = options.cart ?? fullCart;
  return fakeFeatureApi(
    {
      'GET /v2/marketplace/cart': cart,
      'PUT /v2/marketplace/cart/items': cart,
      'DELETE /v2/marketplace/cart/items/{itemId}': cart,
      'POST /v2/marketplace/cart/order': { orders: [{ id: ids.order, orderNumber: 1001, supplier: { id: ids.supplier, name: 'Device Supply Co., Ltd.' } }] },
      'GET /v2/components/place-select': { items: [], hasMore: false },
    },
    options.answer,
  );
}
