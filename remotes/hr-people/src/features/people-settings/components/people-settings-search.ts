import * as v from 'valibot';
import { hrCatalogDefaultPageSize, hrMasterMaxPageSize, hrMasterSortColumnValues, queryInteger, sortOrderValues, type HrCatalog } from '@kanri/contracts';

/**
 * The URL search of a catalog page (`/people/settings/{segment}`): `freeText`, `sortColumn`
 * (`DISPLAY_ORDER` default, `CODE`, `NAME`, `RANK`), `sortOrder`, `pageIndex`, `pageSize` (100; 2000
 * for job functions, 001 §5, §9; at most 2000). Invalid values fall back to the defaults.
 */
export function peopleSettingsSearchSchema(catalog: HrCatalog) {
  const pageSize = hrCatalogDefaultPageSize(catalog);
  return v.object({
    freeText: v.fallback(v.string(), ''),
    sortColumn: v.fallback(v.picklist(hrMasterSortColumnValues), 'DISPLAY_ORDER' as const),
    sortOrder: v.fallback(v.picklist(sortOrderValues), 'asc' as const),
    pageIndex: v.fallback(queryInteger({ min: 0 }), 0),
    pageSize: v.fallback(queryInteger({ min: 1, max: hrMasterMaxPageSize }), pageSize),
  });
}

/** The search in force on a catalog page. */
export type PeopleSettingsSearch = v.InferOutput<ReturnType<typeof peopleSettingsSearchSchema>>;

/**
 * True when the rows shown can be reordered: the list is in display order (ascending), not
 * filtered by text, and the whole catalog is on this page (a reorder sends every entry's id).
 */
export function canReorder(search: PeopleSettingsSearch, total: number | undefined, shown: number): boolean {
  return search.sortColumn === 'DISPLAY_ORDER' && search.sortOrder === 'asc' && !search.freeText && total !== undefined && total === shown && search.pageIndex === 0;
}
