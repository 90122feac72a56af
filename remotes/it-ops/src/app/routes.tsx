import { redirect, type RouteObject } from 'react-router-dom';
import { notFoundRoute } from '@kanri/ui';
import { lazyPreloadLoader } from '@kanri/runtime';

/**
 * The routes of the it-ops remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/software/registry` (001 §2 Software), the software record `/software/{id}/{tab}`, its add flows and
 * the software list tabs (people, operation activity, bill and cost, rule and policy, settings), the app marketplace (`/software/marketplace`, an app, its install finish), `/networks`, `/networks/add` and `/networks/{id}`
 * (000 §2 Networks), the licenses area (001 §2 Licenses: inventory, add flow, list tabs, `/licenses/{id}`), the devices area (001 §2 Devices: inventory, people, add flow and CSV import, MDM / IT SaaS
 * import, settings and catalog, the list tabs, `/profile/device/{id}/{tab}`). Every URL of the spec in the remote's space is built (issue 15 built the last); any other URL in it is not found. Pages load lazily, on first navigation; the
 * registry, the device inventory, the license inventory, the networks and the ID list start their data calls
 * beside (`lazyPreloadLoader`, issue 27).
 */
export const routes: RouteObject[] = [
  // the list root (DECISIONS.md Routing): the host redirects it before routing; this serves the remote's own mount
  { path: 'software', loader: ({ request }) => redirect(`/software/registry${new URL(request.url).search}`) },
  // the software area's list tabs share one tab bar (a pathless layout route); each helper's list pages are its children
  {
    lazy: async () => ({ Component: (await import('./software-area-layout')).SoftwareAreaLayout }),
    children: [
      { path: 'software/registry', loader: lazyPreloadLoader(async () => (await import('../features/software/api/software-registry-calls')).softwareRegistryLoader), lazy: async () => ({ Component: (await import('../features/software/routes/software-registry-page')).SoftwareRegistryPage }) },
      // software list tabs (people, operation-activity, bill-and-cost, rule-and-policy, settings)
      { path: 'software/people', lazy: async () => ({ Component: (await import('../features/software/routes/software-people-page')).SoftwarePeoplePage }) },
      { path: 'software/operation-activity', lazy: async () => ({ Component: (await import('../features/software/routes/software-operation-activity-page')).SoftwareOperationActivityPage }) },
      { path: 'software/bill-and-cost', lazy: async () => ({ Component: (await import('../features/software/routes/software-bill-and-cost-page')).SoftwareBillAndCostPage }) },
      { path: 'software/rule-and-policy', lazy: async () => ({ Component: (await import('../features/software/routes/software-policy-pages')).SoftwareRuleAndPolicyPage }) },
      { path: 'software/settings', lazy: async () => ({ Component: (await import('../features/software/routes/software-policy-pages')).SoftwareSettingsPage }) },
      // app marketplace list (001 §2 "Software" marketplace tab)
      { path: 'software/marketplace', lazy: async () => ({ Component: (await import('../features/app-marketplace/routes/marketplace-page')).MarketplacePage }) },
      // software alerts (001 §2 "Alerts"; DECISIONS.md: the one alert area, alumni included): the
      // categories' navigation with counts as a nested layout; the host redirects /software/alerts
      // and /software/alerts/shadow-it to shadow-it/apps
      {
        path: 'software/alerts',
        lazy: async () => ({ Component: (await import('../features/software-alerts/routes/software-alerts-layout')).SoftwareAlertsLayout }),
        children: [
          { path: 'shadow-it/apps', lazy: async () => ({ Component: (await import('../features/software-alerts/routes/shadow-it-apps-page')).ShadowItAppsPage }) },
          { path: 'shadow-it/visit-histories', lazy: async () => ({ Component: (await import('../features/software-alerts/routes/shadow-it-visits-page')).ShadowItVisitsPage }) },
          { path: 'no-worker', lazy: async () => ({ Component: (await import('../features/software-alerts/routes/app-alert-list-page')).NoWorkerAlertsPage }) },
          { path: 'violated-assignment', lazy: async () => ({ Component: (await import('../features/software-alerts/routes/app-alert-list-page')).ViolatedAssignmentAlertsPage }) },
          { path: 'violated-role', lazy: async () => ({ Component: (await import('../features/software-alerts/routes/app-alert-list-page')).ViolatedRoleAlertsPage }) },
          { path: 'no-user', lazy: async () => ({ Component: (await import('../features/software-alerts/routes/app-alert-list-page')).NoUserAlertsPage }) },
          { path: 'inactive-user', lazy: async () => ({ Component: (await import('../features/software-alerts/routes/app-alert-list-page')).InactiveUserAlertsPage }) },
          { path: 'alumni', lazy: async () => ({ Component: (await import('../features/software-alerts/routes/app-alert-list-page')).AlumniAlertsPage }) },
        ],
      },
    ],
  },
  // software record and add flows (001 §2 "Software": `/software/{id}/{tab}`, `/software/add`, `/software/add/{type}`,
  // `/software/custom-saas/add/{customSaasType}`); static segments outrank `:id`
  { path: 'software/add', lazy: async () => ({ Component: (await import('../features/software/routes/software-add-select-page')).SoftwareAddSelectPage }) },
  { path: 'software/add/:type', lazy: async () => ({ Component: (await import('../features/software/routes/software-add-page')).SoftwareAddPage }) },
  { path: 'software/custom-saas/add/:customSaasType', lazy: async () => ({ Component: (await import('../features/software/routes/software-add-page')).CustomSaasAddPage }) },
  { path: 'software/:id/:tab?', lazy: async () => ({ Component: (await import('../features/software/routes/software-page')).SoftwarePage }) },
  // app marketplace: one app and the install's finish page (001 §2, §4, §5)
  { path: 'software/marketplace/:id', lazy: async () => ({ Component: (await import('../features/app-marketplace/routes/app-detail-page')).AppDetailPage }) },
  { path: 'software/marketplace/:id/install/finish', lazy: async () => ({ Component: (await import('../features/app-marketplace/routes/install-finish-page')).InstallFinishPage }) },
  { path: 'networks', loader: lazyPreloadLoader(async () => (await import('../features/networks/api/networks-list-calls')).networksListLoader), lazy: async () => ({ Component: (await import('../features/networks/routes/networks-page')).NetworksPage }) },
  { path: 'networks/add', lazy: async () => ({ Component: (await import('../features/networks/routes/network-add-page')).NetworkAddPage }) },
  { path: 'networks/:id', lazy: async () => ({ Component: (await import('../features/networks/routes/network-detail-page')).NetworkDetailPage }) },
  // licenses (001 §2 "Licenses"; DECISIONS.md `/licenses` → `/licenses/inventory`)
  { path: 'licenses', lazy: async () => ({ Component: (await import('../features/licenses/routes/licenses-root-redirect')).LicensesRootRedirect }) },
  { path: 'licenses/inventory', loader: lazyPreloadLoader(async () => (await import('../features/licenses/api/licenses-inventory-calls')).licensesInventoryLoader), lazy: async () => ({ Component: (await import('../features/licenses/routes/licenses-page')).LicensesPage }) },
  { path: 'licenses/add', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-add-select-page')).LicenseAddSelectPage }) },
  { path: 'licenses/add/:allocationType', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-add-page')).LicenseAddPage }) },
  { path: 'licenses/add/:allocationType/completed', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-add-completed-page')).LicenseAddCompletedPage }) },
  { path: 'licenses/people', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-people-page')).LicensePeoplePage }) },
  { path: 'licenses/alerts', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-alerts-page')).LicenseAlertsPage }) },
  { path: 'licenses/operation-activity', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-activity-page')).LicenseActivityPage }) },
  { path: 'licenses/contract-cost', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-contract-cost-page')).LicenseContractCostPage }) },
  { path: 'licenses/rule-and-policy', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-empty-tab-page')).LicenseRuleAndPolicyPage }) },
  { path: 'licenses/settings', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-empty-tab-page')).LicenseSettingsPage }) },
  { path: 'licenses/:id/:tab?', lazy: async () => ({ Component: (await import('../features/licenses/routes/license-detail-page')).LicenseDetailPage }) },
  // devices (001 §2 "Devices"; DECISIONS.md `/devices` → `/devices/inventory`; the profile's tab is its last segment)
  { path: 'devices', lazy: async () => ({ Component: (await import('../features/devices/routes/devices-root-redirect')).DevicesRootRedirect }) },
  { path: 'devices/inventory', loader: lazyPreloadLoader(async () => (await import('../features/devices/api/devices-inventory-calls')).devicesInventoryLoader), lazy: async () => ({ Component: (await import('../features/devices/routes/devices-page')).DevicesPage }) },
  { path: 'devices/people', lazy: async () => ({ Component: (await import('../features/devices/routes/device-people-page')).DevicePeoplePage }) },
  { path: 'devices/alerts', lazy: async () => ({ Component: (await import('../features/devices/routes/device-alerts-page')).DeviceAlertsPage }) },
  { path: 'devices/operation-activity', lazy: async () => ({ Component: (await import('../features/devices/routes/device-operation-activity-page')).DeviceOperationActivityPage }) },
  { path: 'devices/bill-and-cost', lazy: async () => ({ Component: (await import('../features/devices/routes/device-bill-and-cost-page')).DeviceBillAndCostPage }) },
  { path: 'devices/rule-and-policy', lazy: async () => ({ Component: (await import('../features/devices/routes/device-rule-and-policy-page')).DeviceRuleAndPolicyPage }) },
  { path: 'devices/settings', lazy: async () => ({ Component: (await import('../features/devices/routes/device-settings-page')).DeviceSettingsPage }) },
  { path: 'devices/settings/catalog', lazy: async () => ({ Component: (await import('../features/devices/routes/device-catalog-page')).DeviceCatalogPage }) },
  { path: 'devices/add', lazy: async () => ({ Component: (await import('../features/devices/routes/device-add-select-page')).DeviceAddSelectPage }) },
  { path: 'devices/add/:deviceType', lazy: async () => ({ Component: (await import('../features/devices/routes/device-add-page')).DeviceAddPage }) },
  { path: 'devices/add/:deviceType/completed', lazy: async () => ({ Component: (await import('../features/devices/routes/device-add-completed-page')).DeviceAddCompletedPage }) },
  { path: 'devices/import-csv/:deviceType', lazy: async () => ({ Component: (await import('../features/devices/routes/device-import-csv-page')).DeviceImportCsvPage }) },
  { path: 'devices/external-it-saas', lazy: async () => ({ Component: (await import('../features/devices/routes/external-it-saas-page')).ExternalItSaasPage }) },
  { path: 'devices/external-it-saas/:appIntegrationId/preview', lazy: async () => ({ Component: (await import('../features/devices/routes/external-it-saas-preview-page')).ExternalItSaasPreviewPage }) },
  { path: 'profile/device/:id/:tab?', lazy: async () => ({ Component: (await import('../features/devices/routes/device-profile-page')).DeviceProfilePage }) },
  // app integration record (001 §2 "App integrations and apps": overview, users, groups, detail, architecture, rule-and-policy, settings)
  { path: 'app-integrations/:id/:tab?', lazy: async () => ({ Component: (await import('../features/app-integrations/routes/app-integration-page')).AppIntegrationPage }) },
  { path: 'app-integrations/import-csv/:id', lazy: async () => ({ Component: (await import('../features/app-integrations/routes/app-integration-import-csv-page')).AppIntegrationImportCsvPage }) },
  // IT operation core packages (issue 14, docs/operation-packages.md "Screens: packages, patterns and starting"): the kit's shared screens
  { path: 'it-operation-core/packages', lazy: async () => ({ Component: (await import('../features/it-operation-core/routes/operation-packages-page')).ItOperationPackagesPage }) },
  { path: 'it-operation-core/archived', lazy: async () => ({ Component: (await import('../features/it-operation-core/routes/operation-packages-page')).ItArchivedPackagesPage }) },
  { path: 'it-operation-core/packages/:packageId', lazy: async () => ({ Component: (await import('../features/it-operation-core/routes/operation-package-page')).ItOperationPackagePage }) },
  // device inventory (issue 14; 000 §2, §5; 001 §2 "device-inventory detail and data"): the bare path opens `detail`, the first listed tab
  { path: 'it-operation-core/device-inventory/:tab?', lazy: async () => ({ Component: (await import('../features/device-inventory/routes/device-inventory-page')).DeviceInventoryPage }) },
  // IT operation core: a pattern's configuration and an instance with its tabs (issue 14, docs/operation-packages.md "Screens: pattern configuration and instances")
  { path: 'it-operation-core/config/:patternId', lazy: async () => ({ Component: (await import('../features/it-operation-core/routes/pattern-config-page')).ItCorePatternConfigPage }) },
  { path: 'it-operation-core/operation-instances/:instanceId/:tab?', lazy: async () => ({ Component: (await import('../features/it-operation-core/routes/operation-instance-page')).ItCoreOperationInstancePage }) },
  // the cockpit (issue 15, docs/cockpit.md): a card per dashboard, and one dashboard (it, ga, hr; another id is not found)
  { path: 'cockpit', lazy: async () => ({ Component: (await import('../features/cockpit/routes/cockpit-page')).CockpitPage }) },
  { path: 'cockpit/:id', lazy: async () => ({ Component: (await import('../features/cockpit/routes/cockpit-dashboard-page')).CockpitDashboardPage }) },
  // Starlink terminals (issue 15, docs/starlinks.md): the list, the alerts, a terminal with its tabs (the bare path opens `overview`)
  { path: 'starlinks', lazy: async () => ({ Component: (await import('../features/starlinks/routes/starlinks-page')).StarlinksPage }) },
  { path: 'starlinks/alerts', lazy: async () => ({ Component: (await import('../features/starlinks/routes/starlink-alerts-page')).StarlinkAlertsPage }) },
  { path: 'starlinks/:id/:tab?', lazy: async () => ({ Component: (await import('../features/starlinks/routes/starlink-detail-page')).StarlinkDetailPage }) },
  // ID management (issue 15; 000 §2, 001 §2 "ID management groups"): the list, the add screen (a static segment, before
  // `:id`), a group ID with its tabs members (the default), rule-and-policy and settings
  { path: 'id-managements', loader: lazyPreloadLoader(async () => (await import('../features/id-managements/api/id-managements-calls')).idManagementsLoader), lazy: async () => ({ Component: (await import('../features/id-managements/routes/id-managements-page')).IdManagementsPage }) },
  { path: 'id-managements/group-id/add', lazy: async () => ({ Component: (await import('../features/id-managements/routes/group-id-add-page')).GroupIdAddPage }) },
  { path: 'id-managements/group-id/:id/:tab?', lazy: async () => ({ Component: (await import('../features/id-managements/routes/group-id-page')).GroupIdPage }) },
  notFoundRoute,
];
