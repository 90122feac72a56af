import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { MarketplaceDevice } from '@kanri/contracts';

/** Labels of the marketplace contract methods (001 §3): レンタル / 購入 / 保守契約. */
export const contractMethodLabels: Record<MarketplaceDevice['contractMethod'], MessageDescriptor> = {
  RENTAL: msg({ message: 'Rental', context: 'marketplaceContractMethod' }),
  PURCHASE: msg({ message: 'Purchase', context: 'marketplaceContractMethod' }),
  SERVICE_CONTRACT: msg({ message: 'Service contract', context: 'marketplaceContractMethod' }),
};

/** Labels of the marketplace price kinds (001 §3): 一括 / 月額 / 要見積. */
export const priceKindLabels: Record<MarketplaceDevice['priceKind'], MessageDescriptor> = {
  ONE_SHOT: msg({ message: 'One-time', context: 'marketplacePriceKind' }),
  RECURRING: msg({ message: 'Monthly', context: 'marketplacePriceKind' }),
  QUOTATION: msg({ message: 'Quotation', context: 'marketplacePriceKind' }),
};

/** "{amount} / month" (月額 {amount}): a recurring price. */
const perMonthLabel = msg({ message: '{amount} / month', context: 'marketplacePrice' });

/**
 * A product's price as the store reads it, in the active locale: the amount in its currency
 * (`Intl` through Lingui: ￥298,000), "{amount} / month" (月額 ￥6,800) for a recurring price, and
 * the quotation label (要見積) when there is no price.
 */
export function formatProductPrice(i18n: I18n, product: Pick<MarketplaceDevice, 'price' | 'priceKind' | 'currencyCode'>): string {
  if (product.price === null || product.priceKind === 'QUOTATION') return i18n._(priceKindLabels.QUOTATION);
  const amount = i18n.number(product.price, { style: 'currency', currency: product.currencyCode });
  if (product.priceKind !== 'RECURRING') return amount;
  const perMonth = { ...perMonthLabel, values: { amount } };
  return i18n._(perMonth);
}
