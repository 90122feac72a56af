import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { countQuery, listQuery, queryInteger, searchParamsSchema } from '../common/list-query';
import { messages } from '../messages';
import { listEndpoints } from '../common/list-endpoints';

/** The marketplace store (000 §2 store tabs, §3 Marketplace header, §6; 001 §3, §9). */

/** Answer of `GET /v2/marketplace/store/header` (000 §3). */
export const marketplaceHeaderSchema = v.object({ isAvailable: v.boolean(), isCustomer: v.boolean(), isSupplier: v.boolean() });
export type MarketplaceHeader = v.InferOutput<typeof marketplaceHeaderSchema>;

/** Marketplace price kinds (001 §3): one-shot, recurring, quotation. */
export const marketplacePriceKindValues = ['ONE_SHOT', 'RECURRING', 'QUOTATION'] as const;
export const marketplacePriceKindSchema = v.picklist(marketplacePriceKindValues);
/** Marketplace contract methods (001 §3): rental, purchase, service contract. */
export const marketplaceContractMethodValues = ['RENTAL', 'PURCHASE', 'SERVICE_CONTRACT'] as const;
export const marketplaceContractMethodSchema = v.picklist(marketplaceContractMethodValues);
/** Currencies (001 §3, §9). */
export const currencyCodeValues = ['JPY', 'USD', 'IDR', 'THB', 'VND'] as const;
export const currencyCodeSchema = v.picklist(currencyCodeValues);
/** Device genres (001 §3). */
export const deviceGenreValues = ['WORKSTATION', 'LAPTOP', 'MOBILE', 'TABLET', 'MONITOR', 'SERVER', 'OTHER'] as const;
export const deviceGenreSchema = v.picklist(deviceGenreValues);
export type DeviceGenre = v.InferOutput<typeof deviceGenreSchema>;

/** Sortable store columns; default `NAME`. */
export const marketplaceDeviceSortColumnValues = ['NAME', 'MAKER', 'PRICE'] as const;

/**
 * Query of `GET /v2/marketplace/store/devices`: `freeText` (name, maker, model), `sortColumn`,
 * `sortOrder`, `pageIndex` (0), `pageSize` (default 10, 001 §9).
 */
export const marketplaceDevicesQuerySchema = listQuery({ sortColumns: marketplaceDeviceSortColumnValues, sortColumn: 'NAME', pageSize: 10 });
export type MarketplaceDevicesQuery = v.InferOutput<typeof marketplaceDevicesQuerySchema>;
/** Query of `GET /v2/marketplace/store/devices-count`. */
export const marketplaceDevicesCountQuerySchema = countQuery();
export type MarketplaceDevicesCountQuery = v.InferOutput<typeof marketplaceDevicesCountQuerySchema>;
/** URL search of `/marketplace/store/devices`: invalid values fall back to their defaults. */
export const marketplaceDevicesSearchSchema = searchParamsSchema(marketplaceDevicesQuerySchema);

/**
 * A device product of the store: `price` in `currencyCode` units (yen for JPY; null for a
 * quotation), `priceKind` (RECURRING prices are per month), `contractMethod`, and the supplier.
 */
export const marketplaceDeviceSchema = v.object({
  id: v.string(),
  name: v.string(),
  maker: v.string(),
  model: v.string(),
  genre: deviceGenreSchema,
  imageUrl: v.nullable(v.string()),
  price: v.nullable(v.number()),
  currencyCode: currencyCodeSchema,
  priceKind: marketplacePriceKindSchema,
  contractMethod: marketplaceContractMethodSchema,
  supplier: v.object({ id: v.string(), name: v.string() }),
});
export type MarketplaceDevice = v.InferOutput<typeof marketplaceDeviceSchema>;

