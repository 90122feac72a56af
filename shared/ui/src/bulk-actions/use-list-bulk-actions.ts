import { useMemo } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';
import type { BulkActionOption, BulkActionsBarProps } from './bulk-actions-bar';
import { useBulkSelection } from './use-bulk-selection';

/** What a list page hands {@link useListBulkActions}. */
export interface ListBulkActionsOptions<Row extends { id: string }> {
  /** The list's filter as its count call takes it: what "all N that match" sends; a new filter clears the selection. */
  filter: Record<string, unknown>;
  /** The list call's state (`useEndpoint`): the rows on screen, revalidated after a run. */
  list: { data?: { items: readonly Row[] }; mutate(): unknown };
  /** The count call's state: how many rows match, revalidated after a run. */
  count: { data?: { count: number }; mutate(): unknown };
  /** The actions the list offers. */
  actions: BulkActionOption[];
}

/**
 * A list page's bulk actions (issue 31 §2; docs/bulk-actions.md) in one call: the selection of
 * `useBulkSelection` over the rows on screen, keyed by the filter. Give `bar` to `BulkActionsBar`
 * and `rowSelection` to the table (`tableProps.rowSelection`); after a run the list and its count
 * are revalidated. Makes no API call.
 */
export function useListBulkActions<Row extends { id: string }>({ filter, list, count, actions }: ListBulkActionsOptions<Row>): { bar: BulkActionsBarProps; rowSelection: TableRowSelection<Row> } {
  const pageIds = useMemo(() => list.data?.items.map((row) => row.id) ?? [], [list.data]);
  const { rowSelection, ...selection } = useBulkSelection<Row>(JSON.stringify(filter), pageIds);
  const onFinished = () => {
    void list.mutate();
    void count.mutate();
  };
  return { rowSelection, bar: { selection, total: count.data?.count, pageRowCount: pageIds.length, filter, actions, onFinished } };
}
