import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, EmptyState, ListPage, SavedViewsButton, useListColumnSettings, useListSearch, type DataTableSearch } from '@kanri/ui';
import { salesOrdersSearchSchema, sentOrdersSearchSchema, type MarketplaceOrdersSearch } from '@kanri/contracts';
import { useOrders, useOrdersCount, type OrderListSide } from '../api/get-orders';
import { OrderFilters } from '../components/order-filters';
import { OrdersTable, fixedOrderColumns, ordersTableId, useOrderColumns } from '../components/orders-table';

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
 * One list of orders: the search in the URL, the filters and the table of `side`; the user's
 * column settings and saved views (`SavedViewsButton`, issue 31 §4), one list per side (`tableId`
 * `marketplace-sent-orders` / `marketplace-sales-orders`); the menu reads the views when it first opens.
 */
function OrdersList({ side }: { side: OrderListSide }) {
  const { t } = useLingui();
  const schema = side === 'customer' ? sentOrdersSearchSchema : salesOrdersSearchSchema;
  const [search, setSearch] = useListSearch(schema);
  const list = useOrders(side, search);
  const count = useOrdersCount(side, search);
  const columnSettings = useListColumnSettings(ordersTableId(side), useOrderColumns(side), { fixed: fixedOrderColumns });
  return (
    <ListPage
      headingLevel={2}
      title={side === 'customer' ? t`Sent orders` : t`Sales orders`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={schema} />
          <ColumnSettingsButton settings={columnSettings} />
        </>
      }
      filters={<OrderFilters search={search} onChange={setSearch} />}
    >
      <OrdersTable
        side={side}
        columnSettings={columnSettings}
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
        empty={
          <EmptyState
            title={t`No orders`}
            description={side === 'customer' ? t`Orders placed from the cart appear here.` : t`Orders your customers place appear here.`}
          />
        }
      />
    </ListPage>
  );
}

/**
 * `/marketplace/store/sent-orders` (発注履歴; 000 §2, §6; 001 §2, §5, §9): the company's orders as
 * customer — category (ALL, UNTOUCHED, ACCEPTED, CANCELED), ordered-at range, `page` (1-based),
 * sort (order number descending by default) in the URL; an invalid value falls back to its
 * default and the URL is rewritten. Rendered in the store layout (customers only).
 */
export function SentOrdersPage() {
  return <OrdersList side="customer" />;
}

/**
 * `/marketplace/store/sales-orders` (受注; 000 §2, §6; 001 §2, §5, §9): the company's orders as
 * supplier — the same search as the sent orders (category, ordered-at range, 1-based `page`), sorted
 * by accepted date ascending by default (untouched orders first); invalid values fall back and the
 * URL is rewritten. Rendered in the store layout (suppliers only).
 */
export function SalesOrdersPage() {
  return <OrdersList side="supplier" />;
}
