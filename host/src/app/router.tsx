import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@kanri/ui';
import { RootLayout } from './root-layout';
import { PendingIndicator } from './components/pending-indicator';
import { ShellLayout } from './shell/shell-layout';
import { RootErrorPage } from './root-error-page';
import { RemoteRoutes } from './remotes/remote-routes';
import type { RemoteConfig } from './remotes/runtime-config';

/**
 * The route tree: the root (redirects, guard) holds the `/auth` pages and the shell; the shell
 * holds one splat route per base path of every remote (its module loads on first navigation) and
 * the not-found page.
 */
export function appRoutes(remotes: RemoteConfig[]): RouteObject[] {
  const remoteRoutes: RouteObject[] = remotes.flatMap((remote) =>
    remote.basePaths.map((basePath) => ({ path: `${basePath.slice(1)}/*`, element: <RemoteRoutes remote={remote} basePath={basePath} /> })),
  );
  return [
    {
      element: <RootLayout />,
      errorElement: <RootErrorPage />,
      // the lazy /auth pages load on first render: show the pending indicator meanwhile
      hydrateFallbackElement: <PendingIndicator block />,
      children: [
        {
          path: 'auth',
          children: [
            { path: 'sign-in', lazy: () => import('../features/auth/routes/sign-in-page').then((m) => ({ Component: m.SignInPage })) },
            { path: 'invitation/:invitationCode', lazy: () => import('../features/auth/routes/invitation-page').then((m) => ({ Component: m.InvitationPage })) },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        { element: <ShellLayout />, children: [...remoteRoutes, { path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

/** The browser router of the host. */
export function createAppRouter(remotes: RemoteConfig[]) {
  return createBrowserRouter(appRoutes(remotes));
}
