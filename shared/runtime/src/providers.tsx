import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import enUS from 'antd/locale/en_US';
import { I18nProvider, useLingui } from '@lingui/react';
import { SWRConfig, useSWRConfig, type Cache } from 'swr';
import type { Session } from '@kanri/contracts';
import { defaultLocale, i18n, toLocale } from './i18n/i18n';
import { AuthProvider } from './auth/auth-context';
import { DialogsProvider } from './dialogs/dialogs-context';
import { setCacheMutator } from './client/swr';

function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const locale = toLocale(active.locale) ?? defaultLocale;
  return (
    <ConfigProvider locale={locale === 'ja-JP' ? jaJP : enUS} theme={{ token: { colorPrimary: '#1f5fbf' } }}>
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
