import { useEndpoint } from '@kanri/runtime';
import { countStarlinksEndpoint, type StarlinksSearch } from '@kanri/contracts';

/** How many terminals match (`GET /v2/starlinks-count`): the category and free text only (its query is strict). */
export function useStarlinksCount(search: Pick<StarlinksSearch, 'category' | 'freeText'>) {
  return useEndpoint(countStarlinksEndpoint, { query: { category: search.category, freeText: search.freeText } });
}
