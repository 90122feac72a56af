import type { RouteObject } from 'react-router-dom';

const comingSoon = async () => ({ Component: (await import('./coming-soon-page')).ComingSoonPage });

/**
 * The routes of the settings remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/settings/persons/staff` and `/settings/persons/individual` (001 §2 Settings). Every other URL of the remote's space shows the
 * "not built yet" page instead of a 404. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  {
    path: 'settings/persons/staff',
    lazy: async () => ({ Component: (await import('../features/persons/routes/accounts-page')).StaffAccountsPage }),
  },
  {
    path: 'settings/persons/individual',
    lazy: async () => ({ Component: (await import('../features/persons/routes/accounts-page')).IndividualAccountsPage }),
  },
  ...['settings'].map((base) => ({ path: `${base}/*`, lazy: comingSoon })),
];
