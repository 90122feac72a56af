import type { RouteObject } from 'react-router-dom';

const comingSoon = async () => ({ Component: (await import('./coming-soon-page')).ComingSoonPage });

/**
 * The routes of the individual remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/individual` (001 §2 Individual area). Every other URL of the remote's space shows the
 * "not built yet" page instead of a 404. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  {
    path: 'individual',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/tasks/routes/tasks-page')).TasksPage }) },
      { path: '*', lazy: comingSoon },
    ],
  },
];
