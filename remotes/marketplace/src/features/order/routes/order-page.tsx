import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { NotFoundPage, RecordGate, RecordHeader, RecordTabs } from '@kanri/ui';
import { marketplaceOrderStatusLabels, type MarketplaceOrderDetail, type MarketplaceOrderSide } from '@kanri/contracts';
import { useMarketplaceOrder } from '../api/order-api';
import { OrderActions } from '../components/order-actions';
import { OrderActivities } from '../components/order-activities';
import { orderStatusColors } from '../components/order-labels';
import { OrderSummary } from '../components/order-summary';

/** The order page's tabs: the detail first, then the activities. */
export const orderTabKeys = ['detail', 'activities'] as const;

/** Where each side's orders live: the customer's sent orders, the supplier's sales orders. */
export const orderListPaths: Record<MarketplaceOrderSide, string> = {
  CUSTOMER: '/marketplace/store/sent-orders',
  SUPPLIER: '/marketplace/store/sales-orders',
};

/**
 * `/marketplace/store/sent-orders/{orderId}` (the customer, `side` CUSTOMER) and
 * `/marketplace/store/sales-orders/{orderId}` (the supplier, SUPPLIER) — one page for both (000 §2;
 * 001 §3 "Marketplace order"): the header (注文番号 and the status), the moves this side may take
 * now, and the tabs `detail` (parties, delivery, lines, totals) and `activities` (the timeline and
 * comments). `…/{orderId}` opens detail. A non-UUID id, an order of other companies (404) or an
 * order seen through the other side's URL shows the not-found page.
 */
export function OrderPage({ side }: { side: MarketplaceOrderSide }) {
  const order = useMarketplaceOrder(useParams().orderId);
  return <RecordGate query={order}>{(current) => (current.side === side ? <OrderView order={current} refetch={() => void order.mutate()} /> : <NotFoundPage />)}</RecordGate>;
}

function OrderView({ order, refetch }: { order: MarketplaceOrderDetail; refetch: () => void }) {
  const { t, i18n } = useLingui();
  const listPath = orderListPaths[order.side];
  const number = order.orderNumber;
  const title = t`Order No. ${number}`;
  const labels: Record<(typeof orderTabKeys)[number], string> = { detail: t({ message: 'Detail', context: 'marketplaceOrderTab' }), activities: t`Activities` };
  const render = { detail: () => <OrderSummary order={order} />, activities: () => <OrderActivities order={order} /> };
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: order.side === 'CUSTOMER' ? t`Sent orders` : t`Sales orders`, to: listPath }, { label: title }]}
        name={title}
        subtitle={order.side === 'CUSTOMER' ? order.supplier.name : order.customer.name}
        tags={[{ key: 'status', label: i18n._(marketplaceOrderStatusLabels[order.status]), color: orderStatusColors[order.status] }]}
        actions={<OrderActions order={order} onChanged={refetch} />}
      />
      <RecordTabs aria-label={t({ message: 'Order', context: 'marketplaceOrder' })} basePath={`${listPath}/${order.id}`} tabs={orderTabKeys.map((key) => ({ key, label: labels[key], render: render[key] }))} />
    </section>
  );
}

/** The customer's order page (`/marketplace/store/sent-orders/{orderId}/{tab}`). */
export function SentOrderPage() {
  return <OrderPage side="CUSTOMER" />;
}

/** The supplier's order page (`/marketplace/store/sales-orders/{orderId}/{tab}`). */
export function SalesOrderPage() {
  return <OrderPage side="SUPPLIER" />;
}
