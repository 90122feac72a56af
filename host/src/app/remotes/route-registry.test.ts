import { deployedManifest, remoteManifestSources } from '../testing/route-registry';
import { buildRouteRegistry, loadRouteRegistry, registerManifest, remoteForPath, routeManifestUrl, type ManifestStore } from './route-registry';

function memoryStore(): ManifestStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const itOps = remoteManifestSources[0]!.remote;
const gaPlaces = remoteManifestSources[2]!.remote;

describe('route manifests', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('lives beside the remote’s mf-manifest.json', () => {
    expect(routeManifestUrl(itOps)).toBe('http://localhost:8081/route-manifest.json');
    expect(routeManifestUrl({ entry: '/remotes/it-ops/mf-manifest.json' }, 'https://kanri.example/software')).toBe('https://kanri.example/remotes/it-ops/route-manifest.json');
  });

  it('uses a valid manifest and keeps it as the last good copy', () => {
    const store = memoryStore();
    const entry = registerManifest(itOps, deployedManifest(0), store);
    expect(entry.state).toBe('live');
    expect(entry.manifest?.modules.map((m) => m.key)).toContain('software');
    expect(store.items.has('kanri:route-manifest:it-ops')).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses a malformed manifest with its problems in the console, and falls back to the last good copy', () => {
    const store = memoryStore();
    registerManifest(itOps, deployedManifest(0), store);
    const refused = registerManifest(itOps, { version: 1, remote: 'it-ops', basePaths: 'oops', modules: [], palette: [], redirects: [] }, store);
    expect(refused.state).toBe('refused');
    expect(refused.manifest?.remote).toBe('it-ops');
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/route manifest of it-ops refused:\n {2}basePaths: /);
    // a manifest naming another remote is refused too
    expect(registerManifest(itOps, deployedManifest(2), null)).toMatchObject({ state: 'refused', manifest: null });
  });

  it('refuses a module or a redirect outside the remote’s own URL spaces', () => {
    const manifest = deployedManifest(2);
    manifest.redirects.push({ from: '/software', to: '/places', source: 'a mistake' });
    expect(registerManifest(gaPlaces, manifest, null).state).toBe('refused');
  });

  it('refuses a preload outside the remote’s URL spaces, a call that is not an API URL, or a param the path lacks', () => {
    expect(deployedManifest(2).preload?.length).toBeGreaterThan(0);
    expect(registerManifest(gaPlaces, deployedManifest(2), null).state).toBe('live');
    for (const preload of [
      { path: '/software/registry', calls: ['/v2/software'] },
      { path: '/places', calls: ['https://evil.example/v2/places'] },
      { path: '/places/:placeId', calls: ['/v2/places/:id'] },
      { path: '/places', calls: [] },
    ]) {
      const manifest = deployedManifest(2);
      manifest.preload = [preload];
      expect(registerManifest(gaPlaces, manifest, null).state).toBe('refused');
    }
  });

  it('marks a remote that cannot be reached unavailable, its last good copy still naming its modules', async () => {
    const store = memoryStore();
    registerManifest(gaPlaces, deployedManifest(2), store);
    const registry = await loadRouteRegistry([itOps, gaPlaces], {
      store,
      fetcher: async (remote) => (remote.id === 'ga-places' ? new Error('Failed to fetch') : deployedManifest(0)),
    });
    expect(registry.remotes.map((r) => r.state)).toEqual(['live', 'unavailable']);
    expect(registry.navModules.filter((m) => !m.available).map((m) => m.key)).toEqual(['places', 'equipment', 'fleets', 'ga-operation-core']);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/route manifest of ga-places could not be loaded \(Failed to fetch\)/);
    const blank = await loadRouteRegistry([gaPlaces], { store: memoryStore(), fetcher: async () => new Error('Failed to fetch') });
    expect(blank.remotes[0]).toMatchObject({ state: 'unavailable', manifest: null });
    expect(blank.navModules).toEqual([]);
  });

  it('leaves a base path or a module key claimed twice with the first remote', () => {
    const thief = { ...deployedManifest(2), basePaths: ['/places', '/software'], modules: [{ ...deployedManifest(0).modules[0]!, order: 1 }] };
    const registry = buildRouteRegistry([
      { remote: itOps, manifest: deployedManifest(0), state: 'live' },
      { remote: gaPlaces, manifest: thief, state: 'live' },
    ]);
    expect(remoteForPath('/software/registry', registry)?.entry.remote.id).toBe('it-ops');
    expect(remoteForPath('/places', registry)?.entry.remote.id).toBe('ga-places');
    expect(registry.navModules.filter((m) => m.key === 'software').map((m) => m.remote)).toEqual(['it-ops']);
    expect(errors).toHaveBeenCalled();
  });
});
