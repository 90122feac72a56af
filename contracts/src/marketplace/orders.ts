import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { countResponseSchema, listResponse, queryInteger, sortOrderSchema } from '../common/list-query';
import { versionSchema } from '../common/resource';
import { currencyCodeSchema, marketplaceContractMethodSchema, marketplacePriceKindSchema } from './store';

/**
 * Marketplace orders (000 §2, §6; 001 §2 "sent orders" / "sales orders", §3 "Marketplace order",
 * §5, §9; issue 15; docs/marketplace.md "Orders"), product MARKETPLACE. An order has one customer
 * company (its sent orders, `isCustomer`) and one supplier company (its sales orders,
 * `isSupplier`); both see the same order and its activities, nobody else (404).
 *
 * Lifecycle (stored `status`; api/src/marketplace/order-machine.ts is the machine):
 * UNTOUCHED —accept (supplier)→ ACCEPTED —send (supplier, delivery date ≥ today)→ SENT
 * —deliver (customer: received)→ DELIVERED; UNTOUCHED —cancel (either side, reason)→ CANCELED;
 * ACCEPTED —cancel (supplier, reason)→ CANCELED. Any other move is a 409 with a localized message
 * (`marketplaceOrderRefusedMessages`); a stale `version` is a 409 (`marketplaceOrderMessages.conflict`).
 */

/** Server messages of marketplace orders (catalog `contracts`: the API and the pages share them). */
export const marketplaceOrderMessages = {
  conflict: /*i18n*/ { id: 'api.marketplaceOrder.conflict', message: 'This order was changed by someone else. Reload it and try again.' },
  deliveryDatePast: /*i18n*/ { id: 'validation.marketplaceOrder.deliveryDate.past', message: 'The delivery date cannot be before today' },
  blank: /*i18n*/ { id: 'validation.marketplaceOrder.blank', message: 'This field cannot be only spaces' },
} as const;

/* ------------------------------------------------------------ enumerations */

/** Stored order statuses (001 §3): 未対応, 受付済み, 発送済み, 納品済み, キャンセル. */
export const marketplaceOrderStatusValues = ['UNTOUCHED', 'ACCEPTED', 'SENT', 'DELIVERED', 'CANCELED'] as const;
export const marketplaceOrderStatusSchema = v.picklist(marketplaceOrderStatusValues, messages.picklist.id);
export type MarketplaceOrderStatus = v.InferOutput<typeof marketplaceOrderStatusSchema>;

/** Status labels (Lingui context `MarketplaceOrderStatus` on the pages). */
export const marketplaceOrderStatusLabels = {
  UNTOUCHED: /*i18n*/ { id: 'marketplaceOrder.status.UNTOUCHED', message: 'Untouched' },
  ACCEPTED: /*i18n*/ { id: 'marketplaceOrder.status.ACCEPTED', message: 'Accepted' },
  SENT: /*i18n*/ { id: 'marketplaceOrder.status.SENT', message: 'Sent' },
  DELIVERED: /*i18n*/ { id: 'marketplaceOrder.status.DELIVERED', message: 'Delivered' },
  CANCELED: /*i18n*/ { id: 'marketplaceOrder.status.CANCELED', message: 'Canceled' },
} as const satisfies Record<MarketplaceOrderStatus, MessageDescriptor>;

/** List categories (001 §2): ALL, UNTOUCHED, ACCEPTED (= ACCEPTED, SENT and DELIVERED), CANCELED. */
export const marketplaceOrderCategoryValues = ['ALL', 'UNTOUCHED', 'ACCEPTED', 'CANCELED'] as const;
export const marketplaceOrderCategorySchema = v.picklist(marketplaceOrderCategoryValues, messages.picklist.id);
export type MarketplaceOrderCategory = v.InferOutput<typeof marketplaceOrderCategorySchema>;
/** The stored statuses a category covers. */
export const marketplaceOrderCategoryStatuses: Record<MarketplaceOrderCategory, readonly MarketplaceOrderStatus[]> = {
  ALL: marketplaceOrderStatusValues,
  UNTOUCHED: ['UNTOUCHED'],
  ACCEPTED: ['ACCEPTED', 'SENT', 'DELIVERED'],
  CANCELED: ['CANCELED'],
};

