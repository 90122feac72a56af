import type { RouteObject } from 'react-router-dom';

const comingSoon = async () => ({ Component: (await import('./coming-soon-page')).ComingSoonPage });

/**
 * The routes of the ga-places remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/places` (000 §2-3). Every other URL of the remote's space shows the
 * "not built yet" page instead of a 404. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  {
    path: 'places',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/places/routes/places-page')).PlacesPage }) },
      { path: '*', lazy: comingSoon },
    ],
  },
  ...['equipment', 'fleets', 'ga-operation-core'].map((base) => ({ path: `${base}/*`, lazy: comingSoon })),
];
