import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import type { Session } from '@kanri/contracts';
import { activateLocale, defaultLocale, detectLocale, fetchSession, i18n, registerCatalogLoader, toLocale } from '@kanri/runtime';
import { renderStartupFailure } from '../../app/startup-failure';
import { AuthPageEnvContext, standaloneAuthPageEnv } from './auth-location';
import { AuthApp } from './auth-app';

/*
 * The entry of `auth.html`, the page the host's server answers for `/auth/sign-in` and
 * `/auth/invitation/{code}` (host/auth.rspack.config.mjs; docs/performance.md "The sign-in page"):
 * React, Lingui and the two auth pages, without Module Federation, the router, antd or the shell.
 */

void registerCatalogLoader('host', (locale) =>
  (locale === 'ja-JP' ? import('@locales/ja-JP/host') : import('@locales/en-US/host')).then((m) => m.messages),
);

/** `GET /v2/session` (the runtime's `fetchSession`): the session, or `null` when signed out or when the check fails. */
function currentSession(): Promise<Session | null> {
  return fetchSession().catch((error: unknown) => {
    console.warn('[kanri] session check failed', error);
    return null;
  });
}

/**
 * Start-up of the auth page: the identity check and the browser's language (its catalogs) at the
 * same time, then the session's saved language when it differs, then render. A signed-in visitor
 * of the sign-in page is sent on by the page itself. Catalogs that fail to load show 'Failed to
 * initialize application. Please reload the page.', as the shell does.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('kanri: missing #root element');
  try {
    const sessionCheck = currentSession();
    await activateLocale(detectLocale()).catch(() => activateLocale(defaultLocale));
    const session = await sessionCheck;
    const saved = toLocale(session?.locale);
    if (saved && saved !== i18n.locale) await activateLocale(saved).catch(() => undefined);
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <AuthPageEnvContext value={{ ...standaloneAuthPageEnv, session }}>
            <AuthApp />
          </AuthPageEnvContext>
        </I18nProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error('[kanri] start-up failed', error);
    renderStartupFailure(root);
  }
}

void start();
