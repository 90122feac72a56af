/**
 * `@kanri/ui`: the list-page kit every list screen uses (docs/frontend-interfaces.md): search kept in
 * the URL and parsed by a valibot schema, server paging and sorting, category tabs, free text,
 * filters, empty, loading and error states; and the pages every app shares (not found, coming soon).
 */
import './catalog';

export { useListSearch, parseListSearch, buildListSearchParams, canonicalListSearchParams, toSearchValues } from './list-search/use-list-search';
export type { ListSearchSchema, SetListSearch } from './list-search/use-list-search';
export { pagingSearchEntries, sortColumnEntry } from './list-search/paging-search-entries';
export type { PagingSearchOptions } from './list-search/paging-search-entries';
export { ListPage, freeTextDebounceMs } from './list-page/list-page';
export type { ListPageProps, ListTab } from './list-page/list-page';
export { DataTable } from './data-table/data-table';
export type { DataTableProps, DataTableSearch, ListTableProps } from './data-table/data-table';
export { toTableState } from './data-table/table-state';
export type { TableState, ListResponse, CountResponse } from './data-table/table-state';
export { MultiSelectFilter } from './filters/multi-select-filter';
export type { MultiSelectFilterProps, FilterOption } from './filters/multi-select-filter';
export { NotFoundPage } from './pages/not-found-page';
export { ComingSoonPage } from './pages/coming-soon-page';
export type { ComingSoonPageProps } from './pages/coming-soon-page';
export { placeholderRoutes } from './pages/placeholder-routes';
export { PageHeader } from './states/page-header';
export type { PageHeaderProps } from './states/page-header';
export { EmptyState } from './states/empty-state';
export type { EmptyStateProps } from './states/empty-state';
export { ErrorState } from './states/error-state';
export type { ErrorStateProps } from './states/error-state';
