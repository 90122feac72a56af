import { startRouteManifests, takeEarlyRouteManifest } from './early-route-manifests';

const answer = (body: unknown, status = 200) => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;

describe('the early route manifests', () => {
  it('fetches every remote’s manifest from the inlined runtime config, and preloads the code of the one that owns the URL', async () => {
    window.history.replaceState(null, '', '/places/p-1');
    document.body.innerHTML = `<script type="application/json" id="kanri-runtime-config">${JSON.stringify({
      remotes: [
        { id: 'it-ops', name: 'it_ops', entry: 'http://r.example:8081/mf-manifest.json' },
        { id: 'ga-places', name: 'ga_places', entry: 'http://r.example:8083/mf-manifest.json' },
      ],
    })}</script>`;
    const fetchMock = jest.fn(async (url: URL | string) => {
      const href = String(url);
      if (href === 'http://r.example:8081/route-manifest.json') return answer({ basePaths: ['/software'] });
      if (href === 'http://r.example:8083/route-manifest.json') return answer({ basePaths: ['/places', '/equipment'] });
      if (href === 'http://r.example:8083/mf-manifest.json') return answer({ metaData: { publicPath: 'auto' }, exposes: [{ name: 'module', assets: { js: { sync: ['12.abcd.js', '__federation_expose_module.ef01.js'] } } }] });
      return answer(null, 404);
    });
    global.fetch = fetchMock as unknown as typeof fetch;

    startRouteManifests();
    await expect(takeEarlyRouteManifest('it-ops')).resolves.toEqual({ basePaths: ['/software'] });
    await expect(takeEarlyRouteManifest('ga-places')).resolves.toEqual({ basePaths: ['/places', '/equipment'] });
    // taken once: the bootstrap fetches anew after that
    expect(takeEarlyRouteManifest('it-ops')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
    expect(preloads).toEqual([
      'fetch http://r.example:8083/mf-manifest.json',
      'script http://r.example:8083/remoteEntry.js',
      'script http://r.example:8083/12.abcd.js',
      'script http://r.example:8083/__federation_expose_module.ef01.js',
    ]);
  });

  it('turns a failed fetch into an Error the bootstrap reports', async () => {
    jest.resetModules();
    const early = await import('./early-route-manifests');
    document.body.innerHTML = `<script type="application/json" id="kanri-runtime-config">${JSON.stringify({ remotes: [{ id: 'it-ops', name: 'it_ops', entry: 'http://r.example:8081/mf-manifest.json' }] })}</script>`;
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    early.startRouteManifests();
    await expect(early.takeEarlyRouteManifest('it-ops')).resolves.toEqual(new TypeError('Failed to fetch'));
  });
});
