import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { currencyCodeSchema, marketplaceContractMethodSchema, marketplaceDeviceSchema } from './store';

/**
 * The marketplace cart (`/marketplace/cart`, issue 15; 000 §2; 001 §3 contract methods and price
 * kinds): each staff user of a customer company has one cart of product lines; placing the order
 * turns it into one order per supplier (docs/marketplace.md "Product page and cart").
 */

/** Server messages of the cart (catalog `contracts`: the API and the pages share them). */
export const cartMessages = {
  empty: /*i18n*/ { id: 'api.marketplace.cart.empty', message: 'The cart is empty. Add a product before placing an order.' },
  productNotFound: /*i18n*/ { id: 'api.marketplace.cart.productNotFound', message: 'This product is no longer offered.' },
  ownProduct: /*i18n*/ { id: 'api.marketplace.cart.ownProduct', message: "You cannot order your own company's product." },
  contractMethodNotOffered: /*i18n*/ { id: 'api.marketplace.cart.contractMethod', message: 'This product is not offered with this contract method.' },
  deliveryRequired: /*i18n*/ { id: 'validation.marketplace.delivery.required', message: 'Choose a delivery place or enter a delivery address' },
  placeNotFound: /*i18n*/ { id: 'api.marketplace.cart.placeNotFound', message: 'This place was not found. Choose another place.' },
} as const;

/** Largest quantity of one cart line. */
export const cartQuantityMax = 999;
/** Longest delivery address, in characters. */
export const deliveryAddressMaxLength = 500;
/** Longest order note, in characters. */
export const orderNoteMaxLength = 1000;

/**
 * One line of the cart: the product as it is offered now (`product`, names in the caller's
 * language), the quantity (1–999), the contract method, and `lineTotal` = unit price × quantity in
 * the product's currency (per month for a RECURRING price; null for a QUOTATION).
 */
export const cartLineSchema = v.object({
  id: v.string(),
  product: marketplaceDeviceSchema,
  quantity: v.number(),
  contractMethod: marketplaceContractMethodSchema,
  lineTotal: v.nullable(v.number()),
});
export type CartLine = v.InferOutput<typeof cartLineSchema>;

/** The sums of one currency: `oneShot` (ONE_SHOT lines) and `monthly` (RECURRING lines, per month). */
export const cartTotalSchema = v.object({ currencyCode: currencyCodeSchema, oneShot: v.number(), monthly: v.number() });
export type CartTotal = v.InferOutput<typeof cartTotalSchema>;

/**
 * Answer of `GET /v2/marketplace/cart` (and of the PUT and DELETE calls): the lines, oldest first;
 * the totals per currency; `quotationLineCount`, the lines priced on quotation (in no total).
 */
export const cartSchema = v.object({
  lines: v.array(cartLineSchema),
  totals: v.array(cartTotalSchema),
  quotationLineCount: v.number(),
});
export type Cart = v.InferOutput<typeof cartSchema>;

/**
 * Body of `PUT /v2/marketplace/cart/items`: sets the quantity of the product's line with that
 * contract method (the product's own method: it is the only one offered). `quantity` 0 removes
 * the line, 1–999 sets it.
 */
export const putCartItemBodySchema = v.strictObject(
  {
    productId: v.pipe(v.string(messages.required.id), v.uuid(messages.uuid.id)),
    contractMethod: marketplaceContractMethodSchema,
    quantity: v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(0, messages.minValue.id), v.maxValue(cartQuantityMax, messages.maxValue.id)),
  },
  messages.invalid.id,
);
export type PutCartItemBody = v.InferOutput<typeof putCartItemBodySchema>;

const optionalText = (max: number) => v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(max, messages.maxLength.id)));

/**
 * Body of `POST /v2/marketplace/cart/order`: where to deliver — a place of the company
 * (`deliveryPlaceId`) or a free address (`deliveryAddress`, ≤ 500 characters), at least one —
 * and a note to the supplier (≤ 1000 characters).
 */
export const placeOrderBodySchema = v.pipe(
  v.strictObject(
    {
      deliveryPlaceId: v.nullable(v.pipe(v.string(), v.uuid(messages.uuid.id))),
      deliveryAddress: optionalText(deliveryAddressMaxLength),
      note: optionalText(orderNoteMaxLength),
    },
    messages.invalid.id,
  ),
  v.forward(
    v.partialCheck([['deliveryPlaceId'], ['deliveryAddress']], (x) => x.deliveryPlaceId !== null || (x.deliveryAddress ?? '') !== '', cartMessages.deliveryRequired.id),
    ['deliveryPlaceId'],
  ),
);
export type PlaceOrderBody = v.InferInput<typeof placeOrderBodySchema>;

/** One order the cart became: its id, its number (global, increasing) and its supplier. */
export const placedOrderSchema = v.object({ id: v.string(), orderNumber: v.number(), supplier: v.object({ id: v.string(), name: v.string() }) });
export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>;
/** Answer of `POST /v2/marketplace/cart/order`: the new orders, by order number. */
export const placeOrderResultSchema = v.object({ orders: v.array(placedOrderSchema) });
export type PlaceOrderResult = v.InferOutput<typeof placeOrderResultSchema>;

/** `GET /v2/marketplace/cart` — the caller's cart. 403 unless the company is an available customer. */
export const getCartEndpoint = endpoint({
  method: 'GET',
  path: '/v2/marketplace/cart',
  summary: 'The marketplace cart',
  access: 'operator', product: 'MARKETPLACE',
  responses: { 200: cartSchema, ...errorResponses(401, 403) },
});

/**
 * `PUT /v2/marketplace/cart/items` — sets (0: removes) a product's line; answers the cart. 400 with
 * field paths: an unknown product (`productId`), the company's own product (`productId`), another
 * contract method than the product's (`contractMethod`), a quantity outside 0–999. 403 unless an
 * available customer.
 */
export const putCartItemEndpoint = endpoint({
  method: 'PUT',
  path: '/v2/marketplace/cart/items',
  summary: 'Set the quantity of a cart line',
  access: 'operator', product: 'MARKETPLACE',
  body: putCartItemBodySchema,
  responses: { 200: cartSchema, ...errorResponses(400, 401, 403) },
});

/** `DELETE /v2/marketplace/cart/items/{itemId}` — removes one of the caller's lines (404 otherwise); answers the cart. */
export const deleteCartItemEndpoint = endpoint({
  method: 'DELETE',
  path: '/v2/marketplace/cart/items/{itemId}',
  summary: 'Remove a cart line',
  access: 'operator', product: 'MARKETPLACE',
  params: v.object({ itemId: v.string() }),
  responses: { 200: cartSchema, ...errorResponses(401, 403, 404) },
});

/**
 * `POST /v2/marketplace/cart/order` — places the cart: one order per supplier (and currency), status
 * UNTOUCHED, its lines copied from the products, an ORDERED activity, the cart emptied — all or
 * nothing. 400: an empty cart (no field), no delivery place or address (`deliveryPlaceId`), a place
 * not the company's (`deliveryPlaceId`), a line whose product is gone or the company's own (`lines`).
 */
export const placeOrderEndpoint = endpoint({
  method: 'POST',
  path: '/v2/marketplace/cart/order',
  summary: 'Place the cart as orders',
  access: 'operator', product: 'MARKETPLACE',
  body: placeOrderBodySchema,
  responses: { 201: placeOrderResultSchema, ...errorResponses(400, 401, 403) },
});
