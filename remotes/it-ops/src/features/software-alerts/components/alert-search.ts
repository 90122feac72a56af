import type { DataTableSearch } from '@kanri/ui';

/** The alert search of 001 §2 ("page", 1-based, "pageSize", "sortBy", "sortOrder"). */
export interface AlertSearch {
  page: number;
  pageSize: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

/** The alert search as `DataTable` reads it: 0-based `pageIndex`, `sortBy` as `sortColumn`. */
export function toTableSearch(search: AlertSearch): DataTableSearch {
  return { pageIndex: search.page - 1, pageSize: search.pageSize, sortColumn: search.sortBy, sortOrder: search.sortOrder };
}

/**
 * A `DataTable` change as a patch of the alert search: `pageIndex` → `page` (1-based), `sortColumn`
 * → `sortBy` with its `sortOrder` (a cleared sort gives `undefined` for both: the list's default).
 */
export function fromTablePatch<S extends AlertSearch>(patch: Partial<DataTableSearch>): Partial<S> {
  const next: Partial<AlertSearch> = {};
  if (patch.pageIndex !== undefined) next.page = patch.pageIndex + 1;
  if (patch.pageSize !== undefined) next.pageSize = patch.pageSize;
  if ('sortColumn' in patch) {
    // a cleared sort goes back to the list's default column and direction
    next.sortBy = patch.sortColumn as string;
    next.sortOrder = patch.sortColumn === undefined ? undefined : patch.sortOrder;
  }
  return next as Partial<S>;
}
