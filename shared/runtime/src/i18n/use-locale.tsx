import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { updateSessionLocaleEndpoint } from '@kanri/contracts';
import { apiFetch } from '../client/api-fetch';
import { revalidateAll } from '../client/swr';
import { activateLocale, i18n, toLocale, defaultLocale } from './i18n';
import type { Locale } from '../remote-module';

/**
 * Switches the whole app to `locale` (every registered catalog, antd, dayjs) and, when `persist`
 * (default), saves it with `PATCH /v2/session/locale` (000 §1, §7), then refetches every cached
 * call, the session included, so names and labels follow the new language.
 * @throws {Error} 'Failed to load locale' (localized) when a catalog cannot be loaded (000 §8);
 *   a failed save is ignored (the choice still applies to this page).
 */
export async function changeLocale(locale: Locale, options?: { persist?: boolean }): Promise<void> {
  try {
    await activateLocale(locale);
  } catch {
    throw new Error(i18n._(msg`Failed to load locale`));
  }
  if (options?.persist ?? true) {
    await apiFetch(updateSessionLocaleEndpoint, { body: { locale } }, { handleAuthErrors: false }).catch(() => undefined);
  }
  // cached answers carry names and labels in the previous language
  await revalidateAll();
}

/** What `useLocale()` returns. */
export interface LocaleApi {
  locale: Locale;
  /** See `changeLocale`: activates and saves the locale. */
  setLocale: (locale: Locale) => Promise<void>;
}

/** The active locale and the switch; re-renders on change. */
export function useLocale(): LocaleApi {
  const { i18n: active } = useLingui();
  const locale = toLocale(active.locale) ?? defaultLocale;
  const setLocale = useCallback((next: Locale) => changeLocale(next), []);
  return { locale, setLocale };
}
