import { Outlet, useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import { Button, Result } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizedLabel, type RemoteModule } from '@kanri/runtime';
import { NotFoundPage } from '@kanri/ui';
import { moduleLabelFor } from '../navigation';
import { isRemoteLoaded, RemoteUnavailableError, retryRemote } from './remote-loader';
import { remoteLabels } from './remote-labels';
import { getRouteRegistry } from './route-registry';


/** The name of what failed for `pathname`: its module's label, else its remote's, else the id. */
export function useFailedLabel(pathname: string, remoteId: string | null): string {
  const { i18n } = useLingui();
  const label = moduleLabelFor(pathname);
  if (label) return localizedLabel(label, i18n.locale);
  const unit = remoteId ? remoteLabels[remoteId] : undefined;
  return unit ? i18n._(unit) : (remoteId ?? '');
}

/** The fallback of a remote that cannot load or crashed: the rest of the shell keeps working. */
export function RemoteUnavailable({ label, onRetry, crashed }: { label: string; onRetry: () => void; crashed: boolean }) {
  return (
    <Result
      status="warning"
      title={crashed ? <Trans>Something went wrong in {label}</Trans> : <Trans>{label} is unavailable</Trans>}
      subTitle={
        crashed ? <Trans>This screen stopped because of an error. The rest of kanri still works.</Trans> : <Trans>This module could not be loaded. Other modules still work. Please try again in a moment.</Trans>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    />
  );
}

/**
 * The error element of the shell's remote outlet and of each remote's routes: a remote whose code
 * could not load ("<module> is unavailable") or whose screen threw ("Something went wrong in
 * <module>"), with Retry (the same URL again: the remote is loaded anew, or the screen re-rendered).
 */
export function RemoteRouteError() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const unavailable = error instanceof RemoteUnavailableError;
  const remoteId = unavailable ? error.remoteId : null;
  const label = useFailedLabel(pathname, remoteId);
  if (!unavailable) console.error('[kanri] remote route failed', error);
  return (
    <RemoteUnavailable
      label={label}
      crashed={!unavailable}
      onRetry={() => {
        if (remoteId) retryRemote(remoteId);
        void navigate(pathname + search + hash, { replace: true });
      }}
    />
  );
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * A remote's routes as children of the shell (issue 27): real data routes, so their `loader`s run
 * when they match — in parallel with their `lazy` code — and their errors stay in their own error
 * element. A top-level `*` (the remote's `notFoundRoute`) becomes one `<basePath>/*` per base path
 * of its manifest, so a mistyped URL in the remote's space is not found without claiming every
 * other URL.
 * @param id the remote's id (the wrapper route's id is `remote:<id>`)
 * @param module the remote's exposed module
 * @param basePaths the URL spaces of its manifest
 */
export function remoteRouteTree(id: string, module: RemoteModule, basePaths: string[]): RouteObject {
  const children: RouteObject[] = module.routes.flatMap((route): RouteObject[] => {
    if (route.path !== '*') return [route];
    return basePaths.map((base) => ({ ...route, path: `${segments(base).join('/')}/*` }) as RouteObject);
  });
  // a remote without its own not-found route still answers unknown URLs of its space
  if (!module.routes.some((route) => route.path === '*')) {
    for (const base of basePaths) children.push({ path: `${segments(base).join('/')}/*`, element: <NotFoundPage /> });
  }
  return { id: `remote:${id}`, element: <Outlet />, errorElement: <RemoteRouteError />, children };
}

/**
 * The routes patched for a remote whose code could not load: one `<basePath>/*` per base path whose
 * loader throws `RemoteUnavailableError` (its error element says "<module> is unavailable", Retry)
 * while the remote has not loaded, and which renders the not-found page once it has (its real
 * routes, patched on a successful Retry, outrank these splats: only unknown URLs still reach them).
 * Patching them, rather than failing the navigation, lets the navigation finish, the shell's own
 * lazy layout included.
 * @param id the remote's id
 * @param basePaths the URL spaces of its manifest
 */
export function remoteFallbackTree(id: string, basePaths: string[]): RouteObject {
  const loader = () => {
    if (!isRemoteLoaded(id)) throw new RemoteUnavailableError(id);
    return null;
  };
  return {
    id: `remote:${id}:unavailable`,
    element: <Outlet />,
    errorElement: <RemoteRouteError />,
    children: basePaths.map((base) => ({ path: `${segments(base).join('/')}/*`, loader, element: <NotFoundPage /> })),
  };
}

/**
 * The shell's page for a URL no route matches: the not-found page, unless a remote's manifest
 * could not be loaded at all (its URL spaces are then unknown, and the URL may well be its): then
 * "<unit> is unavailable", whose Retry reloads the page to read the manifests again.
 */
export function UnmatchedPage() {
  const { i18n } = useLingui();
  const missing = getRouteRegistry().remotes.filter((entry) => !entry.manifest && entry.state !== 'live');
  if (missing.length === 0) return <NotFoundPage />;
  const label = missing.map(({ remote }) => (remoteLabels[remote.id] ? i18n._(remoteLabels[remote.id]!) : remote.id)).join(i18n.locale === 'ja-JP' ? '、' : ', ');
  return <RemoteUnavailable label={label} crashed={false} onRetry={() => window.location.reload()} />;
}