/** The moves of an order (`POST /v2/marketplace/orders/{orderId}/{action}`). */
export const marketplaceOrderActionValues = ['accept', 'send', 'deliver', 'cancel'] as const;
export type MarketplaceOrderAction = (typeof marketplaceOrderActionValues)[number];
/** Which company acts: the customer (sent orders) or the supplier (sales orders). */
export const marketplaceOrderSideValues = ['CUSTOMER', 'SUPPLIER'] as const;
export type MarketplaceOrderSide = (typeof marketplaceOrderSideValues)[number];

/** The localized 409 of a move the lifecycle does not allow to this side from the order's status. */
export const marketplaceOrderRefusedMessages = {
  accept: /*i18n*/ { id: 'api.marketplaceOrder.refused.accept', message: 'Only the supplier can accept an order, and only an untouched one.' },
  send: /*i18n*/ { id: 'api.marketplaceOrder.refused.send', message: 'Only the supplier can send an order, and only an accepted one.' },
  deliver: /*i18n*/ { id: 'api.marketplaceOrder.refused.deliver', message: 'Only the customer can confirm receipt, and only of a sent order.' },
  cancel: /*i18n*/ {
    id: 'api.marketplaceOrder.refused.cancel',
    message: 'This order can no longer be canceled: the customer can cancel an untouched order, the supplier an untouched or accepted one.',
  },
} as const satisfies Record<MarketplaceOrderAction, MessageDescriptor>;

/** Activity kinds (both sides see them). */
export const marketplaceOrderActivityKindValues = ['ORDERED', 'ACCEPTED', 'SENT', 'DELIVERED', 'CANCELED', 'COMMENTED'] as const;
export type MarketplaceOrderActivityKind = (typeof marketplaceOrderActivityKindValues)[number];
/** Activity labels (Lingui context `MarketplaceOrderActivityKind` on the pages). */
export const marketplaceOrderActivityKindLabels = {
  ORDERED: /*i18n*/ { id: 'marketplaceOrder.activity.ORDERED', message: 'Ordered' },
  ACCEPTED: /*i18n*/ { id: 'marketplaceOrder.activity.ACCEPTED', message: 'Accepted' },
  SENT: /*i18n*/ { id: 'marketplaceOrder.activity.SENT', message: 'Sent' },
  DELIVERED: /*i18n*/ { id: 'marketplaceOrder.activity.DELIVERED', message: 'Receipt confirmed' },
  CANCELED: /*i18n*/ { id: 'marketplaceOrder.activity.CANCELED', message: 'Canceled' },
  COMMENTED: /*i18n*/ { id: 'marketplaceOrder.activity.COMMENTED', message: 'Commented' },
} as const satisfies Record<MarketplaceOrderActivityKind, MessageDescriptor>;

/* ------------------------------------------------------------------ search */

/** Sortable columns of both lists. */
export const marketplaceOrderSortColumnValues = ['ORDER_NUMBER', 'ORDERED_AT', 'DELIVERY_DATE', 'ACCEPTED_AT'] as const;
export type MarketplaceOrderSortColumn = (typeof marketplaceOrderSortColumnValues)[number];
/** Default page size of both lists (001 §9). */
export const marketplaceOrderPageSize = 100;

const dateTimeSchema = v.pipe(v.string(messages.isoDateTime.id), v.isoTimestamp(messages.isoDateTime.id));

const filterEntries = {
  category: v.optional(marketplaceOrderCategorySchema, 'ALL'),
  orderedFrom: v.optional(dateTimeSchema),
  orderedTo: v.optional(dateTimeSchema),
};

function ordersQuery(sortColumn: MarketplaceOrderSortColumn, sortOrder: 'asc' | 'desc') {
  return v.strictObject(
    {
      page: v.optional(queryInteger({ min: 1 }), 1),
      pageSize: v.optional(queryInteger({ min: 1, max: 1000 }), marketplaceOrderPageSize),
      sortColumn: v.optional(v.picklist(marketplaceOrderSortColumnValues, messages.picklist.id), sortColumn),
      sortOrder: v.optional(sortOrderSchema, sortOrder),
      ...filterEntries,
    },
    messages.invalid.id,
  );
}

