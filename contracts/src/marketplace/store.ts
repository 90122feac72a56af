import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { countQuery, listQuery, searchParamsSchema } from '../common/list-query';
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
