import type { RouteObject } from 'react-router-dom';

const comingSoon = async () => ({ Component: (await import('./coming-soon-page')).ComingSoonPage });

/**
 * The routes of the it-ops remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/software/registry` (001 §2 Software). Every other URL of the remote's space shows the
 * "not built yet" page instead of a 404. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  {
    path: 'software/registry',
    lazy: async () => ({ Component: (await import('../features/software-registry/routes/software-registry-page')).SoftwareRegistryPage }),
  },
  ...['software', 'app-integrations', 'licenses', 'devices', 'profile/device', 'id-managements', 'networks', 'starlinks', 'it-operation-core', 'cockpit'].map((base) => ({ path: `${base}/*`, lazy: comingSoon })),
];
