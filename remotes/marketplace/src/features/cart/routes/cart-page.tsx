import { useState } from 'react';
import { Card, Result, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useDialogs, useToast } from '@kanri/runtime';
import { EmptyState, ErrorState, LinkButton, PageHeader } from '@kanri/ui';
import type { CartLine, PlacedOrder, PlaceOrderBody } from '@kanri/contracts';
import { useCart } from '../api/get-cart';
import { usePutCartItem } from '../api/put-cart-item';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { usePlaceOrder } from '../api/place-order';
import { CartTable } from '../components/cart-table';
import { CartTotals } from '../components/cart-totals';
import { OrderForm, type OrderFormErrors } from '../components/order-form';

/**
 * `/marketplace/cart` (000 §2; issue 15): the signed-in user's cart — lines with their quantity
 * (changed in place), Remove, the totals per currency (one-time and monthly; quotations apart) —
 * and the order: delivery place or address, a note, "Place order" after a confirmation. The result
 * names each new order (one per supplier) by its number and links to its sent-order page.
 */
export function CartPage() {
  const { t } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const cart = useCart();
  const put = usePutCartItem();
  const remove = useDeleteCartItem();
  const place = usePlaceOrder();
  const [placed, setPlaced] = useState<PlacedOrder[] | null>(null);
  const [errors, setErrors] = useState<OrderFormErrors>({});

  const failed = (title: string) => (error: unknown) => {
    toast.destructive(title, isApiError(error) ? [error.message, ...error.fieldErrors.map((f) => f.message)].join(' ') : String(error));
  };
  const changeQuantity = (line: CartLine, quantity: number) => {
    put.trigger({ body: { productId: line.product.id, contractMethod: line.contractMethod, quantity } }).catch(failed(t`The quantity could not be changed.`));
  };
  const removeLine = (line: CartLine) => {
    remove
      .trigger({ params: { itemId: line.id } })
      .then(() => toast.success(t`Removed ${line.product.name} from the cart.`))
      .catch(failed(t`The line could not be removed.`));
  };
  const placeOrder = async (body: PlaceOrderBody) => {
    const ok = await dialogs.confirm({ title: t`Place this order?`, content: t`The suppliers receive the order at once. One order is made per supplier.`, okText: t`Place order` });
    if (!ok) return;
    setErrors({});
    try {
      const result = await place.trigger({ body });
      setPlaced(result.orders);
    } catch (error) {
      if (isApiError(error, 400) && error.fieldErrors.length) {
        setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.path, f.message])) as OrderFormErrors);
      }
      failed(t`The order could not be placed.`)(error);
    }
  };

  const header = <PageHeader title={t`Cart`} breadcrumb={[{ label: t`Marketplace store`, to: '/marketplace/store/devices' }, { label: t`Cart` }]} />;
  if (placed) {
    return (
      <>
        {header}
        <Result
          status="success"
          title={t`Your order was placed.`}
          subTitle={t`The suppliers have received it. You can follow each order in the sent orders.`}
          extra={<LinkButton to="/marketplace/store/devices">{t`Back to the store`}</LinkButton>}
        >
          <Space direction="vertical">
            {placed.map((order) => (
              <Typography.Text key={order.id}>
                <Link to={`/marketplace/store/sent-orders/${order.id}`}>{t`Order number ${order.orderNumber}`}</Link> — {order.supplier.name}
              </Typography.Text>
            ))}
          </Space>
        </Result>
      </>
    );
  }
  if (cart.error && !cart.data) return <>{header}<ErrorState description={cart.error.message} onRetry={() => void cart.mutate()} /></>;
  if (!cart.data) return <>{header}<Spin size="large" aria-label={t`Loading`} style={{ display: 'block', margin: 48 }} /></>;
  if (!cart.data.lines.length) {
    return (
      <>
        {header}
        <EmptyState
          title={t`Your cart is empty`}
          description={t`Add devices from the store.`}
          action={<LinkButton to="/marketplace/store/devices">{t`Go to the store`}</LinkButton>}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <CartTable lines={cart.data.lines} onQuantityChange={changeQuantity} onRemove={removeLine} />
        <CartTotals cart={cart.data} />
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t({ message: 'Order', context: 'cartOrderForm' })}</h2>}>
          <OrderForm placing={place.isMutating} errors={errors} onPlace={(body) => void placeOrder(body)} />
        </Card>
      </Space>
    </>
  );
}
