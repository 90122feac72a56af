import type { RouteObject } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { placeholderRoutes } from '@kanri/ui';

/** The spec's URLs in this remote's space that no issue has built yet (inventory.json "routes"). */
const notBuiltYet = [
  'places/add', 'places/add-select', 'places/import-csv', 'places/:id', 'places/:id/labor-core', 'places/:id/administrators',
  'equipment', 'equipment/add', 'equipment/add-select', 'equipment/:id', 'equipment/import-csv',
  'equipment/settings/equipment-types', 'equipment/settings/equipment-items',
  'fleets', 'fleets/:id', 'fleets/settings', 'fleets/rule-and-policy', 'fleets/overview', 'fleets/alerts', 'fleets/add',
  'fleets/add-select',
  'ga-operation-core/packages', 'ga-operation-core/configs', 'ga-operation-core/config/:patternId',
  'ga-operation-core/operation-packages/:id/patterns/:patternId/instances/:instanceId',
  'ga-operation-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/profile',
  'ga-operation-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/data',
];

/**
 * The routes of the ga-places remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/places` (000 §2-3). The spec's other URLs of the remote's space show
 * "Coming soon"; any other URL in it is not found. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  { path: 'places', lazy: async () => ({ Component: (await import('../features/places/routes/places-page')).PlacesPage }) },
  ...placeholderRoutes(notBuiltYet, msg`general affairs`),
];
