import * as v from 'valibot';
import { endpoint, type EndpointAccess, type EndpointProduct } from '../endpoint';
import { apiErrorSchema, errorResponses } from '../errors';
import { messages } from '../messages';
import { countQuery, countResponseSchema, listQuery, listResponse, searchParamsSchema, type SortOrder } from './list-query';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** A list call's errors: 400 bad query, 401 not signed in, 403 not the `access` account. */
const listErrorResponses = errorResponses(400, 401, 403);

/**
 * The two calls of a list resource (DECISIONS.md "Calls that the files mark 'not shown'": lists are
 * `GET /v2/{resource}`, their counts `GET /v2/{resource}-count`), declared together so they cannot
 * drift apart:
 * - `list`: `GET path` with `query` (paging, sort, filters; see `listQuery`) → 200 `{ items: Row[] }`;
 * - `count`: `GET countPath` with `countQuery` (the same filters; see `countQuery`) → 200 `{ count }`;
 *   its summary is `countSummary`, else `summary` + " count".
 *
 * Both answer 400 `VALIDATION_ERROR` for a bad query, 401 without a session and 403 without the
 * `access` account, each with `apiErrorSchema`. Literal types are kept (as `endpoint` does), so
 * `EndpointResponse<typeof list>` is `{ items: Row[] }` and the server's handlers and the client's
 * fetchers infer from the descriptors.
 *
 * @example export const { list: listPlacesEndpoint, count: countPlacesEndpoint } = listEndpoints({ path: '/v2/places', … });
 */
export function listEndpoints<
  const TPath extends string,
  const TCountPath extends string,
  const TSummary extends string,
  const TAccess extends EndpointAccess,
  const TRow extends AnySchema,
  const TQuery extends AnySchema,
  const TCountQuery extends AnySchema,
  const TCountSummary extends string = `${TSummary} count`,
>(options: {
  path: TPath;
  countPath: TCountPath;
  summary: TSummary;
  countSummary?: TCountSummary;
  access: TAccess;
  /** The product of both calls (required with `operator` access; see `EndpointDef.product`). */
  product?: EndpointProduct;
  row: TRow;
  query: TQuery;
  countQuery: TCountQuery;
}) {
  const { path, countPath, summary, access, product, row, query, countQuery } = options;
  const countSummary = options.countSummary ?? (`${summary} count` as TCountSummary);
  return {
    list: endpoint({ method: 'GET', path, summary, access, product, query, responses: { 200: listResponse(row), ...listErrorResponses } }),
    count: endpoint({ method: 'GET', path: countPath, summary: countSummary, access, product, query: countQuery, responses: { 200: countResponseSchema, ...listErrorResponses } }),
  };
}

/**
 * A resource declared once (issue 10; the idea of react-admin's and Refine's resources): the
 * calls of one record type built from its schemas, with one `access`, one product permission and
 * DECISIONS.md's paths ("Calls that the files mark 'not shown'"):
 *
 * | call      | method and path                    | success                 | errors                 |
 * |-----------|------------------------------------|-------------------------|------------------------|
 * | `list`    | `GET {path}`                       | 200 `{ items: Row[] }`  | 400 401 403            |
 * | `count`   | `GET {path}-count`                 | 200 `{ count }`         | 400 401 403            |
 * | `get`     | `GET {path}/{id}`                  | 200 detail              | 401 403 404            |
 * | `create`  | `POST {path}`                      | 201 `{ id }` (or given) | 400 401 403 (+409)     |
 * | `update`  | `PATCH {path}/{id}`                | 200 detail              | 400 401 403 404 409    |
 * | `delete`  | `DELETE {path}/{id}`               | 204                     | 401 403 404 (+409)     |
 * | `enable`  | `PATCH {path}/{id}/enable`         | 200 detail              | 401 403 404            |
 * | `disable` | `PATCH {path}/{id}/disable`        | 200 detail              | 401 403 404            |
 *
 * Every call is optional: declare only what the resource has. `list` declares `list` and `count`
 * together (see `listEndpoints`). `detail` is the answer of get, update, enable and disable. Every
 * error answers `apiErrorSchema`. Literal types are kept, so `EndpointResponse<typeof
 * networksResource.endpoints.get>` is the detail and the server's handlers infer their input.
 *
 * @example
 * const networksSearch = listSchemas({ sortColumns: ['NETWORK_NAME', 'PURPOSE'], sortColumn: 'NETWORK_NAME', filters });
 * export const networksResource = resource({
 *   path: '/v2/networks', access: 'operator', product: 'IT', detail: networkDetailSchema,
 *   list: { summary: 'Networks', row: networkRowSchema, query: networksSearch.query, countQuery: networksSearch.count },
 *   get: { summary: 'One network' },
 *   create: { summary: 'Create a network', body: createNetworkBodySchema },
 *   update: { summary: 'Update a network', body: updateNetworkBodySchema },
 *   delete: { summary: 'Delete a network' },
 * });
 * export const { list: listNetworksEndpoint, count: countNetworksEndpoint, get: getNetworkEndpoint } = networksResource.endpoints;
 */
