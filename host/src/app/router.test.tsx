import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData, type RouteObject } from 'react-router-dom';
import { i18n, KanriProviders, setApiFetcher, type RemoteModule } from '@kanri/runtime';
import { testSession } from '@kanri/runtime/testing';
import { notFoundRoute } from '@kanri/ui';
import { appRoutes, patchRemoteRoutes, remotesRouteId, resetPatchedRemotes } from './router';
import { retryRemote, setRemoteImporter } from './remotes/remote-loader';
import { deployedManifest, installTestRouteRegistry, remoteManifestSources } from './testing/route-registry';
import { buildRouteRegistry, setRouteRegistry } from './remotes/route-registry';
import { navModules } from './navigation';

const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

function Boom(): never {
  throw new Error('render failure');
}

function Registry() {
  const data = useLoaderData() as { started: number } | null;
  return <p>registry page, loader started: {String(data?.started ?? 'no')}</p>;
}

let resolveRegistryCode: (() => void) | null = null;
const events: string[] = [];

/** An it-ops stand-in: a loader beside a lazy page (the loader must not wait for the code). */
const itOpsRoutes: RouteObject[] = [
  {
    path: 'software',
    element: (
      <div>
        software layout <Outlet />
      </div>
    ),
    children: [
      {
        path: 'registry',
        loader: () => {
          events.push('loader');
          return { started: events.length };
        },
        lazy: async () => {
          events.push('lazy');
          await new Promise<void>((resolve) => (resolveRegistryCode = resolve));
          return { Component: Registry };
        },
      },
      { path: 'broken', element: <Boom /> },
    ],
  },
  { path: 'networks', element: <p>network list</p> },
  notFoundRoute,
];

const itOps: RemoteModule = { id: 'it-ops', routes: itOpsRoutes, loadCatalog: jest.fn(async () => ({})) };
const gaPlaces: RemoteModule = { id: 'ga-places', routes: [{ path: 'places', element: <p>place list</p> }], loadCatalog: jest.fn(async () => ({})) };

function renderApp(path: string, mayLoad: (pathname: string) => boolean = () => true) {
  // the shell's own layout is not under test here: the remotes' outlet sits in a plain one, lazy
  // like the real one (a failed remote must not keep it from loading)
  const routes = appRoutes();
  const shell = routes[0]!.children![1]!;
  shell.lazy = async () => ({
    Component: () => (
      <main>
        shell frame <Outlet />
      </main>
    ),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: patchRemoteRoutes(mayLoad) });
  render(
    <KanriProviders session={testSession}>
      <RouterProvider router={router} />
    </KanriProviders>,
  );
  return router;
}

const importer = jest.fn(async (remote: { id: string }) => (remote.id === 'it-ops' ? itOps : remote.id === 'ga-places' ? gaPlaces : { default: null }));

beforeEach(() => {
  i18n.load('en-US', {});
  i18n.activate('en-US');
  // the shell's identity re-read, the only call here
  setApiFetcher(async (endpoint) => {
    if (endpoint.path === '/v2/session') return testSession;
    throw new Error(`unexpected ${endpoint.path}`);
  });
  installTestRouteRegistry();
  resetPatchedRemotes();
  for (const id of ['it-ops', 'ga-places']) retryRemote(id);
  events.length = 0;
  resolveRegistryCode = null;
  importer.mockClear();
  setRemoteImporter(importer);
});
afterAll(() => setRemoteImporter(null));

