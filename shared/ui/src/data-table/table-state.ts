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
 */
export function toTableState<Row>(list: ListResponse<Row>, count: CountResponse): TableState<Row> {
  return {
    rows: list.data?.items,
    total: count.data?.count,
    loading: list.isLoading,
    error: list.error,
    onRetry: () => {
      void list.mutate();
      void count.mutate();
    },
  };
}
