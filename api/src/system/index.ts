/**
 * The public surface of the `system` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/system/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * System calls (contracts `system`: health, select options).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes.
 */
export { registerSystemRoutes } from './system';
export { registerSelectOptionsRoutes } from './select-options';
