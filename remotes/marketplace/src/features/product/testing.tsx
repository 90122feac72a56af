import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { Cart, MarketplaceDevice, MarketplaceProductDetail } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  thinkpad: '6b1c2d3e-4f50-4a61-8b72-9c0d1e2f3a4b',
  supplier: '00000000-0000-4000-8000-000000000002',
  line: '7c2d3e4f-5061-4b72-9c83-0d1e2f3a4b5c',
} as const;

/** A one-shot laptop bought outright, with its description and a 5-day lead time. */
export const thinkpad: MarketplaceProductDetail = {
  id: ids.thinkpad,
  name: 'ThinkPad X1 Carbon Gen 12',
  maker: 'Lenovo',
  model: '21KC',
  genre: 'LAPTOP',
  imageUrl: null,
  price: 298000,
  currencyCode: 'JPY',
  priceKind: 'ONE_SHOT',
  contractMethod: 'PURCHASE',
  supplier: { id: ids.supplier, name: 'Device Supply Co., Ltd.' },
  description: 'A light business laptop, delivered ready to use.',
  leadTimeDays: 5,
};

/** `count` related rows: rentals priced per month, the last one on quotation. */
export function relatedRows(count: number, offset = 0): MarketplaceDevice[] {
  return Array.from({ length: count }, (_, i) => ({
    ...thinkpad,
    id: `8d3e4f50-6172-4c83-8d94-${String(offset + i).padStart(12, '0')}`,
    name: `Rental laptop ${offset + i + 1}`,
    model: `RL-${offset + i + 1}`,
    price: i === count - 1 ? null : 4500,
    priceKind: i === count - 1 ? ('QUOTATION' as const) : ('RECURRING' as const),
    contractMethod: 'RENTAL' as const,
  }));
}

/** An empty cart. */
export const emptyCart: Cart = { lines: [], totals: [], quotationLineCount: 0 };

/**
 * The product feature's fake API: the laptop, 12 related products (paged by the query), the cart
 * (`cart`), and a PUT answering the cart with the line set. `answer` overrides any call.
 */
export function fakeProductApi(options: { cart?: Cart; answer?: (call: FakeApiCall) => unknown } = {}) {
  const all = relatedRows(12);
  return fakeFeatureApi(
    {
      'GET /v2/marketplace/store/devices/{productId}': (call: FakeApiCall) => ((call.params as { productId: string }).productId === ids.thinkpad ? thinkpad : undefined),
      'GET /v2/marketplace/store/devices/{productId}/related': (call: FakeApiCall) => {
        const { pageIndex, pageSize } = call.query as { pageIndex: number; pageSize: number };
        return { items: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: all.length };
      },
      'GET /v2/marketplace/cart': options.cart ?? emptyCart,
      'PUT /v2/marketplace/cart/items': (call: FakeApiCall) => {
        const body = call.body as { quantity: number };
        return { lines: [{ id: ids.line, product: thinkpad, quantity: body.quantity, contractMethod: 'PURCHASE', lineTotal: 298000 * body.quantity }], totals: [], quotationLineCount: 0 };
      },
    },
    options.answer,
  );
}
