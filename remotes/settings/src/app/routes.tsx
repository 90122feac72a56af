import { Navigate, type RouteObject } from 'react-router-dom';
import { notFoundRoute } from '@kanri/ui';

/**
 * The routes of the settings remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/settings/persons/staff`, `/settings/persons/individual` and `/settings/persons/mfa` (001 §2 Settings), and the roles, product
 * permissions and people groups (list, `new`, `{id}`, `{id}/edit` each; 001 §2 "Settings and roles"). Every URL of the spec in the remote's space is built (issue 15 built the last); any other URL in it is not found. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  { path: 'settings/persons/staff', lazy: async () => ({ Component: (await import('../features/persons/routes/accounts-page')).StaffAccountsPage }) },
  { path: 'settings/persons/individual', lazy: async () => ({ Component: (await import('../features/persons/routes/accounts-page')).IndividualAccountsPage }) },
  // the host redirects /settings/persons too (000 §2); this keeps the remote's standalone page right
  { path: 'settings/persons', element: <Navigate to="/settings/persons/staff" replace /> },
  { path: 'settings/persons/mfa', lazy: async () => ({ Component: (await import('../features/mfa/routes/mfa-page')).MfaPage }) },
  { path: 'settings/permission-and-roles/roles', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/roles-page')).RolesPage }) },
  { path: 'settings/permission-and-roles/roles/new', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/role-new-page')).RoleNewPage }) },
  { path: 'settings/permission-and-roles/roles/:id', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/role-page')).RolePage }) },
  { path: 'settings/permission-and-roles/roles/:id/edit', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/role-edit-page')).RoleEditPage }) },
  { path: 'settings/permission-and-roles/product-permissions', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/product-permissions-page')).ProductPermissionsPage }) },
  { path: 'settings/permission-and-roles/product-permissions/new', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/product-permission-new-page')).ProductPermissionNewPage }) },
  { path: 'settings/permission-and-roles/product-permissions/:id', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/product-permission-page')).ProductPermissionPage }) },
  { path: 'settings/permission-and-roles/product-permissions/:id/edit', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/product-permission-edit-page')).ProductPermissionEditPage }) },
  { path: 'settings/permission-and-roles/people-groups', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/people-groups-page')).PeopleGroupsPage }) },
  { path: 'settings/permission-and-roles/people-groups/new', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/people-group-new-page')).PeopleGroupNewPage }) },
  { path: 'settings/permission-and-roles/people-groups/:id', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/people-group-page')).PeopleGroupPage }) },
  { path: 'settings/permission-and-roles/people-groups/:id/edit', lazy: async () => ({ Component: (await import('../features/permission-and-roles/routes/people-group-edit-page')).PeopleGroupEditPage }) },
  notFoundRoute,
];
