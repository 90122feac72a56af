import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MarketplaceOrderDetail, MarketplaceOrderItem } from '@kanri/contracts';

/** An amount in its currency (`¥298,000`). */
export const money = (i18n: I18n, amount: number, currency: string) => i18n.number(amount, { style: 'currency', currency });

/** The totals of an order as one text: one-time and monthly parts joined, "—" when both are 0 (quotations only). */
export function orderTotals(i18n: I18n, order: Pick<MarketplaceOrderDetail, 'totalOneShot' | 'totalMonthly' | 'currencyCode'>): string {
  const parts: string[] = [];
  if (order.totalOneShot > 0) parts.push(money(i18n, order.totalOneShot, order.currencyCode));
  if (order.totalMonthly > 0) parts.push(i18n._(msg`${money(i18n, order.totalMonthly, order.currencyCode)} / month`));
  return parts.length ? parts.join(' + ') : '—';
}

/** A line's unit price: the amount (per month when recurring) or "Quotation". */
export function unitPrice(i18n: I18n, item: MarketplaceOrderItem): string {
  if (item.unitPrice === null || item.priceKind === 'QUOTATION') return i18n._(msg({ message: 'Quotation', context: 'MarketplacePriceKind' }));
  const amount = money(i18n, item.unitPrice, item.currencyCode);
  return item.priceKind === 'RECURRING' ? i18n._(msg`${amount} / month`) : amount;
}
