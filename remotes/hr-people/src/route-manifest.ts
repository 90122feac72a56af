import { msg } from '@lingui/core/macro';
import type { RouteManifestSource } from '@kanri/runtime';

const organizationLegacyPages = ['rule-policy', 'cost', 'alert', 'alerts'];
const publicIdsPages = ['settings', 'rules-and-policies', 'operation-activity', 'members', 'alerts'];

/**
 * The hr-people remote's route manifest (issue 27; docs/frontend-interfaces.md "Route manifests"):
 * its URL spaces, navigation and palette entries and redirects, deployed as `route-manifest.json`
 * beside its `mf-manifest.json`. Imports only the `msg` macro and types: the build evaluates it in Node.
 */
const manifest: RouteManifestSource = {
  remote: 'hr-people',
  basePaths: ['/people', '/person', '/organization', '/public-ids', '/contract', '/time-and-attendance', '/labor-core', '/contractor-core'],
  modules: [
    { key: 'people', label: msg`People`, product: 'HR', order: 20, paths: ['/people', '/person'], path: '/people/workforce' },
    { key: 'organization', label: msg`Organization`, product: 'HR', order: 30, paths: ['/organization'], path: '/organization/chart' },
    { key: 'contracts', label: msg`Contracts`, product: 'LEGAL', order: 90, paths: ['/contract'], path: '/contract' },
    { key: 'contractor-core', label: msg`Contractor core`, product: 'LEGAL', order: 100, paths: ['/contractor-core'], path: '/contractor-core/packages' },
    { key: 'labor-core', label: msg`Labor core`, product: 'HR', order: 110, paths: ['/labor-core'], path: '/labor-core/packages' },
    { key: 'public-ids', label: msg`Public IDs`, product: 'HR', order: 140, paths: ['/public-ids'], path: '/public-ids/registry' },
    { key: 'time-and-attendance', label: msg`Time and attendance`, product: 'HR', order: 180, paths: ['/time-and-attendance'], path: '/time-and-attendance/summary/daily-place' },
  ],
  palette: [
    { module: 'people', path: '/people/workforce', label: msg({ message: 'Workforce', context: 'navigation' }) },
    { module: 'people', path: '/people/alumni', label: msg`Alumni` },
    { module: 'people', path: '/person/add', label: msg`Add person` },
    { module: 'people', path: '/people/settings/employment-types', label: msg`People settings` },
    { module: 'organization', path: '/organization/chart', label: msg`Organization chart` },
    { module: 'organization', path: '/organization/plan', label: msg`Organization plan` },
    { module: 'contracts', path: '/contract', label: msg`Contract list` },
    { module: 'contracts', path: '/contract/add', label: msg`Add contract` },
    { module: 'contractor-core', path: '/contractor-core/packages', label: msg`Contractor core packages` },
    { module: 'labor-core', path: '/labor-core/packages', label: msg`Labor core packages` },
    { module: 'public-ids', path: '/public-ids/registry', label: msg`Public ID registry` },
    { module: 'public-ids', path: '/public-ids/add', label: msg`Add public ID` },
    { module: 'time-and-attendance', path: '/time-and-attendance/summary/daily-place', label: msg`Daily attendance by place` },
    { module: 'time-and-attendance', path: '/time-and-attendance/summary/monthly-place', label: msg`Monthly attendance by place` },
    { module: 'time-and-attendance', path: '/time-and-attendance/summary/monthly-person', label: msg`Monthly attendance by person` },
    { module: 'time-and-attendance', path: '/time-and-attendance/attendance-links', label: msg`Attendance links` },
  ],
  redirects: [
    { from: '/organization', to: '/organization/chart', source: '000 §2' },
    ...organizationLegacyPages.map((page) => ({ from: `/organization/${page}`, to: '/organization/chart', source: '001 §2 Organization' })),
    { from: '/organization/:id/history', to: '/organization/:id', search: { keep: ['baseDate'] }, source: '001 §2 Organization' },
    { from: '/time-and-attendance', to: '/time-and-attendance/summary/daily-place', source: '000 §2' },
    { from: '/public-ids', to: '/public-ids/registry', source: '000 §2' },
    ...publicIdsPages.map((page) => ({ from: `/public-ids/${page}`, to: '/public-ids/registry', source: '001 §2 Public IDs' })),
    { from: '/public-ids/:id', to: '/public-ids/:id/details', exclude: { id: ['registry', 'add'] }, source: '000 §2; DECISIONS.md Routing' },
    { from: '/people', to: '/people/workforce', search: 'keep', source: 'DECISIONS.md Routing' },
    { from: '/people/settings', to: '/people/settings/employment-types', source: '001 §2 People' },
    { from: '/person/alumni/:id', to: '/person/alumni/:id/personal-information', source: '001 §2 People' },
    { from: '/person/:id', to: '/person/:id/personal-information', exclude: { id: ['add', 'external-hr-saas', 'alumni'] }, source: '001 §2 People' },
  ],
  // what each list's loader preloads when opened with no query (route-manifest.test.ts proves it)
  preload: [
    { path: '/people/workforce', calls: ['/v2/people-filter-options', '/v2/people/count?category=ALL_ALL&menu=All', '/v2/people?category=ALL_ALL&menu=All&pageIndex=0&pageSize=100&sortColumn=NAME&sortOrder=asc', '/v2/table-settings/people-workforce'] },
    { path: '/people/alumni', calls: ['/v2/alumnus/count?category=ALL_ALUMNI', '/v2/alumnus?category=ALL_ALUMNI&pageIndex=0&pageSize=100&sortColumn=LEAVING_AT&sortOrder=desc', '/v2/people-filter-options', '/v2/table-settings/people-alumni'] },
  ],
};

export default manifest;
