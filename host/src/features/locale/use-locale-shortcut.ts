import { useEffect } from 'react';
import { changeLocale, i18n, useToast, type Locale } from '@kanri/runtime';

/** True for Ctrl+Meta+L (000 §1). */
export function isLocaleShortcut(event: KeyboardEvent): boolean {
  return event.ctrlKey && event.metaKey && event.key.toLowerCase() === 'l';
}

/** The other supported locale. */
export function otherLocale(locale: string): Locale {
  return locale === 'ja-JP' ? 'en-US' : 'ja-JP';
}

/**
 * Ctrl+Meta+L toggles en-US ↔ ja-JP and saves the choice with `PATCH /v2/session/locale`
 * (000 §1, §7); a catalog that fails to load shows 'Failed to load locale' (000 §8).
 */
export function useLocaleShortcut(): void {
  const toast = useToast();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isLocaleShortcut(event)) return;
      event.preventDefault();
      changeLocale(otherLocale(i18n.locale)).catch((error: Error) => toast.error(error.message));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toast]);
}
