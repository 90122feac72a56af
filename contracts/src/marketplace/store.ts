import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { apiErrorSchema } from '../errors';
import { countQuery, countResponseSchema, listQuery, listResponse, searchParamsSchema } from '../common/list-query';

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
  access: 'operator',
  responses: { 200: marketplaceHeaderSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});

/** `GET /v2/marketplace/store/devices` — one page of device products. 403 unless `isCustomer`. */
export const listMarketplaceDevicesEndpoint = endpoint({
  method: 'GET',
  path: '/v2/marketplace/store/devices',
  summary: 'Marketplace device products',
  access: 'operator',
  query: marketplaceDevicesQuerySchema,
  responses: { 200: listResponse(marketplaceDeviceSchema), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});

/** `GET /v2/marketplace/store/devices-count` — how many device products match. 403 unless `isCustomer`. */
export const countMarketplaceDevicesEndpoint = endpoint({
  method: 'GET',
  path: '/v2/marketplace/store/devices-count',
  summary: 'Marketplace device products count',
  access: 'operator',
  query: marketplaceDevicesCountQuerySchema,
  responses: { 200: countResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});