export function resource<const O extends ResourceOptions>(options: O): Resource<O> {
  const { path, access, product, detail } = options;
  const params = options.params ?? idParamsSchema;
  const one = `${path}/{id}`;
  const common = { access, product };
  const endpoints: Record<string, unknown> = {};
  const { list, get, create, update, enable, disable } = options;
  if (list) {
    Object.assign(
      endpoints,
      listEndpoints({ path, countPath: `${path}-count`, summary: list.summary, countSummary: list.countSummary, ...common, row: list.row, query: list.query, countQuery: list.countQuery }),
    );
  }
  if (get) endpoints.get = endpoint({ method: 'GET', path: one, summary: get.summary, ...common, params, responses: { 200: detail, ...errorResponses(401, 403, 404) } });
  if (create) {
    const errors = create.conflict ? errorResponses(400, 401, 403, 409) : errorResponses(400, 401, 403);
    endpoints.create = endpoint({ method: 'POST', path, summary: create.summary, ...common, body: create.body, responses: { 201: create.response ?? createdIdSchema, ...errors } });
  }
  if (update) {
    endpoints.update = endpoint({ method: 'PATCH', path: one, summary: update.summary, ...common, params, body: update.body, responses: { 200: detail, ...errorResponses(400, 401, 403, 404, 409) } });
  }
  if (options.delete) {
    const errors = options.delete.conflict ? errorResponses(401, 403, 404, 409) : errorResponses(401, 403, 404);
    endpoints.delete = endpoint({ method: 'DELETE', path: one, summary: options.delete.summary, ...common, params, responses: { 204: null, ...errors } });
  }
  if (enable) endpoints.enable = endpoint({ method: 'PATCH', path: `${one}/enable`, summary: enable.summary, ...common, params, responses: { 200: detail, ...errorResponses(401, 403, 404) } });
  if (disable) endpoints.disable = endpoint({ method: 'PATCH', path: `${one}/disable`, summary: disable.summary, ...common, params, responses: { 200: detail, ...errorResponses(401, 403, 404) } });
  return { path, params, endpoints } as unknown as Resource<O>;
}

/**
 * The three schemas of a list's search (000 §9, DECISIONS.md "Lists and search"), from one
 * declaration: `query` of `GET /v2/{resource}` (paging, sort, freeText and the filters; see
 * `listQuery`), `count` of `GET /v2/{resource}-count` (the filters and freeText; see `countQuery`)
 * and `search`, the URL search of the list screen (invalid values fall back to their defaults; see
 * `searchParamsSchema`).
 *
 * @example const placesSearch = listSchemas({ sortColumns: ['CODE', 'PLACE'], sortColumn: 'CODE', filters: { category: … } });
 */
export function listSchemas<const TColumns extends readonly [string, ...string[]], const TFilters extends v.ObjectEntries = Record<never, never>>(options: {
  sortColumns: TColumns;
  sortColumn: TColumns[number];
  sortOrder?: SortOrder;
  pageSize?: number;
  maxPageSize?: number;
  filters?: TFilters;
}) {
  const query = listQuery(options);
  return { query, count: countQuery(options.filters), search: searchParamsSchema(query) };
}

/** Path params of a resource's one-record calls: `id` (anything that is not one of the company's ids is 404, not 400). */
export const idParamsSchema = v.object({ id: v.string() });
/** Answer of a create: `{ id }` of the new record. */
export const createdIdSchema = v.object({ id: v.string() });

/**
 * `version` of an update body (optimistic concurrency): the version the editor read, a whole
 * number from 1; a stale one answers 409 `CONFLICT`.
 */
export const versionSchema = v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1));

