import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import type { RemoteModule } from '@kanri/runtime';
import { notFoundRoute } from '@kanri/ui';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { RemoteRoutes } from './remote-routes';
import { retryRemote, setRemoteImporter } from './remote-loader';
import { routesForBasePath } from './adapt-routes';
import type { RemoteConfig } from './runtime-config';

// typing through antd inputs is slow on a loaded machine: no per-key delay, generous timeout
const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

const remote: RemoteConfig = { id: 'it-ops', name: 'it_ops', entry: 'http://localhost:8081/mf-manifest.json', basePaths: ['/software', '/networks'] };

function Boom(): never {
  throw new Error('render failure');
}

const routes: RouteObject[] = [
  {
    path: 'software',
    element: (
      <div>
        software layout <Outlet />
      </div>
    ),
    children: [
      { path: 'registry', lazy: async () => ({ Component: () => <Link to="../add">registry page</Link> }) },
      { path: 'add', element: <p>add page</p> },
      { path: 'broken', element: <Boom /> },
    ],
  },
  { path: 'networks', element: <p>network list</p> },
];
const remoteModule: RemoteModule = { id: 'it-ops', routes, loadCatalog: jest.fn(async () => ({})) };
// a remote ending its routes with the not-found route (anything it does not build is not found)
const withNotFound: RemoteModule = {
  ...remoteModule,
  routes: [...routes, { path: 'software/alerts/no-user', element: <p>no-user alerts</p> }, { path: 'software/:id', element: <p>software record</p> }, { path: 'networks/add', element: <p>network add</p> }, notFoundRoute],
};

// suspended loads resolve inside an async act scope (React ignores pings outside act in tests)
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 30))));

async function mount(route: string, basePath: string) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<RemoteRoutes remote={remote} basePath={basePath} />, { route, session: testSession, path: `${basePath}/*` });
  });
  await settle();
  await settle();
  return result!;
}

describe('routesForBasePath', () => {
  it('strips the base path and drops the other base paths', () => {
    const adapted = routesForBasePath(routes, '/software');
    expect(adapted).toHaveLength(1);
    expect(adapted[0]!.path).toBeUndefined();
    expect(adapted[0]!.children?.map((r) => r.path)).toEqual(['registry', 'add', 'broken']);
    expect(routesForBasePath(routes, '/networks')).toEqual([expect.objectContaining({ index: true })]);
    expect(routesForBasePath([{ path: 'profile', children: [{ path: 'device/*', element: null }] }], '/profile/device')[0]!.children?.[0]?.path).toBe('*');
  });

  it('keeps the routes of the base path and the not-found route', () => {
    expect(routesForBasePath(withNotFound.routes, '/software').slice(1).map((r) => r.path)).toEqual(['alerts/no-user', ':id', '*']);
    expect(routesForBasePath(withNotFound.routes, '/networks').map((r) => r.path ?? 'index')).toEqual(['index', 'add', '*']);
  });
});

describe('RemoteRoutes', () => {
  afterEach(() => {
    setRemoteImporter(null);
    retryRemote('it-ops');
  });

  it('loads the module and its catalog, then renders its routes with working relative links', async () => {
    setRemoteImporter(async () => remoteModule);
    const { router } = await mount('/software/registry', '/software');
    await user.click(await screen.findByText('registry page'));
    expect(remoteModule.loadCatalog).toHaveBeenCalledWith('en-US');
    await waitFor(() => expect(router.state.location.pathname).toBe('/software/add'));
    expect(await screen.findByText('add page')).toBeInTheDocument();
  });

  it('renders a nested built route of the remote under its base path', async () => {
    setRemoteImporter(async () => withNotFound);
    await mount('/software/alerts/no-user', '/software');
    expect(await screen.findByText('no-user alerts')).toBeInTheDocument();
  });

  it.each(['/software/registry/extra', '/software/alerts/no-users', '/networks/ad'])('shows the not-found page for an unknown URL under a base path: %s', async (url) => {
    setRemoteImporter(async () => withNotFound);
    await mount(url, `/${url.split('/')[1]}`);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows "<module> is unavailable" and retries the load', async () => {
    const importer = jest.fn(async (): Promise<unknown> => {
      throw new Error('manifest unreachable');
    });
    setRemoteImporter(importer);
    await mount('/software/registry', '/software');
    expect(await screen.findByText('Software is unavailable')).toBeInTheDocument();
    importer.mockImplementation(async () => remoteModule);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    await settle();
    expect(await screen.findByText('registry page')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('treats the fallback plugin remoteModule as unavailable', async () => {
    setRemoteImporter(async () => ({ unavailable: true, remoteName: 'it_ops', error: new Error('x') }));
    await mount('/networks', '/networks');
    expect(await screen.findByText('Networks is unavailable')).toBeInTheDocument();
  });

  it('keeps a render error inside the remote', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteImporter(async () => remoteModule);
    await mount('/software/broken', '/software');
    expect(await screen.findByText('Something went wrong in Software')).toBeInTheDocument();
  });
});
