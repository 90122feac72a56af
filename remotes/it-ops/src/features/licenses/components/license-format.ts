import type { LicenseCurrency } from '@kanri/contracts';

/** An amount in its currency for `locale` (`¥1,050`, `$5.00`); yen and dong without decimals. */
export function formatAmount(amount: number, currency: LicenseCurrency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
