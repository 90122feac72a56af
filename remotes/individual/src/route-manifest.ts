import type { RouteManifestSource } from '@kanri/runtime';

/**
 * The individual remote's route manifest (issue 27; docs/frontend-interfaces.md "Route
 * manifests"): its URL space only. The individual area has no staff module: the shell links it for
 * an account with the individual area and no staff module (000 §6).
 */
const manifest: RouteManifestSource = {
  remote: 'individual',
  basePaths: ['/individual'],
  modules: [],
  palette: [],
  redirects: [],
};

export default manifest;
