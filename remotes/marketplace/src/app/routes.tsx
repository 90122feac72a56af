import { Navigate, type RouteObject } from 'react-router-dom';

const comingSoon = async () => ({ Component: (await import('./coming-soon-page')).ComingSoonPage });

/**
 * The routes of the marketplace remote, relative to the site root (000 §2, §6; DECISIONS.md):
 * `/marketplace` opens the store; the store layout reads the store header and redirects to
 * `/marketplace/unavailable` or to the first tab the company may see; `/marketplace/store/devices`
 * is built, the orders tabs, product pages and the cart show the "not built yet" page.
 */
export const routes: RouteObject[] = [
  {
    path: 'marketplace',
    children: [
      { index: true, element: <Navigate to="/marketplace/store" replace /> },
      { path: 'unavailable', lazy: async () => ({ Component: (await import('../features/unavailable/routes/unavailable-page')).UnavailablePage }) },
      {
        path: 'store',
        lazy: async () => ({ Component: (await import('../features/store/routes/store-layout')).StoreLayout }),
        children: [
          { path: 'devices', lazy: async () => ({ Component: (await import('../features/store-devices/routes/devices-page')).DevicesPage }) },
          { path: '*', lazy: comingSoon },
        ],
      },
      { path: '*', lazy: comingSoon },
    ],
  },
];
