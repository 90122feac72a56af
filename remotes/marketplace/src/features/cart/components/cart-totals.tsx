import { Descriptions, Typography } from 'antd';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@kanri/contracts';

/**
 * The cart's totals per currency: the one-time sum and the monthly (recurring) sum; lines priced on
 * quotation are named apart, since they count in neither.
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t, i18n } = useLingui();
  const money = (amount: number, currency: string) => i18n.number(amount, { style: 'currency', currency });
  return (
    <div>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t`Total`}
        items={cart.totals.flatMap((total) => [
          { key: `${total.currencyCode}-oneShot`, label: t`One-time total (${total.currencyCode})`, children: money(total.oneShot, total.currencyCode) },
          { key: `${total.currencyCode}-monthly`, label: t`Monthly total (${total.currencyCode})`, children: money(total.monthly, total.currencyCode) },
        ])}
      />
      {cart.quotationLineCount > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {plural(cart.quotationLineCount, {
            one: '# line is priced on quotation: the supplier will tell you its price.',
            other: '# lines are priced on quotation: the supplier will tell you their prices.',
          })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
