/**
 * The cached calls a change of equipment, an equipment type or an equipment item makes stale: every
 * path under `/v2/equipment` — the list and its count (`/v2/equipment`, `/v2/equipment-count`), one
 * equipment (`/v2/equipment/{id}`) and the master data (`/v2/equipment-types`,
 * `/v2/equipment-items`), since rows show the type and item names. Passed to
 * `useEndpointMutation`'s `revalidate` (prefixes, see `revalidatePaths`).
 */
export const equipmentCachePaths = ['/v2/equipment'];
