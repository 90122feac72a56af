import { msg } from '@lingui/core/macro';
import type { RouteManifestSource } from '@kanri/runtime';

/**
 * The settings remote's route manifest (issue 27; docs/frontend-interfaces.md "Route manifests"):
 * its URL space, navigation and palette entries and redirects, deployed as `route-manifest.json`
 * beside its `mf-manifest.json`. Imports only the `msg` macro and types: the build evaluates it in Node.
 */
const manifest: RouteManifestSource = {
  remote: 'settings',
  basePaths: ['/settings'],
  modules: [
    {
      key: 'settings',
      label: msg`Settings`,
      product: 'SETTINGS',
      order: 210,
      paths: ['/settings'],
      // every company's staff keep their own people and roles, a supplier's too (issue 30)
      marketplaceRoles: ['CUSTOMER', 'SUPPLIER'],
      children: [
        { key: 'settings-persons', label: msg`Persons`, path: '/settings/persons/staff' },
        { key: 'settings-roles', label: msg`Permission and roles`, path: '/settings/permission-and-roles/roles' },
      ],
    },
  ],
  palette: [
    { module: 'settings', path: '/settings/persons/staff', label: msg`Staff members` },
    { module: 'settings', path: '/settings/persons/individual', label: msg`Individual members` },
    { module: 'settings', path: '/settings/persons/mfa', label: msg`Multi-factor authentication` },
    { module: 'settings', path: '/settings/permission-and-roles/roles', label: msg`Roles` },
    { module: 'settings', path: '/settings/permission-and-roles/product-permissions', label: msg`Product permissions` },
    { module: 'settings', path: '/settings/permission-and-roles/people-groups', label: msg`People groups` },
  ],
  redirects: [
    { from: '/settings', to: '/settings/persons/staff', source: '000 §2' },
    { from: '/settings/persons', to: '/settings/persons/staff', source: '000 §2' },
    { from: '/settings/permission-and-roles', to: '/settings/permission-and-roles/roles', source: '000 §2; DECISIONS.md Routing' },
  ],
};

export default manifest;
