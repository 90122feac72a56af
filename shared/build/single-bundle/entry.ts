/**
 * The entry of the single-bundle comparison build (`pnpm bench`, issue 27 "beside the
 * single-bundle build of the same code"): the host's start-up and every remote's `./module`
 * compiled together by one rspack build without Module Federation, as a plain SPA would ship
 * them. Not deployed and not a product entry: it exists so the bench can say what federation
 * costs on the same page, measured in the same run.
 *
 * The remotes' modules become ordinary lazy chunks (`import()`), handed to the host's remote loader
 * in place of the federation runtime's `loadRemote`.
 */
import { setRemoteImporter } from '../../../host/src/app/remotes/remote-loader';
import { startEarlySession } from '../../../host/src/app/early-session';
import { startRouteManifests } from '../../../host/src/app/remotes/early-route-manifests';

const modules: Record<string, () => Promise<{ default: unknown }>> = {
  'it-ops': () => import('../../../remotes/it-ops/src/module'),
  'hr-people': () => import('../../../remotes/hr-people/src/module'),
  'ga-places': () => import('../../../remotes/ga-places/src/module'),
  marketplace: () => import('../../../remotes/marketplace/src/module'),
  settings: () => import('../../../remotes/settings/src/module'),
  individual: () => import('../../../remotes/individual/src/module'),
};

setRemoteImporter(async (remote) => {
  const load = modules[remote.id];
  if (!load) throw new Error(`single bundle: no remote ${remote.id}`);
  return (await load()).default;
});
// as the host's own entry does, minus preloading remote code from the remotes' origins: here the
// code is the bundle's own
startEarlySession();
startRouteManifests({ preloadRemoteCode: false });
void import('../../../host/src/bootstrap');
