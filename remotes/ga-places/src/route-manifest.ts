import { msg } from '@lingui/core/macro';
import type { RouteManifestSource } from '@kanri/runtime';

/**
 * The ga-places remote's route manifest (issue 27; docs/frontend-interfaces.md "Route manifests"):
 * its URL spaces, navigation and palette entries and redirects, deployed as `route-manifest.json`
 * beside its `mf-manifest.json`. Imports only the `msg` macro and types: the build evaluates it in Node.
 */
const manifest: RouteManifestSource = {
  remote: 'ga-places',
  basePaths: ['/places', '/equipment', '/fleets', '/ga-operation-core'],
  modules: [
    { key: 'places', label: msg`Places`, product: 'GA', order: 40, paths: ['/places'], path: '/places' },
    { key: 'equipment', label: msg`Equipment`, product: 'GA', order: 60, paths: ['/equipment'], path: '/equipment' },
    { key: 'fleets', label: msg`Fleets`, product: 'GA', order: 70, paths: ['/fleets'], path: '/fleets' },
    { key: 'ga-operation-core', label: msg`GA operation core`, product: 'GA', order: 120, paths: ['/ga-operation-core'], path: '/ga-operation-core/packages' },
  ],
  palette: [
    { module: 'places', path: '/places', label: msg`Place list` },
    { module: 'places', path: '/places/add', label: msg`Add place` },
    { module: 'places', path: '/places/import-csv', label: msg`Import places from CSV` },
    { module: 'equipment', path: '/equipment', label: msg`Equipment list` },
    { module: 'equipment', path: '/equipment/add', label: msg`Add equipment` },
    { module: 'equipment', path: '/equipment/import-csv', label: msg`Import equipment from CSV` },
    { module: 'equipment', path: '/equipment/settings/equipment-types', label: msg`Equipment types` },
    { module: 'fleets', path: '/fleets', label: msg`Fleet list` },
    { module: 'fleets', path: '/fleets/add', label: msg`Add fleet` },
    { module: 'ga-operation-core', path: '/ga-operation-core/packages', label: msg`GA operation core packages` },
  ],
  redirects: [{ from: '/equipment/settings', to: '/equipment/settings/equipment-types', source: '001 §2 Equipment' }],
  // what each list's loader preloads when opened with no query (route-manifest.test.ts proves it)
  preload: [
    { path: '/places', calls: ['/v2/place-types', '/v2/places-count?category=ALL', '/v2/places?category=ALL&pageIndex=0&pageSize=100&sortColumn=CODE&sortOrder=asc', '/v2/table-settings/places'] },
    { path: '/equipment', calls: ['/v2/components/place-select?orderBy=NAME&orderDirection=asc&pageSize=200', '/v2/equipment-count?category=ALL', '/v2/equipment-items?includeDisabled=false', '/v2/equipment-types?includeDisabled=false', '/v2/equipment?category=ALL&orderDirection=asc&pageIndex=0&pageSize=100&sortColumn=NAME', '/v2/table-settings/equipment', '/v2/workers-for-select?orderDirection=asc&pageSize=200'] },
  ],
};

export default manifest;