describe('the remotes’ routes, added on navigation', () => {
  it('loads the remote that owns the URL and runs its loader while its page code is still loading', async () => {
    renderApp('/software/registry');
    // both start before the page's code has arrived (react-router starts the lazy first)
    await waitFor(() => expect([...events].sort()).toEqual(['lazy', 'loader']));
    expect(resolveRegistryCode).not.toBeNull();
    act(() => resolveRegistryCode!());
    expect(await screen.findByText('registry page, loader started: 2')).toBeInTheDocument();
    expect(screen.getByText(/software layout/)).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importer.mock.calls[0]![0]).toMatchObject({ id: 'it-ops' });
  });

  it('patches each remote once, and a second remote beside the first', async () => {
    const router = renderApp('/networks');
    expect(await screen.findByText('network list')).toBeInTheDocument();
    await act(() => router.navigate('/places'));
    expect(await screen.findByText('place list')).toBeInTheDocument();
    await act(() => router.navigate('/networks'));
    expect(await screen.findByText('network list')).toBeInTheDocument();
    expect(importer.mock.calls.map(([remote]) => remote.id)).toEqual(['it-ops', 'ga-places']);
    expect(router.routes.flatMap((r) => r.children ?? []).flatMap((r) => r.children ?? []).find((r) => r.id === remotesRouteId)?.children?.map((r) => r.id)).toEqual(
      expect.arrayContaining(['remote:it-ops', 'remote:ga-places']),
    );
  });

  it('patches the remote for a navigation that interrupts the first one while the remote still loads (a popstate as the shell starts)', async () => {
    let release: (() => void) | null = null;
    importer.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return itOps;
    });
    const router = renderApp('/software/registry');
    await waitFor(() => expect(release).not.toBeNull());
    // the first navigation is still waiting for the remote: this one aborts it
    const second = router.navigate('/networks');
    await act(async () => release!());
    await act(() => second);
    expect(await screen.findByText('network list')).toBeInTheDocument();
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('answers a mistyped URL of the remote’s space with the not-found page, without claiming other remotes’ URLs', async () => {
    const router = renderApp('/networks/nope/deeper');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await act(() => router.navigate('/places'));
    expect(await screen.findByText('place list')).toBeInTheDocument();
  });

  it('loads nothing for a URL the load policy refuses (signed out, a module the session lacks)', async () => {
    renderApp('/networks', () => false);
    expect(await screen.findByText(/shell frame/)).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });

  it('keeps a remote that cannot load inside the shell, and Retry loads it again', async () => {
    importer.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/networks');
    expect(await screen.findByText('Networks is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/shell frame/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('network list')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('keeps a screen that crashes inside its remote, named after its module', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/software/broken');
    expect(await screen.findByText('Something went wrong in Software')).toBeInTheDocument();
    expect(screen.getByText(/shell frame/)).toBeInTheDocument();
  });
});

describe('a remote deployed alone with a new screen and its nav entry', () => {
  it('shows both from its own manifest and module: the host is not changed', async () => {
    const index = remoteManifestSources.findIndex((entry) => entry.remote.id === 'it-ops');
    const manifest = deployedManifest(index);
    manifest.basePaths.push('/printers');
    manifest.modules.push({ key: 'printers', label: { 'en-US': 'Printers', 'ja-JP': 'プリンター' }, product: 'IT', order: 175, paths: ['/printers'], path: '/printers' });
    manifest.palette.push({ path: '/printers', label: { 'en-US': 'Printer list', 'ja-JP': 'プリンター一覧' }, module: 'printers' });
    setRouteRegistry(
      buildRouteRegistry(remoteManifestSources.map(({ remote }, i) => ({ remote, manifest: i === index ? manifest : deployedManifest(i), state: 'live' as const }))),
    );
    itOpsRoutes.splice(2, 0, { path: 'printers', element: <p>printer list</p> });
    try {
      expect(navModules().map((m) => m.key)).toContain('printers');
      expect(navModules().findIndex((m) => m.key === 'printers')).toBe(navModules().findIndex((m) => m.key === 'starlinks') + 1);
      renderApp('/printers');
      expect(await screen.findByText('printer list')).toBeInTheDocument();
    } finally {
      itOpsRoutes.splice(2, 1);
    }
  });
});

describe('a remote whose manifest could not be loaded at all', () => {
  it('says its unit is unavailable for a URL nobody owns, instead of not found', async () => {
    installTestRouteRegistry({ 'ga-places': { manifest: null, state: 'unavailable' } });
    renderApp('/places');
    expect(await screen.findByText('General affairs is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });
});
