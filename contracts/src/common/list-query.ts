import * as v from 'valibot';
import { messages } from '../messages';

/**
 * Query-string building blocks shared by every list call (000 §9, 001 §5, DECISIONS.md "Lists and
 * search"). Query values arrive as strings, so each piece accepts the typed value (what a client
 * passes) or its string form (what the URL carries) and coerces it; anything else is a 400 with the
 * field's path. `listQuery` composes them into a strict object: an unknown key is an error too.
 */

/** Sort directions: `asc` or `desc` (001 §5). */
export const sortOrderValues = ['asc', 'desc'] as const;
/** A sort direction, `asc` or `desc`. */
export const sortOrderSchema = v.picklist(sortOrderValues, messages.picklist.id);
export type SortOrder = v.InferOutput<typeof sortOrderSchema>;

function toNumber(input: string | number): number {
  if (typeof input === 'number') return input;
  const s = input.trim();
  return /^-?\d+$/.test(s) ? Number(s) : Number.NaN;
}

/**
 * A whole number in a query string (`"25"` or `25`), at least `min` and at most `max` when given.
 * A non-numeric string fails with "Enter a whole number".
 */
export function queryInteger(options: { min?: number; max?: number } = {}) {
  const { min, max } = options;
  return v.pipe(
    v.union([v.string(), v.number()], messages.integer.id),
    v.transform(toNumber),
    v.number(messages.integer.id),
    v.integer(messages.integer.id),
    v.minValue(min ?? Number.MIN_SAFE_INTEGER),
    v.maxValue(max ?? Number.MAX_SAFE_INTEGER),
  );
}

/** A boolean in a query string: `true`/`false` (also `1`/`0`). */
export const queryBoolean = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], messages.invalid.id),
  v.transform((x): boolean => x === true || x === 'true' || x === '1'),
);

/**
 * An array in a query string: repeated keys (`?a=1&a=2`), one comma list (`?a=1,2`) or a typed
 * array. Empty strings are dropped, so `?a=` is an empty filter. Each item is checked by `item`.
 */
export function queryArray<const TItem extends v.GenericSchema<string, unknown>>(item: TItem) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())], messages.invalid.id),
    v.transform((x): string[] =>
      (Array.isArray(x) ? x : [x])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
    v.array(item),
  );
}

/** An id in a filter array (a UUID). */
export const idSchema = v.pipe(v.string(), v.uuid(messages.uuid.id));

/** `freeText`: trimmed, at most 200 characters; empty means "no text filter". */
export const freeTextSchema = v.pipe(v.string(), v.trim(), v.maxLength(200, messages.maxLength.id));

/** Default paging of a list: page index 0, page size 100 (000 §9). */
export const defaultPaging = { pageIndex: 0, pageSize: 100 } as const;

/**
 * The paging, sort and text entries of a list query, with the list's own defaults.
 * - `pageIndex`: 0-based, at least 0, default 0;
 * - `pageSize`: 1 to `maxPageSize` (1000), default `pageSize` (100 unless the list says otherwise);
 * - `sortColumn`: one of `sortColumns`, default `sortColumn`;
 * - `sortOrder`: `asc`/`desc`, default `sortOrder` (asc);
 * - `freeText`: optional text search.
 */
export function listQueryEntries<const TColumns extends readonly [string, ...string[]]>(options: {
  sortColumns: TColumns;
  sortColumn: TColumns[number];
  sortOrder?: SortOrder;
  pageSize?: number;
  maxPageSize?: number;
}) {
  return {
    pageIndex: v.optional(queryInteger({ min: 0 }), 0),
    pageSize: v.optional(queryInteger({ min: 1, max: options.maxPageSize ?? 1000 }), options.pageSize ?? defaultPaging.pageSize),
    sortColumn: v.optional(v.picklist(options.sortColumns, messages.picklist.id), options.sortColumn),
    sortOrder: v.optional(sortOrderSchema, options.sortOrder ?? 'asc'),
    freeText: v.optional(freeTextSchema),
  };
}

/**
 * A strict list query: paging/sort/freeText (see `listQueryEntries`) plus the list's own filters.
 * Unknown keys and bad values are 400 `VALIDATION_ERROR` with the key as `path`.
 */
export function listQuery<
  const TColumns extends readonly [string, ...string[]],
  const TFilters extends v.ObjectEntries = Record<never, never>,
>(options: {
  sortColumns: TColumns;
  sortColumn: TColumns[number];
  sortOrder?: SortOrder;
  pageSize?: number;
  maxPageSize?: number;
  filters?: TFilters;
}) {
  return v.strictObject({ ...listQueryEntries(options), ...(options.filters ?? ({} as TFilters)) }, messages.invalid.id);
}

/** The count query of a list: the same filters and `freeText`, without paging or sort. */
export function countQuery<const TFilters extends v.ObjectEntries = Record<never, never>>(filters?: TFilters) {
  return v.strictObject({ freeText: v.optional(freeTextSchema), ...(filters ?? ({} as TFilters)) }, messages.invalid.id);
}

/** Answer of every `…-count` call: `{ count }`, the number of rows the same filters match. */
export const countResponseSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type CountResponse = v.InferOutput<typeof countResponseSchema>;

/** Answer of a list call: `{ items }`, one page of rows. */
export function listResponse<const TRow extends v.GenericSchema>(row: TRow) {
  return v.object({ items: v.array(row) });
}

/**
 * For the UI's URL search params: the same query schema, but every invalid value falls back to its
 * default (DECISIONS.md: an invalid search value never breaks a screen; the URL is rewritten to the
 * value in force). Unknown keys are dropped instead of refused.
 *
 * @example const placesSearchSchema = searchParamsSchema(placesListQuerySchema);
 */
export function searchParamsSchema<const TEntries extends v.ObjectEntries>(query: v.StrictObjectSchema<TEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>) {
  const entries = Object.fromEntries(
    Object.entries(query.entries).map(([key, schema]) => {
      const fallbackValue = (schema as v.OptionalSchema<v.GenericSchema, unknown>).default;
      return [key, v.fallback(schema as v.GenericSchema, fallbackValue as never)];
    }),
  ) as unknown as { [K in keyof TEntries]: v.SchemaWithFallback<TEntries[K], v.InferOutput<TEntries[K]>> };
  return v.object(entries);
}
