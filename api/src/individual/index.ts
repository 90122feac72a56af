/**
 * The public surface of the `individual` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/individual/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * The individual's portal (contracts `individual`: my tasks, my packages).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes.
 */
export { registerIndividualRoutes } from './individual';
