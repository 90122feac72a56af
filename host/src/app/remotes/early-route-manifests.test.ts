import type { Accessibles } from '@kanri/contracts';

type Answer = Response;
const answer = (body: unknown, status = 200): Answer => ({ status, ok: status >= 200 && status < 300, json: async () => body, clone: () => answer(body, status) }) as Answer;

const config = {
  remotes: [
    { id: 'it-ops', name: 'it_ops', entry: 'http://r.example:8081/mf-manifest.json' },
    { id: 'ga-places', name: 'ga_places', entry: 'http://r.example:8083/mf-manifest.json' },
  ],
};

const placesPreload = [
  { path: '/places', calls: ['/v2/places?category=ALL&pageSize=100', '/v2/place-types'] },
  { path: '/places/:placeId', calls: ['/v2/places/:placeId'] },
];

/** Starts the entry chunk's early calls for `url` (default `/places/p-1`) as a session with `accessibles` (null: signed out). */
async function startAt(accessibles: Accessibles | null, url = '/places/p-1') {
  jest.resetModules();
  window.history.replaceState(null, '', url);
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="kanri-runtime-config">${JSON.stringify(config)}</script>`;
  global.fetch = jest.fn(async (url: URL | string) => {
    const href = String(url);
    if (href === '/v2/session') return accessibles ? answer({ accessibles }) : answer({ code: 'UNAUTHORIZED' }, 401);
    if (href === 'http://r.example:8081/route-manifest.json') return answer({ basePaths: ['/software'], modules: [{ product: 'IT', paths: ['/software'] }] });
    if (href === 'http://r.example:8083/route-manifest.json') return answer({ basePaths: ['/places', '/equipment'], modules: [{ product: 'GA', paths: ['/places'] }], preload: placesPreload });
    if (href === 'http://r.example:8083/mf-manifest.json') return answer({ metaData: { publicPath: 'auto' }, exposes: [{ name: 'module', assets: { js: { sync: ['12.abcd.js', '__federation_expose_module.ef01.js'] } } }] });
    return answer(null, 404);
  }) as unknown as typeof fetch;
  const session = await import('../early-session');
  const early = await import('./early-route-manifests');
  session.startEarlySession();
  early.startRouteManifests();
  await new Promise((resolve) => setTimeout(resolve, 10));
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
  const calls = (global.fetch as jest.Mock).mock.calls.map(([href, init]: [string, RequestInit]) => ({ href: String(href), language: (init?.headers as Record<string, string> | undefined)?.['Accept-Language'] })).filter((call) => call.href.startsWith('/v2/') && call.href !== '/v2/session');
  return { early, preloads, calls };
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

  it('sends the data calls the URL’s manifest declares, in the language of the identity call, and hands them over once', async () => {
    localStorage.setItem('kanri:locale', 'ja-JP');
    const { early, calls } = await startAt(staff('GA'), '/places/p%201');
    expect(calls).toEqual([{ href: '/v2/places/p%201', language: 'ja-JP' }]);
    const taken = early.takeEarlyCalls();
    expect(taken).toEqual([expect.objectContaining({ url: '/v2/places/p%201', language: 'ja-JP', startedAt: expect.any(Number) })]);
    expect(early.takeEarlyCalls()).toEqual([]);
    localStorage.removeItem('kanri:locale');
  });

  it('sends the list’s calls only for a page opened with no query', async () => {
    expect((await startAt(staff('GA'), '/places')).calls.map((call) => call.href)).toEqual(['/v2/places?category=ALL&pageSize=100', '/v2/place-types']);
    expect((await startAt(staff('GA'), '/places?category=OFFICE')).calls).toEqual([]);
    expect((await startAt(staff('GA'), '/places/p-1/items')).calls).toEqual([]);
  });

  it('matches a route pattern segment by segment', async () => {
    const { matchPreloadPath } = await import('./early-route-manifests');
    expect(matchPreloadPath('/devices/:deviceId', '/devices/d-1')).toEqual({ deviceId: 'd-1' });
    expect(matchPreloadPath('/devices/:deviceId', '/devices/d-1/')).toEqual({ deviceId: 'd-1' });
    expect(matchPreloadPath('/devices/:deviceId', '/devices')).toBeNull();
    expect(matchPreloadPath('/devices/inventory', '/devices/inventory/x')).toBeNull();
    expect(matchPreloadPath('/devices/inventory', '/devices/Inventory')).toBeNull();
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
