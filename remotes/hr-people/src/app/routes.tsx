import { redirect, type RouteObject } from 'react-router-dom';
import { notFoundRoute } from '@kanri/ui';
import { lazyPreloadLoader } from '@kanri/runtime';

/**
 * The routes of the hr-people remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/people/workforce` (001 §2 People). Every URL of the spec in the remote's space is built (issue 15 built the last); any other URL in it is not found. Pages load lazily, on first navigation; the
 * workforce and alumni lists start their data calls beside (`lazyPreloadLoader`, issue 27).
 */
export const routes: RouteObject[] = [
  // List roots (DECISIONS.md Routing, 001 §2): the host redirects them before routing; these serve the remote's own mount
  { path: 'people', loader: ({ request }) => redirect(`/people/workforce${new URL(request.url).search}`) },
  { path: 'people/settings', loader: () => redirect('/people/settings/employment-types') },
  { path: 'organization', loader: () => redirect('/organization/chart') },
  // People lists (issue 12, docs/people.md "Workforce and alumni lists", "The list tabs"): one tab bar over the list pages
  {
    lazy: async () => ({ Component: (await import('./people-area-layout')).PeopleAreaLayout }),
    children: [
      { path: 'people/workforce', loader: lazyPreloadLoader(async () => (await import('../features/workforce/api/workforce-calls')).workforceLoader), lazy: async () => ({ Component: (await import('../features/workforce/routes/workforce-page')).WorkforcePage }) },
      { path: 'people/alumni', loader: lazyPreloadLoader(async () => (await import('../features/alumni/api/alumni-calls')).alumniLoader), lazy: async () => ({ Component: (await import('../features/alumni/routes/alumni-page')).AlumniPage }) },
      { path: 'people/salary-and-payment', lazy: async () => ({ Component: (await import('../features/people-insights/routes/salary-page')).SalaryAndPaymentPage }) },
      { path: 'people/people-graph', lazy: async () => ({ Component: (await import('../features/people-insights/routes/people-graph-page')).PeopleGraphPage }) },
      { path: 'people/community', lazy: async () => ({ Component: (await import('../features/people-insights/routes/community-page')).CommunityPage }) },
      { path: 'people/rule-and-policy', lazy: async () => ({ Component: (await import('../features/people-insights/routes/rule-and-policy-page')).PeopleRuleAndPolicyPage }) },
      { path: 'people/operation-activity', lazy: async () => ({ Component: (await import('../features/people-insights/routes/operation-activity-page')).PeopleOperationActivityPage }) },
      { path: 'people/alerts', lazy: async () => ({ Component: (await import('../features/people-insights/routes/alerts-page')).PeopleAlertsPage }) },
    ],
  },
  // People settings (master data): the 17 catalogs; an unknown segment is not found
  { path: 'people/settings/:segment', lazy: async () => ({ Component: (await import('../features/people-settings/routes/people-settings-page')).PeopleSettingsPage }) },
  // The person record (001 §2 "Person screens"): tabs in the last segment; alumni at their own address; one family member
  { path: 'person/:id/family/:familyPersonId', lazy: async () => ({ Component: (await import('../features/person/routes/family-member-page')).FamilyMemberPage }) },
  { path: 'person/alumni/:id/:tab?', lazy: async () => ({ Component: (await import('../features/person/routes/person-page')).AlumniPersonPage }) },
  { path: 'person/:id/:tab?', lazy: async () => ({ Component: (await import('../features/person/routes/person-page')).PersonPage }) },
  // Organization (issue 12, docs/people.md "Organization chart", "Organization plans")
  {
    lazy: async () => ({ Component: (await import('./organization-area-layout')).OrganizationAreaLayout }),
    children: [
      { path: 'organization/chart', lazy: async () => ({ Component: (await import('../features/organization-chart/routes/organization-chart-page')).OrganizationChartPage }) },
      { path: 'organization/plan', lazy: async () => ({ Component: (await import('../features/organization-plans/routes/organization-plans-page')).OrganizationPlansPage }) },
      { path: 'organization/settings', lazy: async () => ({ Component: (await import('../features/organization-settings/routes/organization-settings-page')).OrganizationSettingsPage }) },
    ],
  },
  { path: 'organization/plan/create', lazy: async () => ({ Component: (await import('../features/organization-plans/routes/organization-plan-create-page')).OrganizationPlanCreatePage }) },
  { path: 'organization/plan/:id', lazy: async () => ({ Component: (await import('../features/organization-chart/routes/organization-plan-page')).OrganizationPlanPage }) },
  { path: 'organization/plan/:id/add', lazy: async () => ({ Component: (await import('../features/organization-plans/routes/organization-plan-unit-page')).OrganizationPlanAddUnitPage }) },
  { path: 'organization/plan/:id/edit/:unitId', lazy: async () => ({ Component: (await import('../features/organization-plans/routes/organization-plan-unit-page')).OrganizationPlanEditUnitPage }) },
  { path: 'organization/:id', lazy: async () => ({ Component: (await import('../features/organization-unit/routes/organization-unit-page')).OrganizationUnitPage }) },
  // Adding people (issue 12, docs/people.md "Adding people", "CSV import", "External HR SaaS")
  { path: 'person/add', lazy: async () => ({ Component: (await import('../features/person-add/routes/person-add-select-page')).PersonAddSelectPage }) },
  { path: 'person/add/:workerType', lazy: async () => ({ Component: (await import('../features/person-add/routes/person-add-page')).PersonAddPage }) },
  { path: 'person/add/:workerType/completed', lazy: async () => ({ Component: (await import('../features/person-add/routes/person-add-completed-page')).PersonAddCompletedPage }) },
  { path: 'person/import-csv/:workerType', lazy: async () => ({ Component: (await import('../features/person-import/routes/person-import-csv-page')).PersonImportCsvPage }) },
  { path: 'person/external-hr-saas', lazy: async () => ({ Component: (await import('../features/external-hr-saas/routes/external-hr-saas-page')).ExternalHrSaasPage }) },
  { path: 'person/external-hr-saas/:appIntegrationId/preview', lazy: async () => ({ Component: (await import('../features/external-hr-saas/routes/external-hr-saas-preview-page')).ExternalHrSaasPreviewPage }) },
  // Public IDs (issue 13, docs/public-ids.md): the registry, adding, CSV import, and a record with its details and files tabs;
  // the list root and its other pages go to the registry (001 §2; the host redirects them before routing)
  ...['public-ids', ...['settings', 'rules-and-policies', 'operation-activity', 'members', 'alerts'].map((page) => `public-ids/${page}`)].map(
    (path): RouteObject => ({ path, loader: () => redirect('/public-ids/registry') }),
  ),
  { path: 'public-ids/registry', lazy: async () => ({ Component: (await import('../features/public-ids-registry/routes/public-ids-registry-page')).PublicIdsRegistryPage }) },
  { path: 'public-ids/add', lazy: async () => ({ Component: (await import('../features/public-id-add/routes/public-id-add-page')).PublicIdAddPage }) },
  { path: 'public-ids/import-csv/:publicIdType', lazy: async () => ({ Component: (await import('../features/public-id-import/routes/public-id-import-csv-page')).PublicIdImportCsvPage }) },
  { path: 'public-ids/:id/:tab?', lazy: async () => ({ Component: (await import('../features/public-id/routes/public-id-page')).PublicIdPage }) },
  // Time and attendance links and clocking (issue 13, docs/time-and-attendance.md "Attendance links and clocking")
  {
    lazy: async () => ({ Component: (await import('./time-and-attendance-layout')).TimeAndAttendanceLayout }),
    children: [
      { path: 'time-and-attendance/attendance-links', lazy: async () => ({ Component: (await import('../features/attendance-links/routes/attendance-links-page')).AttendanceLinksPage }) },
      { path: 'time-and-attendance/attendance-links/:placeId', lazy: async () => ({ Component: (await import('../features/attendance-links/routes/attendance-link-page')).AttendanceLinkPage }) },
      { path: 'time-and-attendance/clocking', lazy: async () => ({ Component: (await import('../features/clocking/routes/clocking-page')).ClockingPage }) },
      { path: 'time-and-attendance/attendances', lazy: async () => ({ Component: (await import('../features/attendances/routes/attendances-page')).AttendancesPage }) },
    ],
  },
  // Contracts (issue 13, docs/contracts.md): the list, the add form, the CSV import and the record with its tabs
  { path: 'contract', lazy: async () => ({ Component: (await import('../features/contracts/routes/contracts-page')).ContractsPage }) },
  { path: 'contract/add', lazy: async () => ({ Component: (await import('../features/contracts/routes/contract-add-page')).ContractAddPage }) },
  { path: 'contract/import-csv/:contractType', lazy: async () => ({ Component: (await import('../features/contracts/routes/contract-import-csv-page')).ContractImportCsvPage }) },
  { path: 'contract/:id', lazy: async () => ({ Component: (await import('../features/contracts/routes/contract-root-redirect')).ContractRootRedirect }) },
  { path: 'contract/:id/:tab', lazy: async () => ({ Component: (await import('../features/contracts/routes/contract-page')).ContractPage }) },
  // Time and attendance summaries (issue 13, docs/time-and-attendance.md "Summaries", "The edit")
  {
    lazy: async () => ({ Component: (await import('./time-and-attendance-layout')).TimeAndAttendanceLayout }),
    children: [
      { path: 'time-and-attendance/summary/daily-place', lazy: async () => ({ Component: (await import('../features/attendance-summary/routes/daily-place-page')).DailyPlacePage }) },
      { path: 'time-and-attendance/summary/monthly-place', lazy: async () => ({ Component: (await import('../features/attendance-summary/routes/monthly-place-page')).MonthlyPlacePage }) },
      { path: 'time-and-attendance/summary/monthly-person', lazy: async () => ({ Component: (await import('../features/attendance-summary/routes/monthly-person-page')).MonthlyPersonPage }) },
    ],
  },
  // labor and contractor core packages and pattern lists (issue 14, docs/operation-packages.md "Screens: packages, patterns and starting")
  { path: 'labor-core/packages', lazy: async () => ({ Component: (await import('../features/labor-core/routes/operation-packages-page')).LaborCorePackagesPage }) },
  { path: 'labor-core/configs', lazy: async () => ({ Component: (await import('../features/labor-core/routes/operation-configs-page')).LaborCoreConfigsPage }) },
  { path: 'contractor-core/packages', lazy: async () => ({ Component: (await import('../features/contractor-core/routes/operation-packages-page')).ContractorCorePackagesPage }) },
  { path: 'contractor-core/configs', lazy: async () => ({ Component: (await import('../features/contractor-core/routes/operation-configs-page')).ContractorCoreConfigsPage }) },
  // Labor and contractor cores: a pattern's configuration and an instance with its tabs (issue 14, docs/operation-packages.md "Screens: pattern configuration and instances")
  { path: 'labor-core/config/:patternId', lazy: async () => ({ Component: (await import('../features/labor-core/routes/pattern-config-page')).LaborCorePatternConfigPage }) },
  { path: 'labor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/:tab?', lazy: async () => ({ Component: (await import('../features/labor-core/routes/operation-instance-page')).LaborCoreOperationInstancePage }) },
  { path: 'contractor-core/config/:patternId', lazy: async () => ({ Component: (await import('../features/contractor-core/routes/pattern-config-page')).ContractorCorePatternConfigPage }) },
  { path: 'contractor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/:tab?', lazy: async () => ({ Component: (await import('../features/contractor-core/routes/operation-instance-page')).ContractorCoreOperationInstancePage }) },
  notFoundRoute,
];
