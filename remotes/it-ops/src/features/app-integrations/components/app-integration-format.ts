import type { AppIntegration } from '@kanri/contracts';

/** An amount in its currency for `locale` (`¥1,050`, `$5.00`); yen and dong without decimals. Null → null. */
export function formatAmount(amount: number | null, currency: AppIntegration['contract']['currencyCode'], locale: string): string | null {
  return amount === null ? null : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A share from 0 to 1 as a percentage for `locale` (`40%`, one decimal at most). */
export function formatPercent(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/**
 * Where the header's app link goes (001 §2): the marketplace entry of the app, or for a custom app
 * the custom SaaS add form of its type (`OTHER` when it has none).
 */
export function appLinkOf(integration: Pick<AppIntegration, 'appId' | 'isCustomApp' | 'customAppType'>): string | null {
  if (integration.isCustomApp) return `/software/custom-saas/add/${encodeURIComponent(integration.customAppType ?? 'OTHER')}`;
  return integration.appId ? `/software/marketplace/${integration.appId}` : null;
}
