import type { Key, ReactNode } from 'react';
import { Skeleton, Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { applyColumnSettings, type ColumnSettings } from './use-column-settings';

/** The paging and sorting part of a list's search. */
export interface DataTableSearch {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  sortColumn?: string;
  sortOrder?: 'asc' | 'desc';
}

/**
 * Props of `DataTable`. `Search` is the page's whole search type (e.g. `SoftwareSearch`), so a page
 * passes its `setSearch` as `onSearchChange` as it is, without a cast.
 */
export interface DataTableProps<Row, Search extends DataTableSearch = DataTableSearch> {
  rowKey: keyof Row & string | ((row: Row) => Key);
  /** antd columns; a column with `sorter: true` sorts on the server by its `key` (= `sortColumn`). */
  columns: ColumnsType<Row>;
  rows?: Row[];
  /** Total rows on the server (for the pager). */
  total?: number;
  loading: boolean;
  /** A failure to show instead of the table (its message is shown). */
  error?: { message: string } | null;
  onRetry?: () => void;
  search: Search;
  /**
   * Called with the changed paging/sorting; a page size or sort change resets `pageIndex` to 0. A
   * sort sends the sorted column's `key` as `sortColumn`, so the sortable columns' keys must be
   * values of the search's `sortColumn`.
   */
  onSearchChange: (patch: Partial<Search>) => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Accessible name of the table. */
  caption?: string;
  /** Offered page sizes (the current one is always offered). */
  pageSizeOptions?: number[];
  /**
   * The user's column settings (`useColumnSettings`'s result): hidden columns are left out and the
   * others ordered as saved; columns the settings do not know keep their places; a `compact`
   * density shows small rows. While they load (`isLoading`) the table shows its loading state, so it
   * is drawn once, with the user's columns, rather than with the defaults and then again (issue 27).
   */
  columnSettings?: Pick<ColumnSettings, 'orderedColumns' | 'visibleKeys'> & Partial<Pick<ColumnSettings, 'density' | 'isLoading'>>;
  /** Passed through to antd `Table` (e.g. `scroll`, `onRow`). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'onChange' | 'loading'>;
}

/**
 * The props of a list's table component (`PlacesTable`, …): `DataTable`'s but the columns and row key
 * the component defines. Generic over the page's search type like `DataTable`.
 */
export type ListTableProps<Row, Search extends DataTableSearch = DataTableSearch> = Omit<DataTableProps<Row, Search>, 'columns' | 'rowKey'>;

/**
 * A server-paged, server-sorted table (antd `Table`): 0-based `pageIndex` ↔ antd's 1-based page,
 * sorter ↔ `sortColumn`/`sortOrder`, a skeleton while the first page (or the column settings) loads, a localized empty state,
 * and an error state with Retry.
 */
export function DataTable<Row extends object, Search extends DataTableSearch = DataTableSearch>({
  rowKey,
  columns,
  rows,
  total,
  loading,
  error,
  onRetry,
  search,
  onSearchChange: onSearchPatch,
  empty,
  caption,
  pageSizeOptions = [10, 20, 50, 100, 500],
  columnSettings,
  tableProps,
}: DataTableProps<Row, Search>) {
  const { t } = useLingui();
  // the patches below only hold paging and sorting entries; a sortColumn is a sortable column's key
  const onSearchChange = onSearchPatch as (patch: Partial<DataTableSearch>) => void;
  if (error) return <ErrorState description={error.message} onRetry={onRetry} />;
  if ((loading && !rows) || columnSettings?.isLoading)
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );

  const shownColumns = columnSettings ? applyColumnSettings(columns, columnSettings) : columns;
  const sortedColumns = shownColumns.map((column) => {
    if (!column.sorter || column.key === undefined) return column;
    const active = String(column.key) === search.sortColumn;
    return { ...column, sortOrder: active ? (search.sortOrder === 'desc' ? ('descend' as const) : ('ascend' as const)) : null };
  });
  const sizes = [...new Set([...pageSizeOptions, search.pageSize])].sort((a, b) => a - b).map(String);

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? search.pageSize;
      if (pageSize !== search.pageSize) onSearchChange({ pageSize, pageIndex: 0 });
      else onSearchChange({ pageIndex: (pagination.current ?? 1) - 1 });
      return;
    }
    if (extra.action === 'sort') {
      const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      if (!one?.order) onSearchChange({ sortColumn: undefined, sortOrder: 'asc', pageIndex: 0 });
      else onSearchChange({ sortColumn: String(one.columnKey), sortOrder: one.order === 'descend' ? 'desc' : 'asc', pageIndex: 0 });
    }
  };

  return (
    <Table<Row>
      // the user's density (compact: antd's small rows), unless the list sets its own size
      size={columnSettings?.density === 'compact' ? 'small' : undefined}
      {...tableProps}
      rowKey={rowKey}
      columns={sortedColumns}
      dataSource={rows ?? []}
      loading={loading}
      aria-label={caption}
      locale={{ emptyText: empty ?? <EmptyState /> }}
      onChange={onChange}
      pagination={{
        current: search.pageIndex + 1,
        pageSize: search.pageSize,
        total: total ?? rows?.length ?? 0,
        showSizeChanger: true,
        pageSizeOptions: sizes,
        showTotal: (count) => t`${count} items`,
      }}
    />
  );
}
