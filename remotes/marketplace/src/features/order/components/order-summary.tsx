import { Descriptions, Table, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import type { MarketplaceOrderDetail } from '@kanri/contracts';
import { orderContractMethodLabels } from './order-labels';
import { orderTotals, unitPrice } from './order-money';

/**
 * The order's detail tab: the parties, who ordered and when, the delivery (place or address, date),
 * the move dates, the note, the cancel reason, then the lines (name, maker and model, contract
 * method, unit price, quantity) and the totals.
 */
export function OrderSummary({ order }: { order: MarketplaceOrderDetail }) {
  const { t, i18n } = useLingui();
  const date = (value: string | null) => (value ? formatDate(value, 'dateTime') : '—');
  const items = [
    { key: 'customer', label: t`Customer`, children: order.customer.name },
    { key: 'supplier', label: t`Supplier`, children: order.supplier.name },
    { key: 'orderedBy', label: t`Ordered by`, children: order.orderedByPerson?.name ?? '—' },
    { key: 'orderedAt', label: t`Ordered at`, children: date(order.orderedAt) },
    { key: 'deliveryTo', label: t`Deliver to`, children: order.deliveryPlace?.name ?? order.deliveryAddress ?? '—' },
    { key: 'deliveryDate', label: t`Delivery date`, children: order.deliveryDate ? formatDate(order.deliveryDate, 'date') : '—' },
    { key: 'acceptedAt', label: t`Accepted at`, children: date(order.acceptedAt) },
    { key: 'sentAt', label: t`Sent at`, children: date(order.sentAt) },
    { key: 'deliveredAt', label: t`Received at`, children: date(order.deliveredAt) },
    ...(order.status === 'CANCELED'
      ? [
          { key: 'canceledAt', label: t`Canceled at`, children: date(order.canceledAt) },
          { key: 'cancelReason', label: t`Cancel reason`, children: order.cancelReason ?? '—' },
        ]
      : []),
    { key: 'note', label: t`Note`, children: order.note ?? '—' },
    { key: 'total', label: t`Total`, children: orderTotals(i18n, order) },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t`Items`}
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.items}
        aria-label={t`Items`}
        columns={[
          {
            key: 'name',
            title: t`Device`,
            render: (_, item) => (
              <span>
                {item.name}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {item.maker} {item.model}
                </Typography.Text>
              </span>
            ),
          },
          { key: 'contractMethod', title: t({ message: 'Contract', context: 'contractMethod' }), render: (_, item) => i18n._(orderContractMethodLabels[item.contractMethod]) },
          { key: 'unitPrice', title: t`Unit price`, align: 'right', render: (_, item) => unitPrice(i18n, item) },
          { key: 'quantity', title: t`Quantity`, align: 'right', render: (_, item) => item.quantity },
        ]}
      />
    </>
  );
}
