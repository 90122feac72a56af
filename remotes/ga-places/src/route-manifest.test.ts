import { expectManifestPreloadsMatchLoaders } from '@kanri/runtime/testing';
import manifest from './route-manifest';
import { routes } from './app/routes';

/**
 * The ga-places route manifest's `preload` (issue 27): the calls the host's entry chunk sends for a
 * list opened with no query are the calls the list's own loader preloads — a page that changes its
 * first calls fails here until the manifest says the same.
 */
describe('ga-places route manifest', () => {
  it('declares for each list exactly the calls its loader preloads', async () => {
    expect(manifest.preload?.map((entry) => entry.path)).toEqual(['/places', '/equipment']);
    await expectManifestPreloadsMatchLoaders(manifest, routes);
  });
});
