import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { OrderListSide } from '../api/get-orders';
import { marketplaceOrderStatusLabels, type MarketplaceOrderRow, type MarketplaceOrderStatus } from '@kanri/contracts';

const statusColors: Record<MarketplaceOrderStatus, string> = { UNTOUCHED: 'gold', ACCEPTED: 'blue', SENT: 'cyan', DELIVERED: 'green', CANCELED: 'default' };

/** Props of {@link OrdersTable}: the list's side, and `DataTable`'s without the columns (rows, total, state, search, empty…). */
export type OrdersTableProps = ListTableProps<MarketplaceOrderRow, DataTableSearch> & { side: OrderListSide };

/** The `tableId` of an order list's column settings (and of its saved views): one per side, sent and sales orders. */
export const ordersTableId = (side: OrderListSide) => (side === 'customer' ? 'marketplace-sent-orders' : 'marketplace-sales-orders');

/** The column that always shows (the order number links to the order). */
export const fixedOrderColumns = ['ORDER_NUMBER'];

/**
 * An order list's columns: 注文番号 (linking to the order page of `side`), ordered at, the other
 * company (the customer on the supplier's sales orders, the supplier on the customer's sent
 * orders), who ordered, status, accepted at (sales orders), delivery date and totals. Sortable
 * columns carry the contract's `sortColumn` as `key`.
 */
export function useOrderColumns(side: OrderListSide): TableColumnsType<MarketplaceOrderRow> {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const money = (row: MarketplaceOrderRow) => {
      const parts: string[] = [];
      if (row.totalOneShot > 0) parts.push(i18n.number(row.totalOneShot, { style: 'currency', currency: row.currencyCode }));
      if (row.totalMonthly > 0) {
        const monthly = i18n.number(row.totalMonthly, { style: 'currency', currency: row.currencyCode });
        parts.push(t`${monthly} / month`);
      }
      return parts.join(' + ') || '—';
    };
    const columns: TableColumnsType<MarketplaceOrderRow> = [
      {
        key: 'ORDER_NUMBER',
        title: t`Order number`,
        sorter: true,
        render: (_, row) => {
          const number = row.orderNumber;
          return <Link to={`/marketplace/store/${side === 'customer' ? 'sent-orders' : 'sales-orders'}/${row.id}`}>{t`Order No. ${number}`}</Link>;
        },
      },
      { key: 'ORDERED_AT', title: t`Ordered at`, sorter: true, render: (_, row) => formatDate(row.orderedAt, 'dateTime') },
      side === 'customer'
        ? { key: 'supplier', title: t`Supplier`, render: (_, row) => row.supplier.name }
        : { key: 'customer', title: t`Customer`, render: (_, row) => row.customer.name },
      { key: 'orderedBy', title: t`Ordered by`, render: (_, row) => row.orderedByPerson?.name ?? '—' },
      { key: 'status', title: t`Status`, render: (_, row) => <Tag color={statusColors[row.status]}>{i18n._(marketplaceOrderStatusLabels[row.status])}</Tag> },
      ...(side === 'supplier'
        ? ([{ key: 'ACCEPTED_AT', title: t`Accepted at`, sorter: true, render: (_, row) => (row.acceptedAt ? formatDate(row.acceptedAt, 'dateTime') : '—') }] satisfies TableColumnsType<MarketplaceOrderRow>)
        : []),
      { key: 'DELIVERY_DATE', title: t`Delivery date`, sorter: true, render: (_, row) => (row.deliveryDate ? formatDate(row.deliveryDate, 'date') : '—') },
      { key: 'total', title: t`Total`, align: 'right', render: (_, row) => money(row) },
    ];
    return columns;
  }, [t, i18n, side]);
}

/**
 * The company's orders of `side` (the columns of `useOrderColumns`), sorted on the server; with
 * `columnSettings`, the user's columns in the user's order (issue 31 §4).
 */
export function OrdersTable({ side, ...props }: OrdersTableProps) {
  const { t } = useLingui();
  const columns = useOrderColumns(side);
  return <DataTable rowKey="id" columns={columns} caption={side === 'customer' ? t`Sent orders` : t`Sales orders`} {...props} />;
}