/** What `resource` takes: the base path, access, product and the calls the resource has. */
export interface ResourceOptions {
  /** Base path, `/v2/{resource}` (DECISIONS.md). */
  path: string;
  access: EndpointAccess;
  /** The product permission of every call (required with `operator` access). */
  product?: EndpointProduct;
  /** Path params of the one-record calls; default `idParamsSchema` (`{ id }`). */
  params?: AnySchema;
  /** The record as get, update, enable and disable answer it. */
  detail: AnySchema;
  list?: { summary: string; countSummary?: string; row: AnySchema; query: AnySchema; countQuery: AnySchema };
  get?: { summary: string };
  /** `response`: the 201 body (default `{ id }`); `conflict`: the create can answer 409 (a unique value taken). */
  create?: { summary: string; body: AnySchema; response?: AnySchema; conflict?: boolean };
  update?: { summary: string; body: AnySchema };
  /** `conflict`: the delete can answer 409 (the record is still in use). */
  delete?: { summary: string; conflict?: boolean };
  enable?: { summary: string };
  disable?: { summary: string };
}

type ErrorsOf<S extends number> = { [K in S]: typeof apiErrorSchema };
type Call<O extends ResourceOptions, M extends string, P extends string, Parts> = {
  method: M;
  path: P;
  summary: string;
  access: O['access'];
  product: O['product'];
} & Parts;
type ParamsOf<O extends ResourceOptions> = O extends { params: infer P extends AnySchema } ? P : typeof idParamsSchema;
type One<O extends ResourceOptions> = `${O['path']}/{id}`;

type ListCalls<O extends ResourceOptions> = O extends { list: infer L extends NonNullable<ResourceOptions['list']> }
  ? {
      list: Call<O, 'GET', O['path'], { query: L['query']; responses: { 200: ReturnType<typeof listResponse<L['row']>> } & ErrorsOf<400 | 401 | 403> }>;
      count: Call<O, 'GET', `${O['path']}-count`, { query: L['countQuery']; responses: { 200: typeof countResponseSchema } & ErrorsOf<400 | 401 | 403> }>;
    }
  : unknown;
type GetCall<O extends ResourceOptions> = O extends { get: object }
  ? { get: Call<O, 'GET', One<O>, { params: ParamsOf<O>; responses: { 200: O['detail'] } & ErrorsOf<401 | 403 | 404> }> }
  : unknown;
type CreateCall<O extends ResourceOptions> = O extends { create: infer C extends NonNullable<ResourceOptions['create']> }
  ? {
      create: Call<O, 'POST', O['path'], {
        body: C['body'];
        responses: { 201: C extends { response: infer R extends AnySchema } ? R : typeof createdIdSchema } & ErrorsOf<C extends { conflict: true } ? 400 | 401 | 403 | 409 : 400 | 401 | 403>;
      }>;
    }
  : unknown;
type UpdateCall<O extends ResourceOptions> = O extends { update: infer U extends NonNullable<ResourceOptions['update']> }
  ? { update: Call<O, 'PATCH', One<O>, { params: ParamsOf<O>; body: U['body']; responses: { 200: O['detail'] } & ErrorsOf<400 | 401 | 403 | 404 | 409> }> }
  : unknown;
type DeleteCall<O extends ResourceOptions> = O extends { delete: infer D extends NonNullable<ResourceOptions['delete']> }
  ? { delete: Call<O, 'DELETE', One<O>, { params: ParamsOf<O>; responses: { 204: null } & ErrorsOf<D extends { conflict: true } ? 401 | 403 | 404 | 409 : 401 | 403 | 404> }> }
  : unknown;
type ToggleCall<O extends ResourceOptions, K extends 'enable' | 'disable'> = O extends { [_ in K]: object }
  ? { [_ in K]: Call<O, 'PATCH', `${One<O>}/${K}`, { params: ParamsOf<O>; responses: { 200: O['detail'] } & ErrorsOf<401 | 403 | 404> }> }
  : unknown;

/** The endpoints `resource` declares: only the calls its options name, each with its literal types. */
export type ResourceEndpoints<O extends ResourceOptions> = ListCalls<O> & GetCall<O> & CreateCall<O> & UpdateCall<O> & DeleteCall<O> & ToggleCall<O, 'enable'> & ToggleCall<O, 'disable'>;

/** A declared resource: its base `path`, the one-record `params` schema and its `endpoints`. */
export interface Resource<O extends ResourceOptions> {
  path: O['path'];
  params: ParamsOf<O>;
  endpoints: ResourceEndpoints<O>;
}
