import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from './context';
import { queryText, rawTextColumn } from '../db/client';
import { jsonBody, type JsonBody } from './register';

/**
 * A list page as JSON text built by PostgreSQL (issue 28 "PostgreSQL builds the page";
 * docs/performance.md §2, docs/modules.md): `{ "items": [row, …] }` where each row is `row` (a
 * `json_build_object` over the alias `r` of `page` and the aliases of `joins`), aggregated with
 * `json_agg` in the page's order (`r.ord`) and cast to `text`, so neither driver parses it; on
 * PostgreSQL the API receives and sends its bytes without ever making a string of them
 * (`queryText`); an empty page is `{"items":[]}`. `page` yields the page's rows numbered `ord` (`orderedPage`, or
 * `idsPage` for ids chosen beforehand); `joins` (LEFT JOINs on `r`'s references) run on those
 * rows only, after the page is cut. The API sends the answer unparsed (`jsonBody`); a list using
 * this needs a test that parses the sent page with its contract schema.
 */
export async function pageJson<T>(db: AppContext['db'], row: SQL, page: SQL, joins: SQL = sql``): Promise<JsonBody<{ items: T[] }>> {
  const body = await queryText(db, sql`
    SELECT json_build_object('items', coalesce(json_agg(${row} ORDER BY r.ord), '[]'::json))::text AS ${sql.identifier(rawTextColumn)}
    FROM (${page}) r
    ${joins}`);
  if (body === null) throw new Error('pageJson: the page query answered no body');
  return jsonBody(body);
}

/**
 * The numbered rows of one page (for `pageJson`): `columns` (a select list with `AS` names) of
 * `from` WHERE `where` ORDER BY `order` and the page (`pageLimit`), each row's place in that
 * order as `ord`.
 */
export function orderedPage(columns: SQL, from: SQL, where: SQL | undefined, order: SQL[], limit: number, offset: number): SQL {
  return sql`SELECT page.*, row_number() OVER () AS ord FROM (
    SELECT ${columns} FROM ${from}
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY ${sql.join(order, sql`, `)}
    ${pageLimit(limit, offset)}
  ) page`;
}

/**
 * `LIMIT limit` written into the query's text, and `OFFSET offset` as a parameter after the first
 * page (issue 28; docs/performance.md §2 "Page queries PostgreSQL plans once"). The API prepares
 * every text once per connection; PostgreSQL then keeps a statement's generic plan only when it
 * costs no more than the plans made for the values. With the LIMIT or the OFFSET a parameter the
 * planner reckons a tenth of the table will be read, so the generic plan always looked dearer and
 * each page was planned again: ~0.6 ms of the people page's ~1.6 ms of PostgreSQL CPU at 100k
 * rows, ~1.7 of the equipment page's ~2.7 ms. With both known the generic plan is the custom one
 * and is kept after five runs. A page past the first keeps its OFFSET a parameter (planned per
 * run, as before), so a text's count grows with the page sizes asked for, not with the pages.
 * @throws {Error} when `limit` or `offset` is not a non-negative safe integer (it is written as text)
 */
export function pageLimit(limit: number, offset: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0 || !Number.isSafeInteger(offset) || offset < 0) {
    throw new Error(`pageLimit: LIMIT ${limit} OFFSET ${offset} is not a page`);
  }
  const limitText = sql.raw(`LIMIT ${limit}`);
  return offset === 0 ? limitText : sql`${limitText} OFFSET ${offset}`;
}

/**
 * The page of records whose ids were chosen beforehand, in that order (for `pageJson`): `columns`
 * of `table` joined by primary key to the ids, each row's place as `ord`.
 */
export function idsPage(ids: readonly string[], columns: SQL, table: PgTable & { id: AnyColumn }): SQL {
  return sql`SELECT ${columns}, u.ord FROM unnest(${`{${ids.join(',')}}`}::uuid[]) WITH ORDINALITY AS u(id, ord) JOIN ${table} ON ${table.id} = u.id`;
}

/** A `timestamptz` as `Date.toISOString()` writes it: UTC, milliseconds (truncated, as the drivers read them), `Z`. */
export const isoTimestamp = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A JSON object of `fields` (name → SQL value) as PostgreSQL writes a record: compact, without the
 * spaces `json_build_object` puts around every `:` and `,` (about 3 bytes a field, ~10 % of a list
 * row). For `pageJson`'s `row` and the references inside it; key order is `fields`'.
 */
export function jsonObject(fields: Record<string, SQL>): SQL {
  const list = Object.entries(fields).map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`);
  return sql`(SELECT to_json(j) FROM (SELECT ${sql.join(list, sql`, `)}) j)`;
}

const dialect = new PgDialect();

/**
 * `build()`'s SQL rendered to its text once per `key` and reused as raw SQL (issue 28, measured in
 * docs/performance.md §2): for the parts of a page query that do not change between requests — a
 * `pageJson` row's `jsonObject`, its columns and joins — which Drizzle otherwise walks chunk by
 * chunk on every request (~0.5 ms of a people page's ~3.5 ms of API CPU on PostgreSQL). Values
 * must not be parameters: the part may hold only identifiers, columns and raw text.
 * @throws {Error} when the rendered SQL has parameters (a value that belongs in the request's part)
 */
export function renderedOnce(cache: Map<string, SQL>, key: string, build: () => SQL): SQL {
  let part = cache.get(key);
  if (!part) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    if (params.length) throw new Error(`renderedOnce(${key}): the part has ${params.length} parameter(s)`);
    part = sql.raw(text);
    cache.set(key, part);
  }
  return part;
}
