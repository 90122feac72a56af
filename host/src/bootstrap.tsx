import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { Session } from '@kanri/contracts';
import { activateLocale, adoptEarlyCalls, defaultLocale, detectLocale, fetchSession, KanriProviders, registerCatalogLoader, setNavigator } from '@kanri/runtime';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig, registerRemoteApps } from './app/remotes/runtime-config';
import { fetchManifest, loadRouteRegistry, setRouteRegistry } from './app/remotes/route-registry';
import { takeEarlyCalls, takeEarlyRouteManifest } from './app/remotes/early-route-manifests';
import { forbiddenModuleFor } from './app/module-access';
import { getSessionSnapshot, setSessionSnapshot } from './app/session-snapshot';
import { renderStartupFailure } from './app/startup-failure';
import { earlySessionLanguage, takeEarlySession } from './app/early-session';

void registerCatalogLoader('host', (locale) =>
  (locale === 'ja-JP' ? import('@locales/ja-JP/host') : import('@locales/en-US/host')).then((m) => m.messages),
);

/**
 * Whether the shell may load the remote for `pathname`: a signed-in session whose products allow
 * the URL's module (the server decides every call; this only spares code the page will not show).
 */
function mayLoadRemote(pathname: string): boolean {
  const session = getSessionSnapshot();
  return session !== null && !forbiddenModuleFor(pathname, session.accessibles);
}

/**
 * Start-up (000 §4; issue 27): runtime config, identity (`GET /v2/session`, started by the entry
 * chunk) and the remotes' route manifests (also started by the entry chunk, with the first data
 * calls they declare, which the runtime adopts here) side by side → remotes
 * registered → the router, whose first navigation loads the URL's remote and runs its route
 * loaders (its data calls) while the language loads → render. One identity call per page load,
 * asked in the language last used on this browser. Any failure shows
 * 'Failed to initialize application. Please reload the page.'
 * @throws {Error} when the page has no `#root` element
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('kanri: missing #root element');
  try {
    const [config, session0] = await Promise.all([
      loadRuntimeConfig(),
      // a failed identity check counts as signed out (000 §4 "Session")
      takeEarlySession(fetchSession).catch((): Session | null => null),
    ]);
    registerRemoteApps(config.remotes);
    setRouteRegistry(await loadRouteRegistry(config.remotes, { fetcher: (remote) => takeEarlyRouteManifest(remote.id) ?? fetchManifest(remote) }));
    // the page's first data calls, sent by the entry chunk as its manifest arrived (before the
    // registry read it): the page's hooks and loaders take these answers
    adoptEarlyCalls(takeEarlyCalls());
    setSessionSnapshot(session0);
    const locale = detectLocale(session0?.locale);
    const localeReady = activateLocale(locale).catch(() => activateLocale(defaultLocale));
    // the first navigation starts now: the URL's remote and its data load while the language does
    const router = createAppRouter(mayLoadRemote);
    setNavigator((to, options) => void router.navigate(to, options));
    await localeReady;
    // the identity call asked in the language last used here (else the browser's): names come back
    // in it; ask again only when the saved language is another (a first visit, a switch elsewhere)
    const asked = earlySessionLanguage() ?? detectLocale();
    const session = session0 && locale !== asked ? await fetchSession().catch(() => session0) : session0;
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
