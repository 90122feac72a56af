import { Badge } from 'antd';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LinkButton } from '@kanri/ui';
import { useCart } from '../api/get-cart';

/**
 * The store header's link to `/marketplace/cart` with the number of lines in the cart as a badge
 * (issue 15). Render it for customers only: only they have a cart.
 */
export function CartLink() {
  const { t } = useLingui();
  const cart = useCart();
  const lines = cart.data?.lines.length ?? 0;
  return (
    <Badge count={lines} size="small">
      <LinkButton to="/marketplace/cart" icon={<ShoppingCartOutlined />} aria-label={plural(lines, { 0: 'Cart (empty)', one: 'Cart (# line)', other: 'Cart (# lines)' })}>
        {t`Cart`}
      </LinkButton>
    </Badge>
  );
}