/**
 * Query of `GET /v2/marketplace/sent-orders` (001 §2, §5, §9): `page` (1-based, ≥ 1, default 1),
 * `pageSize` (100, 1–1000), `category` (ALL), `orderedFrom` / `orderedTo` (ISO 8601 date-times,
 * inclusive), `sortColumn` (ORDER_NUMBER), `sortOrder` (desc). A bad value is a 400 at its key.
 */
export const sentOrdersQuerySchema = ordersQuery('ORDER_NUMBER', 'desc');
export type SentOrdersQuery = v.InferOutput<typeof sentOrdersQuerySchema>;
/** Query of `GET /v2/marketplace/sales-orders`: the same, default `sortColumn` ACCEPTED_AT `asc` (untouched orders first). */
export const salesOrdersQuerySchema = ordersQuery('ACCEPTED_AT', 'asc');
export type SalesOrdersQuery = v.InferOutput<typeof salesOrdersQuerySchema>;
/** Query of both `-count` calls: the filters only. */
export const marketplaceOrdersCountQuerySchema = v.strictObject(filterEntries, messages.invalid.id);
export type MarketplaceOrdersCountQuery = v.InferOutput<typeof marketplaceOrdersCountQuerySchema>;

/** URL search of a list page: every invalid value falls back to its default (an invalid date is dropped). */
function ordersSearch(sortColumn: MarketplaceOrderSortColumn, sortOrder: 'asc' | 'desc') {
  return v.object({
    page: v.fallback(v.optional(queryInteger({ min: 1 }), 1), 1),
    pageSize: v.fallback(v.optional(queryInteger({ min: 1, max: 1000 }), marketplaceOrderPageSize), marketplaceOrderPageSize),
    sortColumn: v.fallback(v.optional(v.picklist(marketplaceOrderSortColumnValues), sortColumn), sortColumn),
    sortOrder: v.fallback(v.optional(sortOrderSchema, sortOrder), sortOrder),
    category: v.fallback(v.optional(marketplaceOrderCategorySchema, 'ALL'), 'ALL' as MarketplaceOrderCategory),
    orderedFrom: v.fallback(v.optional(dateTimeSchema), undefined),
    orderedTo: v.fallback(v.optional(dateTimeSchema), undefined),
  });
}
/** URL search of `/marketplace/store/sent-orders`. */
export const sentOrdersSearchSchema = ordersSearch('ORDER_NUMBER', 'desc');
/** URL search of `/marketplace/store/sales-orders`. */
export const salesOrdersSearchSchema = ordersSearch('ACCEPTED_AT', 'asc');
export type MarketplaceOrdersSearch = v.InferOutput<typeof sentOrdersSearchSchema>;

/* ------------------------------------------------------------------- shapes */

const partySchema = v.object({ id: v.string(), name: v.string() });

/**
 * A row of either list: `orderNumber`, `orderedAt` (ISO date-time), `orderedByPerson` {id, name}
 * (the customer's person; null when unknown), the `customer` and `supplier` companies, `status`,
 * `deliveryDate` (YYYY-MM-DD, set when sent), the move timestamps, and the totals in
 * `currencyCode` units (`totalOneShot`; `totalMonthly` per month; quotation lines count in neither).
 */
export const marketplaceOrderRowSchema = v.object({
  id: v.string(),
  orderNumber: v.number(),
  orderedAt: v.string(),
  orderedByPerson: v.nullable(partySchema),
  customer: partySchema,
  supplier: partySchema,
  status: marketplaceOrderStatusSchema,
  deliveryDate: v.nullable(v.string()),
  acceptedAt: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
  canceledAt: v.nullable(v.string()),
  currencyCode: currencyCodeSchema,
  totalOneShot: v.number(),
  totalMonthly: v.number(),
  itemCount: v.number(),
});
export type MarketplaceOrderRow = v.InferOutput<typeof marketplaceOrderRowSchema>;

