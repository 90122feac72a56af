import * as v from 'valibot';
import { anyProduct, endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { freeTextSchema, queryInteger, sortOrderSchema } from '../common/list-query';
import { deviceGenreSchema } from '../marketplace/store';

/**
 * The option lists of the pickers (000 §3 "Select options", §7 select calls, §8 device mapping
 * errors). Each call takes `freeText`, a direction and paging (`pageIndex` 0, `pageSize` 50,
 * 1–200), and answers one page of options; a page shorter than `pageSize` is the last one.
 */

/** Default page size of a picker's option page. */
export const selectOptionsPageSize = 50;

const selectPaging = {
  freeText: v.optional(freeTextSchema),
  pageIndex: v.optional(queryInteger({ min: 0 }), 0),
  pageSize: v.optional(queryInteger({ min: 1, max: 200 }), selectOptionsPageSize),
};

/**
 * A device option (000 §3): `id`, `name`, `avatarUrl`, and `genre` (001 §3; the avatar's fallback
 * icon; absent or `null` when unknown). The page maps what the API returns with this
 * schema; a device without id or name fails with "Device ID is required" / "Device name is
 * required" (000 §8 device mapping errors) instead of showing a blank option.
 */
export const deviceSelectOptionSchema = v.object({
  id: v.pipe(v.string(messages.deviceIdRequired.id), v.nonEmpty(messages.deviceIdRequired.id)),
  name: v.pipe(v.string(messages.deviceNameRequired.id), v.nonEmpty(messages.deviceNameRequired.id)),
  avatarUrl: v.nullable(v.string()),
  genre: v.nullish(deviceGenreSchema),
});
export type DeviceSelectOption = v.InferOutput<typeof deviceSelectOptionSchema>;

/** Query of `GET /v2/components/devices-for-select` (000 §7): `orderBy=name`, `orderDirection` (asc), `freeText`, paging. */
export const devicesForSelectQuerySchema = v.strictObject(
  {
    orderBy: v.optional(v.picklist(['name'], messages.picklist.id), 'name'),
    orderDirection: v.optional(sortOrderSchema, 'asc'),
    ...selectPaging,
  },
  messages.invalid.id,
);

/** `GET /v2/components/devices-for-select` — `{ items: DeviceSelectOption[] }`, the company's devices by name. */
export const devicesForSelectEndpoint = endpoint({
  method: 'GET',
  path: '/v2/components/devices-for-select',
  summary: 'Device options',
  access: 'operator', product: anyProduct,
  query: devicesForSelectQuerySchema,
  // the answer is checked item by item by the picker (deviceSelectOptionSchema), so one bad row
  // surfaces as the 000 §8 error rather than a failed page
  responses: { 200: v.object({ items: v.array(v.unknown()) }), ...errorResponses(400, 401, 403) },
});

/** A place option (000 §3): `id`, `name` (request's language) and `address` (shown as the option's second line). */
export const placeSelectOptionSchema = v.object({ id: v.string(), name: v.string(), address: v.nullable(v.string()) });
export type PlaceSelectOption = v.InferOutput<typeof placeSelectOptionSchema>;

/** Query of `GET /v2/components/place-select` (000 §7): `orderBy` (`ADDRESS` default, or `NAME`), `orderDirection`, `freeText`, paging. */
export const placeSelectQuerySchema = v.strictObject(
  {
    orderBy: v.optional(v.picklist(['ADDRESS', 'NAME'], messages.picklist.id), 'ADDRESS'),
    orderDirection: v.optional(sortOrderSchema, 'asc'),
    ...selectPaging,
  },
  messages.invalid.id,
);

/** `GET /v2/components/place-select` — `{ places: PlaceSelectOption[] }` (000 §7 answers "places"). */
export const placeSelectEndpoint = endpoint({
  method: 'GET',
  path: '/v2/components/place-select',
  summary: 'Place options',
  access: 'operator', product: anyProduct,
  query: placeSelectQuerySchema,
  responses: { 200: v.object({ places: v.array(placeSelectOptionSchema) }), ...errorResponses(400, 401, 403) },
});

/** A worker option (000 §3): `personId`, `name` (request's language), `primaryWorkerEmail`, `avatarUrl`. */
export const workerSelectOptionSchema = v.object({
  personId: v.string(),
  name: v.string(),
  primaryWorkerEmail: v.nullable(v.string()),
  avatarUrl: v.nullable(v.string()),
});
export type WorkerSelectOption = v.InferOutput<typeof workerSelectOptionSchema>;

/** Query of `GET /v2/workers-for-select` (000 §7): `orderDirection`, `freeText` (name in kanji, kana or English, e-mail), paging. */
export const workersForSelectQuerySchema = v.strictObject({ orderDirection: v.optional(sortOrderSchema, 'asc'), ...selectPaging }, messages.invalid.id);

/** `GET /v2/workers-for-select` — `{ items: WorkerSelectOption[] }`, current workers (alumni left out) by name. */
export const workersForSelectEndpoint = endpoint({
  method: 'GET',
  path: '/v2/workers-for-select',
  summary: 'Worker options',
  access: 'operator', product: anyProduct,
  query: workersForSelectQuerySchema,
  responses: { 200: v.object({ items: v.array(workerSelectOptionSchema) }), ...errorResponses(400, 401, 403) },
});
