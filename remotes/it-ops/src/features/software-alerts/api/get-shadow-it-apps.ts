import { useEndpoint } from '@kanri/runtime';
import { countShadowItAppsEndpoint, listShadowItAppsEndpoint, type ShadowItAppsSearch } from '@kanri/contracts';

/** One page of shadow-IT apps (`GET /v2/shadow-it/apps`) for the page's search. */
export function useShadowItApps(search: ShadowItAppsSearch) {
  return useEndpoint(listShadowItAppsEndpoint, { query: search });
}

/** How many shadow-IT apps the unknown-user filter lists (`GET /v2/shadow-it/apps-count`). */
export function useShadowItAppsCount({ unknownUser }: ShadowItAppsSearch) {
  return useEndpoint(countShadowItAppsEndpoint, { query: { unknownUser } });
}
