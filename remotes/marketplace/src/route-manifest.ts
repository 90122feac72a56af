import { msg } from '@lingui/core/macro';
import type { RouteManifestSource } from '@kanri/runtime';

/**
 * The marketplace remote's route manifest (issue 27; docs/frontend-interfaces.md "Route
 * manifests"): its URL space, navigation and palette entries, deployed as `route-manifest.json`
 * beside its `mf-manifest.json`. Imports only the `msg` macro and types: the build evaluates it in Node.
 */
const manifest: RouteManifestSource = {
  remote: 'marketplace',
  basePaths: ['/marketplace'],
  modules: [
    {
      key: 'marketplace',
      label: msg`Marketplace`,
      product: 'MARKETPLACE',
      order: 190,
      paths: ['/marketplace'],
      // customers buy (store, cart, their orders); a supplier's staff sell (sales orders first: issue 30)
      marketplaceRoles: ['CUSTOMER', 'SUPPLIER'],
      children: [
        { key: 'marketplace-sales-orders', label: msg`Sales orders`, path: '/marketplace/store/sales-orders', marketplaceRoles: ['SUPPLIER'] },
        { key: 'marketplace-store', label: msg`Store`, path: '/marketplace/store/devices', marketplaceRoles: ['CUSTOMER'] },
        { key: 'marketplace-cart', label: msg`Cart`, path: '/marketplace/cart', marketplaceRoles: ['CUSTOMER'] },
        { key: 'marketplace-orders', label: msg`Orders`, path: '/marketplace/store/sent-orders', marketplaceRoles: ['CUSTOMER'] },
      ],
    },
  ],
  palette: [
    { module: 'marketplace', path: '/marketplace/store/devices', label: msg`Device store` },
    { module: 'marketplace', path: '/marketplace/store/sent-orders', label: msg`Sent orders` },
    { module: 'marketplace', path: '/marketplace/store/sales-orders', label: msg`Sales orders` },
    { module: 'marketplace', path: '/marketplace/cart', label: msg`Cart` },
  ],
  redirects: [],
};

export default manifest;
