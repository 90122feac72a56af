import { useLingui } from '@lingui/react/macro';
import { EmptyState, ListPage, useListSearch, type DataTableSearch } from '@kanri/ui';
import { sentOrdersSearchSchema, type MarketplaceOrdersSearch } from '@kanri/contracts';
import { useSentOrders, useSentOrdersCount } from '../api/get-sent-orders';
import { SentOrderFilters } from '../components/sent-order-filters';
import { SentOrdersTable } from '../components/sent-orders-table';

/** The list search as `DataTable` reads it (0-based `pageIndex`). */
export function toTableSearch(search: MarketplaceOrdersSearch): DataTableSearch {
  return { pageIndex: search.page - 1, pageSize: search.pageSize, sortColumn: search.sortColumn, sortOrder: search.sortOrder };
}

/** A `DataTable` change as a patch of the list search (`pageIndex` → 1-based `page`; a cleared sort → the defaults). */
export function fromTablePatch(patch: Partial<DataTableSearch>): Partial<MarketplaceOrdersSearch> {
  const next: Partial<MarketplaceOrdersSearch> = {};
  if (patch.pageIndex !== undefined) next.page = patch.pageIndex + 1;
  if (patch.pageSize !== undefined) next.pageSize = patch.pageSize;
  if ('sortColumn' in patch) {
    next.sortColumn = patch.sortColumn as MarketplaceOrdersSearch['sortColumn'];
    next.sortOrder = patch.sortColumn === undefined ? undefined : patch.sortOrder;
  }
  return next;
}

/**
 * `/marketplace/store/sent-orders` (発注履歴; 000 §2, §6; 001 §2, §5, §9): the company's orders as
 * customer — category (ALL, UNTOUCHED, ACCEPTED, CANCELED), ordered-at range, `page` (1-based),
 * sort (order number descending by default) in the URL; an invalid value falls back to its
 * default and the URL is rewritten. Rendered in the store layout (customers only).
 */
export function SentOrdersPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(sentOrdersSearchSchema);
  const list = useSentOrders(search);
  const count = useSentOrdersCount(search);
  return (
    <ListPage headingLevel={2} title={t`Sent orders`} filters={<SentOrderFilters search={search} onChange={setSearch} />}>
      <SentOrdersTable
        rows={list.data?.items}
        total={count.data?.count}
        loading={list.isLoading || count.isLoading}
        error={list.error ?? count.error}
        onRetry={() => {
          void list.mutate();
          void count.mutate();
        }}
        search={toTableSearch(search)}
        onSearchChange={(patch) => setSearch(fromTablePatch(patch))}
        empty={<EmptyState title={t`No orders`} description={t`Orders placed from the cart appear here.`} />}
      />
    </ListPage>
  );
}
