import { act, screen } from '@testing-library/react';
import type { RemoteModule } from './remote-module';
import { mountStandalone, type StandaloneMount } from './standalone';
import { setApiFetcher } from './client/api-fetch';
import { ApiError } from './client/api-error';
import { i18n } from './i18n/i18n';

const remoteModule: RemoteModule = {
  id: 'standalone-test',
  routes: [{ path: 'places', element: <p>places page</p> }],
  loadCatalog: jest.fn(async () => ({})),
};

describe('mountStandalone', () => {
  let mounted: StandaloneMount | undefined;
  beforeEach(() => {
    // the providers fetch the session on mount: answer "signed out"
    setApiFetcher(async () => {
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in' });
    });
  });
  afterEach(() => {
    act(() => mounted?.unmount());
    mounted = undefined;
    document.body.innerHTML = '';
  });

  it('rejects when the page has no #root', async () => {
    await expect(mountStandalone(remoteModule, { home: '/places' })).rejects.toThrow('missing #root element');
  });

  it('loads the catalog, activates a locale and sends / to home', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      mounted = await mountStandalone(remoteModule, { home: '/places' });
    });
    expect(await screen.findByText('places page')).toBeInTheDocument();
    expect(mounted!.router.state.location.pathname).toBe('/places');
    expect(remoteModule.loadCatalog).toHaveBeenCalledWith(i18n.locale);
  });
});
