import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';

/**
 * A list's row selection for bulk actions (issue 31 §2; docs/bulk-actions.md): the selected rows'
 * ids (kept across pages), or "all that match" the list's filter. Made by `useBulkSelection`; give
 * `rowSelection` to the list's antd `Table` and the whole object to `BulkActionsBar`.
 */
export interface BulkSelection<Row extends object = object> {
  /** The selected rows' ids (empty while `allMatching`). */
  selectedIds: string[];
  /** Every row that matches the list's filter is selected (not only the ids). */
  allMatching: boolean;
  /** For the table (`tableProps.rowSelection`): checkboxes, kept across pages; all boxes show ticked while `allMatching`. */
  rowSelection: TableRowSelection<Row>;
  /** Selects every row that matches the filter. */
  selectAllMatching(): void;
  /** Clears the selection. */
  clear(): void;
}

/**
 * The selection state of a list's bulk actions. `filterKey` names the list's filter (e.g. its
 * serialized count query): when it changes the selection is cleared, since "all that match" and
 * the picked rows belong to the filter they were chosen under. `pageIds` are the ids of the rows
 * on screen (ticked while `allMatching`). Makes no API call.
 */
export function useBulkSelection<Row extends object = object>(filterKey: string, pageIds: readonly string[]): BulkSelection<Row> {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const clear = useCallback(() => {
    setSelectedIds([]);
    setAllMatching(false);
  }, []);
  useEffect(clear, [filterKey, clear]);
  const selectAllMatching = useCallback(() => {
    setSelectedIds([]);
    setAllMatching(true);
  }, []);
  const rowSelection = useMemo<TableRowSelection<Row>>(
    () => ({
      selectedRowKeys: allMatching ? [...pageIds] : selectedIds,
      preserveSelectedRowKeys: true,
      onChange: (keys: Key[]) => {
        // unticking a row while "all that match" is on falls back to the ticked rows of this page
        setAllMatching(false);
        setSelectedIds(keys.map(String));
      },
    }),
    [allMatching, pageIds, selectedIds],
  );
  return { selectedIds, allMatching, rowSelection, selectAllMatching, clear };
}
