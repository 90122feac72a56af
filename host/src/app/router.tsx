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
 * Everything below the root is a lazy route (docs/performance-web.md): the sign-in page downloads
 * neither the shell (layout, navigation, palette) nor the remote loader, and the shell does not
 * wait for the sign-in form's code.
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
            { path: 'sign-in', lazy: () => import('../features/auth/routes/sign-in-page').then((m) => ({ Component: m.SignInPage })) },
            { path: 'invitation/:invitationCode', lazy: () => import('../features/auth/routes/invitation-page').then((m) => ({ Component: m.InvitationPage })) },
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
