import type { MarketplaceHeader } from '@kanri/contracts';

/** The store's tabs, in display order (000 §2 Marketplace store tabs). */
export const storeTabValues = ['devices', 'sent-orders', 'sales-orders'] as const;
/** One store tab: the path segment under `/marketplace/store`. */
export type StoreTab = (typeof storeTabValues)[number];

/** Path of the page shown when the store is not available (000 §2). */
export const unavailablePath = '/marketplace/unavailable';

/**
 * The tabs a company may see (000 §6, DECISIONS.md "Other gaps"): a customer sees the devices store
 * and its sent orders, a supplier its sales orders. None when the store is unavailable.
 */
export function storeTabsFor(header: MarketplaceHeader): StoreTab[] {
  if (!header.isAvailable) return [];
  return storeTabValues.filter((tab) => (tab === 'sales-orders' ? header.isSupplier : header.isCustomer));
}

/** The tab segment of a store URL (`/marketplace/store/devices/42` → `devices`), or null. */
export function storeTabOf(pathname: string): string | null {
  const match = /^\/marketplace\/store\/([^/]+)/.exec(pathname);
  return match?.[1] ?? null;
}

/**
 * Where a store URL must go instead, or `null` when it may render: the unavailable page when the
 * store is not available or the company has no role in it; the first permitted tab for the store
 * root and for a tab the company may not see (its URL is not reachable by typing it).
 */
export function storeRedirect(header: MarketplaceHeader, pathname: string): string | null {
  const tabs = storeTabsFor(header);
  const [first] = tabs;
  if (!first) return unavailablePath;
  const tab = storeTabOf(pathname);
  return tab !== null && (tabs as string[]).includes(tab) ? null : `/marketplace/store/${first}`;
}
