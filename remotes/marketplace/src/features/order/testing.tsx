import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { MarketplaceOrderActivity, MarketplaceOrderDetail, MarketplaceOrderRow } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  order: '5a0b8ec3-6172-43a4-9f40-5b6c7d8e9fa0',
  customer: '00000000-0000-4000-8000-000000000001',
  supplier: '00000000-0000-4000-8000-000000000002',
  person: '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1',
} as const;

/** An untouched order of two ThinkPads, as its list row. */
export const orderRow: MarketplaceOrderRow = {
  id: ids.order,
  orderNumber: 7,
  orderedAt: '2026-11-20T01:00:00.000Z',
  orderedByPerson: { id: ids.person, name: 'Taro Yamada' },
  customer: { id: ids.customer, name: 'Kanri Trading Co., Ltd.' },
  supplier: { id: ids.supplier, name: 'Device Supply Co., Ltd.' },
  status: 'UNTOUCHED',
  deliveryDate: null,
  acceptedAt: null,
  sentAt: null,
  deliveredAt: null,
  canceledAt: null,
  currencyCode: 'JPY',
  totalOneShot: 596000,
  totalMonthly: 0,
  itemCount: 1,
};

/** The same order as its page shows it to `side`, in `status`, with the moves the machine allows. */
export function orderDetail(side: MarketplaceOrderDetail['side'], status: MarketplaceOrderDetail['status'] = 'UNTOUCHED'): MarketplaceOrderDetail {
  const actions: Record<MarketplaceOrderDetail['side'], Partial<Record<MarketplaceOrderDetail['status'], MarketplaceOrderDetail['actions']>>> = {
    SUPPLIER: { UNTOUCHED: ['accept', 'cancel'], ACCEPTED: ['send', 'cancel'] },
    CUSTOMER: { UNTOUCHED: ['cancel'], SENT: ['deliver'] },
  };
  return {
    ...orderRow,
    status,
    items: [
      { id: 'i1', productId: null, name: 'ThinkPad X1 Carbon Gen 12', maker: 'Lenovo', model: '21KC', quantity: 2, contractMethod: 'PURCHASE', priceKind: 'ONE_SHOT', unitPrice: 298000, currencyCode: 'JPY' },
    ],
    deliveryPlace: null,
    deliveryAddress: '1-1-1 Marunouchi, Chiyoda-ku, Tokyo',
    note: null,
    cancelReason: null,
    version: 3,
    side,
    actions: actions[side][status] ?? [],
  };
}

/** The order's activities: ordered by the customer, a comment from the supplier. */
export const orderActivities: MarketplaceOrderActivity[] = [
  { id: 'a1', kind: 'ORDERED', side: 'CUSTOMER', companyName: 'Kanri Trading Co., Ltd.', actorName: 'Taro Yamada', comment: null, deliveryDate: null, occurredAt: '2026-11-20T01:00:00.000Z' },
  { id: 'a2', kind: 'COMMENTED', side: 'SUPPLIER', companyName: 'Device Supply Co., Ltd.', actorName: 'Ichiro Suzuki', comment: 'Shipping next week.', deliveryDate: null, occurredAt: '2026-11-21T01:00:00.000Z' },
];

/** The feature's fake API (the kit's `fakeFeatureApi`): the order, its activities, the moves answering the order. */
export function fakeOrderApi(options: { detail: MarketplaceOrderDetail; answer?: (call: FakeApiCall) => unknown }) {
  const { detail } = options;
  const found = (call: FakeApiCall) => (call.params?.orderId === detail.id ? detail : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }));
  return fakeFeatureApi(
    {
      'GET /v2/marketplace/orders/{orderId}': found,
      'GET /v2/marketplace/orders/{orderId}/activities': { items: orderActivities },
      'POST /v2/marketplace/orders/{orderId}/accept': found,
      'POST /v2/marketplace/orders/{orderId}/send': found,
      'POST /v2/marketplace/orders/{orderId}/deliver': found,
      'POST /v2/marketplace/orders/{orderId}/cancel': found,
      'POST /v2/marketplace/orders/{orderId}/comments': orderActivities[1]!,
    },
    options.answer,
  );
}