/** A line of an order, as copied when ordered (`unitPrice` null for a quotation). */
export const marketplaceOrderItemSchema = v.object({
  id: v.string(),
  productId: v.nullable(v.string()),
  name: v.string(),
  maker: v.string(),
  model: v.string(),
  quantity: v.number(),
  contractMethod: marketplaceContractMethodSchema,
  priceKind: marketplacePriceKindSchema,
  unitPrice: v.nullable(v.number()),
  currencyCode: currencyCodeSchema,
});
export type MarketplaceOrderItem = v.InferOutput<typeof marketplaceOrderItemSchema>;

/**
 * The order (`GET /v2/marketplace/orders/{orderId}`): the row, its lines, the delivery place or
 * address, the note, the cancel reason, `version` (for the moves), `side` (which company the
 * caller is) and `actions` (the moves this side may take now, from the machine).
 */
export const marketplaceOrderDetailSchema = v.object({
  ...marketplaceOrderRowSchema.entries,
  items: v.array(marketplaceOrderItemSchema),
  deliveryPlace: v.nullable(partySchema),
  deliveryAddress: v.nullable(v.string()),
  note: v.nullable(v.string()),
  cancelReason: v.nullable(v.string()),
  version: v.number(),
  side: v.picklist(marketplaceOrderSideValues),
  actions: v.array(v.picklist(marketplaceOrderActionValues)),
});
export type MarketplaceOrderDetail = v.InferOutput<typeof marketplaceOrderDetailSchema>;

/** One activity, oldest first: `kind`, `side` of the acting company, `actorName`, `comment`, `deliveryDate` (a SENT's). */
export const marketplaceOrderActivitySchema = v.object({
  id: v.string(),
  kind: v.picklist(marketplaceOrderActivityKindValues),
  side: v.picklist(marketplaceOrderSideValues),
  companyName: v.string(),
  actorName: v.string(),
  comment: v.nullable(v.string()),
  deliveryDate: v.nullable(v.string()),
  occurredAt: v.string(),
});
export type MarketplaceOrderActivity = v.InferOutput<typeof marketplaceOrderActivitySchema>;

/* ------------------------------------------------------------------- bodies */

/** Longest reason or comment. */
export const marketplaceOrderTextMaxLength = 2000;
const requiredText = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.check((s) => s.trim() !== '', marketplaceOrderMessages.blank.id),
  v.maxLength(marketplaceOrderTextMaxLength, messages.maxLength.id),
);

/** Body of accept and deliver: the `version` read. */
export const marketplaceOrderMoveBodySchema = v.object({ version: versionSchema });
/** Body of send: the `version` and the `deliveryDate` (YYYY-MM-DD, today or later in Asia/Tokyo; 400 otherwise). */
export const sendMarketplaceOrderBodySchema = v.object({
  version: versionSchema,
  deliveryDate: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id)),
});
export type SendMarketplaceOrderBody = v.InferOutput<typeof sendMarketplaceOrderBodySchema>;
/** Body of cancel: the `version` and the `reason` (required, not only spaces). */
export const cancelMarketplaceOrderBodySchema = v.object({ version: versionSchema, reason: requiredText });
export type CancelMarketplaceOrderBody = v.InferOutput<typeof cancelMarketplaceOrderBodySchema>;
/** Body of a comment: `comment` (required, not only spaces). */
export const commentMarketplaceOrderBodySchema = v.object({ comment: requiredText });

/* ---------------------------------------------------------------- endpoints */

const orderParams = v.object({ orderId: v.string() });
const listErrors = errorResponses(400, 401, 403);
const product = 'MARKETPLACE' as const;

