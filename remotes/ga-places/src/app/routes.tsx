import type { RouteObject } from 'react-router-dom';
import { notFoundRoute } from '@kanri/ui';
import { Redirect } from '../components/redirect';
import { lazyPreloadLoader } from '@kanri/runtime';

/**
 * The routes of the ga-places remote, relative to the site root and rendered inside the shell's layout.
 * Built: places (000 §2-3: `/places`, `/places/add-select`, `/places/add`, `/places/import-csv`,
 * `/places/{id}`) and equipment (001 §2: `/equipment`, `/equipment/add-select`, `/equipment/add`,
 * `/equipment/import-csv`, `/equipment/{id}`, `/equipment/settings` → `/equipment/settings/equipment-types`,
 * `/equipment/settings/equipment-items`). Every URL of the spec in the remote's space is built (issue 15 built the last); any other URL in it is not found. Pages load lazily, on first navigation; the
 * places and equipment lists start their data calls beside (`lazyPreloadLoader`, issue 27).
 */
export const routes: RouteObject[] = [
  { path: 'places', loader: lazyPreloadLoader(async () => (await import('../features/places/api/places-list-calls')).placesListLoader), lazy: async () => ({ Component: (await import('../features/places/routes/places-page')).PlacesPage }) },
  { path: 'places/add-select', lazy: async () => ({ Component: (await import('../features/places/routes/places-add-select-page')).PlacesAddSelectPage }) },
  { path: 'places/add', lazy: async () => ({ Component: (await import('../features/places/routes/place-add-page')).PlaceAddPage }) },
  { path: 'places/import-csv', lazy: async () => ({ Component: (await import('../features/csv-import/routes/places-import-csv-page')).PlacesImportCsvPage }) },
  // a place and its tabs: `/places/{id}` (details), `…/labor-core`, `…/administrators` (issue 15, docs/places.md "The labor-core and administrators tabs")
  { path: 'places/:id/:tab?', lazy: async () => ({ Component: (await import('../features/places/routes/place-page')).PlacePage }) },
  { path: 'equipment', loader: lazyPreloadLoader(async () => (await import('../features/equipment/api/equipment-list-calls')).equipmentListLoader), lazy: async () => ({ Component: (await import('../features/equipment/routes/equipment-page')).EquipmentPage }) },
  { path: 'equipment/add-select', lazy: async () => ({ Component: (await import('../features/equipment/routes/equipment-add-select-page')).EquipmentAddSelectPage }) },
  { path: 'equipment/add', lazy: async () => ({ Component: (await import('../features/equipment/routes/equipment-add-page')).EquipmentAddPage }) },
  { path: 'equipment/import-csv', lazy: async () => ({ Component: (await import('../features/csv-import/routes/equipment-import-csv-page')).EquipmentImportCsvPage }) },
  { path: 'equipment/settings', element: <Redirect to="/equipment/settings/equipment-types" /> },
  { path: 'equipment/settings/equipment-types', lazy: async () => ({ Component: (await import('../features/equipment/routes/equipment-types-page')).EquipmentTypesPage }) },
  { path: 'equipment/settings/equipment-items', lazy: async () => ({ Component: (await import('../features/equipment/routes/equipment-items-page')).EquipmentItemsPage }) },
  { path: 'equipment/:id', lazy: async () => ({ Component: (await import('../features/equipment/routes/equipment-profile-page')).EquipmentProfilePage }) },
  // GA operation core packages and pattern list (issue 14, docs/operation-packages.md "Screens: packages, patterns and starting")
  { path: 'ga-operation-core/packages', lazy: async () => ({ Component: (await import('../features/ga-operation-core/routes/operation-packages-page')).GaCorePackagesPage }) },
  { path: 'ga-operation-core/configs', lazy: async () => ({ Component: (await import('../features/ga-operation-core/routes/operation-configs-page')).GaCoreConfigsPage }) },
  // GA operation core: a pattern's configuration and an instance with its tabs (issue 14, docs/operation-packages.md "Screens: pattern configuration and instances")
  { path: 'ga-operation-core/config/:patternId', lazy: async () => ({ Component: (await import('../features/ga-operation-core/routes/pattern-config-page')).GaCorePatternConfigPage }) },
  { path: 'ga-operation-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/:tab?', lazy: async () => ({ Component: (await import('../features/ga-operation-core/routes/operation-instance-page')).GaCoreOperationInstancePage }) },
  // Fleets: company vehicles (issue 15, docs/fleets.md)
  { path: 'fleets', lazy: async () => ({ Component: (await import('../features/fleets/routes/fleets-page')).FleetsPage }) },
  { path: 'fleets/add-select', lazy: async () => ({ Component: (await import('../features/fleets/routes/fleet-add-select-page')).FleetAddSelectPage }) },
  { path: 'fleets/add', lazy: async () => ({ Component: (await import('../features/fleets/routes/fleet-add-page')).FleetAddPage }) },
  { path: 'fleets/overview', lazy: async () => ({ Component: (await import('../features/fleets/routes/fleets-overview-page')).FleetsOverviewPage }) },
  { path: 'fleets/alerts', lazy: async () => ({ Component: (await import('../features/fleets/routes/fleet-alerts-page')).FleetAlertsPage }) },
  { path: 'fleets/rule-and-policy', lazy: async () => ({ Component: (await import('../features/fleets/routes/fleet-rule-and-policy-page')).FleetRuleAndPolicyPage }) },
  { path: 'fleets/settings', lazy: async () => ({ Component: (await import('../features/fleets/routes/fleet-settings-page')).FleetSettingsPage }) },
  { path: 'fleets/:id', lazy: async () => ({ Component: (await import('../features/fleets/routes/fleet-detail-page')).FleetDetailPage }) },
  notFoundRoute,
];
