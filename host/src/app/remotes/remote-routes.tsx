import { Component, Suspense, use, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Button, Result } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RemoteModule } from '@kanri/runtime';
import { NotFoundPage } from '@kanri/ui';
import { PendingIndicator } from '../components/pending-indicator';
import { loadRemoteModule, RemoteUnavailableError, retryRemote } from './remote-loader';
import { routesForBasePath } from './adapt-routes';
import type { RemoteConfig } from './runtime-config';
import { moduleLabelFor } from '../navigation';

interface BoundaryProps {
  remoteId: string;
  pathname: string;
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** One remote's error boundary: a load failure or a render error stays inside its routes. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown; pathname: string | null }> {
  override state: { error: unknown; pathname: string | null } = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string | null }) {
    // navigating elsewhere inside the remote clears a render error
    if (state.error && state.pathname !== null && state.pathname !== props.pathname) return { error: null, pathname: props.pathname };
    return state.error ? null : { pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[kanri] remote ${this.props.remoteId} failed`, error);
  }

  retry = () => {
    retryRemote(this.props.remoteId);
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}

function RemoteUnavailable({ label, onRetry, crashed }: { label: string; onRetry: () => void; crashed: boolean }) {
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

function RemoteRouteTree({ module, basePath }: { module: RemoteModule; basePath: string }) {
  const routes = useMemo<RouteObject[]>(() => [...routesForBasePath(module.routes, basePath), { path: '*', element: <NotFoundPage /> }], [module, basePath]);
  return useRoutes(routes);
}

function LoadedRemote({ remote, basePath }: { remote: RemoteConfig; basePath: string }) {
  const module = use(loadRemoteModule(remote));
  return <RemoteRouteTree module={module} basePath={basePath} />;
}

/** Labels of the remotes, used when the nav table has no module for a base path. */
const remoteLabels: Record<string, MessageDescriptor> = {
  'it-ops': msg`IT operations`,
  'hr-people': msg`HR and people`,
  'ga-places': msg`General affairs`,
  marketplace: msg`Marketplace`,
  settings: msg`Settings`,
  individual: msg`Individual area`,
};

/**
 * The element of the shell's splat route for one base path of a remote (`/software/*`): loads the
 * remote's module on first use (catalog merged before it renders), renders its routes for that
 * base path, and keeps failures inside: "<module> is unavailable" with Retry when it cannot load,
 * "Something went wrong in <module>" when it crashes while rendering.
 */
export function RemoteRoutes({ remote, basePath }: { remote: RemoteConfig; basePath: string }) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const descriptor = moduleLabelFor(basePath) ?? remoteLabels[remote.id];
  const label = descriptor ? i18n._(descriptor) : remote.id;
  return (
    <RemoteErrorBoundary
      key={`${remote.id}:${attempt}`}
      remoteId={remote.id}
      pathname={pathname}
      fallback={(error, retry) => (
        <RemoteUnavailable
          label={label}
          crashed={!(error instanceof RemoteUnavailableError)}
          onRetry={() => {
            retry();
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<PendingIndicator block />}>
        <LoadedRemote remote={remote} basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
