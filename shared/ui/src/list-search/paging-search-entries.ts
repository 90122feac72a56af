import * as v from 'valibot';
import { queryInteger, sortOrderValues } from '@kanri/contracts';

/** Options of `pagingSearchEntries`. */
export interface PagingSearchOptions {
  /** Default page size (000 §9: 100; DECISIONS.md gives per-list exceptions). */
  pageSize?: number;
}

/**
 * The paging part of a list's search schema, to spread into `v.object({...})` (000 §9,
 * DECISIONS.md "Lists and search"): `pageIndex` (whole number ≥ 0, default 0), `pageSize`
 * (1–1000, default `pageSize`), `freeText` (default ''), `sortOrder` (`asc`/`desc`, default `asc`).
 * Every entry has a `v.fallback`, so an invalid value reads as its default.
 */
export function pagingSearchEntries({ pageSize = 100 }: PagingSearchOptions = {}) {
  return {
    pageIndex: v.fallback(queryInteger({ min: 0 }), 0),
    pageSize: v.fallback(queryInteger({ min: 1, max: 1000 }), pageSize),
    freeText: v.fallback(v.string(), ''),
    sortOrder: v.fallback(v.picklist(sortOrderValues), 'asc' as const),
  };
}

/** A sort column picklist with a default (`undefined` = the server's default order). */
export function sortColumnEntry<const T extends readonly [string, ...string[]]>(columns: T, defaultColumn?: T[number]) {
  return v.fallback(v.optional(v.picklist(columns)), defaultColumn);
}
