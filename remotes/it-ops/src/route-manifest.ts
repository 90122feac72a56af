import { msg } from '@lingui/core/macro';
import type { RouteManifestSource } from '@kanri/runtime';

/**
 * The it-ops remote's route manifest (issue 27; docs/frontend-interfaces.md "Route manifests"): its
 * URL spaces, navigation and palette entries and redirects, deployed as `route-manifest.json`
 * beside its `mf-manifest.json` so that the shell learns them without a host release. Imports
 * only the `msg` macro and types: the build evaluates it in Node.
 */
const manifest: RouteManifestSource = {
  remote: 'it-ops',
  basePaths: ['/software', '/app-integrations', '/apps', '/licenses', '/devices', '/profile/device', '/id-managements', '/networks', '/starlinks', '/it-operation-core', '/cockpit'],
  modules: [
    { key: 'software', label: msg`Software`, product: 'IT', order: 10, paths: ['/software', '/app-integrations', '/apps'], path: '/software/registry' },
    { key: 'devices', label: msg`Devices`, product: 'IT', order: 50, paths: ['/devices', '/profile/device'], path: '/devices/inventory' },
    { key: 'licenses', label: msg`Licenses`, product: 'IT', order: 80, paths: ['/licenses'], path: '/licenses/inventory' },
    {
      key: 'it-operation-core',
      label: msg`IT operation core`,
      product: 'IT',
      order: 130,
      paths: ['/it-operation-core'],
      children: [
        { key: 'it-operation-core-packages', label: msg`Operation packages`, path: '/it-operation-core/packages' },
        { key: 'it-operation-core-archived', label: msg`Archived packages`, path: '/it-operation-core/archived' },
      ],
    },
    { key: 'id-managements', label: msg`ID management`, product: 'IT', order: 150, paths: ['/id-managements'], path: '/id-managements' },
    { key: 'networks', label: msg`Networks`, product: 'IT', order: 160, paths: ['/networks'], path: '/networks' },
    { key: 'starlinks', label: msg`Starlinks`, product: 'IT', order: 170, paths: ['/starlinks'], path: '/starlinks' },
    // every staff user holding at least one product: a dashboard per product held (each call declares its own)
    { key: 'cockpit', label: msg`Cockpit`, product: 'any', order: 200, paths: ['/cockpit'], path: '/cockpit' },
  ],
  palette: [
    { module: 'software', path: '/software/registry', label: msg`Software registry` },
    { module: 'software', path: '/software/add', label: msg`Add software` },
    { module: 'software', path: '/software/marketplace', label: msg`Software marketplace` },
    { module: 'software', path: '/software/alerts/shadow-it/apps', label: msg`Shadow IT alerts` },
    { module: 'software', path: '/software/alerts/no-worker', label: msg`No-worker account alerts` },
    { module: 'software', path: '/software/alerts/violated-assignment', label: msg`Assignment violation alerts` },
    { module: 'software', path: '/software/alerts/violated-role', label: msg`Role violation alerts` },
    { module: 'software', path: '/software/alerts/no-user', label: msg`Missing account alerts` },
    { module: 'software', path: '/software/alerts/inactive-user', label: msg`Inactive user alerts` },
    { module: 'software', path: '/software/alerts/alumni', label: msg`Alumni account alerts` },
    { module: 'devices', path: '/devices/inventory', label: msg`Device inventory` },
    { module: 'devices', path: '/devices/add', label: msg`Add device` },
    { module: 'licenses', path: '/licenses/inventory', label: msg`License inventory` },
    { module: 'licenses', path: '/licenses/add', label: msg`Add license` },
    { module: 'it-operation-core', path: '/it-operation-core/packages', label: msg`IT operation packages` },
    { module: 'it-operation-core', path: '/it-operation-core/archived', label: msg`Archived IT operation packages` },
    { module: 'id-managements', path: '/id-managements', label: msg`ID management list` },
    { module: 'id-managements', path: '/id-managements/group-id/add', label: msg`Add group ID` },
    { module: 'networks', path: '/networks', label: msg`Network list` },
    { module: 'networks', path: '/networks/add', label: msg`Add network` },
    { module: 'starlinks', path: '/starlinks', label: msg`Starlink list` },
    { module: 'cockpit', path: '/cockpit', label: msg`Cockpit` },
  ],
  redirects: [
    { from: '/software', to: '/software/registry', search: 'keep', source: 'DECISIONS.md Routing' },
    { from: '/software/integrations', to: '/software/registry', search: 'keep', source: '001 §2 Software' },
    { from: '/software/alerts', to: '/software/alerts/shadow-it/apps', source: '001 §2 Software' },
    { from: '/software/alerts/shadow-it', to: '/software/alerts/shadow-it/apps', source: '001 §2 Software' },
    // the apps-area integration filter becomes the registry's `integration` search (DECISIONS.md)
    { from: '/apps/integrations', to: '/software/registry', search: { set: { status: 'SAAS' }, rename: { status: 'integration' }, keep: 'all' }, source: '000 §2; DECISIONS.md Routing' },
    { from: '/apps/integrations/*', to: '/software/registry', search: { set: { status: 'SAAS' }, rename: { status: 'integration' }, keep: 'all' }, source: '000 §2; DECISIONS.md Routing' },
    { from: '/apps', to: '/software', search: 'keep', source: '000 §2; DECISIONS.md Routing' },
    { from: '/apps/*', to: '/software', search: 'keep', source: '000 §2; DECISIONS.md Routing' },
    { from: '/it-operation-core', to: '/it-operation-core/packages', source: '000 §2' },
    { from: '/it-operation-core/operation-instances/:instanceId', to: '/it-operation-core/operation-instances/:instanceId/detail', source: '001 §2 Operation packages' },
    { from: '/devices', to: '/devices/inventory', search: 'keep', source: 'DECISIONS.md Routing' },
    { from: '/licenses', to: '/licenses/inventory', search: 'keep', source: 'DECISIONS.md Routing' },
    // `add` is the add screen (001 §2 "/id-managements/group-id/add"), not a group ID to open on its members
    { from: '/id-managements/group-id/:id', to: '/id-managements/group-id/:id/members', exclude: { id: ['add'] }, source: '001 §2 ID management groups' },
  ],
  // what each list's loader preloads when opened with no query (route-manifest.test.ts proves it)
  preload: [
    { path: '/software/registry', calls: ['/v2/app-integrations/refresh-resources-all/status', '/v2/software-count?integration=INTEGRATIONS&status=SAAS', '/v2/software?integration=INTEGRATIONS&pageIndex=0&pageSize=100&sortColumn=NAME&sortOrder=asc&status=SAAS', '/v2/table-settings/software-registry'] },
    { path: '/devices/inventory', calls: ['/v2/devices-count?category=ALL', '/v2/devices?category=ALL&pageIndex=0&pageSize=100&sortColumn=NAME', '/v2/table-settings/devices'] },
    { path: '/licenses/inventory', calls: ['/v2/licenses-count?category=SAAS', '/v2/licenses?category=SAAS&pageIndex=0&pageSize=100&sortColumn=NAME&sortOrder=asc', '/v2/table-settings/licenses'] },
    { path: '/id-managements', calls: ['/v2/id-management/apps', '/v2/id-management/ids-count?category=ALL', '/v2/id-management/ids?category=ALL&pageIndex=0&pageSize=100&sortColumn=LOGIN_ID', '/v2/table-settings/id-managements'] },
    { path: '/networks', calls: ['/v2/networks-count?networkCategory=ALL', '/v2/networks?networkCategory=ALL&pageIndex=0&pageSize=100&sortColumn=NETWORK_NAME&sortOrder=asc', '/v2/table-settings/networks'] },
  ],
};

export default manifest;
