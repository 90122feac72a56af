import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiFetch, activateLocale, toLocale, defaultLocale, type Locale } from '@kanri/runtime';
import { updateSessionLocaleEndpoint } from '@kanri/contracts';
import { isLocaleShortcut, otherLocale } from '../../locale/use-locale-shortcut';
import { useAuthPageEnv } from '../auth-location';
import { AuthAlert } from './auth-alert';
import '../auth-page.css';

/**
 * Switches the auth page to `locale` (every registered catalog, `<html lang>`) and, for a signed-in
 * visitor, saves it with `PATCH /v2/session/locale` (a failed save is ignored, as in the shell).
 * @throws {Error} 'Failed to load locale' (localized) when a catalog cannot be loaded (000 §8)
 */
async function switchLocale(locale: Locale, persist: boolean, failure: string): Promise<void> {
  try {
    await activateLocale(locale);
  } catch {
    throw new Error(failure);
  }
  if (persist) await apiFetch(updateSessionLocaleEndpoint, { body: { locale } }, { handleAuthErrors: false }).catch(() => undefined);
}

/**
 * The language switch of the `/auth` pages: English / 日本語 (autonyms) as a radio group in antd's
 * `Segmented` look (arrow keys move between the two), and Ctrl+Meta+L when the page is its own
 * document. A catalog that fails to load shows 'Failed to load locale' under the header.
 */
function LanguageSwitch({ onError }: { onError: (message: string | null) => void }) {
  const { t, i18n } = useLingui();
  const { session, localeShortcut } = useAuthPageEnv();
  const locale = toLocale(i18n.locale) ?? defaultLocale;
  const failure = t`Failed to load locale`;
  const persist = Boolean(session);
  // the choice shows at once; the page follows when its catalogs are loaded
  const [choice, setChoice] = useState<Locale | null>(null);
  const change = (next: Locale) => {
    onError(null);
    setChoice(next);
    switchLocale(next, persist, failure)
      .catch((error: Error) => onError(error.message))
      .finally(() => setChoice(null));
  };
  const selected = choice ?? locale;
  useEffect(() => {
    if (!localeShortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isLocaleShortcut(event)) return;
      event.preventDefault();
      onError(null);
      switchLocale(otherLocale(i18n.locale), persist, failure).catch((error: Error) => onError(error.message));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [localeShortcut, i18n, persist, failure, onError]);
  const options: { value: Locale; label: ReactNode }[] = [
    { value: 'en-US', label: <span lang="en">English</span> },
    { value: 'ja-JP', label: <span lang="ja">日本語</span> },
  ];
  return (
    <div role="radiogroup" aria-label={t`Language`} className="ka-segmented">
      {options.map((option) => (
        <label key={option.value} className={`ka-segmented-item${option.value === selected ? ' ka-segmented-item-selected' : ''}`}>
          <input type="radio" name="ka-locale" value={option.value} checked={option.value === selected} onChange={() => change(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * The centred card of the `/auth` pages with the product name, the language switch and `title` as
 * the page's heading. Plain elements styled with the theme's values (auth-page.css): the auth page
 * loads no antd (docs/performance.md "The sign-in page").
 */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [localeError, setLocaleError] = useState<string | null>(null);
  return (
    <main className="ka-page">
      <section className="ka-card">
        <div className="ka-card-header">
          <span className="ka-product">kanri</span>
          <LanguageSwitch onError={setLocaleError} />
        </div>
        {localeError ? <AuthAlert type="error" title={localeError} /> : null}
        <h1 className="ka-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
