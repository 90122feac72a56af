import { Navigate, type RouteObject } from 'react-router-dom';
import { notFoundRoute } from '@kanri/ui';

/**
 * The routes of the marketplace remote, relative to the site root (000 §2, §6; DECISIONS.md):
 * `/marketplace` opens the store; the store layout reads the store header and redirects to
 * `/marketplace/unavailable` or to the first tab the company may see; the devices tab, the product
 * page, the cart, the sent and sales orders and their order pages (`…/{orderId}/{tab}`: detail,
 * activities; issue 15) are built; any other URL of the marketplace is not found.
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
          // Product page (issue 15)
          { path: 'devices/:productId', lazy: async () => ({ Component: (await import('../features/product/routes/product-page')).ProductPage }) },
          // Orders (issue 15): the customer's sent orders, the supplier's sales orders, one order page for both (tabs detail, activities)
          { path: 'sent-orders', lazy: async () => ({ Component: (await import('../features/orders/routes/orders-page')).SentOrdersPage }) },
          { path: 'sent-orders/:orderId/:tab?', lazy: async () => ({ Component: (await import('../features/order/routes/order-page')).SentOrderPage }) },
          { path: 'sales-orders', lazy: async () => ({ Component: (await import('../features/orders/routes/orders-page')).SalesOrdersPage }) },
          { path: 'sales-orders/:orderId/:tab?', lazy: async () => ({ Component: (await import('../features/order/routes/order-page')).SalesOrderPage }) },
          notFoundRoute,
        ],
      },
      // Cart (issue 15)
      { path: 'cart', lazy: async () => ({ Component: (await import('../features/cart/routes/cart-page')).CartPage }) },
      notFoundRoute,
    ],
  },
];
