import type { RouteObject } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { placeholderRoutes } from '@kanri/ui';

/** The spec's URLs in this remote's space that no issue has built yet (inventory.json "routes"). */
const notBuiltYet = [
  'people', 'people/alumni', 'people/salary-and-payment', 'people/people-graph', 'people/community', 'people/rule-and-policy',
  'people/operation-activity', 'people/alerts',
  'person/add', 'person/add/:workerType', 'person/add/:workerType/completed', 'person/import-csv/:workerType',
  'person/external-hr-saas', 'person/external-hr-saas/:appIntegrationId/preview', 'person/:id', 'person/:id/public-id',
  'person/:id/personal-information', 'person/:id/history', 'person/:id/equipment', 'person/:id/employee-information',
  'person/:id/devices', 'person/:id/apps', 'person/:id/activity', 'person/:id/family/:familyPersonId', 'person/alumni/:id',
  'person/alumni/:id/public-id', 'person/alumni/:id/personal-information', 'person/alumni/:id/history',
  'person/alumni/:id/equipment', 'person/alumni/:id/employee-information', 'person/alumni/:id/devices', 'person/alumni/:id/apps',
  'person/alumni/:id/activity',
  'organization/chart', 'organization/plan', 'organization/plan/create', 'organization/plan/:id', 'organization/plan/:id/add',
  'organization/plan/:id/edit/:unitId', 'organization/:id', 'organization/settings',
  'public-ids/registry', 'public-ids/import-csv/:publicIdType', 'public-ids/add', 'public-ids/:id', 'public-ids/:id/files',
  'public-ids/:id/details',
  'contract', 'contract/add', 'contract/import-csv/:contractType', 'contract/:id', 'contract/:id/structure',
  'contract/:id/rule-and-policy', 'contract/:id/risk-provisions', 'contract/:id/operation-activity', 'contract/:id/history',
  'contract/:id/approval-info',
  'time-and-attendance/summary/daily-place', 'time-and-attendance/summary/monthly-place',
  'time-and-attendance/summary/monthly-person', 'time-and-attendance/attendance-links',
  'time-and-attendance/attendance-links/:placeId', 'time-and-attendance/clocking', 'time-and-attendance/attendances',
  'labor-core/packages', 'labor-core/configs', 'labor-core/config/:patternId',
  'labor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId',
  'labor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/profile',
  'labor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/data',
  'contractor-core/packages', 'contractor-core/configs', 'contractor-core/config/:patternId',
  'contractor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId',
  'contractor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/profile',
  'contractor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/data',
];

/**
 * The routes of the hr-people remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/people/workforce` (001 §2 People). The spec's other URLs of the remote's space show
 * "Coming soon"; any other URL in it is not found. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  { path: 'people/workforce', lazy: async () => ({ Component: (await import('../features/workforce/routes/workforce-page')).WorkforcePage }) },
  // People settings (master data): the 17 catalogs; an unknown segment is not found
  { path: 'people/settings/:segment', lazy: async () => ({ Component: (await import('../features/people-settings/routes/people-settings-page')).PeopleSettingsPage }) },
  ...placeholderRoutes(notBuiltYet, msg`people and organization`),
];
