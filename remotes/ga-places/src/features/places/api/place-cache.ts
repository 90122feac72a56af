/**
 * The cached calls a change of a place makes stale: every path under `/v2/places` — the list, its
 * count and the one place (`/v2/places/{id}`) — and the place options of the pickers
 * (`/v2/components/place-select`). Passed to `useEndpointMutation`'s `revalidate` (prefixes).
 */
export const placesCachePaths = ['/v2/places', '/v2/components/place-select'];
