import { expectManifestPreloadsMatchLoaders } from '@kanri/runtime/testing';
import manifest from './route-manifest';
import { routes } from './app/routes';

/**
 * The hr-people route manifest's `preload` (issue 27): the calls the host's entry chunk sends for a
 * list opened with no query are the calls the list's own loader preloads — a page that changes its
 * first calls fails here until the manifest says the same.
 */
describe('hr-people route manifest', () => {
  it('declares for each list exactly the calls its loader preloads', async () => {
    expect(manifest.preload?.map((entry) => entry.path)).toEqual(['/people/workforce', '/people/alumni']);
    await expectManifestPreloadsMatchLoaders(manifest, routes);
  });
});
