/**
 * `@kanri/ui`: the list-page kit every list screen uses (docs/frontend-interfaces.md): search kept in
 * the URL and parsed by a valibot schema, server paging and sorting, category tabs, free text,
 * empty, loading and error states.
 */
import './catalog';

export { useListSearch, parseListSearch, buildListSearchParams, canonicalListSearchParams, toSearchValues } from './list-search/use-list-search';
export type { ListSearchSchema, SetListSearch } from './list-search/use-list-search';
export { pagingSearchEntries, sortColumnEntry } from './list-search/paging-search-entries';
export type { PagingSearchOptions } from './list-search/paging-search-entries';
export { ListPage, freeTextDebounceMs } from './list-page/list-page';
export type { ListPageProps, ListTab } from './list-page/list-page';
export { DataTable } from './data-table/data-table';
export type { DataTableProps, DataTableSearch } from './data-table/data-table';
export { PageHeader } from './states/page-header';
export type { PageHeaderProps } from './states/page-header';
export { EmptyState } from './states/empty-state';
export type { EmptyStateProps } from './states/empty-state';
export { ErrorState } from './states/error-state';
export type { ErrorStateProps } from './states/error-state';
