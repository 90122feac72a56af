import type { Accessibles } from '@kanri/contracts';

type Answer = Response;
const answer = (body: unknown, status = 200): Answer => ({ status, ok: status >= 200 && status < 300, json: async () => body, clone: () => answer(body, status) }) as Answer;

const config = {
  remotes: [
    { id: 'it-ops', name: 'it_ops', entry: 'http://r.example:8081/mf-manifest.json' },
    { id: 'ga-places', name: 'ga_places', entry: 'http://r.example:8083/mf-manifest.json' },
  ],
};

/** Starts the entry chunk's early calls for `/places/p-1` as a session with `accessibles` (null: signed out). */
async function startAt(accessibles: Accessibles | null) {
  jest.resetModules();
  window.history.replaceState(null, '', '/places/p-1');
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="kanri-runtime-config">${JSON.stringify(config)}</script>`;
  global.fetch = jest.fn(async (url: URL | string) => {
    const href = String(url);
    if (href === '/v2/session') return accessibles ? answer({ accessibles }) : answer({ code: 'UNAUTHORIZED' }, 401);
    if (href === 'http://r.example:8081/route-manifest.json') return answer({ basePaths: ['/software'], modules: [{ product: 'IT', paths: ['/software'] }] });
    if (href === 'http://r.example:8083/route-manifest.json') return answer({ basePaths: ['/places', '/equipment'], modules: [{ product: 'GA', paths: ['/places'] }] });
    if (href === 'http://r.example:8083/mf-manifest.json') return answer({ metaData: { publicPath: 'auto' }, exposes: [{ name: 'module', assets: { js: { sync: ['12.abcd.js', '__federation_expose_module.ef01.js'] } } }] });
    return answer(null, 404);
  }) as unknown as typeof fetch;
  const session = await import('../early-session');
  const early = await import('./early-route-manifests');
  session.startEarlySession();
  early.startRouteManifests();
  await new Promise((resolve) => setTimeout(resolve, 10));
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
  return { early, preloads };
}

const staff = (...products: Accessibles['products']): Accessibles => ({ hasOperator: true, hasIndividual: false, products });

describe('the early route manifests', () => {
  it('fetches every remote’s manifest from the inlined runtime config, and preloads the code of the one that owns the URL', async () => {
    const { early, preloads } = await startAt(staff('GA'));
    await expect(early.takeEarlyRouteManifest('it-ops')).resolves.toMatchObject({ basePaths: ['/software'] });
    await expect(early.takeEarlyRouteManifest('ga-places')).resolves.toMatchObject({ basePaths: ['/places', '/equipment'] });
    // taken once: the bootstrap fetches anew after that
    expect(early.takeEarlyRouteManifest('it-ops')).toBeUndefined();
    expect(preloads).toEqual([
      'fetch http://r.example:8083/mf-manifest.json',
      'script http://r.example:8083/remoteEntry.js',
      'script http://r.example:8083/12.abcd.js',
      'script http://r.example:8083/__federation_expose_module.ef01.js',
    ]);
  });

  it('preloads no code for a module the session may not use, nor for a signed-out visit', async () => {
    expect((await startAt(staff('IT'))).preloads).toEqual([]);
    expect((await startAt(null)).preloads).toEqual([]);
  });

  it('turns a failed fetch into an Error the bootstrap reports', async () => {
    jest.resetModules();
    const early = await import('./early-route-manifests');
    document.body.innerHTML = `<script type="application/json" id="kanri-runtime-config">${JSON.stringify({ remotes: [config.remotes[0]] })}</script>`;
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    early.startRouteManifests();
    await expect(early.takeEarlyRouteManifest('it-ops')).resolves.toEqual(new TypeError('Failed to fetch'));
  });
});
