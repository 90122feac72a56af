import type { RouteObject } from 'react-router-dom';

const comingSoon = async () => ({ Component: (await import('./coming-soon-page')).ComingSoonPage });

/**
 * The routes of the hr-people remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/people/workforce` (001 §2 People). Every other URL of the remote's space shows the
 * "not built yet" page instead of a 404. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  {
    path: 'people/workforce',
    lazy: async () => ({ Component: (await import('../features/workforce/routes/workforce-page')).WorkforcePage }),
  },
  ...['people', 'person', 'organization', 'public-ids', 'contract', 'time-and-attendance', 'labor-core', 'contractor-core'].map((base) => ({ path: `${base}/*`, lazy: comingSoon })),
];
