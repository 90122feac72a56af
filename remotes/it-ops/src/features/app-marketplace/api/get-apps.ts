import { useEndpoint } from '@kanri/runtime';
import { listAppsEndpoint, type AppsSearch } from '@kanri/contracts';

/**
 * The marketplace's apps (`GET /v2/apps`) for the page's search: `text` is sent as `freeText`,
 * `categoryId` as is; descriptions and category names come in the session's language.
 */
export function useApps(search: AppsSearch) {
  const query: { freeText?: string; categoryId?: string } = {};
  if (search.text?.trim()) query.freeText = search.text.trim();
  if (search.categoryId) query.categoryId = search.categoryId;
  return useEndpoint(listAppsEndpoint, { query });
}
