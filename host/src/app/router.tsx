import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { PendingIndicator } from './components/pending-indicator';
import type { RemoteConfig } from './remotes/runtime-config';

/**
 * The not-found page, loaded only when a path matches nothing: the UI kit stays off the first load.
 */
const NotFoundPage = lazy(() => import('@kanri/ui').then((m) => ({ default: m.NotFoundPage })));

/** The router's last-resort error page, loaded only when a route fails. */
const RootErrorPage = lazy(() => import('./root-error-page').then((m) => ({ default: m.RootErrorPage })));

function LazyRootError() {
  return (
    <Suspense fallback={null}>
      <RootErrorPage />
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

/**
 * The route tree: the root (redirects, guard) holds the `/auth` pages and the shell; the shell
 * holds one splat route per base path of every remote (its module loads on first navigation) and
 * the not-found page.
 *
 * Everything below the root is a lazy route (docs/performance.md): the shell does not wait for the
 * code of pages it is not showing. The sign-in and invitation pages are a separate document
 * (`auth.html`, docs/performance.md "The sign-in page"); their routes here only load it.
 */
export function appRoutes(remotes: RemoteConfig[]): RouteObject[] {
  const remoteRoutes: RouteObject[] = remotes.flatMap((remote) =>
    remote.basePaths.map((basePath) => ({
      path: `${basePath.slice(1)}/*`,
      lazy: () => import('./remotes/remote-routes').then(({ RemoteRoutes }) => ({ element: <RemoteRoutes remote={remote} basePath={basePath} /> })),
    })),
  );
  return [
    {
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
          lazy: () => import('./shell/shell-layout').then((m) => ({ Component: m.ShellLayout })),
          children: [...remoteRoutes, { path: '*', element: <LazyNotFound /> }],
        },
      ],
    },
  ];
}

/** The browser router of the host. */
export function createAppRouter(remotes: RemoteConfig[]) {
  return createBrowserRouter(appRoutes(remotes));
}
