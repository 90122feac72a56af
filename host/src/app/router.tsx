import { lazy, Suspense } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { PendingIndicator } from './components/pending-indicator';
import { remoteForPath } from './remotes/route-registry';
import { loadRemoteModule } from './remotes/remote-loader';

/**
 * The not-found page, loaded only when a path matches nothing: the UI kit stays off the first load.
 */
const NotFoundPage = lazy(() => import('@kanri/ui').then((m) => ({ default: m.NotFoundPage })));

/** The router's last-resort error page, loaded only when a route fails. */
const RootErrorPage = lazy(() => import('./root-error-page').then((m) => ({ default: m.RootErrorPage })));

/** The shell's page for an unmatched URL (not found, or a remote whose manifest is missing). */
const UnmatchedPage = lazy(() => import('./remotes/remote-routes').then((m) => ({ default: m.UnmatchedPage })));

function LazyUnmatched() {
  return (
    <Suspense fallback={<PendingIndicator block />}>
      <UnmatchedPage />
    </Suspense>
  );
}

/** The error element of the remotes' outlet, loaded only when a remote fails. */
const RemoteRouteError = lazy(() => import('./remotes/remote-routes').then((m) => ({ default: m.RemoteRouteError })));

function LazyRootError() {
  return (
    <Suspense fallback={null}>
      <RootErrorPage />
    </Suspense>
  );
}

function LazyRemoteError() {
  return (
    <Suspense fallback={<PendingIndicator block />}>
      <RemoteRouteError />
    </Suspense>
  );
}

function LazyNotFound() {
  return (
    <Suspense fallback={<PendingIndicator block />}>
      <NotFoundPage />
    </Suspense>
  );
}

/** The route the remotes' routes are patched into (a pathless child of the shell). */
export const remotesRouteId = 'remotes';

/**
 * The route tree the host starts with: the root (redirects, guard) holds the `/auth` pages and the
 * shell; the shell holds the remotes' outlet, which holds only the not-found page until a
 * navigation needs a remote (`patchRemoteRoutes`). Everything below the root is lazy
 * (docs/performance.md). The sign-in and invitation pages are a separate document (`auth.html`);
 * their routes here only load it.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <LazyRootError />,
      // the lazy pages load on first render: show the pending indicator meanwhile
      hydrateFallbackElement: <PendingIndicator block />,
      children: [
        {
          path: 'auth',
          children: [
            // the auth page is its own document (auth.html): this route loads it (features/auth)
            { path: 'sign-in', lazy: () => import('../features/auth/shell-auth-route').then((m) => ({ Component: m.ShellAuthRoute })) },
            { path: 'invitation/:invitationCode', lazy: () => import('../features/auth/shell-auth-route').then((m) => ({ Component: m.ShellAuthRoute })) },
            { path: '*', element: <LazyNotFound /> },
          ],
        },
        {
          id: 'shell',
          lazy: () => import('./shell/shell-layout').then((m) => ({ Component: m.ShellLayout })),
          children: [{ id: remotesRouteId, errorElement: <LazyRemoteError />, children: [{ path: '*', element: <LazyUnmatched /> }] }],
        },
      ],
    },
  ];
}

/** Whether the shell may load the remote for `pathname` now (signed in, module permitted). */
export type RemoteLoadPolicy = (pathname: string) => boolean;

const patched = new Set<string>();
const fallbacks = new Set<string>();

/** Forgets which remotes were patched (tests build a router per test). */
export function resetPatchedRemotes(): void {
  patched.clear();
  fallbacks.clear();
}

/**
 * react-router's `patchRoutesOnNavigation` for the host (issue 27): when a URL matches only the
 * not-found splat (or a route with params, where react-router asks in case a better route exists),
 * the remote whose manifest owns the URL is loaded (`loadRemoteModule`: its `./module` and
 * catalog) and its routes are patched under the remotes' outlet, once. Nothing is loaded for a URL
 * no manifest owns, or one `mayLoad` refuses (signed out, a module of a product the session lacks:
 * the shell refuses it without its code). A remote that cannot load gets its fallback routes
 * (`remoteFallbackTree`: "<module> is unavailable" with Retry, which loads it again). A remote
 * counts as patched only once a patch took: react-router drops the patch of a navigation that
 * another interrupted while the remote loaded, and the interrupting one patches it.
 * @param mayLoad the load policy (bootstrap: the session's)
 */
export function patchRemoteRoutes(mayLoad: RemoteLoadPolicy): PatchRoutesOnNavigationFunction {
  return async ({ path, patch, signal }) => {
    const pathname = path.split(/[?#]/)[0] ?? path;
    const owner = remoteForPath(pathname);
    if (!owner || patched.has(owner.entry.remote.id) || !mayLoad(pathname)) return;
    const { remote, manifest } = owner.entry;
    const basePaths = manifest?.basePaths ?? [owner.basePath];
    // the remote's module and the host's adapter load side by side
    const adapter = import('./remotes/remote-routes');
    let module: Awaited<ReturnType<typeof loadRemoteModule>>;
    try {
      module = await loadRemoteModule(remote);
    } catch {
      // the navigation must finish (the shell's lazy layout loads with it): the URL lands on routes
      // that say the remote is unavailable, with Retry
      const { remoteFallbackTree } = await adapter;
      // react-router ignores the patch of a navigation another one interrupted meanwhile: only a
      // patch that takes is remembered (below)
      if (fallbacks.has(remote.id) || signal.aborted) return;
      patch(remotesRouteId, [remoteFallbackTree(remote.id, basePaths)]);
      fallbacks.add(remote.id);
      return;
    }
    const { remoteRouteTree } = await adapter;
    // a navigation interrupted while the remote loaded (a popstate or a link as the shell starts):
    // react-router drops its patch, so the remote is not patched yet — the interrupting navigation,
    // which is also waiting for it, patches it. Marking it here left that one without the remote's
    // routes: "page not found" (the persons e2e spec met it once).
    if (patched.has(remote.id) || signal.aborted) return;
    patch(remotesRouteId, [remoteRouteTree(remote.id, module, basePaths)]);
    patched.add(remote.id);
  };
}

/** The browser router of the host; remotes' routes are added on navigation. */
export function createAppRouter(mayLoad: RemoteLoadPolicy) {
  return createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: patchRemoteRoutes(mayLoad) });
}
