/**
 * The public surface of the `operations` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/operations/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * Operations (contracts `operations`: operation packages, instances, device inventory) and the
 * workflow engine other domains start and move work through: `startPattern`, `completeTask`,
 * `decideApproval`, `saveTaskDraft` (individual's tasks), `startableDevice` (select options),
 * `addDaysIso`.
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes.
 */
export { registerDeviceInventoryRoutes } from './device-inventory';
export { registerOperationPackageRoutes } from './operation-packages';
export { startPattern, completeTask, decideApproval, saveTaskDraft, startableDevice, addDaysIso } from './engine';
