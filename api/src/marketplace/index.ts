/**
 * The public surface of the `marketplace` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/marketplace/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * The marketplace (contracts `marketplace`: products, cart, orders).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes.
 */
export { registerMarketplaceRoutes } from './marketplace';
export { registerMarketplaceCartRoutes } from './marketplace-cart';
export { registerMarketplaceOrderRoutes } from './marketplace-orders';
