import type { RouteObject } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { placeholderRoutes } from '@kanri/ui';

/** The spec's URLs in this remote's space that no issue has built yet (inventory.json "routes"). */
const notBuiltYet = [
  'settings/persons', 'settings/persons/mfa', 'settings/permission-and-roles/roles', 'settings/permission-and-roles/roles/new',
  'settings/permission-and-roles/roles/:id', 'settings/permission-and-roles/roles/:id/edit',
  'settings/permission-and-roles/product-permissions', 'settings/permission-and-roles/product-permissions/new',
  'settings/permission-and-roles/product-permissions/:id', 'settings/permission-and-roles/product-permissions/:id/edit',
  'settings/permission-and-roles/people-groups', 'settings/permission-and-roles/people-groups/new',
  'settings/permission-and-roles/people-groups/:id', 'settings/permission-and-roles/people-groups/:id/edit',
];

/**
 * The routes of the settings remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/settings/persons/staff` and `/settings/persons/individual` (001 §2 Settings). The spec's other URLs of the remote's space show
 * "Coming soon"; any other URL in it is not found. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  { path: 'settings/persons/staff', lazy: async () => ({ Component: (await import('../features/persons/routes/accounts-page')).StaffAccountsPage }) },
  { path: 'settings/persons/individual', lazy: async () => ({ Component: (await import('../features/persons/routes/accounts-page')).IndividualAccountsPage }) },
  ...placeholderRoutes(notBuiltYet, msg`settings`),
];
