import { useEndpoint } from '@kanri/runtime';
import { countStarlinkAlertsEndpoint, type StarlinkAlertsSearch } from '@kanri/contracts';

/** How many alerts match (`GET /v2/starlink-alerts-count`): category, status and free text. */
export function useStarlinkAlertsCount(search: Pick<StarlinkAlertsSearch, 'category' | 'status' | 'freeText'>) {
  return useEndpoint(countStarlinkAlertsEndpoint, { query: { category: search.category, status: search.status, freeText: search.freeText } });
}
