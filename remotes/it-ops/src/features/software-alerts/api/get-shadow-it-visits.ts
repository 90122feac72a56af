import { useEndpoint } from '@kanri/runtime';
import { countShadowItVisitsEndpoint, listShadowItVisitsEndpoint, type ShadowItVisitsSearch } from '@kanri/contracts';

/** One page of detected visits (`GET /v2/shadow-it/visit-histories`), newest first by default. */
export function useShadowItVisits(search: ShadowItVisitsSearch) {
  return useEndpoint(listShadowItVisitsEndpoint, { query: search });
}

/** How many visits the filters match (`GET /v2/shadow-it/visit-histories-count`). */
export function useShadowItVisitsCount({ unknownUser, traceableAppId }: ShadowItVisitsSearch) {
  return useEndpoint(countShadowItVisitsEndpoint, { query: { unknownUser, traceableAppId } });
}
