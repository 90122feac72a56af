/** The SWR answer of a list call (`GET /v2/<resource>`): one page of `items`. */
export interface ListResponse<Row> {
  data?: { items: Row[] };
  isLoading: boolean;
  error?: { message: string } | null;
  mutate: () => unknown;
}

/** The SWR answer of a list's count call (`GET /v2/<resource>-count`). */
export interface CountResponse {
  data?: { count: number };
  /** The count call is loading its first answer for this key (SWR's `isLoading`). */
  isLoading?: boolean;
  mutate: () => unknown;
}

/** The data part of `DataTable`'s props, built by `toTableState`. */
export interface TableState<Row> {
  /** The page's rows; `undefined` until the first answer. */
  rows: Row[] | undefined;
  /** Rows on the server, from the count call; `undefined` until it answers. */
  total: number | undefined;
  /** The list call is loading its first answer for this key. */
  loading: boolean;
  /** The list call's failure (its localized message is shown); a failed count only hides the total. */
  error: { message: string } | null | undefined;
  /** Refetches both the list and the count. */
  onRetry: () => void;
}

/**
 * The `DataTable` data props of a list page from the SWR answers of its list call and its count call
 * (`useEndpoint`): spread it into the table, `<PlacesTable {...toTableState(list, count)} search=… />`.
 *
 * While the count's first answer for its key is still on its way, the rows wait for it (the table
 * shows its loading state): the list and its count leave together, and drawing the rows as soon as
 * they arrive and the pager again when the count follows rendered the whole table twice before the
 * first paint (issue 27). A failed count does not hold the rows (it only hides the total).
 */
export function toTableState<Row>(list: ListResponse<Row>, count: CountResponse): TableState<Row> {
  const countPending = count.isLoading === true && count.data === undefined;
  return {
    rows: countPending ? undefined : list.data?.items,
    total: count.data?.count,
    loading: list.isLoading || (countPending && !list.error),
    error: list.error,
    onRetry: () => {
      void list.mutate();
      void count.mutate();
    },
  };
}
