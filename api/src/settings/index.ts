/**
 * The public surface of the `settings` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/settings/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * Settings (contracts `settings`: company settings, roles, invitations, table settings, saved
 * views).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes.
 */
export { registerSettingsRoutes } from './settings';
export { registerRoleRoutes } from './settings-roles';
export { registerInvitationRoutes } from './settings-invitations';
export { registerSavedViewRoutes } from './saved-views';
export { registerTableSettingsRoutes } from './table-settings';
