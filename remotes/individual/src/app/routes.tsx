import type { RouteObject } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { placeholderRoutes } from '@kanri/ui';

/** The spec's URLs in this remote's space that no issue has built yet (inventory.json "routes"). */
const notBuiltYet = [
  'individual/task/:id', 'individual/task/:id/approval', 'individual/task/:id/form/:formId', 'individual/operation-package/:id',
  'individual/operation-package/:id/pattern/:patternId',
];

/**
 * The routes of the individual remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/individual` (001 §2 Individual area). The spec's other URLs of the remote's space show
 * "Coming soon"; any other URL in it is not found. Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  { path: 'individual', lazy: async () => ({ Component: (await import('../features/tasks/routes/tasks-page')).TasksPage }) },
  ...placeholderRoutes(notBuiltYet, msg`individual area`),
];