/** `GET /v2/marketplace/sent-orders` — the session company's orders as customer; 403 unless `isCustomer`. */
export const listSentOrdersEndpoint = endpoint({
  method: 'GET', path: '/v2/marketplace/sent-orders', summary: 'Sent marketplace orders', access: 'operator', product,
  query: sentOrdersQuerySchema, responses: { 200: listResponse(marketplaceOrderRowSchema), ...listErrors },
});
/** `GET /v2/marketplace/sent-orders-count` — how many sent orders the filters match. */
export const countSentOrdersEndpoint = endpoint({
  method: 'GET', path: '/v2/marketplace/sent-orders-count', summary: 'Sent marketplace orders count', access: 'operator', product,
  query: marketplaceOrdersCountQuerySchema, responses: { 200: countResponseSchema, ...listErrors },
});
/** `GET /v2/marketplace/sales-orders` — the session company's orders as supplier; 403 unless `isSupplier`. */
export const listSalesOrdersEndpoint = endpoint({
  method: 'GET', path: '/v2/marketplace/sales-orders', summary: 'Sales marketplace orders', access: 'operator', product,
  query: salesOrdersQuerySchema, responses: { 200: listResponse(marketplaceOrderRowSchema), ...listErrors },
});
/** `GET /v2/marketplace/sales-orders-count` — how many sales orders the filters match. */
export const countSalesOrdersEndpoint = endpoint({
  method: 'GET', path: '/v2/marketplace/sales-orders-count', summary: 'Sales marketplace orders count', access: 'operator', product,
  query: marketplaceOrdersCountQuerySchema, responses: { 200: countResponseSchema, ...listErrors },
});
/** `GET /v2/marketplace/orders/{orderId}` — the order, for its customer or its supplier; 404 for anyone else. */
export const getMarketplaceOrderEndpoint = endpoint({
  method: 'GET', path: '/v2/marketplace/orders/{orderId}', summary: 'A marketplace order', access: 'operator', product,
  params: orderParams, responses: { 200: marketplaceOrderDetailSchema, ...errorResponses(401, 403, 404) },
});
/** `GET /v2/marketplace/orders/{orderId}/activities` — what happened to the order, oldest first. */
export const listMarketplaceOrderActivitiesEndpoint = endpoint({
  method: 'GET', path: '/v2/marketplace/orders/{orderId}/activities', summary: 'Activities of a marketplace order', access: 'operator', product,
  params: orderParams, responses: { 200: listResponse(marketplaceOrderActivitySchema), ...errorResponses(401, 403, 404) },
});

const move = <const P extends string, const S extends string, B extends v.GenericSchema>(path: P, summary: S, body: B) =>
  endpoint({ method: 'POST', path, summary, access: 'operator', product, params: orderParams, body, responses: { 200: marketplaceOrderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) } });

/** `POST …/accept` — supplier: UNTOUCHED → ACCEPTED (200 the order; 409 refused or stale). */
export const acceptMarketplaceOrderEndpoint = move('/v2/marketplace/orders/{orderId}/accept', 'Accept a marketplace order', marketplaceOrderMoveBodySchema);
/** `POST …/send` — supplier: ACCEPTED → SENT with the delivery date (400 before today). */
export const sendMarketplaceOrderEndpoint = move('/v2/marketplace/orders/{orderId}/send', 'Send a marketplace order', sendMarketplaceOrderBodySchema);
/** `POST …/deliver` — customer: SENT → DELIVERED (receipt confirmed). */
export const deliverMarketplaceOrderEndpoint = move('/v2/marketplace/orders/{orderId}/deliver', 'Confirm receipt of a marketplace order', marketplaceOrderMoveBodySchema);
/** `POST …/cancel` — customer while UNTOUCHED, supplier while UNTOUCHED or ACCEPTED; the reason is kept. */
export const cancelMarketplaceOrderEndpoint = move('/v2/marketplace/orders/{orderId}/cancel', 'Cancel a marketplace order', cancelMarketplaceOrderBodySchema);
/** `POST …/comments` — either side: a COMMENTED activity (201 the activity). */
export const commentMarketplaceOrderEndpoint = endpoint({
  method: 'POST', path: '/v2/marketplace/orders/{orderId}/comments', summary: 'Comment on a marketplace order', access: 'operator', product,
  params: orderParams, body: commentMarketplaceOrderBodySchema, responses: { 201: marketplaceOrderActivitySchema, ...errorResponses(400, 401, 403, 404) },
});

/** Every marketplace order call, for `apiEndpoints`. */
export const marketplaceOrderEndpoints = [
  listSentOrdersEndpoint, countSentOrdersEndpoint, listSalesOrdersEndpoint, countSalesOrdersEndpoint,
  getMarketplaceOrderEndpoint, listMarketplaceOrderActivitiesEndpoint,
  acceptMarketplaceOrderEndpoint, sendMarketplaceOrderEndpoint, deliverMarketplaceOrderEndpoint, cancelMarketplaceOrderEndpoint,
  commentMarketplaceOrderEndpoint,
] as const;
