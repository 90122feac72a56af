import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { Session } from '@kanri/contracts';
import { activateLocale, defaultLocale, detectLocale, fetchSession, KanriProviders, registerCatalogLoader, setNavigator } from '@kanri/runtime';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig, registerRemoteApps, remoteForPath, type RemoteConfig } from './app/remotes/runtime-config';
import { loadRemoteModule } from './app/remotes/remote-loader';
import { resolveRedirect } from './app/redirects';
import { renderStartupFailure } from './app/startup-failure';
import { takeEarlySession } from './app/early-session';

void registerCatalogLoader('host', (locale) =>
  (locale === 'ja-JP' ? import('@locales/ja-JP/host') : import('@locales/en-US/host')).then((m) => m.messages),
);

/**
 * Starts fetching the remote that will render the signed-in user's first screen (after redirects:
 * `/` is the user's own staff home), so its code downloads while the language loads instead of
 * after the shell renders. Nothing for a module the session may not use (the shell refuses it
 * without its code). A failure is left to the route, which shows the remote's fallback.
 */
function prefetchRemoteFor(remotes: RemoteConfig[], session: Session, pathname: string, search: string): void {
  // the module→product table is the signed-in shell's (the sign-in page does not download it)
  void import('./app/module-access').then(({ forbiddenModuleFor, homeRedirect }) => {
    const target = pathname === '/' ? homeRedirect(session) : (resolveRedirect(pathname, search) ?? pathname);
    if (!target) return;
    const targetPath = new URL(target, window.location.origin).pathname;
    if (forbiddenModuleFor(targetPath, session.accessibles)) return;
    const match = remoteForPath(remotes, targetPath);
    if (match) void loadRemoteModule(match.remote).catch(() => undefined);
  }).catch(() => undefined);
}

/**
 * Start-up (000 §4): runtime config → remotes registered (none fetched yet) → identity
 * (`GET /v2/session`) → language (session locale, else the browser's; en-US if that fails) with the
 * host, runtime, ui and contracts catalogs → render. Any failure shows 'Failed to initialize
 * application. Please reload the page.'
 * @throws {Error} when the page has no `#root` element
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('kanri: missing #root element');
  try {
    // the runtime config and the identity check do not depend on each other
    const [config, session0] = await Promise.all([
      loadRuntimeConfig(),
      // a failed identity check counts as signed out (000 §4 "Session")
      // started by the entry chunk (src/index.ts) while the shared modules downloaded
      takeEarlySession(fetchSession).catch((): Session | null => null),
    ]);
    let session = session0;
    registerRemoteApps(config.remotes);
    if (session) prefetchRemoteFor(config.remotes, session, window.location.pathname, window.location.search);
    const locale = detectLocale(session?.locale);
    await activateLocale(locale).catch(() => activateLocale(defaultLocale));
    // the identity call went out before the language was known: names come back in the browser's
    // language, so ask once more in the saved one when they differ
    if (session && detectLocale() !== locale) session = await fetchSession().catch(() => session);
    const router = createAppRouter(config.remotes);
    setNavigator((to, options) => void router.navigate(to, options));
    createRoot(root).render(
      <StrictMode>
        <KanriProviders session={session}>
          <RouterProvider router={router} />
        </KanriProviders>
      </StrictMode>,
    );
  } catch (error) {
    console.error('[kanri] start-up failed', error);
    await activateLocale(detectLocale()).catch(() => undefined);
    renderStartupFailure(root);
  }
}

void start();
