/**
 * The public surface of the `ga-places` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/ga-places/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * General affairs and places (contracts `ga-places`: places, equipment, fleets, place
 * administrators).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes.
 */
export { registerPlacesRoutes } from './places';
export { registerFleetsRoutes } from './fleets';
export { registerPlaceAdministratorRoutes } from './place-administrators';
