import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import enUS from 'antd/locale/en_US';
import { I18nProvider, useLingui } from '@lingui/react';
import { SWRConfig, useSWRConfig, type Cache } from 'swr';
import type { Session } from '@kanri/contracts';
import { defaultLocale, i18n, toLocale } from './i18n/i18n';
import { AuthProvider } from './auth/auth-context';
import { DialogsProvider } from './dialogs/dialogs-context';
import { setCacheMutator } from './client/swr';

/**
 * antd's defaults miss WCAG AA contrast (4.5:1) for links, secondary text, placeholders and
 * coloured text: kanri darkens them once here, for the host and every remote.
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorInfo: '#1f5fbf',
    colorLink: '#1f5fbf',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#666666',
    colorTextDescription: '#595959',
    // ≥ 4.5:1 also on the grey of a disabled field (#f5f5f5)
    colorTextPlaceholder: '#6b6b6b',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorErrorText: '#a8071a',
    // danger buttons and error borders: antd's #ff4d4f gives 3.6:1 against white text
    colorError: '#cf1322',
    colorInfoText: '#1f5fbf',
  },
};

/**
 * Preset tag colours (`<Tag color="green">`) write text in the palette's 7th shade, under 4.5:1 on
 * the pale fill; the 8th–9th shades pass. antd has no token for it, so one rule per preset,
 * specific enough to outweigh antd's (solid tags keep white text).
 */
const presetTagContrast = [
  ['green', '#237804'],
  ['cyan', '#00474f'],
  ['blue', '#003eb3'],
  ['geekblue', '#10239e'],
  ['purple', '#391085'],
  ['magenta', '#9e1068'],
  ['red', '#a8071a'],
  ['volcano', '#ad2102'],
  ['orange', '#ad4e00'],
  ['gold', '#874d00'],
  ['lime', '#3f6600'],
]
  .map(([name, color]) => `.ant-tag.ant-tag-${name}.ant-tag-${name}:not(.ant-tag-disabled):not(.ant-tag-solid){color:${color}}`)
  .join('');

/** The theme for a user who asked the system for less motion: antd's opening and closing animations off. */
const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query, not UI text
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * Whether the user's system asks for reduced motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3),
 * followed live. antd 6 honours that query only in a few components' CSS; kanri turns its motion
 * off as a whole then (`token.motion: false`): modals, popovers, drawers and messages appear and go
 * at once. Playwright's runs ask for it too (e2e/playwright.config.ts `reducedMotion`), so a click
 * never meets a dialog still zooming in.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(reducedMotionQuery).matches),
    () => false,
  );
}

function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const locale = toLocale(active.locale) ?? defaultLocale;
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={locale === 'ja-JP' ? jaJP : enUS} theme={reducedMotion ? reducedMotionTheme : theme} button={{ autoInsertSpace: false }}>
      <style>{presetTagContrast}</style>
      <App>{children}</App>
    </ConfigProvider>
  );
}

function CacheBridge() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    setCacheMutator(mutate);
    return () => setCacheMutator(null);
  }, [mutate]);
  return null;
}

/** Props of `KanriProviders`. */
export interface KanriProvidersProps {
  children: ReactNode;
  /** The session fetched at start-up (`null`: signed out); omitted, the providers fetch it. */
  session?: Session | null;
  /** An SWR cache provider; tests pass `() => new Map()` for a fresh cache. */
  cacheProvider?: (cache: Readonly<Cache>) => Cache;
}

/**
 * Every shared service in one wrapper: Lingui's `I18nProvider` on the shared instance, antd
 * `ConfigProvider` (locale follows Lingui) and `App` (toasts, modals), one `SWRConfig` cache, the
 * session (`useAuth`) and the global dialogs (`useDialogs`). The host renders it once around its
 * router; a remote's standalone page renders it too. If no locale is active yet, en-US is activated.
 */
export function KanriProviders({ children, session, cacheProvider }: KanriProvidersProps) {
  if (!i18n.locale) {
    i18n.load(defaultLocale, {});
    i18n.activate(defaultLocale);
  }
  return (
    <I18nProvider i18n={i18n}>
      <AntdProviders>
        <SWRConfig value={cacheProvider ? { provider: cacheProvider } : {}}>
          <CacheBridge />
          <AuthProvider initialSession={session}>
            <DialogsProvider>{children}</DialogsProvider>
          </AuthProvider>
        </SWRConfig>
      </AntdProviders>
    </I18nProvider>
  );
}