/** `GET /v2/marketplace/store/header` — whether the store is available and the company's roles in it. */
export const getMarketplaceHeaderEndpoint = endpoint({
  method: 'GET',
  path: '/v2/marketplace/store/header',
  summary: 'Marketplace availability and roles',
  access: 'operator', product: 'MARKETPLACE',
  responses: { 200: marketplaceHeaderSchema, ...errorResponses(401, 403) },
});

/**
 * `GET /v2/marketplace/store/devices` — one page of device products; `…/devices-count` — how many
 * match. 403 unless `isCustomer`.
 */
export const { list: listMarketplaceDevicesEndpoint, count: countMarketplaceDevicesEndpoint } = listEndpoints({
  path: '/v2/marketplace/store/devices', countPath: '/v2/marketplace/store/devices-count', summary: 'Marketplace device products', access: 'operator', product: 'MARKETPLACE',
  row: marketplaceDeviceSchema, query: marketplaceDevicesQuerySchema, countQuery: marketplaceDevicesCountQuerySchema,
});

/**
 * One device product's page (`/marketplace/store/devices/{productId}`, issue 15): the store row plus
 * the supplier's `description` in the caller's language (null when none was written) and
 * `leadTimeDays`, working days from acceptance to delivery (null: ask the supplier).
 */
export const marketplaceProductDetailSchema = v.object({
  ...marketplaceDeviceSchema.entries,
  description: v.nullable(v.string()),
  leadTimeDays: v.nullable(v.number()),
});
export type MarketplaceProductDetail = v.InferOutput<typeof marketplaceProductDetailSchema>;

/** Path params of the product calls: any string; one that is not a product's UUID answers 404. */
export const marketplaceProductParamsSchema = v.object({ productId: v.string() });

/**
 * Query of `GET /v2/marketplace/store/devices/{productId}/related`: `pageIndex` (0-based, default 0)
 * and `pageSize` (1–1000, default 10: the product page's lists, 001 §2 "store/devices/{productId}
 * (default page size 10)"). Unknown keys and bad values are 400.
 */
export const marketplaceRelatedQuerySchema = v.strictObject(
  {
    pageIndex: v.optional(queryInteger({ min: 0 }), 0),
    pageSize: v.optional(queryInteger({ min: 1, max: 1000 }), 10),
  },
  messages.invalid.id,
);
export type MarketplaceRelatedQuery = v.InferOutput<typeof marketplaceRelatedQuerySchema>;
/** URL search of the product page (the related list's paging): invalid values fall back to the defaults. */
export const marketplaceProductSearchSchema = searchParamsSchema(marketplaceRelatedQuerySchema);

/** Answer of the related products call: one page of rows and how many there are in all. */
export const marketplaceRelatedSchema = v.object({ items: v.array(marketplaceDeviceSchema), total: v.number() });
export type MarketplaceRelated = v.InferOutput<typeof marketplaceRelatedSchema>;

/**
 * `GET /v2/marketplace/store/devices/{productId}` — one device product with its description and
 * lead time. 403 unless the company is an available customer; 404 for an unknown or non-UUID id.
 */
export const getMarketplaceProductEndpoint = endpoint({
  method: 'GET',
  path: '/v2/marketplace/store/devices/{productId}',
  summary: 'One marketplace device product',
  access: 'operator', product: 'MARKETPLACE',
  params: marketplaceProductParamsSchema,
  responses: { 200: marketplaceProductDetailSchema, ...errorResponses(401, 403, 404) },
});

/**
 * `GET /v2/marketplace/store/devices/{productId}/related` — the other products of the same supplier
 * or the same genre (the same genre first, then by name in the caller's language), paged (10 by
 * default). 403 unless an available customer; 404 for an unknown product.
 */
export const listMarketplaceRelatedProductsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/marketplace/store/devices/{productId}/related',
  summary: 'Products related to a marketplace product',
  access: 'operator', product: 'MARKETPLACE',
  params: marketplaceProductParamsSchema,
  query: marketplaceRelatedQuerySchema,
  responses: { 200: marketplaceRelatedSchema, ...errorResponses(400, 401, 403, 404) },
});
