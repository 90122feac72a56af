import { useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { cartQuantityMax, type MarketplaceProductDetail } from '@kanri/contracts';
import { useCart } from '../api/get-cart';
import { usePutCartItem } from '../api/put-cart-item';

/**
 * The quantity box (1–999) and "Add to cart": adds the quantity to the product's line (with the
 * product's contract method, the only one offered), capped at 999, then says so in a toast. The
 * server's refusal (its localized message and fields) shows in a destructive toast.
 */
export function AddToCart({ product }: { product: MarketplaceProductDetail }) {
  const { t } = useLingui();
  const toast = useToast();
  const cart = useCart();
  const put = usePutCartItem();
  const [quantity, setQuantity] = useState<number | null>(1);
  const add = async () => {
    const adding = quantity ?? 1;
    const current = cart.data?.lines.find((l) => l.product.id === product.id && l.contractMethod === product.contractMethod)?.quantity ?? 0;
    try {
      await put.trigger({ body: { productId: product.id, contractMethod: product.contractMethod, quantity: Math.min(cartQuantityMax, current + adding) } });
      toast.success(t`Added ${adding} × ${product.name} to the cart.`);
    } catch (error) {
      const detail = isApiError(error) ? [error.message, ...error.fieldErrors.map((f) => f.message)].join(' ') : String(error);
      toast.destructive(t`The product could not be added to the cart.`, detail);
    }
  };
  return (
    <Space wrap>
      <InputNumber
        aria-label={t`Quantity`}
        min={1}
        max={cartQuantityMax}
        precision={0}
        value={quantity}
        onChange={(value) => setQuantity(value)}
        style={{ width: 120 }}
      />
      <Button type="primary" icon={<ShoppingCartOutlined />} loading={put.isMutating} onClick={() => void add()}>
        {t`Add to cart`}
      </Button>
    </Space>
  );
}
