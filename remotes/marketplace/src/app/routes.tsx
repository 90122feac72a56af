import { Navigate, type RouteObject } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { placeholderRoutes } from '@kanri/ui';

const area = msg`marketplace`;

/**
 * The routes of the marketplace remote, relative to the site root (000 §2, §6; DECISIONS.md):
 * `/marketplace` opens the store; the store layout reads the store header and redirects to
 * `/marketplace/unavailable` or to the first tab the company may see; `/marketplace/store/devices`
 * is built; the spec's other store URLs (orders tabs, product and order pages, inventory.json) and
 * the cart show "Coming soon"; any other URL of the marketplace is not found.
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
          ...placeholderRoutes(
            ['sent-orders', 'sales-orders', 'devices/:productId', 'sent-orders/:orderId', 'sent-orders/:orderId/activities', 'sales-orders/:orderId'],
            area,
          ),
        ],
      },
      ...placeholderRoutes(['cart'], area),
    ],
  },
];
