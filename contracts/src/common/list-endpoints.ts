import type * as v from 'valibot';
import { endpoint, type EndpointAccess, type EndpointProduct } from '../endpoint';
import { errorResponses } from '../errors';
import { countResponseSchema, listResponse } from './list-query';

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
